/**
 * The plans list's constants (zod-free, so pages can read them): its page size, its bound, the statuses it
 * filters by, and how many products the plan form offers.
 */
export const PLAN_PAGE_SIZE = 50;
export const PLAN_ROWS_MAX = 100_000;
export const PLAN_PAGE_MAX = PLAN_ROWS_MAX / PLAN_PAGE_SIZE;
export const PLAN_QUERY_MAX = 200;
export const PLAN_STATUSES = ["open", "closed", "all"] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];
/** The products (and the locations holding them) the plan form offers, at most. */
export const PLAN_CHOICES_MAX = 300;
