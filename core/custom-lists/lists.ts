/**
 * A company's own lists of substances (custom lists): what a list means for the products on it, and the
 * limits of the lists. They sit beside the greylist of the company settings, which screens as one more list
 * of the same kinds (a banned entry as banned, a restricted one as needing approval).
 */
export const CUSTOM_LIST_KINDS = ["banned", "phase-out", "approval"] as const;
export type CustomListKind = (typeof CUSTOM_LIST_KINDS)[number];

export const isCustomListKind = (value: unknown): value is CustomListKind =>
  typeof value === "string" && (CUSTOM_LIST_KINDS as readonly string[]).includes(value);

/** The greylist's levels as list kinds: banned stays banned, restricted needs approval. */
export const GREYLIST_KIND = { banned: "banned", restricted: "approval" } as const satisfies Record<
  string,
  CustomListKind
>;

/** Lists a company may keep, and entries a list may hold (each list is shown whole). */
export const CUSTOM_LISTS_MAX = 100;
export const CUSTOM_LIST_ENTRIES_MAX = 2000;
export const CUSTOM_LIST_NAME_MAX = 200;
export const CUSTOM_ENTRY_NAME_MAX = 200;
export const CUSTOM_ENTRY_REASON_MAX = 1000;
/** The largest CSV file of substances a list page reads (2,000 substances with long reasons fit). */
export const CUSTOM_IMPORT_MAX_BYTES = 4 * 1024 * 1024;
/** Hits and products per page; rows at most in an export. */
export const CUSTOM_PAGE_SIZE = 50;
export const CUSTOM_EXPORT_MAX = 100_000;
