import { parseId } from "../../core/ids";
import { cleanLine } from "../../core/text";

/**
 * Reading a list page's query string: every list reads its page, flags, ids
 * and search text the same way, and ignores what it cannot use instead of
 * failing (a hand-edited URL shows the first page, not an error).
 */

/** The highest page number any list accepts; deeper pages are out of reach by design (search narrows). */
export const LAST_PAGE = 10_000;
/** Search text is cut to this many characters. */
export const QUERY_MAX = 200;

/** `?page=`: a whole number from 1, else 1; never above `last`. */
export function pageParam(url: URL, last = LAST_PAGE, name = "page"): number {
  const value = url.searchParams.get(name);
  const page = value && /^\d{1,9}$/.test(value) ? Number(value) : 1;
  return Math.min(Math.max(page, 1), last);
}

/** A yes/no flag: `1` or `true` is yes, anything else (or nothing) no. */
export function flagParam(url: URL, name: string): boolean {
  const value = url.searchParams.get(name);
  return value === "1" || value === "true";
}

/** An id parameter, or undefined when it is missing or not a valid id. */
export function idParam(url: URL, name: string): number | undefined {
  return parseId(url.searchParams.get(name)) ?? undefined;
}

/** Halves of a surrogate pair standing alone: not text, and refused by the API and PostgreSQL. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Search text as the API accepts it: control characters (a NUL byte, tabs,
 * line breaks) become spaces, runs of white space one space, the ends are
 * trimmed, and the text is cut to `max` characters (the API's limit for that
 * search, which refuses longer text instead of cutting it).
 */
export function cleanText(value: string, max = QUERY_MAX): string {
  const text = cleanLine(value.replace(LONE_SURROGATE, ""));
  return text.length > max ? text.slice(0, max).replace(LONE_SURROGATE, "").trimEnd() : text;
}

/** Search text from the query string, cleaned and cut by `cleanText`; "" when missing. */
export function textParam(url: URL, name: string, max = QUERY_MAX): string {
  return cleanText(url.searchParams.get(name) ?? "", max);
}

/** One of `allowed`, else `fallback`. */
export function choiceParam<T extends string>(url: URL, name: string, allowed: readonly T[], fallback: T): T {
  const value = url.searchParams.get(name);
  return (allowed as readonly string[]).includes(value ?? "") ? (value as T) : fallback;
}

/** The number of pages for `total` rows at `limit` a page: at least 1, at most `last`. */
export function pageCount(total: number, limit: number, last = LAST_PAGE): number {
  return Math.min(Math.max(1, Math.ceil(total / Math.max(limit, 1))), last);
}

/** A searched list's page at `path`, the search kept in `q` (page 1 and an empty search add nothing). */
export function searchPageHref(path: string, q: string, page: number): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
