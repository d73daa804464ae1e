import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AMOUNT_UNITS, PRODUCT_ACTIONS } from "../../core/products";
import type {
  IncompatibilityCategory,
  ProductDetail,
  ProductLocationSummary,
  SdsSummary,
  Statement,
  Substance,
} from "../../api/products/schemas";
import { STORAGE_CLASS_IDS } from "../../core/storage-classes";
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

/** /product/v1/*: units, actions, SDS info, a product's sheets and locations, the product page and edits. */

let h: ApiHarness;

beforeAll(async () => {
  h = await createHarness();
});

afterAll(async () => {
  await h.close();
});

const BASE = "/api/product/v1";
const DENIED = { message: "Permission denied" };
const GERMAN = { "X-LANGUAGE": "6" };

const H225_EN = "Highly flammable liquid and vapour.";
const H225_DE = "Flüssigkeit und Dampf leicht entzündbar.";

async function get<T>(email: string, path: string, headers?: Record<string, string>): Promise<T> {
  const res = await h.call(email, path, { headers });
  expect(res.status, `${path}: ${res.text}`).toBe(200);
  return (res.body as { data: T }).data;
}

const productId = (companyId: number, name: string) => productIdOf(h.db, companyId, name);

/** The key of the product's current sheet in the language and market (en/GB by default). */
async function sdsKey(companyId: number, name: string, language = 4, market = 4): Promise<string> {
  const result = await h.db.execute<{ key: string }>(sql`
    SELECT s.key FROM sds_documents s JOIN products p ON p.company_id = s.company_id AND p.id = s.product_id
    WHERE s.company_id = ${companyId} AND p.name = ${name} AND s.language_id = ${language}
      AND s.market_id = ${market} AND s.superseded_by_id IS NULL AND NOT s.pending
  `);
  expect(result.rows, `${name} ${language}/${market}`).toHaveLength(1);
  return result.rows[0]!.key;
}

async function productRow(id: number) {
  const result = await h.db.execute<{
    name: string;
    supplier: string;
    article_no: string | null;
    updated_at: Date;
  }>(sql`SELECT name, supplier, article_no, updated_at FROM products WHERE id = ${id}`);
  return result.rows[0];
}

async function placements(productIdValue: number) {
  const result = await h.db.execute<{
    id: number;
    amount: string | null;
    unit: string | null;
    name: string;
  }>(sql`
    SELECT lp.id, lp.amount, lp.unit, l.name FROM location_products lp
    JOIN locations l ON l.company_id = lp.company_id AND l.id = lp.location_id
    WHERE lp.product_id = ${productIdValue} ORDER BY lp.id
  `);
  return result.rows;
}

const codes = (statements: Statement[]) => statements.map((s) => s.code);

describe("GET /product/v1/getAllScales and /product/v1/actions", () => {
  it("lists the amount units", async () => {
    const units = await get<{ id: string; name: string }[]>(WORKER, `${BASE}/getAllScales`);
    expect(units.map((u) => u.id)).toEqual([...AMOUNT_UNITS]);
    expect(units.find((u) => u.id === "L")).toEqual({ id: "L", name: "Litre" });
  });

  it("allows every action with add_product only", async () => {
    const admin = await get<{ action: string; allowed: boolean }[]>(ADMIN, `${BASE}/actions`);
    expect(admin).toEqual(PRODUCT_ACTIONS.map((action) => ({ action, allowed: true })));
    const worker = await get<{ action: string; allowed: boolean }[]>(WORKER, `${BASE}/actions`);
    expect(worker).toEqual(PRODUCT_ACTIONS.map((action) => ({ action, allowed: false })));
  });
});

describe("GET /product/v1/sds-info", () => {
  it("answers the sheet with statements in the request language", async () => {
    const key = await sdsKey(DEMO, "Acetone");
    const info = await get<{
      sds: SdsSummary;
      hazard_statements: Statement[];
      precautionary_statements: Statement[];
      substances: Substance[];
      physical: Record<string, unknown> | null;
      storage_class: string | null;
      has_file: boolean;
      file_name: string | null;
    }>(WORKER, `${BASE}/sds-info?sds_key=${key}`);
    expect(info.sds).toMatchObject({ key, label: "Acetone", cas_no: "67-64-1", language: 4, market: 4 });
    expect(codes(info.hazard_statements)).toEqual(expect.arrayContaining(["H225", "H319", "H336", "EUH066"]));
    expect(info.hazard_statements.find((s) => s.code === "H225")).toEqual({
      code: "H225",
      text: H225_EN,
      language: "en",
    });
    expect(info.precautionary_statements.length).toBeGreaterThan(0);
    expect(info.precautionary_statements.every((s) => s.code.startsWith("P"))).toBe(true);
    expect(info.storage_class).toBe("3");
    expect(info.has_file).toBe(false);
    expect(info.file_name).toBeNull();

    const german = await get<{ hazard_statements: Statement[] }>(
      WORKER,
      `${BASE}/sds-info?sds_key=${key}`,
      GERMAN,
    );
    expect(german.hazard_statements.find((s) => s.code === "H225")).toEqual({
      code: "H225",
      text: H225_DE,
      language: "de",
    });
  });

  it("answers 404 for another company's key or an unknown one, 422 without one", async () => {
    const key = await sdsKey(DEMO, "Acetone");
    const foreign = await h.call(OTHER_ADMIN, `${BASE}/sds-info?sds_key=${key}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(NOT_FOUND);
    expect(foreign.text).not.toContain("Acetone");
    const missing = await h.call(ADMIN, `${BASE}/sds-info?sds_key=SDS-NOSUCHKEY0`);
    expect(missing.status).toBe(404);
    const none = await h.call(ADMIN, `${BASE}/sds-info`);
    expect(none.status).toBe(422);
    expect(Object.keys((none.body as { errors: object }).errors)).toEqual(["sds_key"]);
  });
});

describe("GET /product/v1/products", () => {
  it("lists every sheet of the product, newest first, pending and older ones too", async () => {
    const toluene = await productId(DEMO, "Toluene");
    const sheets = await get<SdsSummary[]>(WORKER, `${BASE}/products?prodid=${toluene}`);
    expect(sheets.every((s) => s.product_id === toluene)).toBe(true);
    const dates = sheets.map((s) => s.date_issue);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(sheets.find((s) => s.pending)).toMatchObject({ version: "2.0", language: 4, market: 4 });
    expect(sheets.filter((s) => !s.pending && !s.superseded).some((s) => s.language === 4)).toBe(true);
    const total = await h.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM sds_documents WHERE product_id = ${toluene}`,
    );
    expect(sheets).toHaveLength(total.rows[0]!.n);
  });

  it("answers 404 for another company's product", async () => {
    const toluene = await productId(DEMO, "Toluene");
    const res = await h.call(OTHER_ADMIN, `${BASE}/products?prodid=${toluene}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual(NOT_FOUND);
    expect((await h.call(ADMIN, `${BASE}/products?prodid=abc`)).status).toBe(422);
  });
});

describe("GET /product/v1/get-locations", () => {
  it("lists where the product is kept, with paths, amounts and storage classes", async () => {
    const acetone = await productId(DEMO, "Acetone");
    const rows = await get<ProductLocationSummary[]>(WORKER, `${BASE}/get-locations?prodid=${acetone}`);
    const live = rows.filter((r) => !r.archived);
    expect(live.map((r) => r.location_name).sort()).toEqual(["Flammables cabinet", "Reagent shelf"]);
    const cabinet = live.find((r) => r.location_name === "Flammables cabinet")!;
    expect(cabinet).toMatchObject({
      location_id: await locationIdOf(h.db, DEMO, "Flammables cabinet"),
      location_path: "Oslo plant › Building A › Laboratory 1 › Flammables cabinet",
      amount: 5,
      unit: "L",
      storage_class: "3",
    });
    expect(live.find((r) => r.location_name === "Reagent shelf")).toMatchObject({ amount: 2.5, unit: "L" });
    expect(live.every((r) => r.location_path.endsWith(r.location_name))).toBe(true);

    const key = await sdsKey(DEMO, "Acetone");
    expect(await get(WORKER, `${BASE}/get-locations?prodid=${acetone}&sdskey=${key}`)).toEqual(rows);
  });

  it("prefers the location's own category over the sheet's storage class", async () => {
    const peroxide = await productId(DEMO, "Hydrogen peroxide 35 %");
    await h.db.execute(sql`
      UPDATE location_products SET incompatibility_category_id = '8B' WHERE product_id = ${peroxide}
    `);
    try {
      const rows = await get<ProductLocationSummary[]>(ADMIN, `${BASE}/get-locations?prodid=${peroxide}`);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.storage_class === "8B" && r.incompatibility_category_id === "8B")).toBe(
        true,
      );
    } finally {
      await h.db.execute(sql`
        UPDATE location_products SET incompatibility_category_id = NULL WHERE product_id = ${peroxide}
      `);
    }
    const rows = await get<ProductLocationSummary[]>(ADMIN, `${BASE}/get-locations?prodid=${peroxide}`);
    expect(rows.every((r) => r.storage_class === "5.1B" && r.incompatibility_category_id === null)).toBe(
      true,
    );
  });

  it("answers 404 for another company's product and a sheet of another product", async () => {
    const acetone = await productId(DEMO, "Acetone");
    const foreign = await h.call(OTHER_ADMIN, `${BASE}/get-locations?prodid=${acetone}`);
    expect(foreign.status).toBe(404);
    expect(foreign.text).not.toContain("Flammables");
    const ethanolKey = await sdsKey(DEMO, "Ethanol");
    const mismatch = await h.call(ADMIN, `${BASE}/get-locations?prodid=${acetone}&sdskey=${ethanolKey}`);
    expect(mismatch.status).toBe(404);
    const otherKey = await sdsKey(OTHER, "Acetone");
    expect((await h.call(ADMIN, `${BASE}/get-locations?prodid=${acetone}&sdskey=${otherKey}`)).status).toBe(
      404,
    );
    expect((await h.call(ADMIN, `${BASE}/get-locations`)).status).toBe(422);
  });
});

interface DetailBody {
  data: ProductDetail;
  location_summary: ProductLocationSummary[];
  categories: IncompatibilityCategory[];
}

describe("GET /product/v1/{id}", () => {
  async function detail(id: number | string, query = "", email = WORKER, headers?: Record<string, string>) {
    const res = await h.call(email, `${BASE}/${id}${query}`, { headers });
    expect(res.status, res.text).toBe(200);
    return res.body as DetailBody;
  }

  it("answers the product with its English sheet, locations and the storage classes", async () => {
    const acetone = await productId(DEMO, "Acetone");
    const body = await detail(acetone);
    const product = body.data;
    expect(product).toMatchObject({
      id: acetone,
      name: "Acetone",
      signal_word: "Danger",
      storage_class: "3",
      stock_kind: "EcoDatabase",
    });
    expect(product.sds).toMatchObject({ language: 4, market: 4, label: "Acetone" });
    expect(product.pictograms).toEqual(expect.arrayContaining(["GHS02", "GHS07"]));
    expect(product.hazard_statements.find((s) => s.code === "H225")?.text).toBe(H225_EN);
    expect(product.statements_notice).toContain("CC BY 4.0");
    expect(product.versions.length).toBeGreaterThanOrEqual(1);
    expect(product.available).toContainEqual({
      language: 4,
      language_code: "en",
      market: 4,
      market_code: "GB",
    });
    expect(
      body.location_summary
        .filter((r) => !r.archived)
        .map((r) => r.location_name)
        .sort(),
    ).toEqual(["Flammables cabinet", "Reagent shelf"]);
    expect(body.categories.map((c) => c.id)).toEqual([...STORAGE_CLASS_IDS]);
    expect(body.categories.find((c) => c.id === "3")).toEqual({ id: "3", name: "Flammable liquids" });
  });

  it("gives a German caller German statement texts", async () => {
    const acetone = await productId(DEMO, "Acetone");
    const body = await detail(acetone, "", WORKER, GERMAN);
    expect(body.data.hazard_statements.find((s) => s.code === "H225")).toEqual({
      code: "H225",
      text: H225_DE,
      language: "de",
    });
  });

  it("shows the sheet in the asked language and market, else falls back", async () => {
    // A product with a sheet besides en/GB.
    const result = await h.db.execute<{ product_id: number; language_id: number; market_id: number }>(sql`
      SELECT product_id, language_id, market_id FROM sds_documents
      WHERE company_id = ${DEMO} AND language_id <> 4 AND superseded_by_id IS NULL AND NOT pending
      ORDER BY product_id LIMIT 1
    `);
    const { product_id: id, language_id: language, market_id: market } = result.rows[0]!;
    const asked = await detail(id, `?language=${language}&market=${market}`);
    expect(asked.data.sds).toMatchObject({ language, market });
    const languageOnly = await detail(id, `?language=${language}&market=4`);
    expect(languageOnly.data.sds?.language).toBe(language);
    // The caller's language when the asked one has no sheet.
    const callerLanguage = await detail(id, "?language=10", WORKER, { "X-LANGUAGE": String(language) });
    expect(callerLanguage.data.sds?.language).toBe(language);
    // Else English.
    expect((await detail(id, "?language=10")).data.sds).toMatchObject({ language: 4, market: 4 });
  });

  it("answers 404 for another company's product, a missing one and a non-id", async () => {
    const acetone = await productId(DEMO, "Acetone");
    const foreign = await h.call(OTHER_ADMIN, `${BASE}/${acetone}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(NOT_FOUND);
    for (const id of ["2000000000", "abc", "0", "1.5"]) {
      expect((await h.call(ADMIN, `${BASE}/${id}`)).status, id).toBe(404);
    }
    expect((await h.call(ADMIN, `${BASE}/${acetone}?language=x`)).status).toBe(422);
  });
});

describe("PUT /product/v1/{id}", () => {
  it("changes the name, supplier and article number, cleaned", async () => {
    const id = await productId(DEMO, "Sodium chloride");
    const before = await productRow(id);
    const res = await h.call(HSE, `${BASE}/${id}`, {
      method: "PUT",
      body: { name: "  Sodium\tchloride\u0007 pure ", supplier: "Salt & Co", article_no: "S-1" },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      data: { id, name: "Sodium chloride pure", supplier: "Salt & Co", article_no: "S-1" },
    });
    expect(await productRow(id)).toMatchObject({ name: "Sodium chloride pure", supplier: "Salt & Co" });
    // Left-out fields stay; an empty article number clears it.
    const again = await h.call(HSE, `${BASE}/${id}`, { method: "PUT", body: { name: "Sodium chloride" } });
    expect(again.body).toEqual({
      data: { id, name: "Sodium chloride", supplier: "Salt & Co", article_no: "S-1" },
    });
    const cleared = await h.call(HSE, `${BASE}/${id}`, {
      method: "PUT",
      body: { name: "Sodium chloride", supplier: before!.supplier, article_no: "" },
    });
    expect((cleared.body as { data: { article_no: string | null } }).data.article_no).toBeNull();
  });

  it("answers 422 with field errors and saves nothing", async () => {
    const id = await productId(DEMO, "Ethanol");
    const before = await productRow(id);
    const cases: [unknown, string[]][] = [
      [{ name: "" }, ["name"]],
      [{ name: " \u0000 " }, ["name"]],
      [{}, ["name"]],
      [{ name: "x".repeat(201) }, ["name"]],
      [{ name: "Ethanol", supplier: "x".repeat(201) }, ["supplier"]],
      [{ name: "Ethanol", article_no: "x".repeat(101) }, ["article_no"]],
      [{ name: 5 }, ["name"]],
      [{ name: "Ethanol", colour: "red" }, ["colour"]],
    ];
    for (const [body, fields] of cases) {
      const res = await h.call(ADMIN, `${BASE}/${id}`, { method: "PUT", body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys((res.body as { errors: object }).errors).sort(), JSON.stringify(body)).toEqual(
        fields,
      );
    }
    expect(await productRow(id)).toEqual(before);
  });

  it("answers 403 without add_product and 404 for another company's product, changing nothing", async () => {
    const id = await productId(DEMO, "Ethanol");
    const before = await productRow(id);
    const denied = await h.call(WORKER, `${BASE}/${id}`, { method: "PUT", body: { name: "Hacked" } });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual(DENIED);
    const foreign = await h.call(OTHER_ADMIN, `${BASE}/${id}`, { method: "PUT", body: { name: "Hacked" } });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(NOT_FOUND);
    expect(await productRow(id)).toEqual(before);
  });
});

describe("POST /product/v1/updateProductAmount", () => {
  const PATH = `${BASE}/updateProductAmount`;

  it("sets amounts and units of several rows in one go", async () => {
    const acetone = await productId(DEMO, "Acetone");
    const [first, second] = await placements(acetone);
    const res = await h.call(HSE, PATH, {
      method: "POST",
      body: {
        items: [
          { location_product_id: first!.id, amount: 12.25, unit: "kg" },
          { location_product_id: second!.id, amount: null, unit: null },
        ],
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ data: { updated: 2 } });
    const after = await placements(acetone);
    expect(after.map((r) => [r.id, r.amount === null ? null : Number(r.amount), r.unit])).toEqual([
      [first!.id, 12.25, "kg"],
      [second!.id, null, null],
    ]);
    // A zero amount needs no unit.
    const zero = await h.call(HSE, PATH, {
      method: "POST",
      body: { items: [{ location_product_id: first!.id, amount: 0 }] },
    });
    expect(zero.status, zero.text).toBe(200);
  });

  it("requires a unit for a non-zero amount and checks every field, saving nothing", async () => {
    const acetone = await productId(DEMO, "Acetone");
    const [first, second] = await placements(acetone);
    const before = await placements(acetone);
    const missingUnit = await h.call(HSE, PATH, {
      method: "POST",
      body: {
        items: [
          { location_product_id: first!.id, amount: 3, unit: "L" },
          { location_product_id: second!.id, amount: 4 },
        ],
      },
    });
    expect(missingUnit.status).toBe(422);
    expect((missingUnit.body as { errors: object }).errors).toEqual({
      "items.1.unit": ["Field is required"],
    });
    const cases: [unknown, string][] = [
      [{ items: [] }, "items"],
      [{}, "items"],
      [{ items: [{ location_product_id: first!.id, amount: -1, unit: "L" }] }, "items.0.amount"],
      [{ items: [{ location_product_id: first!.id, amount: 100_000_000_000, unit: "L" }] }, "items.0.amount"],
      [{ items: [{ location_product_id: first!.id, amount: 1, unit: "gallon" }] }, "items.0.unit"],
      [{ items: [{ location_product_id: "x", amount: 1, unit: "L" }] }, "items.0.location_product_id"],
      [
        { items: Array.from({ length: 501 }, () => ({ location_product_id: first!.id, amount: null })) },
        "items",
      ],
    ];
    for (const [body, field] of cases) {
      const res = await h.call(HSE, PATH, { method: "POST", body });
      expect(res.status, JSON.stringify(body).slice(0, 100)).toBe(422);
      expect(Object.keys((res.body as { errors: object }).errors), field).toContain(field);
    }
    expect(await placements(acetone)).toEqual(before);
  });

  it("answers 404 and changes nothing when one id is another company's", async () => {
    const acetone = await productId(DEMO, "Acetone");
    const [first] = await placements(acetone);
    const otherAcetone = await productId(OTHER, "Acetone");
    const [foreignRow] = await placements(otherAcetone);
    const before = [...(await placements(acetone)), ...(await placements(otherAcetone))];
    const res = await h.call(HSE, PATH, {
      method: "POST",
      body: {
        items: [
          { location_product_id: first!.id, amount: 99, unit: "L" },
          { location_product_id: foreignRow!.id, amount: 99, unit: "L" },
        ],
      },
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(NOT_FOUND);
    expect([...(await placements(acetone)), ...(await placements(otherAcetone))]).toEqual(before);
  });

  it("answers 403 without add_product", async () => {
    const acetone = await productId(DEMO, "Acetone");
    const [first] = await placements(acetone);
    const before = await placements(acetone);
    const res = await h.call(WORKER, PATH, {
      method: "POST",
      body: { items: [{ location_product_id: first!.id, amount: 1, unit: "L" }] },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(DENIED);
    expect(await placements(acetone)).toEqual(before);
  });
});
