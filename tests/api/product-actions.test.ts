import { and, asc, eq, notInArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocationProduct, StorageConflict } from "../../api/products/schemas";
import { locationProducts, products } from "../../db/schema";
import {
  ADMIN,
  createHarness,
  DEMO,
  HSE,
  locationIdOf,
  NOT_FOUND,
  OTHER,
  OTHER_ADMIN,
  productIdOf,
  WORKER,
  type ApiHarness,
} from "./helpers";

/**
 * The product actions at locations: add, copy, move, delete, archive,
 * unarchive and categorise. Each needs add_product; another company's ids
 * answer 404; a failed call changes nothing (checked in the database).
 */

let h: ApiHarness;

beforeAll(async () => {
  h = await createHarness();
});

afterAll(async () => {
  await h.close();
});

const OPERATOR = "operator@demo.test";
const PERMISSION_DENIED = { message: "Permission denied" };
const ARCHIVED = { message: "The location is archived." };

const idOf = (name: string, companyId: number = DEMO) => locationIdOf(h.db, companyId, name);

const idOfProduct = (name: string, companyId: number = DEMO) => productIdOf(h.db, companyId, name);

/** Every location_products row (both companies), to prove a failed call changed nothing. */
const snapshot = () => h.db.select().from(locationProducts).orderBy(asc(locationProducts.id));

async function rowOf(locationId: number, productId: number) {
  const rows = await h.db
    .select()
    .from(locationProducts)
    .where(and(eq(locationProducts.locationId, locationId), eq(locationProducts.productId, productId)));
  return rows[0];
}

/** Demo products that are not at the location, by name. */
async function productsNotAt(locationId: number, count: number): Promise<number[]> {
  const here = await h.db
    .select({ id: locationProducts.productId })
    .from(locationProducts)
    .where(eq(locationProducts.locationId, locationId));
  const rows = await h.db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.companyId, DEMO),
        notInArray(
          products.id,
          here.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(products.nameLower))
    .limit(count);
  return rows.map((row) => row.id);
}

async function post(email: string, path: string, body: unknown) {
  return h.call(email, `/api${path}`, { method: "POST", body });
}

/** Calls that fail change nothing. */
async function expectRefused(
  email: string,
  path: string,
  body: unknown,
  status: number,
  expected?: unknown,
): Promise<{ errors?: Record<string, string[]> }> {
  const before = await snapshot();
  const res = await post(email, path, body);
  expect(res.status, res.text).toBe(status);
  if (expected !== undefined) expect(res.body).toEqual(expected);
  expect(await snapshot()).toEqual(before);
  return res.body as { errors?: Record<string, string[]> };
}

describe("POST /location/v2/{id}/products", () => {
  it("adds products with their amounts and skips the ones already there", async () => {
    const flammables = await idOf("Flammables cabinet");
    const acetone = await idOfProduct("Acetone");
    const [a, b, c] = await productsNotAt(flammables, 3);
    const res = await post(HSE, `/location/v2/${flammables}/products`, {
      products: [
        { product_id: a, amount: 2, unit: "kg" },
        { product_id: acetone, amount: 99, unit: "L" },
        { product_id: b },
        { product_id: c, amount: 0, unit: null },
      ],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ data: { added: [a, b, c], skipped: [acetone] } });
    expect(await rowOf(flammables, a!)).toMatchObject({
      companyId: DEMO,
      amount: 2,
      unit: "kg",
      archived: false,
    });
    expect(await rowOf(flammables, b!)).toMatchObject({ amount: null, unit: null });
    expect(await rowOf(flammables, c!)).toMatchObject({ amount: 0, unit: null });
    // The row that was there keeps its amount.
    expect(await rowOf(flammables, acetone)).toMatchObject({ amount: 5, unit: "L" });
    const listed = await h.call(ADMIN, `/api/location/v3/${flammables}/products/${a}`);
    expect((listed.body as { data: LocationProduct }).data).toMatchObject({ amount: 2, unit: "kg" });
  });

  it("saves nothing when one entry is invalid (products.N field errors)", async () => {
    const acids = await idOf("Acids cabinet");
    const [a, b, c, d] = await productsNotAt(acids, 4);
    const body = await expectRefused(
      ADMIN,
      `/location/v2/${acids}/products`,
      {
        products: [
          { product_id: a, amount: 1, unit: "L" },
          { product_id: b },
          { product_id: c, amount: 3 },
          { product_id: d, amount: 0 },
        ],
      },
      422,
    );
    expect(body).toEqual({
      message: "The given data was invalid.",
      errors: { "products.2.unit": ["Field is required"] },
    });

    const invalid: [unknown, string][] = [
      [{ products: [] }, "products"],
      [{}, "products"],
      [{ products: [{ product_id: a, amount: -1, unit: "L" }] }, "products.0.amount"],
      [{ products: [{ product_id: a, amount: "5", unit: "L" }] }, "products.0.amount"],
      [{ products: [{ product_id: a, amount: 1, unit: "gallon" }] }, "products.0.unit"],
      [{ products: [{ product_id: 0 }] }, "products.0.product_id"],
      [{ products: [{ product_id: a }, { product_id: a }] }, "products.1.product_id"],
      [{ products: [{ product_id: a, location: 3 }] }, "products.0.location"],
      [{ products: Array.from({ length: 501 }, (_, i) => ({ product_id: i + 1 })) }, "products"],
    ];
    for (const [request, field] of invalid) {
      const refused = await expectRefused(ADMIN, `/location/v2/${acids}/products`, request, 422);
      expect(Object.keys(refused.errors ?? {}), JSON.stringify(request)).toContain(field);
    }
  });

  it("answers 404 for another company's location or product, and adds none of the batch", async () => {
    const acids = await idOf("Acids cabinet");
    const [a] = await productsNotAt(acids, 1);
    const theirs = await idOfProduct("Acetone", OTHER);
    await expectRefused(
      ADMIN,
      `/location/v2/${acids}/products`,
      { products: [{ product_id: a }, { product_id: theirs }] },
      404,
      NOT_FOUND,
    );
    await expectRefused(
      ADMIN,
      `/location/v2/${acids}/products`,
      { products: [{ product_id: 2_000_000_000 }] },
      404,
    );
    await expectRefused(
      OTHER_ADMIN,
      `/location/v2/${acids}/products`,
      { products: [{ product_id: theirs }] },
      404,
      NOT_FOUND,
    );
    await expectRefused(
      OTHER_ADMIN,
      `/location/v2/${acids}/products`,
      { products: [{ product_id: a }] },
      404,
      NOT_FOUND,
    );
    await expectRefused(ADMIN, `/location/v2/nope/products`, { products: [{ product_id: a }] }, 404);
  });

  it("answers 403 without add_product, before anything else", async () => {
    const acids = await idOf("Acids cabinet");
    const [a] = await productsNotAt(acids, 1);
    await expectRefused(
      WORKER,
      `/location/v2/${acids}/products`,
      { products: [{ product_id: a }] },
      403,
      PERMISSION_DENIED,
    );
    await expectRefused(OPERATOR, `/location/v2/${acids}/products`, { products: [] }, 403, PERMISSION_DENIED);
  });

  it("answers 409 at an archived location", async () => {
    const old = await idOf("Old solvent cabinet");
    const [a] = await productsNotAt(old, 1);
    await expectRefused(
      ADMIN,
      `/location/v2/${old}/products`,
      { products: [{ product_id: a }] },
      409,
      ARCHIVED,
    );
  });
});

describe("POST /location/v2/copymoveproductstolocations", () => {
  const path = "/location/v2/copymoveproductstolocations";

  it("copies products with their amounts to each target that lacks them", async () => {
    const flammables = await idOf("Flammables cabinet");
    const bases = await idOf("Bases cabinet");
    const reagent = await idOf("Reagent shelf");
    const acetone = await idOfProduct("Acetone");
    const toluene = await idOfProduct("Toluene");
    const res = await post(ADMIN, path, {
      action: "copy",
      from_location_id: flammables,
      products: [acetone, toluene],
      location_ids: [bases, reagent],
    });
    expect(res.status, res.text).toBe(200);
    // Acetone is at the Reagent shelf already.
    expect(res.body).toEqual({ data: { copied: 3, skipped: 1 } });
    expect(await rowOf(bases, acetone)).toMatchObject({
      amount: 5,
      unit: "L",
      archived: false,
      incompatibilityCategoryId: null,
    });
    expect(await rowOf(bases, toluene)).toMatchObject({ amount: 2.5, unit: "L" });
    expect(await rowOf(reagent, toluene)).toMatchObject({ amount: 2.5, unit: "L" });
    expect(await rowOf(reagent, acetone)).toMatchObject({ amount: 2.5, unit: "L" });
    // The source keeps its rows.
    expect(await rowOf(flammables, acetone)).toMatchObject({ amount: 5 });
  });

  it("moves a product's row to the target", async () => {
    const flammables = await idOf("Flammables cabinet");
    const sample = await idOf("Sample fridge");
    const isopropanol = await idOfProduct("Isopropanol");
    const before = await rowOf(flammables, isopropanol);
    if (await rowOf(sample, isopropanol)) throw new Error("the seed put Isopropanol in the Sample fridge");
    const res = await post("safety@demo.test", path, {
      action: "move",
      from_location_id: flammables,
      products: [isopropanol],
      location_ids: [sample],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ data: { moved: 1, skipped: 0 } });
    expect(await rowOf(flammables, isopropanol)).toBeUndefined();
    expect(await rowOf(sample, isopropanol)).toMatchObject({ id: before!.id, amount: 1, unit: "L" });
  });

  it("keeps the target's row when it holds the product already, deleting the source row", async () => {
    const flammables = await idOf("Flammables cabinet");
    const reagent = await idOf("Reagent shelf");
    const acetone = await idOfProduct("Acetone");
    const res = await post(ADMIN, path, {
      action: "move",
      from_location_id: reagent,
      products: [acetone],
      location_ids: [flammables],
    });
    expect(res.body).toEqual({ data: { moved: 0, skipped: 1 } });
    expect(await rowOf(reagent, acetone)).toBeUndefined();
    expect(await rowOf(flammables, acetone)).toMatchObject({ amount: 5, unit: "L" });
  });

  it("validates the request and changes nothing", async () => {
    const flammables = await idOf("Flammables cabinet");
    const acids = await idOf("Acids cabinet");
    const bases = await idOf("Bases cabinet");
    const toluene = await idOfProduct("Toluene");
    const base = { action: "copy", from_location_id: flammables, products: [toluene], location_ids: [acids] };
    const invalid: [Record<string, unknown>, string][] = [
      [{ ...base, action: "clone" }, "action"],
      [{ ...base, action: "move", location_ids: [acids, bases] }, "location_ids"],
      [{ ...base, location_ids: [flammables] }, "location_ids"],
      [{ ...base, location_ids: [] }, "location_ids"],
      [{ ...base, location_ids: Array.from({ length: 51 }, (_, i) => i + 1) }, "location_ids"],
      [{ ...base, location_ids: [acids, acids] }, "location_ids.1"],
      [{ ...base, products: [] }, "products"],
      [{ ...base, from_location_id: "x" }, "from_location_id"],
    ];
    for (const [request, field] of invalid) {
      const body = await expectRefused(ADMIN, path, request, 422);
      expect(Object.keys(body.errors ?? {}), JSON.stringify(request)).toContain(field);
    }
  });

  it("answers 404 for a product not at the source or another company's location, 409 for an archived target", async () => {
    const flammables = await idOf("Flammables cabinet");
    const acids = await idOf("Acids cabinet");
    const old = await idOf("Old solvent cabinet");
    const paintShop = await idOf("Paint shop", OTHER);
    const toluene = await idOfProduct("Toluene");
    const sulfuric = await idOfProduct("Sulfuric acid 96 %");
    const copy = { action: "copy", from_location_id: flammables, products: [toluene], location_ids: [acids] };
    await expectRefused(ADMIN, path, { ...copy, products: [toluene, sulfuric] }, 404, NOT_FOUND);
    await expectRefused(ADMIN, path, { ...copy, location_ids: [acids, paintShop] }, 404, NOT_FOUND);
    await expectRefused(OTHER_ADMIN, path, copy, 404, NOT_FOUND);
    await expectRefused(OTHER_ADMIN, path, { ...copy, location_ids: [paintShop] }, 404, NOT_FOUND);
    await expectRefused(ADMIN, path, { ...copy, location_ids: [acids, old] }, 409, ARCHIVED);
    await expectRefused(ADMIN, path, { ...copy, action: "move", location_ids: [old] }, 409, ARCHIVED);
    await expectRefused(WORKER, path, copy, 403, PERMISSION_DENIED);
  });
});

describe("POST /location/v2/{id}/products/delete", () => {
  it("deletes the rows at the location, and the product stays", async () => {
    const acids = await idOf("Acids cabinet");
    const sulfuric = await idOfProduct("Sulfuric acid 96 %");
    const res = await post(ADMIN, `/location/v2/${acids}/products/delete`, { products: [sulfuric] });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ data: { deleted: 1 } });
    expect(await rowOf(acids, sulfuric)).toBeUndefined();
    expect(await idOfProduct("Sulfuric acid 96 %")).toBe(sulfuric);
    // Not there any more: 404, nothing else deleted.
    const [other] = (
      await h.db.select().from(locationProducts).where(eq(locationProducts.locationId, acids))
    ).map((row) => row.productId);
    await expectRefused(
      ADMIN,
      `/location/v2/${acids}/products/delete`,
      { products: [other, sulfuric] },
      404,
      NOT_FOUND,
    );
  });

  it("is allowed at an archived location", async () => {
    const old = await idOf("Old solvent cabinet");
    const [row] = await h.db.select().from(locationProducts).where(eq(locationProducts.locationId, old));
    const res = await post(ADMIN, `/location/v2/${old}/products/delete`, { products: [row!.productId] });
    expect(res.body).toEqual({ data: { deleted: 1 } });
  });

  it("refuses other companies, users without add_product and bad input", async () => {
    const bases = await idOf("Bases cabinet");
    const hydroxide = await idOfProduct("Sodium hydroxide");
    await expectRefused(
      OTHER_ADMIN,
      `/location/v2/${bases}/products/delete`,
      { products: [hydroxide] },
      404,
      NOT_FOUND,
    );
    await expectRefused(
      WORKER,
      `/location/v2/${bases}/products/delete`,
      { products: [hydroxide] },
      403,
      PERMISSION_DENIED,
    );
    const body = await expectRefused(
      ADMIN,
      `/location/v2/${bases}/products/delete`,
      { products: [hydroxide, "x"] },
      422,
    );
    expect(Object.keys(body.errors ?? {})).toEqual(["products.1"]);
  });
});

describe("POST /location/v2/{id}/products/archive and /unarchive", () => {
  it("archives and restores, counting the rows that changed", async () => {
    const bases = await idOf("Bases cabinet");
    const hydroxide = await idOfProduct("Sodium hydroxide");
    const archive = await post(ADMIN, `/location/v2/${bases}/products/archive`, { products: [hydroxide] });
    expect(archive.status, archive.text).toBe(200);
    expect(archive.body).toEqual({ data: { updated: 1 } });
    expect(await rowOf(bases, hydroxide)).toMatchObject({ archived: true, amount: 1, unit: "kg" });
    expect(
      (await post(ADMIN, `/location/v2/${bases}/products/archive`, { products: [hydroxide] })).body,
    ).toEqual({
      data: { updated: 0 },
    });
    const listed = await h.call(ADMIN, `/api/location/v3/${bases}/products?limit=100`);
    expect(
      (listed.body as { data: LocationProduct[] }).data.some((row) => row.product_id === hydroxide),
    ).toBe(false);

    const restore = await post(HSE, `/location/v2/${bases}/products/unarchive`, { products: [hydroxide] });
    expect(restore.body).toEqual({ data: { updated: 1 } });
    expect(await rowOf(bases, hydroxide)).toMatchObject({ archived: false });
  });

  it("archives at an archived location but does not restore there (409)", async () => {
    const old = await idOf("Old solvent cabinet");
    const rows = await h.db.select().from(locationProducts).where(eq(locationProducts.locationId, old));
    const ids = rows.map((row) => row.productId);
    expect((await post(ADMIN, `/location/v2/${old}/products/archive`, { products: ids })).body).toEqual({
      data: { updated: 0 },
    });
    await expectRefused(ADMIN, `/location/v2/${old}/products/unarchive`, { products: ids }, 409, ARCHIVED);
  });

  it("refuses other companies, users without add_product and products not there", async () => {
    const bases = await idOf("Bases cabinet");
    const hydroxide = await idOfProduct("Sodium hydroxide");
    const [elsewhere] = await productsNotAt(bases, 1);
    for (const action of ["archive", "unarchive"]) {
      await expectRefused(
        OTHER_ADMIN,
        `/location/v2/${bases}/products/${action}`,
        { products: [hydroxide] },
        404,
      );
      await expectRefused(WORKER, `/location/v2/${bases}/products/${action}`, { products: [hydroxide] }, 403);
      await expectRefused(
        ADMIN,
        `/location/v2/${bases}/products/${action}`,
        { products: [hydroxide, elsewhere] },
        404,
      );
      await expectRefused(ADMIN, `/location/v2/${bases}/products/${action}`, { products: [] }, 422);
    }
  });
});

describe("POST /location/v2/{id}/products/categorise", () => {
  const conflictsAt = async (locationId: number) =>
    (
      (await h.call(ADMIN, `/api/location/v3/${locationId}/storage-conflicts`)).body as {
        data: StorageConflict[];
      }
    ).data;
  const isPeroxidePair = (c: StorageConflict) =>
    [c.a.name, c.b.name].sort().join("|") === "Ethanol|Hydrogen peroxide 35 %";

  it("sets the location's category, which the TRGS 510 check then uses; null goes back to the SDS class", async () => {
    const fume = await idOf("Fume cupboard");
    const peroxide = await idOfProduct("Hydrogen peroxide 35 %");
    expect((await conflictsAt(fume)).some(isPeroxidePair)).toBe(true);

    const res = await post(ADMIN, `/location/v2/${fume}/products/categorise`, {
      products: [peroxide],
      incompatibility_category_id: "3",
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ data: { updated: 1 } });
    expect(await rowOf(fume, peroxide)).toMatchObject({ incompatibilityCategoryId: "3" });
    const row = (await h.call(ADMIN, `/api/location/v3/${fume}/products/${peroxide}`)).body as {
      data: LocationProduct;
    };
    expect(row.data).toMatchObject({ incompatibility_category_id: "3", storage_class: "3" });
    expect(row.data.sds?.storage_class).toBe("5.1B");
    expect((await conflictsAt(fume)).some(isPeroxidePair)).toBe(false);
    // The same again changes nothing.
    expect(
      (
        await post(ADMIN, `/location/v2/${fume}/products/categorise`, {
          products: [peroxide],
          incompatibility_category_id: "3",
        })
      ).body,
    ).toEqual({ data: { updated: 0 } });

    const reset = await post(ADMIN, `/location/v2/${fume}/products/categorise`, {
      products: [peroxide],
      incompatibility_category_id: null,
    });
    expect(reset.body).toEqual({ data: { updated: 1 } });
    expect(await rowOf(fume, peroxide)).toMatchObject({ incompatibilityCategoryId: null });
    expect((await conflictsAt(fume)).some(isPeroxidePair)).toBe(true);
  });

  it("answers 422 for an unknown category, 404/403/409 as the other actions, changing nothing", async () => {
    const fume = await idOf("Fume cupboard");
    const old = await idOf("Old solvent cabinet");
    const peroxide = await idOfProduct("Hydrogen peroxide 35 %");
    const path = `/location/v2/${fume}/products/categorise`;
    for (const category of ["9Z", "", 3]) {
      const body = await expectRefused(
        ADMIN,
        path,
        { products: [peroxide], incompatibility_category_id: category },
        422,
      );
      expect(body.errors).toEqual({
        incompatibility_category_id: ["The incompatibility category must be a storage class id or null."],
      });
    }
    const missing = await expectRefused(ADMIN, path, { products: [peroxide] }, 422);
    expect(Object.keys(missing.errors ?? {})).toEqual(["incompatibility_category_id"]);
    await expectRefused(
      OTHER_ADMIN,
      path,
      { products: [peroxide], incompatibility_category_id: "3" },
      404,
      NOT_FOUND,
    );
    await expectRefused(
      WORKER,
      path,
      { products: [peroxide], incompatibility_category_id: "3" },
      403,
      PERMISSION_DENIED,
    );
    const oldRows = await h.db.select().from(locationProducts).where(eq(locationProducts.locationId, old));
    await expectRefused(
      ADMIN,
      `/location/v2/${old}/products/categorise`,
      { products: oldRows.map((row) => row.productId), incompatibility_category_id: "3" },
      409,
      ARCHIVED,
    );
  });
});
