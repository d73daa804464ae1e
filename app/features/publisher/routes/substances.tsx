import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Substance } from "../../../../api/publisher/schemas";
import { SUBSTANCE_LAST_PAGE, SUBSTANCE_SEARCH_MAX } from "../../../../core/publisher/rules";
import { requirePublisher } from "../access.server";
import { listSubstances } from "../api.server";
import { pageCount, pageParam, searchPageHref, textParam } from "~/lib/list-params";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import { pageTitle } from "~/ui/meta";
import { Pager } from "~/ui/Pager";

export const handle = { breadcrumb: { key: "internalDocuments.substances.title", to: "/substances" } };

export const meta = pageTitle;

/**
 * /substances (local_publisher): the company's substances by name, 50 a page (the API's pages), with CAS and EC
 * numbers, classification and where each is used (the current sheets of the library that list its CAS: a few
 * named, and how many), searched by a part of the name or the start of the CAS or EC number (`q`, a plain GET
 * form).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api, t } = await requirePublisher(request);
  const url = new URL(request.url);
  const q = textParam(url, "q", SUBSTANCE_SEARCH_MAX);
  const list = await listSubstances(api, { q, page: pageParam(url, SUBSTANCE_LAST_PAGE) });
  const { page, per_page, total } = list.meta;
  const pages = pageCount(total, per_page, SUBSTANCE_LAST_PAGE);
  // A page past the last (a stale link after substances were deleted) shows the last one.
  if (list.data.length === 0 && page > pages) throw redirect(substancesHref(q, pages));
  return {
    title: `${t("internalDocuments.substances.title")} – ${t("internalDocuments.landing.title")} – ${t("app.name")}`,
    q,
    page,
    pages,
    rows: list.data,
  };
}

/** The page's own address with the search and the page. */
const substancesHref = (q: string, page: number) => searchPageHref("/substances", q, page);

export default function Substances() {
  const { q, page, pages, rows } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const columns: DataColumn<Substance>[] = [
    { id: "name", header: t("internalDocuments.substances.name"), rowHeader: true, cell: (s) => s.name },
    {
      id: "cas",
      header: t("internalDocuments.substances.cas"),
      className: "nowrap",
      cell: (s) => s.cas ?? "",
    },
    { id: "ec", header: t("internalDocuments.substances.ec"), className: "nowrap", cell: (s) => s.ec ?? "" },
    {
      id: "classification",
      header: t("internalDocuments.substances.classification"),
      cell: (s) => s.classification,
    },
    {
      id: "used",
      header: t("internalDocuments.substances.whereUsed"),
      cell: (s) =>
        s.used_in_count === 0 ? (
          t("internalDocuments.substances.notUsed")
        ) : (
          <>
            {t("internalDocuments.substances.usedIn", { count: s.used_in_count })}
            <ul className="compact-list">
              {s.used_in.map((use) => (
                <li key={use.sds_key}>
                  <Link to={`/products/${use.product_id}`}>{use.product_name}</Link>
                </li>
              ))}
              {s.used_in_count > s.used_in.length ? (
                <li>
                  {t("internalDocuments.substances.more", { count: s.used_in_count - s.used_in.length })}
                </li>
              ) : null}
            </ul>
          </>
        ),
    },
  ];
  return (
    <>
      <h1>{t("internalDocuments.substances.title")}</h1>
      <p>{t("internalDocuments.substances.intro")}</p>
      <p>
        <Link to="/new-substance">{t("internalDocuments.substances.new")}</Link>
      </p>
      <p>
        <Link to="/substances/all-versions">{t("substances.allVersions.link")}</Link>
      </p>
      <Form method="get" role="search" className="inline-search">
        <label htmlFor="substances-q">{t("internalDocuments.substances.search")}</label>{" "}
        <input id="substances-q" type="search" name="q" defaultValue={q} maxLength={SUBSTANCE_SEARCH_MAX} />{" "}
        <button type="submit">{t("internalDocuments.suppliers.searchSubmit")}</button>
      </Form>
      <DataTable
        caption={
          q
            ? t("internalDocuments.substances.captionFiltered", { q })
            : t("internalDocuments.substances.caption")
        }
        columns={columns}
        rows={rows}
        rowKey={(s) => s.id}
        empty={q ? t("internalDocuments.substances.noMatch", { q }) : t("internalDocuments.substances.empty")}
      />
      <Pager
        page={page}
        pages={pages}
        href={(p) => substancesHref(q, p)}
        label={t("substances.allVersions.pager")}
        numbered
      />
    </>
  );
}
