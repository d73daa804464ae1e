import { sql, type SQL } from "drizzle-orm";
import type { AmountUnit } from "../../core/products";
import type { StorageClassId } from "../../core/storage-classes";
import type { Database } from "../../db/client";
import type { Executor } from "../locations/tree";

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
 */

export type ActionFailure = "not_found" | "archived";
export type ActionResult<T> = { ok: true; value: T } | { ok: false; reason: ActionFailure };

const failure = (reason: ActionFailure) => ({ ok: false, reason }) as const;

export interface NewPlacement {
  product_id: number;
  amount?: number | null | undefined;
  unit?: AmountUnit | null | undefined;
}

/** `a, b, c` of SQL parameters for an IN list. */
function list(values: readonly number[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}

/** Locks the company's locations `ids` in id order; the rows found, by id. */
async function lockLocations(tx: Executor, companyId: number, ids: readonly number[]) {
  const result = await tx.execute<{ id: number; archived: boolean }>(sql`
    SELECT id, archived FROM locations
    WHERE company_id = ${companyId} AND id IN (${list(ids)})
    ORDER BY id
    FOR NO KEY UPDATE
  `);
  return new Map(result.rows.map((row) => [row.id, row]));
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
  companyId: number,
  locationId: number,
  items: readonly NewPlacement[],
): Promise<ActionResult<{ added: number[]; skipped: number[] }>> {
  return db.transaction(async (tx) => {
    const location = (await lockLocations(tx, companyId, [locationId])).get(locationId);
    if (!location) return failure("not_found");
    if (location.archived) return failure("archived");

    const ids = items.map((item) => item.product_id);
    const known = await tx.execute(sql`
      SELECT id FROM products WHERE company_id = ${companyId} AND id IN (${list(ids)})
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
  companyId: number,
  input: CopyMove,
): Promise<ActionResult<{ done: number; skipped: number }>> {
  return db.transaction(async (tx) => {
    const source = input.from_location_id;
    const locked = await lockLocations(tx, companyId, [source, ...input.location_ids]);
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
  companyId: number,
  locationId: number,
  productIds: readonly number[],
  change: PlacementChange,
): Promise<ActionResult<number>> {
  return db.transaction(async (tx) => {
    const location = (await lockLocations(tx, companyId, [locationId])).get(locationId);
    if (!location) return failure("not_found");
    if (location.archived && (change.kind === "unarchive" || change.kind === "categorise")) {
      return failure("archived");
    }
    if (!(await lockPlacements(tx, companyId, locationId, productIds))) return failure("not_found");

    const rows = sql`company_id = ${companyId} AND location_id = ${locationId} AND product_id IN (${list(productIds)})`;
    let result;
    switch (change.kind) {
      case "delete":
        result = await tx.execute(sql`DELETE FROM location_products WHERE ${rows}`);
        break;
      case "archive":
      case "unarchive": {
        const archived = change.kind === "archive";
        result = await tx.execute(sql`
          UPDATE location_products SET archived = ${archived}, updated_at = now()
          WHERE ${rows} AND archived <> ${archived}
        `);
        break;
      }
      case "categorise":
        result = await tx.execute(sql`
          UPDATE location_products SET incompatibility_category_id = ${change.category}, updated_at = now()
          WHERE ${rows} AND incompatibility_category_id IS DISTINCT FROM ${change.category}::text
        `);
        break;
    }
    return { ok: true, value: result.rowCount ?? 0 } as const;
  });
}
