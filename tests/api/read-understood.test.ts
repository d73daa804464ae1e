import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendRnuReminders } from "../../api/read-understood/reminders";
import {
  ADMIN,
  DEMO,
  NOT_FOUND,
  OTHER_ADMIN,
  WORKER,
  createHarness,
  locationIdOf,
  type ApiHarness,
} from "./helpers";

/** Read and understood: the person's list, SDS confirmations, assignments, who has and hasn't, reminders. */

const BASE = "/api/read-understood/v1";
const READER = "reader@demo.test";
const READER2 = "reader2@demo.test";
const MANAGER = "rnumanager@demo.test";
const GUEST = "guest@demo.test";

let h: ApiHarness;

interface Item {
  kind: string;
  document_id: number;
  version_id: number;
  title: string;
  acknowledged_at: string | null;
}
const data = <T>(res: { body: unknown }) => (res.body as { data: T }).data;
const mine = async (email: string) =>
  data<{ pending: Item[]; done: Item[] }>(await h.call(email, `${BASE}/mine`));

async function userId(email: string): Promise<number> {
  const { rows } = await h.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = ${email}`);
  return rows[0]!.id;
}

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

describe("a person's list", () => {
  it("lists what is assigned to the reader, pending first, with the SDS by its current sheet", async () => {
    const list = await mine(READER);
    expect(list.pending.length).toBeGreaterThanOrEqual(3);
    expect(list.pending.map((item) => item.kind)).toContain("sds");
    expect(list.pending.every((item) => item.acknowledged_at === null)).toBe(true);
    expect(list.done).toEqual([]);
  });

  it("reaches the people of an assigned location (the reader2 by the laboratory's assignment)", async () => {
    const list = await mine(READER2);
    expect(list.pending.length + list.done.length).toBeGreaterThanOrEqual(1);
  });

  it("confirms and withdraws an SDS; an older sheet answers 409 not_current; a new sheet asks again", async () => {
    const sds = (await mine(READER)).pending.find((item) => item.kind === "sds")!;
    const confirmed = await h.call(READER, `${BASE}/sds/${sds.version_id}/acknowledge`, { method: "POST" });
    expect(confirmed.status, confirmed.text).toBe(200);
    const first = data<{ acknowledged_at: string }>(confirmed).acknowledged_at;
    expect(first).toBeTruthy();
    const again = await h.call(READER, `${BASE}/sds/${sds.version_id}/acknowledge`, { method: "POST" });
    expect(data<{ acknowledged_at: string }>(again).acknowledged_at).toBe(first);
    let list = await mine(READER);
    expect(list.done.map((item) => item.version_id)).toContain(sds.version_id);

    const withdrawn = await h.call(READER, `${BASE}/sds/${sds.version_id}/unacknowledge`, { method: "POST" });
    expect(data<{ acknowledged_at: string | null }>(withdrawn).acknowledged_at).toBeNull();
    await h.call(READER, `${BASE}/sds/${sds.version_id}/acknowledge`, { method: "POST" });

    // A new current sheet of the same product: the item is pending again, on the new version.
    const { rows } = await h.db.execute<{ id: number }>(sql`
      INSERT INTO sds_documents (company_id, product_id, key, label, language_id, market_id, date_issue)
      VALUES (${DEMO}, ${sds.document_id}, ${`rnu-${Date.now()}`}, 'Acetone', 4, 1, '2026-01-01') RETURNING id`);
    const newer = rows[0]!.id;
    await h.db.execute(
      sql`UPDATE sds_documents SET superseded_by_id = ${newer} WHERE company_id = ${DEMO} AND id = ${sds.version_id}`,
    );
    list = await mine(READER);
    expect(list.pending.find((item) => item.kind === "sds")?.version_id).toBe(newer);
    const stale = await h.call(READER, `${BASE}/sds/${sds.version_id}/acknowledge`, { method: "POST" });
    expect(stale.status).toBe(409);
    expect((stale.body as { error: string }).error).toBe("not_current");
  });

  it("refuses guests (403) and answers 409 rnu_off when the company has it off", async () => {
    expect((await h.call(GUEST, `${BASE}/mine`)).status).toBe(403);
    const sds = (await mine(READER)).pending.find((item) => item.kind === "sds")!;
    expect(
      (await h.call(GUEST, `${BASE}/sds/${sds.version_id}/acknowledge`, { method: "POST" })).status,
    ).toBe(403);
    await h.db.execute(
      sql`UPDATE companies SET settings = settings || '{"document_rnu": false}'::jsonb WHERE id = ${DEMO}`,
    );
    try {
      const off = await h.call(READER, `${BASE}/mine`);
      expect([off.status, (off.body as { error: string }).error]).toEqual([409, "rnu_off"]);
    } finally {
      await h.db.execute(
        sql`UPDATE companies SET settings = settings || '{"document_rnu": true}'::jsonb WHERE id = ${DEMO}`,
      );
    }
  });

  it("acknowledging a smart-form document through the smart-form API moves it to done", async () => {
    const item = (await mine(READER)).pending.find((i) => i.kind === "smartform")!;
    const res = await h.call(READER, `/api/smartforms/v1/document/${item.version_id}/rnu/acknowledge`, {
      method: "POST",
    });
    expect(res.status, res.text).toBe(200);
    expect((await mine(READER)).done.map((i) => i.version_id)).toContain(item.version_id);
  });
});

describe("the manager's view and assignments", () => {
  it("shows who has and who hasn't, with counts, pending first", async () => {
    const item = (await mine(READER)).pending.find((i) => i.kind === "smartform")!;
    const res = await h.call(MANAGER, `${BASE}/status?kind=smartform&document_id=${item.document_id}`);
    expect(res.status, res.text).toBe(200);
    const status = data<{
      total: number;
      done: number;
      people: { name: string; acknowledged_at: string | null }[];
    }>(res);
    expect(status.total).toBeGreaterThanOrEqual(1);
    expect(status.people.map((p) => p.name)).toContain("Rita Reader");
    const pendingOnly = data<{ people: { acknowledged_at: string | null }[] }>(
      await h.call(MANAGER, `${BASE}/status?kind=smartform&document_id=${item.document_id}&filter=done`),
    );
    expect(pendingOnly.people.every((p) => p.acknowledged_at !== null)).toBe(true);
  });

  it("assigns to people and to a location, refuses bad input with nothing saved, and takes back", async () => {
    const sds =
      (await mine(READER)).pending.find((i) => i.kind === "sds") ??
      (await mine(READER)).done.find((i) => i.kind === "sds")!;
    const worker = await userId(WORKER);
    const count = async () =>
      Number(
        (
          await h.db.execute<{ n: number }>(
            sql`SELECT count(*)::int AS n FROM rnu_assignments WHERE company_id = ${DEMO}`,
          )
        ).rows[0]!.n,
      );
    const before = await count();
    const bad = await h.call(MANAGER, `${BASE}/assignments`, {
      method: "POST",
      body: { kind: "sds", document_id: sds.document_id, user_ids: [worker], location_id: 1 },
    });
    expect(bad.status).toBe(422);
    const guestId = await userId(GUEST);
    const badPerson = await h.call(MANAGER, `${BASE}/assignments`, {
      method: "POST",
      body: { kind: "sds", document_id: sds.document_id, user_ids: [guestId] },
    });
    expect(badPerson.status).toBe(422);
    expect(await count()).toBe(before);

    const made = await h.call(MANAGER, `${BASE}/assignments`, {
      method: "POST",
      body: { kind: "sds", document_id: sds.document_id, user_ids: [worker] },
    });
    expect([made.status, data<{ created: number }>(made).created]).toEqual([201, 1]);
    expect((await mine(WORKER)).pending.map((i) => i.document_id)).toContain(sds.document_id);
    // The people of the Oslo plant (top node there): reader2 is asked too.
    const location = await locationIdOf(h.db, DEMO, "Oslo plant");
    const byPlace = await h.call(MANAGER, `${BASE}/assignments`, {
      method: "POST",
      body: { kind: "sds", document_id: sds.document_id, location_id: location, with_sublocations: true },
    });
    expect(byPlace.status, byPlace.text).toBe(201);
    const reader2 = await mine(READER2);
    expect([...reader2.pending, ...reader2.done].map((i) => i.document_id)).toContain(sds.document_id);

    const list = data<{ items: { id: number; user: { name: string } | null }[] }>(
      await h.call(MANAGER, `${BASE}/assignments?kind=sds&document_id=${sds.document_id}`),
    );
    const toWorker = list.items.find((a) => a.user?.name === "Wenche Worker")!;
    const removed = await h.call(MANAGER, `${BASE}/assignments/${toWorker.id}`, { method: "DELETE" });
    expect(removed.status).toBe(200);
    expect((await mine(WORKER)).pending.map((i) => i.document_id)).not.toContain(sds.document_id);
  });

  it("refuses a user without edit_location (403) and another company (404)", async () => {
    const item = (await mine(READER)).done.concat((await mine(READER)).pending)[0]!;
    expect(
      (await h.call(WORKER, `${BASE}/status?kind=${item.kind}&document_id=${item.document_id}`)).status,
    ).toBe(403);
    const refused = await h.call(WORKER, `${BASE}/assignments`, {
      method: "POST",
      body: { kind: item.kind, document_id: item.document_id, user_ids: [await userId(WORKER)] },
    });
    expect(refused.status).toBe(403);
    const other = await h.call(
      OTHER_ADMIN,
      `${BASE}/status?kind=${item.kind}&document_id=${item.document_id}`,
    );
    expect([other.status, other.body]).toEqual([404, NOT_FOUND]);
  });

  it("offers documents, people and locations by search text", async () => {
    const res = data<{ documents: unknown[]; people: { email: string }[]; locations: unknown[] }>(
      await h.call(ADMIN, `${BASE}/choices?q=reader`),
    );
    expect(res.people.map((p) => p.email)).toContain(READER);
  });
});

describe("reminders", () => {
  it("mails each person with items pending longer than a week once, and not again within the interval", async () => {
    const count = async () =>
      Number(
        (
          await h.db.execute<{ n: number }>(
            sql`SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'rnu.reminder'`,
          )
        ).rows[0]!.n,
      );
    const before = await count();
    const sent = await sendRnuReminders(h.db);
    expect(sent).toBeGreaterThanOrEqual(1);
    const { rows } = await h.db.execute<{ to_address: string; body: string }>(sql`
      SELECT to_address, body FROM mail_outbox WHERE kind = 'rnu.reminder' ORDER BY id DESC`);
    expect(rows.map((r) => r.to_address)).toContain(READER);
    expect(rows[0]!.body).toContain("/read-understood");
    expect(await count()).toBe(before + sent);
    expect(await sendRnuReminders(h.db)).toBe(0);
    // Eight days later the interval has passed.
    expect(await sendRnuReminders(h.db, new Date(Date.now() + 8 * 86_400_000))).toBeGreaterThanOrEqual(1);
  });
});
