import { sql, type SQL } from "drizzle-orm";
import {
  SOURCE_COLUMNS,
  columnOf,
  resultColumns,
  type ReportDefinition,
  type ReportFilter,
  type ReportSource,
} from "../../core/custom-reports/definition";
import { locationInScope, productInScope, type LocationScope } from "../locations/scope";

/**
 * What each report source reads, as fixed SQL: its rows (the same rows, company and top nodes as the
 * source's own list page), a key that orders them stably, and for every column of the definition's
 * whitelist one SQL expression. A definition only ever picks among these by key; the filter values it
 * carries go in as bound parameters.
 */

interface SourceSql {
  /** FROM … WHERE …: the source's rows for the scope (company, top nodes). */
  from: (scope: LocationScope, joins: SQL) => SQL;
  /** A unique key of a row (the last term of every order). */
  key: SQL;
  /** Each column's expression, and the join it needs (added only when a used column needs it). */
  columns: Record<string, { expr: SQL; join?: "sheet" }>;
  /** The lateral join of the product's current sheet, for sources that show its fields. */
  sheet?: SQL;
}

/** The product's newest current sheet (as the product lists show it). */
const CURRENT_SHEET = (companyId: SQL, productId: SQL) => sql`LEFT JOIN LATERAL (
    SELECT d.signal_word, d.hazard_statements, d.storage_class, d.date_issue
    FROM sds_documents d
    WHERE d.company_id = ${companyId} AND d.product_id = ${productId}
      AND d.superseded_by_id IS NULL AND NOT d.pending
    ORDER BY d.id DESC LIMIT 1
  ) s ON true`;

/** The date part of a text holding an ISO date, or null when it holds none (sheets' issue dates are text). */
const isoDate = (expr: SQL) =>
  sql`(CASE WHEN ${expr} ~ '^\\d{4}-\\d{2}-\\d{2}' THEN substr(${expr}, 1, 10) END)`;

const SOURCES: Record<ReportSource, SourceSql> = {
  // The products held at locations: placements not archived, at locations not archived (the status pages).
  placements: {
    from: (scope, joins) => sql`location_products lp
      JOIN locations l ON l.company_id = lp.company_id AND l.id = lp.location_id AND NOT l.archived
      JOIN products p ON p.company_id = lp.company_id AND p.id = lp.product_id
      ${joins}
      WHERE lp.company_id = ${scope.companyId} AND NOT lp.archived AND ${locationInScope(scope, sql`lp.location_id`)}`,
    key: sql`lp.id`,
    sheet: CURRENT_SHEET(sql`lp.company_id`, sql`lp.product_id`),
    columns: {
      product: { expr: sql`p.name` },
      supplier: { expr: sql`p.supplier` },
      article_no: { expr: sql`p.article_no` },
      location: { expr: sql`l.name` },
      amount: { expr: sql`lp.amount::float8` },
      unit: { expr: sql`lp.unit` },
      signal_word: { expr: sql`s.signal_word`, join: "sheet" },
      hazard_statements: { expr: sql`array_to_string(s.hazard_statements, ' ')`, join: "sheet" },
      storage_class: { expr: sql`s.storage_class`, join: "sheet" },
      sds_date: { expr: isoDate(sql`s.date_issue`), join: "sheet" },
    },
  },
  // The current sheets (not older versions, not pending ones) of the products the caller sees.
  sds: {
    from: (scope, joins) => sql`sds_documents d
      ${joins}
      WHERE d.company_id = ${scope.companyId} AND d.superseded_by_id IS NULL AND NOT d.pending
        AND ${productInScope(scope, sql`d.product_id`)}`,
    key: sql`d.id`,
    columns: {
      product: { expr: sql`d.label` },
      supplier: { expr: sql`d.supplier` },
      article_no: { expr: sql`d.article_no` },
      version: { expr: sql`d.version` },
      date_issue: { expr: isoDate(sql`d.date_issue`) },
      cas_no: { expr: sql`d.cas_no` },
      un_no: { expr: sql`d.un_no` },
      signal_word: { expr: sql`d.signal_word` },
      hazard_statements: { expr: sql`array_to_string(d.hazard_statements, ' ')` },
      storage_class: { expr: sql`d.storage_class` },
    },
  },
  // Actions (follow-up tasks): those whose location and product are the caller's to see (the actions list).
  actions: {
    from: (scope, joins) => sql`sds_actions a
      LEFT JOIN users u ON u.company_id = a.company_id AND u.id = a.assignee_id
      LEFT JOIN locations l ON l.company_id = a.company_id AND l.id = a.location_id
      LEFT JOIN products p ON p.company_id = a.company_id AND p.id = a.product_id
      ${joins}
      WHERE a.company_id = ${scope.companyId}
        AND (a.location_id IS NULL OR ${locationInScope(scope, sql`a.location_id`)})
        AND (a.product_id IS NULL OR ${productInScope(scope, sql`a.product_id`)})`,
    key: sql`a.id`,
    columns: {
      title: { expr: sql`a.title` },
      status: { expr: sql`a.status` },
      origin: { expr: sql`a.origin` },
      due_date: { expr: sql`a.due_date` },
      assignee: { expr: sql`u.name` },
      location: { expr: sql`l.name` },
      product: { expr: sql`p.name` },
      created: { expr: sql`to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')` },
      completed: { expr: sql`to_char(a.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')` },
    },
  },
};

const expressionOf = (source: ReportSource, key: string): SQL => {
  const column = SOURCES[source].columns[key];
  // checkDefinition admits only whitelisted keys; a key without an expression is a programming error.
  if (!column) throw new Error(`custom report column without SQL: ${source}.${key}`);
  return column.expr;
};

/** Escapes LIKE's wildcards so that "contains" matches the typed text literally. */
const likeText = (value: string) => `%${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function condition(source: ReportSource, filter: ReportFilter): SQL {
  const expr = expressionOf(source, filter.column);
  const kind = columnOf(source, filter.column)!.kind;
  const value = kind === "number" ? sql`${Number(filter.value)}::float8` : sql`${filter.value}::text`;
  const compared = kind === "text" ? sql`lower(${expr})` : expr;
  const typed = kind === "text" ? sql`lower(${value})` : value;
  switch (filter.op) {
    case "eq":
      return sql`${compared} = ${typed}`;
    case "ne":
      return sql`${compared} IS DISTINCT FROM ${typed}`;
    case "contains":
      return sql`lower(${expr}) LIKE ${likeText(filter.value)}`;
    case "lt":
      return sql`${expr} < ${value}`;
    case "gt":
      return sql`${expr} > ${value}`;
    case "empty":
      return kind === "text" ? sql`coalesce(${expr}, '') = ''` : sql`${expr} IS NULL`;
    case "not_empty":
      return kind === "text" ? sql`coalesce(${expr}, '') <> ''` : sql`${expr} IS NOT NULL`;
  }
}

/** Whether the definition uses a column that needs the current sheet's join. */
function joinsOf(definition: ReportDefinition): SQL {
  const source = SOURCES[definition.source];
  const used = [
    ...definition.columns,
    ...definition.filters.map((f) => f.column),
    definition.group_by,
    definition.order_by,
  ].filter((key): key is string => typeof key === "string");
  return source.sheet && used.some((key) => source.columns[key]?.join === "sheet") ? source.sheet : sql``;
}

/** The default order: the source's first column (a name), then its key. */
const defaultOrder = (source: ReportSource) => SOURCE_COLUMNS[source][0]!.key;

/**
 * The report's query without LIMIT: its rows (or groups) as `c0, c1, …` in the result columns' order,
 * filtered and ordered (nulls last; the key breaks ties, so pages never overlap or skip).
 */
export function reportQuery(scope: LocationScope, definition: ReportDefinition): SQL {
  const source = SOURCES[definition.source];
  const from = source.from(scope, joinsOf(definition));
  const where = definition.filters.map((filter) => sql` AND ${condition(definition.source, filter)}`);
  const dir = definition.order_dir === "desc" ? sql`DESC` : sql`ASC`;
  if (definition.group_by !== null) {
    const group = expressionOf(definition.source, definition.group_by);
    const order = definition.order_by === "count" ? sql`c1 ${dir}, c0 ASC` : sql`c0 ${dir} NULLS LAST`;
    return sql`SELECT ${group} AS c0, count(*)::int AS c1 FROM ${from}${sql.join(where)} GROUP BY 1 ORDER BY ${order}`;
  }
  const selected = resultColumns(definition).map(
    (column, index) => sql`${expressionOf(definition.source, column.key)} AS ${sql.raw(`c${index}`)}`,
  );
  const orderBy = expressionOf(definition.source, definition.order_by ?? defaultOrder(definition.source));
  const orderText =
    columnOf(definition.source, definition.order_by ?? defaultOrder(definition.source))!.kind === "text";
  const ordered = orderText ? sql`lower(${orderBy})` : orderBy;
  return sql`SELECT ${sql.join(selected, sql`, `)} FROM ${from}${sql.join(where)}
    ORDER BY ${ordered} ${dir} NULLS LAST, ${source.key} ${dir}`;
}

/** How many rows (or groups) the report has, counted up to `cap` (without ordering or reading columns). */
export function reportCount(scope: LocationScope, definition: ReportDefinition, cap: number): SQL {
  const source = SOURCES[definition.source];
  const from = source.from(scope, joinsOf(definition));
  const where = definition.filters.map((filter) => sql` AND ${condition(definition.source, filter)}`);
  const group =
    definition.group_by !== null
      ? sql` GROUP BY ${expressionOf(definition.source, definition.group_by)}`
      : sql``;
  return sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from}${sql.join(where)}${group} LIMIT ${cap}) x`;
}
