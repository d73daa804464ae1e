import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getLocation } from "~/features/locations/api.server";
import { LocationPath } from "~/features/locations/components/LocationPath";
import { listDocuments, listTemplates } from "~/features/risk-assessments/api.server";
import { DocumentTable } from "~/features/risk-assessments/components/DocumentTable";
import { documentsPath, listSearch, type DocumentListState } from "~/features/risk-assessments/paths";
import { apiStatus, orNotFound } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { emptyStateGuard, requireFeature } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { choiceParam, flagParam, idParam, pageCount, pageParam, textParam } from "~/lib/list-params";
import { notFound } from "~/lib/responses.server";
import { idFromParams } from "~/lib/route-params.server";
import { Pager } from "~/ui/Pager";
import { pageTitle } from "~/ui/meta";
import { formatDate } from "../../../../core/format";
import { LIST_PAGE_MAX, LIST_QUERY_MAX } from "../../../../core/risk-assessments/lists";

export const meta = pageTitle;

const STATUSES = ["1", "2", "3"] as const;
const STATUS_NAMES = { 1: "inProgress", 2: "approvalPending", 3: "approved" } as const;

/**
 * /documents/1 (risk assessments) and /documents/2 (SPS, with the company's sps feature), and the same lists
 * of one location's subtree at /locations/{locationId}/documents/{type}: the newest version of each
 * document, newest change first, 50 a page. Filters in a GET form: status (`status=`), template
 * (`template=`), title (`q=`) and past their review date (`review=due`). A create form (a GET form to the
 * document form) when the templates of the kind can be read. Without any risk assessment, the company's
 * empty state (when it has the emptyState feature), except for `?first=1`, where the empty page's first
 * action leads.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [{ user, api }, { t, locale }] = await Promise.all([requireUser(request), getTranslator(request)]);
  const type = params.type === "1" ? 1 : params.type === "2" ? 2 : null;
  if (type === null) throw notFound();
  if (type === 2) await requireFeature(request, user, "sps");
  const locationId = params.locationId === undefined ? null : idFromParams(params.locationId);
  const url = new URL(request.url);
  const first = flagParam(url, "first");
  if (type === 1 && !first) await emptyStateGuard(request, { user, api }, "risk-assessments");

  const status = choiceParam(url, "status", ["none", ...STATUSES], "none");
  const state: DocumentListState = {
    type,
    locationId,
    status: status === "none" ? null : (Number(status) as 1 | 2 | 3),
    templateId: idParam(url, "template") ?? null,
    q: textParam(url, "q", LIST_QUERY_MAX),
    reviewDue: url.searchParams.get("review") === "due",
    page: pageParam(url, LIST_PAGE_MAX),
  };

  const [list, location, templates] = await Promise.all([
    orNotFound(listDocuments(api, state)),
    locationId === null ? null : orNotFound(getLocation(api, locationId)),
    // The templates are the create form's and the filter's choices; without them the list still works.
    listTemplates(api, type).catch((error: unknown) => {
      if (apiStatus(error) !== undefined) return null;
      throw error;
    }),
  ]);
  const last = pageCount(list.meta.total, list.meta.limit);
  if (state.page > last) throw redirect(documentsPath(state) + listSearch({ ...state, page: last }));

  const kindTitle = t(type === 1 ? "riskAssessment.list.title" : "sps.list.title");
  return {
    title: `${location ? `${location.name} – ` : ""}${kindTitle} – ${t("app.name")}`,
    state,
    location: location ? { id: location.id, name: location.name, path: location.path } : null,
    templates: (templates ?? [])
      .filter((template) => !template.archived)
      .map((template) => ({ id: template.id, name: template.name })),
    canCreate: templates !== null && !user.is_guest_user,
    rows: list.data.map((row) => ({
      id: row.id,
      href: `/smartforms/${type}/documents/${row.id}`,
      title: row.title,
      versionNo: row.version_no,
      template: row.template?.name ?? "",
      location: row.location?.name ?? null,
      status: STATUS_NAMES[row.status.id as 1 | 2 | 3] ?? "inProgress",
      publishedVersion: row.published_version?.version_no ?? null,
      reviewDue: row.review_due ? formatDate(row.review_due, locale) : null,
      reviewOverdue: row.review_overdue,
      updated: formatDate(row.updated_at, locale),
      author: row.author?.name ?? "",
    })),
    meta: { total: list.meta.total, page: state.page, last, limit: list.meta.limit },
  };
}

export default function DocumentsPage() {
  const { state, location, templates, canCreate, rows, meta } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const prefix = state.type === 1 ? "riskAssessment" : "sps";
  const filtered = state.status !== null || state.templateId !== null || state.q !== "" || state.reviewDue;
  const firstRow = meta.total === 0 ? 0 : (meta.page - 1) * meta.limit + 1;
  const lastRow = Math.min(meta.total, meta.page * meta.limit);
  return (
    <>
      <h1>
        {t(`${prefix}.list.title`)}
        {location ? <span className="heading-context"> – {location.name}</span> : null}
      </h1>
      {location ? (
        <LocationPath
          path={location.path}
          linkTo={(id) => documentsPath({ type: state.type, locationId: id })}
          lastIsCurrent
          label={t("riskAssessment.list.locationPath")}
        />
      ) : null}
      <p>
        {state.type === 1 ? (
          <Link to={location ? `/locations/${location.id}/riskassessment/status` : "/riskassessment/status"}>
            {t("riskAssessment.list.statusLink")}
          </Link>
        ) : null}
        {location ? (
          <>
            {state.type === 1 ? " · " : null}
            <Link to={documentsPath({ type: state.type, locationId: null })}>
              {t(`${prefix}.list.allLocations`)}
            </Link>
          </>
        ) : null}
      </p>

      {canCreate && templates.length > 0 ? (
        <Form method="get" action={`/smartforms/${state.type}/documents/create`} className="create-document">
          <h2 id="create-heading">{t(`${prefix}.create.heading`)}</h2>
          {location ? <input type="hidden" name="locationId" value={location.id} /> : null}
          <div className="field">
            <label htmlFor="create-template">{t("riskAssessment.create.template")}</label>
            <select id="create-template" name="templateId" required>
              {templates.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit">{t(`${prefix}.create.submit`)}</button>
        </Form>
      ) : null}

      <Form method="get" className="document-filters" aria-labelledby="filters-heading">
        <h2 id="filters-heading">{t("riskAssessment.filter.heading")}</h2>
        <div className="field">
          <label htmlFor="filter-q">{t("riskAssessment.filter.search")}</label>
          <input id="filter-q" type="search" name="q" defaultValue={state.q} maxLength={LIST_QUERY_MAX} />
        </div>
        <div className="field">
          <label htmlFor="filter-status">{t("riskAssessment.filter.status")}</label>
          <select
            id="filter-status"
            name="status"
            defaultValue={state.status === null ? "" : String(state.status)}
          >
            <option value="">{t("riskAssessment.filter.anyStatus")}</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`smartforms.status.${STATUS_NAMES[Number(status) as 1 | 2 | 3]}`)}
              </option>
            ))}
          </select>
        </div>
        {templates.length > 0 ? (
          <div className="field">
            <label htmlFor="filter-template">{t("riskAssessment.filter.template")}</label>
            <select
              id="filter-template"
              name="template"
              defaultValue={state.templateId === null ? "" : String(state.templateId)}
            >
              <option value="">{t("riskAssessment.filter.anyTemplate")}</option>
              {templates.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="field">
          <span>
            <input
              type="checkbox"
              id="filter-review"
              name="review"
              value="due"
              defaultChecked={state.reviewDue}
            />
            <label htmlFor="filter-review">{t("riskAssessment.filter.reviewDue")}</label>
          </span>
        </div>
        <div className="filter-buttons">
          <button type="submit">{t("riskAssessment.filter.submit")}</button>
          {filtered ? <Link to={documentsPath(state)}>{t("riskAssessment.filter.clear")}</Link> : null}
        </div>
      </Form>

      <p className="result-count" aria-live="polite">
        {meta.total === 0
          ? t("riskAssessment.list.countNone")
          : t("riskAssessment.list.count", { first: firstRow, last: lastRow, total: meta.total })}
      </p>
      <DocumentTable
        caption={t(`${prefix}.list.caption`)}
        rows={rows}
        showLocation
        empty={filtered ? t("riskAssessment.list.noneFiltered") : t(`${prefix}.list.none`)}
      />
      <Pager
        page={meta.page}
        pages={meta.last}
        href={(page) => documentsPath(state) + listSearch({ ...state, page })}
      />
    </>
  );
}
