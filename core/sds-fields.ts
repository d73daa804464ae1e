/**
 * The limits and field names of the product forms (./sds-rules.ts has their
 * zod schemas and re-exports these). Apart so that the forms can render them
 * in the browser without bringing zod along; the schemas load when a form is
 * first used (app/ui/lazyValidation.ts).
 */

export const PRODUCT_NAME_MAX = 200;
export const SUPPLIER_MAX = 200;
export const ARTICLE_NO_MAX = 100;
export const VERSION_MAX = 20;

/** The "no signal word" choice of the radio group. */
export const NO_SIGNAL_WORD = "none";

/** The fields of the upload form, in the order they are shown (for the error summary). */
export const SDS_UPLOAD_FIELDS = [
  "file",
  "name",
  "supplier",
  "article_no",
  "language",
  "market",
  "version",
  "date_issue",
  "cas_no",
  "un_no",
  "signal_word",
  "pictograms",
  "hazard_statements",
  "precautionary_statements",
  "storage_class",
] as const;
export type SdsUploadField = (typeof SDS_UPLOAD_FIELDS)[number];
