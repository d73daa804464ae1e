import type {
  FavoriteLocationIdsAnswer,
  FavoriteLocationsAnswer,
  Location,
  LocationCreate,
  LocationDetail,
  LocationMatch,
  LocationNode,
  LocationUpdate,
} from "../../../api/locations/schemas";
import type { BoardGroupOption } from "../../../api/chemical-approvals/schemas";
import type { ApiClient } from "../../lib/api-client.server";

/**
 * The locations feature's API calls: the tree, a location, changes to it,
 * the approval boards it may be given, and the user's favourite locations.
 */

const LOCATIONS = "/hierarchy/v1/locations";

/** The products pages read a location id from their URL with this name. */

const archivedFlag = (includeArchived: boolean) => (includeArchived ? "true" : undefined);

/** A location with its path, children, counts and editors; children and counts include archived ones with `includeArchived`. */
export async function getLocation(
  api: Pick<ApiClient, "get">,
  id: number,
  includeArchived = false,
): Promise<LocationDetail> {
  return (
    await api.get<{ data: LocationDetail }>(`${LOCATIONS}/${id}`, {
      include_archived: archivedFlag(includeArchived),
    })
  ).data;
}

/** The top locations, by name. */
export async function listTopLocations(
  api: Pick<ApiClient, "get">,
  includeArchived = false,
): Promise<LocationNode[]> {
  return (
    await api.get<{ data: LocationNode[] }>(LOCATIONS, {
      top: "true",
      include_archived: archivedFlag(includeArchived),
    })
  ).data;
}

/** The children of a location, by name. */
export async function listChildren(
  api: Pick<ApiClient, "get">,
  parentId: number,
  includeArchived: boolean,
): Promise<LocationNode[]> {
  return (
    await api.get<{ data: LocationNode[] }>(LOCATIONS, {
      parent_id: parentId,
      include_archived: archivedFlag(includeArchived),
    })
  ).data;
}

/** Locations whose name contains `q`, each with its path, at most `limit`. */
export async function searchLocations(
  api: Pick<ApiClient, "get">,
  q: string,
  limit: number,
  includeArchived: boolean,
  withBoard = false,
): Promise<LocationMatch[]> {
  return (
    await api.get<{ data: LocationMatch[] }>(LOCATIONS, {
      q,
      limit,
      include_archived: archivedFlag(includeArchived),
      with_board: withBoard ? "true" : undefined,
    })
  ).data;
}

/**
 * The company's locations among `ids` (archived too), each with its path (and
 * with `withBoard` the board that covers it), sorted by path; others left out.
 */
export async function locationsByIds(
  api: Pick<ApiClient, "get">,
  ids: number[],
  withBoard = false,
): Promise<LocationMatch[]> {
  if (ids.length === 0) return [];
  return (
    await api.get<{ data: LocationMatch[] }>(LOCATIONS, {
      ids: ids.join(","),
      with_board: withBoard ? "true" : undefined,
    })
  ).data;
}

/** A new location: a top location, or one inside `parent_id`. */
export async function createLocation(
  api: Pick<ApiClient, "post">,
  location: LocationCreate,
): Promise<Location> {
  return (await api.post<{ data: Location }>(LOCATIONS, location)).data;
}

/** Renames, moves, archives or unarchives a location, or sets its board; answers it as getLocation does. */
export async function updateLocation(
  api: Pick<ApiClient, "put">,
  id: number,
  update: LocationUpdate,
): Promise<LocationDetail> {
  return (await api.put<{ data: LocationDetail }>(`${LOCATIONS}/${id}`, update)).data;
}

/** The company's approval boards a location may be given. */
export async function listBoardGroups(api: Pick<ApiClient, "get">): Promise<BoardGroupOption[]> {
  return (await api.get<{ data: BoardGroupOption[] }>("/hierarchy/v1/board-groups")).data;
}

/**
 * Favourite locations: personal users only. Additions and removals are sent
 * separately, each as its own call. The favourites calls answer
 * `{ status, data }`; an answer whose status is not "success" is a failure
 * ("An error occurred") even when the HTTP status is 2xx. HTTP errors arrive
 * as ApiError, for the error catalogue.
 */

/** An answer of a favourites call whose status is not 'success'. */
export class FavoritesError extends Error {
  constructor(readonly answer: unknown) {
    super("An error occurred");
    this.name = "FavoritesError";
  }
}

function successful<T>(answer: { status?: unknown; data?: T } | undefined): T {
  if (!answer || answer.status !== "success" || answer.data === undefined) throw new FavoritesError(answer);
  return answer.data;
}

/** The user's favourite locations, each with its path. */
export async function getFavorites(api: Pick<ApiClient, "get">): Promise<LocationMatch[]> {
  return successful(await api.get<Partial<FavoriteLocationsAnswer>>("/user/v1/user/favorites"));
}

/** Adds (`add`) or removes (`remove`) locations; answers all of the caller's favourite ids afterwards. */
export async function changeFavorites(
  api: Pick<ApiClient, "post">,
  change: "add" | "remove",
  locationIds: number[],
): Promise<number[]> {
  const path = change === "add" ? "/user/v1/user/favorites/create" : "/user/v1/user/favorites/delete";
  const answer = await api.post<Partial<FavoriteLocationIdsAnswer>>(path, {
    data: { locations: locationIds },
  });
  return successful(answer).locations;
}
