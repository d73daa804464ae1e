import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Activity } from "../../../../api/activities/schemas";
import { ACTIVITY_MODULES } from "../../../../core/activities/activity-kinds";
import { OBJECT_ID_MAX } from "../../../../core/activities/trail";
import { dateFormat } from "../../../../core/format";
import { getTrailActors, getTrailPage } from "../api.server";
import { ChangedFields, type FieldChange } from "../components/ChangedFields";
import {
  OBJECT_TYPES,
  isFiltered,
  readCursor,
  readFilters,
  trailHref,
  type TrailFilterState,
} from "../filters";
import { requireUser } from "~/lib/auth.server";
import { requirePermissions } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import { KeysetPager } from "~/ui/Pager";
import { pageTitle } from "~/ui/meta";

export const handle = { breadcrumb: { key: "activities.title", to: "/activities" } };

export const meta = pageTitle;

const NO_FILTERS: TrailFilterState = {
  actor: null,
  module: null,
  objectType: null,
  objectId: null,
  from: null,
  to: null,
};

/** A stored value as the page shows it: text as it is, a list joined, anything else as JSON; null stays null. */
function valueText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value;
  if (Array.isArray(value) && value.every((item) => typeof item === "string")) return value.join(", ");
  return JSON.stringify(value);
}

/** Field by field, what the change did: the union of both sides' fields, in the order they were recorded. */
function fieldChanges(row: Activity): FieldChange[] {
  const before = row.before ?? {};
  const after = row.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({
    field,
    before: row.before && field in before ? valueText(before[field]) : undefined,
    after: row.after && field in after ? valueText(after[field]) : undefined,
  }));
}

/**
 * /activities (company administrators, user_admin): the company's audit trail, newest first, 50 a page,
 * filtered by a plain GET form (person, module, object, period in UTC days) and paged by the API's keyset
 * cursors with real links, so it all works without JavaScript. Read-only: the trail has no actions.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ user, api }, { t, locale }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requirePermissions(request, user, { all: ["user_admin"] });
  const url = new URL(request.url);
  const filters = readFilters(url);
  const cursor = readCursor(url);
  const [page, actors] = await Promise.all([getTrailPage(api, filters, cursor), getTrailActors(api)]);

  // Times in UTC, like the period filter, written on the server in the user's language.
  const when = dateFormat(locale, { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" });
  const typeLabel = (type: string) => t(`activities.objectType.${type}`, { defaultValue: type });
  const rows = page.data.map((row) => ({
    id: row.id,
    at: row.created_at,
    when: when.format(new Date(row.created_at)),
    actor: row.actor,
    module: t(`activities.module.${row.module}`),
    action: t(`activities.action.${row.action}`),
    object: { ...row.object, typeLabel: typeLabel(row.object.type) },
    changes: fieldChanges(row),
  }));
  // A type the URL names that the list does not offer (the trail may hold more kinds) stays selectable.
  const types = [
    ...OBJECT_TYPES,
    ...(filters.objectType && !(OBJECT_TYPES as readonly string[]).includes(filters.objectType)
      ? [filters.objectType]
      : []),
  ];
  return {
    title: `${t("activities.title")} – ${t("app.name")}`,
    filters,
    filtered: isFiltered(filters),
    paged: cursor !== null,
    rows,
    // A person the URL names who is not among the trail's people still shows as chosen (by id).
    actors:
      filters.actor !== null && !actors.some((actor) => actor.id === filters.actor)
        ? [...actors, { id: filters.actor, name: `#${filters.actor}`, anonymous: false }]
        : actors,
    modules: ACTIVITY_MODULES.map((key) => ({ key, label: t(`activities.module.${key}`) })),
    types: types.map((key) => ({ key, label: typeLabel(key) })),
    newer: page.meta.newer ? trailHref(filters, page.meta.newer) : null,
    older: page.meta.older ? trailHref(filters, page.meta.older) : null,
    first: cursor !== null ? trailHref(filters) : null,
  };
}

type LoaderData = Awaited<ReturnType<typeof loader>>;
type Row = LoaderData["rows"][number];

function TrailFilters({ data }: { data: LoaderData }) {
  const { t } = useTranslation();
  const { filters } = data;
  return (
    <Form
      method="get"
      className="request-filters activity-filters"
      aria-labelledby="activity-filters-heading"
    >
      <h2 id="activity-filters-heading" className="visually-hidden">
        {t("activities.filter.heading")}
      </h2>
      <div className="field">
        <label htmlFor="activity-actor">{t("activities.filter.person")}</label>
        <select id="activity-actor" name="actor" defaultValue={filters.actor ?? ""}>
          <option value="">{t("activities.filter.anyPerson")}</option>
          {data.actors.map((actor) => (
            <option key={actor.id} value={actor.id}>
              {actor.anonymous ? `${actor.name} ${t("activities.anonymised")}` : actor.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="activity-module">{t("activities.filter.module")}</label>
        <select id="activity-module" name="module" defaultValue={filters.module ?? ""}>
          <option value="">{t("activities.filter.anyModule")}</option>
          {data.modules.map((module) => (
            <option key={module.key} value={module.key}>
              {module.label}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="activity-object">
        <legend>{t("activities.filter.object")}</legend>
        <div className="field">
          <label htmlFor="activity-type">{t("activities.filter.objectType")}</label>
          <select id="activity-type" name="type" defaultValue={filters.objectType ?? ""}>
            <option value="">{t("activities.filter.anyObjectType")}</option>
            {data.types.map((type) => (
              <option key={type.key} value={type.key}>
                {type.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="activity-object-id">{t("activities.filter.objectId")}</label>
          <input
            id="activity-object-id"
            type="text"
            name="id"
            defaultValue={filters.objectId ?? ""}
            maxLength={OBJECT_ID_MAX}
            autoComplete="off"
            aria-describedby="activity-object-id-help"
          />
          <p className="help" id="activity-object-id-help">
            {t("activities.filter.objectIdHelp")}
          </p>
        </div>
      </fieldset>
      <fieldset className="activity-period">
        <legend>{t("activities.filter.period")}</legend>
        <p className="help" id="activity-period-help">
          {t("activities.filter.periodHelp")}
        </p>
        <div className="field">
          <label htmlFor="activity-from">{t("activities.filter.from")}</label>
          <input
            id="activity-from"
            type="date"
            name="from"
            defaultValue={filters.from ?? ""}
            aria-describedby="activity-period-help"
          />
        </div>
        <div className="field">
          <label htmlFor="activity-to">{t("activities.filter.to")}</label>
          <input
            id="activity-to"
            type="date"
            name="to"
            defaultValue={filters.to ?? ""}
            aria-describedby="activity-period-help"
          />
        </div>
      </fieldset>
      <div className="filter-buttons">
        <button type="submit">{t("activities.filter.submit")}</button>
        {data.filtered ? <Link to={trailHref(NO_FILTERS)}>{t("activities.filter.clear")}</Link> : null}
      </div>
    </Form>
  );
}

function useColumns(): DataColumn<Row>[] {
  const { t } = useTranslation();
  return [
    {
      id: "when",
      header: t("activities.column.when"),
      rowHeader: true,
      className: "nowrap",
      cell: (row) => <time dateTime={row.at}>{row.when}</time>,
    },
    {
      id: "who",
      header: t("activities.column.who"),
      cell: (row) =>
        row.actor ? (
          <>
            {row.actor.name}
            {row.actor.anonymous ? (
              <span className="activity-note"> {t("activities.anonymised")}</span>
            ) : null}
          </>
        ) : (
          <span className="activity-note">{t("activities.system")}</span>
        ),
    },
    { id: "module", header: t("activities.column.module"), cell: (row) => row.module },
    { id: "action", header: t("activities.column.action"), cell: (row) => row.action },
    {
      id: "object",
      header: t("activities.column.object"),
      cell: (row) => (
        <>
          <span className="activity-note">{row.object.typeLabel}</span>{" "}
          {row.object.id !== null ? (
            <Link
              to={trailHref({ ...NO_FILTERS, objectType: row.object.type, objectId: row.object.id })}
              className="activity-object-link"
            >
              {row.object.label || row.object.id}
            </Link>
          ) : (
            row.object.label
          )}
        </>
      ),
    },
    {
      id: "changes",
      header: t("activities.column.changes"),
      cell: (row) => <ChangedFields changes={row.changes} />,
    },
  ];
}

function TrailPager({ data }: { data: LoaderData }) {
  const { t } = useTranslation();
  return (
    <KeysetPager
      first={data.first}
      newer={data.newer}
      older={data.older}
      label={t("activities.pager.label")}
      className="list-pager activity-pager"
      texts={{
        first: t("activities.pager.first"),
        newer: t("activities.pager.newer"),
        older: t("activities.pager.older"),
      }}
    />
  );
}

export default function Activities() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const columns = useColumns();
  return (
    <section aria-labelledby="activities-heading" className="activities">
      <h1 id="activities-heading">{t("activities.title")}</h1>
      <p>{t("activities.intro")}</p>
      <TrailFilters data={data} />
      <DataTable
        caption={t("activities.caption")}
        columns={columns}
        rows={data.rows}
        rowKey={(row) => row.id}
        className="activity-table"
        empty={data.filtered || data.paged ? t("activities.empty") : t("activities.emptyAll")}
      />
      <TrailPager data={data} />
    </section>
  );
}
