/**
 * Products, safety data sheets and products at locations: the enumerations,
 * limits and URL helpers both the API and the app use. Safe for the browser
 * bundle. The shapes of the API's answers are in api/products/schemas.ts.
 */

/** Stock kinds: where a product comes from. */
export const STOCK_KINDS = ["EcoDatabase", "OrgDatabase", "MyProducts"] as const;
export type StockKind = (typeof STOCK_KINDS)[number];

/** Danger outranks Warning. */
export const SIGNAL_WORDS = ["Danger", "Warning"] as const;
export type SignalWord = (typeof SIGNAL_WORDS)[number];

/** Product search and list page size and the largest page a caller may ask for. */
export const PRODUCT_PAGE_SIZE = 20;
export const PRODUCT_PAGE_MAX = 100;

/** Sort orders of the lists of products at locations (/location/v2|v3/…/products). */
export const PRODUCT_LIST_SORTS = ["name", "-name", "location", "amount", "updated"] as const;
export type ProductListSort = (typeof PRODUCT_LIST_SORTS)[number];

/** How deep a caller may page those lists: page × limit must not exceed this (OFFSET stays cheap). */
export const PRODUCT_LIST_WINDOW = 10_000;

/** The longest search text of those lists. */
export const PRODUCT_SEARCH_MAX_LENGTH = 100;

/** The SDS search (GET /search/v1/sqproductsearch): the longest search text and the deepest page. */
export const SEARCH_TEXT_MAX = 200;
export const SEARCH_PAGE_MAX = 10_000;

/** The search box (GET /search/v1/global): hits per type by default and at most. */
export const GLOBAL_SEARCH_DEFAULT_LIMIT = 5;
export const GLOBAL_SEARCH_MAX_LIMIT = 20;

/** Table views of the product lists. */
export const TABLE_VIEWS = ["table", "quicktext"] as const;
export type TableView = (typeof TABLE_VIEWS)[number];

/** Amount units (GET /product/v1/getAllScales). Ids are stable; names are i18n keys `unit.<id>`. */
export const AMOUNT_UNITS = ["g", "kg", "t", "mL", "L", "m3", "pcs"] as const;
export type AmountUnit = (typeof AMOUNT_UNITS)[number];

/** The msds_type values and their i18n description keys `msdsType.<id>`. */
export const MSDS_TYPES = { 1: "sds", 2: "productInformation", 3: "safetyInformation" } as const;

/** The search facets of GET /search/v1/sqproductsearch. */
export const SEARCH_FACETS = [
  "supplier",
  "language",
  "market",
  "pictogram",
  "signal_word",
  "location",
] as const;
export type SearchFacet = (typeof SEARCH_FACETS)[number];

/** Product actions of /product/{actionType} (and GET /product/v1/actions). */
export const PRODUCT_ACTIONS = [
  "add",
  "copy",
  "move",
  "delete",
  "archive",
  "unarchive",
  "categorise",
] as const;
export type ProductAction = (typeof PRODUCT_ACTIONS)[number];

/** Columns of the product table a user may choose as default columns (users.default_columns). */
export const PRODUCT_COLUMNS = [
  "name",
  "supplier",
  "location",
  "amount",
  "pictograms",
  "signal_word",
  "hazard_statements",
  "cas_no",
  "storage_class",
  "sds_date",
  "article_no",
] as const;
export type ProductColumn = (typeof PRODUCT_COLUMNS)[number];
/** Columns shown when the user has chosen none. */
export const DEFAULT_PRODUCT_COLUMNS: readonly ProductColumn[] = [
  "name",
  "supplier",
  "location",
  "amount",
  "pictograms",
  "signal_word",
];

/** An SDS key: `SDS-` and base32 for uploaded sheets, readable slugs for seeded ones (letters, digits, . _ -). */
export const SDS_KEY_PATTERN = /^[A-Za-z0-9._-]+$/;

/** Uploaded SDS files: PDF only, at most 20 MB. */
export const SDS_MAX_BYTES = 20 * 1024 * 1024;

/** App paths of an SDS's PDF and HTML rendering. */
export function sdsPdfPath(key: string): string {
  return `/sds/${encodeURIComponent(key)}/pdf`;
}
export function sdsHtmlPath(key: string): string {
  return `/sds/${encodeURIComponent(key)}`;
}
