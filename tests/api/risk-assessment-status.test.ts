import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RiskStatusItem, RiskStatusPage } from "../../api/smartforms/schemas";
import { riskAssessmentStatus, today } from "../../api/smartforms/lists";
import { RA_STATES } from "../../core/risk-assessments/lists";
import {
  ADMIN,
  DEMO,
  NOT_FOUND,
  OTHER,
  OTHER_ADMIN,
  createHarness,
  locationIdOf,
  type ApiHarness,
} from "./helpers";

/**
 * GET /smartforms/v1/riskassessment/status over the demo company's seeded assessments
 * (seed/risk-assessments.ts): every state, which assessment covers a placement (its location or one above
 * it, or the whole company), the counts, the state filter, the top nodes, another company, and the pages.
 */

const DEPOT = "depot@demo.test";
const VIEWER = "riskviewer@demo.test";

let h: ApiHarness;

async function status(email: string, query = ""): Promise<{ status: number; body: RiskStatusPage }> {
  const { status: code, body } = await h.call(email, `/api/smartforms/v1/riskassessment/status?${query}`);
  return { status: code, body: body as RiskStatusPage };
}

/** Every row of the status, page after page. */
async function everything(email: string, query = ""): Promise<RiskStatusItem[]> {
  const rows: RiskStatusItem[] = [];
  for (let page = 1; page < 100; page++) {
    const { body } = await status(email, `${query}&page=${page}`);
    rows.push(...body.data);
    if (body.data.length < body.meta.limit) break;
  }
  return rows;
}

const at = (rows: RiskStatusItem[], product: string, location: string) =>
  rows.find((row) => row.product.name === product && row.location.name === location);

beforeAll(async () => {
  h = await createHarness();
});

afterAll(async () => {
  await h.close();
});

describe("GET /smartforms/v1/riskassessment/status", () => {
  it("gives every product held in the company one state, with counts that add up", async () => {
    const { status: code, body } = await status(VIEWER);
    expect(code).toBe(200);
    const rows = await everything(VIEWER);
    expect(rows).toHaveLength(body.meta.total);
    expect(RA_STATES.reduce((sum, state) => sum + body.counts[state], 0)).toBe(body.meta.total);
    for (const state of RA_STATES) {
      expect(body.counts[state], state).toBeGreaterThan(0);
      expect(rows.filter((row) => row.state === state)).toHaveLength(body.counts[state]);
    }
  });

  it("tells covered, due, SDS changed, in progress and none apart", async () => {
    const rows = await everything(VIEWER);
    expect(at(rows, "Acetone", "Flammables cabinet")).toMatchObject({
      state: "covered",
      assessment: { title: "Decanting acetone from 5 L cans into wash bottles", status: 3 },
    });
    // Laboratory 1's assessment does not reach the quality control lab: that lab's own does.
    expect(at(rows, "Acetone", "Reagent shelf")?.assessment?.title).toBe(
      "Sample preparation in the quality control lab",
    );
    // An assessment at Building A covers the cabinets inside its laboratories.
    expect(at(rows, "Isopropanol", "Flammables cabinet")?.state).toBe("covered");
    expect(at(rows, "Ethanol", "Fume cupboard")?.state).toBe("covered");
    expect(at(rows, "Sulfuric acid 96 %", "Acids cabinet")).toMatchObject({ state: "review_due" });
    expect(at(rows, "Toluene", "Flammables cabinet")).toMatchObject({ state: "sds_changed" });
    expect(at(rows, "Hydrogen peroxide 35 %", "Fume cupboard")).toMatchObject({
      state: "in_progress",
      assessment: { status: 1, approved_at: null },
    });
    // Waiting for approval is still in progress for the status page.
    expect(at(rows, "Ethanol", "Ethanol tank T1")).toMatchObject({
      state: "in_progress",
      assessment: { status: 2 },
    });
    // An SPS document is not a risk assessment.
    expect(at(rows, "Sodium hydroxide", "Sodium hydroxide tank T2")).toMatchObject({
      state: "none",
      assessment: null,
    });
    // The version in force (2), not the superseded one.
    const naoh = at(rows, "Sodium hydroxide", "Bases cabinet")!;
    expect(naoh.state).toBe("covered");
    const [v2] = (
      await h.db.execute(sql`
      SELECT id FROM smartform_documents
      WHERE company_id = ${DEMO} AND title LIKE 'Preparing 1 M sodium hydroxide%' AND version_no = 2`)
    ).rows as {
      id: number;
    }[];
    expect(naoh.assessment?.id).toBe(v2!.id);
  });

  it("lets a company-wide assessment cover the product wherever it is held", async () => {
    const rows = await everything(VIEWER);
    const wide = rows.filter(
      (row) => row.assessment?.title === "Receiving and unloading hazardous goods deliveries",
    );
    expect(wide.length).toBeGreaterThan(0);
    const [product] = wide;
    const held = rows.filter((row) => row.product.id === product!.product.id);
    expect(held.every((row) => row.state !== "none" && row.state !== "in_progress")).toBe(true);
  });

  it("filters by state and pages by product name", async () => {
    const { body } = await status(VIEWER, "state=review_due");
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((row) => row.state === "review_due")).toBe(true);
    expect(body.meta.total).toBe(body.counts.review_due);

    const first = await status(VIEWER, "state=none");
    expect(first.body.meta.total).toBeGreaterThan(50);
    expect(first.body.data).toHaveLength(50);
    const names = first.body.data.map((row) => row.product.name.toLowerCase());
    expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
    const second = await status(VIEWER, "state=none&page=2");
    expect(second.body.data[0]!.product.name.toLowerCase() >= names[49]!).toBe(true);
  });

  it("reads a location's subtree only", async () => {
    const lab2 = await locationIdOf(h.db, DEMO, "Laboratory 2");
    const rows = await everything(VIEWER, `location_id=${lab2}`);
    const inside = new Set(["Laboratory 2", "Acids cabinet", "Bases cabinet", "Fume cupboard"]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => inside.has(row.location.name))).toBe(true);
    expect(at(rows, "Sulfuric acid 96 %", "Acids cabinet")?.state).toBe("review_due");
  });

  it("keeps a user with top nodes to them", async () => {
    const rows = await everything(DEPOT);
    const bergen = await everything(ADMIN, `location_id=${await locationIdOf(h.db, DEMO, "Bergen depot")}`);
    expect(rows.map((row) => [row.product.id, row.location.id])).toEqual(
      bergen.map((row) => [row.product.id, row.location.id]),
    );
    expect(rows.some((row) => row.location.name === "Flammables cabinet")).toBe(false);
    const lab1 = await locationIdOf(h.db, DEMO, "Laboratory 1");
    expect(await status(DEPOT, `location_id=${lab1}`)).toMatchObject({ status: 404, body: NOT_FOUND });
  });

  it("answers 404 for another company's location and reads only the caller's company", async () => {
    const theirs = (
      (await h.db.execute(sql`SELECT id FROM locations WHERE company_id = ${OTHER} LIMIT 1`)).rows as {
        id: number;
      }[]
    )[0]!.id;
    expect(await status(ADMIN, `location_id=${theirs}`)).toMatchObject({ status: 404, body: NOT_FOUND });
    const other = await everything(OTHER_ADMIN);
    expect(other.every((row) => row.state === "none")).toBe(true);
  });

  it("finds the same pages by walking the products in name order as by sorting the placements", async () => {
    // The demo company holds fewer placements than the sort's bound, so a bound of 0 makes the walk run.
    const scope = { companyId: DEMO, roots: null };
    for (const state of [undefined, "none", "covered"] as const) {
      for (const page of [1, 2]) {
        const filters = { state, page, today: today() };
        const sorted = await riskAssessmentStatus(h.db, scope, filters);
        const walked = await riskAssessmentStatus(h.db, scope, filters, 0);
        expect(walked, `${state ?? "every state"}, page ${page}`).toEqual(sorted);
        if (page === 1) expect(sorted!.data.length).toBeGreaterThan(0);
      }
    }
    const site = await locationIdOf(h.db, DEMO, "Building A");
    const local = { locationId: site, page: 1, today: today() };
    expect(await riskAssessmentStatus(h.db, scope, local, 0)).toEqual(
      await riskAssessmentStatus(h.db, scope, local),
    );
  });

  it("keeps each placement's copy of its product's name, so both pages follow a product renamed", async () => {
    const mismatched = async () =>
      (
        await h.db.execute<{ n: number }>(sql`
          SELECT count(*)::int AS n FROM location_products lp
          JOIN products p ON p.company_id = lp.company_id AND p.id = lp.product_id
          WHERE lp.product_name_lower <> p.name_lower`)
      ).rows[0]!.n;
    expect(await mismatched()).toBe(0);
    // The product held that sorts last, renamed so that it sorts first.
    const { rows } = await h.db.execute<{ id: number; name: string }>(sql`
      SELECT p.id, p.name FROM products p
      WHERE p.company_id = ${DEMO} AND EXISTS (
        SELECT 1 FROM location_products lp WHERE lp.company_id = p.company_id AND lp.product_id = p.id
          AND NOT lp.archived)
      ORDER BY p.name_lower DESC, p.id DESC LIMIT 1`);
    const last = rows[0]!;
    const scope = { companyId: DEMO, roots: null };
    const filters = { page: 1, today: today() };
    try {
      await h.db.execute(sql`UPDATE products SET name = ${`0000 ${last.name}`} WHERE id = ${last.id}`);
      expect(await mismatched()).toBe(0);
      const sorted = await riskAssessmentStatus(h.db, scope, filters);
      expect(sorted!.data[0]!.product).toEqual({ id: last.id, name: `0000 ${last.name}` });
      expect(await riskAssessmentStatus(h.db, scope, filters, 0)).toEqual(sorted);
      // A new placement takes the name too.
      const { rows: free } = await h.db.execute<{ id: number }>(sql`
        SELECT l.id FROM locations l WHERE l.company_id = ${DEMO} AND NOT l.archived AND NOT EXISTS (
          SELECT 1 FROM location_products lp WHERE lp.company_id = l.company_id AND lp.location_id = l.id
            AND lp.product_id = ${last.id}) ORDER BY l.id LIMIT 1`);
      await h.db.execute(sql`
        INSERT INTO location_products (company_id, location_id, product_id) VALUES (${DEMO}, ${free[0]!.id}, ${last.id})`);
      expect(await mismatched()).toBe(0);
      await h.db.execute(
        sql`DELETE FROM location_products WHERE company_id = ${DEMO} AND location_id = ${free[0]!.id} AND product_id = ${last.id}`,
      );
    } finally {
      await h.db.execute(sql`UPDATE products SET name = ${last.name} WHERE id = ${last.id}`);
    }
    expect(await mismatched()).toBe(0);
  });

  it("refuses bad filters", async () => {
    expect((await status(VIEWER, "state=maybe")).status).toBe(422);
    expect((await status(VIEWER, "location_id=abc")).status).toBe(422);
    expect((await status(VIEWER, "page=0")).status).toBe(422);
  });
});
