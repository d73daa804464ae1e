import { sql, type SQL } from "drizzle-orm";
import {
  DEFAULT_ORDER,
  columnOf,
  resultColumns,
  type ReportDefinition,
  type ReportFilter,
  type ReportSource,
} from "../../core/custom-reports/definition";
import { EXPOSURE_ROUTES } from "../../core/exposure/kinds";
import { DOCUMENT_TYPES, RISK_STATUS } from "../../core/smartforms/kinds";
import { locationInScope, productInScope, type LocationScope } from "../locations/scope";

/**
 * Who runs the report, as the sources need to know: the scope (company, top nodes) and what the modules
 * with their own visibility rules let the caller see (api/custom-reports/viewer.ts works it out).
 */
export interface ReportViewer {
  scope: LocationScope;
  userId: number;
  /** Every request of the company (approval admins and board members), else the caller's own and those they evaluate. */
  approvalsAll: boolean;
  /** Everyone's exposure records at the caller's locations (keepers, readers), else only the caller's own. */
  exposureAll: boolean;
}

/**
 * What each report source reads, as fixed SQL: its rows (the same rows, company and top nodes as the
 * source's own list page), a key that orders them stably, and for every column of the definition's
 * whitelist one SQL expression. A definition only ever picks among these by key; the filter values it
 * carries go in as bound parameters.
 */

interface ColumnSql {
  expr: SQL;
  /** The join it needs (one of the source's `joins`, added only when a used column needs it). */
  join?: string;
  /**
   * What to order by instead of the shown text, never null: a value an index holds in order (a timestamp, a
   * kept lower-case name). Its order names NULLS the way the index does (`orderIndex`), so PostgreSQL can
   * read the index instead of sorting every row; with no nulls, that is the same order.
   */
  orderBy?: SQL;
  /**
   * How that index sorts: "desc" (DESC NULLS LAST: read backwards, ASC NULLS FIRST), the default, or "asc"
   * (ASC NULLS LAST: read backwards, DESC NULLS FIRST).
   */
  orderIndex?: "asc" | "desc";
}

interface SourceSql {
  /** FROM … WHERE …: the source's rows for the caller (company, top nodes, the module's own rules). */
  from: (viewer: ReportViewer, joins: SQL) => SQL;
  /** A unique key of a row (the last term of every order). */
  key: SQL;
  /** Each column's expression. */
  columns: Record<string, ColumnSql>;
  /** Joins some columns need (a lateral read per row), by name. */
  joins?: Record<string, SQL>;
}

/** A timestamp's day in UTC, as the reports show dates. */
const day = (expr: SQL) => sql`to_char(${expr} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

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

/**
 * A field of the risk assessment's version in force (the latest approved one not superseded), as a scalar
 * subquery rather than a lateral join: PostgreSQL then reads it only for the rows a page shows (after the
 * sort and LIMIT) and not at all for the count, instead of once per assessment of the company.
 */
const inForce = (field: SQL, shown: (value: SQL) => SQL) => sql`(
  SELECT ${shown(field)} FROM smartform_documents o
  WHERE o.company_id = d.company_id AND o.root_id = d.root_id
    AND o.status = ${RISK_STATUS.approved} AND o.superseded_at IS NULL
  ORDER BY o.version_no DESC LIMIT 1)`;

const SOURCES: Record<ReportSource, SourceSql> = {
  // The products held at locations: placements not archived, at locations not archived (the status pages).
  placements: {
    from: ({ scope }, joins) => sql`location_products lp
      JOIN locations l ON l.company_id = lp.company_id AND l.id = lp.location_id AND NOT l.archived
      JOIN products p ON p.company_id = lp.company_id AND p.id = lp.product_id
      ${joins}
      WHERE lp.company_id = ${scope.companyId} AND NOT lp.archived AND ${locationInScope(scope, sql`lp.location_id`)}`,
    key: sql`lp.id`,
    joins: { sheet: CURRENT_SHEET(sql`lp.company_id`, sql`lp.product_id`) },
    columns: {
      // Ordered by the product's lower-case name the placement keeps (location_products_name_order_idx).
      product: { expr: sql`p.name`, orderBy: sql`lp.product_name_lower`, orderIndex: "asc" },
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
    from: ({ scope }, joins) => sql`sds_documents d
      ${joins}
      WHERE d.company_id = ${scope.companyId} AND d.superseded_by_id IS NULL AND NOT d.pending
        AND ${productInScope(scope, sql`d.product_id`)}`,
    key: sql`d.id`,
    columns: {
      // Ordered by the kept lower-case label (sds_documents_company_label_idx holds the current sheets by it).
      product: { expr: sql`d.label`, orderBy: sql`d.label_lower`, orderIndex: "asc" },
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
    from: ({ scope }, joins) => sql`sds_actions a
      LEFT JOIN users u ON u.company_id = a.company_id AND u.id = a.assignee_id
      LEFT JOIN locations l ON l.company_id = a.company_id AND l.id = a.location_id
      LEFT JOIN products p ON p.company_id = a.company_id AND p.id = a.product_id
      ${joins}
      WHERE a.company_id = ${scope.companyId}
        AND (a.location_id IS NULL OR ${locationInScope(scope, sql`a.location_id`)})
        AND (a.product_id IS NULL OR ${productInScope(scope, sql`a.product_id`)})`,
    key: sql`a.id`,
    columns: {
      // Ordered by the lower-case title an index holds (sds_actions_company_title_idx), not a sort of every title.
      title: { expr: sql`a.title`, orderBy: sql`lower(a.title)`, orderIndex: "asc" },
      status: { expr: sql`a.status` },
      origin: { expr: sql`a.origin` },
      due_date: { expr: sql`a.due_date` },
      assignee: { expr: sql`u.name` },
      location: { expr: sql`l.name` },
      product: { expr: sql`p.name` },
      created: { expr: day(sql`a.created_at`) },
      completed: { expr: day(sql`a.completed_at`) },
    },
  },
  // Chemical approval requests, not archived, as the requests list shows them: approval admins and board
  // members see every request of the company (the list's "all"), anyone else their own and those they
  // evaluate. The requests list does not limit by top nodes, so neither does this.
  approvals: {
    from: ({ scope, userId, approvalsAll }, joins) => sql`product_requests r
      LEFT JOIN users u ON u.company_id = r.company_id AND u.id = r.requester_id
      LEFT JOIN chemical_board_groups g ON g.company_id = r.company_id AND g.id = r.board_group_id
      ${joins}
      WHERE r.company_id = ${scope.companyId} AND NOT r.archived
        AND ${
          approvalsAll
            ? sql`true`
            : sql`(r.requester_id = ${userId} OR EXISTS (
                SELECT 1 FROM product_request_evaluations e
                WHERE e.company_id = r.company_id AND e.request_id = r.id AND e.member_id = ${userId}))`
        }`,
    key: sql`r.id`,
    columns: {
      product: { expr: sql`r.name` },
      status: { expr: sql`r.status` },
      supplier: { expr: sql`r.supplier` },
      cas_no: { expr: sql`r.cas_nr` },
      // The locations asked for, by name (a request names a few).
      location: {
        expr: sql`(SELECT string_agg(l.name, ', ' ORDER BY l.name_lower, l.id)
          FROM product_request_locations prl
          JOIN locations l ON l.company_id = prl.company_id AND l.id = prl.location_id
          WHERE prl.company_id = r.company_id AND prl.request_id = r.id)`,
      },
      requester: { expr: sql`u.name` },
      board: { expr: sql`g.name` },
      created: { expr: day(sql`r.created_at`) },
      submitted: { expr: day(sql`r.submitted_at`) },
      concluded: { expr: day(sql`r.concluded_at`) },
      updated: { expr: day(sql`r.updated_at`) },
    },
  },
  // Risk assessments: the latest version of each document in the caller's scope (at a location inside the top
  // nodes, or at none), as the documents list shows them, with the approval and review dates of the version in
  // force (the latest approved one not superseded).
  risk_assessments: {
    from: ({ scope }, joins) => sql`smartform_documents d
      LEFT JOIN locations l ON l.company_id = d.company_id AND l.id = d.location_id
      LEFT JOIN smartform_templates t ON t.company_id = d.company_id AND t.id = d.template_id
      ${joins}
      WHERE d.company_id = ${scope.companyId} AND d.document_type = ${DOCUMENT_TYPES.risk_assessment}
        AND d.is_latest AND (d.location_id IS NULL OR ${locationInScope(scope, sql`d.location_id`)})`,
    key: sql`d.id`,
    columns: {
      title: { expr: sql`d.title` },
      location: { expr: sql`l.name` },
      status: {
        expr: sql`(CASE d.status ${sql.join(
          Object.entries(RISK_STATUS).map(
            ([name, id]) => sql`WHEN ${sql.raw(String(id))} THEN ${name}::text`,
          ),
          sql` `,
        )} END)`,
      },
      version: { expr: sql`d.version_no::float8` },
      approved: { expr: inForce(sql`o.approved_at`, (at) => day(at)) },
      review_due: { expr: inForce(sql`o.review_due`, isoDate) },
      // The products the assessment names (its product and control-banding fields).
      products: {
        expr: sql`(SELECT string_agg(DISTINCT p.name, ', ' ORDER BY p.name)
          FROM smartform_field_connections fc
          JOIN products p ON p.company_id = fc.company_id AND p.id = fc.product_id
          WHERE fc.company_id = d.company_id AND fc.document_id = d.id)`,
      },
      template: { expr: sql`t.name` },
      updated: { expr: day(sql`d.updated_at`) },
    },
  },
  // Exposure records, not voided, as the register's records list shows them: keepers and readers read
  // everyone's at the locations of their top nodes; a person the register applies to reads only their own,
  // wherever they were made. Product, sheet version and location are the record's snapshot (as they were).
  exposure: {
    from: ({ scope, userId, exposureAll }, joins) => sql`exposure_instances i
      LEFT JOIN users u ON u.company_id = i.company_id AND u.id = i.person_id
      ${joins}
      WHERE i.company_id = ${scope.companyId} AND i.voided_at IS NULL
        AND ${exposureAll ? locationInScope(scope, sql`i.location_id`) : sql`i.person_id = ${userId}`}`,
    key: sql`i.id`,
    columns: {
      date: { expr: day(sql`i.started_at`), orderBy: sql`i.started_at` },
      person: { expr: sql`u.name` },
      product: { expr: sql`i.snapshot->'product'->>'name'` },
      sds_version: { expr: sql`i.snapshot->'sds'->>'version'` },
      location: { expr: sql`i.snapshot->'location'->>'path'` },
      duration: { expr: sql`i.duration_minutes::float8` },
      // The routes' names, from the record's bits (in the register's order).
      routes: {
        expr: sql`array_to_string(ARRAY[${sql.join(
          EXPOSURE_ROUTES.map(
            (route, bit) =>
              sql`CASE WHEN i.routes & ${sql.raw(String(1 << bit))} <> 0 THEN ${route}::text END`,
          ),
          sql`, `,
        )}], ', ')`,
      },
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

/**
 * The joins the definition needs, by what uses them: its filters and grouping always (they decide which rows
 * there are), its order when `forOrder`, its shown columns when `forColumns`. Every join is a LEFT JOIN
 * LATERAL of at most one row, so leaving out one that nothing filters on never changes which rows there are:
 * a count or a page's keys read without the sheet of every row.
 */
function joinsOf(
  definition: ReportDefinition,
  { forColumns, forOrder }: { forColumns: boolean; forOrder: boolean },
): SQL {
  const source = SOURCES[definition.source];
  const used = [
    ...(forColumns ? definition.columns : []),
    ...definition.filters.map((f) => f.column),
    definition.group_by,
    forOrder ? (definition.order_by ?? DEFAULT_ORDER[definition.source].column) : null,
  ].filter((key): key is string => typeof key === "string");
  const needed = new Set(used.map((key) => source.columns[key]?.join).filter((join) => join !== undefined));
  return sql.join(
    Object.entries(source.joins ?? {})
      .filter(([name]) => needed.has(name))
      .map(([, join]) => join),
    sql` `,
  );
}

const ALL_JOINS = { forColumns: true, forOrder: true };

/**
 * The ORDER BY of a plain (ungrouped) run: the chosen column, or the source's natural order (DEFAULT_ORDER:
 * "ascending" keeps it, "descending" reverses it); texts without regard to case, nulls last; the key breaks
 * ties. A column ordered by an indexed value (orderBy) names its NULLS as the index does, key included.
 */
function orderOf(definition: ReportDefinition): SQL {
  const source = SOURCES[definition.source];
  const natural = DEFAULT_ORDER[definition.source];
  const key = definition.order_by ?? natural.column;
  const flip = definition.order_by === null && natural.dir === "desc";
  const descending = (definition.order_dir === "desc") !== flip;
  const dir = descending ? sql`DESC` : sql`ASC`;
  const column = source.columns[key];
  if (!column) throw new Error(`custom report column without SQL: ${definition.source}.${key}`);
  if (column.orderBy) {
    const nullsLast = column.orderIndex === "asc" ? !descending : descending;
    const nulls = nullsLast ? sql`NULLS LAST` : sql`NULLS FIRST`;
    return sql`${column.orderBy} ${dir} ${nulls}, ${source.key} ${dir} ${nulls}`;
  }
  const text = columnOf(definition.source, key)!.kind === "text";
  return sql`${text ? sql`lower(${column.expr})` : column.expr} ${dir} NULLS LAST, ${source.key} ${dir}`;
}

/**
 * The report's query without LIMIT: its rows (or groups) as `c0, c1, …` in the result columns' order,
 * filtered and ordered (nulls last; the key breaks ties, so pages never overlap or skip). The export reads it
 * whole, through a cursor.
 */
export function reportQuery(viewer: ReportViewer, definition: ReportDefinition): SQL {
  const source = SOURCES[definition.source];
  const from = source.from(viewer, joinsOf(definition, ALL_JOINS));
  const where = definition.filters.map((filter) => sql` AND ${condition(definition.source, filter)}`);
  if (definition.group_by !== null) return groupedQuery(definition, from, where);
  return sql`SELECT ${selectedOf(definition)} FROM ${from}${sql.join(where)} ORDER BY ${orderOf(definition)}`;
}

function groupedQuery(definition: ReportDefinition, from: SQL, where: SQL[]): SQL {
  const group = expressionOf(definition.source, definition.group_by!);
  const dir = definition.order_dir === "desc" ? sql`DESC` : sql`ASC`;
  const order = definition.order_by === "count" ? sql`c1 ${dir}, c0 ASC` : sql`c0 ${dir} NULLS LAST`;
  return sql`SELECT ${group} AS c0, count(*)::int AS c1 FROM ${from}${sql.join(where)} GROUP BY 1 ORDER BY ${order}`;
}

const selectedOf = (definition: ReportDefinition): SQL =>
  sql.join(
    resultColumns(definition).map(
      (column, index) => sql`${expressionOf(definition.source, column.key)} AS ${sql.raw(`c${index}`)}`,
    ),
    sql`, `,
  );

/**
 * A page of the report (`limit` rows after `offset`). A plain run finds the page's keys first, reading only
 * what its filters and order need, and only then the shown columns of those rows: with OFFSET, PostgreSQL
 * works out every skipped row as it passes, so page 1,000 would otherwise read the sheet (or the assessment's
 * version in force) of the 99,900 rows before it.
 */
export function reportPage(
  viewer: ReportViewer,
  definition: ReportDefinition,
  limit: number,
  offset: number,
): SQL {
  if (definition.group_by !== null)
    return sql`${reportQuery(viewer, definition)} LIMIT ${limit} OFFSET ${offset}`;
  const source = SOURCES[definition.source];
  const where = sql.join(
    definition.filters.map((filter) => sql` AND ${condition(definition.source, filter)}`),
  );
  const order = orderOf(definition);
  const keys = sql`SELECT ${source.key} FROM ${source.from(viewer, joinsOf(definition, { forColumns: false, forOrder: true }))}${where}
    ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
  // The keys as an array (read once), so the rows are fetched by their key's index.
  return sql`SELECT ${selectedOf(definition)} FROM ${source.from(viewer, joinsOf(definition, ALL_JOINS))}
    AND ${source.key} = ANY(ARRAY(${keys})) ORDER BY ${order}`;
}

/** How many rows (or groups) the report has, counted up to `cap` (without ordering or reading columns). */
export function reportCount(viewer: ReportViewer, definition: ReportDefinition, cap: number): SQL {
  const source = SOURCES[definition.source];
  const from = source.from(viewer, joinsOf(definition, { forColumns: false, forOrder: false }));
  const where = definition.filters.map((filter) => sql` AND ${condition(definition.source, filter)}`);
  const group =
    definition.group_by !== null
      ? sql` GROUP BY ${expressionOf(definition.source, definition.group_by)}`
      : sql``;
  return sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from}${sql.join(where)}${group} LIMIT ${cap}) x`;
}
