import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SdsImpact } from "../../api/sds-change-impact/schemas";
import { sdsDocuments, type SdsDocumentRow } from "../../db/schema";
import {
  ADMIN,
  createHarness,
  DEMO,
  NOT_FOUND,
  OTHER,
  OTHER_ADMIN,
  productIdOf,
  WORKER,
  type ApiHarness,
} from "./helpers";

/**
 * Change impact: applying a newer sheet makes, in the same transaction, one action per thing of the company
 * the change touches (with both sheet keys and a link), and the replaced event carries what changed; a sheet
 * that says the same makes none; a failure saves nothing. GET /sdsevents/v1/events/{id}/impact reads it back
 * within the caller's company and top nodes. On the demo seed Toluene has a pending en/GB sheet with one more
 * H statement, one P statement fewer and a changed substance concentration, and an approved risk assessment.
 */

const LIMITED = "depot@demo.test";
let h: ApiHarness;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

interface ActionRow extends Record<string, unknown> {
  id: number;
  company_id: number;
  impact_kind: string;
  impact_path: string;
  from_sds_key: string | null;
  to_sds_key: string | null;
  event_id: number;
  location_id: number | null;
  title: string;
}

const impactActions = async (productId: number) =>
  (
    await h.db.execute<ActionRow>(sql`
      SELECT id, company_id, impact_kind, impact_path, from_sds_key, to_sds_key, event_id, location_id, title
      FROM sds_actions WHERE origin = 'change_impact' AND product_id = ${productId} ORDER BY id`)
  ).rows;

const lastReplaced = async (productId: number) =>
  (
    await h.db.execute<{ id: number; payload: Record<string, unknown> }>(sql`
      SELECT id, payload FROM sds_events WHERE kind = 'replaced' AND product_id = ${productId}
      ORDER BY id DESC LIMIT 1`)
  ).rows[0];

/** The product's en/GB sheets: the current one and the pending one. */
async function enGbOf(productId: number) {
  const sheets = (
    await h.db
      .select()
      .from(sdsDocuments)
      .where(eq(sdsDocuments.productId, productId))
      .orderBy(asc(sdsDocuments.id))
  ).filter((s) => s.languageId === 4 && s.marketId === 4);
  const current = sheets.find((s) => !s.pending && s.supersededById === null);
  if (!current) throw new Error("no current en/GB sheet");
  return { current, pending: sheets.find((s) => s.pending) };
}

/** A pending copy of a sheet (a newer version), inserted straight into the database. */
async function insertPending(
  from: SdsDocumentRow,
  changes: Partial<SdsDocumentRow>,
): Promise<SdsDocumentRow> {
  const { id: _id, labelLower: _l, search: _s, createdAt: _c, updatedAt: _u, ...fields } = from;
  const [row] = await h.db
    .insert(sdsDocuments)
    .values({ ...fields, supersededById: null, pending: true, key: `${from.key}-N${Date.now()}`, ...changes })
    .returning();
  return row!;
}

const apply = (email: string, productId: number, key: string) =>
  h.call(email, "/api/location/v2/replace-sds", {
    method: "POST",
    body: { product_id: productId, sds_key: key },
  });

const impact = (email: string, eventId: number) =>
  h.call(email, `/api/sdsevents/v1/events/${eventId}/impact`);

describe("applying Toluene's newer sheet", () => {
  let toluene: number;
  let eventId: number;
  let from: string;
  let to: string;

  beforeAll(async () => {
    toluene = await productIdOf(h.db, DEMO, "Toluene");
    const { current, pending } = await enGbOf(toluene);
    from = current.key;
    to = pending!.key;
    const res = await apply(ADMIN, toluene, to);
    expect(res.status, res.text).toBe(200);
    eventId = (await lastReplaced(toluene))!.id;
  });

  it("records what changed and what it touches on the replaced event", async () => {
    const event = await lastReplaced(toluene);
    expect(event!.payload).toMatchObject({
      from,
      changed: ["hazard_statements", "precautionary_statements", "substances"],
      touches: ["risk_assessment", "workplace_description", "poster", "read_link", "approval", "legislation"],
    });
  });

  it("makes one action per thing touched, with both sheets, the event and a link to the thing", async () => {
    const actions = await impactActions(toluene);
    expect(actions.length).toBeGreaterThan(0);
    for (const action of actions) {
      expect(action).toMatchObject({
        company_id: DEMO,
        from_sds_key: from,
        to_sds_key: to,
        event_id: eventId,
      });
      expect(action.impact_path).toMatch(/^\//);
    }
    const assessment = actions.find((a) => a.impact_kind === "risk_assessment");
    expect(assessment?.title).toBe(
      "Review the risk assessment Toluene extraction of samples in the fume cupboard: Toluene has a new sheet",
    );
    const { rows } = await h.db.execute<{ id: number; document_type: number }>(sql`
      SELECT id, document_type FROM smartform_documents
      WHERE company_id = ${DEMO} AND is_latest AND title = 'Toluene extraction of samples in the fume cupboard'`);
    expect(assessment?.impact_path).toBe(`/smartforms/${rows[0]!.document_type}/documents/${rows[0]!.id}`);
    // No storage class or CMR change: no co-storage nor exposure-plan actions.
    expect(actions.some((a) => a.impact_kind === "co_storage" || a.impact_kind === "exposure_plan")).toBe(
      false,
    );
    // A thing appears once.
    expect(new Set(actions.map((a) => a.impact_path + a.impact_kind)).size).toBe(actions.length);
  });

  it("touches only the company's own things: the other company's Toluene and documents make nothing", async () => {
    const otherToluene = await productIdOf(h.db, OTHER, "Toluene");
    expect(await impactActions(otherToluene)).toEqual([]);
    const { rows } = await h.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM sds_actions WHERE origin = 'change_impact' AND company_id <> ${DEMO}`);
    expect(rows[0]!.n).toBe(0);
  });

  it("reads the impact back: the difference and the actions, in the caller's language-free form", async () => {
    const res = await impact(WORKER, eventId);
    expect(res.status, res.text).toBe(200);
    const data = (res.body as { data: SdsImpact }).data;
    expect(data).toMatchObject({
      event_id: eventId,
      product_id: toluene,
      from_sds_key: from,
      to_sds_key: to,
    });
    expect(data.change.hazard_statements.added).toHaveLength(1);
    expect(data.change.precautionary_statements.removed).toHaveLength(1);
    expect(data.change.substances.changed).toHaveLength(1);
    expect(data.parts).toEqual(["hazard_statements", "precautionary_statements", "substances"]);
    expect(data.items.map((item) => item.action_id).sort()).toEqual(
      (await impactActions(toluene)).map((a) => a.id).sort(),
    );
    expect(data.items_cut).toBe(false);
  });

  it("answers 404 to another company, a bad id and an event that is not a replacement", async () => {
    const other = await impact(OTHER_ADMIN, eventId);
    expect(other.status).toBe(404);
    expect(other.body).toEqual(NOT_FOUND);
    expect((await impact(ADMIN, 999_999_999)).status).toBe(404);
    expect((await h.call(ADMIN, "/api/sdsevents/v1/events/x/impact")).status).toBe(404);
    const { rows } = await h.db.execute<{ id: number }>(sql`
      SELECT id FROM sds_events WHERE company_id = ${DEMO} AND kind <> 'replaced' ORDER BY id LIMIT 1`);
    expect((await impact(ADMIN, rows[0]!.id)).status).toBe(404);
  });

  it("lists for a user with top nodes only the actions within them", async () => {
    const res = await impact(LIMITED, eventId);
    // Toluene may be held outside the depot: then the event itself is outside the scope.
    if (res.status === 404) return;
    const data = (res.body as { data: SdsImpact }).data;
    const { rows } = await h.db.execute<{ id: number }>(sql`
      SELECT l.id FROM locations l WHERE l.company_id = ${DEMO} AND l.name = 'Bergen depot'`);
    const depot = rows[0]!.id;
    const { rows: subtree } = await h.db.execute<{ id: number }>(sql`
      SELECT id FROM location_subtree(${DEMO}, ARRAY[${depot}]::int[])`);
    const inScope = new Set(subtree.map((r) => r.id));
    for (const item of data.items)
      expect(item.location_id === null || inScope.has(item.location_id)).toBe(true);
  });
});

describe("other replacements", () => {
  it("makes no action and no summary when the new version says the same", async () => {
    const acetone = await productIdOf(h.db, DEMO, "Acetone");
    const { current } = await enGbOf(acetone);
    const pending = await insertPending(current, { version: "9.0" });
    const res = await apply(ADMIN, acetone, pending.key);
    expect(res.status, res.text).toBe(200);
    const event = await lastReplaced(acetone);
    expect(event!.payload.changed).toBeUndefined();
    expect(await impactActions(acetone)).toEqual([]);
    const read = await impact(ADMIN, event!.id);
    expect(read.status).toBe(200);
    expect((read.body as { data: SdsImpact }).data).toMatchObject({ parts: [], kinds: [], items: [] });
  });

  it("a storage class change makes a co-storage action at each location holding the product", async () => {
    const acetone = await productIdOf(h.db, DEMO, "Acetone");
    const { current } = await enGbOf(acetone);
    const pending = await insertPending(current, {
      version: "10.0",
      storageClass: current.storageClass === "3" ? "10" : "3",
    });
    expect((await apply(ADMIN, acetone, pending.key)).status).toBe(200);
    const { rows } = await h.db.execute<{ location_id: number }>(sql`
      SELECT DISTINCT location_id FROM location_products
      WHERE company_id = ${DEMO} AND product_id = ${acetone} AND NOT archived ORDER BY location_id`);
    const actions = (await impactActions(acetone)).sort(
      (a, b) => (a.location_id ?? 0) - (b.location_id ?? 0),
    );
    expect(actions.map((a) => a.impact_kind)).toEqual(rows.map(() => "co_storage"));
    expect(actions.map((a) => a.location_id)).toEqual(rows.map((r) => r.location_id));
    expect(actions.map((a) => a.impact_path)).toEqual(
      rows.map((r) => `/locations/${r.location_id}/products`),
    );
  });

  it("saves nothing when making the actions fails: the sheet stays pending, no event, no action", async () => {
    const ethanol = await productIdOf(h.db, DEMO, "Ethanol");
    const { current } = await enGbOf(ethanol);
    const pending = await insertPending(current, {
      version: "11.0",
      storageClass: current.storageClass === "3" ? "10" : "3",
    });
    const events = async () =>
      (await h.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM sds_events`)).rows[0]!.n;
    const before = await events();
    await h.db.execute(sql`
      CREATE FUNCTION impact_test_fail() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN RAISE EXCEPTION 'impact test failure'; END $$`);
    await h.db.execute(sql`
      CREATE TRIGGER impact_test_fail BEFORE INSERT ON sds_actions FOR EACH ROW
      WHEN (NEW.origin = 'change_impact') EXECUTE FUNCTION impact_test_fail()`);
    try {
      const res = await apply(ADMIN, ethanol, pending.key);
      expect(res.status).toBe(500);
    } finally {
      await h.db.execute(sql`DROP TRIGGER impact_test_fail ON sds_actions`);
      await h.db.execute(sql`DROP FUNCTION impact_test_fail()`);
    }
    expect(await events()).toBe(before);
    expect(await impactActions(ethanol)).toEqual([]);
    const after = await enGbOf(ethanol);
    expect(after.current.id).toBe(current.id);
    expect(after.pending?.id).toBe(pending.id);
  });

  it("refuses the replacement to a user without add_product, making nothing", async () => {
    const ethanol = await productIdOf(h.db, DEMO, "Ethanol");
    const { pending } = await enGbOf(ethanol);
    expect((await apply(WORKER, ethanol, pending!.key)).status).toBe(403);
    expect(await impactActions(ethanol)).toEqual([]);
  });
});
