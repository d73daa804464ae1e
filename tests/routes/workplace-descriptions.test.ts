import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settle, setupAppTest } from "../support/app";
import { get, post, toastOf, type AppTest } from "./locations-support";

/**
 * The workplace-description pages' loaders and actions: the lists, a version's page (naming a newer
 * version), a new description from a location, bad input (a message, nothing saved) and users without wpd
 * and add_product (the permission warning; the API refuses them too).
 */

const WRITER = "wpdwriter@demo.test";
let t: AppTest;
beforeAll(async () => {
  t = await setupAppTest();
});
afterAll(() => t.close());

const count = async () =>
  (await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM workplace_descriptions`)).rows[0]!.n;

async function locationId(name: string) {
  return (await t.db.execute<{ id: number }>(sql`SELECT id FROM locations WHERE name = ${name} LIMIT 1`))
    .rows[0]!.id;
}

describe("the lists", () => {
  it("lists the company's descriptions and a location's, and sends a user without wpd to /main", async () => {
    const { loader } = await import("~/features/workplace-descriptions/routes/list");
    const writer = await t.signedIn(WRITER);
    const all = (await settle(() => loader(get("/workplacedescriptions", writer.cookie)))) as unknown as {
      rows: { title: string }[];
    };
    expect(all.rows.map((row) => row.title)).toContain("Benzene");
    const lab = await locationId("Quality control lab");
    const there = (await settle(() =>
      loader(get(`/locations/${lab}/workplacedescriptions`, writer.cookie, { locationId: String(lab) })),
    )) as unknown as { heading: string; rows: unknown[] };
    expect(there.heading).toContain("Quality control lab");
    const archived = (await settle(() =>
      loader(get("/workplacedescriptions/archived", writer.cookie)),
    )) as unknown as { rows: unknown[] };
    expect(archived.rows).toEqual([]);

    const hse = await t.signedIn("hse@demo.test");
    const refused = (await settle(() => loader(get("/workplacedescriptions", hse.cookie)))) as Response;
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toBe("/main");
  });
});

describe("/workplacedescription", () => {
  it("shows an earlier version with the newer one named", async () => {
    const { loader } = await import("~/features/workplace-descriptions/routes/description");
    const { rows } = await t.db.execute<{ id: number }>(
      sql`SELECT id FROM workplace_descriptions WHERE superseded_by_id IS NOT NULL ORDER BY id LIMIT 1`,
    );
    const writer = await t.signedIn(WRITER);
    const page = (await settle(() =>
      loader(get(`/workplacedescription?id=${rows[0]!.id}`, writer.cookie)),
    )) as unknown as { mode: string; editable: boolean; version: { current: { version: number } } };
    expect(page.mode).toBe("version");
    expect(page.editable).toBe(false);
    expect(page.version.current.version).toBe(2);
  });

  it("creates a description from a location; bad input saves nothing", async () => {
    const { action, loader } = await import("~/features/workplace-descriptions/routes/description");
    const writer = await t.signedIn(WRITER);
    const workshop = await locationId("Workshop");
    const start = (await settle(() =>
      loader(get(`/workplacedescription?location=${workshop}`, writer.cookie)),
    )) as unknown as { mode: string; form: { defaults: { location_id: string } } };
    expect(start.form.defaults.location_id).toBe(String(workshop));

    const before = await count();
    const fields = (title: string): [string, string][] => [
      ["intent", "save"],
      ["title", title],
      ["location_id", String(workshop)],
      ["language_id", "4"],
      ["status", "draft"],
      ["sections.scope", "Sanding painted parts."],
      ["pictograms", "GHS07"],
      ["hazard_lines", "H319 Causes serious eye irritation."],
    ];
    const bad = (await settle(() => action(post("/workplacedescription", writer.cookie, fields(" "))))) as {
      status: string;
      error: Record<string, string[]>;
    };
    expect(bad.status).toBe("error");
    expect(bad.error.title).toEqual(["Give the description a title."]);
    expect(await count()).toBe(before);

    const made = (await settle(() =>
      action(post("/workplacedescription", writer.cookie, fields("Sanding"))),
    )) as Response;
    expect(made.status).toBe(302);
    expect(made.headers.get("Location")).toMatch(/^\/workplacedescription\?id=\d+$/);
    expect((await toastOf(made))?.text).toBe("“Sanding” is saved.");
    expect(await count()).toBe(before + 1);
  });

  it("a user without wpd is refused by the page and by the API, and nothing is saved", async () => {
    const { action } = await import("~/features/workplace-descriptions/routes/description");
    const hse = await t.signedIn("hse@demo.test");
    const before = await count();
    const refused = (await settle(() =>
      action(
        post("/workplacedescription", hse.cookie, [
          ["intent", "save"],
          ["title", "x"],
        ]),
      ),
    )) as Response;
    expect(refused.headers.get("Location")).toBe("/main");
    const api = await t.api.request("/api/document/edit/wpd", {
      method: "POST",
      headers: {
        Authorization: `Bearer ${await t.issuer.tokenFor("hse@demo.test")}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ title: "x", location_id: 1, language_id: 4 }),
    });
    expect(api.status).toBe(403);
    expect(await count()).toBe(before);
  });
});
