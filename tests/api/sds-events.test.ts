import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Action, ActionList, SdsEventList } from "../../api/sds-events/schemas";
import { createLocalStorage, setStorageForTests } from "../../api/storage";
import { sendSdsEventDigests } from "../../api/sds-events/digest";
import { fewProductsInScope, locationInScope, productInScope, scopeOf } from "../../api/locations/scope";
import {
  ADMIN,
  DEMO,
  NOT_FOUND,
  OTHER_ADMIN,
  WORKER,
  createHarness,
  locationIdOf,
  productIdOf,
  type ApiHarness,
} from "./helpers";

/**
 * SDS events and actions: the events each change writes in its own transaction (copy, set expired, a
 * supplier's answer, new list hits), the timeline's filters and keyset paging, the top-node scope, and
 * actions by hand and by events with their refusals.
 */

const LIMITED = "depot@demo.test";
let h: ApiHarness;
let storageDir: string;
let acetone: number;

beforeAll(async () => {
  h = await createHarness();
  storageDir = mkdtempSync(join(tmpdir(), "chemsafe-sds-events-"));
  setStorageForTests(createLocalStorage(storageDir));
  acetone = await productIdOf(h.db, DEMO, "Acetone");
});
afterAll(async () => {
  setStorageForTests(undefined);
  rmSync(storageDir, { recursive: true, force: true });
  await h.close();
});

const events = async (email: string, query = "") => {
  const result = await h.call(email, `/api/sdsevents/v1/events${query}`);
  expect(result.status).toBe(200);
  return result.body as SdsEventList;
};
const eventCount = async () =>
  (await h.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM sds_events`)).rows[0]!.n;
const actionCount = async () =>
  (await h.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM sds_actions`)).rows[0]!.n;
async function currentKey(productId: number): Promise<string> {
  const { rows } = await h.db.execute<{ key: string }>(sql`
    SELECT key FROM sds_documents WHERE company_id = ${DEMO} AND product_id = ${productId}
      AND superseded_by_id IS NULL AND NOT pending ORDER BY id LIMIT 1`);
  return rows[0]!.key;
}

describe("copy and set expired", () => {
  it("copies a current sheet into a new product placed at a location, with a copied event", async () => {
    const key = await currentKey(acetone);
    const location = await locationIdOf(h.db, DEMO, "Warehouse");
    const result = await h.call(ADMIN, `/api/document/v1/sds/copy/${acetone}`, {
      method: "POST",
      body: { sds_key: key, name: "Acetone (own label)", location_id: location },
    });
    expect(result.status).toBe(201);
    const { product_id } = (result.body as { data: { product_id: number } }).data;
    const page = await events(ADMIN, "?kind=copied");
    expect(page.data[0]).toMatchObject({
      kind: "copied",
      product_id,
      product_name: "Acetone (own label)",
      location_id: location,
      actor_name: expect.any(String),
    });
    expect(page.data[0]!.payload.from).toBe(key);
    const atWarehouse = await events(ADMIN, `?location=${location}&kind=copied`);
    expect(atWarehouse.data.some((event) => event.product_id === product_id)).toBe(true);
  });

  it("sets a sheet expired once, with one event; again answers the same time", async () => {
    const key = await currentKey(acetone);
    const first = await h.call(ADMIN, "/api/document/v1/sds/sdssetexpired", {
      method: "POST",
      body: { sds_key: key },
    });
    expect(first.status).toBe(200);
    const before = await eventCount();
    const again = await h.call(ADMIN, "/api/document/v1/sds/sdssetexpired", {
      method: "POST",
      body: { sds_key: key },
    });
    expect(again.body).toEqual(first.body);
    expect(await eventCount()).toBe(before);
    expect((await events(ADMIN, `?kind=expired&product_id=${acetone}`)).data.length).toBe(1);
  });

  it("refuses a user without add_product (403), another company (404) and bad input (422), saving nothing", async () => {
    const key = await currentKey(acetone);
    const before = await eventCount();
    const copy = (email: string, body: object) =>
      h.call(email, `/api/document/v1/sds/copy/${acetone}`, { method: "POST", body });
    expect((await copy(WORKER, { sds_key: key, name: "x" })).status).toBe(403);
    const other = await copy(OTHER_ADMIN, { sds_key: key, name: "x" });
    expect(other.status).toBe(404);
    expect(other.body).toEqual(NOT_FOUND);
    const bad = await copy(ADMIN, { sds_key: key, name: " " });
    expect(bad.status).toBe(422);
    expect((bad.body as { errors: Record<string, string[]> }).errors.name).toEqual([
      "Give the new product a name.",
    ]);
    const expire = await h.call(OTHER_ADMIN, "/api/document/v1/sds/sdssetexpired", {
      method: "POST",
      body: { sds_key: key },
    });
    expect(expire.status).toBe(404);
    expect(await eventCount()).toBe(before);
  });
});

describe("the timeline", () => {
  it("pages newest first by keyset, each event once, and filters by product name and dates", async () => {
    const { rows } = await h.db.execute<{ id: number }>(
      sql`SELECT id FROM products WHERE company_id = ${DEMO}`,
    );
    // Enough events for three pages, spread over days.
    await h.db.execute(sql`
      INSERT INTO sds_events (company_id, kind, product_id, occurred_at)
      SELECT ${DEMO}, 'uploaded', ${rows[0]!.id}, timestamptz '2025-01-01' + (g || ' hours')::interval
      FROM generate_series(1, 120) g`);
    const seen = new Set<number>();
    let query = "?from=2025-01-01&to=2025-01-31";
    for (let i = 0; i < 5; i++) {
      const page = await events(ADMIN, query);
      for (const event of page.data) seen.add(event.id);
      if (page.meta.next === null) break;
      query = `?from=2025-01-01&to=2025-01-31&after=${page.meta.next}`;
    }
    expect(seen.size).toBe(120);
    const oneDay = await events(ADMIN, "?from=2025-01-02&to=2025-01-02");
    expect(oneDay.data.length).toBe(24);
    expect(oneDay.data[0]!.occurred_at > oneDay.data[23]!.occurred_at).toBe(true);
    const byName = await events(ADMIN, "?product=own%20label");
    expect(byName.data.every((event) => event.product_name.includes("own label"))).toBe(true);
  });

  it("keeps a user with top nodes to their products and refuses a location outside them (404)", async () => {
    const warehouse = await locationIdOf(h.db, DEMO, "Warehouse");
    const limited = await events(LIMITED, "?kind=copied");
    expect(limited.data.some((event) => event.product_name === "Acetone (own label)")).toBe(false);
    expect((await h.call(LIMITED, `/api/sdsevents/v1/events?location=${warehouse}`)).status).toBe(404);
    expect((await events(OTHER_ADMIN)).data.some((event) => event.product_id === acetone)).toBe(false);
  });

  it("refuses bad filters (422)", async () => {
    expect((await h.call(ADMIN, "/api/sdsevents/v1/events?kind=nonsense")).status).toBe(422);
    expect((await h.call(ADMIN, "/api/sdsevents/v1/events?from=2025-02-30")).status).toBe(422);
  });
});

async function pdf(text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([300, 200]).drawText(text, { x: 20, y: 100, size: 12, font });
  return doc.save();
}

describe("events that make actions", () => {
  it("a supplier's answer: an event and an action to accept or reject it, linking the old and new sheet", async () => {
    const toluene = await productIdOf(h.db, DEMO, "Toluene");
    const asked = await h.call("safety@demo.test", "/api/sdsrequests/v1/requests", {
      method: "POST",
      body: { product_id: toluene, supplier_email: "sheets@supplier.example", languages: [4], markets: [4] },
    });
    expect(asked.status).toBe(201);
    const { rows } = await h.db.execute<{ body: string }>(sql`
      SELECT body FROM mail_outbox WHERE kind = 'sds_request.sent' ORDER BY id DESC LIMIT 1`);
    const token = /\/sds-update-request\/([A-Za-z0-9_-]{55})/.exec(rows[0]!.body)![1]!;
    const form = new FormData();
    form.append("token", token);
    form.append(
      "file_4_4",
      new File([(await pdf("Safety data sheet Toluene")) as Uint8Array<ArrayBuffer>], "toluene.pdf", {
        type: "application/pdf",
      }),
    );
    const answered = await h.api.request("/api/sdsrequests/v1/public/upload", { method: "POST", body: form });
    expect(answered.status).toBe(200);
    const page = await events(ADMIN, `?kind=supplier_answered&product_id=${toluene}`);
    expect(page.data.length).toBe(1);
    expect(page.data[0]!.actor_name).toBeNull();
    const { rows: actions } = await h.db.execute<{
      from_sds_key: string | null;
      to_sds_key: string | null;
    }>(sql`
      SELECT from_sds_key, to_sds_key FROM sds_actions WHERE company_id = ${DEMO} AND event_id = ${page.data[0]!.id}`);
    expect(actions.length).toBe(1);
    expect(actions[0]!.to_sds_key).toBe(page.data[0]!.sds_key);
    expect(actions[0]!.from_sds_key).not.toBeNull();
  });

  it("a new list hit after an import: an event and an action to review, once", async () => {
    const header =
      "entry_id,row_role,entry_name,substance_name,description,ec_number,cas_number,cas_check_digit_ok,reasons_for_inclusion,reason_articles,reason_tags,date_of_inclusion";
    // Dated after the shipped list, so the company screens against it.
    const csv = `${header}\n1,single_entry,Toluene,Toluene,,203-625-9,108-88-3,yes,Test reason,57c,Repr,2099-01-01\n2,single_entry,n-hexane,n-hexane,,203-777-6,110-54-3,yes,STOT,57f,STOT,2026-06-01\n`;
    const upload = async () => {
      const form = new FormData();
      form.set("list", "svhc");
      form.set("file", new File([csv], "list.csv", { type: "text/csv" }));
      const response = await h.api.request("/api/archive/v1/legislationlist/import", {
        method: "POST",
        headers: await h.headersFor(ADMIN),
        body: form,
      });
      expect(response.status).toBe(200);
    };
    await upload();
    const hits = await events(ADMIN, "?kind=list_hit");
    expect(hits.data.length).toBeGreaterThan(0);
    expect(hits.data[0]!.payload).toMatchObject({ list: "svhc" });
    const { rows } = await h.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM sds_actions WHERE company_id = ${DEMO} AND origin = 'list_hit'`);
    expect(rows[0]!.n).toBe(hits.data.length);
    // The same list again adds no hit, so no event.
    const before = await eventCount();
    await upload();
    expect(await eventCount()).toBe(before);
  });
});

describe("actions", () => {
  const create = (email: string, body: object) =>
    h.call(email, "/api/actions/v1/actions", { method: "POST", body });

  it("creates, edits and completes an action; lists mine and by location subtree", async () => {
    const worker = (await h.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = ${WORKER}`))
      .rows[0]!.id;
    const lab = await locationIdOf(h.db, DEMO, "Laboratory 1");
    const created = await create(ADMIN, {
      title: "Check the acetone cabinet",
      assignee_id: worker,
      due_date: "2026-12-01",
      location_id: lab,
      product_id: acetone,
    });
    expect(created.status).toBe(201);
    const action = (created.body as { data: Action }).data;
    expect(action).toMatchObject({ status: "open", origin: "manual", assignee_id: worker, location_id: lab });
    const edited = await h.call(ADMIN, `/api/actions/v1/actions/${action.id}`, {
      method: "POST",
      body: { title: "Check the cabinet", assignee_id: worker, due_date: "2026-12-02", location_id: lab },
    });
    expect((edited.body as { data: Action }).data).toMatchObject({
      title: "Check the cabinet",
      product_id: null,
    });
    const mine = (await h.call(WORKER, "/api/actions/v1/actions?mine=1")).body as ActionList;
    expect(mine.data.map((a) => a.id)).toContain(action.id);
    const atLab = (await h.call(ADMIN, `/api/actions/v1/actions?location=${lab}`)).body as ActionList;
    expect(atLab.data.map((a) => a.id)).toContain(action.id);
    // The assignee completes their own action without any permission.
    const done = await h.call(WORKER, `/api/actions/v1/actions/${action.id}/status`, {
      method: "POST",
      body: { status: "done" },
    });
    expect((done.body as { data: Action }).data.status).toBe("done");
    const ofProduct = await h.call(ADMIN, `/api/actions/v1/products/${acetone}`);
    expect(ofProduct.status).toBe(200);
  });

  it("lists for a user limited to a few products exactly the actions the row-by-row scope admits", async () => {
    const user = (
      await h.db.execute<{ companyId: number; topnodes: number[] }>(sql`
        SELECT company_id AS "companyId", topnodes FROM users WHERE email = ${LIMITED}`)
    ).rows[0]!;
    const scope = scopeOf(user);
    expect(scope.roots).not.toBeNull();
    // Actions inside and outside the depot's scope, and one about no product and no location.
    const outside = await productIdOf(h.db, DEMO, "Acetone");
    const few = (await fewProductsInScope(h.db, scope))!;
    expect(few.length).toBeGreaterThan(0);
    for (const body of [
      { title: "Depot task", product_id: few[0] },
      { title: "Lab task", product_id: outside },
      { title: "Anywhere task" },
    ]) {
      expect((await create(ADMIN, body)).status).toBe(201);
    }
    const { rows } = await h.db.execute<{ id: number }>(sql`
      SELECT a.id FROM sds_actions a WHERE a.company_id = ${DEMO}
        AND (a.location_id IS NULL OR ${locationInScope(scope, sql`a.location_id`)})
        AND (a.product_id IS NULL OR ${productInScope(scope, sql`a.product_id`)})`);
    const listed = (await h.call(LIMITED, "/api/actions/v1/actions?page=1")).body as ActionList;
    expect(listed.meta.total).toBe(rows.length);
    // The demo company's actions fit on one page, so the page is the whole answer.
    expect(rows.length).toBeLessThanOrEqual(listed.meta.per_page);
    expect(listed.data.map((a) => a.id).sort()).toEqual(rows.map((r) => r.id).sort());
    const titles = listed.data.map((a) => a.title);
    expect(titles).toEqual(expect.arrayContaining(["Depot task", "Anywhere task"]));
    expect(titles).not.toContain("Lab task");
  });

  it("refuses bad input, an assignee of another company, a user without permission and another company", async () => {
    const before = await actionCount();
    const bad = await create(ADMIN, { title: "", due_date: "2026-13-01" });
    expect(bad.status).toBe(422);
    const errors = (bad.body as { errors: Record<string, string[]> }).errors;
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(["title", "due_date"]));
    const otherUser = (
      await h.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = ${OTHER_ADMIN}`)
    ).rows[0]!.id;
    const foreign = await create(ADMIN, { title: "x", assignee_id: otherUser });
    expect(foreign.status).toBe(422);
    expect((await create(WORKER, { title: "x" })).status).toBe(403);
    expect((await create(OTHER_ADMIN, { title: "x", product_id: acetone })).status).toBe(404);
    expect(await actionCount()).toBe(before);
    const { rows } = await h.db.execute<{ id: number }>(sql`
      SELECT id FROM sds_actions WHERE company_id = ${DEMO} AND assignee_id IS NULL
        AND status = 'open' LIMIT 1`);
    const id = rows[0]!.id;
    expect((await h.call(OTHER_ADMIN, `/api/actions/v1/actions/${id}`)).status).toBe(404);
    const status = await h.call(WORKER, `/api/actions/v1/actions/${id}/status`, {
      method: "POST",
      body: { status: "done" },
    });
    expect(status.status).toBe(403);
  });
});

describe("the daily digest", () => {
  it("mails a subscriber the events after subscribing, within their top nodes, once", async () => {
    const on = await h.call(LIMITED, "/api/sdsevents/v1/digest", {
      method: "PUT",
      body: { subscribed: true },
    });
    expect(on.body).toEqual({ data: { subscribed: true } });
    expect(
      (await h.call(ADMIN, "/api/sdsevents/v1/digest", { method: "PUT", body: { subscribed: true } })).status,
    ).toBe(200);
    expect(
      ((await h.call(LIMITED, "/api/sdsevents/v1/digest")).body as { data: { subscribed: boolean } }).data
        .subscribed,
    ).toBe(true);
    // Nothing new yet: no mail.
    const mails = async (to: string) =>
      (
        await h.db.execute<{ body: string }>(sql`
        SELECT body FROM mail_outbox WHERE kind = 'sds_events.digest' AND to_address = ${to} ORDER BY id`)
      ).rows;
    await sendSdsEventDigests(h.db);
    expect(await mails(ADMIN)).toHaveLength(0);
    // A sheet of an Oslo-only product set expired: the admin hears of it, the depot's user does not.
    const key = await currentKey(await productIdOf(h.db, DEMO, "Toluene"));
    expect(
      (await h.call(ADMIN, "/api/document/v1/sds/sdssetexpired", { method: "POST", body: { sds_key: key } }))
        .status,
    ).toBe(200);
    await sendSdsEventDigests(h.db);
    const sent = await mails(ADMIN);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain("Sheet set expired: Toluene");
    await sendSdsEventDigests(h.db);
    expect(await mails(ADMIN)).toHaveLength(1);
    expect(
      (await h.call(ADMIN, "/api/sdsevents/v1/digest", { method: "PUT", body: { subscribed: "yes" } }))
        .status,
    ).toBe(422);
  });
});
