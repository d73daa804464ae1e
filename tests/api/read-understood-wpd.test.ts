import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEMO,
  NOT_FOUND,
  OTHER,
  OTHER_ADMIN,
  WORKER,
  createHarness,
  locationIdOf,
  type ApiHarness,
} from "./helpers";

/**
 * Read and understood of workplace descriptions (api/read-understood/wpd-acknowledge.ts) and the manager's
 * view per location: only the version in force may be confirmed, a description outside the caller's
 * locations or company is not found, guests and companies with read and understood off are refused; the
 * location view counts the location's people, for managers of their own locations only.
 */

const BASE = "/api/read-understood/v1";
const READER = "reader@demo.test";
const MANAGER = "rnumanager@demo.test";
const GUEST = "guest@demo.test";
/** Every flag, limited by a top node to Bergen depot (the quality control lab is at the Oslo plant). */
const DEPOT = "depot@demo.test";

let h: ApiHarness;
/** The quality control lab's description: its series, its version in force, its first (superseded) version. */
let series: number;
let current: number;
let earlier: number;
/** A draft third version of the same series, and the Workshop's draft of a series never published. */
let draft: number;
let neverPublished: number;
let lab: number;
let plant: number;

interface Item {
  kind: string;
  document_id: number;
  version_id: number;
  acknowledged_at: string | null;
}
const data = <T>(res: { body: unknown }) => (res.body as { data: T }).data;
const mine = async (email: string) =>
  data<{ pending: Item[]; done: Item[] }>(await h.call(email, `${BASE}/mine`));
const ack = (email: string, id: number | string, action = "acknowledge") =>
  h.call(email, `${BASE}/wpd/${id}/${action}`, { method: "POST" });
const errorOf = (res: { status: number; body: unknown }) => [
  res.status,
  (res.body as { error?: string }).error,
];

async function ackCount(): Promise<number> {
  const { rows } = await h.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM wpd_acknowledgements`,
  );
  return rows[0]!.n;
}

beforeAll(async () => {
  h = await createHarness();
  lab = await locationIdOf(h.db, DEMO, "Quality control lab");
  plant = await locationIdOf(h.db, DEMO, "Oslo plant");
  const { rows } = await h.db.execute<{ id: number; series_id: number; superseded_by_id: number | null }>(sql`
    SELECT id, series_id, superseded_by_id FROM workplace_descriptions
    WHERE company_id = ${DEMO} AND location_id = ${lab} ORDER BY version`);
  expect(rows.length).toBe(2);
  [earlier, current] = [rows[0]!.id, rows[1]!.id];
  series = rows[0]!.series_id;
  const { rows: drafted } = await h.db.execute<{ id: number }>(sql`
    INSERT INTO workplace_descriptions (company_id, series_id, version, status, title, location_id, product_id,
      sds_id, language_id, sections, pictograms, hazard_statements, signal_word, created_by)
    SELECT company_id, series_id, 3, 'draft', title, location_id, product_id, sds_id, language_id, sections,
      pictograms, hazard_statements, signal_word, created_by
    FROM workplace_descriptions WHERE id = ${current} RETURNING id`);
  draft = drafted[0]!.id;
  const { rows: workshop } = await h.db.execute<{ id: number }>(sql`
    SELECT id FROM workplace_descriptions WHERE company_id = ${DEMO} AND status = 'draft'
      AND location_id = ${await locationIdOf(h.db, DEMO, "Workshop")}`);
  neverPublished = workshop[0]!.id;
  // The reader works in the laboratory's part of the plant; the description is asked of them by name.
  const assigned = await h.call(MANAGER, `${BASE}/assignments`, {
    method: "POST",
    body: { kind: "wpd", document_id: series, user_ids: [await userId(READER)] },
  });
  expect(assigned.status, assigned.text).toBe(201);
});
afterAll(() => h.close());

async function userId(email: string): Promise<number> {
  const { rows } = await h.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = ${email}`);
  return rows[0]!.id;
}

describe("a workplace description as a document to read and understand", () => {
  it("lists the assigned description in its version in force, and serves that version's PDF", async () => {
    const item = (await mine(READER)).pending.find((i) => i.kind === "wpd");
    expect(item).toMatchObject({ document_id: series, version_id: current, acknowledged_at: null });
    const pdf = await h.api.request(`${BASE}/wpd/${current}/pdf`, { headers: await h.headersFor(READER) });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("cache-control")).toBe("private, no-store");
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
  });

  it("the PDF of an earlier version, a draft or an unknown id is not found", async () => {
    for (const id of [earlier, draft, neverPublished, 2147483647, "abc"]) {
      const res = await h.call(READER, `${BASE}/wpd/${id}/pdf`);
      expect([id, res.status, res.body]).toEqual([id, 404, NOT_FOUND]);
    }
  });

  it("confirms the version in force once, keeps the first time, shows it as done, and withdraws it", async () => {
    const before = await ackCount();
    const confirmed = await ack(READER, current);
    expect(confirmed.status, confirmed.text).toBe(200);
    const first = data<{ version_id: number; series_id: number; acknowledged_at: string }>(confirmed);
    expect(first).toMatchObject({ version_id: current, series_id: series });
    expect(first.acknowledged_at).toBeTruthy();
    const again = await ack(READER, current);
    expect(data<{ acknowledged_at: string }>(again).acknowledged_at).toBe(first.acknowledged_at);
    expect(await ackCount()).toBe(before + 1);
    expect((await mine(READER)).done.map((i) => i.version_id)).toContain(current);

    const status = data<{
      total: number;
      done: number;
      people: { name: string; acknowledged_at: string | null }[];
    }>(await h.call(MANAGER, `${BASE}/status?kind=wpd&document_id=${series}`));
    expect(status.done).toBeGreaterThanOrEqual(1);
    expect(status.people.find((p) => p.name === "Rita Reader")?.acknowledged_at).toBe(first.acknowledged_at);

    const { rows: trail } = await h.db.execute<{ action: string }>(sql`
      SELECT action FROM activities WHERE company_id = ${DEMO} AND object_type = 'workplace_description'
        AND object_id = ${String(current)} ORDER BY id`);
    expect(trail.map((r) => r.action)).toEqual(["acknowledged"]);

    const withdrawn = await ack(READER, current, "unacknowledge");
    expect(withdrawn.status).toBe(200);
    expect(data<{ acknowledged_at: string | null }>(withdrawn).acknowledged_at).toBeNull();
    expect(await ackCount()).toBe(before);
    expect((await mine(READER)).pending.map((i) => i.version_id)).toContain(current);
  });

  it("an earlier version or a draft of the series answers 409 not_current and saves nothing", async () => {
    const before = await ackCount();
    for (const id of [earlier, draft]) {
      const res = await ack(READER, id);
      expect(errorOf(res)).toEqual([409, "not_current"]);
      expect((res.body as { message: string }).message).toBe(
        "Only the workplace description's current published version can be confirmed.",
      );
    }
    // A draft of a description never published has no version in force: not found.
    expect((await ack(READER, neverPublished)).body).toEqual(NOT_FOUND);
    expect((await ack(READER, "abc")).status).toBe(404);
    expect((await ack(READER, 0)).status).toBe(404);
    expect(await ackCount()).toBe(before);
  });

  it("another company's user and a user whose top nodes exclude the location get 404, nothing saved", async () => {
    const before = await ackCount();
    for (const email of [OTHER_ADMIN, DEPOT]) {
      for (const action of ["acknowledge", "unacknowledge"]) {
        const res = await ack(email, current, action);
        expect([email, action, res.status, res.body]).toEqual([email, action, 404, NOT_FOUND]);
      }
      expect((await h.call(email, `${BASE}/wpd/${current}/pdf`)).body).toEqual(NOT_FOUND);
    }
    expect(await ackCount()).toBe(before);
  });

  it("refuses guests (403) and answers 409 rnu_off when the company has read and understood off", async () => {
    const before = await ackCount();
    const pdf = (email: string) => h.call(email, `${BASE}/wpd/${current}/pdf`);
    expect((await ack(GUEST, current)).status).toBe(403);
    // Reading the PDF to confirm it is refused as confirming is: the same answer.
    expect(errorOf(await pdf(GUEST))).toEqual(errorOf(await ack(GUEST, current)));
    await h.db.execute(
      sql`UPDATE companies SET settings = settings || '{"document_rnu": false}'::jsonb WHERE id = ${DEMO}`,
    );
    try {
      expect(errorOf(await ack(READER, current))).toEqual([409, "rnu_off"]);
      expect(errorOf(await ack(READER, current, "unacknowledge"))).toEqual([409, "rnu_off"]);
      expect(errorOf(await pdf(READER))).toEqual([409, "rnu_off"]);
    } finally {
      await h.db.execute(
        sql`UPDATE companies SET settings = settings || '{"document_rnu": true}'::jsonb WHERE id = ${DEMO}`,
      );
    }
    expect(await ackCount()).toBe(before);
  });

  it("a new published version asks again: the confirmed one is no longer current", async () => {
    expect((await ack(READER, current)).status).toBe(200);
    await h.db.execute(sql`
      UPDATE workplace_descriptions SET status = 'published', published_at = now() WHERE id = ${draft}`);
    await h.db.execute(
      sql`UPDATE workplace_descriptions SET superseded_by_id = ${draft} WHERE id = ${current}`,
    );
    try {
      const item = (await mine(READER)).pending.find((i) => i.kind === "wpd");
      expect(item).toMatchObject({ document_id: series, version_id: draft, acknowledged_at: null });
      expect(errorOf(await ack(READER, current))).toEqual([409, "not_current"]);
    } finally {
      await h.db.execute(
        sql`UPDATE workplace_descriptions SET superseded_by_id = NULL WHERE id = ${current}`,
      );
      await h.db.execute(
        sql`UPDATE workplace_descriptions SET status = 'draft', published_at = NULL WHERE id = ${draft}`,
      );
    }
  });
});

describe("the manager's view per location", () => {
  interface LocationPage {
    location: { id: number; name: string };
    total: number;
    page: number;
    items: { kind: string; document_id: number; title: string; total: number; done: number }[];
  }

  it("lists the documents asked of the location's people with counts, most waiting first", async () => {
    // The readers' top node is the Oslo plant: they are its people.
    const res = await h.call(MANAGER, `${BASE}/location?location_id=${plant}`);
    expect(res.status, res.text).toBe(200);
    const view = data<LocationPage>(res);
    expect(view.location).toEqual({ id: plant, name: "Oslo plant" });
    expect(view.page).toBe(1);
    expect(view.total).toBe(view.items.length);
    expect(view.items.map((i) => i.kind)).toEqual(expect.arrayContaining(["wpd", "sds", "smartform"]));
    const wpd = view.items.find((i) => i.kind === "wpd" && i.document_id === series)!;
    expect([wpd.total, wpd.done]).toEqual([1, 1]);
    const waiting = view.items.map((i) => i.total - i.done);
    expect([...waiting].sort((a, b) => b - a)).toEqual(waiting);
    // Page 2 of a short list is empty, with the same total.
    const second = data<LocationPage>(await h.call(MANAGER, `${BASE}/location?location_id=${plant}&page=2`));
    expect([second.page, second.total, second.items]).toEqual([2, view.total, []]);
  });

  it("a location below the people's top nodes, or elsewhere, has none of them and lists nothing", async () => {
    for (const name of ["Quality control lab", "Bergen depot"]) {
      const location = await locationIdOf(h.db, DEMO, name);
      const view = data<LocationPage>(await h.call(MANAGER, `${BASE}/location?location_id=${location}`));
      expect([name, view.items.some((i) => i.kind === "wpd" && i.document_id === series)]).toEqual([
        name,
        false,
      ]);
    }
  });

  it("narrows who has and who hasn't to a location's people", async () => {
    const depot = await locationIdOf(h.db, DEMO, "Bergen depot");
    const atPlant = data<{ location: { id: number } | null; people: { name: string }[] }>(
      await h.call(MANAGER, `${BASE}/status?kind=wpd&document_id=${series}&location_id=${plant}`),
    );
    expect(atPlant.location?.id).toBe(plant);
    expect(atPlant.people.map((p) => p.name)).toContain("Rita Reader");
    const atDepot = data<{ total: number; people: unknown[] }>(
      await h.call(MANAGER, `${BASE}/status?kind=wpd&document_id=${series}&location_id=${depot}`),
    );
    expect([atDepot.total, atDepot.people]).toEqual([0, []]);
  });

  it("refuses a user without edit_location (403), and another company's or another top node's location (404)", async () => {
    expect((await h.call(WORKER, `${BASE}/location?location_id=${lab}`)).status).toBe(403);
    expect((await h.call(READER, `${BASE}/location?location_id=${lab}`)).status).toBe(403);
    for (const email of [OTHER_ADMIN, DEPOT]) {
      const res = await h.call(email, `${BASE}/location?location_id=${lab}`);
      expect([email, res.status, res.body]).toEqual([email, 404, NOT_FOUND]);
    }
    // The status call with another company's location says nothing of it either.
    const { rows } = await h.db.execute<{ id: number }>(
      sql`SELECT id FROM locations WHERE company_id = ${OTHER} ORDER BY id LIMIT 1`,
    );
    const foreign = await h.call(
      MANAGER,
      `${BASE}/status?kind=wpd&document_id=${series}&location_id=${rows[0]!.id}`,
    );
    expect([foreign.status, foreign.body]).toEqual([404, NOT_FOUND]);
    const other = await h.call(MANAGER, `${BASE}/location?location_id=${rows[0]!.id}`);
    expect([other.status, other.body]).toEqual([404, NOT_FOUND]);
  });

  it("refuses bad input with 422", async () => {
    for (const query of [
      "",
      "?location_id=abc",
      "?location_id=0",
      `?location_id=${lab}&page=0`,
      `?location_id=${lab}&page=x`,
    ]) {
      const res = await h.call(MANAGER, `${BASE}/location${query}`);
      expect([query, res.status]).toEqual([query, 422]);
    }
    expect(
      (await h.call(MANAGER, `${BASE}/status?kind=wpd&document_id=${series}&location_id=x`)).status,
    ).toBe(422);
  });
});
