/**
 * The register's and the records list's limits (docs/decisions/047-exposure-register.md). The register has
 * a line per location, product and person (tens of thousands at most), paged by number; the records run to
 * millions, paged by keyset (started_at, id), newest first, so any page costs one index descent.
 */

/** Lines or records a page. */
export const REGISTER_PAGE_SIZE = 50;
/** The register is counted, and paged by number, up to this many lines. */
export const REGISTER_ROWS_MAX = 100_000;
/** The deepest register page a URL may ask for. */
export const REGISTER_PAGE_MAX = Math.ceil(REGISTER_ROWS_MAX / REGISTER_PAGE_SIZE);
/** An export holds at most this many rows; the file says so when it was cut. */
export const EXPORT_ROWS_MAX = 100_000;
/** "current": the last exposure lies within this many months. */
export const CURRENT_MONTHS = 12;

export const REGISTER_PERIODS = ["current", "all"] as const;
export type RegisterPeriod = (typeof REGISTER_PERIODS)[number];
