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
 */
export function productInScope(scope: LocationScope, productColumn: SQL): SQL {
  if (scope.roots === null) return sql`true`;
  return sql`(EXISTS (
    SELECT 1 FROM location_products scope_lp
    WHERE scope_lp.company_id = ${scope.companyId} AND scope_lp.product_id = ${productColumn}
      AND scope_lp.location_id IN (${scopedLocationIds(scope)})
  ) OR NOT EXISTS (
    SELECT 1 FROM location_products scope_any
    WHERE scope_any.company_id = ${scope.companyId} AND scope_any.product_id = ${productColumn}
  ))`;
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
