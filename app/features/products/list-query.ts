import type { User } from "../../../api/users/schemas";
import {
  DEFAULT_PRODUCT_COLUMNS,
  PRODUCT_COLUMNS,
  PRODUCT_PAGE_SIZE,
  TABLE_VIEWS,
  type ProductColumn,
  type TableView,
} from "../../../core/products";
import { choiceParam, flagParam, pageParam, textParam } from "../../lib/list-params";

/**
 * The state of a product list in its URL (?q=, include_archived, only, sort,
 * view, page), the columns a user sees, and the page's own URL: read the same
 * way by every list, the product actions and /amounts/edit. No API call here.
 */

/**
 * The sort orders of the lists (`?sort=`), as the API names them: name A–Z
 * (default), name Z–A, by location, the largest amount first, the last
 * changed first. For unique products "location" puts the products held at
 * most locations first and "amount" the largest total first.
 */
export const SORTS = ["name", "-name", "location", "amount", "updated"] as const;
export type Sort = (typeof SORTS)[number];

/** The API's longest search text. */
export const SEARCH_MAX = 100;

export interface ListQuery {
  page: number;
  q: string;
  includeArchived: boolean;
  sort: Sort;
  view: TableView;
  /** A location's list: only the location itself, not the locations inside it. */
  onlyHere: boolean;
}

/** A checkbox of the list's search form: a ticked box sends "on", links send "1". */
function isOn(url: URL, name: string): boolean {
  return flagParam(url, name) || url.searchParams.get(name) === "on";
}

/** The list's state from its URL; anything unknown falls back to the defaults. */
export function listQueryOf(url: URL): ListQuery {
  return {
    page: pageParam(url, MAX_PAGE),
    q: textParam(url, "q", SEARCH_MAX),
    includeArchived: isOn(url, "include_archived"),
    sort: choiceParam(url, "sort", SORTS, "name"),
    view: choiceParam(url, "view", TABLE_VIEWS, "table"),
    onlyHere: isOn(url, "only"),
  };
}

/** The API lists at most 10,000 rows (page × limit). */
const MAX_PAGE = Math.floor(10_000 / PRODUCT_PAGE_SIZE);

/** The URL query of a list state, without the defaults (so links stay short). */
export function listSearch(query: ListQuery, change: Partial<ListQuery> = {}): string {
  const text = productListQuery(query, change);
  return text ? `?${text}` : "";
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

export function isProductColumn(value: unknown): value is ProductColumn {
  return typeof value === "string" && (PRODUCT_COLUMNS as readonly string[]).includes(value);
}

/**
 * The columns a user sees: their default columns that the lists know, in the
 * lists' order, the product name always first; none → DEFAULT_PRODUCT_COLUMNS.
 */
export function columnsOf(user: Pick<User, "default_columns">): ProductColumn[] {
  const chosen = new Set(user.default_columns.filter(isProductColumn));
  if (chosen.size === 0) return [...DEFAULT_PRODUCT_COLUMNS];
  chosen.add("name");
  return PRODUCT_COLUMNS.filter((column) => chosen.has(column));
}

/* -------------------------------------------------------------- page URLs */

/** The page's URL (path and query) without Remix's markers: where a form goes back to. */
export function pageUrlOf(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  url.searchParams.delete("_data");
  const search = url.searchParams.toString();
  return url.pathname + (search ? `?${search}` : "");
}
