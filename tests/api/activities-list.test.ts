import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ActivityActorList, ActivityPage } from "../../api/activities/schemas";
import { activities, users } from "../../db/schema";
import { DEMO, OTHER, OTHER_ADMIN, WORKER, createHarness, type ApiHarness } from "./helpers";

/**
 * GET /activity/v1/activities and /activity/v1/actors: company administrators only, the caller's company
 * only, every filter, and keyset paging both ways. The rows of this file lie in 2020, so the seeded trail
 * (recent) stays out of the period-filtered checks.
 */

const AUDITOR = "auditor@demo.test";
const LIST = "/api/activity/v1/activities";
let h: ApiHarness;
const people: Record<string, number> = {};

/** 120 rows on 2020-03-01..03, UTC; three share one instant so the id breaks the tie. */
async function insertRows(): Promise<void> {
  const rows: (typeof activities.$inferInsert)[] = [];
  const base = Date.parse("2020-03-01T00:00:00.000Z");
  for (let i = 0; i < 120; i++) {
    const tie = i >= 60 && i < 63;
    rows.push({
      companyId: DEMO,
      actorId: i % 3 === 0 ? people.auditor! : i % 3 === 1 ? people.admin! : null,
      module: i % 2 === 0 ? "products" : "locations",
      action: "updated",
      objectType: i % 2 === 0 ? "product" : "location",
      objectId: String(1000 + (i % 10)),
      objectLabel: `Probe ${i}`,
      before: { n: i - 1 },
      after: { n: i },
      // 30 minutes apart: rows 0–47 on 1 March, 48–95 on 2 March, 96–119 on 3 March.
      createdAt: new Date(tie ? base + 60 * 1_800_000 : base + i * 1_800_000),
    });
  }
  await h.db.insert(activities).values(rows);
  // Another company's row, which nobody in Demo Chemicals may see.
  await h.db.insert(activities).values({
    companyId: OTHER,
    actorId: people.other!,
    module: "products",
    action: "deleted",
    objectType: "product",
    objectId: "1000",
    objectLabel: "Other's secret",
    createdAt: new Date(base + 3_600_000),
  });
}

beforeAll(async () => {
  h = await createHarness();
  const rows = await h.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [AUDITOR, "admin@demo.test", OTHER_ADMIN]));
  for (const row of rows) {
    people[row.email === AUDITOR ? "auditor" : row.email === OTHER_ADMIN ? "other" : "admin"] = row.id;
  }
  await insertRows();
});
afterAll(() => h.close());

async function list(query: string, email = AUDITOR) {
  const res = await h.call(email, `${LIST}?${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body as ActivityPage;
}

const labels = (page: ActivityPage) => page.data.map((row) => row.object.label);
const probe = (from: number, to: number) =>
  Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => `Probe ${from > to ? from - i : from + i}`);
const MARCH = "from=2020-03-01&to=2020-03-31";

describe("who may read the trail", () => {
  it("answers 403 without user_admin, for both operations", async () => {
    for (const email of [WORKER, "approver@demo.test"]) {
      for (const path of [LIST, "/api/activity/v1/actors"]) {
        const res = await h.call(email, path);
        expect(res.status, `${email} ${path}`).toBe(403);
        expect(res.body).toEqual({ message: "Permission denied" });
      }
    }
    expect((await h.call(null, LIST)).status).toBe(401);
  });

  it("offers no way to change or remove a row", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const res = await h.call(AUDITOR, LIST, { method });
      expect(res.status, method).not.toBe(200);
      expect([404, 405], method).toContain(res.status);
    }
  });

  it("shows the caller's company only: another company's ids match nothing", async () => {
    const other = await list(`${MARCH}&object_type=product&object_id=1000`, OTHER_ADMIN);
    expect(labels(other)).toEqual(["Other's secret"]);
    const demoActor = await list(`actor=${people.auditor}`, OTHER_ADMIN);
    expect(demoActor.data).toEqual([]);
    const demo = await list(`${MARCH}&object_type=product&object_id=1000`);
    expect(labels(demo)).not.toContain("Other's secret");
    expect(demo.data).toHaveLength(12);
  });
});

describe("a page of the trail", () => {
  it("is newest first, 50 rows, each with its actor, module, action, object and changed fields", async () => {
    const page = await list(MARCH);
    expect(page.data).toHaveLength(50);
    expect(page.meta).toMatchObject({ limit: 50, newer: null });
    expect(page.meta.older).toEqual(expect.any(String));
    expect(labels(page)).toEqual(probe(119, 70));
    expect(page.data[0]).toEqual({
      id: expect.any(Number),
      actor: null,
      module: "locations",
      action: "updated",
      object: { type: "location", id: "1009", label: "Probe 119" },
      before: { n: 118 },
      after: { n: 119 },
      created_at: "2020-03-03T11:30:00.000Z",
    });
    expect(page.data[1]!.actor).toEqual({ id: people.admin, name: "Anna Admin", anonymous: false });
    expect(page.data[2]!.actor).toEqual({ id: people.auditor, name: "Alma Auditor", anonymous: false });
  });

  it("pages older and newer by cursor, the tie on one instant broken by id", async () => {
    const first = await list(MARCH);
    const second = await list(`${MARCH}&cursor=${first.meta.older}`);
    // Rows 60–62 share an instant: by id, newest first (62, 61, 60), then 59.
    expect(labels(second)).toEqual(probe(69, 20));
    expect(second.meta.newer).toEqual(expect.any(String));
    const third = await list(`${MARCH}&cursor=${second.meta.older}`);
    expect(labels(third)).toEqual(probe(19, 0));
    expect(third.meta.older).toBeNull();
    const back = await list(`${MARCH}&cursor=${third.meta.newer}`);
    expect(labels(back)).toEqual(labels(second));
    expect(back.meta.older).toBe(second.meta.older);
    // From the second page, "newer" is the first page itself, with no newer link.
    const top = await list(`${MARCH}&cursor=${back.meta.newer}`);
    expect(labels(top)).toEqual(labels(first));
    expect(top.meta.newer).toBeNull();
  });

  it("takes a smaller page size", async () => {
    const page = await list(`${MARCH}&limit=7`);
    expect(labels(page)).toEqual(probe(119, 113));
  });
});

describe("the filters", () => {
  it("by person", async () => {
    const page = await list(`${MARCH}&actor=${people.auditor}&limit=100`);
    expect(page.data).toHaveLength(40);
    expect(page.data.every((row) => row.actor?.id === people.auditor)).toBe(true);
  });

  it("by module", async () => {
    const page = await list(`${MARCH}&module=locations&limit=100`);
    expect(page.data).toHaveLength(60);
    expect(new Set(page.data.map((row) => row.module))).toEqual(new Set(["locations"]));
  });

  it("by object type, and by one object", async () => {
    expect((await list(`${MARCH}&object_type=location&limit=100`)).data).toHaveLength(60);
    const one = await list(`${MARCH}&object_type=location&object_id=1003`);
    expect(labels(one)).toEqual([
      "Probe 113",
      "Probe 103",
      "Probe 93",
      "Probe 83",
      "Probe 73",
      "Probe 63",
      "Probe 53",
      "Probe 43",
      "Probe 33",
      "Probe 23",
      "Probe 13",
      "Probe 3",
    ]);
  });

  it("by period: whole days in UTC, both ends inclusive", async () => {
    const day2 = await list("from=2020-03-02&to=2020-03-02&limit=100");
    expect(labels(day2)).toEqual(probe(95, 48));
    const fromDay3 = await list("from=2020-03-03&to=2020-03-03");
    expect(labels(fromDay3)).toEqual(probe(119, 96));
    const untilDay1 = await list("to=2020-03-01&limit=100");
    expect(labels(untilDay1).filter((label) => label.startsWith("Probe"))).toEqual(probe(47, 0));
  });

  it("combined, and paged with their cursor", async () => {
    const first = await list(`${MARCH}&module=products&actor=${people.auditor}&limit=10`);
    // Even rows by the auditor: multiples of 6.
    expect(labels(first)).toEqual([114, 108, 102, 96, 90, 84, 78, 72, 66, 60].map((i) => `Probe ${i}`));
    const next = await list(
      `${MARCH}&module=products&actor=${people.auditor}&limit=10&cursor=${first.meta.older}`,
    );
    expect(labels(next)).toEqual([54, 48, 42, 36, 30, 24, 18, 12, 6, 0].map((i) => `Probe ${i}`));
    expect(next.meta.older).toBeNull();
  });

  it("refuses what it cannot use with 422", async () => {
    for (const query of [
      "module=nothing",
      "actor=abc",
      "actor=0",
      "object_id=5",
      "object_type=Product",
      "from=2020-02-30",
      "from=2020-03-02&to=2020-03-01",
      "cursor=bm9wZQ",
      "limit=0",
      "limit=101",
    ]) {
      const res = await h.call(AUDITOR, `${LIST}?${query}`);
      expect(res.status, query).toBe(422);
    }
  });
});

describe("GET /activity/v1/actors", () => {
  it("lists the people who appear in the company's trail, by name", async () => {
    const res = await h.call(AUDITOR, "/api/activity/v1/actors");
    expect(res.status).toBe(200);
    const { data } = res.body as ActivityActorList;
    expect(data.map((actor) => actor.name)).toEqual(
      [...data.map((actor) => actor.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    const ids = data.map((actor) => actor.id);
    expect(ids).toContain(people.auditor);
    expect(ids).toContain(people.admin);
    expect(ids).not.toContain(people.other);
    // The worker changed nothing (the seed records no change of theirs): not a choice.
    const [worker] = await h.db.select({ id: users.id }).from(users).where(eq(users.email, WORKER));
    expect(ids).not.toContain(worker!.id);
  });

  it("marks an erased person as anonymous", async () => {
    const [auditor] = await h.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, people.auditor!));
    await h.db.update(users).set({ anonymous: true }).where(eq(users.id, people.auditor!));
    try {
      const { data } = (await h.call(AUDITOR, "/api/activity/v1/actors")).body as ActivityActorList;
      expect(data.find((actor) => actor.id === people.auditor)).toEqual({
        id: people.auditor,
        name: auditor!.name,
        anonymous: true,
      });
      const page = await list(`${MARCH}&actor=${people.auditor}&limit=1`);
      expect(page.data[0]!.actor?.anonymous).toBe(true);
    } finally {
      await h.db.update(users).set({ anonymous: false }).where(eq(users.id, people.auditor!));
    }
  });
});
