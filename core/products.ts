/**
 * Products, safety data sheets and products at locations (issue 5; spec
 * sections 2, 3 "SDS search result", "Enumerations", 7 "Search", "Product",
 * "Locations v2/v3"). Plain types, safe for the browser bundle; the API's
 * OpenAPI schemas mirror them.
 */

/** Stock kinds (spec "Enumerations"). */
export const STOCK_KINDS = ["EcoDatabase", "OrgDatabase", "MyProducts"] as const;
export type StockKind = (typeof STOCK_KINDS)[number];

/** Danger outranks Warning. */
export const SIGNAL_WORDS = ["Danger", "Warning"] as const;
export type SignalWord = (typeof SIGNAL_WORDS)[number];

/** Product search and list page size (spec section 9) and the largest page a caller may ask for. */
export const PRODUCT_PAGE_SIZE = 20;
export const PRODUCT_PAGE_MAX = 100;

/** Table views (spec "Enumerations"). */
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

/** Uploaded SDS files: PDF only, at most 20 MB (issue 5 "Files"). */
/** An SDS key: `SDS-` and base32 for uploaded sheets, readable slugs for seeded ones (letters, digits, . _ -). */
export const SDS_KEY_PATTERN = /^[A-Za-z0-9._-]+$/;

export const SDS_MAX_BYTES = 20 * 1024 * 1024;

export interface Substance {
  name: string;
  cas: string | null;
  ec: string | null;
  /** Percent (w/w). */
  concentration_min: number | null;
  concentration_max: number | null;
}

/** A statement code with its text in the caller's language (English when that language has none). */
export interface Statement {
  code: string;
  text: string;
  /** The two-letter language code the text is in. */
  language: string;
}

/**
 * An SDS search result (spec section 3), plus what the lists and facets need.
 * `company` is the supplier's name; `company_id` the owning company.
 */
export interface SdsSummary {
  id: number;
  key: string;
  label: string;
  sdsname: string;
  company: string;
  company_id: number;
  product_id: number;
  article_no: string | null;
  area_of_use: string | null;
  cas_no: string | null;
  un_no: string | null;
  /** Language id and its two-letter code. */
  language: number;
  language_code: string;
  /** Market country id and its two-letter code. */
  market: number;
  market_code: string;
  version: string;
  /** ISO date (YYYY-MM-DD). */
  date_issue: string;
  msds_type: number;
  msds_type_descr: string;
  protection_sheet: boolean;
  signal_word: SignalWord | null;
  pictograms: string[];
  hazard_statements: string[];
  storage_class: string | null;
  stock_kind: StockKind;
  /** Whether a newer SDS replaced this one. */
  superseded: boolean;
  /** A newer sheet received but not yet applied (GET /location/v2/updatedsds). */
  pending: boolean;
  /** App paths: the PDF (uploaded or generated) and the HTML rendering. */
  sds_url_pdf: string;
  sds_url_html: string;
}

/** One facet value and how many results have it. */
export interface FacetCount {
  value: string;
  /** A display label when the value is an id (language, market, location). */
  label: string;
  count: number;
}

export interface SearchMeta {
  total: number;
  page: number;
  limit: number;
  /** Counts per facet for the whole result (at most 25 values per facet, highest count first). */
  facets: Record<SearchFacet, FacetCount[]>;
}

/** GET /search/v1/global: one list of mixed hits. */
export interface GlobalSearchHit {
  type: "product" | "sds" | "location";
  id: number;
  title: string;
  /** Supplier, CAS, location path: a short line under the title. */
  subtitle: string;
  /** App path to open the hit. */
  url: string;
}

/** A product at a location: one row of /products and /locations/{id}/products. */
export interface LocationProduct {
  /** The location_products row id. */
  id: number;
  product_id: number;
  location_id: number;
  location_name: string;
  /** The location's path from the top, names only, e.g. "Oslo plant › Building A › Laboratory 1". */
  location_path: string;
  name: string;
  supplier: string;
  article_no: string | null;
  amount: number | null;
  unit: AmountUnit | null;
  archived: boolean;
  /** The location's own category, when someone categorised the product there. */
  incompatibility_category_id: string | null;
  /** The class that counts: the location's category, else the SDS's storage class. */
  storage_class: string | null;
  stock_kind: StockKind;
  /** The SDS shown for the row (the caller's language first, then English, then any). */
  sds: SdsSummary | null;
  signal_word: SignalWord | null;
  pictograms: string[];
  hazard_statements: string[];
  cas_no: string | null;
}

/** One row of /unique-products: a product across the locations (of the subtree) that hold it. */
export interface UniqueProduct {
  product_id: number;
  name: string;
  supplier: string;
  article_no: string | null;
  stock_kind: StockKind;
  sds: SdsSummary | null;
  signal_word: SignalWord | null;
  pictograms: string[];
  hazard_statements: string[];
  cas_no: string | null;
  storage_class: string | null;
  location_count: number;
  /** Totals per unit over the non-archived rows, e.g. [{ unit: "L", amount: 45 }]. */
  amounts: { unit: string; amount: number }[];
}

export interface PageMeta {
  total: number;
  page: number;
  limit: number;
}

/** GET /product/v1/{id}: the product with the SDS in the asked language and market. */
export interface ProductDetail {
  id: number;
  name: string;
  supplier: string;
  article_no: string | null;
  stock_kind: StockKind;
  /** The SDS shown (asked language and market, else the caller's language, else English, else any). */
  sds: SdsSummary | null;
  /** Every SDS of the product: all languages and markets, current and older versions, newest first. */
  versions: SdsSummary[];
  /** The language/market pairs that have a current SDS. */
  available: { language: number; language_code: string; market: number; market_code: string }[];
  signal_word: SignalWord | null;
  pictograms: string[];
  hazard_statements: Statement[];
  precautionary_statements: Statement[];
  substances: Substance[];
  storage_class: string | null;
  /** The attribution of the statement texts (CC BY 4.0). */
  statements_notice: string;
}

/** location_summary of GET /product/v1/{id}: where the product is kept. */
export interface ProductLocationSummary {
  location_product_id: number;
  location_id: number;
  location_name: string;
  location_path: string;
  amount: number | null;
  unit: AmountUnit | null;
  archived: boolean;
  storage_class: string | null;
  incompatibility_category_id: string | null;
}

/** An incompatibility category (GET /site/v1/incompatibility-categories): a TRGS 510 storage class. */
export interface IncompatibilityCategory {
  id: string;
  /** English name; the app shows the i18n text `storageClass.<id>`. */
  name: string;
}

/** The difference between two SDS versions (replace-sds). */
export interface SdsDiff {
  from: SdsSummary;
  to: SdsSummary;
  signal_word: { from: SignalWord | null; to: SignalWord | null; changed: boolean };
  storage_class: { from: string | null; to: string | null; changed: boolean };
  pictograms: { added: string[]; removed: string[] };
  hazard_statements: { added: Statement[]; removed: Statement[] };
  precautionary_statements: { added: Statement[]; removed: Statement[] };
  substances: { added: Substance[]; removed: Substance[]; changed: { from: Substance; to: Substance }[] };
  /** The locations holding the product, which the new SDS applies to. */
  locations: { id: number; name: string; path: string }[];
}

/** A pair of products kept together at a location that must not be (TRGS 510, decision 015). */
export interface StorageConflict {
  location_id: number;
  a: { product_id: number; name: string; storage_class: string | null };
  b: { product_id: number; name: string; storage_class: string | null };
  compatibility: "INCOMPATIBLE" | "MISSING_INFORMATION";
  note: number | null;
}

/** What the TRGS 510 storage check of a location found, as the location's pages show it. */
export interface StorageWarning {
  incompatible: {
    a: { name: string; storage_class: string | null };
    b: { name: string; storage_class: string | null };
    note: number | null;
    location_id: number;
  }[];
  missing: { product_id: number; name: string; location_id: number }[];
}

/** A product list's URL state (?q=, include_archived, only, sort, view, page). */
export interface ProductListParams {
  page: number;
  q: string;
  includeArchived: boolean;
  sort: string;
  view: string;
  onlyHere: boolean;
}

/** The URL query (without "?") of a product list's state with some of it changed; defaults are left out. */
export function productListQuery(state: ProductListParams, change: Partial<ProductListParams> = {}): string {
  const next = { ...state, ...change };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.includeArchived) params.set("include_archived", "1");
  if (next.onlyHere) params.set("only", "1");
  if (next.sort !== "name") params.set("sort", next.sort);
  if (next.view !== "table") params.set("view", next.view);
  if (next.page > 1) params.set("page", String(next.page));
  return params.toString();
}

/** App paths of an SDS's PDF and HTML rendering. */
export function sdsPdfPath(key: string): string {
  return `/sds/${encodeURIComponent(key)}/pdf`;
}
export function sdsHtmlPath(key: string): string {
  return `/sds/${encodeURIComponent(key)}`;
}
