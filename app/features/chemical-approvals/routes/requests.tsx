import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import { REQUEST_STATUSES } from "../../../../core/chemical-approvals/request-rules";
import {
  hasFilters,
  LIST_TABS,
  listSearch,
  REQUESTS_PATH,
  SEARCH_MAX,
  type ListTab,
  type RequestListState,
} from "../../../../core/chemical-approvals/list";
import { requireApprovals } from "~/features/chemical-approvals/access.server";
import { listRequests, mayListAll, waitingCount } from "~/features/chemical-approvals/api.server";
import { loadLocationPicker } from "~/features/locations/picker.server";
import { formatDateTime } from "../../../../core/format";
import { approvePath, listStateOf } from "~/features/chemical-approvals/navigation";
import { apiStatus } from "~/lib/api-failure.server";
import { getTranslator } from "~/lib/i18n.server";
import { pageCount } from "~/lib/list-params";
import { redirectWithToast } from "~/lib/toast.server";
import { Pager } from "~/ui/Pager";
import { pageTitle } from "~/ui/meta";
import { LocationPicker, type LocationPickerState } from "~/ui/LocationPicker";

export const meta = pageTitle;

/**
 * /chemical-approvals/requests: the request lists, as links (`?tab=`):
 * - mine: the user's own requests (the default);
 * - to_evaluate: requests with a pending evaluation of the user;
 * - all: every request of the company, for approval admins and board
 *   members (the API answers 403 to anyone else; the tab is then hidden and
 *   a hand-typed ?tab=all goes back to "mine" with a warning).
 * Filters in a GET form: status (checkboxes, `status=` repeated), location
 * (`location=`, the location and the locations inside it, chosen with the
 * location picker: its Find submits the filters with `locq=`), search by name or
 * CAS number (`q=`) and "show archived" (`archived=1`: only archived ones);
 * 20 a page (`page=`). Each request opens its page
 * (/chemical-approvals/requests/{id}/approve?o=<tab>).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ user, api }, { t, locale }] = await Promise.all([
    requireApprovals(request),
    getTranslator(request),
  ]);
  const url = new URL(request.url);
  const state = listStateOf(url);

  let list: Awaited<ReturnType<typeof listRequests>>;
  let canSeeAll: boolean;
  let waiting: number;
  let locations: LocationPickerState;
  try {
    [list, canSeeAll, waiting, locations] = await Promise.all([
      listRequests(api, state),
      state.tab === "all" ? Promise.resolve(true) : mayListAll(api, user),
      waitingCount(api),
      // The chosen location and the matches of a search: never the company's whole tree.
      loadLocationPicker(api, {
        ids: state.location !== null ? [String(state.location)] : [],
        q: url.searchParams.get("locq"),
      }),
    ]);
  } catch (error) {
    // A 403 on the "All requests" list means the user may not see it: back to their own requests.
    if (state.tab === "all" && apiStatus(error) === 403) {
      throw await redirectWithToast(REQUESTS_PATH + listSearch(state, { tab: "mine", page: 1 }), {
        type: "warning",
        text: t("evaluation.list.allDenied"),
      });
    }
    throw error;
  }
  const last = pageCount(list.meta.total, list.meta.limit);
  if (state.page > last) throw redirect(REQUESTS_PATH + listSearch(state, { page: last }));

  return {
    title: `${t(`evaluation.tab.${state.tab}`)} – ${t("evaluation.list.title")} – ${t("app.name")}`,
    state,
    tabs: LIST_TABS.filter((tab) => tab !== "all" || canSeeAll),
    waiting,
    locations,
    rows: list.data.map((row) => ({
      id: row.id,
      name: row.name,
      casNr: row.cas_nr ?? "",
      status: row.status.code,
      locations: row.locations.map((location) => location.name).join(", "),
      requester: row.requester?.name ?? "",
      updated: formatDateTime(row.updated_at, locale),
      updatedIso: row.updated_at,
      archived: row.archived,
      myEvaluation: row.my_evaluation?.status ?? null,
      href: approvePath(row.id, { o: state.tab, templateId: null }),
    })),
    meta: { total: list.meta.total, page: state.page, last, limit: list.meta.limit },
    filtered: hasFilters(state),
  };
}

/** "Requests 21 to 40 of 45" and the links to the other pages. */
function ResultPages({
  state,
  meta,
}: {
  state: RequestListState;
  meta: { total: number; page: number; last: number; limit: number };
}) {
  const { t } = useTranslation();
  const first = meta.total === 0 ? 0 : (meta.page - 1) * meta.limit + 1;
  const to = Math.min(meta.total, meta.page * meta.limit);
  return (
    <div className="request-pager">
      <p className="result-count" aria-live="polite">
        {meta.total === 0
          ? t("evaluation.list.countNone")
          : t("evaluation.list.count", { first, last: to, total: meta.total })}
      </p>
      <Pager page={meta.page} pages={meta.last} href={(page) => listSearch(state, { page })} />
    </div>
  );
}

function Filters({
  state,
  locations,
  filtered,
}: {
  state: RequestListState;
  locations: LocationPickerState;
  filtered: boolean;
}) {
  const { t } = useTranslation();
  const chosen = new Set<string>(state.status);
  return (
    <Form method="get" className="request-filters" aria-labelledby="filters-heading">
      <h2 id="filters-heading" className="visually-hidden">
        {t("evaluation.filter.heading")}
      </h2>
      {state.tab !== "mine" ? <input type="hidden" name="tab" value={state.tab} /> : null}
      <div className="field">
        <label htmlFor="request-q">{t("evaluation.filter.search")}</label>
        <input
          id="request-q"
          type="search"
          name="q"
          defaultValue={state.q}
          maxLength={SEARCH_MAX}
          autoComplete="off"
          aria-describedby="request-q-help"
        />
        <p className="help" id="request-q-help">
          {t("evaluation.filter.searchHelp")}
        </p>
      </div>
      <fieldset className="status-filter">
        <legend>{t("evaluation.filter.status")}</legend>
        <ul className="checkbox-list">
          {REQUEST_STATUSES.map((status) => (
            <li key={status}>
              <input
                type="checkbox"
                id={`status-${status}`}
                name="status"
                value={status}
                defaultChecked={chosen.has(status)}
              />
              <label htmlFor={`status-${status}`}>{t(`approvals.status.${status}`)}</label>
            </li>
          ))}
        </ul>
      </fieldset>
      <LocationPicker
        id="request-location"
        name="location"
        multiple={false}
        legend={t("evaluation.filter.location")}
        state={locations}
        queryName="locq"
        noneLabel={t("evaluation.filter.anyLocation")}
      />
      <div className="field">
        <span>
          <input
            type="checkbox"
            id="request-archived"
            name="archived"
            value="1"
            defaultChecked={state.archived}
          />
          <label htmlFor="request-archived">{t("evaluation.filter.archived")}</label>
        </span>
      </div>
      <div className="filter-buttons">
        <button type="submit">{t("evaluation.filter.submit")}</button>
        {filtered ? (
          <Link to={listSearch({ ...state, status: [], location: null, q: "", archived: false, page: 1 })}>
            {t("evaluation.filter.clear")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** A row as the loader prepared it (every value already text or a number). */
type RequestRow = Awaited<ReturnType<typeof loader>>["rows"][number];

function useRequestColumns(): DataColumn<RequestRow>[] {
  const { t } = useTranslation();
  return [
    {
      id: "name",
      header: t("evaluation.column.name"),
      rowHeader: true,
      cell: (row) => (
        <>
          <Link to={row.href}>{row.name}</Link>
          {row.archived ? <span className="tag">{t("evaluation.list.archived")}</span> : null}
        </>
      ),
    },
    { id: "cas", header: t("evaluation.column.cas"), cell: (row) => row.casNr },
    {
      id: "status",
      header: t("evaluation.column.status"),
      cell: (row) => (
        <>
          {row.status ? (
            <span className={`request-status request-status-${row.status.toLowerCase()}`}>
              {t(`approvals.status.${row.status}`)}
            </span>
          ) : null}
          {row.myEvaluation ? (
            <span className="help my-evaluation">
              {" "}
              {t("evaluation.list.myEvaluation", {
                status: t(`approvals.evaluationStatus.${row.myEvaluation}`),
              })}
            </span>
          ) : null}
        </>
      ),
    },
    { id: "locations", header: t("evaluation.column.locations"), cell: (row) => row.locations },
    { id: "requester", header: t("evaluation.column.requester"), cell: (row) => row.requester },
    {
      id: "updated",
      header: t("evaluation.column.updated"),
      cell: (row) => <time dateTime={row.updatedIso}>{row.updated}</time>,
    },
  ];
}

export default function RequestLists() {
  const { state, tabs, waiting, locations, rows, meta, filtered } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const columns = useRequestColumns();
  const tabLabel = (tab: ListTab) =>
    tab === "to_evaluate" && waiting > 0
      ? t("evaluation.tab.to_evaluateCount", { number: waiting })
      : t(`evaluation.tab.${tab}`);
  return (
    <>
      <h1>{t("evaluation.list.title")}</h1>
      <p>{t("evaluation.list.intro")}</p>
      <p>
        <Link className="button" to={`${REQUESTS_PATH}/new`}>
          {t("evaluation.list.new")}
        </Link>
      </p>
      <nav aria-label={t("evaluation.list.tabs")} className="tabs">
        <ul>
          {tabs.map((tab) => (
            <li key={tab}>
              <Link
                to={tab === "mine" ? REQUESTS_PATH : `${REQUESTS_PATH}?tab=${tab}`}
                aria-current={tab === state.tab ? "page" : undefined}
                className={tab === state.tab ? "active" : undefined}
              >
                {tabLabel(tab)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="help">{t(`evaluation.tab.${state.tab}Help`)}</p>
      <Filters state={state} locations={locations} filtered={filtered} />
      <DataTable
        caption={
          t(`evaluation.tab.${state.tab}`) +
          (state.archived ? ` (${t("evaluation.list.archivedCaption")})` : "")
        }
        className="request-table"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        empty={
          <>
            <p>{filtered ? t("evaluation.list.emptyFiltered") : t(`evaluation.list.empty.${state.tab}`)}</p>
            {!filtered && state.tab === "mine" ? (
              <p>
                <Link to={`${REQUESTS_PATH}/new`}>{t("evaluation.list.emptyNew")}</Link>
              </p>
            ) : null}
          </>
        }
      />
      <ResultPages state={state} meta={meta} />
    </>
  );
}
