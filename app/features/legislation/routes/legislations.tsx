import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LEGISLATION_LISTS } from "../../../../core/legislation/lists";
import { formatDate } from "../../../../core/format";
import { getLocation } from "../../locations/api.server";
import { getHits, getLists } from "../api.server";
import { CustomHitsTable, OwnListsSection } from "../../custom-lists/CustomListHits";
import { customHitsPage } from "../../custom-lists/hits.server";
import { exportHref, OWN_LISTS, pageHref, readFilters } from "../filters";
import { requireUser } from "~/lib/auth.server";
import { orNotFound } from "~/lib/api-failure.server";
import { emptyStateGuard, meetsPermissions } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { flagParam, pageCount } from "~/lib/list-params";
import { idFromParams } from "~/lib/route-params.server";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import { Pager } from "~/ui/Pager";
import { pageTitle } from "~/ui/meta";

export const handle = { breadcrumb: { key: "legislation.title", to: "/legislations" } };

export const meta = pageTitle;

/**
 * /legislations and /locations/{locationId}/legislations: the company's products (or those kept at the
 * location and below it) whose sheets name a substance on a regulatory list, a row per hit with the list,
 * entry, reason and date, 50 a page; a GET form filters by list, its last choice being the company's own
 * lists (custom lists and greylist), whose hits then take the table's place; the lists' versions and the
 * attribution; the downloads; the import link for user administrators. Every user of the company reads it, within their
 * top nodes. The company's page follows the empty-state guard of the module legislation-lists (not with
 * ?first=1, where the empty page leads).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [{ user, api, data: session }, { t, locale }] = await Promise.all([
    requireUser(request),
    getTranslator(request),
  ]);
  const locationId = params.locationId === undefined ? null : idFromParams(params.locationId);
  const url = new URL(request.url);
  // ?first=1 is the empty page's way in: the lists and the import, though no product is on them yet.
  if (locationId === null && !flagParam(url, "first")) {
    await emptyStateGuard(request, { user, api }, "legislation-lists");
  }
  const filters = readFilters(url, locationId);
  // One table a page: the regulatory lists' hits, or (the filter's last choice) the company's own lists'.
  const [lists, page, own, location] = await Promise.all([
    getLists(api, session.language),
    filters.own ? null : getHits(api, filters),
    filters.own ? customHitsPage(api, filters.location, filters.page, locale) : null,
    locationId === null ? Promise.resolve(null) : orNotFound(getLocation(api, locationId)),
  ]);
  const total = own ? own.total : (page?.meta.total ?? 0);
  const last = pageCount(total, own ? own.limit : (page?.meta.limit ?? 1));
  if (filters.page > last) throw redirect(pageHref(filters, last));
  const heading = location
    ? t("legislation.locationTitle", { location: location.name })
    : t("legislation.title");
  return {
    title: `${heading} – ${t("app.name")}`,
    heading,
    location: location ? { id: location.id, name: location.name } : null,
    filters,
    lists: lists.data.map((list) => ({
      code: list.code,
      versionDate: list.version_date,
      version: formatDate(list.version_date, locale),
      entries: list.entry_count,
      products: list.product_count,
      imported: list.imported,
      fileName: list.file_name,
    })),
    rows: (page?.data ?? []).map((hit, index) => ({
      key: `${hit.product.id}-${hit.list}-${hit.entry.ref}-${index}`,
      productId: hit.product.id,
      product: hit.product.name,
      list: hit.list,
      ref: hit.entry.ref,
      entryName: hit.entry.name,
      reason: hit.entry.reason,
      date: hit.entry.date ? formatDate(hit.entry.date, locale) : null,
      dateIso: hit.entry.date,
      link: hit.entry.link,
      substance: hit.substance,
      matchedBy: hit.matched_by,
    })),
    ownRows: own?.rows ?? null,
    meta: { total, page: filters.page, last },
    canImport: meetsPermissions(user, { all: ["user_admin"] }),
    downloads: own?.downloads ?? { csv: exportHref(filters, "csv"), xlsx: exportHref(filters, "xlsx") },
    ownHref: own ? null : pageHref({ ...filters, list: null, own: true }),
  };
}

type LoaderData = Awaited<ReturnType<typeof loader>>;
type Row = LoaderData["rows"][number];
type ListRow = LoaderData["lists"][number];

function useHitColumns(): DataColumn<Row>[] {
  const { t } = useTranslation();
  return [
    {
      id: "product",
      header: t("legislation.hits.product"),
      rowHeader: true,
      cell: (row) => <Link to={`/products/${row.productId}`}>{row.product}</Link>,
    },
    { id: "list", header: t("legislation.hits.list"), cell: (row) => t(`legislation.list.${row.list}`) },
    {
      id: "entry",
      header: t("legislation.hits.entry"),
      cell: (row) => (
        <>
          {row.ref === row.entryName ? row.ref : `${row.ref}: ${row.entryName}`}
          {row.link ? (
            <>
              {" "}
              (
              <a href={row.link} rel="noopener noreferrer external">
                {t("legislation.hits.conditions")}
              </a>
              )
            </>
          ) : null}
        </>
      ),
    },
    { id: "reason", header: t("legislation.hits.reason"), cell: (row) => row.reason },
    {
      id: "date",
      header: t("legislation.hits.date"),
      className: "nowrap",
      cell: (row) =>
        row.date && row.dateIso ? (
          <time dateTime={row.dateIso}>{t(`legislation.date.${row.list}`, { date: row.date })}</time>
        ) : null,
    },
    {
      id: "substance",
      header: t("legislation.hits.substance"),
      cell: (row) => `${row.substance} (${t(`legislation.hits.matchedBy.${row.matchedBy}`)})`,
    },
  ];
}

function useListColumns(): DataColumn<ListRow>[] {
  const { t } = useTranslation();
  return [
    {
      id: "list",
      header: t("legislation.lists.list"),
      rowHeader: true,
      cell: (row) => t(`legislation.list.${row.code}`),
    },
    {
      id: "version",
      header: t("legislation.lists.version"),
      cell: (row) => <time dateTime={row.versionDate}>{row.version}</time>,
    },
    {
      id: "entries",
      header: t("legislation.lists.entries"),
      className: "number",
      cell: (row) => row.entries,
    },
    {
      id: "products",
      header: t("legislation.lists.products"),
      className: "number",
      cell: (row) => row.products,
    },
    {
      id: "source",
      header: t("legislation.lists.source"),
      cell: (row) =>
        `${row.imported ? t("legislation.lists.imported") : t("legislation.lists.shipped")} (${row.fileName})`,
    },
  ];
}

export default function LegislationsPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const hitColumns = useHitColumns();
  const listColumns = useListColumns();
  const { filters, meta } = data;
  return (
    <>
      <h1>{data.heading}</h1>
      <p>{t("legislation.intro")}</p>
      {data.location ? <p>{t("legislation.locationIntro")}</p> : null}
      <DataTable
        caption={t("legislation.lists.caption")}
        columns={listColumns}
        rows={data.lists}
        rowKey={(row) => row.code}
      />
      {data.canImport ? (
        <p>
          <Link to="/legislations/import">{t("legislation.import.link")}</Link>
        </p>
      ) : null}
      <Form method="get" className="request-filters" aria-labelledby="legislation-filter-heading">
        <h2 id="legislation-filter-heading">{t("legislation.filter.legend")}</h2>
        <div className="field">
          <label htmlFor="legislation-list">{t("legislation.filter.list")}</label>
          <select
            id="legislation-list"
            name="list"
            defaultValue={filters.own ? OWN_LISTS : (filters.list ?? "all")}
          >
            <option value="all">{t("legislation.filter.all")}</option>
            {LEGISLATION_LISTS.map((code) => (
              <option key={code} value={code}>
                {t(`legislation.list.${code}`)}
              </option>
            ))}
            <option value={OWN_LISTS}>{t("customLists.section.title")}</option>
          </select>
        </div>
        <div className="filter-buttons">
          <button type="submit">{t("legislation.filter.submit")}</button>
        </div>
      </Form>
      {data.ownRows ? (
        <CustomHitsTable rows={data.ownRows} />
      ) : (
        <DataTable
          caption={t("legislation.hits.caption")}
          columns={hitColumns}
          rows={data.rows}
          rowKey={(row) => row.key}
          empty={t("legislation.hits.empty")}
        />
      )}
      <Pager page={meta.page} pages={meta.last} href={(page) => pageHref(filters, page)} />
      {meta.total > 0 ? (
        <section aria-labelledby="legislation-download-heading">
          <h2 id="legislation-download-heading">{t("legislation.export.legend")}</h2>
          <ul>
            <li>
              <a href={data.downloads.csv} download>
                {t(data.ownRows ? "customLists.export.csv" : "legislation.export.csv")}
              </a>
            </li>
            <li>
              <a href={data.downloads.xlsx} download>
                {t(data.ownRows ? "customLists.export.xlsx" : "legislation.export.xlsx")}
              </a>
            </li>
          </ul>
        </section>
      ) : null}
      <OwnListsSection showHref={data.ownHref} />
      <section aria-labelledby="legislation-sources-heading">
        <h2 id="legislation-sources-heading">{t("legislation.attribution.title")}</h2>
        <p>{t("legislation.attribution.text")}</p>
      </section>
    </>
  );
}
