/**
 * The plans list's and form's constants (zod-free, so pages can read them without loading the rules): the
 * page size, the bound, the statuses the list filters by, how many products the form offers, its fields.
 */
export const PLAN_PAGE_SIZE = 50;
export const PLAN_ROWS_MAX = 100_000;
export const PLAN_PAGE_MAX = PLAN_ROWS_MAX / PLAN_PAGE_SIZE;
export const PLAN_QUERY_MAX = 200;
export const PLAN_STATUSES = ["open", "closed", "all"] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];
/** The matches of the plan form's product or person search, at most (as the register's filters). */
export const PLAN_CHOICES_MAX = 25;

/** The fields of the plan form, in the order of the page (the error summary follows it). */
export const PLAN_FORM_FIELDS = [
  "title",
  "work_description",
  "location_id",
  "product_id",
  "sds_id",
  "people",
  "starts_on",
  "ends_on",
  "expected_duration",
  "frequency",
  "routes",
  "ppe",
  "measures",
  "source_document_id",
] as const;
export type PlanFormField = (typeof PLAN_FORM_FIELDS)[number];
