import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import type { LocationFormReply } from "~/features/locations/components/LocationForms";
import {
  archiveLocationSchema,
  createLocationSchema,
  moveLocationSchema,
  parentIdOf,
  renameLocationSchema,
} from "~/features/locations/forms";
import type { Location, LocationDetail, LocationMatch, LocationNode } from "../../../core/locations";
import { ApiError, type ApiClient } from "../../lib/api-client.server";
import { requireUser } from "../../lib/auth.server";
import { errorToast, fieldErrors } from "../../lib/errors";
import { emptyStateGuard, requirePermissions } from "../../lib/guards.server";
import { getTranslator } from "../../lib/i18n.server";
import { rememberLocation } from "./recent-locations.server";
import { redirectWithToast } from "../../lib/toast.server";

/**
 * /location-hierarchy and /location-hierarchy/{locationId}: the loader and
 * the action both routes share (app/components/LocationHierarchyView.tsx
 * renders them). A page loads only the top level, the children along the
 * path down to the selected location and the selected location's children,
 * never the whole tree, so it stays fast with 10,000 locations.
 */

const LOCATIONS = "/hierarchy/v1/locations";
const MAX_ID = 2_147_483_647;
/** Filter results shown; the filter is meant to find one location. */
export const FILTER_LIMIT = 50;
/** Candidates listed in the move form. */
export const MOVE_LIMIT = 25;
const QUERY_MAX = 200;

/** A location id from the URL, or a 404. */
export function locationIdOf(param: string | undefined): number {
  const id = /^[1-9]\d{0,9}$/.test(param ?? "") ? Number(param) : NaN;
  if (!Number.isInteger(id) || id > MAX_ID) throw new Response("Not found", { status: 404 });
  return id;
}

/** Whether the page asks to show archived locations (`include_archived=1`). */
export function showsArchived(url: URL): boolean {
  const value = url.searchParams.get("include_archived");
  return value === "1" || value === "true";
}

function queryText(url: URL, name: string): string {
  return (url.searchParams.get(name) ?? "").trim().slice(0, QUERY_MAX);
}

/**
 * The location's detail; its children and counts include archived ones with
 * `includeArchived`. Another company's id or a missing one is a 404 page.
 */
export async function loadLocationDetail(
  api: Pick<ApiClient, "get">,
  id: number,
  includeArchived: boolean,
): Promise<LocationDetail> {
  try {
    const query = { include_archived: includeArchived ? "true" : undefined };
    return (await api.get<{ data: LocationDetail }>(`${LOCATIONS}/${id}`, query)).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new Response("Not found", { status: 404 });
    throw error;
  }
}

async function childrenOf(api: Pick<ApiClient, "get">, parentId: number, archived: boolean) {
  const { data: nodes } = await api.get<{ data: LocationNode[] }>(LOCATIONS, {
    parent_id: parentId,
    include_archived: archived ? "true" : undefined,
  });
  return nodes;
}

async function search(api: Pick<ApiClient, "get">, q: string, limit: number, archived: boolean) {
  if (!q) return null;
  const { data: matches } = await api.get<{ data: LocationMatch[] }>(LOCATIONS, {
    q,
    limit,
    include_archived: archived ? "true" : undefined,
  });
  return matches;
}

/** The page's URL without Remix's `index` marker: where a refused or failed change returns to. */
function pageUrl(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  url.searchParams.delete("_data");
  const search = url.searchParams.toString();
  return url.pathname + (search ? `?${search}` : "");
}

/** The hierarchy page of a location, keeping "show archived" when it was on. */
function locationPage(id: number, archived: boolean): string {
  return `/location-hierarchy/${id}${archived ? "?include_archived=1" : ""}`;
}

export async function loadHierarchy(request: Request, param: string | null) {
  const { user, api } = await requireUser(request);
  const url = new URL(request.url);
  const id = param === null ? null : locationIdOf(param);
  // The empty page's first action ("Create your first location") leads here with ?first=1.
  if (id === null && url.searchParams.get("first") !== "1") {
    await emptyStateGuard(request, { user, api }, "locations");
  }
  const showArchived = showsArchived(url);
  const q = queryText(url, "q");
  const moveq = queryText(url, "moveq");
  const mayEdit = user.permissions.edit_location === true;

  const [{ t }, selected, top, matches] = await Promise.all([
    getTranslator(request),
    id === null ? null : loadLocationDetail(api, id, showArchived),
    api.get<{ data: LocationNode[] }>(LOCATIONS, {
      top: "true",
      include_archived: showArchived ? "true" : undefined,
    }),
    search(api, q, FILTER_LIMIT, showArchived),
  ]);

  if (selected?.archived && !showArchived) {
    // An archived location is shown with the archived ones (everything around it is archived too).
    url.searchParams.set("include_archived", "1");
    throw redirect(url.pathname + url.search);
  }

  const canEdit = mayEdit && (selected === null || selected.may_edit);
  const ancestors = selected ? selected.path.slice(0, -1) : [];
  const [ancestorChildren, moveMatches] = await Promise.all([
    Promise.all(ancestors.map((step) => childrenOf(api, step.id, showArchived))),
    selected && canEdit ? search(api, moveq, MOVE_LIMIT, false) : null,
  ]);
  const children: Record<string, LocationNode[]> = {};
  ancestors.forEach((step, index) => {
    children[String(step.id)] = ancestorChildren[index] ?? [];
  });
  if (selected) {
    children[String(selected.id)] = selected.children;
  }

  const payload = {
    title: selected
      ? `${selected.name} – ${t("hierarchy.title")} – ${t("app.name")}`
      : `${t("hierarchy.title")} – ${t("app.name")}`,
    canEdit,
    canFavorite: user.is_personal,
    showArchived,
    q,
    matches,
    moveq,
    moveMatches,
    top: top.data,
    childrenOf: children,
    selected,
  };
  if (!selected) return data(payload);
  // Visiting a location's page makes it a recent location.
  return data(payload, { headers: { "Set-Cookie": await rememberLocation(request, selected.id) } });
}

type Reply = LocationFormReply;

/**
 * Every change on the hierarchy pages (users with edit_location): add a
 * location (on the tree's page a top location, on a location's page one
 * inside it), rename, move, archive and unarchive. Validated here (and in the
 * browser) with the forms' zod schemas, then the API. A 422 lands on the form
 * that was sent; a 403 or 404 shows the error catalogue's text as a toast on
 * the same page; success returns to the location's page with a short toast.
 */
export async function hierarchyAction(request: Request, param: string | null): Promise<Reply> {
  const { user, api } = await requireUser(request);
  await requirePermissions(request, user, { all: ["edit_location"] });
  const id = param === null ? null : locationIdOf(param);
  const [formData, { t }] = await Promise.all([request.formData(), getTranslator(request)]);
  const intent = String(formData.get("intent") ?? "");
  const archivedShown = showsArchived(new URL(request.url));
  const here = pageUrl(request);

  /** A failed API call: field errors for a 422, a toast on this page for 403 and 404. */
  async function refused(
    error: unknown,
    reply: (errors: { fieldErrors: Record<string, string[]>; formErrors: string[] }) => Reply,
    fields: readonly string[],
  ): Promise<Reply> {
    const errors = fieldErrors(error);
    if (errors) {
      const onFields = Object.fromEntries(Object.entries(errors).filter(([field]) => fields.includes(field)));
      const elsewhere = Object.entries(errors)
        .filter(([field]) => !fields.includes(field))
        .flatMap(([, messages]) => messages);
      return reply({ fieldErrors: onFields, formErrors: elsewhere });
    }
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
      throw await redirectWithToast(here, errorToast(error, t));
    }
    throw error;
  }

  if (intent === "create") {
    const submission = parseWithZod(formData, { schema: createLocationSchema(t) });
    if (submission.status !== "success") return { intent, result: submission.reply() };
    let created: Location;
    try {
      ({ data: created } = await api.post<{ data: Location }>(LOCATIONS, {
        name: submission.value.name,
        ...(id === null ? {} : { parent_id: id }),
      }));
    } catch (error) {
      return refused(error, (errors) => ({ intent, result: submission.reply(errors) }), ["name"]);
    }
    // A new top location opens at once; a new child is listed on its parent's page.
    throw await redirectWithToast(locationPage(id ?? created.id, archivedShown), {
      type: "success",
      text: t("hierarchy.toast.created", { name: created.name }),
    });
  }

  if (id === null) throw new Response("Bad request", { status: 400 });
  const put = (body: Record<string, unknown>) =>
    api.put<{ data: LocationDetail }>(`${LOCATIONS}/${id}`, body).then((answer) => answer.data);

  if (intent === "rename") {
    const submission = parseWithZod(formData, { schema: renameLocationSchema(t) });
    if (submission.status !== "success") return { intent, result: submission.reply() };
    let location: LocationDetail;
    try {
      location = await put({ name: submission.value.name });
    } catch (error) {
      return refused(error, (errors) => ({ intent, result: submission.reply(errors) }), ["name"]);
    }
    throw await redirectWithToast(locationPage(id, archivedShown), {
      type: "success",
      text: t("hierarchy.toast.renamed", { name: location.name }),
    });
  }

  if (intent === "move") {
    const submission = parseWithZod(formData, { schema: moveLocationSchema(t) });
    if (submission.status !== "success") return { intent, result: submission.reply() };
    let location: LocationDetail;
    try {
      location = await put({ parent_id: parentIdOf(submission.value.parent_id) });
    } catch (error) {
      return refused(error, (errors) => ({ intent, result: submission.reply(errors) }), ["parent_id"]);
    }
    throw await redirectWithToast(locationPage(id, archivedShown), {
      type: "success",
      text: t("hierarchy.toast.moved", { name: location.name }),
    });
  }

  if (intent === "archive" || intent === "unarchive") {
    const submission = parseWithZod(formData, { schema: archiveLocationSchema });
    if (submission.status !== "success") return { intent, result: submission.reply() };
    const archive = submission.value.intent === "archive";
    let location: LocationDetail;
    try {
      location = await put({ archived: archive });
    } catch (error) {
      return refused(error, (errors) => ({ intent, result: submission.reply(errors) }), []);
    }
    // An archived location stays in view, with everything inside it marked archived too.
    throw await redirectWithToast(locationPage(id, archive || archivedShown), {
      type: "success",
      text: archive
        ? t("hierarchy.toast.archived", { name: location.name })
        : t("hierarchy.toast.unarchived", { name: location.name }),
    });
  }

  throw new Response("Bad request", { status: 400 });
}
