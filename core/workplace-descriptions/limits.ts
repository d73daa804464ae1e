/**
 * The bounds of the workplace-description pages and their edit calls, shared by the API and the pages
 * (zod-free, so a page can render with them without loading a schema).
 */

/** Rows a list page shows; a list has at most WPD_PAGE_MAX pages (100,000 rows). */
export const WPD_PAGE_SIZE = 50;
export const WPD_PAGE_MAX = 2000;
/** The longest search text a list accepts. */
export const WPD_QUERY_MAX = 100;

/** Hazard statements a description keeps, and the longest one. */
export const WPD_STATEMENTS_MAX = 60;
export const WPD_STATEMENT_MAX = 400;
export const WPD_SIGNAL_WORD_MAX = 40;

/**
 * The suggestions (the section texts the company already uses in a language): at most this many per
 * section, each at most this long (a longer text is a description's own, not a standard phrase), kept
 * this long, and for at most this many companies and languages at once.
 */
export const WPD_SUGGESTIONS_PER_SECTION = 10;
export const WPD_SUGGESTION_MAX = 600;
export const WPD_SUGGESTIONS_TTL_MS = 5 * 60 * 1000;
export const WPD_SUGGESTIONS_ENTRIES = 100;

/** The form's field names, so an API's field error lands under its field. */
export const WPD_FORM_FIELDS = [
  "title",
  "location_id",
  "product_id",
  "language_id",
  "status",
  "pictograms",
  "hazard_statements",
  "signal_word",
  "sections.scope",
  "sections.hazards",
  "sections.protection",
  "sections.emergency",
  "sections.firstAid",
  "sections.disposal",
] as const;
