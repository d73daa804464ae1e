import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import type { Location, LocationDetail, LocationNode, LocationUpdate } from "../../../api/locations/schemas";
import { LOCATION_SEARCH_MAX_LENGTH } from "../../../core/locations";
import { orNothingFound, orNotFound, replyToFailure } from "../../lib/api-failure.server";
import { requireUser } from "../../lib/auth.server";
import { emptyStateGuard, requirePermissions } from "../../lib/guards.server";
import { getTranslator } from "../../lib/i18n.server";
import { flagParam, textParam } from "../../lib/list-params";
import { badRequest } from "../../lib/responses.server";
import { idFromParams } from "../../lib/route-params.server";
import { redirectWithToast } from "../../lib/toast.server";
import {
  createLocation,
  getLocation,
  listChildren,
  listTopLocations,
  searchLocations,
  updateLocation,
} from "./api.server";
import type { LocationFormReply } from "./components/LocationForms";
import {
  archiveLocationSchema,
  createLocationSchema,
  moveLocationSchema,
  parentIdOf,
  renameLocationSchema,
} from "./forms";
import { loadLocationPicker } from "./picker.server";
import { rememberLocation } from "./recent-locations.server";
import { TOP_LEVEL } from "./top-level";
import { readForm } from "../../lib/forms.server";

/**
 * /location-hierarchy and /location-hierarchy/{locationId}: the loader and
 * the action both routes share (components/LocationHierarchyView.tsx
 * renders them).
 */

/** Filter results shown; the filter is meant to find one location. */
const FILTER_LIMIT = 50;

/** Whether the page asks to show archived locations (`include_archived=1`). */
function showsArchived(url: URL): boolean {
  return flagParam(url, "include_archived");
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

/**
 * The page of the tree (`param` null) or of a location: the top level, the
 * children along the path down to the selected location and the selected
 * location's children, never the whole tree, so it stays fast with 10,000
 * locations; the filter's matches; for editors the move form's candidates.
 */
export async function loadHierarchy(request: Request, param: string | null) {
  const { user, api } = await requireUser(request);
  const url = new URL(request.url);
  const id = param === null ? null : idFromParams(param);
  // The empty page's first action ("Create your first location") leads here with ?first=1.
  if (id === null && url.searchParams.get("first") !== "1") {
    await emptyStateGuard(request, { user, api }, "locations");
  }
  const showArchived = showsArchived(url);
  const q = textParam(url, "q", LOCATION_SEARCH_MAX_LENGTH);
  const moveq = textParam(url, "moveq", LOCATION_SEARCH_MAX_LENGTH);
  // The move's choice so far, carried by its picker's Find (a GET of the move form).
  const moveChoice = url.searchParams.get("parent_id") ?? "";
  const mayEdit = user.permissions.edit_location === true;

  const [{ t }, selected, top, matches] = await Promise.all([
    getTranslator(request),
    id === null ? null : orNotFound(getLocation(api, id, showArchived)),
    listTopLocations(api, showArchived),
    q ? orNothingFound(searchLocations(api, q, FILTER_LIMIT, showArchived), []) : null,
  ]);

  if (selected?.archived && !showArchived) {
    // An archived location is shown with the archived ones (everything around it is archived too).
    url.searchParams.set("include_archived", "1");
    throw redirect(url.pathname + url.search);
  }

  // A user limited to top nodes (decision 038) works below them: no new top location, no move to the top.
  const topLimited = user.topnodes.length > 0;
  const canEdit = mayEdit && (selected === null ? !topLimited : selected.may_edit);
  const ancestors = selected ? selected.path.slice(0, -1) : [];
  const movable = selected !== null && canEdit && !selected.archived;
  const [ancestorChildren, movePicker] = await Promise.all([
    Promise.all(ancestors.map((step) => listChildren(api, step.id, showArchived))),
    movable ? loadLocationPicker(api, { ids: [moveChoice], q: moveq }) : null,
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
    topLimited: mayEdit && topLimited,
    canFavorite: user.is_personal,
    showArchived,
    q,
    matches,
    moveq,
    movePicker,
    moveTopChosen: moveChoice === TOP_LEVEL,
    top,
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
  const id = param === null ? null : idFromParams(param);
  const [formData, { t }] = await Promise.all([readForm(request), getTranslator(request)]);
  const intent = String(formData.get("intent") ?? "");
  const archivedShown = showsArchived(new URL(request.url));
  const here = pageUrl(request);

  /** A failed API call: the API's field errors on the form that was sent, else a toast on this page. */
  const refused = async (
    error: unknown,
    submission: Parameters<typeof replyToFailure>[1]["submission"],
    formFields: readonly string[],
  ): Promise<Reply> => ({
    intent,
    result: await replyToFailure(error, { submission, back: here, t, formFields }),
  });

  if (intent === "create") {
    const submission = parseWithZod(formData, { schema: createLocationSchema(t) });
    if (submission.status !== "success") return { intent, result: submission.reply() };
    let created: Location;
    try {
      created = await createLocation(api, {
        name: submission.value.name,
        ...(id === null ? {} : { parent_id: id }),
      });
    } catch (error) {
      return refused(error, submission, ["name"]);
    }
    // A new top location opens at once; a new child is listed on its parent's page.
    throw await redirectWithToast(locationPage(id ?? created.id, archivedShown), {
      type: "success",
      text: t("hierarchy.toast.created", { name: created.name }),
    });
  }

  if (id === null) throw badRequest();
  const put = (body: LocationUpdate) => updateLocation(api, id, body);

  if (intent === "rename") {
    const submission = parseWithZod(formData, { schema: renameLocationSchema(t) });
    if (submission.status !== "success") return { intent, result: submission.reply() };
    let location: LocationDetail;
    try {
      location = await put({ name: submission.value.name });
    } catch (error) {
      return refused(error, submission, ["name"]);
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
      // The form comes back with the location that was chosen (with its path), whichever search found it.
      const [reply, picker] = await Promise.all([
        refused(error, submission, ["parent_id"]),
        loadLocationPicker(api, {
          ids: [submission.value.parent_id],
          q: textParam(new URL(request.url), "moveq", LOCATION_SEARCH_MAX_LENGTH),
        }),
      ]);
      return { ...reply, picker };
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
      return refused(error, submission, []);
    }
    // An archived location stays in view, with everything inside it marked archived too.
    throw await redirectWithToast(locationPage(id, archive || archivedShown), {
      type: "success",
      text: archive
        ? t("hierarchy.toast.archived", { name: location.name })
        : t("hierarchy.toast.unarchived", { name: location.name }),
    });
  }

  throw badRequest();
}
