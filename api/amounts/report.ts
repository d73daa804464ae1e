import { sql, type SQL } from "drizzle-orm";
import {
  HAZARD_CATEGORIES,
  NO_CATEGORY,
  categoryCodePairs,
  type ReportCategory,
} from "../../core/amounts/categories";
import {
  DENSITY_MAX,
  DENSITY_MIN,
  DENSITY_NUMBER,
  DENSITY_UNIT,
  PER_THOUSAND_UNITS,
  UNIT_CONVERSIONS,
  convertAmount,
} from "../../core/amounts/conversion";
import type { Database } from "../../db/client";
import { locationInScope, type LocationScope } from "../locations/scope";
import type { AmountReport, AmountRow, AmountTotals, CategoryTotal } from "./schemas";

/**
 * The amount report's queries: the placements (a product held at a location, not archived, at a location
 * not archived) of the caller's scope or of a chosen location's subtree, each with its product's current
 * sheet (the newest current one: its hazard statements give the categories, its section 9 the density).
 * The totals are added up by PostgreSQL (per product and unit first, then per category), never by reading
 * every placement into the API, and only when asked for; a page and an export read rows in the index's
 * order (product name).
 */
export interface AmountFilters {
  locationId?: number;
  category?: ReportCategory;
}

const PAIRS = categoryCodePairs();
const CATEGORY_CODES_SQL = sql`unnest(${sql.param(PAIRS.map((pair) => pair.code))}::text[],
  ${sql.param(PAIRS.map((pair) => pair.category))}::text[]) AS m(code, category)`;

const UNITS = Object.entries(UNIT_CONVERSIONS);
const UNITS_SQL = sql`unnest(${sql.param(UNITS.map(([unit]) => unit))}::text[],
  ${sql.param(UNITS.map(([, rule]) => rule.kind))}::text[],
  ${sql.param(UNITS.map(([, rule]) => rule.factor))}::float8[]) AS u(unit, kind, factor)`;

/**
 * The density of a sheet in g/cm³, read as core/amounts/conversion.ts reads it (densityFromText): the
 * record's number, else the first number of the text (the record's, else the read sheet's section 9), a
 * thousandth for kg/m³ and g/L; outside the plausible range, none.
 */
const DENSITY_SQL = sql`(SELECT CASE WHEN v BETWEEN ${DENSITY_MIN} AND ${DENSITY_MAX} THEN v END FROM (
    SELECT CASE
      WHEN jsonb_typeof(d.physical -> 'density') = 'number' THEN (d.physical ->> 'density')::float8
      ELSE (SELECT replace(dm[1], ',', '.')::float8
               / CASE WHEN dm[2] = ANY(${sql.param([...PER_THOUSAND_UNITS])}::text[]) THEN 1000 ELSE 1 END
            FROM regexp_match(lower(coalesce(d.physical ->> 'density', d.facts -> 'physical' ->> 'density')),
              ${DENSITY_NUMBER + DENSITY_UNIT}) AS dm)
    END AS v) AS dv)`;

/** The product's current sheet (the newest): its density and categories. */
const SHEET_SQL = (productId: SQL, companyId: number) => sql`LEFT JOIN LATERAL (
    SELECT ${DENSITY_SQL} AS density,
      ARRAY(SELECT DISTINCT m.category
        FROM unnest(d.hazard_statements) AS st
        CROSS JOIN LATERAL regexp_matches(regexp_replace(upper(st), 'EUH[0-9]{3}', '', 'g'), 'H[0-9]{3}', 'g') AS hc(found)
        JOIN ${CATEGORY_CODES_SQL} ON m.code = hc.found[1]) AS categories
    FROM sds_documents d
    WHERE d.company_id = ${companyId} AND d.product_id = ${productId}
      AND d.superseded_by_id IS NULL AND NOT d.pending
    ORDER BY d.id DESC
    LIMIT 1
  ) s ON true`;

/** The placements of the filters' locations (the chosen location's subtree, else the scope). */
function placements(scope: LocationScope, filters: AmountFilters): SQL {
  const where =
    filters.locationId !== undefined
      ? sql`lp.location_id IN (SELECT id FROM location_subtree(${scope.companyId}, ARRAY[${filters.locationId}]::int[]))`
      : locationInScope(scope, sql`lp.location_id`);
  return sql`SELECT lp.id, lp.product_id, lp.location_id, lp.amount::float8 AS amount, lp.unit,
      lp.product_name_lower, l.name AS location_name
    FROM location_products lp
    JOIN locations l ON l.company_id = lp.company_id AND l.id = lp.location_id AND NOT l.archived
    WHERE lp.company_id = ${scope.companyId} AND NOT lp.archived AND ${where}`;
}

function categoryCondition(category: ReportCategory | undefined): SQL {
  if (category === undefined) return sql`true`;
  if (category === NO_CATEGORY) return sql`cardinality(coalesce(s.categories, '{}')) = 0`;
  return sql`${category} = ANY(s.categories)`;
}

type RowRecord = {
  id: number;
  product_id: number;
  location_id: number;
  amount: number | null;
  unit: string | null;
  product_name_lower: string;
  location_name: string;
  name: string;
  supplier: string;
  density: number | null;
  categories: string[] | null;
};

const ORDER = HAZARD_CATEGORIES as readonly string[];

function present(row: RowRecord): AmountRow {
  const amount = row.amount === null ? null : Number(row.amount);
  const density = row.density === null ? null : Number(row.density);
  const categories = (row.categories ?? []).slice().sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
  return {
    placement_id: row.id,
    product: { id: row.product_id, name: row.name, supplier: row.supplier },
    location: { id: row.location_id, name: row.location_name },
    amount,
    unit: row.unit,
    density,
    ...convertAmount(amount, row.unit, density),
    categories: categories.length > 0 ? (categories as ReportCategory[]) : [NO_CATEGORY],
  };
}

function selectRows(db: Database, scope: LocationScope, filters: AmountFilters, tail: SQL) {
  return db.execute<RowRecord>(sql`
    SELECT b.*, p.name, p.supplier, s.density, s.categories
    FROM (${placements(scope, filters)}) b
    JOIN products p ON p.company_id = ${scope.companyId} AND p.id = b.product_id
    ${SHEET_SQL(sql`b.product_id`, scope.companyId)}
    WHERE ${categoryCondition(filters.category)}
    ${tail}`);
}

/**
 * How many placements the page's filters list. The whole company without filters is the count the
 * database keeps (product_counts.listed_placements: not archived, at a location that is not archived, the
 * rows this report lists), one row read; a location, a top-node scope or a category counts its rows.
 */
async function countRows(db: Database, scope: LocationScope, filters: AmountFilters): Promise<number> {
  if (filters.category === undefined && filters.locationId === undefined && scope.roots === null) {
    const kept = await db.execute<{ n: number }>(sql`
      SELECT listed_placements AS n FROM product_counts WHERE company_id = ${scope.companyId}`);
    return kept.rows[0]?.n ?? 0;
  }
  const count =
    filters.category === undefined
      ? await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM (${placements(scope, filters)}) b`)
      : await db.execute<{ n: number }>(sql`
          SELECT count(*)::int AS n FROM (${placements(scope, filters)}) b
          ${SHEET_SQL(sql`b.product_id`, scope.companyId)}
          WHERE ${categoryCondition(filters.category)}`);
  return count.rows[0]?.n ?? 0;
}

/**
 * A page of placements in product-name order, and the totals of the filters' locations when `withTotals`.
 * The totals read every placement of those locations and each product's sheet (seconds at 150,000
 * placements), so a page leaves them out unless they are asked for (docs/decisions/062-amount-totals-on-request.md).
 */
export async function amountReport(
  db: Database,
  scope: LocationScope,
  filters: AmountFilters,
  page: number,
  limit: number,
  withTotals = false,
): Promise<AmountReport> {
  const [rows, total, totals] = await Promise.all([
    selectRows(
      db,
      scope,
      filters,
      sql`ORDER BY b.product_name_lower, b.product_id, b.location_id LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
    ),
    countRows(db, scope, filters),
    withTotals ? amountTotals(db, scope, { locationId: filters.locationId }) : Promise.resolve(null),
  ]);
  return {
    data: rows.rows.map(present),
    totals,
    meta: { total, page, limit },
  };
}

/**
 * Every placement of the filters up to `max` + 1 (the export), a thousand at a time, each batch starting
 * after the last row of the one before (the name order's key), so a late batch costs what the first does.
 */
export async function* amountRows(
  db: Database,
  scope: LocationScope,
  filters: AmountFilters,
  max: number,
): AsyncGenerator<AmountRow> {
  const batch = 1000;
  let after: RowRecord | null = null;
  for (let read = 0; read <= max; read += batch) {
    const last: RowRecord | null = after;
    const from = last
      ? sql`AND (b.product_name_lower, b.product_id, b.location_id) > (${last.product_name_lower}, ${last.product_id}, ${last.location_id})`
      : sql``;
    const { rows } = await selectRows(
      db,
      scope,
      filters,
      sql`${from} ORDER BY b.product_name_lower, b.product_id, b.location_id LIMIT ${Math.min(batch, max + 1 - read)}`,
    );
    for (const row of rows) yield present(row);
    if (rows.length < batch) return;
    after = rows[rows.length - 1] ?? null;
  }
}

type TotalRecord = {
  category: string;
  products: number;
  placements: number;
  kg: number | null;
  litres: number | null;
  pieces: number | null;
};

/**
 * The totals per category and of all, added up by PostgreSQL: the placements' amounts per product and
 * unit, converted with the product's sheet (as convertAmount does), then per category of the product.
 */
export async function amountTotals(
  db: Database,
  scope: LocationScope,
  filters: AmountFilters,
): Promise<AmountTotals> {
  const { rows } = await db.execute<TotalRecord>(sql`
    WITH per AS (
      SELECT b.product_id, b.unit, sum(b.amount) AS amount, count(*)::int AS n
      FROM (${placements(scope, filters)}) b
      WHERE b.amount IS NOT NULL
      GROUP BY b.product_id, b.unit
    ), conv AS (
      SELECT per.product_id, per.n,
        CASE WHEN cardinality(coalesce(s.categories, '{}')) > 0 THEN s.categories ELSE ARRAY[${NO_CATEGORY}] END AS categories,
        CASE u.kind WHEN 'mass' THEN per.amount * u.factor WHEN 'volume' THEN per.amount * u.factor * s.density END AS kg,
        CASE WHEN u.kind = 'volume' AND s.density IS NULL THEN per.amount * u.factor END AS litres,
        CASE WHEN u.kind = 'count' THEN per.amount END AS pieces
      FROM per
      LEFT JOIN ${UNITS_SQL} ON u.unit = per.unit
      ${SHEET_SQL(sql`per.product_id`, scope.companyId)}
    )
    SELECT cat AS category, count(DISTINCT conv.product_id)::int AS products, sum(conv.n)::int AS placements,
      sum(conv.kg)::float8 AS kg, sum(conv.litres)::float8 AS litres, sum(conv.pieces)::float8 AS pieces
    FROM conv CROSS JOIN LATERAL unnest(conv.categories) AS cat
    GROUP BY cat
    UNION ALL
    SELECT '', count(DISTINCT conv.product_id)::int, coalesce(sum(conv.n), 0)::int,
      sum(conv.kg)::float8, sum(conv.litres)::float8, sum(conv.pieces)::float8
    FROM conv`);
  const total = (row: TotalRecord | undefined) => ({
    products: row?.products ?? 0,
    placements: row?.placements ?? 0,
    kg: Number(row?.kg ?? 0),
    litres_without_density: Number(row?.litres ?? 0),
    pieces: Number(row?.pieces ?? 0),
  });
  const byCategory = new Map(rows.map((row) => [row.category, row]));
  const categories: CategoryTotal[] = [...HAZARD_CATEGORIES, NO_CATEGORY]
    .filter((category) => byCategory.has(category))
    .map((category) => ({ category, ...total(byCategory.get(category)) }));
  return { categories, all: total(byCategory.get("")) };
}

/** Whether the company holds any product with an amount (the onboarding check). */
export async function companyHasAmounts(db: Database, companyId: number): Promise<boolean> {
  const { rows } = await db.execute(sql`
    SELECT 1 FROM location_products lp
    WHERE lp.company_id = ${companyId} AND NOT lp.archived AND lp.amount IS NOT NULL LIMIT 1`);
  return rows.length > 0;
}
