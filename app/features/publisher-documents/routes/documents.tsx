import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { listSheets } from "../api.server";
import { requireUser } from "~/lib/auth.server";
import { requirePermissions } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { COUNTRIES } from "../../../../core/countries";
import { LANGUAGES, isLanguageId } from "../../../../core/languages";
import { SHEET_COUNT_LIMIT, SHEET_LAST_PAGE, SHEET_SEARCH_MAX } from "../../../../core/publisher/rules";
import { pageCount, pageParam, searchPageHref, textParam } from "~/lib/list-params";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import { pageTitle } from "~/ui/meta";
import { Pager } from "~/ui/Pager";

export const meta = pageTitle;

export const handle = { breadcrumb: { key: "publisher.sheet.page.title", to: "/documents" } };

/**
 * /documents: every version, language and market of the company's own sheets by product name, 50 a page
 * (the API's pages), searched by words in the product name, article number or sheet key (`?q=`, a plain GET
 * form). The total is counted up to SHEET_COUNT_LIMIT; past it the page says "at least" and asks for words.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ api, user }, { t, locale }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requirePermissions(request, user, { all: ["local_publisher"] });
  const url = new URL(request.url);
  const q = textParam(url, "q", SHEET_SEARCH_MAX);
  const list = await listSheets(api, { page: pageParam(url, SHEET_LAST_PAGE), q });
  const { page, per_page, total } = list.meta;
  const pages = pageCount(total, per_page, SHEET_LAST_PAGE);
  // A page past the last (a stale link after sheets were deleted) shows the last one.
  if (list.data.length === 0 && page > pages) throw redirect(pageHref(q)(pages));
  // Formatted here: i18next's `count` is a plural's number, and these texts are no plurals.
  const counted = { total: new Intl.NumberFormat(locale).format(total) };
  return {
    title: `${t("publisher.sheet.page.title")} – ${t("app.name")}`,
    q,
    page,
    pages,
    found:
      total >= SHEET_COUNT_LIMIT
        ? t("publisher.sheet.page.foundMany", counted)
        : t("publisher.sheet.page.found", counted),
    // Nothing at all (no search) is the company's first visit; nothing for a search is a search to change.
    empty: q ? t("publisher.sheet.page.noMatch", { q }) : t("publisher.sheet.page.empty"),
    sheets: list.data.map((sheet) => ({
      id: sheet.id,
      key: sheet.sds_key,
      name: sheet.product_name,
      supplier: sheet.manufacturer_name,
      language: isLanguageId(sheet.language_id)
        ? LANGUAGES[sheet.language_id].name
        : String(sheet.language_id),
      market: COUNTRIES[sheet.market_id] ?? String(sheet.market_id),
      version: sheet.version,
      status: sheet.status,
      issued: sheet.date_issue,
    })),
  };
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["sheets"][number];

export default function DocumentsPage() {
  const { sheets, q, page, pages, found, empty } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const columns: DataColumn<Row>[] = [
    {
      id: "name",
      header: t("publisher.sheet.column.name"),
      rowHeader: true,
      // Each row leads to its sheet's versions (every language and market), where versions are made.
      cell: (row) => <Link to={`/documents/all-versions/${row.key}`}>{row.name}</Link>,
    },
    { id: "supplier", header: t("publisher.sheet.column.supplier"), cell: (row) => row.supplier },
    { id: "language", header: t("publisher.sheet.column.language"), cell: (row) => row.language },
    { id: "market", header: t("publisher.sheet.column.market"), cell: (row) => row.market },
    { id: "version", header: t("publisher.sheet.column.version"), cell: (row) => row.version },
    {
      id: "status",
      header: t("publisher.sheet.column.status"),
      cell: (row) => t(`publisher.sheet.status.${row.status}`),
    },
    { id: "issued", header: t("publisher.sheet.column.issued"), cell: (row) => row.issued ?? "–" },
  ];
  return (
    <>
      <h1>{t("publisher.sheet.page.title")}</h1>
      <p>{t("publisher.sheet.page.intro")}</p>
      <Form method="get" role="search" className="inline-search">
        <label htmlFor="sheets-q">{t("publisher.sheet.page.search")}</label>{" "}
        <input id="sheets-q" type="search" name="q" defaultValue={q} maxLength={SHEET_SEARCH_MAX} />{" "}
        <button type="submit">{t("publisher.sheet.page.searchSubmit")}</button>
      </Form>
      {sheets.length > 0 ? <p>{found}</p> : null}
      <DataTable
        caption={t("publisher.sheet.page.title")}
        captionHidden
        columns={columns}
        rows={sheets}
        rowKey={(row) => row.id}
        empty={empty}
      />
      <Pager page={page} pages={pages} href={pageHref(q)} label={t("publisher.sheet.page.pager")} numbered />
    </>
  );
}

/** A page of the list, with the search kept. */
const pageHref = (q: string) => (page: number) => searchPageHref("/documents", q, page);
