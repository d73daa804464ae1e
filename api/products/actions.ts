import { sql, type SQL } from "drizzle-orm";
import type { AmountUnit } from "../../core/products";
import type { StorageClassId } from "../../core/storage-classes";
import type { Database } from "../../db/client";
import type { Executor } from "../locations/tree";
import { locationInScope, productInScope, type LocationScope, type ScopedActor } from "../locations/scope";
import { recordActivities } from "../activities/record";
import type { ActivityAction, ActivityFields } from "../../core/activities/activity-kinds";

/**
 * Changing the products kept at locations (/location/v2/*):
 * add, copy, move, delete, categorise, archive and unarchive. Each call is one
 * transaction that checks everything first and writes only when every check
 * has passed, so a failed call changes nothing.
 *
 * Locks: the locations involved are locked FOR NO KEY UPDATE in id order.
 * That serialises the product changes of one location (two adds cannot race
 * on the unique (company_id, location_id, product_id) key, a move cannot race
 * an add at its target) and orders them with archiving the location, which
 * updates the same rows; the FK checks of the inserts (KEY SHARE) do not
 * conflict with it. Then the rows changed are locked FOR UPDATE.
 *
 * A user limited to top nodes changes only locations in their scope: one outside is not found. Every change
 * is recorded in the audit trail, one entry per product, in the same transaction.
 */

export type ActionFailure = "not_found" | "archived";
export type ActionResult<T> = { ok: true; value: T } | { ok: false; reason: ActionFailure };

const failure = (reason: ActionFailure) => ({ ok: false, reason }) as const;

export interface NewPlacement {
  product_id: number;
  amount?: number | null | undefined;
  unit?: AmountUnit | null | undefined;
}

const productIdsOf = (rows: readonly { product_id: number }[]) => rows.map((row) => row.product_id);

/** `a, b, c` of SQL parameters for an IN list. */
function list(values: readonly number[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}

/** Locks the company's locations `ids` in the scope in id order; the rows found, by id. */
async function lockLocations(tx: Executor, scope: LocationScope, ids: readonly number[]) {
  const result = await tx.execute<{ id: number; archived: boolean; name: string }>(sql`
    SELECT id, archived, name FROM locations
    WHERE company_id = ${scope.companyId} AND id IN (${list(ids)}) AND ${locationInScope(scope, sql`id`)}
    ORDER BY id
    FOR NO KEY UPDATE
  `);
  return new Map(result.rows.map((row) => [row.id, row]));
}

/** The names of the company's products `ids`, by id. */
async function productNames(tx: Executor, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const result = await tx.execute<{ id: number; name: string }>(sql`
    SELECT id, name FROM products WHERE company_id = ${companyId} AND id IN (${list(ids)})`);
  return new Map(result.rows.map((row) => [row.id, row.name]));
}

/** One audit entry per product of a change at locations. */
async function recordPlacements(
  tx: Executor,
  actor: ScopedActor,
  action: ActivityAction,
  productIds: readonly number[],
  fields: { before?: ActivityFields; after?: ActivityFields },
): Promise<void> {
  const names = await productNames(tx, actor.companyId, productIds);
  await recordActivities(
    tx,
    [...new Set(productIds)].map((id) => ({
      companyId: actor.companyId,
      actorId: actor.userId,
      module: "products" as const,
      action,
      object: { type: "product", id, label: names.get(id) ?? "" },
      ...fields,
    })),
  );
}

/** Locks the rows of `productIds` at the location; whether every one of them is there. */
async function lockPlacements(
  tx: Executor,
  companyId: number,
  locationId: number,
  productIds: readonly number[],
): Promise<boolean> {
  const result = await tx.execute(sql`
    SELECT id FROM location_products
    WHERE company_id = ${companyId} AND location_id = ${locationId} AND product_id IN (${list(productIds)})
    ORDER BY id
    FOR UPDATE
  `);
  return result.rows.length === new Set(productIds).size;
}

/**
 * Adds products to a location that is not archived. A product already there
 * is left as it is and reported in `skipped`; an id that is not one of the
 * company's products fails the whole call (not_found).
 */
export async function addProducts(
  db: Database,
  actor: ScopedActor,
  locationId: number,
  items: readonly NewPlacement[],
): Promise<ActionResult<{ added: number[]; skipped: number[] }>> {
  const companyId = actor.companyId;
  return db.transaction(async (tx) => {
    const location = (await lockLocations(tx, actor, [locationId])).get(locationId);
    if (!location) return failure("not_found");
    if (location.archived) return failure("archived");

    const ids = items.map((item) => item.product_id);
    const known = await tx.execute(sql`
      SELECT id FROM products WHERE company_id = ${companyId} AND id IN (${list(ids)})
        AND ${productInScope(actor, sql`products.id`)}
    `);
    if (known.rows.length !== new Set(ids).size) return failure("not_found");

    const rows = items.map((item) => ({
      product_id: item.product_id,
      amount: item.amount ?? null,
      unit: item.unit ?? null,
    }));
    const inserted = await tx.execute<{ product_id: number }>(sql`
      INSERT INTO location_products (company_id, location_id, product_id, amount, unit)
      SELECT ${companyId}, ${locationId}, x.product_id, x.amount, x.unit
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(product_id int, amount numeric, unit text)
      ON CONFLICT (company_id, location_id, product_id) DO NOTHING
      RETURNING product_id
    `);
    const added = new Set(inserted.rows.map((row) => row.product_id));
    await recordPlacements(tx, actor, "placed", [...added], { after: { location: location.name } });
    return {
      ok: true,
      value: { added: ids.filter((id) => added.has(id)), skipped: ids.filter((id) => !added.has(id)) },
    } as const;
  });
}

export interface CopyMove {
  action: "copy" | "move";
  from_location_id: number;
  products: number[];
  location_ids: number[];
}

/**
 * Copies or moves products from one location to others. Every product must be
 * at the source and every target must be a location of the company (else
 * not_found) that is not archived (else archived).
 *
 * - copy: a new row at each target that does not hold the product yet, with
 *   the source row's amount and unit (not archived, no category of its own);
 *   `skipped` counts the (product, target) pairs already there.
 * - move (one target): the source row moves to the target, keeping its
 *   amount, unit, archived flag and category; when the target already holds
 *   the product, its row is kept and the source row is deleted (`skipped`).
 */
export async function copyMoveProducts(
  db: Database,
  actor: ScopedActor,
  input: CopyMove,
): Promise<ActionResult<{ done: number; skipped: number }>> {
  const companyId = actor.companyId;
  return db.transaction(async (tx) => {
    const source = input.from_location_id;
    const locked = await lockLocations(tx, actor, [source, ...input.location_ids]);
    if (!locked.has(source)) return failure("not_found");
    if (input.location_ids.some((id) => !locked.has(id))) return failure("not_found");
    if (input.location_ids.some((id) => locked.get(id)?.archived)) return failure("archived");
    if (!(await lockPlacements(tx, companyId, source, input.products))) return failure("not_found");

    const products = list(input.products);
    if (input.action === "copy") {
      const inserted = await tx.execute(sql`
        INSERT INTO location_products (company_id, location_id, product_id, amount, unit)
        SELECT ${companyId}, t.id, s.product_id, s.amount, s.unit
        FROM location_products s
        CROSS JOIN (SELECT unnest(ARRAY[${list(input.location_ids)}]::int[]) AS id) t
        WHERE s.company_id = ${companyId} AND s.location_id = ${source} AND s.product_id IN (${products})
        ON CONFLICT (company_id, location_id, product_id) DO NOTHING
      `);
      const done = inserted.rowCount ?? 0;
      await recordPlacements(tx, actor, "placed", input.products, {
        before: { location: locked.get(source)?.name ?? "" },
        after: { locations: input.location_ids.map((id) => locked.get(id)?.name ?? "") },
      });
      return {
        ok: true,
        value: { done, skipped: input.products.length * input.location_ids.length - done },
      } as const;
    }

    const target = input.location_ids[0] as number;
    const moved = await tx.execute(sql`
      UPDATE location_products lp SET location_id = ${target}, updated_at = now()
      WHERE lp.company_id = ${companyId} AND lp.location_id = ${source} AND lp.product_id IN (${products})
        AND NOT EXISTS (
          SELECT 1 FROM location_products t
          WHERE t.company_id = ${companyId} AND t.location_id = ${target} AND t.product_id = lp.product_id
        )
    `);
    const deleted = await tx.execute(sql`
      DELETE FROM location_products
      WHERE company_id = ${companyId} AND location_id = ${source} AND product_id IN (${products})
    `);
    await recordPlacements(tx, actor, "moved", input.products, {
      before: { location: locked.get(source)?.name ?? "" },
      after: { location: locked.get(target)?.name ?? "" },
    });
    return { ok: true, value: { done: moved.rowCount ?? 0, skipped: deleted.rowCount ?? 0 } } as const;
  });
}

/** The changes of POST /location/v2/{id}/products/{action}. */
export type PlacementChange =
  | { kind: "delete" }
  | { kind: "archive" }
  | { kind: "unarchive" }
  | { kind: "categorise"; category: StorageClassId | null };

/**
 * Deletes, archives, unarchives or categorises products at a location. Every
 * product must be there (else not_found). Unarchiving and categorising keep
 * products in use, so they need a location that is not archived (else
 * archived); deleting and archiving clear an archived location up and are
 * allowed there. Answers how many rows changed (rows already in the asked
 * state do not count).
 */
export async function changePlacements(
  db: Database,
  actor: ScopedActor,
  locationId: number,
  productIds: readonly number[],
  change: PlacementChange,
): Promise<ActionResult<number>> {
  const companyId = actor.companyId;
  return db.transaction(async (tx) => {
    const location = (await lockLocations(tx, actor, [locationId])).get(locationId);
    if (!location) return failure("not_found");
    if (location.archived && (change.kind === "unarchive" || change.kind === "categorise")) {
      return failure("archived");
    }
    if (!(await lockPlacements(tx, companyId, locationId, productIds))) return failure("not_found");

    const rows = sql`company_id = ${companyId} AND location_id = ${locationId} AND product_id IN (${list(productIds)})`;
    let result;
    switch (change.kind) {
      case "delete":
        result = await tx.execute<{ product_id: number }>(
          sql`DELETE FROM location_products WHERE ${rows} RETURNING product_id`,
        );
        await recordPlacements(tx, actor, "removed", productIdsOf(result.rows), {
          before: { location: location.name },
        });
        break;
      case "archive":
      case "unarchive": {
        const archived = change.kind === "archive";
        result = await tx.execute<{ product_id: number }>(sql`
          UPDATE location_products SET archived = ${archived}, updated_at = now()
          WHERE ${rows} AND archived <> ${archived}
          RETURNING product_id
        `);
        await recordPlacements(tx, actor, archived ? "archived" : "restored", productIdsOf(result.rows), {
          after: { location: location.name },
        });
        break;
      }
      case "categorise": {
        const before = await tx.execute<{ product_id: number; category: string | null }>(sql`
          SELECT product_id, incompatibility_category_id AS category FROM location_products
          WHERE ${rows} AND incompatibility_category_id IS DISTINCT FROM ${change.category}::text`);
        result = await tx.execute<{ product_id: number }>(sql`
          UPDATE location_products SET incompatibility_category_id = ${change.category}, updated_at = now()
          WHERE ${rows} AND incompatibility_category_id IS DISTINCT FROM ${change.category}::text
          RETURNING product_id
        `);
        const names = await productNames(tx, companyId, productIdsOf(result.rows));
        await recordActivities(
          tx,
          before.rows.map((row) => ({
            companyId,
            actorId: actor.userId,
            module: "products" as const,
            action: "updated" as const,
            object: { type: "product", id: row.product_id, label: names.get(row.product_id) ?? "" },
            before: { location: location.name, storage_class: row.category },
            after: { location: location.name, storage_class: change.category },
          })),
        );
        break;
      }
    }
    return { ok: true, value: result.rowCount ?? 0 } as const;
  });
}
