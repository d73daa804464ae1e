/**
 * The document lists and the risk-assessment status page: their page size, their bound, and the states a
 * product held at a location can be in (docs/decisions/044-risk-assessment-status.md).
 */

/** Lists are pages of this many rows, and never reach past LIST_ROWS_MAX rows (search and filters narrow). */
export const LIST_PAGE_SIZE = 50;
export const LIST_ROWS_MAX = 100_000;
export const LIST_PAGE_MAX = LIST_ROWS_MAX / LIST_PAGE_SIZE;
export const LIST_QUERY_MAX = 200;

/**
 * Where a product held at a location stands: covered by an approved assessment in force, covered but past
 * its review date, covered but its safety data sheet changed after the approval, only an assessment in
 * progress, or nothing. One state per product and location, in this order of precedence.
 */
export const RA_STATES = ["covered", "review_due", "sds_changed", "in_progress", "none"] as const;
export type RaState = (typeof RA_STATES)[number];

export function isRaState(value: unknown): value is RaState {
  return typeof value === "string" && (RA_STATES as readonly string[]).includes(value);
}
