import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pageTotal } from "../page-total";
import type { LegislationList } from "../../core/legislation/lists";
import type { CustomListKind } from "../../core/custom-lists/lists";
import { productInScopeKept, type LocationScope } from "../locations/scope";
import type { CustomHit, CustomHitPage, ProductWithCustomPage, WhatIf } from "./schemas";

/**
 * Screening against the company's custom lists (and its greylist), when read: the lists' entry keys joined
 * to the kept keys of the current sheets (legislation_sheet_keys, an index on company and key), so a change
 * to a list shows at once and nothing is stored per hit. A company's lists are short (at most a hundred
 * lists of two thousand entries), so the join is a few thousand index look-ups whatever the product count.
 * Readers see the products within their top nodes; a location filter keeps those held at or below it.
 */
export interface CustomFilters {
  /** One list; 0 is the greylist. */
  listId?: number;
  locationId?: number;
}

/** Every entry of the company's lists and greylist, as (list, entry, key) rows. */
function entriesOf(companyId: number, listId: number | undefined): SQL {
  const custom = sql`
    SELECT l.id AS list_id, l.name AS list_name, false AS greylist, l.kind, l.phase_out_date,
      e.id AS entry_id, e.name AS entry_name, e.cas, e.ec, e.reason, e.date, e.key
    FROM custom_list_entries e JOIN custom_lists l ON l.company_id = e.company_id AND l.id = e.list_id
    WHERE e.company_id = ${companyId}${listId !== undefined ? sql` AND l.id = ${listId}` : sql``}`;
  // The greylist screens as one more list: banned stays banned, restricted needs approval.
  const greylist = sql`
    SELECT 0 AS list_id, '' AS list_name, true AS greylist,
      CASE g.level WHEN 'banned' THEN 'banned' ELSE 'approval' END AS kind, NULL::text AS phase_out_date,
      g.id AS entry_id, g.name AS entry_name, g.cas, NULL::text AS ec, g.reason,
      to_char(g.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date, 'cas:' || legislation_cas_key(g.cas) AS key
    FROM greylist_entries g WHERE g.company_id = ${companyId}`;
  if (listId === 0) return greylist;
  if (listId !== undefined) return custom;
  return sql`${custom} UNION ALL ${greylist}`;
}

/** The hits: one row per product, list and entry (the best match: CAS, then EC, then name). */
function hitsOf(companyId: number, listId: number | undefined, products?: SQL): SQL {
  return sql`
    SELECT DISTINCT ON (k.product_id, en.list_id, en.entry_id)
      k.product_id, en.*, k.substance, CASE k.kind WHEN 0 THEN 'cas' WHEN 1 THEN 'ec' ELSE 'name' END AS matched_by
    FROM (${entriesOf(companyId, listId)}) en
    JOIN legislation_sheet_keys k ON k.company_id = ${companyId} AND k.key = en.key
    ${products ? sql`WHERE k.product_id IN (${products})` : sql``}
    ORDER BY k.product_id, en.list_id, en.entry_id, k.kind, k.pref, k.substance`;
}

/**
 * Product `product` is held at the filter's location or below it (none: true): one range of the kept
 * location_held_products, which the planner hashes once, rather than a walk of the location's subtree per hit.
 */
function atLocation(scope: LocationScope, filters: CustomFilters, product: SQL): SQL {
  if (filters.locationId === undefined) return sql`true`;
  return sql`${product} IN (
      SELECT held.product_id FROM location_held_products held
      WHERE held.company_id = ${scope.companyId} AND held.location_id = ${filters.locationId} AND held.held)`;
}

function productConditions(scope: LocationScope, filters: CustomFilters): SQL {
  return sql.join(
    [
      sql`p.company_id = ${scope.companyId}`,
      productInScopeKept(scope, sql`p.id`),
      atLocation(scope, filters, sql`p.id`),
    ],
    sql` AND `,
  );
}

/**
 * The hits the caller may see. A caller who sees the whole company needs no look at the products: every kept
 * sheet key is of a product of the company (the sheet triggers keep them); the scope and a location are asked
 * of the hit's product id, from kept sets of products (hashed once).
 */
function scopedHits(scope: LocationScope, filters: CustomFilters): SQL {
  const hits = hitsOf(scope.companyId, filters.listId);
  if (scope.roots === null && filters.locationId === undefined) return hits;
  return sql`SELECT h.* FROM (${hits}) h WHERE ${visibleHit(scope, filters)}`;
}

/** The hit `h` is in the caller's scope and at the filter's location (or below it). */
function visibleHit(scope: LocationScope, filters: CustomFilters): SQL {
  return sql`${productInScopeKept(scope, sql`h.product_id`)} AND ${atLocation(scope, filters, sql`h.product_id`)}`;
}

type HitRow = {
  product_id: number;
  product_name: string;
  supplier: string;
  list_id: number;
  list_name: string;
  greylist: boolean;
  kind: CustomListKind;
  phase_out_date: string | null;
  entry_id: number;
  entry_name: string;
  cas: string | null;
  ec: string | null;
  reason: string;
  date: string | null;
  substance: string;
  matched_by: "cas" | "ec" | "name";
};

const listOf = (row: HitRow) => ({
  id: row.list_id,
  name: row.list_name,
  greylist: row.greylist,
  kind: row.kind,
  phase_out_date: row.phase_out_date,
});
const entryOf = (row: HitRow) => ({
  id: row.entry_id,
  name: row.entry_name,
  cas: row.cas,
  ec: row.ec,
  reason: row.reason,
  date: row.date,
});

const present = (row: HitRow): CustomHit => ({
  product: { id: row.product_id, name: row.product_name, supplier: row.supplier },
  list: listOf(row),
  entry: entryOf(row),
  substance: row.substance,
  matched_by: row.matched_by,
});

function selectHits(
  db: Database,
  scope: LocationScope,
  filters: CustomFilters,
  limit: number,
  offset: number,
  total: SQL = sql``,
) {
  // Each hit's product is read by its key (OFFSET 0 keeps the planner from flattening the lookup into a
  // hash join, which read all the company's products to name a few hundred hits; see decision 073). A
  // scope and a location are asked of the hit's product id first: only the hits shown look up a product.
  return db.execute<HitRow & { total?: number }>(sql`
    SELECT h.*, p.name AS product_name, p.supplier${total}
    FROM (${hitsOf(scope.companyId, filters.listId)}) h
    CROSS JOIN LATERAL (
      SELECT p.id, p.name, p.supplier, p.name_lower FROM products p
      WHERE p.company_id = ${scope.companyId} AND p.id = h.product_id
      OFFSET 0) p
    WHERE ${visibleHit(scope, filters)}
    ORDER BY p.name_lower, p.id, h.greylist, h.list_name, h.entry_name, h.entry_id
    LIMIT ${limit} OFFSET ${offset}`);
}

export async function customHitPage(
  db: Database,
  scope: LocationScope,
  filters: CustomFilters,
  page: number,
  limit: number,
): Promise<CustomHitPage> {
  // The page and its total in one statement (`pageTotal`).
  const count = sql`SELECT count(*)::int AS n FROM (${scopedHits(scope, filters)}) h`;
  const { rows } = await selectHits(
    db,
    scope,
    filters,
    limit,
    (page - 1) * limit,
    sql`, (${count}) AS total`,
  );
  return { data: rows.map(present), meta: { total: await pageTotal(db, rows, page, count), page, limit } };
}

/** Every hit of the filters up to `max` + 1 (the export), read a thousand at a time. */
export async function* customHitRows(
  db: Database,
  scope: LocationScope,
  filters: CustomFilters,
  max: number,
): AsyncGenerator<CustomHit> {
  const batch = 1000;
  for (let offset = 0; offset <= max; offset += batch) {
    const { rows } = await selectHits(db, scope, filters, Math.min(batch, max + 1 - offset), offset);
    for (const row of rows) yield present(row);
    if (rows.length < batch) return;
  }
}

/** How many of the caller's products each list has (list id → count; 0 the greylist). */
export async function productCounts(db: Database, scope: LocationScope): Promise<Map<number, number>> {
  const { rows } = await db.execute<{ list_id: number; n: number }>(sql`
    SELECT h.list_id, count(DISTINCT h.product_id)::int AS n
    FROM (${scopedHits(scope, {})}) h
    GROUP BY h.list_id`);
  return new Map(rows.map((row) => [row.list_id, row.n]));
}

const IN_FORCE = sql`(e.valid_from IS NULL OR e.valid_from <= current_date::text)
  AND (e.valid_until IS NULL OR current_date::text < e.valid_until)`;

/**
 * The products on the legislation lists or the custom lists, one row per product: the legislation lists it
 * is on today, the custom lists, and its number of hits. Product name order.
 */
export async function productWithCustomPage(
  db: Database,
  scope: LocationScope,
  filters: CustomFilters,
  page: number,
  limit: number,
): Promise<ProductWithCustomPage> {
  const company = scope.companyId;
  const both = sql`
    SELECT h.product_id, h.list_code AS code, NULL::int AS list_id, NULL::text AS list_name,
      NULL::boolean AS greylist, NULL::text AS kind
    FROM legislation_hits h JOIN legislation_entries e ON e.id = h.entry_id
    WHERE h.company_id = ${company} AND ${IN_FORCE}
    UNION ALL
    SELECT c.product_id, NULL, c.list_id, c.list_name, c.greylist, c.kind
    FROM (${hitsOf(company, undefined)}) c`;
  const where = productConditions(scope, filters);
  const [rows, count] = await Promise.all([
    db.execute<{
      id: number;
      name: string;
      supplier: string;
      lists: LegislationList[];
      custom_lists: { id: number; name: string; greylist: boolean; kind: CustomListKind }[];
      hits: number;
    }>(sql`
      SELECT p.id, p.name, p.supplier,
        coalesce(array_agg(DISTINCT b.code ORDER BY b.code) FILTER (WHERE b.code IS NOT NULL), '{}') AS lists,
        coalesce(jsonb_agg(DISTINCT jsonb_build_object('id', b.list_id, 'name', b.list_name,
          'greylist', b.greylist, 'kind', b.kind)) FILTER (WHERE b.list_id IS NOT NULL), '[]') AS custom_lists,
        count(*)::int AS hits
      FROM (${both}) b JOIN products p ON p.company_id = ${company} AND p.id = b.product_id
      WHERE ${where}
      GROUP BY p.id, p.name, p.supplier, p.name_lower
      ORDER BY p.name_lower, p.id
      LIMIT ${limit} OFFSET ${(page - 1) * limit}`),
    db.execute<{ n: number }>(sql`
      SELECT count(DISTINCT p.id)::int AS n
      FROM (${both}) b JOIN products p ON p.company_id = ${company} AND p.id = b.product_id
      WHERE ${where}`),
  ]);
  return { data: rows.rows, meta: { total: count.rows[0]?.n ?? 0, page, limit } };
}

/** A request's CAS numbers (its own and those read from its attached sheet) and its product once approved. */
export async function requestCas(
  db: Database,
  companyId: number,
  requestId: number,
): Promise<{ cas: string[]; productId: number | null }> {
  const { rows } = await db.execute<{ cas_nr: string | null; facts: unknown; product_id: number | null }>(sql`
    SELECT cas_nr, attached_sds_facts -> 'cas_numbers' AS facts, product_id
    FROM product_requests WHERE company_id = ${companyId} AND id = ${requestId}`);
  const row = rows[0];
  if (!row) return { cas: [], productId: null };
  const read = Array.isArray(row.facts)
    ? row.facts.filter((value): value is string => typeof value === "string")
    : [];
  return { cas: [...(row.cas_nr ? row.cas_nr.split(/[,;\s]+/) : []), ...read], productId: row.product_id };
}

/**
 * What approving a request would bring in: the legislation entries (in force today, in the company's list
 * versions) and the custom-list entries that the request's substance keys, and its product's kept sheet
 * keys once there is one, are on. Screened when asked: a request is not in the register yet.
 */
export async function whatIf(
  db: Database,
  companyId: number,
  keys: readonly string[],
  productId: number | null,
): Promise<WhatIf["data"]> {
  const offered = sql`
    SELECT key, 0 AS kind_order, '' AS substance FROM unnest(${sql.param([...keys])}::text[]) AS key
    UNION ALL
    SELECT k.key, k.kind, k.substance FROM legislation_sheet_keys k
    WHERE k.company_id = ${companyId} AND k.product_id = ${productId ?? 0}`;
  const [legislation, custom] = await Promise.all([
    db.execute<{
      list: LegislationList;
      ref: string;
      name: string;
      reason: string;
      date: string | null;
      substance: string;
    }>(sql`
      SELECT DISTINCT ON (e.id) v.list_code AS list, e.ref, e.name, e.reason, e.date,
        CASE WHEN o.substance = '' THEN split_part(o.key, ':', 2) ELSE o.substance END AS substance,
        array_position(ARRAY['svhc', 'annex-xiv', 'annex-xvii', 'clp-cmr'], v.list_code) AS list_order
      FROM (${offered}) o
      JOIN legislation_entry_keys ek ON ek.key = o.key
        AND ek.version_id IN (SELECT version_id FROM legislation_versions_of(${companyId}))
      JOIN legislation_entries e ON e.id = ek.entry_id
      JOIN legislation_list_versions v ON v.id = ek.version_id
      WHERE ${IN_FORCE}
      ORDER BY e.id, o.kind_order`),
    db.execute<HitRow>(sql`
      SELECT DISTINCT ON (en.list_id, en.entry_id) en.*,
        CASE WHEN o.substance = '' THEN split_part(o.key, ':', 2) ELSE o.substance END AS substance,
        CASE split_part(o.key, ':', 1) WHEN 'cas' THEN 'cas' WHEN 'ec' THEN 'ec' ELSE 'name' END AS matched_by
      FROM (${entriesOf(companyId, undefined)}) en
      JOIN (${offered}) o ON o.key = en.key
      ORDER BY en.list_id, en.entry_id, o.kind_order`),
  ]);
  const legislationHits = [...legislation.rows]
    .sort(
      (a, b) =>
        (a as unknown as { list_order: number }).list_order -
          (b as unknown as { list_order: number }).list_order || a.ref.localeCompare(b.ref),
    )
    .map(({ list, ref, name, reason, date, substance }) => ({ list, ref, name, reason, date, substance }));
  const customHits = [...custom.rows]
    .sort(
      (a, b) =>
        Number(a.greylist) - Number(b.greylist) ||
        a.list_name.localeCompare(b.list_name) ||
        a.entry_name.localeCompare(b.entry_name),
    )
    .map((row) => ({
      list: listOf(row),
      entry: entryOf(row),
      substance: row.substance,
      matched_by: row.matched_by,
    }));
  return { product_id: productId, legislation: legislationHits, custom: customHits };
}
