import type { ReportDefinition } from "../../../core/custom-reports/definition";

/** The report form's field names and shape (no zod here: the pages render with these). */

/** Filter rows the form offers (the rules allow more; three cover what a form user sets up). */
export const FILTER_ROWS = 3;

export const REPORT_FIELDS = [
  "name",
  "shared",
  "source",
  "columns",
  "group_by",
  "order_by",
  "order_dir",
] as const;

/** The form's values as conform parses them (empty texts are absent). */
export interface ReportFormValues {
  name?: string;
  shared?: boolean;
  source?: string;
  columns?: string[];
  filters?: ({ column?: string; op?: string; value?: string } | undefined)[];
  group_by?: string;
  order_by?: string;
  order_dir?: string;
}

/** A filter row the user left without a column is no filter; the others keep their row number. */
export function keptFilters(
  values: ReportFormValues,
): { row: number; column: string; op: string; value: string }[] {
  return (values.filters ?? []).flatMap((filter, row) =>
    filter?.column ? [{ row, column: filter.column, op: filter.op ?? "", value: filter.value ?? "" }] : [],
  );
}

/** The definition the form describes, for the API (which checks it again). */
export function definitionOf(values: ReportFormValues) {
  return {
    source: values.source ?? "",
    columns: values.columns ?? [],
    filters: keptFilters(values).map(({ column, op, value }) => ({ column, op, value })),
    group_by: values.group_by ?? null,
    order_by: values.order_by ?? null,
    order_dir: values.order_dir ?? "asc",
  };
}

/** A saved definition as the form's default values (filter rows padded to FILTER_ROWS). */
export function formDefaults(
  name: string,
  shared: boolean,
  definition: ReportDefinition | null,
  source: string,
) {
  const filters = (definition?.filters ?? []).slice(0, FILTER_ROWS);
  return {
    name,
    shared,
    source,
    columns: definition?.columns ?? [],
    filters: [
      ...filters,
      ...Array.from({ length: FILTER_ROWS - filters.length }, () => ({ column: "", op: "eq", value: "" })),
    ],
    group_by: definition?.group_by ?? "",
    order_by: definition?.order_by ?? "",
    order_dir: definition?.order_dir ?? "asc",
  };
}
/** The form's defaults with the sources it offers (the user's: core/custom-reports/access.ts). */
export type ReportFormDefaults = ReturnType<typeof formDefaults> & { sources: string[] };
