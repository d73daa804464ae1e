import type { LocationMatch } from "../../../core/locations";
import type { ApiClient } from "../../lib/api-client.server";

/**
 * Favourite locations (spec sections 3, 4 and 7 "User"): personal users only.
 * Additions and removals are sent separately, each as its own call. The
 * favourites calls answer `{ status, data }`; an answer whose status is not
 * 'success' is a failure ('An error occurred', spec section 8) even when the
 * HTTP status is 2xx. HTTP errors arrive as ApiError, for the error catalogue.
 */

/** An answer of a favourites call whose status is not 'success'. */
export class FavoritesError extends Error {
  constructor(readonly answer: unknown) {
    super("An error occurred");
    this.name = "FavoritesError";
  }
}

interface FavoritesAnswer<T> {
  status?: unknown;
  data?: T;
}

function successful<T>(answer: FavoritesAnswer<T> | undefined): T {
  if (!answer || answer.status !== "success" || answer.data === undefined) throw new FavoritesError(answer);
  return answer.data;
}

/** The user's favourite locations, each with its path. */
export async function getFavorites(api: Pick<ApiClient, "get">): Promise<LocationMatch[]> {
  return successful(await api.get<FavoritesAnswer<LocationMatch[]>>("/user/v1/user/favorites"));
}

/** Adds (`add`) or removes (`remove`) locations; answers all of the caller's favourite ids afterwards. */
export async function changeFavorites(
  api: Pick<ApiClient, "post">,
  change: "add" | "remove",
  locationIds: number[],
): Promise<number[]> {
  const path = change === "add" ? "/user/v1/user/favorites/create" : "/user/v1/user/favorites/delete";
  const answer = await api.post<FavoritesAnswer<{ locations: number[] }>>(path, {
    data: { locations: locationIds },
  });
  return successful(answer).locations;
}
