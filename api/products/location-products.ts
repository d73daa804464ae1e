import { sql, type SQL } from "drizzle-orm";
import {
  AMOUNT_UNITS,
  type AmountUnit,
  type ProductListSort,
  type SignalWord,
  type StockKind,
} from "../../core/products";
import type {
  LocationProduct,
  LocationProductForms,
  PageMeta,
  StorageConflict,
  UniqueProduct,
} from "./schemas";
import { isStorageClassId, storageCheck, type StorageClassId } from "../../core/storage-classes";
import type { HasDataCheck } from "../onboarding/has-data";
import { TREE_DEPTH_GUARD, type Executor } from "../locations/tree";
import { isLocationInScope, locationInScope, type LocationScope } from "../locations/scope";
import { executeNamed } from "../../db/named-statement";
import { preferredSdsJoin, sdsSummaryColumns, toSdsSummary, type SdsSummaryRow } from "./sds-summary";

/**
 * Reading the products kept at locations: a location's products
 * (with its subtree), the company-wide lists (one row per placement, or one
 * per product), one placement, has-product, the TRGS 510 check of a location
 * and the location's product summary. Changes are in ./actions.ts.
 *
 * Every statement is scoped by company_id. A list is one statement:
 *
 * - the rows in scope (rowScope): the company's, one location's, or a
 *   subtree's (one recursive CTE down the (company_id, parent_id) index),
 *   without archived rows and locations unless asked, narrowed by the search;
 * - the total: a count(*) over location_products alone (an InitPlan); for the
 *   whole company without a search, the count kept by triggers in
 *   product_counts (decision 020) instead of counting every row;
 * - the page (LIMIT/OFFSET, page × limit ≤ PRODUCT_LIST_WINDOW of
 *   core/products.ts): only the row ids, cut by the sort's columns; by name
 *   over many locations first from the first products in name order
 *   (pageCtes), so the first pages of 100,000
 *   products cost a few hundred index probes instead of a sort of every row;
 * - for the page's rows only: product, location, SDS (preferredSdsJoin) and
 *   location path ("A › B › C", one walk up).
 */

/** Between the names of a location path ("Oslo plant › Building A › Laboratory 1"). */
export const PATH_SEPARATOR = " › ";

export interface ProductListOptions {
  /** The location whose products are listed; null: the whole company. */
  locationId: number | null;
  /** With locationId: its descendants too. */
  subtree: boolean;
  includeArchived: boolean;
  search?: string | undefined;
  page: number;
  limit: number;
  sort: ProductListSort;
  /** The caller's language: which SDS a row shows. */
  languageId: number;
  /** Count the total from the rows even where a kept count exists (tests compare the two). */
  recount?: boolean;
  /**
   * The caller's top nodes (docs/decisions/038-top-nodes.md): a list over the whole company covers their
   * subtrees only, counted from the rows (the kept counts are the whole company's). Null or absent: all.
   */
  roots?: readonly number[] | null;
}

export interface ProductPage<T> {
  data: T[];
  meta: PageMeta;
}

/** `%text%` for LIKE over lower-case columns, with LIKE's own characters escaped. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A whole CAS number ("67-64-1"): matched exactly, through the cas_numbers GIN index. */
const CAS_NUMBER = /^\d{2,7}-\d{2}-\d$/;
/** Text that can be part of a CAS number ("64-1"): matched as a substring of the CAS numbers. */
const CAS_FRAGMENT = /^[\d-]+$/;

/**
 * The CTE `matching(id, name_lower)`: the products the search matches: the name or the
 * supplier contains the text, or a current sheet of the product carries it as
 * a CAS number (the whole number exactly; digits and hyphens as a substring).
 */
function matchingCte(companyId: number, search: string): SQL {
  const pattern = containsPattern(search);
  const parts = [
    sql`SELECT id, name_lower FROM products
      WHERE company_id = ${companyId} AND (name_lower LIKE ${pattern} OR lower(supplier) LIKE ${pattern})`,
  ];
  // The sheets' products looked up one by one (LATERAL … LIMIT 1): a CAS number common in a company
  // (4,300 sheets of 100,000 products) would otherwise be joined by reading every product of the company.
  const bySheet = (condition: SQL) => sql`SELECT p.id, p.name_lower FROM (
      SELECT DISTINCT d.product_id FROM sds_documents d
      WHERE d.company_id = ${companyId} AND d.superseded_by_id IS NULL AND NOT d.pending AND ${condition}
    ) d
    CROSS JOIN LATERAL (
      SELECT p.id, p.name_lower FROM products p WHERE p.company_id = ${companyId} AND p.id = d.product_id LIMIT 1
    ) p`;
  if (CAS_NUMBER.test(search)) {
    parts.push(bySheet(sql`d.cas_numbers @> ARRAY[${search}]::text[]`));
  } else if (CAS_FRAGMENT.test(search)) {
    parts.push(bySheet(sql`array_to_string(d.cas_numbers, ' ') LIKE ${pattern}`));
  }
  return sql`matching AS (${sql.join(parts, sql` UNION `)})`;
}

/**
 * Which location_products rows (aliased `lp`) a list covers: the CTEs it
 * needs (the subtree walk, the products the search matches) and two forms of
 * the condition.
 *
 * The location filter: the company's locations except archived ones (unless
 * includeArchived); one location; or the location and its subtree, one walk
 * down the (company_id, parent_id) index that skips archived descendants and
 * what is below them unless includeArchived (the asked location itself always
 * counts).
 */
interface RowScope {
  ctes: SQL[];
  /** Every filter, for statements over many rows (the planner may drive them from the subtree). */
  where: SQL;
  /**
   * Every filter but the search, for probing the rows of one product at a time
   * (the product is known to match). Subtree membership is a hashed lookup:
   * `… OR false` keeps the planner from turning it into a join that would scan
   * the subtree again for every product.
   */
  probe: SQL;
}

function rowScope(companyId: number, options: ProductListOptions, extra?: SQL): RowScope {
  const ctes: SQL[] = [];
  const common: SQL[] = [sql`lp.company_id = ${companyId}`];
  if (!options.includeArchived) common.push(sql`NOT lp.archived`);
  if (extra) common.push(extra);
  let location: SQL = sql`true`;
  let probeLocation: SQL = sql`true`;
  // The walk down from `seeds` (the caller's top nodes, or the asked location): archived locations, and
  // what is below them, are left out unless includeArchived.
  const visible = options.includeArchived ? sql`true` : sql`NOT c.archived`;
  const subtree = (seeds: SQL) => {
    ctes.push(sql`scope AS (
      SELECT c.id, 0 AS depth FROM locations c WHERE c.company_id = ${companyId} AND ${seeds}
      UNION ALL
      SELECT c.id, s.depth + 1
      FROM scope s JOIN locations c ON c.company_id = ${companyId} AND c.parent_id = s.id
      WHERE ${visible} AND s.depth < ${TREE_DEPTH_GUARD}
    )`);
    location = sql`lp.location_id IN (SELECT id FROM scope)`;
    probeLocation = sql`(lp.location_id IN (SELECT id FROM scope) OR false)`;
  };
  if (options.locationId === null && options.roots) {
    // The caller's top nodes count only when they pass the archived filter too.
    subtree(sql`c.id = ANY(${sql.param(options.roots)}::int[]) AND ${visible}`);
  } else if (options.locationId === null) {
    if (!options.includeArchived) {
      // An anti-join over many rows; a hashed lookup when probing one product's rows.
      location = sql`NOT EXISTS (
        SELECT 1 FROM locations al WHERE al.company_id = ${companyId} AND al.id = lp.location_id AND al.archived
      )`;
      probeLocation = sql`lp.location_id NOT IN (
        SELECT id FROM locations WHERE company_id = ${companyId} AND archived
      )`;
    }
  } else if (!options.subtree) {
    location = sql`lp.location_id = ${options.locationId}`;
    probeLocation = location;
  } else {
    // The asked location itself always counts.
    subtree(sql`c.id = ${options.locationId}`);
  }
  const where = [...common, location];
  if (options.search) {
    ctes.push(matchingCte(companyId, options.search));
    where.push(sql`lp.product_id IN (SELECT id FROM matching)`);
  }
  return {
    ctes,
    where: sql.join(where, sql` AND `),
    probe: sql.join([...common, probeLocation], sql` AND `),
  };
}

/**
 * The total of a list over the whole company without a search, as kept in
 * product_counts (decision 020): `column` for the list without archived rows
 * and locations, `withArchived` with them. Null when the list has a location
 * or a search (or `recount` is set): its total is counted.
 */
function keptTotal(
  companyId: number,
  options: ProductListOptions,
  column: "listed_placements" | "listed_products",
  withArchived: "placements" | "placed_products",
): SQL | null {
  if (options.locationId !== null || options.roots || options.search || options.recount) return null;
  const name = sql.raw(options.includeArchived ? withArchived : column);
  return sql`coalesce((SELECT c.${name} FROM product_counts c WHERE c.company_id = ${companyId}), 0)`;
}

/**
 * The total of a search over the whole company from the per-product counts
 * kept in product_placement_counts (decision 020): a product's rows
 * (`placements`) and its rows not archived at a location not archived
 * (`listed`), one primary-key probe per matching product instead of reading
 * its rows; `rows` sums them, `products` counts the products that have any.
 * Null when the list has a location (or `recount` is set).
 */
function keptSearchedTotal(
  companyId: number,
  options: ProductListOptions,
  kind: "rows" | "products",
): SQL | null {
  if (options.locationId !== null || options.roots || !options.search || options.recount) return null;
  const column = sql.raw(options.includeArchived ? "c.placements" : "c.listed");
  const value =
    kind === "rows" ? sql`coalesce(sum(${column}), 0)::int` : sql`count(*) FILTER (WHERE ${column} > 0)::int`;
  // LATERAL … LIMIT 1 keeps it a probe per match (see searchedTotal).
  return sql`(SELECT ${value} FROM matching m CROSS JOIN LATERAL (
    SELECT c.placements, c.listed FROM product_placement_counts c
    WHERE c.company_id = ${companyId} AND c.product_id = m.id LIMIT 1
  ) c)`;
}

/**
 * The total of a searched list: the rows in scope of each matching product,
 * probed by the (company_id, product_id) index; `cut` is `OFFSET 0` to count
 * every row (placements), `LIMIT 1` to count the products held. A search
 * matches few of the company's products, and the planner, estimating the
 * matches from the trigram index, would otherwise read every row of the
 * company's location_products to join them with the matches (20 ms at
 * 150,000 placements against under 2 ms of probes for "acetone").
 */
const searchedTotal = (scope: RowScope, cut: SQL) => sql`(SELECT count(*)::int FROM matching m
  CROSS JOIN LATERAL (SELECT 1 FROM location_products lp WHERE lp.product_id = m.id AND ${scope.probe} ${cut}) x)`;

/** `WITH RECURSIVE a, b, ` (or nothing) before further CTEs. */
const withCtes = (ctes: SQL[]) => (ctes.length > 0 ? sql`${sql.join(ctes, sql`, `)},` : sql``);

/**
 * ORDER BY of placements over the row `lp`, its product `p` and its location
 * `l`, with a unique tie-break. name and location need p and l; amount and
 * updated only lp, so their pages are cut from location_products alone.
 */
function placementOrder(sort: ProductListSort): SQL {
  switch (sort) {
    case "name":
      return sql`p.name_lower, p.id, l.name_lower, lp.id`;
    case "-name":
      return sql`p.name_lower DESC, p.id DESC, l.name_lower DESC, lp.id DESC`;
    case "location":
      return sql`l.name_lower, lp.location_id, p.name_lower, lp.id`;
    case "amount":
      return sql`lp.amount DESC NULLS LAST, lp.id`;
    case "updated":
      return sql`lp.updated_at DESC, lp.id DESC`;
  }
}

/**
 * How many products, in name order, a name-sorted page over many locations
 * walks before it falls back to sorting every row in scope: ten products per
 * row up to the end of the page (a subtree holding a tenth of the company's
 * rows still fills its page from the walk), at least 200, at most 2000.
 */
export function nameWalkSize(page: number, limit: number): number {
  return Math.min(2000, Math.max(200, page * limit * 10));
}

/**
 * The CTEs that end in `page(id)`, the ids of the page's rows: `full.rows`
 * (a SELECT of one column `id` ending in its WHERE conditions) cut in
 * `full.order`, or, with `walk`, first from the walked products' rows.
 *
 * Sorting every row of a big scope by product name costs a probe per row.
 * When the scope is many locations (a subtree, the company) and the sort is by
 * name, the page is first looked for among the rows of the first nameWalkSize
 * products in name order (the (company_id, name_lower, id) index): that is an
 * exact prefix of the order, so when it holds enough rows for the page (or
 * holds every product) the page is cut from it. Only otherwise (a small
 * subtree, a deep page) are all rows sorted; the choice is a one-time filter
 * of the same statement, so one of the two branches runs. The walk probes the
 * rows of each walked product by the (company_id, product_id) index (the
 * LATERAL … OFFSET 0 / LIMIT 1 keep the planner from hashing every row).
 */
function pageCtes(
  companyId: number,
  options: ProductListOptions,
  full: { rows: SQL; order: SQL },
  walk?: { rows: (walked: SQL) => SQL; order: SQL; rowOrder: SQL },
): SQL {
  const cut = sql`LIMIT ${options.limit} OFFSET ${(options.page - 1) * options.limit}`;
  const walkSize = nameWalkSize(options.page, options.limit);
  if (!walk) return sql`page AS (${full.rows} ORDER BY ${full.order} ${cut})`;
  const direction = options.sort === "-name" ? sql`DESC` : sql`ASC`;
  // With a search, the walk takes the matching products (already with their names).
  const products = options.search ? sql`matching` : sql`products WHERE company_id = ${companyId}`;
  const walked = sql`SELECT id, name_lower FROM ${products}
      ORDER BY name_lower ${direction}, id ${direction}
      LIMIT ${walkSize}`;
  // The walk reads the walked products in name order (a subquery, so the planner knows the order) and
  // stops at the end of the page: the rows of one product follow each other, so once it holds page ×
  // limit rows in the full order the page is among them. The first page of a company's list probes
  // the rows of about as many products as it shows, not of all the walked ones.
  return sql`walked AS (${walked}),
    walk AS (
      ${walk.rows(sql`(${walked})`)}
      ORDER BY ${walk.rowOrder}
      LIMIT ${options.page * options.limit}
    ),
    enough AS (
      SELECT (SELECT count(*) FROM walk) >= ${options.page * options.limit}
        OR (SELECT count(*) FROM walked) < ${walkSize} AS yes
    ),
    page AS (
      (SELECT w.id FROM walk w WHERE (SELECT yes FROM enough) ORDER BY ${walk.order} ${cut})
      UNION ALL
      (SELECT fallback.id FROM (${full.rows} ORDER BY ${full.order} ${cut}) fallback
        WHERE NOT (SELECT yes FROM enough))
    )`;
}

/** Whether a name-sorted list walks the products first: a subtree or the company, sorted by name. */
const walksNames = (options: ProductListOptions) =>
  (options.sort === "name" || options.sort === "-name") &&
  (options.locationId === null || options.subtree) &&
  !(options.locationId === null && !options.search);

/**
 * The CTEs `ancestry` and `paths(location_id, path)`: "A › B › C" for every
 * location id the statement `seeds` (one column `id`) yields, in one walk up.
 * Needs WITH RECURSIVE.
 */
export function locationPathsCte(companyId: number, seeds: SQL, scope?: LocationScope): SQL {
  // ancestryCte's walk with each step a lookup by (company_id, id): the planner, not knowing how few rows
  // a step has, otherwise hashes all the company's locations for every step of the walk (5 ms at 10,000
  // locations for a page of 20 rows). LIMIT 1 keeps the lookup a parameterised index probe.
  return sql`
    ancestry AS (
      SELECT s.id AS location_id, l.id, l.parent_id, l.name, 0 AS depth
      FROM (${seeds}) s JOIN locations l ON l.company_id = ${companyId} AND l.id = s.id
      UNION ALL
      SELECT a.location_id, p.id, p.parent_id, p.name, a.depth + 1
      FROM ancestry a CROSS JOIN LATERAL (
        SELECT p.id, p.parent_id, p.name FROM locations p
        WHERE p.company_id = ${companyId} AND p.id = a.parent_id LIMIT 1
      ) p
      WHERE a.depth < ${TREE_DEPTH_GUARD}
    ),
    paths AS (
      SELECT location_id, string_agg(name, ${PATH_SEPARATOR} ORDER BY depth DESC) AS path
      FROM ancestry
      -- A user limited to top nodes reads paths from their top node down.
      WHERE depth = 0 OR ${scope ? locationInScope(scope, sql`id`) : sql`true`}
      GROUP BY location_id
    )`;
}

interface PlacementSqlRow extends SdsSummaryRow, Record<string, unknown> {
  total: number;
  id: number | null;
  location_id: number;
  product_id: number;
  amount: number | null;
  unit: string | null;
  archived: boolean;
  incompatibility_category_id: string | null;
  location_name: string;
  path: string | null;
  name: string;
  supplier: string;
  article_no: string | null;
  stock_kind: string;
}

function toLocationProduct(row: PlacementSqlRow): LocationProduct {
  const sds = toSdsSummary(row);
  return {
    id: row.id ?? 0,
    product_id: row.product_id,
    location_id: row.location_id,
    location_name: row.location_name,
    location_path: row.path ?? row.location_name,
    name: row.name,
    supplier: row.supplier,
    article_no: row.article_no,
    amount: row.amount === null ? null : Number(row.amount),
    unit: row.unit as AmountUnit | null,
    archived: row.archived,
    incompatibility_category_id: row.incompatibility_category_id,
    storage_class: row.incompatibility_category_id ?? sds?.storage_class ?? null,
    stock_kind: row.stock_kind as StockKind,
    sds,
    signal_word: (sds?.signal_word ?? null) as SignalWord | null,
    pictograms: sds?.pictograms ?? [],
    hazard_statements: sds?.hazard_statements ?? [],
    cas_no: sds?.cas_no ?? null,
  };
}

/**
 * One page of placements with the total, in two statements. The first cuts
 * the page's row ids (only the columns the sort needs) and counts the total
 * over location_products alone; it depends on the filters, so PostgreSQL
 * plans it for each call. The second gives each of those rows its product,
 * location, SDS and location path: its text depends only on the sort, so it
 * is a named prepared statement that PostgreSQL plans once per connection
 * (planning it took longer than running it).
 */
async function placementPage(
  db: Executor,
  companyId: number,
  options: ProductListOptions,
  extra?: SQL,
): Promise<ProductPage<LocationProduct>> {
  const scope = rowScope(companyId, options, extra);
  const order = placementOrder(options.sort);
  const counted =
    (extra ? null : keptTotal(companyId, options, "listed_placements", "placements")) ??
    (extra ? null : keptSearchedTotal(companyId, options, "rows")) ??
    (options.search
      ? searchedTotal(scope, sql`OFFSET 0`)
      : sql`(SELECT count(*)::int FROM location_products lp WHERE ${scope.where})`);
  const names = sql`JOIN products p ON p.company_id = ${companyId} AND p.id = lp.product_id
    JOIN locations l ON l.company_id = ${companyId} AND l.id = lp.location_id`;
  const narrow = options.sort === "amount" || options.sort === "updated";
  const full = {
    rows: sql`SELECT lp.id FROM location_products lp ${narrow ? sql`` : names} WHERE ${scope.where}`,
    order,
  };
  const direction = options.sort === "-name" ? sql`DESC` : sql`ASC`;
  const walk = walksNames(options)
    ? {
        rows: (walked: SQL) => sql`
          SELECT lp.id, p.name_lower, p.id AS product_id, l.name_lower AS location_name_lower
          FROM ${walked} p
          CROSS JOIN LATERAL (
            SELECT lp.id, lp.location_id FROM location_products lp
            WHERE lp.product_id = p.id AND ${scope.probe} OFFSET 0
          ) lp
          JOIN locations l ON l.company_id = ${companyId} AND l.id = lp.location_id`,
        order: sql`w.name_lower ${direction}, w.product_id ${direction}, w.location_name_lower ${direction},
          w.id ${direction}`,
        rowOrder: sql`p.name_lower ${direction}, p.id ${direction}, l.name_lower ${direction}, lp.id ${direction}`,
      }
    : undefined;
  const cut = await db.execute<{ total: number; ids: number[] | null }>(sql`
    WITH RECURSIVE ${withCtes(scope.ctes)}
    ${pageCtes(companyId, options, full, walk)}
    SELECT ${counted} AS total, (SELECT array_agg(id) FROM page) AS ids
  `);
  const total = cut.rows[0]?.total ?? 0;
  const ids = cut.rows[0]?.ids ?? [];
  const data = ids.length === 0 ? [] : await placementRows(db, companyId, ids, options);
  return { data, meta: { total, page: options.page, limit: options.limit } };
}

/** The rows `ids` of location_products with everything a list shows of them, in the list's order. */
async function placementRows(
  db: Executor,
  companyId: number,
  ids: number[],
  options: ProductListOptions,
): Promise<LocationProduct[]> {
  const roots = options.roots ?? null;
  const rows = await executeNamed<PlacementSqlRow>(
    db,
    // A named statement is planned once per text: a limited caller's paths are cut, so another name.
    `location_product_rows_${PLACEMENT_SORT_NAMES[options.sort]}${roots ? "_scoped" : ""}`,
    sql`
    WITH RECURSIVE page AS (SELECT unnest(${sql.param(ids)}::int[]) AS id),
    ${locationPathsCte(
      companyId,
      sql`SELECT DISTINCT lp.location_id AS id
        FROM page JOIN location_products lp ON lp.company_id = ${companyId} AND lp.id = page.id`,
      roots ? { companyId, roots } : undefined,
    )}
    SELECT lp.id, lp.location_id, lp.product_id, lp.amount::float8 AS amount, lp.unit, lp.archived,
      lp.incompatibility_category_id, l.name AS location_name, paths.path, p.name, p.supplier, p.article_no,
      p.stock_kind, ${sdsSummaryColumns("s", "p")}
    FROM page
    JOIN location_products lp ON lp.company_id = ${companyId} AND lp.id = page.id
    JOIN products p ON p.company_id = ${companyId} AND p.id = lp.product_id
    JOIN locations l ON l.company_id = ${companyId} AND l.id = lp.location_id
    LEFT JOIN paths ON paths.location_id = lp.location_id
    ${preferredSdsJoin("p", options.languageId)}
    ORDER BY ${placementOrder(options.sort)}
  `,
  );
  return rows.rows.map(toLocationProduct);
}

/** A statement name per sort order (the order is part of the statement's text). */
const PLACEMENT_SORT_NAMES: Record<ProductListSort, string> = {
  name: "name",
  "-name": "name_desc",
  location: "location",
  amount: "amount",
  updated: "updated",
};

/**
 * The products at a location (with its subtree unless `subtree` is false), or
 * the whole company's when locationId is null. Undefined when the location is
 * not the company's.
 */
export async function listLocationProducts(
  db: Executor,
  scope: LocationScope,
  asked: ProductListOptions,
): Promise<ProductPage<LocationProduct> | undefined> {
  if (asked.locationId !== null && !(await isLocationInScope(db, scope, asked.locationId))) {
    return undefined;
  }
  return placementPage(db, scope.companyId, { ...asked, roots: scope.roots });
}

interface UniqueSqlRow extends SdsSummaryRow, Record<string, unknown> {
  total: number;
  product_id: number | null;
  name: string;
  supplier: string;
  article_no: string | null;
  stock_kind: string;
  location_count: number;
  amounts: { unit: string; amount: number }[];
}

/**
 * The per-unit totals of the rows `rows` (over location_products aliased lp):
 * `u(product_id, unit, n, total)`, total over the non-archived rows only.
 */
const unitTotals = (rows: SQL) => sql`
  SELECT lp.product_id, lp.unit, count(*) AS n, sum(lp.amount) FILTER (WHERE NOT lp.archived) AS total
  FROM location_products lp WHERE ${rows} GROUP BY lp.product_id, lp.unit`;

/** Units in the order of AMOUNT_UNITS (mass, volume, pieces), then any other unit by name. */
const UNIT_ORDER = sql.raw(
  `array_position(ARRAY[${AMOUNT_UNITS.map((unit) => `'${unit}'`).join(", ")}]::text[], u.unit) NULLS LAST, u.unit`,
);

/** ORDER BY of unique products over the product `p` and its aggregates `agg`, with a unique tie-break. */
function uniqueOrder(sort: ProductListSort): SQL {
  switch (sort) {
    case "name":
      return sql`p.name_lower, p.id`;
    case "-name":
      return sql`p.name_lower DESC, p.id DESC`;
    case "location":
      return sql`agg.location_count DESC, p.name_lower, p.id`;
    case "amount":
      return sql`agg.max_total DESC NULLS LAST, p.name_lower, p.id`;
    case "updated":
      return sql`p.updated_at DESC, p.id DESC`;
  }
}

/**
 * One row per product over the rows `listLocationProducts` would list (same
 * scope and filters): how many of those rows (locations) hold it and the
 * amounts summed per unit over the non-archived ones. Sorts: name, -name,
 * location (most locations first), amount (the largest per-unit total first),
 * updated (the product's last change first). Undefined when the location is
 * not the company's.
 *
 * By name over many locations the page is looked for among the first
 * products in name order (see pageCtes); otherwise the products held are
 * collected (location and amount aggregate every row) and sorted. The
 * aggregates of the answer are computed for the page's products only.
 */
export async function listUniqueProducts(
  db: Executor,
  caller: LocationScope,
  asked: ProductListOptions,
): Promise<ProductPage<UniqueProduct> | undefined> {
  if (asked.locationId !== null && !(await isLocationInScope(db, caller, asked.locationId))) {
    return undefined;
  }
  const companyId = caller.companyId;
  const options: ProductListOptions = { ...asked, roots: caller.roots };
  const scope = rowScope(companyId, options);
  const order = uniqueOrder(options.sort);
  const counted =
    keptTotal(companyId, options, "listed_products", "placed_products") ??
    keptSearchedTotal(companyId, options, "products") ??
    (options.search
      ? searchedTotal(scope, sql`LIMIT 1`)
      : sql`(SELECT count(DISTINCT lp.product_id)::int FROM location_products lp WHERE ${scope.where})`);
  const aggregated = options.sort === "location" || options.sort === "amount";
  // Sorting by locations needs only a count per product; by amount the per-unit totals.
  const aggregates =
    options.sort === "location"
      ? sql`SELECT lp.product_id, count(*) AS location_count FROM location_products lp
          WHERE ${scope.where} GROUP BY lp.product_id`
      : sql`SELECT u.product_id, max(u.total) AS max_total
          FROM (${unitTotals(scope.where)}) u GROUP BY u.product_id`;
  const full = aggregated
    ? sql`SELECT p.id FROM (${aggregates}) agg
        JOIN products p ON p.company_id = ${companyId} AND p.id = agg.product_id
        WHERE true`
    : sql`SELECT p.id FROM (SELECT DISTINCT lp.product_id FROM location_products lp WHERE ${scope.where}) held
        JOIN products p ON p.company_id = ${companyId} AND p.id = held.product_id
        WHERE true`;
  const direction = options.sort === "-name" ? sql`DESC` : sql`ASC`;
  const walk = walksNames(options)
    ? {
        rows: (walked: SQL) => sql`
          SELECT p.id, p.name_lower FROM ${walked} p
          CROSS JOIN LATERAL (
            SELECT 1 FROM location_products lp WHERE lp.product_id = p.id AND ${scope.probe} LIMIT 1
          ) held`,
        order: sql`w.name_lower ${direction}, w.id ${direction}`,
        rowOrder: sql`p.name_lower ${direction}, p.id ${direction}`,
      }
    : undefined;
  const page = pageCtes(companyId, options, { rows: full, order }, walk);
  const result = await db.execute<UniqueSqlRow>(sql`
    WITH RECURSIVE ${withCtes(scope.ctes)}
    ${page}
    SELECT ${counted} AS total,
      p.id AS product_id, p.name, p.supplier, p.article_no, p.stock_kind, agg.location_count, agg.amounts,
      ${sdsSummaryColumns("s", "p")}
    FROM (SELECT 1) AS one
    LEFT JOIN (
      page
      JOIN products p ON p.company_id = ${companyId} AND p.id = page.id
      CROSS JOIN LATERAL (
        SELECT sum(u.n)::int AS location_count, max(u.total) AS max_total,
          coalesce(
            json_agg(json_build_object('unit', u.unit, 'amount', u.total::float8) ORDER BY ${UNIT_ORDER})
              FILTER (WHERE u.unit IS NOT NULL AND u.total IS NOT NULL),
            '[]'::json
          ) AS amounts
        FROM (${unitTotals(sql`lp.product_id = p.id AND ${scope.probe}`)}) u
      ) agg
      ${preferredSdsJoin("p", options.languageId)}
    ) ON true
    ORDER BY ${order}
  `);
  const total = result.rows[0]?.total ?? 0;
  const data = result.rows
    .filter((row) => row.product_id !== null)
    .map((row): UniqueProduct => {
      const sds = toSdsSummary(row);
      return {
        product_id: row.product_id ?? 0,
        name: row.name,
        supplier: row.supplier,
        article_no: row.article_no,
        stock_kind: row.stock_kind as StockKind,
        sds,
        signal_word: sds?.signal_word ?? null,
        pictograms: sds?.pictograms ?? [],
        hazard_statements: sds?.hazard_statements ?? [],
        cas_no: sds?.cas_no ?? null,
        storage_class: sds?.storage_class ?? null,
        location_count: row.location_count,
        amounts: row.amounts.map((entry) => ({ unit: entry.unit, amount: Number(entry.amount) })),
      };
    });
  return { data, meta: { total, page: options.page, limit: options.limit } };
}

/**
 * The product `productId` at the location (archived rows too), with the SDS in
 * `languageId` first; undefined when it is not there or not the company's.
 */
export async function locationProduct(
  db: Executor,
  scope: LocationScope,
  locationId: number,
  productId: number,
  languageId: number,
): Promise<LocationProduct | undefined> {
  if (!(await isLocationInScope(db, scope, locationId))) return undefined;
  const page = await placementPage(
    db,
    scope.companyId,
    {
      locationId,
      subtree: false,
      includeArchived: true,
      page: 1,
      limit: 1,
      sort: "name",
      languageId,
      roots: scope.roots,
    },
    sql`lp.product_id = ${productId}`,
  );
  return page.data[0];
}

/**
 * Whether the product of the SDS `sdsKey` is at the location (archived or
 * not). Undefined when the location or the sheet is not the company's.
 */
export async function locationHasProductOfSds(
  db: Executor,
  scope: LocationScope,
  locationId: number,
  sdsKey: string,
): Promise<boolean | undefined> {
  const companyId = scope.companyId;
  const result = await db.execute<{ location: boolean; sheet: boolean; found: boolean }>(sql`
    SELECT
      EXISTS (
        SELECT 1 FROM locations
        WHERE company_id = ${companyId} AND id = ${locationId} AND ${locationInScope(scope, sql`id`)}
      ) AS location,
      EXISTS (SELECT 1 FROM sds_documents WHERE company_id = ${companyId} AND key = ${sdsKey}) AS sheet,
      EXISTS (
        SELECT 1 FROM sds_documents d
        JOIN location_products lp
          ON lp.company_id = d.company_id AND lp.location_id = ${locationId} AND lp.product_id = d.product_id
        WHERE d.company_id = ${companyId} AND d.key = ${sdsKey}
      ) AS found
  `);
  const row = result.rows[0];
  if (!row?.location || !row.sheet) return undefined;
  return row.found;
}

interface StoredItem {
  productId: number;
  name: string;
  storageClass: StorageClassId | null;
}

/** The non-archived products directly at the location with the storage class that counts there. */
async function storedItems(
  db: Executor,
  companyId: number,
  locationId: number,
  languageId: number,
): Promise<StoredItem[]> {
  const result = await db.execute<{ product_id: number; name: string; storage_class: string | null }>(sql`
    SELECT p.id AS product_id, p.name, coalesce(lp.incompatibility_category_id, s.storage_class) AS storage_class
    FROM location_products lp
    JOIN products p ON p.company_id = lp.company_id AND p.id = lp.product_id
    ${preferredSdsJoin("p", languageId)}
    WHERE lp.company_id = ${companyId} AND lp.location_id = ${locationId} AND NOT lp.archived
    ORDER BY p.name_lower, p.id
  `);
  return result.rows.map((row) => ({
    productId: row.product_id,
    name: row.name,
    storageClass: isStorageClassId(row.storage_class) ? row.storage_class : null,
  }));
}

export interface StorageConflicts {
  data: StorageConflict[];
  /** Products whose storage class is unknown, so they could not be checked. */
  missing: { product_id: number; name: string }[];
}

function conflictsOf(locationId: number, items: StoredItem[]): StorageConflicts {
  const check = storageCheck(items);
  const side = (item: StoredItem) => ({
    product_id: item.productId,
    name: item.name,
    storage_class: item.storageClass,
  });
  return {
    data: check.incompatible.map((pair) => ({
      location_id: locationId,
      a: side(pair.a),
      b: side(pair.b),
      compatibility: pair.compatibility,
      note: pair.note,
    })),
    missing: check.missing.map((item) => ({ product_id: item.productId, name: item.name })),
  };
}

/**
 * The TRGS 510 check of the non-archived products directly at the location
 * (not its subtree), each with the location's category or else its SDS's
 * storage class. Undefined when the location is not the company's.
 */
export async function storageConflicts(
  db: Executor,
  scope: LocationScope,
  locationId: number,
  languageId: number,
): Promise<StorageConflicts | undefined> {
  if (!(await isLocationInScope(db, scope, locationId))) return undefined;
  return conflictsOf(locationId, await storedItems(db, scope.companyId, locationId, languageId));
}

/**
 * GET /location/v2/forms/{id}: what the location page shows about its
 * products, all directly at the location. Undefined when it is not the
 * company's.
 */
export async function locationProductForms(
  db: Executor,
  scope: LocationScope,
  locationId: number,
  options: { mayEdit: boolean; languageId: number },
): Promise<LocationProductForms | undefined> {
  const companyId = scope.companyId;
  const result = await db.execute<{
    id: number;
    name: string;
    path: string;
    products: number;
    archived_products: number;
  }>(sql`
    WITH RECURSIVE ${locationPathsCte(companyId, sql`SELECT ${locationId}::int AS id`, scope)}
    SELECT l.id, l.name, paths.path,
      (SELECT count(*)::int FROM location_products lp
        WHERE lp.company_id = ${companyId} AND lp.location_id = l.id AND NOT lp.archived) AS products,
      (SELECT count(*)::int FROM location_products lp
        WHERE lp.company_id = ${companyId} AND lp.location_id = l.id AND lp.archived) AS archived_products
    FROM locations l JOIN paths ON paths.location_id = l.id
    WHERE l.company_id = ${companyId} AND l.id = ${locationId} AND ${locationInScope(scope, sql`l.id`)}
  `);
  const row = result.rows[0];
  if (!row) return undefined;
  const conflicts = conflictsOf(locationId, await storedItems(db, companyId, locationId, options.languageId));
  return {
    location: { id: row.id, name: row.name, path: row.path },
    products: row.products,
    archived_products: row.archived_products,
    storage_conflicts: conflicts.data.length,
    may_edit: options.mayEdit,
  };
}

/**
 * The onboarding has-products check: the company has a product. Every
 * location_products row points at one of the company's products, so this also
 * covers products kept at locations.
 */
export const companyHasProducts: HasDataCheck = async (db, companyId) => {
  const result = await db.execute(sql`SELECT 1 FROM products WHERE company_id = ${companyId} LIMIT 1`);
  return result.rows.length > 0;
};
