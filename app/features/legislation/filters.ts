import { LEGISLATION_LISTS, type LegislationList } from "../../../core/legislation/lists";
import { choiceParam, idParam, pageParam } from "~/lib/list-params";

/**
 * The legislation pages' query: the list, the location (a location's page or the export) and the page.
 * `own` is the list filter's last choice, the company's own lists (custom lists and greylist): the page then
 * pages through their hits instead of the regulatory lists' (`list` is null).
 */
export interface LegislationFilters {
  list: LegislationList | null;
  own: boolean;
  location: number | null;
  page: number;
}

const ALL = "all";
/** The list filter's value for the company's own lists. */
export const OWN_LISTS = "own";

export function readFilters(url: URL, locationId: number | null = null): LegislationFilters {
  const list = choiceParam(url, "list", [ALL, ...LEGISLATION_LISTS, OWN_LISTS] as const, ALL);
  return {
    list: list === ALL || list === OWN_LISTS ? null : list,
    own: list === OWN_LISTS,
    location: locationId ?? idParam(url, "location") ?? null,
    page: pageParam(url),
  };
}

/** The API's query for these filters. */
export function apiQuery(filters: LegislationFilters): Record<string, string> {
  return {
    ...(filters.list ? { list: filters.list } : {}),
    ...(filters.location ? { location_id: String(filters.location) } : {}),
  };
}

/** The page's own address with the filters (the company's page or the location's). */
export function pageHref(filters: LegislationFilters, page = 1): string {
  const base = filters.location ? `/locations/${filters.location}/legislations` : "/legislations";
  const query = new URLSearchParams();
  if (filters.list) query.set("list", filters.list);
  if (filters.own) query.set("list", OWN_LISTS);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}

export function exportHref(filters: LegislationFilters, format: "csv" | "xlsx"): string {
  const query = new URLSearchParams();
  if (filters.list) query.set("list", filters.list);
  if (filters.location) query.set("location", String(filters.location));
  const text = query.toString();
  return `/legislations/export.${format}${text ? `?${text}` : ""}`;
}
