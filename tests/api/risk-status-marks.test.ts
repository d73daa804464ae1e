import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { markedStates, riskAssessmentStatus, today } from "../../api/smartforms/lists";
import { ADMIN, DEMO, OTHER, createHarness, locationIdOf, productIdOf, type ApiHarness } from "./helpers";

/**
 * The kept summary of the risk-assessment status (risk_status_marks, written by triggers) against the live
 * statement that works the states out from the documents, placements, sheets and locations: after each kind
 * of change (an assessment approved, a new version, a placement added, archived or moved, a sheet replaced,
 * a location moved, a document deleted) the two agree, and the status page says what the change means.
 */

let h: ApiHarness;

/** The kept and the live states of every company agree, and the kept ones are returned for the demo company. */
async function agreed() {
  const day = today();
  for (const company of [DEMO, OTHER]) {
    const kept = await markedStates(h.db, company, day, "kept");
    const live = await markedStates(h.db, company, day, "live");
    expect(kept, `company ${company}`).toEqual(live);
  }
  return markedStates(h.db, DEMO, day, "kept");
}

async function placementOf(product: string, location: string): Promise<number> {
  const { rows } = await h.db.execute<{ id: number }>(sql`
    SELECT lp.id FROM location_products lp
    WHERE lp.company_id = ${DEMO} AND lp.product_id = ${await productIdOf(h.db, DEMO, product)}
      AND lp.location_id = ${await locationIdOf(h.db, DEMO, location)}`);
  return rows[0]!.id;
}

async function stateOf(product: string, location: string) {
  const placement = await placementOf(product, location);
  return (await agreed()).find((mark) => mark.placement_id === placement) ?? { state: "none" };
}

async function documentTitled(title: string): Promise<{ id: number; root_id: number }> {
  const { rows } = await h.db.execute<{ id: number; root_id: number }>(sql`
    SELECT id, root_id FROM smartform_documents
    WHERE company_id = ${DEMO} AND title LIKE ${`${title}%`} AND is_latest ORDER BY id DESC LIMIT 1`);
  return rows[0]!;
}

beforeAll(async () => {
  h = await createHarness();
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe("the kept risk-assessment status", () => {
  it("starts from the seeded documents with every state the live statement gives", async () => {
    const marks = await agreed();
    expect(new Set(marks.map((mark) => mark.state))).toEqual(
      new Set(["covered", "review_due", "sds_changed", "in_progress"]),
    );
  });

  it("answers the status page (counts and pages) exactly as the live statement", async () => {
    const scope = { companyId: DEMO, roots: null };
    const lab2 = await locationIdOf(h.db, DEMO, "Laboratory 2");
    for (const filters of [
      { page: 1 },
      { page: 2 },
      { state: "covered" as const, page: 1 },
      { state: "none" as const, page: 2 },
      { locationId: lab2, page: 1 },
      { locationId: lab2, state: "review_due" as const, page: 1 },
    ]) {
      const withDay = { ...filters, today: today() };
      expect(await riskAssessmentStatus(h.db, scope, withDay), JSON.stringify(filters)).toEqual(
        await riskAssessmentStatus(h.db, scope, withDay, undefined, "live"),
      );
    }
  });

  it("follows an assessment approved, and a new version of it until that is approved", async () => {
    const draft = await documentTitled("Etching test pieces with hydrogen peroxide");
    expect((await stateOf("Hydrogen peroxide 35 %", "Fume cupboard")).state).toBe("in_progress");
    await h.db.execute(sql`
      UPDATE smartform_documents SET status = 3, approved_at = now(), review_due = '2999-01-01'
      WHERE id = ${draft.id}`);
    expect(await stateOf("Hydrogen peroxide 35 %", "Fume cupboard")).toMatchObject({
      state: "covered",
      assessment_id: draft.id,
    });

    // A new version in progress leaves the approved one in force; approving it moves the status to it.
    const created = await h.call(ADMIN, `/api/smartforms/v1/document/${draft.id}/newversion`, {
      method: "POST",
      body: {},
    });
    expect(created.status).toBe(200);
    const v2 = (created.body as { data: { id: number } }).data.id;
    expect(await stateOf("Hydrogen peroxide 35 %", "Fume cupboard")).toMatchObject({
      state: "covered",
      assessment_id: draft.id,
    });
    await h.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE smartform_documents SET superseded_at = now() WHERE id = ${draft.id}`);
      await tx.execute(sql`
        UPDATE smartform_documents SET status = 3, approved_at = now(), review_due = '2000-01-01' WHERE id = ${v2}`);
    });
    expect(await stateOf("Hydrogen peroxide 35 %", "Fume cupboard")).toMatchObject({
      state: "review_due",
      assessment_id: v2,
    });
  });

  it("follows a placement added, moved and archived", async () => {
    const toluene = await productIdOf(h.db, DEMO, "Toluene");
    const shelf = await locationIdOf(h.db, DEMO, "Reagent shelf");
    const cupboard = await locationIdOf(h.db, DEMO, "Fume cupboard");
    await h.db.execute(sql`
      DELETE FROM location_products WHERE company_id = ${DEMO} AND product_id = ${toluene}
        AND location_id IN (${shelf}, ${cupboard})`);
    const { rows } = await h.db.execute<{ id: number }>(sql`
      INSERT INTO location_products (company_id, location_id, product_id)
      VALUES (${DEMO}, ${cupboard}, ${toluene}) RETURNING id`);
    const placement = rows[0]!.id;
    const marked = async () => (await agreed()).find((mark) => mark.placement_id === placement);
    const atCupboard = await marked();
    await h.db.execute(sql`UPDATE location_products SET location_id = ${shelf} WHERE id = ${placement}`);
    const atShelf = await marked();
    // Somewhere it is held, some assessment decides it (or none does): the kept and live agree either way.
    expect([atCupboard?.state ?? "none", atShelf?.state ?? "none"]).toBeDefined();
    await h.db.execute(sql`UPDATE location_products SET archived = true WHERE id = ${placement}`);
    expect(await marked()).toBeUndefined();
    await h.db.execute(sql`UPDATE location_products SET archived = false WHERE id = ${placement}`);
    expect(await marked()).toEqual(atShelf);
  });

  it("marks a new safety data sheet after the approval, once it is applied", async () => {
    const acetone = await productIdOf(h.db, DEMO, "Acetone");
    expect((await stateOf("Acetone", "Flammables cabinet")).state).toBe("covered");
    const { rows } = await h.db.execute<{ id: number }>(sql`
      SELECT id FROM sds_documents
      WHERE company_id = ${DEMO} AND product_id = ${acetone} AND superseded_by_id IS NULL AND NOT pending
      ORDER BY id LIMIT 1`);
    const current = rows[0]!.id;
    const { rows: added } = await h.db.execute<{ id: number }>(sql`
      INSERT INTO sds_documents (company_id, product_id, key, label, language_id, market_id, date_issue, pending)
      SELECT company_id, product_id, key || '-replaced', label, language_id, market_id, date_issue, true
      FROM sds_documents WHERE id = ${current} RETURNING id`);
    // Uploaded but not applied: the assessment still rests on the current sheet.
    expect((await stateOf("Acetone", "Flammables cabinet")).state).toBe("covered");
    await h.db.transaction(async (tx) => {
      await tx.execute(
        sql`UPDATE sds_documents SET superseded_by_id = ${added[0]!.id} WHERE id = ${current}`,
      );
      await tx.execute(sql`UPDATE sds_documents SET pending = false WHERE id = ${added[0]!.id}`);
    });
    expect((await stateOf("Acetone", "Flammables cabinet")).state).toBe("sds_changed");
  });

  it("follows a location moved out from under an assessment's location", async () => {
    // Building A's assessment covers Isopropanol in Laboratory 1's flammables cabinet; moved to the top,
    // Laboratory 1 is no longer below Building A.
    const before = await stateOf("Isopropanol", "Flammables cabinet");
    expect(before.state).toBe("covered");
    const lab1 = await locationIdOf(h.db, DEMO, "Laboratory 1");
    await h.db.execute(sql`UPDATE locations SET parent_id = NULL WHERE id = ${lab1}`);
    await agreed();
    const buildingA = await locationIdOf(h.db, DEMO, "Building A");
    await h.db.execute(sql`UPDATE locations SET parent_id = ${buildingA} WHERE id = ${lab1}`);
    expect(await stateOf("Isopropanol", "Flammables cabinet")).toEqual(before);
  });

  it("drops the marks of a document deleted, and of a product deleted", async () => {
    const acetone = await documentTitled("Decanting acetone");
    await h.db.execute(sql`DELETE FROM smartform_documents WHERE root_id = ${acetone.root_id}`);
    const marks = await agreed();
    expect(marks.some((mark) => mark.assessment_id === acetone.id)).toBe(false);
    const toluene = await productIdOf(h.db, DEMO, "Toluene");
    await h.db.execute(sql`DELETE FROM products WHERE id = ${toluene}`);
    const { rows } = await h.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM risk_status_marks WHERE company_id = ${DEMO} AND product_id = ${toluene}`);
    expect(rows[0]!.n).toBe(0);
    await agreed();
  });
});
