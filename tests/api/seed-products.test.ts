import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { DEMO_COMPANY_IDS } from "../../seed/seed";
import { PENDING_SDS, SEED_FACTS } from "../../seed/products";
import { createTestDatabase } from "../support/db";

/** The seeded demo products (the template every test database is cloned from). */
let db: Database;
const demo = DEMO_COMPANY_IDS.demoChemicals;
const other = DEMO_COMPANY_IDS.otherIndustries;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
});
afterAll(async () => {
  await db.$client.end();
});

const rows = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[];

describe("the demo products", () => {
  it("belong to Demo Chemicals (≥210) and Other Industries (10) only", async () => {
    const counts = await rows<{ company_id: number; n: number; eco: number }>(sql`
      SELECT company_id, count(*)::int AS n, count(*) FILTER (WHERE stock_kind = 'EcoDatabase')::int AS eco
      FROM products GROUP BY company_id ORDER BY company_id`);
    expect(counts).toHaveLength(2);
    expect(counts[0]!.company_id).toBe(demo);
    expect(counts[0]!.n).toBeGreaterThanOrEqual(210);
    expect(counts[0]!.eco).toBe(counts[0]!.n);
    expect(counts[1]).toEqual({ company_id: other, n: 10, eco: 10 });
    const otherNames = await rows<{ name: string }>(
      sql`SELECT name FROM products WHERE company_id = ${other} ORDER BY name`,
    );
    expect(otherNames.map((r) => r.name)).toEqual(expect.arrayContaining(["Acetone", "Toluene"]));
  });

  it("each have one current en/GB SDS; about 40 % have more languages", async () => {
    const [stats] = await rows<{ products: number; with_en: number; with_more: number; pending: number }>(sql`
      SELECT count(*)::int AS products,
        count(*) FILTER (WHERE EXISTS (SELECT 1 FROM sds_documents s WHERE s.company_id = p.company_id
          AND s.product_id = p.id AND s.language_id = 4 AND s.market_id = 4 AND s.superseded_by_id IS NULL
          AND NOT s.pending))::int AS with_en,
        count(*) FILTER (WHERE EXISTS (SELECT 1 FROM sds_documents s WHERE s.company_id = p.company_id
          AND s.product_id = p.id AND s.language_id <> 4))::int AS with_more,
        (SELECT count(*)::int FROM sds_documents WHERE pending) AS pending
      FROM products p WHERE p.company_id = ${demo}`);
    expect(stats!.with_en).toBe(stats!.products);
    expect(stats!.with_more / stats!.products).toBeGreaterThan(0.3);
    expect(stats!.with_more / stats!.products).toBeLessThan(0.5);
    expect(stats!.pending).toBe(1);
    const keys = await rows<{ key: string }>(sql`SELECT key FROM sds_documents`);
    for (const { key } of keys) expect(key).toMatch(/^SDS-[0-9A-HJKMNP-TV-Z]{10}$/);
  });

  it("include Acetone as the contract describes it", async () => {
    const [acetone] = await rows<Record<string, unknown>>(sql`
      SELECT s.cas_no, s.un_no, s.signal_word, s.pictograms, s.hazard_statements, s.storage_class, s.cas_numbers
      FROM sds_documents s JOIN products p ON p.company_id = s.company_id AND p.id = s.product_id
      WHERE p.company_id = ${demo} AND p.name = 'Acetone' AND s.language_id = 4 AND s.market_id = 4`);
    expect(acetone).toMatchObject({
      cas_no: "67-64-1",
      un_no: "1090",
      signal_word: "Danger",
      pictograms: ["GHS02", "GHS07"],
      hazard_statements: ["H225", "H319", "H336", "EUH066"],
      storage_class: "3",
    });
    expect(acetone!.cas_numbers).toContain("67-64-1");
  });

  it("are placed as the contract says", async () => {
    const placements = await rows<{ product: string; location: string; amount: number; unit: string }>(sql`
      SELECT p.name AS product, l.name AS location, lp.amount::float AS amount, lp.unit
      FROM location_products lp
      JOIN products p ON p.company_id = lp.company_id AND p.id = lp.product_id
      JOIN locations l ON l.company_id = lp.company_id AND l.id = lp.location_id
      WHERE lp.company_id = ${demo} AND NOT lp.archived`);
    const where = (product: string) =>
      placements
        .filter((p) => p.product === product)
        .map((p) => p.location)
        .sort();
    expect(
      placements
        .filter((p) => p.product === SEED_FACTS.acetone)
        .map((p) => [p.location, p.amount, p.unit])
        .sort(),
    ).toEqual([
      ["Flammables cabinet", 5, "L"],
      ["Reagent shelf", 2.5, "L"],
    ]);
    expect(where(SEED_FACTS.ethanol)).toContain("Fume cupboard");
    expect(where(SEED_FACTS.hydrogenPeroxide)).toContain("Fume cupboard");
    expect(where(SEED_FACTS.sulfuricAcid)).toContain("Acids cabinet");
    expect(where(SEED_FACTS.sodiumHydroxide)).toContain("Bases cabinet");
    const classes = await rows<{ name: string; storage_class: string }>(sql`
      SELECT p.name, s.storage_class FROM products p JOIN sds_documents s
        ON s.company_id = p.company_id AND s.product_id = p.id AND s.language_id = 4 AND NOT s.pending
      WHERE p.company_id = ${demo} AND p.name IN (${SEED_FACTS.ethanol}, ${SEED_FACTS.hydrogenPeroxide})
      ORDER BY p.name`);
    expect(classes.map((c) => c.storage_class)).toEqual(["3", "5.1B"]);
  });

  it("fill every active leaf with 3–15 products; the old cabinet holds 2 archived rows", async () => {
    const leaves = await rows<{ name: string; archived: boolean; total: number; active: number }>(sql`
      SELECT l.name, l.archived, count(lp.id)::int AS total, count(lp.id) FILTER (WHERE NOT lp.archived)::int AS active
      FROM locations l LEFT JOIN location_products lp ON lp.company_id = l.company_id AND lp.location_id = l.id
      WHERE l.company_id IN (${demo}, ${other})
        AND NOT EXISTS (SELECT 1 FROM locations c WHERE c.company_id = l.company_id AND c.parent_id = l.id)
      GROUP BY l.id, l.name, l.archived`);
    for (const leaf of leaves.filter((l) => !l.archived)) {
      expect(leaf.active, leaf.name).toBeGreaterThanOrEqual(3);
      expect(leaf.total, leaf.name).toBeLessThanOrEqual(15);
    }
    expect(leaves.find((l) => l.name === "Old solvent cabinet")).toMatchObject({ total: 2, active: 0 });
    const [archived] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM location_products lp JOIN locations l
        ON l.company_id = lp.company_id AND l.id = lp.location_id
      WHERE lp.archived AND NOT l.archived`);
    expect(archived!.n).toBeGreaterThanOrEqual(3);
    expect(archived!.n).toBeLessThanOrEqual(6);
    const [inner] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM location_products lp
      WHERE EXISTS (SELECT 1 FROM locations c WHERE c.company_id = lp.company_id AND c.parent_id = lp.location_id)`);
    expect(inner!.n).toBe(0);
  });

  it("give Toluene a pending en/GB 2.0 with a different classification", async () => {
    const sheets = await rows<{
      version: string;
      date_issue: string;
      pending: boolean;
      hazard_statements: string[];
      precautionary_statements: string[];
      substances: unknown[];
    }>(sql`
      SELECT s.version, s.date_issue, s.pending, s.hazard_statements, s.precautionary_statements, s.substances
      FROM sds_documents s JOIN products p ON p.company_id = s.company_id AND p.id = s.product_id
      WHERE p.company_id = ${demo} AND p.name = ${SEED_FACTS.toluene} AND s.language_id = 4 AND s.market_id = 4
      ORDER BY s.pending`);
    expect(sheets).toHaveLength(2);
    const [current, pending] = sheets as [(typeof sheets)[0], (typeof sheets)[0]];
    expect(pending).toMatchObject({ pending: true, version: PENDING_SDS.version });
    expect(current.pending).toBe(false);
    expect(pending.date_issue > current.date_issue).toBe(true);
    expect(pending.hazard_statements.filter((h) => !current.hazard_statements.includes(h)).length).toBe(1);
    expect(
      current.precautionary_statements.filter((p) => !pending.precautionary_statements.includes(p)).length,
    ).toBe(1);
    expect(pending.substances).not.toEqual(current.substances);
  });

  it("never sit in another company's location", async () => {
    const [mixed] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM location_products lp
      JOIN locations l ON l.id = lp.location_id JOIN products p ON p.id = lp.product_id
      WHERE l.company_id <> lp.company_id OR p.company_id <> lp.company_id`);
    expect(mixed!.n).toBe(0);
    const [sheets] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM sds_documents s JOIN products p ON p.id = s.product_id
      WHERE p.company_id <> s.company_id`);
    expect(sheets!.n).toBe(0);
  });
});
