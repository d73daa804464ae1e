import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { listPlans, type PlanListState } from "~/features/exposure/api.server";
import { plansSearch } from "~/features/exposure/plans-paths";
import { requirePlanAccess } from "~/features/exposure/plans.server";
import { orNotFound } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { getTranslator } from "~/lib/i18n.server";
import { choiceParam, idParam, pageCount, pageParam, textParam } from "~/lib/list-params";
import { DataTable } from "~/ui/DataTable";
import { Pager } from "~/ui/Pager";
import { pageTitle } from "~/ui/meta";
import { formatDate } from "../../../../core/format";
import { PLAN_PAGE_MAX, PLAN_QUERY_MAX, PLAN_STATUSES } from "../../../../core/exposure/plan-list";

export const meta = pageTitle;

export const handle = { breadcrumb: { key: "exposurePlans.list.title", to: "/exposures/plans" } };

/**
 * /exposures/plans: the plans the caller may read (keepers and readers: at their locations; a person: those
 * that name them), newest start first, 50 a page. Filters in a GET form (title words, status); a product,
 * location or person filter comes from the table's links or another page's (`product=`, `location=`,
 * `person=`). Keepers get the "New plan" link.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ api }, { t, locale }] = await Promise.all([requireUser(request), getTranslator(request)]);
  const access = await requirePlanAccess(request, api);
  const url = new URL(request.url);
  const state: PlanListState = {
    q: textParam(url, "q", PLAN_QUERY_MAX),
    status: choiceParam(url, "status", PLAN_STATUSES, "open"),
    locationId: idParam(url, "location") ?? null,
    productId: idParam(url, "product") ?? null,
    personId: idParam(url, "person") ?? null,
    page: pageParam(url, PLAN_PAGE_MAX),
  };
  const list = await orNotFound(listPlans(api, state));
  const last = pageCount(list.meta.total, list.meta.limit);
  if (state.page > last) throw redirect(plansSearch({ ...state, page: last }));
  return {
    title: `${t("exposurePlans.list.title")} – ${t("app.name")}`,
    state,
    canCreate: access.is_admin,
    rows: list.data.map((row) => ({
      uid: row.uid,
      title: row.title,
      location: row.location,
      product: row.product,
      period: row.ends_on
        ? t("exposurePlans.plan.periodRange", {
            start: formatDate(row.starts_on, locale),
            end: formatDate(row.ends_on, locale),
          })
        : t("exposurePlans.plan.periodOpen", { start: formatDate(row.starts_on, locale) }),
      frequency: row.frequency,
      people: row.people,
      closed: row.closed,
    })),
    meta: { total: list.meta.total, page: state.page, last, limit: list.meta.limit },
  };
}

export default function PlansPage() {
  const { state, canCreate, rows, meta } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const filtered =
    state.q !== "" ||
    state.status !== "open" ||
    state.locationId !== null ||
    state.productId !== null ||
    state.personId !== null;
  const firstRow = meta.total === 0 ? 0 : (meta.page - 1) * meta.limit + 1;
  const lastRow = Math.min(meta.total, meta.page * meta.limit);
  type Row = (typeof rows)[number];
  return (
    <>
      <h1>{t("exposurePlans.list.title")}</h1>
      {canCreate ? (
        <p>
          <Link to="/exposures/plans/new" className="button">
            {t("exposurePlans.list.new")}
          </Link>
        </p>
      ) : null}
      <Form method="get" className="document-filters" aria-labelledby="plan-filters-heading">
        <h2 id="plan-filters-heading">{t("exposurePlans.filter.heading")}</h2>
        {state.locationId !== null ? <input type="hidden" name="location" value={state.locationId} /> : null}
        {state.productId !== null ? <input type="hidden" name="product" value={state.productId} /> : null}
        {state.personId !== null ? <input type="hidden" name="person" value={state.personId} /> : null}
        <div className="field">
          <label htmlFor="plan-filter-q">{t("exposurePlans.filter.search")}</label>
          <input
            id="plan-filter-q"
            type="search"
            name="q"
            defaultValue={state.q}
            maxLength={PLAN_QUERY_MAX}
          />
        </div>
        <div className="field">
          <label htmlFor="plan-filter-status">{t("exposurePlans.filter.status")}</label>
          <select id="plan-filter-status" name="status" defaultValue={state.status}>
            {PLAN_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`exposurePlans.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="filter-buttons">
          <button type="submit">{t("exposurePlans.filter.submit")}</button>
          {filtered ? <Link to="/exposures/plans">{t("exposurePlans.filter.clear")}</Link> : null}
        </div>
      </Form>
      <p className="result-count" aria-live="polite">
        {meta.total === 0
          ? t("exposurePlans.list.none")
          : t("exposurePlans.list.count", { first: firstRow, last: lastRow, total: meta.total })}
      </p>
      <DataTable<Row>
        caption={t("exposurePlans.list.caption")}
        rows={rows}
        rowKey={(row) => row.uid}
        empty={filtered ? t("exposurePlans.list.noneFiltered") : t("exposurePlans.list.none")}
        columns={[
          {
            id: "title",
            header: t("exposurePlans.field.title"),
            rowHeader: true,
            cell: (row) => <Link to={`/exposures/plans/${row.uid}`}>{row.title}</Link>,
          },
          {
            id: "product",
            header: t("exposure.product"),
            cell: (row) => (
              <Link to={plansSearch({ ...state, productId: row.product.id, page: 1 })}>
                {row.product.name}
              </Link>
            ),
          },
          {
            id: "location",
            header: t("exposure.location"),
            cell: (row) => (
              <Link to={plansSearch({ ...state, locationId: row.location.id, page: 1 })}>
                {row.location.path}
              </Link>
            ),
          },
          {
            id: "period",
            header: t("exposurePlans.list.period"),
            sort: "descending",
            className: "nowrap",
            cell: (row) => row.period,
          },
          {
            id: "frequency",
            header: t("exposure.frequency"),
            cell: (row) => t(`exposure.frequency.${row.frequency}`),
          },
          { id: "people", header: t("exposure.people"), className: "number", cell: (row) => row.people },
          {
            id: "status",
            header: t("exposurePlans.list.status"),
            cell: (row) => t(row.closed ? "exposurePlans.status.closed" : "exposurePlans.status.open"),
          },
        ]}
      />
      <Pager page={meta.page} pages={meta.last} href={(page) => plansSearch({ ...state, page })} />
    </>
  );
}
