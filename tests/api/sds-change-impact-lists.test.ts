import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureShippedLists } from "../../api/legislation/store";
import type { SdsImpact } from "../../api/sds-change-impact/schemas";
import { sdsDocuments, type SdsDocumentRow } from "../../db/schema";
import { ADMIN, createHarness, DEMO, productIdOf, type ApiHarness } from "./helpers";

/**
 * A new sheet version screens the product again: the database rescreens a product in the statement that
 * changes its sheets (a replacement, an upload, a copy), and a replacement keeps with its event the
 * legislation, custom-list and greylist entries the product gained and lost, makes an action per list whose
 * hits changed (a list it left too) and shows both on GET /sdsevents/v1/events/{id}/impact.
 *
 * On the shipped lists benzene (71-43-2) is on Annex XVII (entry 5) and CLP CMR (Carc. 1A); acetone is on
 * none. A custom list of the test names water (7732-18-5).
 */

let h: ApiHarness;
let acetone: number;
let customListId: number;

const BENZENE = {
  name: "Benzene",
  cas: "71-43-2",
  ec: "200-753-7",
  concentration_min: 0.1,
  concentration_max: 1,
};
const WATER = {
  name: "Water",
  cas: "7732-18-5",
  ec: "231-791-2",
  concentration_min: 1,
  concentration_max: 5,
};

beforeAll(async () => {
  h = await createHarness();
  await ensureShippedLists(h.db);
  acetone = await productIdOf(h.db, DEMO, "Acetone");
  const { rows } = await h.db.execute<{ id: number }>(sql`
    INSERT INTO custom_lists (company_id, name, kind) VALUES (${DEMO}, 'Our watch list', 'approval') RETURNING id`);
  customListId = rows[0]!.id;
  await h.db.execute(sql`
    INSERT INTO custom_list_entries (company_id, list_id, name, cas, key)
    VALUES (${DEMO}, ${customListId}, 'Water', '7732-18-5', 'cas:' || legislation_cas_key('7732-18-5'))`);
});
afterAll(async () => {
  await h.close();
});

/** The product's current en/GB sheet. */
async function currentEnGb(productId: number): Promise<SdsDocumentRow> {
  const sheets = await h.db
    .select()
    .from(sdsDocuments)
    .where(eq(sdsDocuments.productId, productId))
    .orderBy(asc(sdsDocuments.id));
  const current = sheets.find(
    (s) => s.languageId === 4 && s.marketId === 4 && !s.pending && !s.supersededById,
  );
  if (!current) throw new Error("no current en/GB sheet");
  return current;
}

/** A newer version of the current sheet, pending, then applied through the API; answers the event. */
async function replaceWith(productId: number, changes: Partial<SdsDocumentRow>) {
  const from = await currentEnGb(productId);
  const { id: _id, labelLower: _l, search: _s, createdAt: _c, updatedAt: _u, ...fields } = from;
  const [pending] = await h.db
    .insert(sdsDocuments)
    .values({ ...fields, supersededById: null, pending: true, key: `${from.key}-L${Date.now()}`, ...changes })
    .returning();
  const res = await h.call(ADMIN, "/api/location/v2/replace-sds", {
    method: "POST",
    body: { product_id: productId, sds_key: pending!.key },
  });
  expect(res.status, res.text).toBe(200);
  const { rows } = await h.db.execute<{ id: number; payload: Record<string, unknown> }>(sql`
    SELECT id, payload FROM sds_events WHERE kind = 'replaced' AND product_id = ${productId}
    ORDER BY id DESC LIMIT 1`);
  return { from, event: rows[0]! };
}

const listsHit = async (productId: number) =>
  (
    await h.db.execute<{ list_code: string }>(sql`
      SELECT DISTINCT list_code FROM legislation_hits WHERE company_id = ${DEMO} AND product_id = ${productId}
      ORDER BY list_code`)
  ).rows.map((row) => row.list_code);

const legislationActions = async (eventId: number) =>
  (
    await h.db.execute<{ description: string; impact_path: string }>(sql`
      SELECT description, impact_path FROM sds_actions
      WHERE company_id = ${DEMO} AND event_id = ${eventId} AND impact_kind = 'legislation'`)
  ).rows.sort((a, b) => (a.description < b.description ? -1 : 1));

const impactOf = async (eventId: number) => {
  const res = await h.call(ADMIN, `/api/sdsevents/v1/events/${eventId}/impact`);
  expect(res.status, res.text).toBe(200);
  return (res.body as { data: SdsImpact }).data;
};

describe("a replacement that brings a substance on the lists", () => {
  let eventId: number;

  beforeAll(async () => {
    expect(await listsHit(acetone)).toEqual([]);
    const current = await currentEnGb(acetone);
    const { event } = await replaceWith(acetone, {
      version: "20.0",
      substances: [...(current.substances ?? []), BENZENE, WATER],
    });
    eventId = event.id;
  });

  it("screens the product again in the replacement's transaction", async () => {
    expect(await listsHit(acetone)).toEqual(["annex-xvii", "clp-cmr"]);
  });

  it("keeps the gained hits with the event, legislation and custom list alike", async () => {
    const { rows } = await h.db.execute<{ payload: Record<string, unknown> }>(sql`
      SELECT payload FROM sds_events WHERE id = ${eventId}`);
    const payload = rows[0]!.payload;
    expect(payload.touches).toContain("legislation");
    expect(payload.hits_lost).toEqual([]);
    expect((payload.hits_gained as string[]).length).toBeGreaterThanOrEqual(3);
  });

  it("makes one action per list gained, the custom list linking its page", async () => {
    const actions = await legislationActions(eventId);
    // The demo's greylist names benzene too.
    expect(actions).toEqual([
      { description: "Our watch list", impact_path: `/custom-lists/${customListId}` },
      { description: "annex-xvii", impact_path: "/legislations" },
      { description: "clp-cmr", impact_path: "/legislations" },
      { description: "greylist", impact_path: "/legislations" },
    ]);
  });

  it("shows the gained hits on the impact", async () => {
    const impact = await impactOf(eventId);
    expect(impact.kinds).toContain("legislation");
    expect(impact.list_hits.lost).toEqual([]);
    expect(impact.list_hits.cut).toBe(false);
    const gained = impact.list_hits.gained;
    expect(gained).toContainEqual({
      source: "legislation",
      list: "annex-xvii",
      list_name: "",
      ref: "5",
      entry: expect.any(String),
    });
    expect(
      gained.filter((hit) => hit.source === "legislation" && hit.list === "clp-cmr").length,
    ).toBeGreaterThan(0);
    expect(gained).toContainEqual({
      source: "custom",
      list: String(customListId),
      list_name: "Our watch list",
      ref: expect.any(String),
      entry: "Water",
    });
  });
});

describe("a replacement that drops them again", () => {
  it("shows the lost hits and makes actions for the lists left", async () => {
    const current = await currentEnGb(acetone);
    const { event } = await replaceWith(acetone, {
      version: "21.0",
      substances: (current.substances ?? []).filter((s) => s.cas !== BENZENE.cas && s.cas !== WATER.cas),
    });
    expect(await listsHit(acetone)).toEqual([]);
    const impact = await impactOf(event.id);
    expect(impact.list_hits.gained).toEqual([]);
    expect(impact.list_hits.lost.map((hit) => hit.list).sort()).toEqual(
      expect.arrayContaining(["annex-xvii", "clp-cmr", String(customListId)]),
    );
    expect((await legislationActions(event.id)).map((a) => a.description)).toEqual([
      "Our watch list",
      "annex-xvii",
      "clp-cmr",
      "greylist",
    ]);
  });

  it("a hit gained through the sheet's own CAS numbers alone touches the lists, nothing else", async () => {
    const { event } = await replaceWith(acetone, { version: "22.0", casNumbers: ["71-43-2"] });
    expect(event.payload).toMatchObject({ changed: [], touches: ["legislation"] });
    const impact = await impactOf(event.id);
    expect(impact.parts).toEqual([]);
    expect(impact.kinds).toEqual(["legislation"]);
    expect(impact.list_hits.gained.map((hit) => hit.list)).toEqual(
      expect.arrayContaining(["annex-xvii", "clp-cmr"]),
    );
    expect((await legislationActions(event.id)).map((a) => a.description)).toEqual([
      "annex-xvii",
      "clp-cmr",
      "greylist",
    ]);
  });

  it("a new version that changes no hit keeps no hits and makes no list action", async () => {
    const { event } = await replaceWith(acetone, { version: "23.0" });
    expect(event.payload.hits_gained).toBeUndefined();
    expect(event.payload.changed).toBeUndefined();
    expect(await legislationActions(event.id)).toEqual([]);
    expect((await impactOf(event.id)).list_hits).toEqual({ gained: [], lost: [], cut: false });
  });
});

describe("other ways a sheet changes screen the product too", () => {
  it("a copied sheet gives the new product the source's hits", async () => {
    const source = await currentEnGb(acetone); // carries benzene in its CAS numbers by now
    const res = await h.call(ADMIN, `/api/document/v1/sds/copy/${acetone}`, {
      method: "POST",
      body: { sds_key: source.key, name: "Acetone with benzene (copy)" },
    });
    expect(res.status, res.text).toBe(201);
    const { product_id } = (res.body as { data: { product_id: number } }).data;
    expect(await listsHit(product_id)).toEqual(["annex-xvii", "clp-cmr"]);
  });

  it("a sheet set current through an update (a pending sheet made current) screens the product", async () => {
    const ethanol = await productIdOf(h.db, DEMO, "Ethanol");
    const before = await listsHit(ethanol);
    expect(before).not.toContain("clp-cmr");
    const current = await currentEnGb(ethanol);
    await replaceWith(ethanol, { version: "30.0", substances: [...(current.substances ?? []), BENZENE] });
    expect(await listsHit(ethanol)).toContain("clp-cmr");
  });
});
