import { sql, type SQL } from "drizzle-orm";
import type { LegislationList } from "../../core/legislation/lists";
import type { Database } from "../../db/client";
import { pageTotal } from "../page-total";
import {
  fewProductsInScope,
  isLocationInScope,
  productInScopeKept,
  productIdIn,
  type LocationScope,
} from "../locations/scope";
import type { HitPage, LegislationHit, LegislationListInfo, LegislationProductPage } from "./schemas";

/**
 * Reading the kept screening (legislation_hits): a page of hits, every hit for an export, the products on
 * the lists, the lists a company uses. Only entries in force today count; a user limited to top nodes sees
 * the products held there (and those held nowhere), and a location filter keeps the products held at that
 * location or below it.
 */
export interface HitFilters {
  list?: LegislationList;
  locationId?: number;
}

const IN_FORCE = sql`(e.valid_from IS NULL OR e.valid_from <= current_date::text)
  AND (e.valid_until IS NULL OR current_date::text < e.valid_until)`;

/** Whether a location filter is the caller's to use (none is). */
export async function locationFilterVisible(
  db: Database,
  scope: LocationScope,
  locationId: number | undefined,
): Promise<boolean> {
  return locationId === undefined || isLocationInScope(db, scope, locationId);
}

/**
 * The filters as a statement asks them: `few` names a limited scope's products when it holds few of them
 * (`fewProductsInScope`), so that a page of the whole company reads those products' hits by their index
 * instead of walking every product in name order for the few in scope (the planner cannot tell how few the
 * kept scope sets hold: 71,000 buffers for a top node of 1,000 products at the bench's large size). With a
 * location, those hits are then asked whether their product is held there, rather than walking every product
 * held there for the few of the scope.
 */
interface HitQuery extends HitFilters {
  few?: readonly number[] | null;
}

async function queryOf(db: Database, scope: LocationScope, filters: HitFilters): Promise<HitQuery> {
  if (scope.roots === null) return filters;
  return { ...filters, few: await fewProductsInScope(db, scope) };
}

function conditions(scope: LocationScope, filters: HitQuery): SQL {
  const parts: SQL[] = [
    sql`h.company_id = ${scope.companyId}`,
    IN_FORCE,
    filters.few ? productIdIn(filters.few, sql`h.product_id`) : productInScopeKept(scope, sql`h.product_id`),
  ];
  if (filters.list) parts.push(sql`h.list_code = ${filters.list}`);
  if (filters.locationId !== undefined) {
    parts.push(sql`h.product_id IN (${heldAtOrBelow(scope.companyId, filters.locationId)})`);
  }
  return sql.join(parts, sql` AND `);
}

/**
 * The products held (not archived) at a location or below it: one range of location_held_products (kept by
 * triggers on the placements and the locations), whatever the size of the subtree, instead of a walk of the
 * subtree and a probe of each of its locations' placements (2,000 and 3,000 buffers for the bench's site).
 */
function heldAtOrBelow(companyId: number, locationId: number): SQL {
  return sql`SELECT held.product_id FROM location_held_products held
    WHERE held.company_id = ${companyId} AND held.location_id = ${locationId} AND held.held`;
}

const FROM = sql`legislation_hits h
  JOIN products p ON p.company_id = h.company_id AND p.id = h.product_id
  JOIN legislation_entries e ON e.id = h.entry_id`;

/**
 * The same rows for a scope that names its few products: each hit's product read by its key (OFFSET 0 keeps
 * the planner from hashing all the company's products to name a few hundred hits, as it otherwise does).
 */
const FEW_FROM = sql`legislation_hits h
  JOIN legislation_entries e ON e.id = h.entry_id
  CROSS JOIN LATERAL (
    SELECT p.id, p.name, p.supplier, p.name_lower FROM products p
    WHERE p.company_id = h.company_id AND p.id = h.product_id
    OFFSET 0) p`;

/**
 * What a count reads: no products, since nothing asks about them (the scope and a location are asked of the
 * hit's product id) and every hit's product is the company's.
 */
const COUNT_FROM = sql`legislation_hits h JOIN legislation_entries e ON e.id = h.entry_id`;

type HitRow = {
  product_id: number;
  product_name: string;
  supplier: string;
  list_code: LegislationList;
  ref: string;
  entry_name: string;
  reason: string;
  date: string | null;
  link: string | null;
  detail: string | null;
  substance: string;
  matched_by: "cas" | "ec" | "name";
};

const present = (row: HitRow): LegislationHit => ({
  product: { id: row.product_id, name: row.product_name, supplier: row.supplier },
  list: row.list_code,
  entry: {
    ref: row.ref,
    name: row.entry_name,
    reason: row.reason,
    date: row.date,
    link: row.link,
    detail: row.detail,
  },
  substance: row.substance,
  matched_by: row.matched_by,
});

const HIT_COLUMNS = sql`h.product_id, p.name AS product_name, p.supplier, h.list_code, e.ref,
  e.name AS entry_name, e.reason, e.date, e.link, e.detail, h.substance, h.matched_by`;

/**
 * A page of hits in product name order. A location's page walks its held products in name order from
 * location_held_products (name, product) and reads each one's hits until the page is full (an incremental
 * sort puts a product's few hits in order), rather than reading and sorting every hit of the subtree; the
 * kept name is the placements' copy of the product's, so the order is the products' own.
 */
function selectHits(
  db: Database,
  scope: LocationScope,
  filters: HitQuery,
  limit: number,
  offset: number,
  total: SQL = sql``,
) {
  if (filters.locationId !== undefined && !filters.few) {
    return db.execute<HitRow & { total?: number }>(sql`
      SELECT ${HIT_COLUMNS}${total}
      FROM location_held_products held
        JOIN legislation_hits h ON h.company_id = held.company_id AND h.product_id = held.product_id
        JOIN products p ON p.company_id = h.company_id AND p.id = h.product_id
        JOIN legislation_entries e ON e.id = h.entry_id
      WHERE held.company_id = ${scope.companyId} AND held.location_id = ${filters.locationId} AND held.held
        AND ${conditions(scope, { list: filters.list })}
      ORDER BY held.name_lower, held.product_id, h.list_code, e.ref, e.id
      LIMIT ${limit} OFFSET ${offset}`);
  }
  return db.execute<HitRow & { total?: number }>(sql`
    SELECT ${HIT_COLUMNS}${total}
    FROM ${filters.few ? FEW_FROM : FROM}
    WHERE ${conditions(scope, filters)}
    ORDER BY p.name_lower, p.id, h.list_code, e.ref, e.id
    LIMIT ${limit} OFFSET ${offset}`);
}

/**
 * How many hits the filters have. A caller who sees the whole company, without a location, reads the kept
 * count per entry (legislation_entry_counts, kept by triggers on the hits, with the days the entry is in
 * force) for the entries in force today: a row per entry instead of every hit. Anyone else counts the hits of their scope.
 */
function countHits(scope: LocationScope, filters: HitQuery): SQL {
  if (scope.roots === null && filters.locationId === undefined) {
    return sql`
      SELECT coalesce(sum(c.hits), 0)::int AS n
      FROM legislation_entry_counts c
      WHERE c.company_id = ${scope.companyId} AND c.days @> current_date
        ${filters.list ? sql`AND c.list_code = ${filters.list}` : sql``}`;
  }
  return sql`SELECT count(*)::int AS n FROM ${COUNT_FROM} WHERE ${conditions(scope, filters)}`;
}

/** A page of hits and their total in one statement (`pageTotal`). */
export async function hitPage(
  db: Database,
  scope: LocationScope,
  filters: HitFilters,
  page: number,
  limit: number,
): Promise<HitPage> {
  const query = await queryOf(db, scope, filters);
  const count = countHits(scope, query);
  const { rows } = await selectHits(db, scope, query, limit, (page - 1) * limit, sql`, (${count}) AS total`);
  return { data: rows.map(present), meta: { total: await pageTotal(db, rows, page, count), page, limit } };
}

/** Every hit of the filters up to `max` + 1 (the export), read a thousand at a time. */
export async function* hitRows(
  db: Database,
  scope: LocationScope,
  filters: HitFilters,
  max: number,
): AsyncGenerator<LegislationHit> {
  const batch = 1000;
  const query = await queryOf(db, scope, filters);
  for (let offset = 0; offset <= max; offset += batch) {
    const { rows } = await selectHits(db, scope, query, Math.min(batch, max + 1 - offset), offset);
    for (const row of rows) yield present(row);
    if (rows.length < batch) return;
  }
}

/** The products on the lists (one row per product, the lists it is on), in name order. */
export async function productPage(
  db: Database,
  scope: LocationScope,
  filters: HitFilters,
  page: number,
  limit: number,
): Promise<LegislationProductPage> {
  const where = conditions(scope, filters);
  const [rows, count] = await Promise.all([
    db.execute<{ id: number; name: string; supplier: string; lists: LegislationList[]; hits: number }>(sql`
      SELECT p.id, p.name, p.supplier, array_agg(DISTINCT h.list_code ORDER BY h.list_code) AS lists,
        count(*)::int AS hits
      FROM ${FROM}
      WHERE ${where}
      GROUP BY p.id, p.name, p.supplier, p.name_lower
      ORDER BY p.name_lower, p.id
      LIMIT ${limit} OFFSET ${(page - 1) * limit}`),
    // One list, the whole company: the list's kept count (a product on several lists counts once, so the
    // products on any list are still counted from the hits).
    scope.roots === null && filters.locationId === undefined && filters.list
      ? db.execute<{ n: number }>(sql`
          SELECT coalesce(sum(c.products), 0)::int AS n FROM legislation_list_counts c
          WHERE c.company_id = ${scope.companyId} AND c.list_code = ${filters.list} AND c.days @> current_date`)
      : db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM (
            SELECT DISTINCT h.product_id FROM ${COUNT_FROM} WHERE ${where}) listed`,
        ),
  ]);
  return { data: rows.rows, meta: { total: count.rows[0]?.n ?? 0, page, limit } };
}

/**
 * How many of the caller's products are on each list today, per list code. A caller who sees the whole
 * company reads the kept counts (legislation_list_counts: per list and set of days, the products on the list
 * those days; kept by triggers on the hits), the rows whose days hold today. A caller limited to top nodes
 * counts the products of their scope, in list and product order from the index on (company, list, product,
 * entry).
 */
function listProductCounts(scope: LocationScope): SQL {
  if (scope.roots === null) {
    return sql`
      SELECT c.list_code AS code, sum(c.products)::int AS product_count
      FROM legislation_list_counts c
      WHERE c.company_id = ${scope.companyId} AND c.days @> current_date
      GROUP BY c.list_code`;
  }
  return sql`
    SELECT h.list_code AS code, count(DISTINCT h.product_id)::int AS product_count
    FROM ${FROM}
    WHERE ${conditions(scope, {})}
    GROUP BY h.list_code`;
}

/**
 * The list versions the company screens against, with how many of the caller's products are on each: one
 * statement, as every statement costs the app a round trip.
 */
export async function listsOf(db: Database, scope: LocationScope): Promise<LegislationListInfo[]> {
  const { rows } = await db.execute<LegislationListInfo>(sql`
    SELECT v.list_code AS code, v.version_date, v.file_name, v.entry_count,
      v.owner_company_id IS NOT NULL AS imported,
      to_char(v.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS loaded_at,
      coalesce(counts.product_count, 0)::int AS product_count
    FROM legislation_list_versions v
      LEFT JOIN (${listProductCounts(scope)}) counts ON counts.code = v.list_code
    WHERE v.id IN (SELECT version_id FROM legislation_versions_of(${scope.companyId}))
    ORDER BY array_position(ARRAY['svhc', 'annex-xiv', 'annex-xvii', 'clp-cmr'], v.list_code)`);
  return rows;
}

/** Whether any product of the company is on a list today (the onboarding check). */
export async function companyHasLegislationHits(db: Database, companyId: number): Promise<boolean> {
  const { rows } = await db.execute(sql`
    SELECT 1 FROM legislation_hits h JOIN legislation_entries e ON e.id = h.entry_id
    WHERE h.company_id = ${companyId} AND ${IN_FORCE} LIMIT 1`);
  return rows.length > 0;
}
