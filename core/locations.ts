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

/** Locations by id (GET /hierarchy/v1/locations?ids=): at most this many ids at once (a board's most). */
export const LOCATION_IDS_MAX = 500;
