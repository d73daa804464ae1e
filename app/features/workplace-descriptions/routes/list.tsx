import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LANGUAGES, isLanguageId } from "../../../../core/languages";
import { formatDate } from "../../../../core/format";
import { WPD_PAGE_MAX, WPD_QUERY_MAX } from "../../../../core/workplace-descriptions/limits";
import { requireWpd } from "~/features/workplace-descriptions/access.server";
import { listDescriptions } from "~/features/workplace-descriptions/api.server";
import { descriptionPath, listPath, newAtLocationPath } from "~/features/workplace-descriptions/paths";
import { orNotFound } from "~/lib/api-failure.server";
import { getTranslator } from "~/lib/i18n.server";
import { pageCount, pageParam, textParam } from "~/lib/list-params";
import { idFromParams } from "~/lib/route-params.server";
import { DataTable } from "~/ui/DataTable";
import { Pager } from "~/ui/Pager";
import { pageTitle } from "~/ui/meta";

export const meta = pageTitle;

export const handle = { breadcrumb: { key: "wpd.title", to: "/workplacedescriptions" } };

/**
 * /workplacedescriptions and /locations/{locationId}/workplacedescriptions (that location and those under
 * it), each also /archived: the current version of each description, by title, 50 a page, searched by words
 * of the title or product. Needs wpd and add_product.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [{ api }, { t, locale }] = await Promise.all([requireWpd(request), getTranslator(request)]);
  const url = new URL(request.url);
  const place = {
    archived: url.pathname.endsWith("/archived"),
    locationId: params.locationId === undefined ? null : idFromParams(params.locationId),
  };
  const q = textParam(url, "q", WPD_QUERY_MAX);
  const page = pageParam(url, WPD_PAGE_MAX);
  const list = await orNotFound(listDescriptions(api, { ...place, q, page }));
  const last = pageCount(list.meta.total, list.meta.per_page);
  if (page > last) throw redirect(listPath(place, { q, page: last }));
  const location = list.meta.location;
  const heading = location
    ? t(place.archived ? "wpd.list.locationArchivedTitle" : "wpd.list.locationTitle", {
        location: location.name,
      })
    : t(place.archived ? "wpd.list.archivedTitle" : "wpd.title");
  return {
    title: `${heading} – ${t("app.name")}`,
    heading,
    place,
    q,
    rows: list.data.map((row) => ({
      ...row,
      language: isLanguageId(row.language_id) ? LANGUAGES[row.language_id].name : String(row.language_id),
      updated: formatDate(row.updated_at, locale),
    })),
    meta: { total: list.meta.total, page, last, limit: list.meta.per_page },
  };
}

export default function WorkplaceDescriptionsPage() {
  const { heading, place, q, rows, meta } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const first = meta.total === 0 ? 0 : (meta.page - 1) * meta.limit + 1;
  const lastRow = Math.min(meta.total, meta.page * meta.limit);
  type Row = (typeof rows)[number];
  const empty = q ? t("wpd.list.noneFound") : t(place.archived ? "wpd.list.noneArchived" : "wpd.list.none");
  return (
    <>
      <h1>{heading}</h1>
      <p className="actions">
        {place.locationId !== null && !place.archived ? (
          <Link to={newAtLocationPath(place.locationId)} className="button">
            {t("wpd.list.new")}
          </Link>
        ) : null}
        {place.locationId === null && !place.archived ? (
          <Link to="/workplacedescription" className="button">
            {t("wpd.list.new")}
          </Link>
        ) : null}{" "}
        <Link to={listPath({ ...place, archived: !place.archived })}>
          {t(place.archived ? "wpd.list.showActive" : "wpd.list.showArchived")}
        </Link>
      </p>
      <Form method="get" className="document-filters" aria-labelledby="wpd-search-heading">
        <h2 id="wpd-search-heading">{t("wpd.list.searchHeading")}</h2>
        <div className="field">
          <label htmlFor="wpd-q">{t("wpd.list.search")}</label>
          <input id="wpd-q" type="search" name="q" defaultValue={q} maxLength={WPD_QUERY_MAX} />
        </div>
        <div className="filter-buttons">
          <button type="submit">{t("wpd.list.searchSubmit")}</button>
          {q ? <Link to={listPath(place)}>{t("wpd.list.clear")}</Link> : null}
        </div>
      </Form>
      <p className="result-count" aria-live="polite">
        {meta.total === 0 ? empty : t("wpd.list.count", { first, last: lastRow, total: meta.total })}
      </p>
      <DataTable<Row>
        caption={t("wpd.list.caption")}
        rows={rows}
        rowKey={(row) => row.id}
        empty={empty}
        columns={[
          {
            id: "title",
            header: t("wpd.field.title"),
            rowHeader: true,
            sort: "ascending",
            cell: (row) => <Link to={descriptionPath(row.id)}>{row.title}</Link>,
          },
          {
            id: "location",
            header: t("wpd.field.location"),
            cell: (row) => (
              <Link to={listPath({ archived: place.archived, locationId: row.location.id })}>
                {row.location.name}
              </Link>
            ),
          },
          { id: "product", header: t("wpd.field.product"), cell: (row) => row.product?.name ?? "" },
          { id: "language", header: t("wpd.field.language"), cell: (row) => row.language },
          { id: "status", header: t("wpd.field.status"), cell: (row) => t(`wpd.status.${row.status}`) },
          { id: "version", header: t("wpd.field.version"), className: "number", cell: (row) => row.version },
          { id: "updated", header: t("wpd.field.updated"), className: "nowrap", cell: (row) => row.updated },
        ]}
      />
      <Pager page={meta.page} pages={meta.last} href={(page) => listPath(place, { q, page })} />
    </>
  );
}
