import { and, eq, sql, TransactionRollbackError } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_PAGE_SIZE } from "../../core/products";
import type { PageMeta, SearchMeta } from "../../api/products/schemas";
import { listLocationProducts, listUniqueProducts } from "../../api/products/location-products";
import type { Executor } from "../../api/locations/tree";
import { searchSds } from "../../api/products/search";
import { createSds } from "../../api/products/products";
import { locationProducts, locations, sdsDocuments, type SdsDocumentRow } from "../../db/schema";
import {
  ADMIN,
  createHarness,
  DEMO,
  locationIdOf,
  OTHER,
  OTHER_ADMIN,
  productIdOf,
  type ApiHarness,
} from "./helpers";
import { withoutExposureData } from "../support/exposure";

/**
 * The counts of decision 020: the totals of GET /location/v2/products (per row
 * and unique, with and without include_archived) and the total and facet
 * counts of the plain SDS list (GET /search/v1/sqproductsearch without text or
 * facets) are read from counts that triggers keep. After every kind of change
 * each answer must equal the same list counted from its rows (`recount`), and
 * the kept rows must equal product_counts_rebuild's; another company's counts
 * never move.
 */

let h: ApiHarness;

beforeAll(async () => {
  h = await createHarness();
});

afterAll(async () => {
  await h.close();
});

const COMPANY_LISTS = [
  "",
  "include_archived=1",
  "unique=1",
  "unique=1&include_archived=1",
  // Searches total from the per-product counts: a name, a supplier, a CAS number, with archived rows too.
  "search=a",
  "search=merck&include_archived=1",
  "unique=1&search=67-64-1",
  "unique=1&search=a&include_archived=1",
] as const;

const idOf = (name: string, companyId: number = DEMO) => locationIdOf(h.db, companyId, name);
const idOfProduct = (name: string, companyId: number = DEMO) => productIdOf(h.db, companyId, name);

async function get<T>(email: string, path: string): Promise<T> {
  const res = await h.call(email, `/api${path}`);
  expect(res.status, `${path}: ${res.text}`).toBe(200);
  return res.body as T;
}

async function post(email: string, path: string, body: unknown): Promise<unknown> {
  const res = await h.call(email, `/api${path}`, { method: "POST", body });
  expect(res.status, `${path}: ${res.text}`).toBe(200);
  return res.body;
}

async function put(email: string, path: string, body: unknown): Promise<void> {
  const res = await h.call(email, `/api${path}`, { method: "PUT", body });
  expect(res.status, `${path}: ${res.text}`).toBe(200);
}

/** What the four company lists and the plain SDS list answer (totals and facets, the first page). */
async function answers(email: string) {
  const lists: Record<string, number> = {};
  for (const query of COMPANY_LISTS) {
    lists[query] = (await get<{ meta: PageMeta }>(email, `/location/v2/products?${query}`)).meta.total;
  }
  const search = await get<{ data: unknown[]; meta: SearchMeta }>(email, "/search/v1/sqproductsearch");
  return { lists, search };
}

/** The same lists counted from their rows. */
async function recounted(companyId: number) {
  const lists: Record<string, number> = {};
  for (const query of COMPANY_LISTS) {
    const options = {
      locationId: null,
      subtree: true,
      includeArchived: query.includes("include_archived"),
      search: new URLSearchParams(query).get("search") ?? undefined,
      page: 1,
      limit: PRODUCT_PAGE_SIZE,
      sort: "name" as const,
      languageId: 4,
      recount: true,
    };
    const page = query.includes("unique")
      ? await listUniqueProducts(h.db, { companyId, roots: null }, options)
      : await listLocationProducts(h.db, { companyId, roots: null }, options);
    lists[query] = page!.meta.total;
  }
  const search = await searchSds(
    h.db,
    { companyId, roots: null },
    { limit: PRODUCT_PAGE_SIZE, page: 1, facets: {}, includeSuperseded: false },
    { recount: true },
  );
  return { lists, search: JSON.parse(JSON.stringify(search)) as typeof search };
}

/** A company's kept rows, in key order. */
async function keptRows(db: Executor, companyId: number) {
  // One after the other: `db` may be a transaction's single connection.
  const counts = await db.execute(sql`SELECT * FROM product_counts WHERE company_id = ${companyId}
    AND (sheets, placements, listed_placements, placed_products, listed_products) <> (0, 0, 0, 0, 0)`);
  const facets = await db.execute(sql`SELECT * FROM product_facet_counts WHERE company_id = ${companyId}
    ORDER BY facet, value_id, value`);
  const perProduct = await db.execute(
    sql`SELECT * FROM product_placement_counts WHERE company_id = ${companyId} ORDER BY product_id`,
  );
  return { counts: counts.rows, facets: facets.rows, perProduct: perProduct.rows };
}

/** The rows product_counts_rebuild writes for the company, in a transaction rolled back. */
async function rebuiltRows(companyId: number) {
  let rows: Awaited<ReturnType<typeof keptRows>> | undefined;
  try {
    await h.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT product_counts_rebuild(${companyId})`);
      rows = await keptRows(tx, companyId);
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return rows!;
}

/** Every answer equals its recount, and the kept rows equal a rebuild's. Returns the answers. */
async function expectExact(companyId: number = DEMO, email: string = ADMIN) {
  const answered = await answers(email);
  expect(answered).toEqual(await recounted(companyId));
  expect(await keptRows(h.db, companyId)).toEqual(await rebuiltRows(companyId));
  return answered;
}

/** Runs `change` in the demo company and checks that the other company's answers stayed as they were. */
async function inDemo<T>(change: () => Promise<T>): Promise<T> {
  const before = await answers(OTHER_ADMIN);
  const result = await change();
  expect(await answers(OTHER_ADMIN)).toEqual(before);
  return result;
}

/** Demo products that are not at the location, in id order. */
async function productsNotAt(locationId: number, count: number): Promise<number[]> {
  const result = await h.db.execute<{ id: number }>(sql`
    SELECT p.id FROM products p
    WHERE p.company_id = ${DEMO} AND NOT EXISTS (
      SELECT 1 FROM location_products lp WHERE lp.company_id = p.company_id AND lp.location_id = ${locationId}
        AND lp.product_id = p.id)
    ORDER BY p.id LIMIT ${count}`);
  return result.rows.map((row) => row.id);
}

/** Products without any row at a location, in id order. */
async function unplacedProducts(count: number): Promise<number[]> {
  const result = await h.db.execute<{ id: number }>(sql`
    SELECT p.id FROM products p
    WHERE p.company_id = ${DEMO} AND NOT EXISTS (
      SELECT 1 FROM location_products lp WHERE lp.company_id = p.company_id AND lp.product_id = p.id)
    ORDER BY p.id LIMIT ${count}`);
  return result.rows.map((row) => row.id);
}

/** The product's current en/GB sheet. */
async function currentEnGb(productId: number): Promise<SdsDocumentRow> {
  const rows = await h.db
    .select()
    .from(sdsDocuments)
    .where(and(eq(sdsDocuments.productId, productId), eq(sdsDocuments.languageId, 4)));
  const current = rows.find((row) => row.marketId === 4 && !row.pending && row.supersededById === null);
  if (!current) throw new Error("no current en/GB sheet");
  return current;
}

/** A pending copy of a sheet with some fields changed, inserted straight into the database. */
async function insertPending(from: SdsDocumentRow, changes: Partial<SdsDocumentRow>) {
  const { id: _id, labelLower: _l, search: _s, createdAt: _c, updatedAt: _u, ...fields } = from;
  const [row] = await h.db
    .insert(sdsDocuments)
    .values({
      ...fields,
      key: `SDS-TEST${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
      supersededById: null,
      pending: true,
      ...changes,
    })
    .returning();
  return row!;
}

describe("kept product counts (decision 020)", () => {
  it("are exact for the seeded companies", async () => {
    const demo = await expectExact(DEMO, ADMIN);
    const other = await expectExact(OTHER, OTHER_ADMIN);
    // The seed has archived rows and an archived location, so the four totals differ.
    expect(demo.lists[""]).toBeLessThan(demo.lists["include_archived=1"]!);
    expect(demo.lists["unique=1"]).toBeLessThan(demo.lists["unique=1&include_archived=1"]!);
    expect(demo.search.meta.total).toBeGreaterThan(200);
    expect(demo.search.meta.facets.location.length).toBeGreaterThan(0);
    expect(other.search.meta.total).toBeLessThan(demo.search.meta.total);
  });

  it("follow adding products to a location and deleting them again", async () => {
    const cabinet = await idOf("Flammables cabinet");
    const before = await expectExact();
    const placed = await productsNotAt(cabinet, 2);
    const unplaced = await unplacedProducts(1);
    const added = [...new Set([...placed, ...unplaced])];
    await inDemo(() =>
      post(ADMIN, `/location/v2/${cabinet}/products`, {
        products: added.map((id) => ({ product_id: id, amount: 1, unit: "L" })),
      }),
    );
    const after = await expectExact();
    expect(after.lists[""]).toBe(before.lists[""]! + added.length);
    expect(after.lists["unique=1"]).toBe(before.lists["unique=1"]! + unplaced.length);

    await inDemo(() => post(ADMIN, `/location/v2/${cabinet}/products/delete`, { products: added }));
    expect(await expectExact()).toEqual(before);
  });

  it("follow copying and moving products between locations", async () => {
    const from = await idOf("Flammables cabinet");
    const shelf = await idOf("Reagent shelf");
    const cupboard = await idOf("Fume cupboard");
    const before = await expectExact();
    const here = await h.db
      .select({ id: locationProducts.productId })
      .from(locationProducts)
      .where(and(eq(locationProducts.locationId, from), eq(locationProducts.archived, false)));
    const products = here.slice(0, 3).map((row) => row.id);
    await inDemo(() =>
      post(ADMIN, "/location/v2/copymoveproductstolocations", {
        action: "copy",
        from_location_id: from,
        products,
        location_ids: [shelf, cupboard],
      }),
    );
    const copied = await expectExact();
    expect(copied.lists[""]).toBeGreaterThan(before.lists[""]!);
    expect(copied.lists["unique=1"]).toBe(before.lists["unique=1"]);

    // Moving to the shelf: where the shelf already holds a product the source row is deleted.
    await inDemo(() =>
      post(ADMIN, "/location/v2/copymoveproductstolocations", {
        action: "move",
        from_location_id: from,
        products,
        location_ids: [shelf],
      }),
    );
    await expectExact();
    // And back.
    await inDemo(() =>
      post(ADMIN, "/location/v2/copymoveproductstolocations", {
        action: "copy",
        from_location_id: shelf,
        products,
        location_ids: [from],
      }),
    );
    await expectExact();
  });

  it("follow archiving, unarchiving and categorising products at a location", async () => {
    const cupboard = await idOf("Fume cupboard");
    const before = await expectExact();
    const here = await h.db
      .select({ id: locationProducts.productId })
      .from(locationProducts)
      .where(and(eq(locationProducts.locationId, cupboard), eq(locationProducts.archived, false)));
    const products = here.map((row) => row.id);
    expect(products.length).toBeGreaterThan(1);

    await inDemo(() => post(ADMIN, `/location/v2/${cupboard}/products/archive`, { products }));
    const archived = await expectExact();
    expect(archived.lists[""]).toBe(before.lists[""]! - products.length);
    expect(archived.lists["include_archived=1"]).toBe(before.lists["include_archived=1"]);

    // A category and amounts change no count.
    await inDemo(() =>
      post(ADMIN, `/location/v2/${cupboard}/products/unarchive`, { products: products.slice(0, 1) }),
    );
    await inDemo(() =>
      post(ADMIN, `/location/v2/${cupboard}/products/categorise`, {
        products: products.slice(0, 1),
        incompatibility_category_id: "3",
      }),
    );
    await expectExact();
    await inDemo(() => post(ADMIN, `/location/v2/${cupboard}/products/unarchive`, { products }));
    expect(await expectExact()).toEqual(before);
  });

  it("follow archiving and restoring a location with its subtree", async () => {
    const cabinet = await idOf("Flammables cabinet");
    const [room] = await h.db
      .select({ id: locations.parentId })
      .from(locations)
      .where(eq(locations.id, cabinet));
    const before = await expectExact();
    await inDemo(() => put(ADMIN, `/hierarchy/v1/locations/${room!.id}`, { archived: true }));
    const archived = await expectExact();
    expect(archived.lists[""]).toBeLessThan(before.lists[""]!);
    expect(archived.lists["include_archived=1"]).toBe(before.lists["include_archived=1"]);
    // The location facet counts the rows of archived locations too, like the search's location filter.
    expect(archived.search.meta.facets.location).toEqual(before.search.meta.facets.location);

    await inDemo(() => put(ADMIN, `/hierarchy/v1/locations/${room!.id}`, { archived: false }));
    expect(await expectExact()).toEqual(before);
  });

  it("follow replacing a safety data sheet: same classification, new classification, a new language", async () => {
    const before = await expectExact();
    // The seeded pending Toluene sheet.
    const toluene = await idOfProduct("Toluene");
    const pending = (
      await h.db
        .select()
        .from(sdsDocuments)
        .where(and(eq(sdsDocuments.productId, toluene), eq(sdsDocuments.pending, true)))
    )[0]!;
    await inDemo(() =>
      post(ADMIN, "/location/v2/replace-sds", { product_id: toluene, sds_key: pending.key }),
    );
    expect((await expectExact()).search.meta.total).toBe(before.search.meta.total);

    // Another supplier, pictograms and signal word: the facets move, the total does not.
    const acetone = await idOfProduct("Acetone");
    const changed = await insertPending(await currentEnGb(acetone), {
      supplier: "Counting Test Supplier AS",
      pictograms: ["GHS05", "GHS08", "GHS09"],
      signalWord: "Warning",
      version: "9.0",
    });
    await expectExact();
    await inDemo(() =>
      post(ADMIN, "/location/v2/replace-sds", { product_id: acetone, sds_key: changed.key }),
    );
    const replaced = await expectExact();
    expect(replaced.search.meta.total).toBe(before.search.meta.total);
    expect(replaced.search.meta.facets.supplier).not.toEqual(before.search.meta.facets.supplier);

    // A sheet in a language and market the product has none in: one more current sheet.
    const german = await insertPending(await currentEnGb(acetone), { languageId: 6, marketId: 6 });
    await inDemo(() => post(ADMIN, "/location/v2/replace-sds", { product_id: acetone, sds_key: german.key }));
    expect((await expectExact()).search.meta.total).toBe(before.search.meta.total + 1);
  });

  it("follow uploaded sheets: a new product, a pending version and its replacement", async () => {
    const before = await expectExact();
    const fields = {
      productId: null,
      name: "Counting test degreaser",
      supplier: "Counting Test Supplier AS",
      articleNo: "CT-1",
      languageId: 4,
      marketId: 4,
      version: "1.0",
      dateIssue: "2026-01-01",
      casNo: "67-64-1",
      unNo: null,
      signalWord: "Danger" as const,
      pictograms: ["GHS02", "GHS07"],
      hazardStatements: ["H225"],
      precautionaryStatements: [],
      storageClass: "3",
    };
    const file = { fileKey: "test/counting.pdf", fileName: "counting.pdf", fileSize: 1 };
    const [admin] = (
      await h.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = 'admin@demo.test'`)
    ).rows;
    const actor = { companyId: DEMO, roots: null, userId: admin!.id };
    const created = await inDemo(() => createSds(h.db, actor, fields, file));
    expect(created.ok).toBe(true);
    expect((await expectExact()).search.meta.total).toBe(before.search.meta.total + 1);
    const productId = await idOfProduct("Counting test degreaser");

    // Two pending uploads (the second replaces the first): no count moves until one is applied.
    const pendingFields = { ...fields, productId, version: "2.0", pictograms: ["GHS02"] };
    await inDemo(() => createSds(h.db, actor, pendingFields, file));
    await inDemo(() => createSds(h.db, actor, { ...pendingFields, signalWord: "Warning" as const }, file));
    expect((await expectExact()).search.meta.total).toBe(before.search.meta.total + 1);
  });

  it("follow deleting a product, a location and an archived location (cascades)", async () => {
    // Exposure records and plans would keep the product and the locations (the database refuses to delete
    // what they name); this test is about the counts, so they go first.
    await withoutExposureData(h.db, DEMO);
    const before = await expectExact();
    const acetone = await idOfProduct("Acetone");
    await inDemo(() =>
      h.db.execute(sql`DELETE FROM products WHERE company_id = ${DEMO} AND id = ${acetone}`),
    );
    const deleted = await expectExact();
    expect(deleted.search.meta.total).toBeLessThan(before.search.meta.total);
    expect(deleted.lists[""]).toBeLessThan(before.lists[""]!);

    // A location with rows, and the archived Old solvent cabinet with its archived rows.
    for (const name of ["Reagent shelf", "Old solvent cabinet"]) {
      const id = await idOf(name);
      await inDemo(() =>
        h.db.execute(sql`
          WITH RECURSIVE down AS (
            SELECT id, 0 AS depth FROM locations WHERE company_id = ${DEMO} AND id = ${id}
            UNION ALL
            SELECT l.id, d.depth + 1 FROM down d JOIN locations l ON l.company_id = ${DEMO} AND l.parent_id = d.id)
          DELETE FROM locations WHERE company_id = ${DEMO} AND id IN (
            SELECT id FROM down ORDER BY depth DESC)`),
      );
      await expectExact();
    }
  });

  it("stay exact under concurrent changes in one company", async () => {
    const cabinet = await idOf("Flammables cabinet");
    const cupboard = await idOf("Fume cupboard");
    const [room] = await h.db
      .select({ id: locations.parentId })
      .from(locations)
      .where(eq(locations.id, cupboard));
    const free = await productsNotAt(cabinet, 6);
    const atCupboard = (
      await h.db
        .select({ id: locationProducts.productId })
        .from(locationProducts)
        .where(eq(locationProducts.locationId, cupboard))
    ).map((row) => row.id);
    const before = await expectExact();
    for (let round = 0; round < 3; round++) {
      await Promise.all([
        ...free.map((id) =>
          post(ADMIN, `/location/v2/${cabinet}/products`, { products: [{ product_id: id }] }),
        ),
        post(ADMIN, `/location/v2/${cupboard}/products/archive`, { products: atCupboard }),
        put(ADMIN, `/hierarchy/v1/locations/${room!.id}`, { archived: true }),
      ]);
      await expectExact();
      await Promise.all([
        post(ADMIN, `/location/v2/${cabinet}/products/delete`, { products: free }),
        put(ADMIN, `/hierarchy/v1/locations/${room!.id}`, { archived: false }),
      ]);
      await post(ADMIN, `/location/v2/${cupboard}/products/unarchive`, { products: atCupboard });
      expect(await expectExact()).toEqual(before);
    }
  });

  it("are recounted after TRUNCATE, which fires no row or statement triggers", async () => {
    try {
      await h.db.transaction(async (tx) => {
        await tx.execute(sql`TRUNCATE location_products`);
        const counts = await tx.execute<{ placements: number; listed_products: number }>(
          sql`SELECT placements, listed_products FROM product_counts WHERE company_id = ${DEMO}`,
        );
        expect(counts.rows[0]).toEqual({ placements: 0, listed_products: 0 });
        const facets = await tx.execute(
          sql`SELECT 1 FROM product_facet_counts WHERE facet = 'location' OR company_id IS NULL`,
        );
        expect(facets.rows).toEqual([]);
        tx.rollback();
      });
    } catch (error) {
      if (!(error instanceof TransactionRollbackError)) throw error;
    }
    await expectExact();
    await expectExact(OTHER, OTHER_ADMIN);
  });
});
