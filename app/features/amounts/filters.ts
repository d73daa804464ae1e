import { REPORT_CATEGORIES, type ReportCategory } from "../../../core/amounts/categories";
import { choiceParam, idParam, pageParam } from "~/lib/list-params";

/** The amount report's query: the location (with its subtree), the category of the listed rows, the page. */
export interface AmountFilters {
  location: number | null;
  category: ReportCategory | null;
  page: number;
}

const ALL = "all";

export function readFilters(url: URL): AmountFilters {
  const category = choiceParam(url, "category", [ALL, ...REPORT_CATEGORIES] as const, ALL);
  return {
    location: idParam(url, "location") ?? null,
    category: category === ALL ? null : category,
    page: pageParam(url),
  };
}

/** The API's query for these filters. */
export function apiQuery(filters: AmountFilters): Record<string, string> {
  return {
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.location ? { location_id: String(filters.location) } : {}),
  };
}

function withQuery(base: string, filters: AmountFilters, page = 1): string {
  const query = new URLSearchParams();
  if (filters.location) query.set("location", String(filters.location));
  if (filters.category) query.set("category", filters.category);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}

export const pageHref = (filters: AmountFilters, page = 1) => withQuery("/amountreport", filters, page);

export const exportHref = (filters: AmountFilters, format: "csv" | "xlsx") =>
  withQuery(`/amountreport/export.${format}`, filters);
