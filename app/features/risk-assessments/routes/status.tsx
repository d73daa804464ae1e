import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getLocation } from "~/features/locations/api.server";
import { LocationPath } from "~/features/locations/components/LocationPath";
import { riskAssessmentStatus } from "~/features/risk-assessments/api.server";
import { StatusTable } from "~/features/risk-assessments/components/StatusTable";
import { documentsPath, statusPath } from "~/features/risk-assessments/paths";
import { orNotFound } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { getTranslator } from "~/lib/i18n.server";
import { pageCount, pageParam } from "~/lib/list-params";
import { idFromParams } from "~/lib/route-params.server";
import { Pager } from "~/ui/Pager";
import { pageTitle } from "~/ui/meta";
import { formatDate } from "../../../../core/format";
import { LIST_PAGE_MAX, RA_STATES, isRaState, type RaState } from "../../../../core/risk-assessments/lists";

export const meta = pageTitle;

/**
 * /riskassessment/status and /locations/{locationId}/riskassessment/status: every product held at the
 * caller's locations (or the location's subtree) and whether an approved risk assessment covers it, with the
 * counts per state as links that filter the table (`state=`), 50 a page by product name.
 * docs/decisions/044-risk-assessment-status.md says what each state means.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [{ api }, { t, locale }] = await Promise.all([requireUser(request), getTranslator(request)]);
  const locationId = params.locationId === undefined ? null : idFromParams(params.locationId);
  const url = new URL(request.url);
  const wanted = url.searchParams.get("state");
  const state: RaState | null = isRaState(wanted) ? wanted : null;
  const page = pageParam(url, LIST_PAGE_MAX);

  const [status, location] = await Promise.all([
    orNotFound(riskAssessmentStatus(api, { locationId, state, page })),
    locationId === null ? null : orNotFound(getLocation(api, locationId)),
  ]);
  const last = pageCount(status.meta.total, status.meta.limit);
  if (page > last) throw redirect(statusPath(locationId, state, last));

  return {
    title: `${location ? `${location.name} – ` : ""}${t("riskAssessment.status.title")} – ${t("app.name")}`,
    locationId,
    state,
    location: location ? { id: location.id, name: location.name, path: location.path } : null,
    counts: status.counts,
    total: RA_STATES.reduce((sum, s) => sum + status.counts[s], 0),
    rows: status.data.map((row) => ({
      key: `${row.product.id}-${row.location.id}`,
      product: row.product.name,
      location: row.location.name,
      locationHref: statusPath(row.location.id),
      state: row.state,
      assessment: row.assessment
        ? { title: row.assessment.title, href: `/smartforms/1/documents/${row.assessment.id}` }
        : null,
      reviewDue: row.assessment?.review_due ? formatDate(row.assessment.review_due, locale) : null,
    })),
    meta: { total: status.meta.total, page, last },
  };
}

export default function RiskAssessmentStatusPage() {
  const { locationId, state, location, counts, total, rows, meta } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <h1>
        {t("riskAssessment.status.title")}
        {location ? <span className="heading-context"> – {location.name}</span> : null}
      </h1>
      {location ? (
        <LocationPath
          path={location.path}
          linkTo={(id) => statusPath(id)}
          lastIsCurrent
          label={t("riskAssessment.list.locationPath")}
        />
      ) : null}
      <p>
        <Link to={documentsPath({ type: 1, locationId })}>{t("riskAssessment.status.listLink")}</Link>
        {location ? (
          <>
            {" · "}
            <Link to={statusPath(null)}>{t("riskAssessment.status.allLocations")}</Link>
          </>
        ) : null}
      </p>
      <nav aria-label={t("riskAssessment.status.filterLabel")} className="state-filter">
        <ul>
          <li>
            <Link to={statusPath(locationId)} aria-current={state === null ? "page" : undefined}>
              {t("riskAssessment.state.all")} <span className="count">({total})</span>
            </Link>
          </li>
          {RA_STATES.map((s) => (
            <li key={s}>
              <Link to={statusPath(locationId, s)} aria-current={state === s ? "page" : undefined}>
                {t(`riskAssessment.state.${s}`)} <span className="count">({counts[s]})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <dl className="state-help">
        {RA_STATES.map((s) => (
          <div key={s}>
            <dt>{t(`riskAssessment.state.${s}`)}</dt>
            <dd>{t(`riskAssessment.stateHelp.${s}`)}</dd>
          </div>
        ))}
      </dl>
      <StatusTable
        caption={state ? t(`riskAssessment.state.${state}`) : t("riskAssessment.status.caption")}
        rows={rows}
        empty={t("riskAssessment.status.none")}
      />
      <Pager page={meta.page} pages={meta.last} href={(page) => statusPath(locationId, state, page)} />
    </>
  );
}
