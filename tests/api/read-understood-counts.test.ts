import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, createHarness, locationIdOf, type ApiHarness } from "./helpers";

/**
 * The kept counts of confirmations per (version, top nodes) behind the manager's view by location
 * (rnu_confirmation_counts, kept by triggers): after every way a confirmation or a person changes through the
 * API, the kept rows equal a count made from scratch, and the view's figures equal the person-by-person
 * counts of the who-has-and-who-hasn't page at the same location.
 */

const BASE = "/api/read-understood/v1";
const READER = "reader@demo.test";
const READER2 = "reader2@demo.test";
const MANAGER = "rnumanager@demo.test";
const USER_ADMIN = "useradmin@demo.test";

let h: ApiHarness;
let plant: number;
let depot: number;

interface Item {
  kind: string;
  document_id: number;
  version_id: number;
}
interface LocationItem {
  kind: string;
  document_id: number;
  total: number;
  done: number;
}
const data = <T>(res: { body: unknown }) => (res.body as { data: T }).data;

async function userId(email: string): Promise<number> {
  const { rows } = await h.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = ${email}`);
  return rows[0]!.id;
}

/** The kept counts that are not zero, and the same counted from the acknowledgements now. */
async function keptAndCounted() {
  const kept = await h.db.execute(sql`
    SELECT company_id, kind, version_id, topnodes::text AS topnodes, confirmed FROM rnu_confirmation_counts
    WHERE confirmed <> 0 ORDER BY 1, 2, 3, 4`);
  const counted = await h.db.execute(sql`
    SELECT a.company_id, a.kind, a.version_id, u.topnodes::text AS topnodes, count(*)::int AS confirmed
    FROM (
      SELECT company_id, 'smartform'::text AS kind, document_id AS version_id, user_id FROM smartform_acknowledgements
      UNION ALL SELECT company_id, 'sds', sds_id, user_id FROM sds_acknowledgements
      UNION ALL SELECT company_id, 'wpd', version_id, user_id FROM wpd_acknowledgements
    ) a
    JOIN users u ON u.company_id = a.company_id AND u.id = a.user_id
    WHERE u.deactivated_at IS NULL AND NOT u.is_guest_user
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`);
  return { kept: kept.rows, counted: counted.rows };
}

async function expectKept() {
  const { kept, counted } = await keptAndCounted();
  expect(kept).toEqual(counted);
}

/** The location view's figures, each checked against the status page narrowed to the same location. */
async function expectViewMatchesStatus(location: number): Promise<LocationItem[]> {
  const res = await h.call(MANAGER, `${BASE}/location?location_id=${location}`);
  expect(res.status, res.text).toBe(200);
  const items = data<{ items: LocationItem[] }>(res).items;
  for (const item of items) {
    const status = data<{ total: number; done: number }>(
      await h.call(
        MANAGER,
        `${BASE}/status?kind=${item.kind}&document_id=${item.document_id}&location_id=${location}`,
      ),
    );
    expect([item.kind, item.document_id, item.total, item.done]).toEqual([
      item.kind,
      item.document_id,
      status.total,
      status.done,
    ]);
  }
  return items;
}

/** Replaces a person's fields through the user administration API, keeping what `change` does not name. */
async function changeUser(email: string, change: { topnodes?: number[]; is_guest_user?: boolean }) {
  const id = await userId(email);
  const current = data<{
    name: string;
    email: string;
    language: number;
    permissions: Record<string, boolean>;
    is_guest_user: boolean;
    topnodes: number[];
  }>(await h.call(USER_ADMIN, `/api/user/v1/users/${id}`));
  const res = await h.call(USER_ADMIN, `/api/user/v1/users/${id}`, {
    method: "PUT",
    body: {
      name: current.name,
      email: current.email,
      language: current.language,
      permissions: current.permissions,
      is_guest_user: change.is_guest_user ?? current.is_guest_user,
      topnodes: change.topnodes ?? current.topnodes,
    },
  });
  expect(res.status, res.text).toBe(200);
}

beforeAll(async () => {
  h = await createHarness();
  plant = await locationIdOf(h.db, DEMO, "Oslo plant");
  depot = await locationIdOf(h.db, DEMO, "Bergen depot");
});
afterAll(() => h.close());

describe("confirmations kept per version and top nodes", () => {
  it("start from the seed's confirmations", async () => {
    const { kept } = await keptAndCounted();
    expect(kept.length).toBeGreaterThan(0);
    await expectKept();
    await expectViewMatchesStatus(plant);
  });

  it("follow confirming and withdrawing an SDS, a smart-form document and a workplace description", async () => {
    const pending = (
      data<{ pending: Item[] }>(await h.call(READER, `${BASE}/mine`)).pending as Item[]
    ).filter((item) => item.kind !== "wpd");
    const sds = pending.find((item) => item.kind === "sds")!;
    const before = (await expectViewMatchesStatus(plant)).find(
      (item) => item.kind === "sds" && item.document_id === sds.document_id,
    )!;
    expect(
      (await h.call(READER, `${BASE}/sds/${sds.version_id}/acknowledge`, { method: "POST" })).status,
    ).toBe(200);
    await expectKept();
    const after = (await expectViewMatchesStatus(plant)).find(
      (item) => item.kind === "sds" && item.document_id === sds.document_id,
    )!;
    expect(after.done).toBe(before.done + 1);
    await h.call(READER, `${BASE}/sds/${sds.version_id}/unacknowledge`, { method: "POST" });
    await expectKept();
    await h.call(READER, `${BASE}/sds/${sds.version_id}/acknowledge`, { method: "POST" });

    const smartform = pending.find((item) => item.kind === "smartform")!;
    const confirmed = await h.call(
      READER,
      `/api/smartforms/v1/document/${smartform.version_id}/rnu/acknowledge`,
      {
        method: "POST",
      },
    );
    expect(confirmed.status, confirmed.text).toBe(200);
    await expectKept();

    // A workplace description asked of the reader by name, confirmed in its version in force.
    const { rows } = await h.db.execute<{ series_id: number; id: number }>(sql`
      SELECT series_id, id FROM workplace_descriptions
      WHERE company_id = ${DEMO} AND status = 'published' AND superseded_by_id IS NULL AND archived_at IS NULL
      ORDER BY id LIMIT 1`);
    const wpd = rows[0]!;
    const assigned = await h.call(MANAGER, `${BASE}/assignments`, {
      method: "POST",
      body: { kind: "wpd", document_id: wpd.series_id, user_ids: [await userId(READER)] },
    });
    expect(assigned.status, assigned.text).toBe(201);
    expect((await h.call(READER, `${BASE}/wpd/${wpd.id}/acknowledge`, { method: "POST" })).status).toBe(200);
    await expectKept();
    await expectViewMatchesStatus(plant);
    expect((await h.call(READER, `${BASE}/wpd/${wpd.id}/unacknowledge`, { method: "POST" })).status).toBe(
      200,
    );
    await expectKept();
    await h.call(READER, `${BASE}/wpd/${wpd.id}/acknowledge`, { method: "POST" });
    await expectKept();
  });

  it("move with a person's top nodes, guest flag and deactivation", async () => {
    const { rows } = await h.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM sds_acknowledgements WHERE user_id = ${await userId(READER2)}`);
    expect(rows[0]!.n).toBeGreaterThan(0);

    await changeUser(READER2, { topnodes: [depot] });
    await expectKept();
    await expectViewMatchesStatus(plant);
    await expectViewMatchesStatus(depot);

    await changeUser(READER2, { is_guest_user: true });
    await expectKept();
    await changeUser(READER2, { is_guest_user: false, topnodes: [plant] });
    await expectKept();
    await expectViewMatchesStatus(plant);

    const id = await userId(READER2);
    expect((await h.call(USER_ADMIN, `/api/user/v1/users/${id}/deactivate`, { method: "POST" })).status).toBe(
      200,
    );
    await expectKept();
    await expectViewMatchesStatus(plant);
    expect((await h.call(USER_ADMIN, `/api/user/v1/users/${id}/reactivate`, { method: "POST" })).status).toBe(
      200,
    );
    await expectKept();
    await expectViewMatchesStatus(plant);
  });

  it("lose a deleted person's confirmations, and confirmations deleted in bulk", async () => {
    // No API deletes a person or confirmations in bulk; the triggers must keep the counts right anyway.
    await h.db.execute(sql`DELETE FROM users WHERE id = ${await userId(READER2)}`);
    await expectKept();
    await expectViewMatchesStatus(plant);
    await h.db.execute(sql`
      DELETE FROM sds_acknowledgements WHERE company_id = ${DEMO} AND user_id = ${await userId(READER)}`);
    await expectKept();
    await expectViewMatchesStatus(plant);
  });
});
