import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ApiApp } from "../../api/env";
import { setApiForTests } from "../../api/instance";
import type { LocationMatch } from "../../api/locations/schemas";
import { chemicalBoardGroups, locations } from "../../db/schema";
import { DEMO_COMPANY_IDS } from "../../seed/seed";
import { settle, setupAppTest } from "../support/app";
import {
  apiAs,
  cookiePair,
  createLocation,
  detailOf,
  get,
  post,
  toastOf,
  type AppTest,
  type Reply,
} from "./locations-support";

/** /locations, /locations/{id}/information, the favourites star and the recent-locations cookie. */

let t: AppTest;
let realApi: ApiApp;
beforeAll(async () => {
  t = await setupAppTest();
  realApi = t.api;
});
afterEach(() => setApiForTests(realApi));
afterAll(() => t.close());

const ADMIN = "admin@demo.test";
const SAFETY = "safety@demo.test";
const WORKER = "worker@demo.test";
const GUEST = "guest@demo.test";

async function favoritesOf(email: string): Promise<number[]> {
  const api = await apiAs(t, email);
  const { data } = await api.get<{ data: LocationMatch[] }>("/user/v1/user/favorites");
  return data.map((location) => location.id);
}

/** A new approval board of the company; its id. */
async function addBoard(companyId: number, name: string): Promise<number> {
  const [row] = await t.db
    .insert(chemicalBoardGroups)
    .values({ companyId, name })
    .returning({ id: chemicalBoardGroups.id });
  return row!.id;
}

async function otherCompanyLocationId() {
  const [row] = await t.db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.companyId, DEMO_COMPANY_IDS.otherIndustries))
    .limit(1);
  return row!.id;
}

/** Opens a location's information page with the given cookies; answers the loader's result. */
async function information(id: number | string, cookie: string) {
  const { loader } = await import("~/features/locations/routes/information");
  return loader(get(`/locations/${id}/information`, cookie, { locationId: String(id) }));
}

describe("/locations/{id}/information", () => {
  it("warns about products stored together that must not be (TRGS 510) and links to the products", async () => {
    const [row] = await t.db
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.name, "Fume cupboard"))
      .limit(1);
    const { cookie } = await t.signedIn(WORKER);
    const { data } = await information(row!.id, cookie);
    expect(data.location.counts.products).toBeGreaterThan(1);
    const names = (data.storageWarning?.incompatible ?? []).flatMap((pair) => [pair.a.name, pair.b.name]);
    expect(names.sort()).toEqual(["Ethanol", "Hydrogen peroxide 35 %"]);
  });

  it("shows a location: path, parent, children, editors, board group, counts and dates", async () => {
    const site = await createLocation(t, ADMIN, "Info site");
    const hall = await createLocation(t, ADMIN, "Info hall", site);
    await createLocation(t, ADMIN, "Info shelf", hall);
    const { cookie } = await t.signedIn(ADMIN);
    const { data, init } = await information(hall, cookie);
    expect(data.title).toBe("Info hall – Location information – ChemSafe");
    expect(data.location).toMatchObject({
      id: hall,
      name: "Info hall",
      parent: site,
      chemical_board_group_id: null,
    });
    expect(data.location.path.map((step) => step.name)).toEqual(["Info site", "Info hall"]);
    expect(data.location.children.map((child) => child.name)).toEqual(["Info shelf"]);
    expect(data.location.counts).toMatchObject({ children: 1, descendants: 1, products: 0 });
    expect(data.location.editors.map((editor) => editor.name)).toEqual(
      expect.arrayContaining(["Anna Admin", "Siri Safety"]),
    );
    expect(data.location.editors.map((editor) => editor.name)).not.toContain("Wenche Worker");
    expect(data.created).toMatch(/^\d{2}\/\d{2}\/\d{2}$/);
    expect(data.updated).toMatch(/^\d{2}\/\d{2}\/\d{2}$/);
    expect(data.canEdit).toBe(true);
    expect(data.canFavorite).toBe(true);
    // The company's approval boards: the choices of the board form and the name in the details.
    expect(data.boards.map((board) => board.name)).toEqual(
      expect.arrayContaining(["Depot board", "Laboratory board"]),
    );
    expect(new Headers(init?.headers).get("Set-Cookie")).toMatch(/^chemsafe_recent_locations=/);

    const worker = await information(hall, (await t.signedIn(WORKER)).cookie);
    expect(worker.data.canEdit).toBe(false);
  });

  it("another company's location and a malformed id are 404 pages; no session goes to sign-in", async () => {
    const { cookie } = await t.signedIn(ADMIN);
    for (const id of [String(await otherCompanyLocationId()), "123456789", "x1"]) {
      const result = (await settle(() => information(id, cookie))) as Response;
      expect(result.status, id).toBe(404);
    }
    const { loader } = await import("~/features/locations/routes/information");
    const anonymous = (await settle(() =>
      loader(get("/locations/1/information", undefined, { locationId: "1" })),
    )) as Response;
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/auth\?redirectTo=/);
  });

  it("renames and sets or clears the approval board in place", async () => {
    const { action } = await import("~/features/locations/routes/information");
    const id = await createLocation(t, ADMIN, "Board room");
    const board = await addBoard(DEMO_COMPANY_IDS.demoChemicals, "Board room board");
    const { cookie } = await t.signedIn(SAFETY);
    const url = `/locations/${id}/information`;
    const params = { locationId: String(id) };

    const renamed = (await settle(() =>
      action(
        post(
          url,
          cookie,
          [
            ["intent", "rename"],
            ["name", "Board room 2"],
          ],
          params,
        ),
      ),
    )) as Response;
    expect(renamed.status).toBe(302);
    expect(renamed.headers.get("Location")).toBe(url);
    expect(await toastOf(renamed)).toMatchObject({
      type: "success",
      text: "The location is now called “Board room 2”.",
    });

    const set = (await settle(() =>
      action(
        post(
          url,
          cookie,
          [
            ["intent", "boardGroup"],
            ["chemical_board_group_id", String(board)],
          ],
          params,
        ),
      ),
    )) as Response;
    expect(set.headers.get("Location")).toBe(url);
    expect(await toastOf(set)).toMatchObject({
      type: "success",
      text: "The approval board of “Board room 2” is saved.",
    });
    expect(await detailOf(t, ADMIN, id)).toMatchObject({
      name: "Board room 2",
      chemical_board_group_id: board,
    });

    await settle(() =>
      action(
        post(
          url,
          cookie,
          [
            ["intent", "boardGroup"],
            ["chemical_board_group_id", ""],
          ],
          params,
        ),
      ),
    );
    expect((await detailOf(t, ADMIN, id)).chemical_board_group_id).toBeNull();
  });

  it("refuses bad input with messages on the fields, and saves nothing", async () => {
    const { action } = await import("~/features/locations/routes/information");
    const id = await createLocation(t, ADMIN, "Strict room");
    const { cookie } = await t.signedIn(ADMIN);
    const url = `/locations/${id}/information`;
    const params = { locationId: String(id) };
    const theirs = await addBoard(DEMO_COMPANY_IDS.otherIndustries, "Their board");
    for (const value of ["twelve", "1.5", "-3", "0", "99999999999", String(theirs), "424242"]) {
      const reply = (await action(
        post(
          url,
          cookie,
          [
            ["intent", "boardGroup"],
            ["chemical_board_group_id", value],
          ],
          params,
        ),
      )) as Reply;
      expect(reply.intent, value).toBe("boardGroup");
      expect(reply.result.error, value).toEqual({
        chemical_board_group_id: ["Choose one of the approval boards in the list, or None."],
      });
    }
    const empty = (await action(
      post(
        url,
        cookie,
        [
          ["intent", "rename"],
          ["name", ""],
        ],
        params,
      ),
    )) as Reply;
    expect(empty.result.error).toEqual({ name: ["Enter a name for the location."] });
    expect(await detailOf(t, ADMIN, id)).toMatchObject({
      name: "Strict room",
      chemical_board_group_id: null,
    });
  });

  it("a user without edit_location is refused, and another company's location is not found", async () => {
    const { action } = await import("~/features/locations/routes/information");
    const id = await createLocation(t, ADMIN, "Guarded room");
    const worker = (await settle(async () =>
      action(
        post(
          `/locations/${id}/information`,
          (await t.signedIn(WORKER)).cookie,
          [
            ["intent", "rename"],
            ["name", "Mine"],
          ],
          {
            locationId: String(id),
          },
        ),
      ),
    )) as Response;
    expect(worker.headers.get("Location")).toBe("/main");
    expect((await detailOf(t, ADMIN, id)).name).toBe("Guarded room");

    const other = await otherCompanyLocationId();
    const foreign = (await settle(async () =>
      action(
        post(
          `/locations/${other}/information`,
          (await t.signedIn(ADMIN)).cookie,
          [
            ["intent", "rename"],
            ["name", "Mine"],
          ],
          {
            locationId: String(other),
          },
        ),
      ),
    )) as Response;
    expect(foreign.headers.get("Location")).toBe(`/locations/${other}/information`);
    expect(await toastOf(foreign)).toMatchObject({ type: "error", text: "Not found" });
    const [row] = await t.db.select().from(locations).where(eq(locations.id, other));
    expect(row!.name).not.toBe("Mine");
  });
});

describe("favourites (the star)", () => {
  async function star(email: string, fields: [string, string][]) {
    const { action } = await import("~/features/locations/routes/favorites");
    const { cookie } = await t.signedIn(email);
    return (await settle(() => action(post("/locations/favorites", cookie, fields)))) as Response;
  }

  it("adds and removes one location, each with its own call, then back to the page with the toast", async () => {
    const id = await createLocation(t, ADMIN, "Star room");
    const added = await star(WORKER, [
      ["location_id", String(id)],
      ["favorite", "add"],
      ["redirectTo", `/location-hierarchy/${id}?q=star`],
    ]);
    expect(added.status).toBe(302);
    expect(added.headers.get("Location")).toBe(`/location-hierarchy/${id}?q=star`);
    expect(await toastOf(added)).toMatchObject({
      type: "success",
      text: "Your favourites have been synchronized",
      timeout: 2500,
    });
    expect(await favoritesOf(WORKER)).toContain(id);
    // The star shows it from now on.
    const { cookie } = await t.signedIn(WORKER);
    expect((await information(id, cookie)).data.location.is_favorite).toBe(true);

    const removed = await star(WORKER, [
      ["location_id", String(id)],
      ["favorite", "remove"],
      ["redirectTo", "/locations"],
    ]);
    expect(removed.headers.get("Location")).toBe("/locations");
    expect(await toastOf(removed)).toMatchObject({ text: "Your favourites have been synchronized" });
    expect(await favoritesOf(WORKER)).not.toContain(id);
  });

  it("sends additions and removals to separate calls", async () => {
    const calls: string[] = [];
    setApiForTests({
      request: (path: string, init?: RequestInit) => {
        if (path.includes("/favorites"))
          calls.push(`${init?.method ?? "GET"} ${path} ${String(init?.body ?? "")}`);
        return realApi.request(path, init);
      },
    } as unknown as ApiApp);
    const id = await createLocation(t, ADMIN, "Counted room");
    await star(WORKER, [
      ["location_id", String(id)],
      ["favorite", "add"],
    ]);
    await star(WORKER, [
      ["location_id", String(id)],
      ["favorite", "remove"],
    ]);
    expect(calls).toEqual([
      `POST /api/user/v1/user/favorites/create {"data":{"locations":[${id}]}}`,
      `POST /api/user/v1/user/favorites/delete {"data":{"locations":[${id}]}}`,
    ]);
  });

  it("an answer whose status is not 'success' shows 'An error occurred'", async () => {
    setApiForTests({
      request: (path: string, init?: RequestInit) =>
        path.includes("/favorites/")
          ? new Response(JSON.stringify({ status: "error", data: null }), {
              status: 200,
              headers: { "Content-Type": "application/json" },
            })
          : realApi.request(path, init),
    } as unknown as ApiApp);
    const id = await createLocation(t, ADMIN, "Flaky room");
    const result = await star(WORKER, [
      ["location_id", String(id)],
      ["favorite", "add"],
      ["redirectTo", "/locations"],
    ]);
    expect(result.headers.get("Location")).toBe("/locations");
    expect(await toastOf(result)).toMatchObject({ type: "warning", text: "An error occurred" });
    setApiForTests(realApi);
    expect(await favoritesOf(WORKER)).not.toContain(id);
  });

  it("is for personal users only; bad input and foreign redirects are refused", async () => {
    const id = await createLocation(t, ADMIN, "Personal room");
    const guest = await star(GUEST, [
      ["location_id", String(id)],
      ["favorite", "add"],
      ["redirectTo", "/locations"],
    ]);
    expect(guest.headers.get("Location")).toBe("/locations");
    expect(await toastOf(guest)).toMatchObject({ type: "error", text: "Permission denied" });

    const bad = await star(WORKER, [
      ["location_id", "abc"],
      ["favorite", "add"],
      ["redirectTo", "/locations"],
    ]);
    expect(await toastOf(bad)).toMatchObject({ type: "error" });
    const evil = await star(WORKER, [
      ["location_id", String(id)],
      ["favorite", "add"],
      ["redirectTo", "//evil.example"],
    ]);
    expect(evil.headers.get("Location")).toBe("/locations");

    const other = await otherCompanyLocationId();
    const foreign = await star(WORKER, [
      ["location_id", String(other)],
      ["favorite", "add"],
    ]);
    expect(await toastOf(foreign)).toMatchObject({ type: "error" });
    expect(await favoritesOf(WORKER)).not.toContain(other);
  });
});

describe("/locations and the recent locations", () => {
  async function locationsPage(cookie: string) {
    const { loader } = await import("~/features/locations/routes/locations");
    return loader(get("/locations", cookie));
  }

  it("keeps the last five visited, newest first, in an HttpOnly, SameSite=Lax cookie for /", async () => {
    const ids: number[] = [];
    for (const name of ["R1", "R2", "R3", "R4", "R5", "R6"])
      ids.push(await createLocation(t, ADMIN, `Recent ${name}`));
    const { cookie } = await t.signedIn(SAFETY);
    const { loader } = await import("~/features/locations/routes/hierarchy");
    let recent = "";
    let setCookie = "";
    for (const id of [ids[0]!, ids[1]!, ids[2]!, ids[0]!, ids[3]!, ids[4]!, ids[5]!]) {
      const visit =
        id === ids[3]
          ? await information(id, [cookie, recent].filter(Boolean).join("; "))
          : await loader(
              get(`/location-hierarchy/${id}`, [cookie, recent].filter(Boolean).join("; "), {
                locationId: String(id),
              }),
            );
      setCookie = new Headers(visit.init?.headers).get("Set-Cookie")!;
      recent = cookiePair(setCookie);
    }
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);

    const data = await locationsPage(`${cookie}; ${recent}`);
    expect(data.recent.map((entry) => entry.id)).toEqual([ids[5], ids[4], ids[3], ids[0], ids[2]]);
    expect(data.recent[0]!.path.map((step) => step.name)).toEqual(["Recent R6"]);
  });

  it("skips recent ids that no longer resolve, and ignores a forged cookie", async () => {
    const { rememberLocation } = await import("~/features/locations/recent-locations.server");
    const kept = await createLocation(t, ADMIN, "Kept room");
    const gone = await createLocation(t, ADMIN, "Gone room");
    const api = await apiAs(t, ADMIN);
    await api.put(`/hierarchy/v1/locations/${gone}`, { archived: true });
    const other = await otherCompanyLocationId();
    let recent = "";
    for (const id of [kept, gone, other, 987654321]) {
      recent = cookiePair(
        await rememberLocation(new Request("http://app.test/", { headers: { Cookie: recent } }), id),
      );
    }
    const { cookie } = await t.signedIn(ADMIN);
    const data = await locationsPage(`${cookie}; ${recent}`);
    expect(data.recent.map((entry) => entry.id)).toEqual([kept]);

    const forged = `chemsafe_recent_locations=${Buffer.from(JSON.stringify([other])).toString("base64")}`;
    const forgedPage = await locationsPage(`${cookie}; ${forged}`);
    expect(forgedPage.recent).toEqual([]);
  });

  it("shows favourites first for personal users, then recent, then the top level", async () => {
    const site = await createLocation(t, ADMIN, "Fav site");
    const shelf = await createLocation(t, ADMIN, "Fav shelf", site);
    const api = await apiAs(t, ADMIN);
    await api.post("/user/v1/user/favorites/create", { data: { locations: [shelf] } });
    const { cookie } = await t.signedIn(ADMIN);
    const data = await locationsPage(cookie);
    expect(data.title).toBe("Locations – ChemSafe");
    expect(data.canFavorite).toBe(true);
    expect(data.favorites).not.toBe("failed");
    const favorite = (
      data.favorites as { id: number; path: { name: string }[]; is_favorite: boolean }[]
    ).find((entry) => entry.id === shelf);
    expect(favorite?.path.map((step) => step.name)).toEqual(["Fav site", "Fav shelf"]);
    expect(favorite?.is_favorite).toBe(true);
    expect(data.recent).toEqual([]);
    expect(data.top.find((node) => node.id === site)).toMatchObject({ child_count: 1 });
    expect(data.top.every((node) => node.parent === null)).toBe(true);

    const guest = await locationsPage((await t.signedIn(GUEST)).cookie);
    expect(guest.favorites).toBeNull();
    expect(guest.canFavorite).toBe(false);
  });

  it("says when the favourites could not be loaded", async () => {
    setApiForTests({
      request: (path: string, init?: RequestInit) =>
        path.endsWith("/user/v1/user/favorites")
          ? new Response(JSON.stringify({ status: "fail" }), { status: 200 })
          : realApi.request(path, init),
    } as unknown as ApiApp);
    const data = await locationsPage((await t.signedIn(ADMIN)).cookie);
    expect(data.favorites).toBe("failed");
  });

  it("needs a session, and sends a company without locations to the empty page", async () => {
    const { loader } = await import("~/features/locations/routes/locations");
    const anonymous = (await settle(() => loader(get("/locations")))) as Response;
    expect(anonymous.headers.get("Location")).toBe("/auth?redirectTo=%2Flocations");
    const empty = (await settle(async () =>
      loader(get("/locations", (await t.signedIn("starter@fresh.test")).cookie)),
    )) as Response;
    expect(empty.status).toBe(302);
    expect(empty.headers.get("Location")).toBe("/locations/empty?state=no-data");
  });
});
