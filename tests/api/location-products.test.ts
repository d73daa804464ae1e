import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocationDetail } from "../../api/locations/schemas";
import type {
  IncompatibilityCategory,
  LocationProduct,
  PageMeta,
  StorageConflict,
  UniqueProduct,
} from "../../api/products/schemas";
import { STORAGE_CLASS_IDS } from "../../core/storage-classes";
import { locationProducts, locations, products, sdsDocuments } from "../../db/schema";
import { DEMO_COMPANY_IDS } from "../../seed/seed";
import {
  ADMIN,
  createHarness,
  DEMO,
  locationIdOf,
  NOT_FOUND,
  OTHER,
  OTHER_ADMIN,
  productIdOf,
  WORKER,
  type ApiHarness,
} from "./helpers";

/**
 * The reading side of products at locations: a location's products (v3), the
 * company lists (v2, per row and unique), one row, has-product, the TRGS 510
 * check, the location's product summary (forms), the incompatibility
 * categories, the hierarchy's product count and has-products. On the demo
 * seed: Acetone at Flammables cabinet (5 L) and Reagent shelf (2.5 L),
 * Ethanol + Hydrogen peroxide 35 % at Fume cupboard, Old solvent cabinet
 * (archived) with 2 archived rows.
 */

let h: ApiHarness;

beforeAll(async () => {
  h = await createHarness();
});

afterAll(async () => {
  await h.close();
});

const idOf = (name: string, companyId: number = DEMO) => locationIdOf(h.db, companyId, name);

const idOfProduct = (name: string, companyId: number = DEMO) => productIdOf(h.db, companyId, name);

/** The current en/GB sheet key of a product. */
async function sdsKeyOf(productId: number): Promise<string> {
  const rows = await h.db
    .select({ key: sdsDocuments.key })
    .from(sdsDocuments)
    .where(
      and(
        eq(sdsDocuments.productId, productId),
        eq(sdsDocuments.languageId, 4),
        eq(sdsDocuments.marketId, 4),
        eq(sdsDocuments.pending, false),
        sql`${sdsDocuments.supersededById} IS NULL`,
      ),
    );
  return rows[0]!.key;
}

async function rowsAt(locationId: number, archived?: boolean) {
  const rows = await h.db
    .select()
    .from(locationProducts)
    .where(and(eq(locationProducts.companyId, DEMO), eq(locationProducts.locationId, locationId)));
  return archived === undefined ? rows : rows.filter((row) => row.archived === archived);
}

type Page<T> = { data: T[]; meta: PageMeta };

async function list<T = LocationProduct>(email: string, path: string): Promise<Page<T>> {
  const res = await h.call(email, path);
  expect(res.status, `${path}: ${res.text}`).toBe(200);
  return res.body as Page<T>;
}

async function get<T>(email: string, path: string): Promise<T> {
  const res = await h.call(email, path);
  expect(res.status, `${path}: ${res.text}`).toBe(200);
  return (res.body as { data: T }).data;
}

/** Every row of a list, page by page. */
async function allPages(email: string, path: string, limit: number): Promise<LocationProduct[]> {
  const rows: LocationProduct[] = [];
  for (let page = 1; ; page++) {
    const separator = path.includes("?") ? "&" : "?";
    const { data, meta } = await list(email, `${path}${separator}limit=${limit}&page=${page}`);
    rows.push(...data);
    if (page * limit >= meta.total) break;
  }
  return rows;
}

const compareNames = (a: string, b: string) =>
  a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0;

describe("GET /location/v3/{id}/products", () => {
  it("lists the products of the location and its subtree, with SDS, class and path", async () => {
    const lab1 = await idOf("Laboratory 1");
    const flammables = await idOf("Flammables cabinet");
    const acetone = await idOfProduct("Acetone");
    const { data, meta } = await list(ADMIN, `/api/location/v3/${lab1}/products?search=acetone`);
    expect(meta).toEqual({ total: 1, page: 1, limit: 20 });
    const row = data[0]!;
    expect(row).toMatchObject({
      product_id: acetone,
      location_id: flammables,
      location_name: "Flammables cabinet",
      location_path: "Oslo plant › Building A › Laboratory 1 › Flammables cabinet",
      name: "Acetone",
      amount: 5,
      unit: "L",
      archived: false,
      incompatibility_category_id: null,
      storage_class: "3",
      stock_kind: "EcoDatabase",
      signal_word: "Danger",
      pictograms: ["GHS02", "GHS07"],
      cas_no: "67-64-1",
    });
    expect(row.hazard_statements).toEqual(expect.arrayContaining(["H225", "H319", "H336", "EUH066"]));
    expect(row.sds).toMatchObject({
      key: await sdsKeyOf(acetone),
      product_id: acetone,
      language: 4,
      language_code: "en",
      market: 4,
      market_code: "GB",
      storage_class: "3",
      superseded: false,
      pending: false,
    });
    const dbRow = (await rowsAt(flammables)).find((r) => r.productId === acetone)!;
    expect(row.id).toBe(dbRow.id);
  });

  it("covers the whole subtree by default and only the location with subtree=0", async () => {
    const lab1 = await idOf("Laboratory 1");
    const flammables = await idOf("Flammables cabinet");
    const below = await allPages(ADMIN, `/api/location/v3/${lab1}/products`, 100);
    const expected = [...(await rowsAt(lab1, false)), ...(await rowsAt(flammables, false))];
    expect(below.map((row) => row.id).sort()).toEqual(expected.map((row) => row.id).sort());
    expect(below.length).toBeGreaterThanOrEqual(3);
    expect(below.some((row) => row.location_id === flammables)).toBe(true);

    const here = await allPages(ADMIN, `/api/location/v3/${lab1}/products?subtree=0`, 100);
    expect(here.every((row) => row.location_id === lab1)).toBe(true);
    expect(here).toHaveLength((await rowsAt(lab1, false)).length);

    const cabinet = await list(ADMIN, `/api/location/v3/${flammables}/products?subtree=0&limit=100`);
    expect(cabinet.meta.total).toBe((await rowsAt(flammables, false)).length);
  });

  it("sorts by name (default), -name, location, amount and updated", async () => {
    const oslo = await idOf("Oslo plant");
    const byName = (await list(ADMIN, `/api/location/v3/${oslo}/products?limit=100`)).data;
    expect(byName).toHaveLength(100);
    for (let i = 1; i < byName.length; i++) {
      expect(
        compareNames(byName[i - 1]!.name, byName[i]!.name),
        `${byName[i - 1]!.name} ≤ ${byName[i]!.name}`,
      ).toBeLessThanOrEqual(0);
    }
    const reversed = (await list(ADMIN, `/api/location/v3/${oslo}/products?limit=100&sort=-name`)).data;
    for (let i = 1; i < reversed.length; i++) {
      expect(compareNames(reversed[i - 1]!.name, reversed[i]!.name)).toBeGreaterThanOrEqual(0);
    }
    const byAmount = (await list(ADMIN, `/api/location/v3/${oslo}/products?limit=5&sort=amount`)).data;
    expect(byAmount[0]).toMatchObject({ name: "Ethanol", location_name: "Ethanol tank T1", amount: 20_000 });
    const byLocation = (await list(ADMIN, `/api/location/v3/${oslo}/products?limit=100&sort=location`)).data;
    for (let i = 1; i < byLocation.length; i++) {
      expect(
        compareNames(byLocation[i - 1]!.location_name, byLocation[i]!.location_name),
      ).toBeLessThanOrEqual(0);
    }
    const byUpdate = await list(ADMIN, `/api/location/v3/${oslo}/products?limit=3&sort=updated`);
    expect(byUpdate.data).toHaveLength(3);
  });

  it("pages without gaps or repeats, and answers an empty page past the end with the total", async () => {
    const oslo = await idOf("Oslo plant");
    const all = (await list(ADMIN, `/api/location/v3/${oslo}/products?limit=100`)).data.slice(0, 30);
    const paged = [
      ...(await list(ADMIN, `/api/location/v3/${oslo}/products?limit=10&page=1`)).data,
      ...(await list(ADMIN, `/api/location/v3/${oslo}/products?limit=10&page=2`)).data,
      ...(await list(ADMIN, `/api/location/v3/${oslo}/products?limit=10&page=3`)).data,
    ];
    expect(paged.map((row) => row.id)).toEqual(all.map((row) => row.id));
    const flammables = await idOf("Flammables cabinet");
    const total = (await rowsAt(flammables, false)).length;
    const past = await list(ADMIN, `/api/location/v3/${flammables}/products?page=50`);
    expect(past).toEqual({ data: [], meta: { total, page: 50, limit: 20 } });
    // The deepest page allowed: page × limit = 10 000.
    expect((await h.call(ADMIN, `/api/location/v3/${flammables}/products?page=100&limit=100`)).status).toBe(
      200,
    );
  });

  it("shows archived rows (and archived locations below) only with include_archived", async () => {
    const old = await idOf("Old solvent cabinet");
    expect((await list(ADMIN, `/api/location/v3/${old}/products`)).meta.total).toBe(0);
    const archived = await list(ADMIN, `/api/location/v3/${old}/products?include_archived=1`);
    expect(archived.meta.total).toBe(2);
    expect(archived.data.every((row) => row.archived)).toBe(true);
    expect(archived.data[0]!.location_path).toBe(
      "Oslo plant › Building A › Old laboratory › Old solvent cabinet",
    );

    const buildingA = await idOf("Building A");
    const active = await allPages(ADMIN, `/api/location/v3/${buildingA}/products`, 100);
    expect(active.some((row) => row.location_id === old || row.archived)).toBe(false);
    const everything = await allPages(
      ADMIN,
      `/api/location/v3/${buildingA}/products?include_archived=true`,
      100,
    );
    expect(everything.filter((row) => row.location_id === old)).toHaveLength(2);
  });

  it("searches name, supplier and CAS numbers, taking % and _ literally", async () => {
    const oslo = await idOf("Oslo plant");
    const byCas = await allPages(ADMIN, `/api/location/v3/${oslo}/products?search=67-64-1`, 100);
    expect(
      byCas
        .filter((row) => row.name === "Acetone")
        .map((row) => row.location_name)
        .sort(),
    ).toEqual(["Flammables cabinet", "Reagent shelf"]);
    const [acetone] = await h.db
      .select({ supplier: products.supplier })
      .from(products)
      .where(and(eq(products.companyId, DEMO), eq(products.name, "Acetone")));
    const supplier = acetone!.supplier.slice(0, 6);
    const bySupplier = await allPages(
      ADMIN,
      `/api/location/v3/${oslo}/products?search=${encodeURIComponent(supplier)}`,
      100,
    );
    expect(bySupplier.some((row) => row.name === "Acetone")).toBe(true);
    expect(
      bySupplier.every(
        (row) =>
          row.supplier.toLowerCase().includes(supplier.toLowerCase()) ||
          row.name.toLowerCase().includes(supplier.toLowerCase()),
      ),
    ).toBe(true);
    const percent = await allPages(ADMIN, `/api/location/v3/${oslo}/products?search=%25`, 100);
    expect(percent.map((row) => row.name)).toContain("Hydrogen peroxide 35 %");
    expect(percent.every((row) => row.name.includes("%") || row.supplier.includes("%"))).toBe(true);
    const underscore = await allPages(ADMIN, `/api/location/v3/${oslo}/products?search=_`, 100);
    expect(underscore.every((row) => row.name.includes("_") || row.supplier.includes("_"))).toBe(true);
    expect((await list(ADMIN, `/api/location/v3/${oslo}/products?search=zzzznothing`)).meta.total).toBe(0);
  });

  it("answers 404 for another company's location and a bad id, and lets any user of the company read", async () => {
    const flammables = await idOf("Flammables cabinet");
    const foreign = await h.call(OTHER_ADMIN, `/api/location/v3/${flammables}/products`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(NOT_FOUND);
    expect(foreign.text).not.toContain("Acetone");
    expect((await h.call(ADMIN, "/api/location/v3/abc/products")).status).toBe(404);
    expect((await h.call(ADMIN, "/api/location/v3/2000000000/products")).status).toBe(404);
    expect((await list(WORKER, `/api/location/v3/${flammables}/products`)).meta.total).toBeGreaterThan(0);
    const paintShop = await idOf("Paint shop", OTHER);
    const theirs = await allPages(OTHER_ADMIN, `/api/location/v3/${paintShop}/products`, 100);
    const theirProducts = await h.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.companyId, OTHER));
    const ids = new Set(theirProducts.map((p) => p.id));
    expect(theirs.every((row) => ids.has(row.product_id))).toBe(true);
    expect((await h.call(null, `/api/location/v3/${flammables}/products`)).status).toBe(401);
  });

  const invalid: [string, string, string][] = [
    ["limit 0", "limit=0", "limit"],
    ["limit 101", "limit=101", "limit"],
    ["page 0", "page=0", "page"],
    ["a page that is not a number", "page=two", "page"],
    ["page × limit over 10 000", "page=501&limit=20", "page"],
    ["an unknown sort", "sort=price", "sort"],
    ["subtree 2", "subtree=2", "subtree"],
    ["include_archived maybe", "include_archived=maybe", "include_archived"],
    ["a search of 101 characters", `search=${"x".repeat(101)}`, "search"],
  ];
  it.each(invalid)("answers 422 for %s", async (_name, query, field) => {
    const flammables = await idOf("Flammables cabinet");
    const res = await h.call(ADMIN, `/api/location/v3/${flammables}/products?${query}`);
    expect(res.status, res.text).toBe(422);
    expect(Object.keys((res.body as { errors: object }).errors)).toContain(field);
  });
});

describe("GET /location/v2/products", () => {
  it("lists every location's rows of the company, or of location_id and its subtree", async () => {
    const all = await allPages(ADMIN, "/api/location/v2/products?search=acetone", 100);
    expect(
      all.filter((row) => row.name === "Acetone").map((row) => [row.location_name, row.amount, row.unit]),
    ).toEqual([
      ["Flammables cabinet", 5, "L"],
      ["Reagent shelf", 2.5, "L"],
    ]);
    const lab1 = await idOf("Laboratory 1");
    const v2 = await list(ADMIN, `/api/location/v2/products?location_id=${lab1}&limit=100`);
    const v3 = await list(ADMIN, `/api/location/v3/${lab1}/products?limit=100`);
    expect(v2).toEqual(v3);
    const total = await h.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM location_products lp JOIN locations l ON l.company_id = lp.company_id AND l.id = lp.location_id
      WHERE lp.company_id = ${DEMO} AND NOT lp.archived AND NOT l.archived`);
    expect((await list(ADMIN, "/api/location/v2/products")).meta.total).toBe(total.rows[0]!.n);
  });

  it("never lists another company's rows", async () => {
    const theirs = await allPages(OTHER_ADMIN, "/api/location/v2/products", 100);
    const own = await h.db
      .select({ id: locationProducts.id })
      .from(locationProducts)
      .where(eq(locationProducts.companyId, OTHER));
    expect(theirs.map((row) => row.id).sort()).toEqual(own.map((row) => row.id).sort());
    const flammables = await idOf("Flammables cabinet");
    const res = await h.call(OTHER_ADMIN, `/api/location/v2/products?location_id=${flammables}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual(NOT_FOUND);
  });

  it("unique=1 answers one row per product with its locations and amounts per unit", async () => {
    const { data, meta } = await list<UniqueProduct>(
      ADMIN,
      "/api/location/v2/products?unique=1&search=acetone",
    );
    const acetone = data.find((row) => row.name === "Acetone")!;
    expect(acetone).toMatchObject({
      product_id: await idOfProduct("Acetone"),
      location_count: 2,
      amounts: [{ unit: "L", amount: 7.5 }],
      storage_class: "3",
      signal_word: "Danger",
      cas_no: "67-64-1",
    });
    expect(acetone.sds?.key).toBe(await sdsKeyOf(acetone.product_id));
    expect(meta.total).toBe(data.length);
    const ethanol = (
      await list<UniqueProduct>(ADMIN, "/api/location/v2/products?unique=1&search=ethanol")
    ).data.find((row) => row.name === "Ethanol")!;
    expect(ethanol.amounts).toEqual([{ unit: "L", amount: 20_001 }]);
    // Within a location's subtree only that subtree's rows count.
    const lab2 = await idOf("Laboratory 2");
    const here = (
      await list<UniqueProduct>(
        ADMIN,
        `/api/location/v2/products?unique=1&location_id=${lab2}&search=ethanol`,
      )
    ).data;
    expect(here.find((row) => row.name === "Ethanol")).toMatchObject({
      location_count: 1,
      amounts: [{ unit: "L", amount: 1 }],
    });
  });

  it("unique=1 sums each unit over the non-archived rows only", async () => {
    const company = DEMO_COMPANY_IDS.freshStartTwo;
    const [site] = await h.db
      .insert(locations)
      .values({ companyId: company, name: "Unique site" })
      .returning();
    const places = await h.db
      .insert(locations)
      .values(
        ["Shelf 1", "Shelf 2", "Shelf 3", "Shelf 4"].map((name) => ({
          companyId: company,
          name,
          parentId: site!.id,
        })),
      )
      .returning();
    const [product] = await h.db
      .insert(products)
      .values({ companyId: company, name: "Test solvent" })
      .returning();
    await h.db.insert(locationProducts).values([
      { companyId: company, locationId: places[0]!.id, productId: product!.id, amount: 2, unit: "L" },
      { companyId: company, locationId: places[1]!.id, productId: product!.id, amount: 1.25, unit: "L" },
      { companyId: company, locationId: places[2]!.id, productId: product!.id, amount: 500, unit: "mL" },
      {
        companyId: company,
        locationId: places[3]!.id,
        productId: product!.id,
        amount: 3,
        unit: "L",
        archived: true,
      },
    ]);
    const active = await list<UniqueProduct>("newcomer2@fresh.test", "/api/location/v2/products?unique=1");
    expect(active.data).toEqual([
      expect.objectContaining({
        product_id: product!.id,
        name: "Test solvent",
        sds: null,
        location_count: 3,
        // Units in the order of AMOUNT_UNITS.
        amounts: [
          { unit: "mL", amount: 500 },
          { unit: "L", amount: 3.25 },
        ],
      }),
    ]);
    const withArchived = await list<UniqueProduct>(
      "newcomer2@fresh.test",
      "/api/location/v2/products?unique=1&include_archived=1",
    );
    expect(withArchived.data[0]).toMatchObject({
      location_count: 4,
      amounts: [
        { unit: "mL", amount: 500 },
        { unit: "L", amount: 3.25 },
      ],
    });
  });

  it("unique=1 pages and sorts", async () => {
    const first = await list<UniqueProduct>(ADMIN, "/api/location/v2/products?unique=1&limit=5");
    const second = await list<UniqueProduct>(ADMIN, "/api/location/v2/products?unique=1&limit=5&page=2");
    expect(first.data).toHaveLength(5);
    expect(first.meta.total).toBeGreaterThan(100);
    expect(new Set([...first.data, ...second.data].map((row) => row.product_id)).size).toBe(10);
    const most = await list<UniqueProduct>(ADMIN, "/api/location/v2/products?unique=1&limit=3&sort=location");
    expect(most.data[0]!.location_count).toBeGreaterThanOrEqual(most.data[2]!.location_count);
    const big = await list<UniqueProduct>(ADMIN, "/api/location/v2/products?unique=1&limit=1&sort=amount");
    expect(big.data[0]!.name).toBe("Ethanol");
  });

  it("answers 422 for a bad location_id, unique or page window", async () => {
    for (const [query, field] of [
      ["location_id=abc", "location_id"],
      ["location_id=0", "location_id"],
      ["unique=2", "unique"],
      ["limit=100&page=101", "page"],
    ] as const) {
      const res = await h.call(ADMIN, `/api/location/v2/products?${query}`);
      expect(res.status, query).toBe(422);
      expect(Object.keys((res.body as { errors: object }).errors)).toContain(field);
    }
  });
});

describe("GET /location/v3/{id}/products/{prodId}", () => {
  it("answers the product's row at the location", async () => {
    const flammables = await idOf("Flammables cabinet");
    const acetone = await idOfProduct("Acetone");
    const row = await get<LocationProduct>(ADMIN, `/api/location/v3/${flammables}/products/${acetone}`);
    expect(row).toMatchObject({
      product_id: acetone,
      location_id: flammables,
      amount: 5,
      unit: "L",
      storage_class: "3",
    });
    expect(row.location_path).toBe("Oslo plant › Building A › Laboratory 1 › Flammables cabinet");
    const english = await get<LocationProduct>(
      ADMIN,
      `/api/location/v3/${flammables}/products/${acetone}?language=4`,
    );
    expect(english.sds?.language).toBe(4);
  });

  it("answers archived rows too", async () => {
    const old = await idOf("Old solvent cabinet");
    const [archived] = await rowsAt(old);
    const row = await get<LocationProduct>(ADMIN, `/api/location/v3/${old}/products/${archived!.productId}`);
    expect(row.archived).toBe(true);
  });

  it("answers 404 when the product is not at the location or not the company's", async () => {
    const acids = await idOf("Acids cabinet");
    const flammables = await idOf("Flammables cabinet");
    const acetone = await idOfProduct("Acetone");
    expect((await h.call(ADMIN, `/api/location/v3/${acids}/products/${acetone}`)).status).toBe(404);
    const foreign = await h.call(OTHER_ADMIN, `/api/location/v3/${flammables}/products/${acetone}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(NOT_FOUND);
    const theirAcetone = await idOfProduct("Acetone", OTHER);
    expect((await h.call(ADMIN, `/api/location/v3/${flammables}/products/${theirAcetone}`)).status).toBe(404);
    expect((await h.call(ADMIN, `/api/location/v3/${flammables}/products/x1`)).status).toBe(404);
    const badLanguage = await h.call(ADMIN, `/api/location/v3/${flammables}/products/${acetone}?language=99`);
    expect(badLanguage.status).toBe(422);
    expect(Object.keys((badLanguage.body as { errors: object }).errors)).toEqual(["language"]);
  });
});

describe("GET /location/v3/{id}/has-product", () => {
  it("tells whether the SDS's product is at the location", async () => {
    const flammables = await idOf("Flammables cabinet");
    const acids = await idOf("Acids cabinet");
    const key = await sdsKeyOf(await idOfProduct("Acetone"));
    expect(await get(ADMIN, `/api/location/v3/${flammables}/has-product?sds_key=${key}`)).toEqual({
      product_exists: true,
    });
    expect(await get(WORKER, `/api/location/v3/${acids}/has-product?sds_key=${key}`)).toEqual({
      product_exists: false,
    });
    // Archived rows count too.
    const old = await idOf("Old solvent cabinet");
    const [archived] = await rowsAt(old);
    const archivedKey = await sdsKeyOf(archived!.productId);
    expect(await get(ADMIN, `/api/location/v3/${old}/has-product?sds_key=${archivedKey}`)).toEqual({
      product_exists: true,
    });
  });

  it("answers 404 for another company's location or sheet, 422 without sds_key", async () => {
    const flammables = await idOf("Flammables cabinet");
    const key = await sdsKeyOf(await idOfProduct("Acetone"));
    expect(
      (await h.call(OTHER_ADMIN, `/api/location/v3/${flammables}/has-product?sds_key=${key}`)).status,
    ).toBe(404);
    const theirKey = await sdsKeyOf(await idOfProduct("Acetone", OTHER));
    expect(
      (await h.call(ADMIN, `/api/location/v3/${flammables}/has-product?sds_key=${theirKey}`)).status,
    ).toBe(404);
    expect((await h.call(ADMIN, `/api/location/v3/${flammables}/has-product?sds_key=NOPE`)).status).toBe(404);
    const missing = await h.call(ADMIN, `/api/location/v3/${flammables}/has-product`);
    expect(missing.status).toBe(422);
    expect(Object.keys((missing.body as { errors: object }).errors)).toEqual(["sds_key"]);
  });
});

describe("GET /location/v3/{id}/storage-conflicts", () => {
  it("finds Ethanol and Hydrogen peroxide 35 % at the Fume cupboard (3 with 5.1B)", async () => {
    const fume = await idOf("Fume cupboard");
    const res = await h.call(WORKER, `/api/location/v3/${fume}/storage-conflicts`);
    expect(res.status).toBe(200);
    const body = res.body as { data: StorageConflict[]; missing: { product_id: number; name: string }[] };
    const pair = body.data.find(
      (c) => [c.a.name, c.b.name].sort().join("|") === "Ethanol|Hydrogen peroxide 35 %",
    );
    expect(pair).toBeDefined();
    expect(pair!.location_id).toBe(fume);
    expect(pair!.compatibility).toBe("INCOMPATIBLE");
    expect([pair!.a.storage_class, pair!.b.storage_class].sort()).toEqual(["3", "5.1B"]);
    expect(pair!.note).toBe(7);
    expect(Array.isArray(body.missing)).toBe(true);
  });

  it("checks only the non-archived products directly at the location", async () => {
    const lab2 = await idOf("Laboratory 2");
    expect((await h.call(ADMIN, `/api/location/v3/${lab2}/storage-conflicts`)).body).toEqual({
      data: [],
      missing: [],
    });
    const old = await idOf("Old solvent cabinet");
    expect((await h.call(ADMIN, `/api/location/v3/${old}/storage-conflicts`)).body).toEqual({
      data: [],
      missing: [],
    });
  });

  it("answers 404 for another company's location", async () => {
    const fume = await idOf("Fume cupboard");
    const res = await h.call(OTHER_ADMIN, `/api/location/v3/${fume}/storage-conflicts`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual(NOT_FOUND);
  });
});

describe("GET /location/v2/forms/{id}", () => {
  it("summarises the location's products", async () => {
    const fume = await idOf("Fume cupboard");
    const forms = await get<Record<string, unknown>>(ADMIN, `/api/location/v2/forms/${fume}`);
    const conflicts = (
      (await h.call(ADMIN, `/api/location/v3/${fume}/storage-conflicts`)).body as { data: unknown[] }
    ).data.length;
    expect(forms).toEqual({
      location: {
        id: fume,
        name: "Fume cupboard",
        path: "Oslo plant › Building A › Laboratory 2 › Fume cupboard",
      },
      products: (await rowsAt(fume, false)).length,
      archived_products: (await rowsAt(fume, true)).length,
      storage_conflicts: conflicts,
      may_edit: true,
    });
    expect(conflicts).toBeGreaterThanOrEqual(1);
    expect(await get(WORKER, `/api/location/v2/forms/${fume}`)).toMatchObject({ may_edit: false });
    const old = await idOf("Old solvent cabinet");
    expect(await get(ADMIN, `/api/location/v2/forms/${old}`)).toMatchObject({
      products: 0,
      archived_products: 2,
    });
  });

  it("answers 404 for another company's location", async () => {
    const fume = await idOf("Fume cupboard");
    expect((await h.call(OTHER_ADMIN, `/api/location/v2/forms/${fume}`)).status).toBe(404);
  });
});

describe("GET /site/v1/incompatibility-categories", () => {
  it("lists the TRGS 510 storage classes with their English names", async () => {
    const categories = await get<IncompatibilityCategory[]>(
      WORKER,
      "/api/site/v1/incompatibility-categories",
    );
    expect(categories.map((c) => c.id)).toEqual([...STORAGE_CLASS_IDS]);
    expect(categories[0]).toEqual({ id: "1", name: "Explosive hazardous substances" });
    expect(categories.find((c) => c.id === "3")).toEqual({ id: "3", name: "Flammable liquids" });
    expect(categories.every((c) => c.name.length > 0)).toBe(true);
    expect((await h.call(null, "/api/site/v1/incompatibility-categories")).status).toBe(401);
  });
});

describe("products elsewhere", () => {
  it("counts the non-archived products at a location in the hierarchy detail", async () => {
    const flammables = await idOf("Flammables cabinet");
    const detail = await get<LocationDetail>(ADMIN, `/api/hierarchy/v1/locations/${flammables}`);
    expect(detail.counts.products).toBe((await rowsAt(flammables, false)).length);
    expect(detail.counts.products).toBeGreaterThanOrEqual(3);
    const old = await idOf("Old solvent cabinet");
    expect((await get<LocationDetail>(ADMIN, `/api/hierarchy/v1/locations/${old}`)).counts.products).toBe(0);
  });

  it("answers has-products from the company's products", async () => {
    expect((await h.call(ADMIN, "/api/onboarding-api/v1/has-products")).body).toEqual({
      data: { module: "products", has_data: true },
    });
    expect((await h.call("newcomer@fresh.test", "/api/onboarding-api/v1/has-products")).body).toEqual({
      data: { module: "products", has_data: false },
    });
  });
});

describe("name order over many locations: the product walk and the full sort agree", () => {
  // 300 products at "Walk A", the last 11 also at "Walk B": a page of the site comes from the first
  // products in name order; Walk B's rows are not among them, so its page falls back to sorting its rows.
  const EMAIL = "newcomer2@fresh.test";
  const company = DEMO_COMPANY_IDS.freshStartTwo;
  let site = 0;
  let a = 0;
  let b = 0;
  const names = Array.from({ length: 300 }, (_, i) => `Walk product ${String(i + 1).padStart(3, "0")}`);

  beforeAll(async () => {
    const [root] = await h.db.insert(locations).values({ companyId: company, name: "Walk site" }).returning();
    const [first, second] = await h.db
      .insert(locations)
      .values([
        { companyId: company, name: "Walk A", parentId: root!.id },
        { companyId: company, name: "Walk B", parentId: root!.id },
      ])
      .returning();
    site = root!.id;
    a = first!.id;
    b = second!.id;
    // Inserted in reverse, so ids do not follow names.
    const rows = await h.db
      .insert(products)
      .values([...names].reverse().map((name) => ({ companyId: company, name })))
      .returning();
    const byName = new Map(rows.map((row) => [row.name, row.id]));
    await h.db.insert(locationProducts).values([
      ...names.map((name, i) => ({
        companyId: company,
        locationId: a,
        productId: byName.get(name)!,
        amount: i + 1,
        unit: "L",
      })),
      ...names.slice(289).map((name) => ({
        companyId: company,
        locationId: b,
        productId: byName.get(name)!,
        amount: 1,
        unit: "kg",
      })),
    ]);
  });

  /** The expected order: product name, then location name. */
  const expected = (rows: { name: string; location: string }[], descending = false) => {
    const sorted = [...rows].sort(
      (x, y) => compareNames(x.name, y.name) || compareNames(x.location, y.location),
    );
    return descending ? sorted.reverse() : sorted;
  };
  const everyRow = () => [
    ...names.map((name) => ({ name, location: "Walk A" })),
    ...names.slice(289).map((name) => ({ name, location: "Walk B" })),
  ];
  const shape = (rows: LocationProduct[]) =>
    rows.map((row) => ({ name: row.name, location: row.location_name }));

  it("pages the site from the walk, deep pages and the other direction too", async () => {
    const first = await list(EMAIL, `/api/location/v3/${site}/products?limit=20`);
    expect(first.meta.total).toBe(311);
    expect(shape(first.data)).toEqual(expected(everyRow()).slice(0, 20));
    const deep = await list(EMAIL, `/api/location/v3/${site}/products?limit=20&page=15`);
    expect(shape(deep.data)).toEqual(expected(everyRow()).slice(280, 300));
    const last = await list(EMAIL, `/api/location/v3/${site}/products?limit=20&page=16`);
    expect(shape(last.data)).toEqual(expected(everyRow()).slice(300));
    const reversed = await list(EMAIL, `/api/location/v3/${site}/products?limit=20&sort=-name`);
    expect(shape(reversed.data)).toEqual(expected(everyRow(), true).slice(0, 20));
    const company = await list(EMAIL, `/api/location/v2/products?limit=20&page=2&search=walk%20product`);
    expect(shape(company.data)).toEqual(expected(everyRow()).slice(20, 40));
  });

  it("cuts the whole company's list straight from the name order, deep pages and backwards too", async () => {
    // The company's every listed row (the walk's and the seed's), as the database holds them.
    const held = (
      await h.db.execute<{ name: string; location: string }>(sql`
        SELECT p.name, l.name AS location FROM location_products lp
        JOIN products p ON p.id = lp.product_id JOIN locations l ON l.id = lp.location_id
        WHERE lp.company_id = ${company} AND NOT lp.archived AND NOT l.archived`)
    ).rows;
    expect(held.length).toBeGreaterThan(300);
    const first = await list(EMAIL, `/api/location/v2/products?limit=20`);
    expect(first.meta.total).toBe(held.length);
    expect(shape(first.data)).toEqual(expected(held).slice(0, 20));
    const deep = await list(EMAIL, `/api/location/v2/products?limit=20&page=15`);
    expect(shape(deep.data)).toEqual(expected(held).slice(280, 300));
    const reversed = await list(EMAIL, `/api/location/v2/products?limit=20&page=2&sort=-name`);
    expect(shape(reversed.data)).toEqual(expected(held, true).slice(20, 40));
    const unique = await list<UniqueProduct>(EMAIL, `/api/location/v2/products?unique=1&limit=20&page=14`);
    const heldNames = [...new Set(held.map((row) => row.name))].sort(compareNames);
    expect(unique.meta.total).toBe(heldNames.length);
    expect(unique.data.map((row) => row.name)).toEqual(heldNames.slice(260, 280));
  });

  it("falls back to sorting a small subtree's rows", async () => {
    const small = await list(EMAIL, `/api/location/v3/${b}/products?limit=20`);
    expect(small.meta.total).toBe(11);
    expect(shape(small.data)).toEqual(expected(everyRow().filter((row) => row.location === "Walk B")));
    const smallReversed = await list(EMAIL, `/api/location/v3/${b}/products?limit=5&sort=-name`);
    expect(shape(smallReversed.data)).toEqual(
      expected(
        everyRow().filter((row) => row.location === "Walk B"),
        true,
      ).slice(0, 5),
    );
    const searched = await list(
      EMAIL,
      `/api/location/v2/products?limit=3&search=${encodeURIComponent("product 29")}`,
    );
    expect(shape(searched.data)).toEqual(
      expected(everyRow().filter((row) => row.name.includes("product 29"))).slice(0, 3),
    );
  });

  it("does the same for unique products", async () => {
    const uniqueNames = (rows: UniqueProduct[]) => rows.map((row) => row.name);
    const site1 = await list<UniqueProduct>(
      EMAIL,
      `/api/location/v2/products?unique=1&location_id=${site}&limit=20`,
    );
    expect(site1.meta.total).toBe(300);
    expect(uniqueNames(site1.data)).toEqual(names.slice(0, 20));
    const last = site1.data.find((row) => row.name === names[0]);
    expect(last).toMatchObject({ location_count: 1, amounts: [{ unit: "L", amount: 1 }] });
    const small = await list<UniqueProduct>(
      EMAIL,
      `/api/location/v2/products?unique=1&location_id=${b}&limit=20`,
    );
    expect(uniqueNames(small.data)).toEqual(names.slice(289));
    expect(small.data[0]).toMatchObject({ location_count: 1, amounts: [{ unit: "kg", amount: 1 }] });
    const both = await list<UniqueProduct>(
      EMAIL,
      `/api/location/v2/products?unique=1&limit=2&sort=-name&search=walk%20product`,
    );
    expect(both.data.map((row) => [row.name, row.location_count, row.amounts])).toEqual([
      [
        names[299],
        2,
        [
          { unit: "kg", amount: 1 },
          { unit: "L", amount: 300 },
        ],
      ],
      [
        names[298],
        2,
        [
          { unit: "kg", amount: 1 },
          { unit: "L", amount: 299 },
        ],
      ],
    ]);
    const deep = await list<UniqueProduct>(
      EMAIL,
      `/api/location/v2/products?unique=1&limit=50&page=6&search=walk%20product`,
    );
    expect(uniqueNames(deep.data)).toEqual(names.slice(250, 300));
    const byLocations = await list<UniqueProduct>(
      EMAIL,
      `/api/location/v2/products?unique=1&limit=3&sort=location&search=walk%20product`,
    );
    expect(uniqueNames(byLocations.data)).toEqual(names.slice(289, 292));
    const byAmount = await list<UniqueProduct>(
      EMAIL,
      `/api/location/v2/products?unique=1&limit=2&sort=amount&search=walk%20product`,
    );
    expect(uniqueNames(byAmount.data)).toEqual([names[299], names[298]]);
  });
});
