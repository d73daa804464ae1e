import { z } from "zod";
import type { Translate } from "./onboarding";

/**
 * A location of the company's tree (spec section 3 "Location"). Plain types,
 * safe for the browser bundle; the API's OpenAPI schemas mirror them in
 * api/modules/location-schemas.ts.
 */
export interface Location {
  id: number;
  /** The parent location's id; null for a top location (a site). */
  parent: number | null;
  name: string;
  /** In the caller's favourites (only personal users have favourites). */
  is_favorite: boolean;
  archived: boolean;
  /** The approval board group responsible for the location (chemical approvals). */
  chemical_board_group_id: number | null;
}

/** A location in a list of children or top locations, with how many children it has (same archived filter). */
export type LocationNode = Location & { child_count: number };

/** One step of a location's path. */
export interface LocationPathItem {
  id: number;
  name: string;
}

/** A location with its path: the ancestors from the top down to and including the location itself. */
export type LocationMatch = Location & { path: LocationPathItem[] };

/** GET /hierarchy/v1/locations/{id} and the answer of PUT. */
export type LocationDetail = Location & {
  path: LocationPathItem[];
  /** The children, sorted by name; archived ones only with include_archived. */
  children: LocationNode[];
  counts: {
    /** The children listed in `children`. */
    children: number;
    /** Every location below, with the same archived filter as `children`. */
    descendants: number;
    /** Products kept directly at the location (not archived). */
    products: number;
  };
  /** The company's users with edit_location (at most 100, by name). */
  editors: { id: number; name: string }[];
  /** Whether the caller has edit_location. */
  may_edit: boolean;
  created_at: string;
  updated_at: string;
};

/** GET /hierarchy/v1/locations/template: a blank location pre-filled from its parent. */
export interface LocationTemplate {
  name: "";
  parent: number;
  parent_name: string;
  /** The parent's path, from the top down to and including the parent. */
  path: LocationPathItem[];
  archived: false;
  /** Inherited from the parent. */
  chemical_board_group_id: number | null;
}

/** PUT /hierarchy/v1/locations/{id}: any of these fields, at least one. */
export interface LocationUpdate {
  name?: string;
  /** null makes it a top location. */
  parent_id?: number | null;
  /** true archives the location with its subtree; false restores what was archived with it. */
  archived?: boolean;
  chemical_board_group_id?: number | null;
}

/** Body of POST /user/v1/user/favorites/create and /delete. */
export interface FavoriteLocationsChange {
  data: { locations: number[] };
}

/** The favourites calls answer with a status (spec section 8: anything but "success" is an error). */
export type FavoritesResponse<T> =
  { status: "success"; data: T } | { status: "error"; message: string; errors?: Record<string, string[]> };

/** At most this many ids in one favourites change. */
export const FAVORITES_CHANGE_MAX = 100;

/** Whole-list answers (GET /location/v3) are bounded at this many locations. */
export const LOCATIONS_V3_MAX = 20_000;

/** Name filter (GET /hierarchy/v1/locations?q=): default and maximum number of matches. */
export const LOCATION_SEARCH_DEFAULT_LIMIT = 25;
export const LOCATION_SEARCH_MAX_LIMIT = 100;
export const LOCATION_SEARCH_MAX_LENGTH = 100;

/** POST /hierarchy/v1/locations. */
export interface LocationCreate {
  name: string;
  parent_id?: number | null;
}

export const LOCATION_NAME_MAX = 200;

/** A location name: control characters removed (tabs and line breaks become spaces), trimmed. */
export function cleanLocationName(value: string): string {
  return value
    .replace(/[\t\n\v\f\r]/g, " ")
    .replace(/\p{Cc}/gu, "")
    .trim();
}

/** The "Create your first location" form (conform + zod), with translated messages. */
export function locationNameSchema(t: Translate) {
  return z.object({
    name: z
      .string({ error: t("onboarding.location.error.nameRequired") })
      .overwrite(cleanLocationName)
      .min(1, { error: t("onboarding.location.error.nameRequired") })
      .max(LOCATION_NAME_MAX, {
        error: t("onboarding.location.error.nameTooLong", { max: LOCATION_NAME_MAX }),
      }),
  });
}
