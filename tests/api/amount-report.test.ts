import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AmountReport, AmountRow } from "../../api/amounts/schemas";
import { DEMO, OTHER_ADMIN, WORKER, NOT_FOUND, createHarness, type ApiHarness } from "./helpers";

/**
 * The amount report: placements of the chosen location's subtree (or the caller's scope), converted to kg
 * with the sheets' densities (the record's number or the read text), grouped by the hazard categories of
 * the sheets' statements, totals added up by the database; the export; other companies and locations
 * outside the caller's top nodes not found.
 */

const LIMITED = "depot@demo.test";
let h: ApiHarness;
let site: number;
let room: number;

async function location(name: string, parentId: number | null): Promise<number> {
  const { rows } = await h.db.execute<{ id: number }>(sql`
    INSERT INTO locations (company_id, parent_id, name) VALUES (${DEMO}, ${parentId}, ${name}) RETURNING id`);
  return rows[0]!.id;
}

async function product(
  name: string,
  sheet: { statements: string[]; physical?: object; facts?: object } | null,
): Promise<number> {
  const { rows } = await h.db.execute<{ id: number }>(sql`
    INSERT INTO products (company_id, name, supplier) VALUES (${DEMO}, ${name}, 'Amount supplier') RETURNING id`);
  const id = rows[0]!.id;
  if (sheet) {
    await h.db.execute(sql`
      INSERT INTO sds_documents (company_id, product_id, key, label, language_id, market_id, date_issue,
        hazard_statements, physical, facts)
      VALUES (${DEMO}, ${id}, ${`amount-${id}`}, ${name}, 4, 1, '2026-01-01',
        ${sql.param(sheet.statements)}::text[],
        ${sheet.physical ? JSON.stringify(sheet.physical) : null}::jsonb,
        ${sheet.facts ? JSON.stringify(sheet.facts) : null}::jsonb)`);
  }
  return id;
}

async function place(
  productId: number,
  locationId: number,
  amount: number | null,
  unit: string | null,
  archived = false,
) {
  await h.db.execute(sql`
    INSERT INTO location_products (company_id, location_id, product_id, amount, unit, archived)
    VALUES (${DEMO}, ${locationId}, ${productId}, ${amount}, ${unit}, ${archived})`);
}

async function report(email: string, query: string): Promise<AmountReport> {
  const result = await h.call(email, `/api/amounts/v1/report?${query}`);
  expect(result.status).toBe(200);
  return result.body as AmountReport;
}

beforeAll(async () => {
  h = await createHarness();
  site = await location("Amount site", null);
  room = await location("Amount room", site);
  const ethanol = await product("Amount A ethanol", {
    statements: ["H225", "H319"],
    physical: { density: 0.79 },
  });
  const toxic = await product("Amount B toxic", {
    statements: ["H301+H311", "H410", "EUH066"],
    facts: { physical: { density: "1,2 g/cm³ (20 °C)" } },
  });
  const nodensity = await product("Amount C no density", { statements: ["H226"] });
  const plain = await product("Amount D plain", null);
  const petrol = await product("Amount E petrol", {
    statements: ["H224", "H350"],
    facts: { physical: { density: "850 kg/m³" } },
  });
  const unknown = await product("Amount F unknown", { statements: ["H315"] });
  const archived = await product("Amount G archived", { statements: ["H225"], physical: { density: 1 } });
  await place(ethanol, site, 10, "L");
  await place(toxic, site, 2, "L");
  await place(toxic, room, 500, "mL");
  await place(nodensity, room, 5, "L");
  await place(plain, site, 3, "pcs");
  await place(petrol, room, 0.1, "m3");
  await place(unknown, site, null, null);
  await place(archived, site, 1000, "kg", true);
});
afterAll(() => h.close());

describe("GET /amounts/v1/report", () => {
  it("lists the placements of the location's subtree in name order, converted to kg where the density is known", async () => {
    const page = await report(WORKER, `location_id=${site}`);
    expect(page.meta).toEqual({ total: 7, page: 1, limit: 50 });
    const row = (name: string, amount?: number): AmountRow =>
      page.data.find(
        (item) => item.product.name === name && (amount === undefined || item.amount === amount),
      )!;
    expect(page.data.map((item) => item.product.name)).toEqual([
      "Amount A ethanol",
      "Amount B toxic",
      "Amount B toxic",
      "Amount C no density",
      "Amount D plain",
      "Amount E petrol",
      "Amount F unknown",
    ]);
    expect(row("Amount A ethanol")).toMatchObject({
      unit: "L",
      density: 0.79,
      conversion: "kg",
      litres: 10,
      categories: ["flam-liq-2"],
    });
    expect(row("Amount A ethanol").kg).toBeCloseTo(7.9);
    expect(row("Amount B toxic", 500)).toMatchObject({ density: 1.2, conversion: "kg" });
    expect(row("Amount B toxic", 500).kg).toBeCloseTo(0.6);
    expect(row("Amount B toxic", 500).categories).toEqual(["acute-tox-3", "aquatic-1"]);
    expect(row("Amount C no density")).toMatchObject({ conversion: "no-density", kg: null, litres: 5 });
    expect(row("Amount D plain")).toMatchObject({ conversion: "pieces", kg: null, categories: ["none"] });
    expect(row("Amount E petrol")).toMatchObject({ density: 0.85, categories: ["flam-liq-1", "cmr-1"] });
    expect(row("Amount E petrol").kg).toBeCloseTo(85);
    expect(row("Amount F unknown")).toMatchObject({ conversion: "no-amount", categories: ["none"] });
  });

  it("adds up the totals per category and of all in the database, each product once in `all`", async () => {
    const totals = (await report(WORKER, `location_id=${site}&totals=1`)).totals!;
    const total = (category: string) => totals.categories.find((item) => item.category === category)!;
    expect(totals.categories.map((item) => item.category)).toEqual([
      "flam-liq-1",
      "flam-liq-2",
      "flam-liq-3",
      "acute-tox-3",
      "cmr-1",
      "aquatic-1",
      "none",
    ]);
    expect(total("acute-tox-3")).toMatchObject({ products: 1, placements: 2, litres_without_density: 0 });
    expect(total("acute-tox-3").kg).toBeCloseTo(3);
    expect(total("flam-liq-3")).toMatchObject({ kg: 0, litres_without_density: 5 });
    expect(total("none")).toMatchObject({ products: 1, placements: 1, pieces: 3 });
    expect(totals.all).toMatchObject({ products: 5, placements: 6, litres_without_density: 5, pieces: 3 });
    expect(totals.all.kg).toBeCloseTo(7.9 + 3 + 85);
    // A room of the site: its own placements only.
    const inRoom = await report(WORKER, `location_id=${room}&totals=1`);
    expect(inRoom.meta.total).toBe(3);
    expect(inRoom.totals!.all.kg).toBeCloseTo(0.6 + 85);
  });

  it("leaves the totals out of a page unless they are asked for", async () => {
    expect((await report(WORKER, `location_id=${site}`)).totals).toBeNull();
    expect((await report(WORKER, `location_id=${site}&totals=0`)).totals).toBeNull();
    expect((await report(WORKER, "")).totals).toBeNull();
  });

  it("filters the rows by category, not the totals", async () => {
    const toxic = await report(WORKER, `location_id=${site}&category=acute-tox-3&totals=1`);
    expect(toxic.data.map((item) => item.amount)).toEqual([2, 500]);
    expect(toxic.meta.total).toBe(2);
    expect(toxic.totals!.all.placements).toBe(6);
    const none = await report(WORKER, `location_id=${site}&category=none`);
    expect(none.data.map((item) => item.product.name)).toEqual(["Amount D plain", "Amount F unknown"]);
  });

  it("reports the whole company without a location, and leaves out archived placements", async () => {
    const all = await report(WORKER, "");
    expect(all.meta.total).toBeGreaterThan(7);
    const names = new Set<string>();
    let listed = 0;
    for (let page = 1; page <= Math.ceil(all.meta.total / 50); page += 1) {
      const { data } = await report(WORKER, `page=${page}`);
      listed += data.length;
      for (const row of data) names.add(row.product.name);
    }
    // The whole company's total is the count the database keeps: it must be the rows the pages list.
    expect(listed).toBe(all.meta.total);
    expect(names.has("Amount A ethanol")).toBe(true);
    expect(names.has("Amount G archived")).toBe(false);
  });

  it("answers not found for another company's location or one outside the caller's top nodes", async () => {
    const other = await h.call(OTHER_ADMIN, `/api/amounts/v1/report?location_id=${site}`);
    expect(other.status).toBe(404);
    expect(other.body).toEqual(NOT_FOUND);
    const limited = await h.call(LIMITED, `/api/amounts/v1/report?location_id=${site}`);
    expect(limited.status).toBe(404);
    // Without a location the limited user sees only what is kept at the depot.
    const own = await report(LIMITED, "");
    expect(own.data.some((row) => row.product.name.startsWith("Amount "))).toBe(false);
  });

  it("refuses bad filters", async () => {
    for (const query of ["category=nonsense", "location_id=0", "page=0", "page=99999", "totals=maybe"]) {
      expect((await h.call(WORKER, `/api/amounts/v1/report?${query}`)).status).toBe(422);
    }
  });
});

describe("GET /amounts/v1/report/export", () => {
  it("streams the rows as CSV with headers in the caller's language and records the export", async () => {
    const result = await h.call(WORKER, `/api/amounts/v1/report/export?type=csv&location_id=${site}`);
    expect(result.status).toBe(200);
    expect(result.headers.get("Content-Type")).toContain("text/csv");
    const lines = result.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Product,Supplier,Location,Amount,Unit,Density (g/cm³),Kilograms,Litres,Conversion,Hazard categories",
    );
    expect(lines).toHaveLength(8);
    expect(lines[1]).toBe(
      'Amount A ethanol,Amount supplier,Amount site,10,L,0.79,7.9,10,Converted,"Flammable liquids, category 2"',
    );
    const { rows } = await h.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM activities WHERE company_id = ${DEMO} AND object_type = 'amountReport'`);
    expect(rows[0]!.n).toBeGreaterThan(0);
  });

  it("writes an XLSX workbook", async () => {
    const response = await h.api.request(`/api/amounts/v1/report/export?type=xlsx&location_id=${site}`, {
      headers: await h.headersFor(WORKER),
    });
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe("PK");
  });

  it("answers not found for another company's location", async () => {
    const other = await h.call(OTHER_ADMIN, `/api/amounts/v1/report/export?type=csv&location_id=${site}`);
    expect(other.status).toBe(404);
  });
});

describe("GET /onboarding-api/v1/has-amounts", () => {
  it("is true for a company holding a product with an amount, false for a fresh one", async () => {
    const demo = await h.call(WORKER, "/api/onboarding-api/v1/has-amounts");
    expect(demo.body).toEqual({ data: { module: "amounts", has_data: true } });
    const fresh = await h.call("newcomer@fresh.test", "/api/onboarding-api/v1/has-amounts");
    expect(fresh.body).toEqual({ data: { module: "amounts", has_data: false } });
  });
});
