import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { SdsRequestRow } from "../../../../api/sds-requests/schemas";
import { dateFormat } from "../../../../core/format";
import { LANGUAGES } from "../../../../core/languages";
import { SDS_REQUEST_STATUSES, type SdsRequestStatus } from "../../../../core/sds-requests/rules";
import { listSdsRequests } from "../api.server";
import { orNotFound } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { emptyStateGuard, requirePermissions } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { pageCount, pageParam, textParam } from "~/lib/list-params";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import { Pager } from "~/ui/Pager";
import { pageTitle } from "~/ui/meta";

export const handle = { breadcrumb: { key: "sdsRequests.title", to: "/sdsrequests" } };
export const meta = pageTitle;

const SEARCH_MAX = 200;

/** The list's filters from its URL; anything unknown is left out. */
function filtersOf(url: URL) {
  const raw = url.searchParams.get("status");
  const status = SDS_REQUEST_STATUSES.find((value) => value === raw);
  return { page: pageParam(url), status, search: textParam(url, "q", SEARCH_MAX) };
}

/** The list's address for a page, keeping the filters. */
function pageHref(filters: { status?: SdsRequestStatus; search: string }, page: number): string {
  const query = new URLSearchParams();
  if (filters.status) query.set("status", filters.status);
  if (filters.search) query.set("q", filters.search);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `/sdsrequests?${text}` : "/sdsrequests";
}

/**
 * /sdsrequests (add_product): the company's supplier requests, newest first, paged, filtered by status and by
 * text in the product name or the supplier's e-mail; each opens its review. The empty-state guard sends a
 * company without any request to the module's empty page when the company has that feature.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ user, api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requirePermissions(request, user, { all: ["add_product"] });
  await emptyStateGuard(request, { user, api }, "sds-requests");
  const filters = filtersOf(new URL(request.url));
  const list = await orNotFound(listSdsRequests(api, filters));
  return {
    list,
    filters: { status: filters.status ?? null, search: filters.search },
    title: `${t("sdsRequests.title")} – ${t("app.name")}`,
  };
}

export default function SdsRequestsPage() {
  const { list, filters } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const day = dateFormat(i18n.language, { dateStyle: "medium", timeZone: "UTC" });
  const pages = pageCount(list.meta.total, list.meta.per_page);
  const current = { status: filters.status ?? undefined, search: filters.search };

  const columns: DataColumn<SdsRequestRow>[] = [
    {
      id: "product",
      header: t("sdsRequests.col.product"),
      rowHeader: true,
      cell: (row) => (
        <Link to={`/sdsrequests/${row.id}`} aria-label={t("sdsRequests.open", { product: row.product_name })}>
          {row.product_name}
        </Link>
      ),
    },
    { id: "email", header: t("sdsRequests.col.email"), cell: (row) => row.supplier_email },
    {
      id: "languages",
      header: t("sdsRequests.col.languages"),
      cell: (row) =>
        row.languages.map((id) => LANGUAGES[id as keyof typeof LANGUAGES]?.name ?? String(id)).join(", "),
    },
    {
      id: "status",
      header: t("sdsRequests.col.status"),
      cell: (row) => t(`sdsRequests.status.${row.status}`),
    },
    {
      id: "sent",
      header: t("sdsRequests.col.sent"),
      className: "nowrap",
      cell: (row) => day.format(new Date(row.created_at)),
    },
    {
      id: "expires",
      header: t("sdsRequests.col.expires"),
      className: "nowrap",
      cell: (row) => day.format(new Date(row.expires_at)),
    },
  ];

  return (
    <>
      <h1>{t("sdsRequests.title")}</h1>
      <p>{t("sdsRequests.intro")}</p>
      <p>
        <Link to="/sdsrequests/new">{t("sdsRequests.newLink")}</Link>
      </p>
      <Form method="get" className="list-filters">
        <fieldset>
          <legend>{t("sdsRequests.filter.legend")}</legend>
          <label htmlFor="sds-requests-status">{t("sdsRequests.filter.status")}</label>
          <select id="sds-requests-status" name="status" defaultValue={filters.status ?? ""}>
            <option value="">{t("sdsRequests.filter.all")}</option>
            {SDS_REQUEST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`sdsRequests.status.${status}`)}
              </option>
            ))}
          </select>
          <label htmlFor="sds-requests-q">{t("sdsRequests.filter.search")}</label>
          <input
            id="sds-requests-q"
            name="q"
            type="search"
            maxLength={SEARCH_MAX}
            defaultValue={filters.search}
          />
          <button type="submit">{t("sdsRequests.filter.submit")}</button>
        </fieldset>
      </Form>
      <DataTable
        caption={t("sdsRequests.table.caption")}
        columns={columns}
        rows={list.data}
        rowKey={(row) => row.id}
        empty={<p>{t("sdsRequests.table.empty")}</p>}
      />
      <Pager page={list.meta.page} pages={pages} href={(page) => pageHref(current, page)} />
    </>
  );
}
