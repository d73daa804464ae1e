import { ACTIVITY_MODULES, type ActivityModule } from "../../../core/activities/activity-kinds";
import { OBJECT_ID_MAX, OBJECT_TYPE_PATTERN, decodeCursor, parseDay } from "../../../core/activities/trail";
import { parseId } from "../../../core/ids";
import { cleanText } from "../../lib/list-params";

/**
 * The trail page's query string: its filters and the cursor of the page shown. Like every list, values the
 * page cannot use are dropped (a hand-edited URL shows the unfiltered trail, never an error).
 */

export const PATH = "/activities";

/** Object types the filter offers; the trail may hold others, which a URL may still name. */
export const OBJECT_TYPES = ["product", "sds", "location", "request", "board", "user", "company"] as const;

export interface TrailFilterState {
  actor: number | null;
  module: ActivityModule | null;
  objectType: string | null;
  objectId: string | null;
  from: string | null;
  to: string | null;
}

export function readFilters(url: URL): TrailFilterState {
  const module = url.searchParams.get("module") ?? "";
  const objectType = url.searchParams.get("type") ?? "";
  const validType = OBJECT_TYPE_PATTERN.test(objectType) ? objectType : null;
  const objectId = cleanText(url.searchParams.get("id") ?? "", OBJECT_ID_MAX);
  let from = parseDay(url.searchParams.get("from"));
  let to = parseDay(url.searchParams.get("to"));
  // A period given backwards is still the same period.
  if (from && to && from > to) [from, to] = [to, from];
  return {
    actor: parseId(url.searchParams.get("actor")),
    module: (ACTIVITY_MODULES as readonly string[]).includes(module) ? (module as ActivityModule) : null,
    objectType: validType,
    // An id means nothing without its type.
    objectId: validType && objectId ? objectId : null,
    from,
    to,
  };
}

/** The cursor of the page shown, when it is one the API wrote. */
export function readCursor(url: URL): string | null {
  const cursor = url.searchParams.get("cursor");
  return cursor && decodeCursor(cursor) ? cursor : null;
}

export const isFiltered = (state: TrailFilterState) => Object.values(state).some((value) => value !== null);

/** The page's URL with these filters (and a cursor). */
export function trailHref(state: TrailFilterState, cursor: string | null = null): string {
  const query = new URLSearchParams();
  if (state.actor !== null) query.set("actor", String(state.actor));
  if (state.module) query.set("module", state.module);
  if (state.objectType) query.set("type", state.objectType);
  if (state.objectId) query.set("id", state.objectId);
  if (state.from) query.set("from", state.from);
  if (state.to) query.set("to", state.to);
  if (cursor) query.set("cursor", cursor);
  const search = query.toString();
  return search ? `${PATH}?${search}` : PATH;
}
