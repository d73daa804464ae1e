import { REPORT_CATEGORIES, type ReportCategory } from "../../../core/amounts/categories";
import { choiceParam, flagParam, idParam, pageParam } from "~/lib/list-params";

/**
 * The amount report's query: the location (with its subtree), the category of the listed rows, the page,
 * and whether to add up the totals per hazard category (a separate, costlier request: totals=1).
 */
export interface AmountFilters {
  location: number | null;
  category: ReportCategory | null;
  page: number;
  totals: boolean;
}

const ALL = "all";

export function readFilters(url: URL): AmountFilters {
  const category = choiceParam(url, "category", [ALL, ...REPORT_CATEGORIES] as const, ALL);
  return {
    location: idParam(url, "location") ?? null,
    category: category === ALL ? null : category,
    page: pageParam(url),
    totals: flagParam(url, "totals"),
  };
}

/** The API's query for these filters. */
export function apiQuery(filters: AmountFilters): Record<string, string> {
  return {
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.location ? { location_id: String(filters.location) } : {}),
  };
}

function withQuery(base: string, filters: AmountFilters, page = 1, totals = false): string {
  const query = new URLSearchParams();
  if (filters.location) query.set("location", String(filters.location));
  if (filters.category) query.set("category", filters.category);
  if (page > 1) query.set("page", String(page));
  if (totals) query.set("totals", "1");
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}

/** A page of the report; the totals stay shown on the other pages once asked for. */
export const pageHref = (filters: AmountFilters, page = 1) =>
  withQuery("/amountreport", filters, page, filters.totals);

/** The same page with the totals per hazard category added up. */
export const totalsHref = (filters: AmountFilters) => withQuery("/amountreport", filters, filters.page, true);

export const exportHref = (filters: AmountFilters, format: "csv" | "xlsx") =>
  withQuery(`/amountreport/export.${format}`, filters);
