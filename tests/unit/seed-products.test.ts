import { describe, expect, it } from "vitest";
import { DEMO_LOCATIONS } from "../../seed/seed";
import { CHEMICALS } from "../../seed/data/chemicals";
import {
  PENDING_SDS,
  SEED_FACTS,
  planDemoProducts,
  productKind,
  seedSdsKey,
  seedSdsVersion,
  type SeedLocationRow,
} from "../../seed/products";

/** The demo location trees as rows, with made-up ids (parents before children). */
function demoLocationRows(): SeedLocationRow[] {
  const rows: SeedLocationRow[] = [];
  type Node = { name: string; archived?: boolean; children?: Node[] };
  const walk = (companyId: number, nodes: Node[], parentId: number | null, archived: boolean) => {
    for (const node of nodes) {
      const row = {
        id: rows.length + 1,
        companyId,
        parentId,
        name: node.name,
        archived: archived || !!node.archived,
      };
      rows.push(row);
      walk(companyId, node.children ?? [], row.id, row.archived);
    }
  };
  for (const [companyId, tree] of Object.entries(DEMO_LOCATIONS)) walk(Number(companyId), tree, null, false);
  return rows;
}

describe("seeded SDS keys and versions", () => {
  it("are SDS- and ten Crockford base32 characters, the same on every call", () => {
    const key = seedSdsKey(1000001, "Acetone", "en", "GB", "3.1");
    expect(key).toMatch(/^SDS-[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(seedSdsKey(1000001, "Acetone", "en", "GB", "3.1")).toBe(key);
    // Pinned: a change of the key function would change every public sds_key of the demo.
    expect(key).toMatchInlineSnapshot(`"SDS-5S5DWF2505"`);
    expect(seedSdsKey(1000003, "Acetone", "en", "GB", "3.1")).not.toBe(key);
    expect(seedSdsKey(1000001, "Acetone", "nb", "NO", "3.1")).not.toBe(key);
    expect(seedSdsKey(1000001, "Acetone", "en", "GB", "3.2")).not.toBe(key);
  });

  it("give versions 1.0–6.2 and issue dates 2019-01-01 … 2025-10-31", () => {
    const versions = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const { version, dateIssue } = seedSdsVersion(1000001, `Product ${i}`, "en", "GB");
      versions.add(version);
      expect(version).toMatch(/^[1-6]\.\d$/);
      expect(version <= "6.2").toBe(true);
      expect(dateIssue >= "2019-01-01" && dateIssue <= "2025-10-31").toBe(true);
      expect(Number.isNaN(Date.parse(dateIssue))).toBe(false);
    }
    expect(versions.size).toBe(53);
    expect(seedSdsVersion(1000001, "Toluene", "en", "GB", 1).version).toMatch(/^1\.\d$/);
  });
});

describe("the demo products plan", () => {
  const rows = demoLocationRows();
  const plan = planDemoProducts(CHEMICALS, rows);
  const second = planDemoProducts(CHEMICALS, rows);
  const demo = 1000001;
  const other = 1000003;
  const at = (location: string) => plan.placements.filter((p) => p.location === location);

  it("is deterministic", () => {
    expect(second).toEqual(plan);
  });

  it("gives every chemical to Demo Chemicals, ten to Other Industries, none to anyone else", () => {
    expect(plan.products.filter((p) => p.companyId === demo)).toHaveLength(CHEMICALS.length);
    const others = plan.products.filter((p) => p.companyId === other).map((p) => p.name);
    expect(others).toHaveLength(10);
    expect(others).toEqual(expect.arrayContaining(["Acetone", "Toluene"]));
    expect(new Set(plan.products.map((p) => p.companyId))).toEqual(new Set([demo, other]));
  });

  it("gives every product one current en/GB sheet and unique keys", () => {
    for (const product of plan.products) {
      const sheets = plan.sds.filter(
        (s) => s.companyId === product.companyId && s.product === product.name && !s.pending,
      );
      expect(sheets.filter((s) => s.languageId === 4 && s.marketId === 4)).toHaveLength(1);
      const pairs = sheets.map((s) => `${s.languageId}/${s.marketId}`);
      expect(new Set(pairs).size).toBe(pairs.length);
    }
    const keys = plan.sds.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const sheet of plan.sds) {
      expect(sheet.casNumbers).not.toContain(null);
      expect(new Set(sheet.casNumbers).size).toBe(sheet.casNumbers.length);
      for (const s of sheet.substances) expect(Object.keys(s)).toContain("concentration_min");
    }
  });

  it("places the contract's products where it says", () => {
    const acetone = plan.placements.filter((p) => p.companyId === demo && p.product === SEED_FACTS.acetone);
    expect(acetone.map((p) => [p.location, p.amount, p.unit, p.archived]).sort()).toEqual([
      ["Flammables cabinet", 5, "L", false],
      ["Reagent shelf", 2.5, "L", false],
    ]);
    expect(at("Fume cupboard").map((p) => p.product)).toEqual(
      expect.arrayContaining([SEED_FACTS.ethanol, SEED_FACTS.hydrogenPeroxide]),
    );
    expect(at("Acids cabinet").map((p) => p.product)).toContain(SEED_FACTS.sulfuricAcid);
    expect(at("Bases cabinet").map((p) => p.product)).toContain(SEED_FACTS.sodiumHydroxide);
    const old = at("Old solvent cabinet");
    expect(old).toHaveLength(2);
    expect(old.every((p) => p.archived)).toBe(true);
    const archivedElsewhere = plan.placements.filter(
      (p) => p.archived && p.location !== "Old solvent cabinet",
    );
    expect(archivedElsewhere.length).toBeGreaterThanOrEqual(3);
    expect(archivedElsewhere.length).toBeLessThanOrEqual(6);
  });

  it("gives every active leaf 3–15 products with amounts in known units", () => {
    const parents = new Set(rows.map((r) => r.parentId));
    const leaves = rows.filter((r) => !parents.has(r.id) && !r.archived);
    for (const leaf of leaves) {
      const here = plan.placements.filter((p) => p.locationId === leaf.id);
      expect(here.length, leaf.name).toBeGreaterThanOrEqual(3);
      expect(here.length, leaf.name).toBeLessThanOrEqual(15);
      expect(here.filter((p) => !p.archived).length, leaf.name).toBeGreaterThanOrEqual(3);
    }
    const inner = rows.filter((r) => parents.has(r.id)).map((r) => r.id);
    expect(plan.placements.filter((p) => inner.includes(p.locationId))).toEqual([]);
    for (const p of plan.placements) {
      expect(["L", "mL", "kg", "g", "pcs"]).toContain(p.unit);
      expect(p.amount).toBeGreaterThan(0);
      const location = rows.find((r) => r.id === p.locationId)!;
      expect(location.companyId, `${p.product} at ${p.location}`).toBe(p.companyId);
    }
  });

  it("gives Toluene a pending en/GB 2.0 whose classification differs", () => {
    const toluene = plan.sds.filter((s) => s.companyId === demo && s.product === SEED_FACTS.toluene);
    const current = toluene.find((s) => s.languageId === 4 && !s.pending)!;
    const pending = toluene.find((s) => s.pending)!;
    expect(pending).toMatchObject({ version: PENDING_SDS.version, languageId: 4, marketId: 4 });
    expect(current.version < "2.0").toBe(true);
    expect(pending.dateIssue > current.dateIssue).toBe(true);
    expect(pending.hazardStatements.filter((h) => !current.hazardStatements.includes(h))).toHaveLength(1);
    expect(
      current.precautionaryStatements.filter((p) => !pending.precautionaryStatements.includes(p)),
    ).toHaveLength(1);
    expect(pending.substances).not.toEqual(current.substances);
    expect(plan.sds.filter((s) => s.pending)).toHaveLength(1);
  });

  it("sorts chemicals into kinds", () => {
    const kind = (name: string) => productKind(CHEMICALS.find((c) => c.name === name)!);
    expect(kind("Acetone")).toBe("solvent");
    expect(kind("Sulfuric acid 96 %")).toBe("acid");
    expect(kind("Sodium hydroxide")).toBe("base");
    expect(kind("Hydrogen peroxide 35 %")).toBe("oxidiser");
    expect(kind("Argon 5.0")).toBe("gas");
    expect(kind("Jotun Thinner No. 2")).toBe("paint");
    expect(kind("Shell Tellus S2 MX 46")).toBe("oil");
    expect(kind("Suma Ultra L2")).toBe("cleaner");
    expect(kind("Sodium chloride")).toBe("reagent");
    expect(kind("Roundup Flex")).toBe("goods");
  });

  it("keeps products where they plausibly live", () => {
    const kindAt = (location: string) =>
      new Set(
        at(location)
          .filter((p) => p.companyId === demo)
          .map((p) => productKind(CHEMICALS.find((c) => c.name === p.product)!)),
      );
    expect(kindAt("Flammables cabinet")).toEqual(new Set(["solvent"]));
    expect(kindAt("Acids cabinet")).toEqual(new Set(["acid"]));
    expect(kindAt("Paint cabinet")).toEqual(new Set(["paint"]));
    expect(kindAt("Lubricants cabinet")).toEqual(new Set(["oil"]));
    expect(kindAt("Cleaning agents cabinet")).toEqual(new Set(["cleaner"]));
    expect([...kindAt("Hazardous goods cage")].every((k) => k === "gas" || k === "oxidiser")).toBe(true);
    const units = (location: string) => new Set(at(location).map((p) => p.unit));
    expect(units("Hazardous goods cage")).toContain("pcs");
    expect(at("Ethanol tank T1").find((p) => p.product === SEED_FACTS.ethanol)).toMatchObject({
      amount: 20_000,
      unit: "L",
    });
    // The cupboard's other products may be stored with both halves of the planned conflict.
    const classes = at("Fume cupboard")
      .map((p) => CHEMICALS.find((c) => c.name === p.product)!.storageClass)
      .sort();
    expect(classes.filter((c) => !["6.1D", "8B", "12", "13"].includes(c))).toEqual(["3", "5.1B"]);
  });
});
