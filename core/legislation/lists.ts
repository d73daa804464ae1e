/**
 * The regulatory lists ChemSafe screens a company's products against, and the limits of their pages. A
 * list is identified by its code everywhere: the API's `list` parameter, the stored versions, the texts
 * (`legislation.list.<code>`). A company's own lists (custom lists) will screen the same way under codes
 * of their own.
 */
export const LEGISLATION_LISTS = ["svhc", "annex-xiv", "annex-xvii", "clp-cmr"] as const;
export type LegislationList = (typeof LEGISLATION_LISTS)[number];

export function isLegislationList(value: unknown): value is LegislationList {
  return typeof value === "string" && (LEGISLATION_LISTS as readonly string[]).includes(value);
}

/** The market every list applies to: the European Union (and the EEA, which takes REACH and CLP over). */
export const LEGISLATION_MARKETS = [{ code: "EU", lists: LEGISLATION_LISTS }] as const;

/** The attribution shown wherever the lists are shown and shipped with the files (reference/NOTICE.md). */
export const LEGISLATION_ATTRIBUTION =
  "Source: European Chemicals Agency, https://echa.europa.eu/ (ECHA CHEM); EU legislation © European Union, https://eur-lex.europa.eu/";

/** Hits per page of the legislation pages. */
export const LEGISLATION_PAGE_SIZE = 50;
/** Rows at most in an export (one row per hit); the last row says when it was cut. */
export const LEGISLATION_EXPORT_MAX = 100_000;
/** An imported list file at most (the largest shipped file, the Annex VI history, is 3.7 MB). */
export const LEGISLATION_IMPORT_MAX_BYTES = 16 * 1024 * 1024;
/** Entries at most in one imported file. */
export const LEGISLATION_IMPORT_MAX_ROWS = 50_000;
