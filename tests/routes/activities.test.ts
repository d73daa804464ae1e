import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activities, users } from "../../db/schema";
import { DEMO_COMPANY_IDS } from "../../seed/seed";
import { settle, setupAppTest } from "../support/app";
import { get, toastOf, type AppTest } from "./locations-support";

/** /activities: the company administrators' audit trail page (loader: filters, paging, guard). */

const DEMO = DEMO_COMPANY_IDS.demoChemicals;
let t: AppTest;
const people: Record<string, number> = {};

beforeAll(async () => {
  t = await setupAppTest();
  const rows = await t.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ["auditor@demo.test", "admin@demo.test"]));
  for (const row of rows) people[row.email] = row.id;
  // 60 product changes on 1 June 2021 (UTC), a minute apart, by the admin: two pages of the period.
  const base = Date.parse("2021-06-01T08:00:00.000Z");
  await t.db.insert(activities).values(
    Array.from({ length: 60 }, (_, i) => ({
      companyId: DEMO,
      actorId: people["admin@demo.test"]!,
      module: "products",
      action: "updated",
      objectType: "product",
      objectId: String(7000 + (i % 2)),
      objectLabel: `Paged ${i}`,
      before: { name: `Paged ${i - 1}`, note: null },
      after: { name: `Paged ${i}`, note: "<b>not markup</b>" },
      createdAt: new Date(base + i * 60_000),
    })),
  );
});
afterAll(() => t.close());

async function load(url: string, email = "auditor@demo.test", language?: number) {
  const { loader } = await import("~/features/activities/routes/activities");
  const { cookie } = await t.signedIn(email, language ? { language } : undefined);
  return settle(() => loader(get(url, cookie)));
}

type Data = Exclude<Awaited<ReturnType<typeof load>>, Response>;

describe("/activities", () => {
  it("shows the seeded trail newest first, each change readable", async () => {
    const data = (await load("/activities")) as Data;
    expect(data.title).toBe("Recent activity – ChemSafe");
    expect(data).toMatchObject({ filtered: false, paged: false, newer: null, first: null });
    const newest = data.rows[0]!;
    expect(newest).toMatchObject({
      actor: { id: people["admin@demo.test"], name: "Anna Admin", anonymous: false },
      module: "Users",
      action: "Invited",
      object: { type: "user", typeLabel: "User", label: "Alma Auditor" },
    });
    expect(newest.changes).toEqual([
      { field: "name", before: undefined, after: "Alma Auditor" },
      { field: "email", before: undefined, after: "auditor@demo.test" },
      { field: "permissions", before: undefined, after: "user_admin" },
    ]);
    const decided = data.rows.find((row) => row.action === "Decided" && row.object.label === "Benzene");
    expect(decided?.changes).toEqual([
      { field: "status", before: "READY_FOR_APPROVAL", after: "REJECTED" },
      { field: "comment", before: undefined, after: expect.any(String) },
    ]);
    expect(data.actors.map((actor) => actor.name)).toContain("Aksel Approver");
    expect(data.modules).toHaveLength(14);
  });

  it("filters by period (UTC days) and pages with Older/Newer links that keep the filters", async () => {
    const first = (await load("/activities?from=2021-06-01&to=2021-06-01")) as Data;
    expect(first.filtered).toBe(true);
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0]!.object.label).toBe("Paged 59");
    expect(first.rows[0]!.when).toBe("1 Jun 2021, 08:59:00");
    expect(first.newer).toBeNull();
    expect(first.older).toMatch(/^\/activities\?from=2021-06-01&to=2021-06-01&cursor=[A-Za-z0-9_-]+$/);
    const second = (await load(first.older!)) as Data;
    expect(second.rows.map((row) => row.object.label)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Paged ${9 - i}`),
    );
    expect(second).toMatchObject({
      older: null,
      paged: true,
      first: "/activities?from=2021-06-01&to=2021-06-01",
    });
    expect(second.newer).toMatch(/cursor=/);
    const back = (await load(second.newer!)) as Data;
    expect(back.rows[0]!.object.label).toBe("Paged 59");
    expect(back.newer).toBeNull();
  });

  it("keeps recorded values as text and shows an empty value as null", async () => {
    const data = (await load("/activities?from=2021-06-01&to=2021-06-01")) as Data;
    expect(data.rows[0]!.changes).toEqual([
      { field: "name", before: "Paged 58", after: "Paged 59" },
      { field: "note", before: null, after: "<b>not markup</b>" },
    ]);
  });

  it("filters by person, module and one object", async () => {
    const byPerson = (await load(`/activities?actor=${people["auditor@demo.test"]}`)) as Data;
    expect(byPerson.rows).toEqual([]);
    // Not among the trail's people, yet chosen: offered by id so the form shows the filter in force.
    expect(byPerson.actors.at(-1)).toEqual({
      id: people["auditor@demo.test"],
      name: `#${people["auditor@demo.test"]}`,
      anonymous: false,
    });
    const byAdmin = (await load(`/activities?actor=${people["admin@demo.test"]}`)) as Data;
    expect(byAdmin.rows.length).toBeGreaterThan(0);
    expect(byAdmin.rows.every((row) => row.actor?.name === "Anna Admin")).toBe(true);
    const byModule = (await load("/activities?module=approvals")) as Data;
    expect(byModule.rows.length).toBeGreaterThan(0);
    expect(new Set(byModule.rows.map((row) => row.module))).toEqual(new Set(["Chemical approvals"]));
    const byObject = (await load("/activities?type=product&id=7001&from=2021-06-01")) as Data;
    expect(byObject.rows).toHaveLength(30);
    expect(byObject.filters).toMatchObject({ objectType: "product", objectId: "7001" });
  });

  it("ignores what it cannot use: unknown module, bad dates, an id without type, a forged cursor", async () => {
    const data = (await load(
      "/activities?module=nope&from=2021-02-30&to=x&id=7001&actor=abc&cursor=Zm9yZ2Vk",
    )) as Data;
    expect(data.filters).toEqual({
      actor: null,
      module: null,
      objectType: null,
      objectId: null,
      from: null,
      to: null,
    });
    expect(data).toMatchObject({ filtered: false, paged: false });
    // A period given backwards is the same period.
    const swapped = (await load("/activities?from=2021-06-02&to=2021-06-01")) as Data;
    expect(swapped.filters).toMatchObject({ from: "2021-06-01", to: "2021-06-02" });
  });

  it("shows the page in the user's language", async () => {
    const data = (await load("/activities?module=approvals", "auditor@demo.test", 1)) as Data;
    expect(data.title).toMatch(/^Siste aktivitet – /);
    expect(data.rows[0]!.module).toBe("Kjemikaliegodkjenning");
  });

  it("is for company administrators only: others get the permission warning on /main", async () => {
    for (const email of ["worker@demo.test", "approver@demo.test"]) {
      const result = (await load("/activities", email)) as Response;
      expect(result.status, email).toBe(302);
      expect(result.headers.get("Location"), email).toBe("/main");
      expect(await toastOf(result), email).toMatchObject({ type: "warning" });
    }
  });

  it("sends a visitor without a session to sign in", async () => {
    const { loader } = await import("~/features/activities/routes/activities");
    const result = (await settle(() => loader(get("/activities")))) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toMatch(/^\/auth\?redirectTo=/);
  });

  it("shows another company only its own trail", async () => {
    const data = (await load("/activities", "admin@other.test")) as Data;
    expect(data.rows).toEqual([]);
    expect(data.actors).toEqual([]);
  });
});

describe("the navigation", () => {
  it("offers Recent activity to company administrators only", async () => {
    const { loader } = await import("~/features/shell/routes/app-layout");
    const keysOf = async (email: string) => {
      const { cookie } = await t.signedIn(email);
      const data = (await settle(() => loader(get("/main", cookie)))) as {
        navGroups: { modules: { key: string }[] }[];
      };
      return data.navGroups.flatMap((entry) => entry.modules.map((module) => module.key));
    };
    expect(await keysOf("auditor@demo.test")).toContain("activities");
    expect(await keysOf("worker@demo.test")).not.toContain("activities");
  });
});
