import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../../core/format";
import { parseId } from "../../../../core/ids";
import {
  QUERY_MAX,
  STATUS_FILTERS,
  STATUS_PAGE_MAX,
  STATUS_PAGE_SIZE,
  isRnuKind,
} from "../../../../core/read-understood/kinds";
import {
  assign,
  getAssignments,
  getChoices,
  getStatus,
  unassign,
} from "~/features/read-understood/api.server";
import { assignFormSchema } from "~/features/read-understood/forms";
import { requireReadUnderstood } from "~/features/read-understood/guard.server";
import { locationHref, statusHref } from "~/features/read-understood/paths";
import { failureToast, isToastFailure, orNotFound, replyToFailure } from "~/lib/api-failure.server";
import { readForm } from "~/lib/forms.server";
import { getTranslator } from "~/lib/i18n.server";
import { choiceParam, pageCount, pageParam, textParam } from "~/lib/list-params";
import { badRequest, notFound } from "~/lib/responses.server";
import { redirectWithToast } from "~/lib/toast.server";
import { DataTable } from "~/ui/DataTable";
import { Pager } from "~/ui/Pager";
import { pageTitle } from "~/ui/meta";

export const meta = pageTitle;
export const handle = { breadcrumb: { key: "readUnderstood.manage", to: "/read-understood/manage" } };

function documentOf(params: { kind?: string; documentId?: string }) {
  const documentId = parseId(params.documentId);
  if (!isRnuKind(params.kind) || documentId === null) throw notFound();
  return { kind: params.kind, documentId };
}

/**
 * /read-understood/{kind}/{documentId} (managers: edit_location): the document's version in force, how
 * many of the people it asks have read it, a page of them (pending first; filter everyone, not yet, done),
 * its assignments (each can be taken back), and the form that assigns it to people or a location found by
 * a search (`who`), bounded by the API. With `location`, the people are only those of that location and
 * below it (the view per location links here so).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { kind, documentId } = documentOf(params);
  const [{ api }, { t }] = await Promise.all([
    requireReadUnderstood(request, { manager: true }),
    getTranslator(request),
  ]);
  const url = new URL(request.url);
  const filter = choiceParam(url, "filter", STATUS_FILTERS, "all");
  const page = pageParam(url, STATUS_PAGE_MAX);
  const assignmentsPage = pageParam(url, STATUS_PAGE_MAX, "apage");
  const who = textParam(url, "who", QUERY_MAX);
  // Only the people of a location and below (the manager's view per location links here so).
  const location = url.searchParams.get("location");
  const locationId = location === null || location === "" ? undefined : (parseId(location) ?? undefined);
  const [status, assignments, choices] = await Promise.all([
    orNotFound(getStatus(api, kind, documentId, filter, page, locationId)),
    orNotFound(getAssignments(api, kind, documentId, assignmentsPage)),
    who ? getChoices(api, who) : Promise.resolve(null),
  ]);
  return {
    title: `${t("readUnderstood.status.title", { title: status.document.title })} – ${t("app.name")}`,
    status,
    assignments,
    who,
    people: choices?.people ?? [],
    locations: choices?.locations ?? [],
    place: status.location,
  };
}

/** intent assign (people or a location) or unassign (an assignment id); back here with a toast. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { kind, documentId } = documentOf(params);
  const { api } = await requireReadUnderstood(request, { manager: true });
  const [form, { t }] = await Promise.all([readForm(request), getTranslator(request)]);
  const back = statusHref(kind, documentId);
  const title = String(form.get("title") ?? "").slice(0, 300);
  if (form.get("intent") === "unassign") {
    const id = parseId(form.get("assignment"));
    if (id === null) throw badRequest();
    try {
      await unassign(api, id);
    } catch (error) {
      if (isToastFailure(error)) throw await redirectWithToast(back, failureToast(error, t));
      throw error;
    }
    throw await redirectWithToast(back, { type: "success", text: t("readUnderstood.assignments.removed") });
  }
  if (form.get("intent") !== "assign") throw badRequest();
  const submission = parseWithZod(form, { schema: assignFormSchema(t) });
  if (submission.status !== "success") return submission.reply();
  let created: number;
  try {
    created = await assign(api, {
      kind,
      document_id: documentId,
      user_ids: submission.value.location_id === undefined ? submission.value.user_ids : [],
      location_id: submission.value.location_id ?? null,
      with_sublocations: submission.value.with_sublocations === "on",
    });
  } catch (error) {
    if (isToastFailure(error)) throw await redirectWithToast(back, failureToast(error, t));
    return replyToFailure(error, { submission, back, t, formFields: ["user_ids", "location_id"] });
  }
  throw await redirectWithToast(back, {
    type: "success",
    text: t("readUnderstood.assign.saved", { count: created, title }),
  });
}

export default function StatusPage() {
  const { status, assignments, who, people, locations, place } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t, i18n } = useTranslation();
  const { document } = status;
  const here = statusHref(document.kind, document.document_id);
  const errors = result?.error ? Object.values(result.error).flat().filter(Boolean) : [];
  const query = (values: Record<string, string | number>) => {
    const params = new URLSearchParams({
      filter: status.filter,
      ...(who ? { who } : {}),
      ...(place ? { location: String(place.id) } : {}),
    });
    for (const [key, value] of Object.entries(values)) params.set(key, String(value));
    return `${here}?${params.toString()}`;
  };
  const filteredTotal =
    status.filter === "all"
      ? status.total
      : status.filter === "done"
        ? status.done
        : status.total - status.done;
  type Person = (typeof status.people)[number];
  type Assignment = (typeof assignments.items)[number];
  return (
    <div className="stack">
      <h1>{t("readUnderstood.status.title", { title: document.title })}</h1>
      <p>
        {t("readUnderstood.status.summary", {
          done: status.done,
          total: status.total,
          version: document.version_label,
        })}
      </p>

      {place ? (
        <p>
          {t("readUnderstood.status.atLocation", { name: place.name })}{" "}
          <Link to={here}>{t("readUnderstood.status.everywhere")}</Link>{" "}
          <Link to={locationHref(place.id)}>
            {t("readUnderstood.status.backToLocation", { name: place.name })}
          </Link>
        </p>
      ) : null}

      <div className="stack">
        <h2 id="rnu-people">{t("readUnderstood.status.people")}</h2>
        <Form method="get" className="filters">
          {who ? <input type="hidden" name="who" value={who} /> : null}
          {place ? <input type="hidden" name="location" value={place.id} /> : null}
          <label htmlFor="rnu-filter">{t("readUnderstood.status.filter")}</label>
          <select id="rnu-filter" name="filter" defaultValue={status.filter}>
            {STATUS_FILTERS.map((f) => (
              <option key={f} value={f}>
                {t(`readUnderstood.status.filter.${f}`)}
              </option>
            ))}
          </select>
          <button type="submit">{t("readUnderstood.status.apply")}</button>
        </Form>
        <DataTable<Person>
          caption={t("readUnderstood.status.people")}
          captionHidden
          columns={[
            { id: "name", header: t("readUnderstood.status.name"), rowHeader: true, cell: (p) => p.name },
            { id: "email", header: t("readUnderstood.status.email"), cell: (p) => p.email },
            {
              id: "state",
              header: t("readUnderstood.status.state"),
              cell: (p) =>
                p.acknowledged_at
                  ? formatDate(p.acknowledged_at, i18n.language)
                  : t("readUnderstood.status.notYet"),
            },
          ]}
          rows={status.people}
          rowKey={(p) => p.id}
          empty={t("readUnderstood.status.peopleNone")}
        />
        <Pager
          page={status.page}
          pages={pageCount(filteredTotal, STATUS_PAGE_SIZE)}
          href={(page) => query({ page })}
        />
      </div>

      <div className="stack">
        <h2 id="rnu-assignments">{t("readUnderstood.assignments")}</h2>
        <DataTable<Assignment>
          caption={t("readUnderstood.assignments")}
          captionHidden
          columns={[
            {
              id: "to",
              header: t("readUnderstood.assignments.to"),
              rowHeader: true,
              cell: (a) =>
                a.user
                  ? a.user.name
                  : t(
                      a.with_sublocations
                        ? "readUnderstood.assignments.locationAndBelow"
                        : "readUnderstood.assignments.location",
                      { name: a.location?.name ?? "" },
                    ),
            },
            {
              id: "action",
              header: t("readUnderstood.col.action"),
              cell: (a) => (
                <Form method="post">
                  <input type="hidden" name="intent" value="unassign" />
                  <input type="hidden" name="assignment" value={a.id} />
                  <button type="submit" className="secondary">
                    {t("readUnderstood.assignments.remove", { name: a.user?.name ?? a.location?.name ?? "" })}
                  </button>
                </Form>
              ),
            },
          ]}
          rows={assignments.items}
          rowKey={(a) => a.id}
          empty={t("readUnderstood.assignments.none")}
        />
        <Pager
          page={assignments.page}
          pages={pageCount(assignments.total, STATUS_PAGE_SIZE)}
          href={(page) => query({ apage: page })}
          label={t("readUnderstood.assignments")}
        />
      </div>

      <div className="stack">
        <h2 id="rnu-assign">{t("readUnderstood.assign.title")}</h2>
        <Form method="get" role="search" className="filters">
          <input type="hidden" name="filter" value={status.filter} />
          <label htmlFor="rnu-who">{t("readUnderstood.assign.find")}</label>
          <input id="rnu-who" name="who" type="search" defaultValue={who} maxLength={QUERY_MAX} />
          <button type="submit">{t("readUnderstood.assign.findButton")}</button>
        </Form>
        {people.length === 0 && locations.length === 0 ? (
          <p>{t("readUnderstood.assign.noMatches")}</p>
        ) : (
          <Form
            method="post"
            className="stack"
            aria-describedby={errors.length > 0 ? "rnu-assign-errors" : undefined}
          >
            <input type="hidden" name="intent" value="assign" />
            <input type="hidden" name="title" value={document.title} />
            {errors.length > 0 ? (
              <div id="rnu-assign-errors" role="alert" className="error-summary">
                {errors.map((message) => (
                  <p key={message}>{message}</p>
                ))}
              </div>
            ) : null}
            {people.length > 0 ? (
              <fieldset>
                <legend>{t("readUnderstood.assign.people")}</legend>
                {people.map((person) => (
                  <div key={person.id} className="checkbox">
                    <input type="checkbox" id={`rnu-person-${person.id}`} name="user_ids" value={person.id} />
                    <label htmlFor={`rnu-person-${person.id}`}>
                      {person.name} ({person.email})
                    </label>
                  </div>
                ))}
              </fieldset>
            ) : null}
            {locations.length > 0 ? (
              <fieldset>
                <legend>{t("readUnderstood.assign.location")}</legend>
                <div className="radio">
                  <input type="radio" id="rnu-location-none" name="location_id" value="" defaultChecked />
                  <label htmlFor="rnu-location-none">{t("readUnderstood.assign.noLocation")}</label>
                </div>
                {locations.map((location) => (
                  <div key={location.id} className="radio">
                    <input
                      type="radio"
                      id={`rnu-location-${location.id}`}
                      name="location_id"
                      value={location.id}
                    />
                    <label htmlFor={`rnu-location-${location.id}`}>{location.path}</label>
                  </div>
                ))}
                <div className="checkbox">
                  <input type="checkbox" id="rnu-below" name="with_sublocations" defaultChecked />
                  <label htmlFor="rnu-below">{t("readUnderstood.assign.withSublocations")}</label>
                </div>
              </fieldset>
            ) : null}
            <p>
              <button type="submit" className="button primary">
                {t("readUnderstood.assign.submit")}
              </button>
            </p>
          </Form>
        )}
      </div>
      <p>
        <Link to="/read-understood/manage">{t("readUnderstood.manage")}</Link>
      </p>
    </div>
  );
}
