import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CustomEntry, CustomList } from "../../api/custom-lists/schemas";
import { ADMIN, DEMO, OTHER, WORKER, createHarness, type ApiHarness } from "./helpers";

/**
 * A substance put on a custom list that products of the company hold, by hand or by a file, makes an SDS
 * event (list hit) and a review action per product, as a newer legislation list file does; a substance
 * already on the list, a change that keeps its key and a refused file make none.
 */

let h: ApiHarness;
let listId: number;
let resinProduct: number;
let solventProduct: number;

async function addProductWithSheet(companyId: number, name: string, substances: object[]): Promise<number> {
  const { rows } = await h.db.execute<{ id: number }>(sql`
    INSERT INTO products (company_id, name) VALUES (${companyId}, ${name}) RETURNING id`);
  const id = rows[0]!.id;
  await h.db.execute(sql`
    INSERT INTO sds_documents (company_id, product_id, key, label, language_id, market_id, date_issue, substances)
    VALUES (${companyId}, ${id}, ${`events-${id}`}, ${name}, 4, 1, '2026-01-01', ${JSON.stringify(substances)}::jsonb)`);
  return id;
}

/** The list-hit events and actions of a product. */
async function hitsOf(productId: number) {
  const { rows } = await h.db.execute<{
    payload: Record<string, unknown>;
    title: string;
    origin: string;
  }>(sql`
    SELECT ev.payload, a.title, a.origin FROM sds_events ev
    JOIN sds_actions a ON a.event_id = ev.id
    WHERE ev.product_id = ${productId} AND ev.kind = 'list_hit' ORDER BY ev.id`);
  return rows;
}

const eventCount = async () =>
  (
    await h.db.execute<{ n: number }>(sql`
      SELECT (SELECT count(*) FROM sds_events WHERE kind = 'list_hit')::int
        + (SELECT count(*) FROM sds_actions WHERE origin = 'list_hit')::int AS n`)
  ).rows[0]!.n;

const save = (body: object) =>
  h.call(ADMIN, `/api/archive/v1/customfield/${listId}/entries/save`, { method: "POST", body });
const importEntries = (entries: object[], user = ADMIN) =>
  h.call(user, `/api/archive/v1/customfield/${listId}/entries/import`, { method: "POST", body: { entries } });

beforeAll(async () => {
  h = await createHarness();
  resinProduct = await addProductWithSheet(DEMO, "Events resin", [
    { name: "Bisphenol A", cas: "80-05-7", ec: null },
    { name: "House hardener 9", cas: null, ec: null },
  ]);
  solventProduct = await addProductWithSheet(DEMO, "Events solvent", [
    { name: "Toluene", cas: "108-88-3", ec: "203-625-9" },
  ]);
  // Another company's product with the same substance: never an event of this company's lists.
  await addProductWithSheet(OTHER, "Other company's resin", [{ name: "Bisphenol A", cas: "80-05-7" }]);
  const created = await h.call(ADMIN, "/api/archive/v1/customfield/save", {
    method: "POST",
    body: { name: "Events watch list", kind: "approval" },
  });
  expect(created.status, created.text).toBe(201);
  listId = (created.body as { data: CustomList }).data.id;
});
afterAll(() => h.close());

describe("a substance added by hand", () => {
  it("makes an event and a review action for each product holding it", async () => {
    const res = await save({ name: "BPA", cas: "80-05-7", reason: "Endocrine disruptor" });
    expect(res.status, res.text).toBe(201);
    const hits = await hitsOf(resinProduct);
    expect(hits).toHaveLength(1);
    expect(hits[0]!.payload).toMatchObject({
      list: "Events watch list",
      custom_list_id: listId,
      entry: "BPA",
      ref: "80-05-7",
      substance: "Bisphenol A",
    });
    expect(hits[0]!.title).toBe("Review Events resin on list Events watch list: BPA");
    expect(hits[0]!.origin).toBe("list_hit");
    expect(await hitsOf(solventProduct)).toEqual([]);
    const other = await h.db.execute(sql`
      SELECT 1 FROM sds_events WHERE company_id = ${OTHER} AND kind = 'list_hit'`);
    expect(other.rows).toEqual([]);
  });

  it("makes none when a change keeps the substance, and one when it names another", async () => {
    const list = await h.call(ADMIN, `/api/document/v1/enum/greylist/${listId}`);
    const entry = (list.body as { data: { entries: CustomEntry[] } }).data.entries[0]!;
    const before = await eventCount();
    const reasoned = await save({ id: entry.id, name: "BPA", cas: "80-05-7", reason: "Now banned soon" });
    expect(reasoned.status, reasoned.text).toBe(200);
    expect(await eventCount()).toBe(before);
    const moved = await save({ id: entry.id, name: "Toluene", cas: "108-88-3", reason: "Solvent" });
    expect(moved.status, moved.text).toBe(200);
    expect((await hitsOf(solventProduct)).map((hit) => hit.payload.entry)).toEqual(["Toluene"]);
    expect(await hitsOf(resinProduct)).toHaveLength(1);
  });

  it("a user without user_admin is refused (403) and makes none", async () => {
    const before = await eventCount();
    const res = await h.call(WORKER, `/api/archive/v1/customfield/${listId}/entries/save`, {
      method: "POST",
      body: { name: "BPA", cas: "80-05-7" },
    });
    expect(res.status).toBe(403);
    expect(await eventCount()).toBe(before);
  });
});

describe("substances added by a file", () => {
  it("makes events for the new substances' products only, not for those already on the list", async () => {
    const res = await importEntries([
      { name: "Toluene", cas: "108-88-3", reason: "Solvent, replaced" },
      { name: "house hardener 9", reason: "Sensitiser" },
      { name: "Benzene", cas: "71-43-2", reason: "Carcinogen" },
    ]);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ data: { added: 2, updated: 1 } });
    expect((await hitsOf(resinProduct)).map((hit) => hit.payload.entry)).toEqual(["BPA", "house hardener 9"]);
    // Toluene was on the list already: its product has the one event of that time.
    expect(await hitsOf(solventProduct)).toHaveLength(1);
  });

  it("a file with a bad row, or from a user without user_admin, saves nothing and makes no event", async () => {
    const before = await eventCount();
    const entries = (
      await h.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM custom_list_entries`)
    ).rows[0]!.n;
    const bad = await importEntries([
      { name: "Bisphenol S", cas: "80-09-1" },
      { name: "Broken", cas: "80-09-2" },
    ]);
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.body as { errors: Record<string, string[]> }).errors)).toEqual(["entries.1.cas"]);
    const refused = await importEntries([{ name: "Bisphenol S", cas: "80-09-1" }], WORKER);
    expect(refused.status).toBe(403);
    expect(await eventCount()).toBe(before);
    expect(
      (await h.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM custom_list_entries`)).rows[0]!.n,
    ).toBe(entries);
  });
});
