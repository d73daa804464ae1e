import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settle, setupAppTest } from "../support/app";
import { get, post, toastOf, type AppTest } from "./locations-support";

/**
 * The SDS events and actions pages' loaders and actions: the timeline with its filters and keyset pages, the
 * action lists (mine, all, a location's subtree), creating (bad input, no permission), editing and marking
 * done (the assignee may, another user may not).
 */

let t: AppTest;
beforeAll(async () => {
  t = await setupAppTest();
});
afterAll(() => t.close());

const ADMIN = "admin@demo.test";
const KEEPER = "safety@demo.test";
const WORKER = "worker@demo.test";
const DEPOT = "depot@demo.test";

const count = async () =>
  (await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM sds_actions`)).rows[0]!.n;
const locationId = async (name: string) =>
  (
    await t.db.execute<{ id: number }>(sql`
      SELECT l.id FROM locations l JOIN users u ON u.company_id = l.company_id
      WHERE u.email = ${ADMIN} AND l.name = ${name} ORDER BY l.id LIMIT 1`)
  ).rows[0]!.id;
const seededAction = async (title: string) =>
  (await t.db.execute<{ id: number }>(sql`SELECT id FROM sds_actions WHERE title = ${title}`)).rows[0]!.id;

type EventsPage = {
  list: { data: { kind: string; product_name: string }[]; meta: { next: number | null } };
};
type ActionsPage = { list: { data: { title: string; status: string }[] }; location: { name: string } | null };

describe("/sdsevents", () => {
  it("shows the seeded timeline newest first to every user, filtered by kind", async () => {
    const { loader } = await import("~/features/sds-events/routes/events");
    const { cookie } = await t.signedIn(WORKER);
    const all = (await settle(() => loader(get("/sdsevents", cookie)))) as EventsPage;
    expect(all.list.data.map((event) => event.kind)).toEqual(
      expect.arrayContaining(["supplier_answered", "list_hit", "replaced", "uploaded"]),
    );
    expect(all.list.data[0]!.kind).toBe("supplier_answered");
    const hits = (await settle(() => loader(get("/sdsevents?kind=list_hit", cookie)))) as EventsPage;
    expect(hits.list.data.every((event) => event.kind === "list_hit")).toBe(true);
    // A malformed filter is left out rather than refused.
    const odd = (await settle(() =>
      loader(get("/sdsevents?kind=nope&from=2026-02-30", cookie)),
    )) as EventsPage;
    expect(odd.list.data.length).toBe(all.list.data.length);
  });

  it("answers not found for a location outside the user's top nodes", async () => {
    const { loader } = await import("~/features/sds-events/routes/events");
    const { cookie } = await t.signedIn(DEPOT);
    const lab = await locationId("Laboratory 1");
    const refused = (await settle(() => loader(get(`/sdsevents?location=${lab}`, cookie)))) as Response;
    expect(refused.status).toBe(404);
  });
});

describe("/actions", () => {
  it("lists my open actions, everyone's, and a location's subtree", async () => {
    const mine = (await import("~/features/sds-events/routes/actions-mine")).loader;
    const all = (await import("~/features/sds-events/routes/actions-all")).loader;
    const atLocation = (await import("~/features/sds-events/routes/actions-location")).loader;
    const { cookie } = await t.signedIn(KEEPER);
    const own = (await settle(() => mine(get("/actions", cookie)))) as ActionsPage;
    expect(own.list.data.map((a) => a.title)).toEqual(["Check the labels in the flammables cabinet"]);
    const everyone = (await settle(() => all(get("/actions/list?status=all", cookie)))) as ActionsPage;
    expect(everyone.list.data.length).toBe(4);
    const lab = await locationId("Laboratory 1");
    const here = (await settle(() =>
      atLocation(get(`/actions/list/${lab}`, cookie, { locationId: String(lab) })),
    )) as ActionsPage;
    expect(here.location?.name).toBe("Laboratory 1");
    expect(here.list.data.length).toBe(1);
  });
});

describe("/actions/new", () => {
  it("refuses bad input with messages and saves nothing", async () => {
    const { action } = await import("~/features/sds-events/routes/action-new");
    const { cookie } = await t.signedIn(ADMIN);
    const before = await count();
    const result = (await settle(() =>
      action(
        post("/actions/new", cookie, [
          ["title", " "],
          ["due_date", "2026-02-30"],
        ]),
      ),
    )) as unknown as { data: { errors: Record<string, string[]> }; init: { status: number } };
    expect(result.init.status).toBe(400);
    expect(result.data.errors.title).toEqual(["Give the action a title (at most 200 characters)."]);
    expect(result.data.errors.due_date).toEqual(["Give the due date as a date, or leave it empty."]);
    expect(await count()).toBe(before);
  });

  it("sends a user without add_product or edit_location to /main, saving nothing", async () => {
    const { action, loader } = await import("~/features/sds-events/routes/action-new");
    const { cookie } = await t.signedIn(WORKER);
    const before = await count();
    const refused = (await settle(() => action(post("/actions/new", cookie, [["title", "x"]])))) as Response;
    expect(refused.headers.get("Location")).toBe("/main");
    expect(
      ((await settle(() => loader(get("/actions/new", cookie)))) as Response).headers.get("Location"),
    ).toBe("/main");
    expect(await count()).toBe(before);
  });

  it("creates an action at a location and opens it", async () => {
    const { action } = await import("~/features/sds-events/routes/action-new");
    const { cookie } = await t.signedIn(ADMIN);
    const lab = await locationId("Laboratory 1");
    const done = (await settle(() =>
      action(
        post("/actions/new", cookie, [
          ["title", "Ventilation check"],
          ["due_date", "2026-12-24"],
          ["location_id", String(lab)],
        ]),
      ),
    )) as Response;
    const id = await seededAction("Ventilation check");
    expect(done.headers.get("Location")).toBe(`/actions/${id}`);
    expect((await toastOf(done))?.text).toBe("The action is created.");
  });
});

describe("/actions/{id}", () => {
  it("shows an action; its assignee marks it done, another user without permission is refused", async () => {
    const { loader, action } = await import("~/features/sds-events/routes/action");
    const id = await seededAction("Check the labels in the flammables cabinet");
    const params = { id: String(id) };
    const worker = await t.signedIn(WORKER);
    const refused = await settle(() =>
      action(post(`/actions/${id}`, worker.cookie, [["intent", "done"]], params)),
    );
    expect((await toastOf(refused as Response))?.type).toBe("error");
    const { rows } = await t.db.execute<{ status: string }>(
      sql`SELECT status FROM sds_actions WHERE id = ${id}`,
    );
    expect(rows[0]!.status).toBe("open");
    const keeper = await t.signedIn(KEEPER);
    const page = (await settle(() => loader(get(`/actions/${id}`, keeper.cookie, params)))) as {
      mayComplete: boolean;
    };
    expect(page.mayComplete).toBe(true);
    const done = (await settle(() =>
      action(post(`/actions/${id}`, keeper.cookie, [["intent", "done"]], params)),
    )) as Response;
    expect((await toastOf(done))?.text).toBe("The action is done.");
    const after = await t.db.execute<{ status: string }>(
      sql`SELECT status FROM sds_actions WHERE id = ${id}`,
    );
    expect(after.rows[0]!.status).toBe("done");
  });

  it("edits a manual action, and refuses an empty title without saving", async () => {
    const { action } = await import("~/features/sds-events/routes/action");
    const id = await seededAction("Ventilation check");
    const params = { id: String(id) };
    const { cookie } = await t.signedIn(ADMIN);
    const bad = (await settle(() =>
      action(
        post(
          `/actions/${id}`,
          cookie,
          [
            ["intent", "save"],
            ["title", ""],
          ],
          params,
        ),
      ),
    )) as unknown as { init: { status: number } };
    expect(bad.init.status).toBe(400);
    const saved = (await settle(() =>
      action(
        post(
          `/actions/${id}`,
          cookie,
          [
            ["intent", "save"],
            ["title", "Ventilation check, all labs"],
          ],
          params,
        ),
      ),
    )) as Response;
    expect((await toastOf(saved))?.text).toBe("The action is saved.");
    expect(await seededAction("Ventilation check, all labs")).toBe(id);
  });
});
