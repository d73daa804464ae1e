import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FEW_PRODUCTS,
  fewProductsInScope,
  productInScope,
  type LocationScope,
} from "../../api/locations/scope";
import { DEMO, OTHER, createHarness, locationIdOf, type ApiHarness } from "./helpers";

/**
 * The products held nowhere are kept in unplaced_products by triggers (a user limited to top nodes sees
 * them): every way a product gains or loses its last placement must keep the table right, and the scope's
 * two ways of asking (row by row, or by the list of its few products) must agree.
 */

let h: ApiHarness;
let bay1: number;
let flammables: number;
let osloPlant: number;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await h.db.execute(query)).rows as T[];
}

async function newProducts(companyId: number, ...names: string[]): Promise<number[]> {
  const created = await rows<{ id: number }>(sql`
    INSERT INTO products (company_id, name, supplier)
    SELECT ${companyId}, name, 'Probe AS' FROM unnest(${sql.param(names)}::text[]) AS name
    RETURNING id`);
  return created.map((row) => row.id);
}

async function isUnplaced(companyId: number, productId: number): Promise<boolean> {
  const found = await rows(sql`
    SELECT 1 FROM unplaced_products WHERE company_id = ${companyId} AND product_id = ${productId}`);
  return found.length === 1;
}

/** What the table should hold for a company, asked the slow way. */
async function unplacedTheSlowWay(companyId: number): Promise<number[]> {
  const found = await rows<{ id: number }>(sql`
    SELECT p.id FROM products p WHERE p.company_id = ${companyId}
      AND NOT EXISTS (SELECT 1 FROM location_products lp WHERE lp.company_id = p.company_id AND lp.product_id = p.id)
    ORDER BY p.id`);
  return found.map((row) => row.id);
}

async function unplacedKept(companyId: number): Promise<number[]> {
  const found = await rows<{ id: number }>(sql`
    SELECT product_id AS id FROM unplaced_products WHERE company_id = ${companyId} ORDER BY product_id`);
  return found.map((row) => row.id);
}

beforeAll(async () => {
  h = await createHarness();
  bay1 = await locationIdOf(h.db, DEMO, "Bay 1");
  flammables = await locationIdOf(h.db, DEMO, "Flammables cabinet");
  osloPlant = await locationIdOf(h.db, DEMO, "Oslo plant");
});

afterAll(async () => {
  await h.close();
});

describe("the products held nowhere, kept by triggers", () => {
  it("matches the products without placements after the seed, for every company", async () => {
    expect(await unplacedKept(DEMO)).toEqual(await unplacedTheSlowWay(DEMO));
    expect(await unplacedKept(OTHER)).toEqual(await unplacedTheSlowWay(OTHER));
  });

  it("follows a product from the library to its placements and back", async () => {
    const [product] = await newProducts(DEMO, "Unplaced probe");
    expect(await isUnplaced(DEMO, product!)).toBe(true);

    await h.db.execute(sql`
      INSERT INTO location_products (company_id, location_id, product_id)
      VALUES (${DEMO}, ${bay1}, ${product}), (${DEMO}, ${flammables}, ${product})`);
    expect(await isUnplaced(DEMO, product!)).toBe(false);

    // Archiving or changing an amount is not a move.
    await h.db.execute(
      sql`UPDATE location_products SET archived = true, amount = 3 WHERE product_id = ${product}`,
    );
    expect(await isUnplaced(DEMO, product!)).toBe(false);

    await h.db.execute(
      sql`DELETE FROM location_products WHERE location_id = ${bay1} AND product_id = ${product}`,
    );
    expect(await isUnplaced(DEMO, product!)).toBe(false);

    await h.db.execute(sql`DELETE FROM location_products WHERE product_id = ${product}`);
    expect(await isUnplaced(DEMO, product!)).toBe(true);
  });

  it("moves with a placement given to another product", async () => {
    const [from, to] = await newProducts(DEMO, "Unplaced probe from", "Unplaced probe to");
    await h.db.execute(sql`
      INSERT INTO location_products (company_id, location_id, product_id) VALUES (${DEMO}, ${bay1}, ${from})`);
    await h.db.execute(sql`
      UPDATE location_products SET product_id = ${to} WHERE location_id = ${bay1} AND product_id = ${from}`);
    expect(await isUnplaced(DEMO, from!)).toBe(true);
    expect(await isUnplaced(DEMO, to!)).toBe(false);
  });

  it("lets a placed product, or a location holding products, be deleted", async () => {
    const [product] = await newProducts(DEMO, "Unplaced probe deleted");
    await h.db.execute(sql`
      INSERT INTO location_products (company_id, location_id, product_id) VALUES (${DEMO}, ${bay1}, ${product})`);
    await h.db.execute(sql`DELETE FROM products WHERE company_id = ${DEMO} AND id = ${product}`);
    expect(await isUnplaced(DEMO, product!)).toBe(false);

    const [held] = await newProducts(DEMO, "Unplaced probe at a deleted location");
    const [spot] = await rows<{ id: number }>(sql`
      INSERT INTO locations (company_id, parent_id, name) VALUES (${DEMO}, ${osloPlant}, 'Unplaced probe room')
      RETURNING id`);
    await h.db.execute(sql`
      INSERT INTO location_products (company_id, location_id, product_id) VALUES (${DEMO}, ${spot!.id}, ${held})`);
    await h.db.execute(sql`DELETE FROM locations WHERE company_id = ${DEMO} AND id = ${spot!.id}`);
    expect(await isUnplaced(DEMO, held!)).toBe(true);
    expect(await unplacedKept(DEMO)).toEqual(await unplacedTheSlowWay(DEMO));
  });
});

describe("a limited scope's few products", () => {
  it("are the products the row-by-row condition lets through", async () => {
    const scope: LocationScope = { companyId: DEMO, roots: [flammables] };
    const few = await fewProductsInScope(h.db, scope);
    const rowByRow = await rows<{ id: number }>(sql`
      SELECT p.id FROM products p WHERE p.company_id = ${DEMO} AND ${productInScope(scope, sql`p.id`)}`);
    expect(few).not.toBeNull();
    expect([...few!].sort((a, b) => a - b)).toEqual(rowByRow.map((row) => row.id).sort((a, b) => a - b));
  });

  it("are not named for the whole company, nor past the bound", async () => {
    expect(await fewProductsInScope(h.db, { companyId: DEMO, roots: null })).toBeNull();
    const many = Array.from({ length: FEW_PRODUCTS + 1 }, (_, i) => `Unplaced bulk probe ${i}`);
    await newProducts(OTHER, ...many);
    const otherRoot = await rows<{ id: number }>(sql`
      SELECT id FROM locations WHERE company_id = ${OTHER} AND parent_id IS NULL LIMIT 1`);
    expect(await fewProductsInScope(h.db, { companyId: OTHER, roots: [otherRoot[0]!.id] })).toBeNull();
    expect(await unplacedKept(OTHER)).toEqual(await unplacedTheSlowWay(OTHER));
  });
});
