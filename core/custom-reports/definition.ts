/**
 * A custom report's definition: which source it reads, which of the source's columns it shows, the filters
 * (all must hold), an optional grouping (one row per value of a column, with how many rows have it) and the
 * order. It is plain data, kept as JSON with the saved report; the API turns each column key into a fixed
 * SQL expression of its own (api/custom-reports/sources.ts), so nothing a user types ever becomes SQL.
 *
 * checkDefinition is the one gate: the API runs it on every save and every run (a definition saved by an
 * older version of these rules is checked again), the form runs it to show the same errors.
 */

export const REPORT_SOURCES = [
  "placements",
  "sds",
  "actions",
  "approvals",
  "risk_assessments",
  "exposure",
] as const;
export type ReportSource = (typeof REPORT_SOURCES)[number];

export type ColumnKind = "text" | "number" | "date";

export interface ReportColumn {
  key: string;
  kind: ColumnKind;
}

/** The columns of each source, in the order the form lists them. Every one can be filtered, grouped, ordered. */
export const SOURCE_COLUMNS: Record<ReportSource, readonly ReportColumn[]> = {
  placements: [
    { key: "product", kind: "text" },
    { key: "supplier", kind: "text" },
    { key: "article_no", kind: "text" },
    { key: "location", kind: "text" },
    { key: "amount", kind: "number" },
    { key: "unit", kind: "text" },
    { key: "signal_word", kind: "text" },
    { key: "hazard_statements", kind: "text" },
    { key: "storage_class", kind: "text" },
    { key: "sds_date", kind: "date" },
  ],
  sds: [
    { key: "product", kind: "text" },
    { key: "supplier", kind: "text" },
    { key: "article_no", kind: "text" },
    { key: "version", kind: "text" },
    { key: "date_issue", kind: "date" },
    { key: "cas_no", kind: "text" },
    { key: "un_no", kind: "text" },
    { key: "signal_word", kind: "text" },
    { key: "hazard_statements", kind: "text" },
    { key: "storage_class", kind: "text" },
  ],
  actions: [
    { key: "title", kind: "text" },
    { key: "status", kind: "text" },
    { key: "origin", kind: "text" },
    { key: "due_date", kind: "date" },
    { key: "assignee", kind: "text" },
    { key: "location", kind: "text" },
    { key: "product", kind: "text" },
    { key: "created", kind: "date" },
    { key: "completed", kind: "date" },
  ],
  // Chemical approval requests (not archived): what is asked for, where, by whom and how far it has come.
  approvals: [
    { key: "product", kind: "text" },
    { key: "status", kind: "text" },
    { key: "supplier", kind: "text" },
    { key: "cas_no", kind: "text" },
    { key: "location", kind: "text" },
    { key: "requester", kind: "text" },
    { key: "board", kind: "text" },
    { key: "created", kind: "date" },
    { key: "submitted", kind: "date" },
    { key: "concluded", kind: "date" },
    { key: "updated", kind: "date" },
  ],
  // Risk assessments: the latest version of each, with the dates of the version in force.
  risk_assessments: [
    { key: "title", kind: "text" },
    { key: "location", kind: "text" },
    { key: "status", kind: "text" },
    { key: "version", kind: "number" },
    { key: "approved", kind: "date" },
    { key: "review_due", kind: "date" },
    { key: "products", kind: "text" },
    { key: "template", kind: "text" },
    { key: "updated", kind: "date" },
  ],
  // Exposure records (not voided): who was exposed to what, where, when, for how long and how.
  exposure: [
    { key: "date", kind: "date" },
    { key: "person", kind: "text" },
    { key: "product", kind: "text" },
    { key: "sds_version", kind: "text" },
    { key: "location", kind: "text" },
    { key: "duration", kind: "number" },
    { key: "routes", kind: "text" },
  ],
};

/**
 * The order a source's rows take when the definition names none: its first column, ascending, unless the
 * source says otherwise. Exposure records read newest first, as the register's own list does (and along
 * its index, so a page of a million records does not sort them all).
 */
export const DEFAULT_ORDER: Record<ReportSource, { column: string; dir: OrderDirection }> = {
  placements: { column: "product", dir: "asc" },
  sds: { column: "product", dir: "asc" },
  actions: { column: "title", dir: "asc" },
  approvals: { column: "product", dir: "asc" },
  risk_assessments: { column: "title", dir: "asc" },
  exposure: { column: "date", dir: "desc" },
};

/** Filter operators; which a column takes depends on its kind. */
export const FILTER_OPERATORS = ["eq", "ne", "contains", "lt", "gt", "empty", "not_empty"] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

const OPERATORS_OF: Record<ColumnKind, readonly FilterOperator[]> = {
  text: ["eq", "ne", "contains", "empty", "not_empty"],
  number: ["eq", "ne", "lt", "gt", "empty", "not_empty"],
  date: ["eq", "lt", "gt", "empty", "not_empty"],
};

/** The operators a column of this kind takes. */
export const operatorsOf = (kind: ColumnKind): readonly FilterOperator[] => OPERATORS_OF[kind];

/** Operators that compare with no value. */
export const VALUELESS: readonly FilterOperator[] = ["empty", "not_empty"];

export const ORDER_DIRECTIONS = ["asc", "desc"] as const;
export type OrderDirection = (typeof ORDER_DIRECTIONS)[number];

export interface ReportFilter {
  column: string;
  op: FilterOperator;
  value: string;
}

export interface ReportDefinition {
  source: ReportSource;
  columns: string[];
  filters: ReportFilter[];
  /** A column: one row per value with its count. */
  group_by: string | null;
  /** A column shown (or the grouped one); null: the source's natural order. */
  order_by: string | null;
  order_dir: OrderDirection;
}

export const REPORT_LIMITS = {
  nameMax: 200,
  columnsMax: 20,
  filtersMax: 10,
  valueMax: 200,
  /** Rows a page of a run shows. */
  pageSize: 100,
  /** The most rows a run pages through or an export writes. */
  rowsMax: 100_000,
} as const;

/** Why a definition was refused, by field path ("columns", "filters.2.value", …). */
export type DefinitionErrorCode =
  | "source"
  | "columnsRequired"
  | "tooManyColumns"
  | "column"
  | "tooManyFilters"
  | "operator"
  | "valueRequired"
  | "valueTooLong"
  | "number"
  | "date"
  | "groupBy"
  | "orderBy"
  | "orderDir";

export type DefinitionCheck =
  { ok: true; definition: ReportDefinition } | { ok: false; errors: Record<string, DefinitionErrorCode> };

export const columnOf = (source: ReportSource, key: string): ReportColumn | undefined =>
  SOURCE_COLUMNS[source].find((column) => column.key === key);

const isSource = (value: unknown): value is ReportSource =>
  typeof value === "string" && (REPORT_SOURCES as readonly string[]).includes(value);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const NUMBER = /^-?\d{1,12}(\.\d{1,6})?$/;

function isDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/**
 * The definition, cleaned (columns once each, in the source's order; texts trimmed), or the errors by field.
 * Anything not a known column of the source, not an operator its kind takes, or a value of the wrong shape
 * is refused rather than dropped, so a user sees why.
 */
export function checkDefinition(input: unknown): DefinitionCheck {
  const raw = asRecord(input);
  const errors: Record<string, DefinitionErrorCode> = {};
  if (!isSource(raw.source)) return { ok: false, errors: { source: "source" } };
  const source = raw.source;

  const rawColumns = Array.isArray(raw.columns) ? raw.columns : [];
  const columns: string[] = [];
  for (const key of rawColumns) {
    if (typeof key !== "string" || !columnOf(source, key)) {
      errors.columns = "column";
    } else if (!columns.includes(key)) {
      columns.push(key);
    }
  }
  const group =
    raw.group_by === undefined || raw.group_by === null || raw.group_by === "" ? null : raw.group_by;
  if (columns.length === 0 && group === null && !errors.columns) errors.columns = "columnsRequired";
  if (columns.length > REPORT_LIMITS.columnsMax) errors.columns = "tooManyColumns";
  const ordered = SOURCE_COLUMNS[source].map((c) => c.key).filter((key) => columns.includes(key));

  const rawFilters = Array.isArray(raw.filters) ? raw.filters : [];
  if (rawFilters.length > REPORT_LIMITS.filtersMax) errors.filters = "tooManyFilters";
  const filters: ReportFilter[] = [];
  rawFilters.slice(0, REPORT_LIMITS.filtersMax).forEach((entry, index) => {
    const filter = asRecord(entry);
    const path = `filters.${index}`;
    const column = typeof filter.column === "string" ? columnOf(source, filter.column) : undefined;
    if (!column) {
      errors[`${path}.column`] = "column";
      return;
    }
    const op = filter.op as FilterOperator;
    if (!operatorsOf(column.kind).includes(op)) {
      errors[`${path}.op`] = "operator";
      return;
    }
    const typed = typeof filter.value === "string" ? filter.value.trim() : "";
    // A decimal comma (most of the product's languages write 12,5) reads as a point.
    const value = column.kind === "number" ? typed.replace(",", ".") : typed;
    if (!VALUELESS.includes(op)) {
      if (value === "") return void (errors[`${path}.value`] = "valueRequired");
      if (value.length > REPORT_LIMITS.valueMax) return void (errors[`${path}.value`] = "valueTooLong");
      if (column.kind === "number" && !NUMBER.test(value)) return void (errors[`${path}.value`] = "number");
      if (column.kind === "date" && !isDate(value)) return void (errors[`${path}.value`] = "date");
    }
    filters.push({ column: column.key, op, value: VALUELESS.includes(op) ? "" : value });
  });

  let groupBy: string | null = null;
  if (group !== null) {
    if (typeof group === "string" && columnOf(source, group)) groupBy = group;
    else errors.group_by = "groupBy";
  }

  let orderBy: string | null = null;
  const order =
    raw.order_by === undefined || raw.order_by === null || raw.order_by === "" ? null : raw.order_by;
  if (order !== null) {
    const allowed = groupBy !== null ? [groupBy, "count"] : ordered;
    if (typeof order === "string" && allowed.includes(order)) orderBy = order;
    else errors.order_by = "orderBy";
  }
  const dir = raw.order_dir === undefined || raw.order_dir === "" ? "asc" : raw.order_dir;
  if (!(ORDER_DIRECTIONS as readonly unknown[]).includes(dir)) errors.order_dir = "orderDir";

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    definition: {
      source,
      columns: ordered,
      filters,
      group_by: groupBy,
      order_by: orderBy,
      order_dir: dir as OrderDirection,
    },
  };
}

/** The columns a run answers with: the chosen ones, or the grouped column and the count. */
export function resultColumns(definition: ReportDefinition): ReportColumn[] {
  if (definition.group_by !== null) {
    return [columnOf(definition.source, definition.group_by)!, { key: "count", kind: "number" }];
  }
  return definition.columns.map((key) => columnOf(definition.source, key)!);
}
