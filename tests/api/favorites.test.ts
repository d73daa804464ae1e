import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocationMatch, LocationNode } from "../../api/locations/schemas";
import { locationFavorites, locations, users } from "../../db/schema";
import { DEMO_COMPANY_IDS } from "../../seed/seed";
import { createHarness, locationIdOf, type ApiHarness } from "./helpers";

/** Favourite locations: GET /user/v1/user/favorites, POST …/favorites/create and …/favorites/delete. */

let h: ApiHarness;

beforeAll(async () => {
  h = await createHarness();
});

afterAll(async () => {
  await h.close();
});

const BASE = "/api/user/v1/user/favorites";
const DEMO = DEMO_COMPANY_IDS.demoChemicals;
const OTHER = DEMO_COMPANY_IDS.otherIndustries;
const ADMIN = "admin@demo.test";
const SAFETY = "safety@demo.test";
const GUEST = "guest@demo.test";

const idOf = (companyId: number, name: string) => locationIdOf(h.db, companyId, name);

async function userId(email: string): Promise<number> {
  const [row] = await h.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** The user's favourite location ids, straight from the database. */
async function stored(email: string): Promise<number[]> {
  const rows = await h.db
    .select({ id: locationFavorites.locationId })
    .from(locationFavorites)
    .where(eq(locationFavorites.userId, await userId(email)))
    .orderBy(locationFavorites.locationId);
  return rows.map((row) => row.id);
}

const change = (email: string, action: "create" | "delete", body: unknown) =>
  h.call(email, `${BASE}/${action}`, { method: "POST", body });
const body = (ids: number[]) => ({ data: { locations: ids } });

describe("GET /user/v1/user/favorites", () => {
  it("answers the seeded favourites by name, each with its path", async () => {
    const res = await h.call(ADMIN, BASE);
    expect(res.status).toBe(200);
    const answer = res.body as { status: string; data: LocationMatch[] };
    expect(answer.status).toBe("success");
    expect(answer.data).toEqual([
      {
        id: await idOf(DEMO, "Laboratory 1"),
        parent: await idOf(DEMO, "Building A"),
        name: "Laboratory 1",
        is_favorite: true,
        archived: false,
        chemical_board_group_id: null,
        path: [
          { id: await idOf(DEMO, "Oslo plant"), name: "Oslo plant" },
          { id: await idOf(DEMO, "Building A"), name: "Building A" },
          { id: await idOf(DEMO, "Laboratory 1"), name: "Laboratory 1" },
        ],
      },
      {
        id: await idOf(DEMO, "Warehouse"),
        parent: await idOf(DEMO, "Building B"),
        name: "Warehouse",
        is_favorite: true,
        archived: false,
        chemical_board_group_id: null,
        path: [
          { id: await idOf(DEMO, "Oslo plant"), name: "Oslo plant" },
          { id: await idOf(DEMO, "Building B"), name: "Building B" },
          { id: await idOf(DEMO, "Warehouse"), name: "Warehouse" },
        ],
      },
    ]);
  });

  it("is per user: a colleague without favourites gets an empty list", async () => {
    expect((await h.call("operator@demo.test", BASE)).body).toEqual({ status: "success", data: [] });
  });

  it("includes archived favourites, flagged", async () => {
    const old = await idOf(DEMO, "Old laboratory");
    expect((await change(SAFETY, "create", body([old]))).status).toBe(200);
    const list = (await h.call(SAFETY, BASE)).body as { data: LocationMatch[] };
    expect(list.data.map((l) => [l.name, l.archived, l.is_favorite])).toEqual([
      ["Old laboratory", true, true],
    ]);
    await change(SAFETY, "delete", body([old]));
  });

  it("needs a bearer token", async () => {
    expect((await h.call(null, BASE)).status).toBe(401);
  });
});

describe("POST /user/v1/user/favorites/create and /delete", () => {
  it("adds and removes, idempotently, answering the favourite ids afterwards", async () => {
    const lab2 = await idOf(DEMO, "Laboratory 2");
    const rack = await idOf(DEMO, "Rack A");
    const added = await change(SAFETY, "create", body([rack, lab2, lab2]));
    expect(added.status).toBe(200);
    expect(added.body).toEqual({
      status: "success",
      data: { locations: [lab2, rack].sort((a, b) => a - b) },
    });
    expect(await stored(SAFETY)).toEqual([lab2, rack].sort((a, b) => a - b));

    // Adding an existing favourite again is no error.
    const again = await change(SAFETY, "create", body([lab2]));
    expect(again.status).toBe(200);
    expect(again.body).toEqual(added.body);

    const removed = await change(SAFETY, "delete", body([lab2]));
    expect(removed.body).toEqual({ status: "success", data: { locations: [rack] } });
    // Removing one that is not there is no error either.
    const twice = await change(SAFETY, "delete", body([lab2]));
    expect(twice.status).toBe(200);
    expect(twice.body).toEqual({ status: "success", data: { locations: [rack] } });
    expect(await stored(SAFETY)).toEqual([rack]);
    // Another user's favourites are untouched.
    expect(await stored(ADMIN)).toEqual(
      [await idOf(DEMO, "Laboratory 1"), await idOf(DEMO, "Warehouse")].sort((a, b) => a - b),
    );
    await change(SAFETY, "delete", body([rack]));
  });

  it("shows in is_favorite of the lists", async () => {
    const buildingB = await idOf(DEMO, "Building B");
    const workshop = await idOf(DEMO, "Workshop");
    const flags = async () => {
      const res = await h.call(SAFETY, `/api/hierarchy/v1/locations?parent_id=${buildingB}`);
      return (res.body as { data: LocationNode[] }).data.map((l) => [l.name, l.is_favorite]);
    };
    expect(await flags()).toEqual([
      ["Production hall", false],
      ["Warehouse", false],
      ["Workshop", false],
    ]);
    await change(SAFETY, "create", body([workshop]));
    expect(await flags()).toEqual([
      ["Production hall", false],
      ["Warehouse", false],
      ["Workshop", true],
    ]);
    await change(SAFETY, "delete", body([workshop]));
    expect((await flags()).some(([, favorite]) => favorite)).toBe(false);
  });

  it("answers 404 for another company's location, exactly like a missing one, and changes nothing", async () => {
    const before = await stored(ADMIN);
    const lab2 = await idOf(DEMO, "Laboratory 2");
    const leeds = await idOf(OTHER, "Leeds works");
    for (const action of ["create", "delete"] as const) {
      // All or nothing: the valid id next to the foreign one is not added (or removed) either.
      const foreign = await change(ADMIN, action, body([lab2, leeds]));
      expect(foreign.status, action).toBe(404);
      expect(foreign.body).toEqual({ status: "error", message: "Not found" });
      expect(foreign.text).not.toContain("Leeds");
      const missing = await change(ADMIN, action, body([lab2, 2_000_000_000]));
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual(foreign.body);
    }
    const labOne = await idOf(DEMO, "Laboratory 1");
    expect((await change(ADMIN, "delete", body([labOne, leeds]))).status).toBe(404);
    expect(await stored(ADMIN)).toEqual(before);
    // And the other company cannot favourite Demo Chemicals' locations.
    expect((await change("admin@other.test", "create", body([lab2]))).status).toBe(404);
    expect(await stored("admin@other.test")).toEqual([]);
  });

  it("answers 403 to a user who is not personal, for every call, and changes nothing", async () => {
    const [guest] = await h.db.select().from(users).where(eq(users.email, GUEST));
    expect(guest?.isPersonal).toBe(false);
    const lab2 = await idOf(DEMO, "Laboratory 2");
    const denied = { status: "error", message: "Permission denied" };
    const list = await h.call(GUEST, BASE);
    expect(list.status).toBe(403);
    expect(list.body).toEqual(denied);
    for (const action of ["create", "delete"] as const) {
      for (const payload of [body([lab2]), {}]) {
        const res = await change(GUEST, action, payload);
        expect(res.status, action).toBe(403);
        expect(res.body).toEqual(denied);
      }
    }
    expect(await stored(GUEST)).toEqual([]);
  });

  const invalid: [string, unknown, string][] = [
    ["no body fields", {}, "data"],
    ["no locations", { data: {} }, "data.locations"],
    ["an empty list", body([]), "data.locations"],
    ["101 ids", body(Array.from({ length: 101 }, (_, i) => i + 1)), "data.locations"],
    ["an id that is text", { data: { locations: ["12"] } }, "data.locations.0"],
    ["an id of 0", body([0]), "data.locations.0"],
    ["a fractional id", body([1.5]), "data.locations.0"],
    ["locations that are not a list", { data: { locations: 12 } }, "data.locations"],
    ["an unknown field", { data: { locations: [1] }, extra: true }, "extra"],
  ];

  it.each(invalid)(
    "answers 422 with status error for %s, and changes nothing",
    async (_name, payload, field) => {
      const before = await stored(ADMIN);
      for (const action of ["create", "delete"] as const) {
        const res = await change(ADMIN, action, payload);
        expect(res.status, action).toBe(422);
        expect(res.body).toMatchObject({ status: "error", message: "The given data was invalid." });
        expect(Object.keys((res.body as { errors: object }).errors)).toContain(field);
      }
      expect(await stored(ADMIN)).toEqual(before);
    },
  );

  it("accepts 100 ids at once", async () => {
    const rows = await h.db.select({ id: locations.id }).from(locations).where(eq(locations.companyId, DEMO));
    const ids = rows.map((row) => row.id);
    const hundred = Array.from({ length: 100 }, (_, i) => ids[i % ids.length]!);
    const res = await change("operator@demo.test", "create", body(hundred));
    expect(res.status).toBe(200);
    expect((res.body as { data: { locations: number[] } }).data.locations).toHaveLength(ids.length);
    expect((await change("operator@demo.test", "delete", body(hundred))).body).toEqual({
      status: "success",
      data: { locations: [] },
    });
  });

  it("goes when the user goes (foreign keys cascade)", async () => {
    const id = await userId("evaluator@demo.test");
    await change("evaluator@demo.test", "create", body([await idOf(DEMO, "Laboratory 2")]));
    expect(await stored("evaluator@demo.test")).toHaveLength(1);
    await h.db.delete(users).where(eq(users.id, id));
    const rows = await h.db.select().from(locationFavorites).where(eq(locationFavorites.userId, id));
    expect(rows).toEqual([]);
  });
});
