import type { LocationMatch } from "../../../api/locations/schemas";
import { LOCATION_IDS_MAX, LOCATION_SEARCH_MAX_LENGTH } from "../../../core/locations";
import type { ApiClient } from "../../lib/api-client.server";
import { cleanText } from "../../lib/list-params";
import type { LocationPickerState, PickedLocation } from "../../ui/LocationPicker";
import { listBoardGroups, locationsByIds, searchLocations } from "./api.server";

/**
 * The one server helper behind every location picker (app/ui/LocationPicker):
 * the chosen locations (by id, each with its path) and, when there is search
 * text, the best matches. Both are bounded whatever the company's size: the
 * chosen ones by what the form allows, the matches by PICKER_MATCHES, so a
 * page never lists the whole tree.
 */

/** At most this many matches of one search. */
export const PICKER_MATCHES = 25;

/** "Oslo plant › Building A › Laboratory 1". */
export function pathText(path: readonly { name: string }[]): string {
  return path.map((step) => step.name).join(" › ");
}

/** Location ids as a form or URL gives them: whole positive numbers only, each once, at most LOCATION_IDS_MAX. */
export function pickedIds(values: readonly unknown[]): number[] {
  const ids = new Set<number>();
  for (const value of values) {
    if (typeof value !== "string" || !/^[1-9][0-9]{0,15}$/.test(value.trim())) continue;
    const id = Number(value.trim());
    if (Number.isSafeInteger(id)) ids.add(id);
    if (ids.size >= LOCATION_IDS_MAX) break;
  }
  return [...ids];
}

/** The search text as the picker searches it (trimmed, control characters removed, at most the API's length). */
export function pickerQuery(value: unknown): string {
  return typeof value === "string" ? cleanText(value, LOCATION_SEARCH_MAX_LENGTH) : "";
}

function picked(location: LocationMatch, boards: Map<number, string> | null): PickedLocation {
  return {
    id: location.id,
    path: pathText(location.path),
    archived: location.archived,
    ...(boards
      ? {
          board:
            location.board_group_id === null || location.board_group_id === undefined
              ? null
              : (boards.get(location.board_group_id) ?? null),
        }
      : {}),
  };
}

/**
 * The picker's state: `ids` (the chosen ones, as posted or saved; anything
 * that is not one of the company's locations is left out) and the matches of
 * `q` (none asked: null), without archived or already chosen ones. With
 * `boards`, each location carries the name of the approval board that covers
 * it (its own or its nearest ancestor's).
 */
export async function loadLocationPicker(
  api: Pick<ApiClient, "get">,
  options: { ids: readonly unknown[]; q?: unknown; boards?: boolean },
): Promise<LocationPickerState> {
  const ids = pickedIds(options.ids);
  const q = pickerQuery(options.q);
  const [chosen, found, boards] = await Promise.all([
    locationsByIds(api, ids, options.boards === true),
    q ? searchLocations(api, q, PICKER_MATCHES, false, options.boards === true) : null,
    options.boards ? listBoardGroups(api) : null,
  ]);
  const names = boards ? new Map(boards.map((board) => [board.id, board.name])) : null;
  const chosenIds = new Set(chosen.map((location) => location.id));
  return {
    q,
    chosen: chosen.map((location) => picked(location, names)),
    matches:
      found === null
        ? null
        : found
            .filter((location) => !location.archived && !chosenIds.has(location.id))
            .map((location) => picked(location, names)),
  };
}
