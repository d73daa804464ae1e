import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { UserRow } from "../../db/schema";

/**
 * Where a user may look (docs/decisions/038-top-nodes.md). A user with top nodes sees those locations and
 * everything below them, and the products, sheets and documents held there; a user without sees the whole
 * company. This module is the one place that says how: every location, product and document query of the
 * API takes a scope and asks it through these functions.
 */
export interface LocationScope {
  companyId: number;
  /** The user's top nodes; null: the whole company. */
  roots: readonly number[] | null;
}

/** A scope and the user acting in it (whose changes the audit trail records). */
export interface ScopedActor extends LocationScope {
  userId: number;
}

/** The caller's scope: their company, limited to their top nodes when they have any. */
export function scopeOf(user: Pick<UserRow, "companyId" | "topnodes">): LocationScope {
  const roots = Array.isArray(user.topnodes) ? user.topnodes.filter((id) => Number.isInteger(id)) : [];
  return { companyId: user.companyId, roots: roots.length > 0 ? roots : null };
}

/** Whether the scope is the whole company. */
export const isWholeCompany = (scope: LocationScope): boolean => scope.roots === null;

/** The ids of the locations in a limited scope, once each (the location_subtree function of the database). */
export function scopedLocationIds(scope: LocationScope): SQL {
  return sql`SELECT id FROM location_subtree(${scope.companyId}, ${sql.param(scope.roots ?? [])}::int[])`;
}

/** A condition: the location id `column` is in the scope (always true for the whole company). */
export function locationInScope(scope: LocationScope, column: SQL): SQL {
  if (scope.roots === null) return sql`true`;
  return sql`${column} IN (${scopedLocationIds(scope)})`;
}

/**
 * A condition: the product `productColumn` is the caller's to see: held (a row of location_products, archived
 * or not) at a location in the scope, or held nowhere. A product held nowhere is in the company's library
 * only, which every user of the company sees (a user limited to top nodes who adds a product sees it until it
 * is placed elsewhere); a product held only outside the scope is not theirs to see. `productColumn` must be
 * qualified (`p.id`, `products.id`): inside the condition a bare `id` would name the placement's own id.
 * The products held nowhere are kept in their own small table by triggers, so asking for them does not read
 * every placement of the company.
 */
export function productInScope(scope: LocationScope, productColumn: SQL): SQL {
  if (scope.roots === null) return sql`true`;
  return sql`(EXISTS (
    SELECT 1 FROM location_products scope_lp
    WHERE scope_lp.company_id = ${scope.companyId} AND scope_lp.product_id = ${productColumn}
      AND scope_lp.location_id IN (${scopedLocationIds(scope)})
  ) OR EXISTS (
    SELECT 1 FROM unplaced_products scope_none
    WHERE scope_none.company_id = ${scope.companyId} AND scope_none.product_id = ${productColumn}
  ))`;
}

/**
 * The same condition as `productInScope`, asked of the kept location_held_products (for every location, the
 * products placed at it or below it, archived placements too; kept by triggers on the placements and the
 * locations) and of unplaced_products: two hashed sets read from indexes, where `productInScope` walks the
 * scope's subtree and probes the placements of every row asked (a count over 48,000 legislation hits read
 * 142,000 buffers that way for a user whose top node holds 1,000 products).
 */
export function productInScopeKept(scope: LocationScope, productColumn: SQL): SQL {
  if (scope.roots === null) return sql`true`;
  return sql`(${productColumn} IN (
    SELECT scope_held.product_id FROM location_held_products scope_held
    WHERE scope_held.company_id = ${scope.companyId} AND scope_held.location_id = ANY(${sql.param([...scope.roots])}::int[])
  ) OR ${productColumn} IN (
    SELECT scope_none.product_id FROM unplaced_products scope_none WHERE scope_none.company_id = ${scope.companyId}
  ))`;
}

/**
 * The most products a limited scope may hold for `fewProductsInScope` to name them: below it, a list that
 * walks an index in its own order (the newest events first, say) and checks each row against the scope
 * would read far more rows than the scope's products have, so such a list reads by these products instead.
 */
export const FEW_PRODUCTS = 2000;

/**
 * The ids of the products a limited scope sees (placed in its subtree, or held nowhere), when there are at
 * most FEW_PRODUCTS of them; null for the whole company or a scope with more. A list ordered by anything but
 * product then asks `column = ANY(ids)`, which the planner can serve from a per-product index, instead of
 * testing `productInScope` row by row along an index of the whole company (for a user whose top node holds a
 * dozen products, hundreds of thousands of rows per page at the benchmark's size).
 */
export async function fewProductsInScope(
  db: Pick<Database, "execute">,
  scope: LocationScope,
): Promise<number[] | null> {
  if (scope.roots === null) return null;
  // The kept rows of the top nodes (every product placed at or below each, archived placements too) and the
  // products held nowhere: the same set as `productInScope`, read from two indexes without a subtree walk.
  const { rows } = await db.execute<{ id: number }>(sql`
    SELECT id FROM (
      SELECT held.product_id AS id FROM location_held_products held
      WHERE held.company_id = ${scope.companyId} AND held.location_id = ANY(${sql.param([...scope.roots])}::int[])
      UNION
      SELECT u.product_id FROM unplaced_products u WHERE u.company_id = ${scope.companyId}
    ) scoped
    LIMIT ${FEW_PRODUCTS + 1}`);
  return rows.length > FEW_PRODUCTS ? null : rows.map((row) => row.id);
}

/** A condition: the product `productColumn` is one of `ids`. */
export function productIdIn(ids: readonly number[], productColumn: SQL): SQL {
  return sql`${productColumn} = ANY(${sql.param(ids)}::int[])`;
}

/**
 * A condition: the product `productColumn` is in the scope, as `productInScope`, written as a list of ids when
 * `few` names them (`fewProductsInScope`).
 */
export function productInScopeOf(
  scope: LocationScope,
  few: readonly number[] | null,
  productColumn: SQL,
): SQL {
  if (few === null) return productInScope(scope, productColumn);
  return productIdIn(few, productColumn);
}

/** Whether `id` is a location of the scope's company (archived or not) inside the scope. */
export async function isLocationInScope(
  db: Pick<Database, "execute">,
  scope: LocationScope,
  id: number,
): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT 1 FROM locations l
    WHERE l.company_id = ${scope.companyId} AND l.id = ${id} AND ${locationInScope(scope, sql`l.id`)}`);
  return result.rows.length > 0;
}

/** Whether every id of `ids` is a location of the scope's company inside the scope. */
export async function areLocationsInScope(
  db: Pick<Database, "execute">,
  scope: LocationScope,
  ids: readonly number[],
): Promise<boolean> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return true;
  const result = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM locations l
    WHERE l.company_id = ${scope.companyId} AND l.id = ANY(${sql.param(unique)}::int[])
      AND ${locationInScope(scope, sql`l.id`)}`);
  return result.rows[0]?.n === unique.length;
}
