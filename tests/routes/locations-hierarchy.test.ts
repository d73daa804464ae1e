import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiApp } from "../../api/env";
import { setApiForTests } from "../../api/instance";
import { locations } from "../../db/schema";
import { DEMO_COMPANY_IDS } from "../../seed/seed";
import { settle, setupAppTest } from "../support/app";
import {
  apiAs,
  createLocation,
  detailOf,
  get,
  post,
  toastOf,
  type AppTest,
  type Reply,
} from "./locations-support";

/** /location-hierarchy and /location-hierarchy/{locationId}: loaders and actions. */

let t: AppTest;
let realApi: ApiApp;
beforeAll(async () => {
  t = await setupAppTest();
  realApi = t.api;
});
afterAll(() => t.close());

const ADMIN = "admin@demo.test"; // edit_location, personal
const WORKER = "worker@demo.test"; // no permissions, personal
const GUEST = "guest@demo.test"; // not personal
const MOVED_UNDER_ITSELF = "A location can't be moved under itself or one of the locations inside it.";

async function index() {
  return import("~/features/locations/routes/hierarchy-top");
}
async function page() {
  return import("~/features/locations/routes/hierarchy");
}

/** GET /location-hierarchy/{id}{query} as `email`. */
async function openLocation(email: string, id: number | string, query = "") {
  const { loader } = await page();
  const { cookie } = await t.signedIn(email);
  return loader(get(`/location-hierarchy/${id}${query}`, cookie, { locationId: String(id) }));
}

/** POST to /location-hierarchy/{id}{query} as `email`. */
async function change(email: string, id: number, fields: [string, string][], query = "") {
  const { action } = await page();
  const { cookie } = await t.signedIn(email);
  return settle(() =>
    action(post(`/location-hierarchy/${id}${query}`, cookie, fields, { locationId: String(id) })),
  );
}

/** A location of Other Industries Ltd (another tenant). */
async function otherCompanyLocation() {
  const [row] = await t.db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(eq(locations.companyId, DEMO_COMPANY_IDS.otherIndustries))
    .limit(1);
  return row!;
}

/** A fresh little tree of the demo company: site → building → room, plus a second building. */
async function tree(label: string) {
  const site = await createLocation(t, ADMIN, `${label} site`);
  const building = await createLocation(t, ADMIN, `${label} building`, site);
  const room = await createLocation(t, ADMIN, `${label} room`, building);
  const annex = await createLocation(t, ADMIN, `${label} annex`, site);
  const annexRoom = await createLocation(t, ADMIN, `${label} annex room`, annex);
  return { site, building, room, annex, annexRoom };
}

describe("the hierarchy pages (loaders)", () => {
  it("need a session", async () => {
    const { loader } = await index();
    const result = (await settle(() => loader(get("/location-hierarchy")))) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/auth?redirectTo=%2Flocation-hierarchy");
  });

  it("the tree's page lists the top level with child counts, and the forms only for edit_location", async () => {
    const ids = await tree("Index");
    const { loader } = await index();
    const { cookie } = await t.signedIn(ADMIN);
    const { data } = await loader(get("/location-hierarchy", cookie));
    expect(data.title).toBe("Location hierarchy – ChemSafe");
    expect(data.selected).toBeNull();
    const site = data.top.find((node) => node.id === ids.site);
    expect(site).toMatchObject({ name: "Index site", child_count: 2, archived: false, parent: null });
    expect(data.top.every((node) => node.parent === null)).toBe(true);
    // Sorted by name.
    const names = data.top.map((node) => node.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(data.canEdit).toBe(true);
    expect(data.canFavorite).toBe(true);
    expect(data.childrenOf).toEqual({});

    const worker = await loader(get("/location-hierarchy", (await t.signedIn(WORKER)).cookie));
    expect(worker.data.canEdit).toBe(false);
    expect(worker.data.canFavorite).toBe(true);
    const guest = await loader(get("/location-hierarchy", (await t.signedIn(GUEST)).cookie));
    expect(guest.data.canFavorite).toBe(false);
  });

  it("a location's page opens the tree down to it, with its own children, and nothing else", async () => {
    const ids = await tree("Path");
    const { data, init } = await openLocation(ADMIN, ids.building);
    expect(data.title).toBe("Path building – Location hierarchy – ChemSafe");
    expect(data.selected).toMatchObject({ id: ids.building, name: "Path building", parent: ids.site });
    expect(data.selected?.path.map((step) => step.name)).toEqual(["Path site", "Path building"]);
    expect(data.top.some((node) => node.id === ids.site)).toBe(true);
    // Only the path is expanded: the site's children and the building's own; not the annex's.
    expect(Object.keys(data.childrenOf).sort()).toEqual([String(ids.site), String(ids.building)].sort());
    expect(data.childrenOf[String(ids.site)]!.map((node) => node.name)).toEqual([
      "Path annex",
      "Path building",
    ]);
    expect(data.childrenOf[String(ids.building)]!.map((node) => node.id)).toEqual([ids.room]);
    expect(data.canEdit).toBe(true);
    expect(data.movePicker).toEqual({ q: "", chosen: [], matches: null });
    expect(data.moveTopChosen).toBe(false);
    // Visiting makes it a recent location.
    expect(new Headers(init?.headers).get("Set-Cookie")).toMatch(/^chemsafe_recent_locations=/);
  });

  it("never asks the API for the whole tree: only the top level, the path's children and the location", async () => {
    const ids = await tree("Calls");
    const calls: string[] = [];
    setApiForTests({
      request: (path: string, init?: RequestInit) => {
        if (path.startsWith("/api/hierarchy/")) calls.push(path);
        return realApi.request(path, init);
      },
    } as unknown as ApiApp);
    try {
      await openLocation(ADMIN, ids.room);
    } finally {
      setApiForTests(realApi);
    }
    const list = "/api/hierarchy/v1/locations";
    expect([...calls].sort()).toEqual(
      [
        `${list}?top=true`,
        `${list}/${ids.room}`,
        `${list}?parent_id=${ids.site}`,
        `${list}?parent_id=${ids.building}`,
      ].sort(),
    );
  });

  it("the filter finds a location by name anywhere, with its path", async () => {
    const ids = await tree("Filter");
    const { data } = await openLocation(ADMIN, ids.site, "?q=filter%20annex%20ro");
    expect(data.q).toBe("filter annex ro");
    expect(data.matches).toHaveLength(1);
    expect(data.matches![0]!.id).toBe(ids.annexRoom);
    expect(data.matches![0]!.path.map((step) => step.name)).toEqual([
      "Filter site",
      "Filter annex",
      "Filter annex room",
    ]);
    const { loader } = await index();
    const none = await loader(
      get("/location-hierarchy?q=no-such-place-anywhere", (await t.signedIn(ADMIN)).cookie),
    );
    expect(none.data.matches).toEqual([]);
    const without = await loader(get("/location-hierarchy", (await t.signedIn(ADMIN)).cookie));
    expect(without.data.matches).toBeNull();
  });

  it("a search with a NUL byte or over 100 characters is cleaned and cut, never an error page", async () => {
    const ids = await tree("Hostile");
    const { loader } = await index();
    const { cookie } = await t.signedIn(ADMIN);
    const nul = await loader(get("/location-hierarchy?q=hostile%00site", cookie));
    expect(nul.data.q).toBe("hostile site");
    // The site by its own name first, then what is inside it (found by its path).
    expect(nul.data.matches?.map((match) => match.id)).toEqual([
      ids.site,
      ids.annex,
      ids.annexRoom,
      ids.building,
      ids.room,
    ]);
    const long = await loader(get(`/location-hierarchy?q=${"x".repeat(101)}`, cookie));
    expect(long.data.q).toBe("x".repeat(100));
    expect(long.data.matches).toEqual([]);
    const move = await openLocation(ADMIN, ids.room, `?moveq=%00&q=${"y".repeat(300)}`);
    expect(move.data.moveq).toBe("");
    expect(move.data.movePicker).toEqual({ q: "", chosen: [], matches: null });
    expect(move.data.q).toBe("y".repeat(100));
  });

  it("the move form's picker lists candidates for a new parent, and keeps the choice so far", async () => {
    const ids = await tree("Picker");
    const { data } = await openLocation(ADMIN, ids.room, "?moveq=picker%20annex");
    expect(data.moveq).toBe("picker annex");
    expect(data.movePicker?.q).toBe("picker annex");
    expect(data.movePicker?.chosen).toEqual([]);
    expect(data.movePicker?.matches?.map((match) => match.path).sort()).toEqual([
      "Picker site › Picker annex",
      "Picker site › Picker annex › Picker annex room",
    ]);
    // A new search carries the choice so far (the move form's fields, sent by its Find as a GET).
    const again = await openLocation(
      ADMIN,
      ids.room,
      `?moveq=picker%20site&intent=move&parent_id=${ids.annex}`,
    );
    expect(again.data.movePicker?.chosen.map((location) => location.id)).toEqual([ids.annex]);
    expect(again.data.movePicker?.matches?.some((match) => match.id === ids.annex)).toBe(false);
    const top = await openLocation(ADMIN, ids.room, "?moveq=picker&parent_id=top");
    expect(top.data.moveTopChosen).toBe(true);
    expect(top.data.movePicker?.chosen).toEqual([]);
    // No forms, so no candidates, for a user without edit_location.
    const worker = await openLocation(WORKER, ids.room, "?moveq=picker%20annex");
    expect(worker.data.canEdit).toBe(false);
    expect(worker.data.movePicker).toBeNull();
  });

  it("archived locations show only when asked for, marked; an archived location's page shows them", async () => {
    const ids = await tree("Hidden");
    const api = await apiAs(t, ADMIN);
    await api.put(`/hierarchy/v1/locations/${ids.site}`, { archived: true });
    const { loader } = await index();
    const { cookie } = await t.signedIn(ADMIN);
    const hidden = await loader(get("/location-hierarchy", cookie));
    expect(hidden.data.top.some((node) => node.id === ids.site)).toBe(false);
    const shown = await loader(get("/location-hierarchy?include_archived=1", cookie));
    expect(shown.data.showArchived).toBe(true);
    expect(shown.data.top.find((node) => node.id === ids.site)).toMatchObject({ archived: true });

    const redirected = (await settle(() => openLocation(ADMIN, ids.building))) as Response;
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get("Location")).toBe(`/location-hierarchy/${ids.building}?include_archived=1`);
    const { data } = await openLocation(ADMIN, ids.building, "?include_archived=1");
    expect(data.selected).toMatchObject({ archived: true });
    expect(data.childrenOf[String(ids.site)]!.every((node) => node.archived)).toBe(true);
  });

  it("another company's location, a missing one and a malformed id are 404 pages", async () => {
    const other = await otherCompanyLocation();
    for (const id of [String(other.id), "999999999", "abc", "0", "1e3", "99999999999"]) {
      const result = (await settle(() => openLocation(ADMIN, id))) as Response;
      expect(result, id).toBeInstanceOf(Response);
      expect(result.status, id).toBe(404);
    }
  });

  it("the empty-state guard sends a company without locations to the empty page, except from its first action", async () => {
    const { loader } = await index();
    const { cookie } = await t.signedIn("starter@fresh.test"); // Greenfield: emptyState on, no locations
    const result = (await settle(() => loader(get("/location-hierarchy", cookie)))) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/locations/empty?state=no-data");
    const first = await loader(get("/location-hierarchy?first=1", cookie));
    expect(first.data.top).toEqual([]);
    expect(first.data.canEdit).toBe(true);
  });
});

describe("the hierarchy pages (actions)", () => {
  it("adds a top location from the tree's page and opens it", async () => {
    const { action } = await index();
    const { cookie } = await t.signedIn(ADMIN);
    const result = (await settle(() =>
      action(
        post("/location-hierarchy?index", cookie, [
          ["intent", "create"],
          ["name", "  Brand\tnew site "],
        ]),
      ),
    )) as Response;
    expect(result.status).toBe(302);
    const [row] = await t.db.select().from(locations).where(eq(locations.name, "Brand new site"));
    expect(row).toMatchObject({ companyId: DEMO_COMPANY_IDS.demoChemicals, parentId: null });
    expect(result.headers.get("Location")).toBe(`/location-hierarchy/${row!.id}`);
    expect(await toastOf(result)).toMatchObject({ type: "success", text: "“Brand new site” was added." });
  });

  it("adds a location inside the selected one", async () => {
    const ids = await tree("Add");
    const result = (await change(ADMIN, ids.room, [
      ["intent", "create"],
      ["name", "Add cabinet"],
    ])) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe(`/location-hierarchy/${ids.room}`);
    const room = await detailOf(t, ADMIN, ids.room);
    expect(room.children.map((child) => child.name)).toEqual(["Add cabinet"]);
  });

  it("refuses a missing or too long name with a message on the field, and saves nothing", async () => {
    const ids = await tree("Bad");
    const empty = (await change(ADMIN, ids.room, [
      ["intent", "create"],
      ["name", "   "],
    ])) as Reply;
    expect(empty.intent).toBe("create");
    expect(empty.result.status).toBe("error");
    expect(empty.result.error).toEqual({ name: ["Enter a name for the location."] });
    const long = (await change(ADMIN, ids.room, [
      ["intent", "create"],
      ["name", "x".repeat(201)],
    ])) as Reply;
    expect(long.result.error).toEqual({ name: ["The name can be at most 200 characters."] });
    const rename = (await change(ADMIN, ids.room, [["intent", "rename"]])) as Reply;
    expect(rename.intent).toBe("rename");
    expect(rename.result.error).toEqual({ name: ["Enter a name for the location."] });
    const room = await detailOf(t, ADMIN, ids.room);
    expect(room.children).toEqual([]);
    expect(room.name).toBe("Bad room");
  });

  it("renames a location", async () => {
    const ids = await tree("Rename");
    const result = (await change(ADMIN, ids.room, [
      ["intent", "rename"],
      ["name", "Rename lab"],
    ])) as Response;
    expect(result.headers.get("Location")).toBe(`/location-hierarchy/${ids.room}`);
    expect(await toastOf(result)).toMatchObject({
      type: "success",
      text: "The location is now called “Rename lab”.",
    });
    expect((await detailOf(t, ADMIN, ids.room)).name).toBe("Rename lab");
  });

  it("moves a location with everything inside it, and to the top level", async () => {
    const ids = await tree("Move");
    const result = (await change(ADMIN, ids.building, [
      ["intent", "move"],
      ["parent_id", String(ids.annex)],
    ])) as Response;
    expect(result.status).toBe(302);
    expect(await toastOf(result)).toMatchObject({ type: "success", text: "“Move building” was moved." });
    const room = await detailOf(t, ADMIN, ids.room);
    expect(room.path.map((step) => step.name)).toEqual([
      "Move site",
      "Move annex",
      "Move building",
      "Move room",
    ]);

    await change(ADMIN, ids.building, [
      ["intent", "move"],
      ["parent_id", "top"],
    ]);
    expect((await detailOf(t, ADMIN, ids.building)).parent).toBeNull();
  });

  it("refuses to move a location under itself or inside it, with the API's message on the choice", async () => {
    const ids = await tree("Loop");
    const reply = (await change(
      ADMIN,
      ids.site,
      [
        ["intent", "move"],
        ["parent_id", String(ids.room)],
      ],
      "?moveq=loop",
    )) as Reply;
    expect(reply.intent).toBe("move");
    expect(reply.result.error).toEqual({ parent_id: [MOVED_UNDER_ITSELF] });
    expect(reply.result.initialValue).toMatchObject({ parent_id: String(ids.room) });
    // The picker comes back with the posted location chosen, with its path, and the search's matches.
    expect(reply.picker?.chosen.map((location) => location.path)).toEqual([
      "Loop site › Loop building › Loop room",
    ]);
    expect(reply.picker?.q).toBe("loop");
    const self = (await change(ADMIN, ids.site, [
      ["intent", "move"],
      ["parent_id", String(ids.site)],
    ])) as Reply;
    expect(self.result.error).toEqual({ parent_id: [MOVED_UNDER_ITSELF] });
    expect((await detailOf(t, ADMIN, ids.site)).parent).toBeNull();

    const nothing = (await change(ADMIN, ids.site, [["intent", "move"]])) as Reply;
    expect(nothing.result.error).toEqual({ parent_id: ["Choose where to move the location."] });
    const junk = (await change(ADMIN, ids.site, [
      ["intent", "move"],
      ["parent_id", "somewhere"],
    ])) as Reply;
    expect(junk.result.error).toEqual({ parent_id: ["Choose one of the locations listed."] });
  });

  it("archives a location with its subtree, and unarchives them together", async () => {
    const ids = await tree("Shelve");
    const archived = (await change(ADMIN, ids.building, [["intent", "archive"]])) as Response;
    expect(archived.status).toBe(302);
    expect(archived.headers.get("Location")).toBe(`/location-hierarchy/${ids.building}?include_archived=1`);
    expect(await toastOf(archived)).toMatchObject({
      type: "success",
      text: "“Shelve building” and everything inside it were archived.",
    });
    expect((await detailOf(t, ADMIN, ids.building)).archived).toBe(true);
    expect((await detailOf(t, ADMIN, ids.room)).archived).toBe(true);
    expect((await detailOf(t, ADMIN, ids.site)).archived).toBe(false);

    // The room can't come back while its parent is archived: the API's message on the form.
    const refused = (await change(
      ADMIN,
      ids.room,
      [["intent", "unarchive"]],
      "?include_archived=1",
    )) as Reply;
    expect(refused.intent).toBe("unarchive");
    expect(refused.result.status).toBe("error");
    expect(refused.result.error?.[""]?.length).toBeGreaterThan(0);
    expect((await detailOf(t, ADMIN, ids.room)).archived).toBe(true);

    const restored = (await change(
      ADMIN,
      ids.building,
      [["intent", "unarchive"]],
      "?include_archived=1",
    )) as Response;
    expect(restored.headers.get("Location")).toBe(`/location-hierarchy/${ids.building}?include_archived=1`);
    expect((await detailOf(t, ADMIN, ids.building)).archived).toBe(false);
    expect((await detailOf(t, ADMIN, ids.room)).archived).toBe(false);
  });

  it("a user without edit_location is refused by the guard, and nothing is saved", async () => {
    const ids = await tree("Guard");
    for (const fields of [
      [
        ["intent", "create"],
        ["name", "Sneaky"],
      ],
      [
        ["intent", "rename"],
        ["name", "Sneaky"],
      ],
      [
        ["intent", "move"],
        ["parent_id", "top"],
      ],
      [["intent", "archive"]],
    ] as [string, string][][]) {
      const result = (await change(WORKER, ids.building, fields)) as Response;
      expect(result.status).toBe(302);
      expect(result.headers.get("Location")).toBe("/main");
      expect(await toastOf(result)).toMatchObject({ type: "warning" });
    }
    const { action } = await index();
    const { cookie } = await t.signedIn(WORKER);
    const top = (await settle(() =>
      action(
        post("/location-hierarchy?index", cookie, [
          ["intent", "create"],
          ["name", "Sneaky"],
        ]),
      ),
    )) as Response;
    expect(top.headers.get("Location")).toBe("/main");
    const building = await detailOf(t, ADMIN, ids.building);
    expect(building).toMatchObject({ name: "Guard building", parent: ids.site, archived: false });
    expect(building.children.map((child) => child.name)).toEqual(["Guard room"]);
    expect(await t.db.select().from(locations).where(eq(locations.name, "Sneaky"))).toEqual([]);
  });

  it("another company's location: the error catalogue's toast on the page, and nothing changes", async () => {
    const other = await otherCompanyLocation();
    const result = (await change(ADMIN, other.id, [
      ["intent", "rename"],
      ["name", "Taken over"],
    ])) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe(`/location-hierarchy/${other.id}`);
    expect(await toastOf(result)).toMatchObject({ type: "error", text: "Not found" });
    const archive = (await change(ADMIN, other.id, [["intent", "archive"]])) as Response;
    expect(await toastOf(archive)).toMatchObject({ type: "error", text: "Not found" });
    const [row] = await t.db.select().from(locations).where(eq(locations.id, other.id));
    expect(row).toMatchObject({ name: other.name, archived: false });
  });

  it("an unknown intent is a bad request; only 'create' is known on the tree's page", async () => {
    const ids = await tree("Intent");
    const result = (await change(ADMIN, ids.site, [["intent", "explode"]])) as Response;
    expect(result.status).toBe(400);
    const { action } = await index();
    const { cookie } = await t.signedIn(ADMIN);
    const top = (await settle(() =>
      action(post("/location-hierarchy?index", cookie, [["intent", "archive"]])),
    )) as Response;
    expect(top.status).toBe(400);
  });
});
