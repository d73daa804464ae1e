import { cleanName } from "./text";

/**
 * Locations: the limits both the API and the app check (name length, search,
 * favourites, whole-tree answers).
 */

export const LOCATION_NAME_MAX = 200;

/** At most this many ids in one favourites change. */
export const FAVORITES_CHANGE_MAX = 100;

/** Whole-list answers (GET /location/v3) are bounded at this many locations. */
export const LOCATIONS_V3_MAX = 20_000;

/** Name filter (GET /hierarchy/v1/locations?q=): default and maximum number of matches. */
export const LOCATION_SEARCH_DEFAULT_LIMIT = 25;
export const LOCATION_SEARCH_MAX_LIMIT = 100;
export const LOCATION_SEARCH_MAX_LENGTH = 100;

/** A location name is cleaned like every name (core/text.ts); the products API imports it by this name. */
export const cleanLocationName = cleanName;

// ---------------------------------------------------------------------------
// Copies of wire shapes of api/locations/schemas.ts (LocationSchema and the
// schemas built from it), kept only because the products and chemical-approvals
// features still import them from here. The locations feature itself uses the
// types of api/locations/schemas.ts; remove these once nothing imports them.

/** A location of the company's tree. */
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
