import { and, eq, sql } from "drizzle-orm";
import { locations } from "../../db/schema";
import type { AppTest } from "./locations-support";
import { DEMO } from "./product-support";

/**
 * Helpers for the product list and product action route tests
 * (tests/routes/products-lists.test.ts, tests/routes/product-actions.test.ts):
 * seeded locations and products by name, and the rows of location_products
 * as stored (to check what an action saved, or that it saved nothing).
 */

/** The companies, users and product lookup shared with the product page tests. */
export { ADMIN, DEMO, HSE, OTHER, OTHER_ADMIN, productId, WORKER } from "./product-support";

/** "This feature is disabled. …": the guard's warning. */
export const PERMISSION_WARNING =
  "This feature is disabled. If you believe this is a mistake, please contact one of your admins.";

/** A location's id by name (names are unique within a company in the seed). */
export async function locationId(t: AppTest, name: string, companyId: number = DEMO): Promise<number> {
  const [row] = await t.db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.companyId, companyId), eq(locations.name, name)))
    .limit(1);
  if (!row) throw new Error(`no location ${name} in ${companyId}`);
  return row.id;
}

export type StoredPlacement = {
  id: number;
  location_id: number;
  location: string;
  product_id: number;
  product: string;
  amount: number | null;
  unit: string | null;
  archived: boolean;
  incompatibility_category_id: string | null;
};

/** Every location_products row of a company, as stored, in a stable order. */
export async function placements(t: AppTest, companyId: number = DEMO): Promise<StoredPlacement[]> {
  const result = await t.db.execute<StoredPlacement>(sql`
    SELECT lp.id, lp.location_id, l.name AS location, lp.product_id, p.name AS product,
      lp.amount::float8 AS amount, lp.unit, lp.archived, lp.incompatibility_category_id
    FROM location_products lp
    JOIN locations l ON l.company_id = lp.company_id AND l.id = lp.location_id
    JOIN products p ON p.company_id = lp.company_id AND p.id = lp.product_id
    WHERE lp.company_id = ${companyId}
    ORDER BY lp.id`);
  return result.rows;
}

/** The rows of one product at one location (0 or 1). */
export async function placementOf(t: AppTest, productName: string, locationName: string) {
  return (await placements(t)).find((row) => row.product === productName && row.location === locationName);
}

/** The rows at a location, by product name. */
export async function productsAt(t: AppTest, locationName: string): Promise<StoredPlacement[]> {
  return (await placements(t))
    .filter((row) => row.location === locationName)
    .sort((a, b) => a.product.localeCompare(b.product));
}

/** A product at a location as the lists' checkboxes name it. */
export const token = (product: number, location: number) => `${product}@${location}`;
