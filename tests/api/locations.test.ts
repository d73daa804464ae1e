import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import type { OpenApiDocument } from "../../api/openapi";
import type {
  Location,
  LocationDetail,
  LocationMatch,
  LocationNode,
  LocationTemplate,
} from "../../api/locations/schemas";
import { chemicalBoardGroups, locations } from "../../db/schema";
import { DEMO_COMPANY_IDS } from "../../seed/seed";
import {
  ADMIN,
  createHarness,
  DEMO,
  locationIdOf,
  NOT_FOUND,
  OTHER,
  OTHER_ADMIN,
  WORKER,
  type ApiHarness,
} from "./helpers";

/** The reading side of the hierarchy: children, top, filter, detail, template, /location/v3. */

let h: ApiHarness;

beforeAll(async () => {
  h = await createHarness();
});

afterAll(async () => {
  await h.close();
});

const PATH = "/api/hierarchy/v1/locations";

const idOf = (companyId: number, name: string) => locationIdOf(h.db, companyId, name);

async function get<T>(email: string, path: string): Promise<T> {
  const res = await h.call(email, path);
  expect(res.status, `${path}: ${res.text}`).toBe(200);
  return (res.body as { data: T }).data;
}

const names = (list: { name: string }[]) => list.map((location) => location.name);

/** Inserts locations straight into the database: [name, parent name or null, archived?]. */
async function addLocations(companyId: number, rows: [string, string | null, boolean?][]) {
  const ids: Record<string, number> = {};
  for (const [name, parent, archived = false] of rows) {
    const [row] = await h.db
      .insert(locations)
      .values({ companyId, name, parentId: parent === null ? null : ids[parent]!, archived })
      .returning({ id: locations.id });
    ids[name] = row!.id;
  }
  return ids;
}

describe("GET /hierarchy/v1/locations?top=true", () => {
  it("lists the top locations by name, with their child counts", async () => {
    const top = await get<LocationNode[]>(ADMIN, `${PATH}?top=true`);
    // Bergen depot names the seeded Depot board.
    const [depotBoard] = await h.db
      .select({ id: chemicalBoardGroups.id })
      .from(chemicalBoardGroups)
      .where(eq(chemicalBoardGroups.name, "Depot board"));
    expect(top).toEqual([
      {
        id: await idOf(DEMO, "Bergen depot"),
        parent: null,
        name: "Bergen depot",
        is_favorite: false,
        archived: false,
        chemical_board_group_id: depotBoard!.id,
        child_count: 3,
      },
      {
        id: await idOf(DEMO, "Oslo plant"),
        parent: null,
        name: "Oslo plant",
        is_favorite: false,
        archived: false,
        chemical_board_group_id: null,
        child_count: 3,
      },
    ]);
    expect(await get(ADMIN, `${PATH}?top=1`)).toEqual(top);
    // Any user of the company may read; another company sees only its own.
    expect(names(await get<LocationNode[]>(WORKER, `${PATH}?top=true`))).toEqual(names(top));
    expect(names(await get<LocationNode[]>(OTHER_ADMIN, `${PATH}?top=true`))).toEqual(["Leeds works"]);
  });

  it("top=false is no mode: the whole tree", async () => {
    const whole = await get<Location[]>(ADMIN, `${PATH}?top=false`);
    expect(whole.length).toBeGreaterThan(30);
    expect(whole[0]).not.toHaveProperty("child_count");
  });
});

describe("GET /hierarchy/v1/locations?parent_id=", () => {
  it("lists the children sorted by name, archived ones (and their counts) only on request", async () => {
    const buildingA = await idOf(DEMO, "Building A");
    const children = await get<LocationNode[]>(ADMIN, `${PATH}?parent_id=${buildingA}`);
    expect(children.map((c) => [c.name, c.child_count, c.parent])).toEqual([
      ["Laboratory 1", 1, buildingA],
      ["Laboratory 2", 3, buildingA],
      ["Quality control lab", 2, buildingA],
    ]);
    const all = await get<LocationNode[]>(ADMIN, `${PATH}?parent_id=${buildingA}&include_archived=true`);
    expect(all.map((c) => [c.name, c.child_count, c.archived])).toEqual([
      ["Laboratory 1", 1, false],
      ["Laboratory 2", 3, false],
      ["Old laboratory", 1, true],
      ["Quality control lab", 2, false],
    ]);
    // The children of an archived location are archived too: hidden unless asked for.
    const old = await idOf(DEMO, "Old laboratory");
    expect(await get(ADMIN, `${PATH}?parent_id=${old}`)).toEqual([]);
    expect(names(await get(ADMIN, `${PATH}?parent_id=${old}&include_archived=1`))).toEqual([
      "Old solvent cabinet",
    ]);
  });

  it("sorts case-insensitively, then by id", async () => {
    const ids = await addLocations(DEMO_COMPANY_IDS.freshStartTwo, [
      ["Sort site", null],
      ["beta", "Sort site"],
      ["alpha", "Sort site"],
      ["Alpha", "Sort site"],
      ["Gamma", "Sort site"],
    ]);
    const children = await get<LocationNode[]>(
      "newcomer2@fresh.test",
      `${PATH}?parent_id=${ids["Sort site"]}`,
    );
    expect(children.map((c) => c.id)).toEqual([ids.alpha, ids.Alpha, ids.beta, ids.Gamma]);
  });

  it("answers 404 for another company's location, exactly like a missing one", async () => {
    const demoId = await idOf(DEMO, "Building A");
    const foreign = await h.call(OTHER_ADMIN, `${PATH}?parent_id=${demoId}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(NOT_FOUND);
    expect(foreign.text).not.toContain("Laboratory");
    const missing = await h.call(OTHER_ADMIN, `${PATH}?parent_id=2000000000`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(foreign.body);
  });

  it("marks the caller's favourites (admin@demo.test has Laboratory 1 and Warehouse)", async () => {
    const buildingA = await idOf(DEMO, "Building A");
    const mine = await get<LocationNode[]>(ADMIN, `${PATH}?parent_id=${buildingA}`);
    expect(mine.map((c) => [c.name, c.is_favorite])).toEqual([
      ["Laboratory 1", true],
      ["Laboratory 2", false],
      ["Quality control lab", false],
    ]);
    const theirs = await get<LocationNode[]>(WORKER, `${PATH}?parent_id=${buildingA}`);
    expect(theirs.every((c) => !c.is_favorite)).toBe(true);
  });
});

describe("GET /hierarchy/v1/locations?q=", () => {
  it("finds locations anywhere in the tree, each with its path from the top", async () => {
    const matches = await get<LocationMatch[]>(ADMIN, `${PATH}?q=flammables`);
    expect(matches).toEqual([
      {
        id: await idOf(DEMO, "Flammables cabinet"),
        parent: await idOf(DEMO, "Laboratory 1"),
        name: "Flammables cabinet",
        is_favorite: false,
        archived: false,
        chemical_board_group_id: null,
        path: [
          { id: await idOf(DEMO, "Oslo plant"), name: "Oslo plant" },
          { id: await idOf(DEMO, "Building A"), name: "Building A" },
          { id: await idOf(DEMO, "Laboratory 1"), name: "Laboratory 1" },
          { id: await idOf(DEMO, "Flammables cabinet"), name: "Flammables cabinet" },
        ],
      },
    ]);
    // One word finds the locations named with it first, then those below them (found by their path).
    const oslo = await get<LocationMatch[]>(ADMIN, `${PATH}?q=${encodeURIComponent("  oslo ")}`);
    expect(oslo[0]!.path.map((p) => p.name)).toEqual(["Oslo plant"]);
    expect(oslo.length).toBe(25);
    expect(oslo.slice(1).every((m) => m.path[0]!.name === "Oslo plant" && m.path.length > 1)).toBe(true);
  });

  it("finds a location by words of its path: every word in its own name or an ancestor's, in any order", async () => {
    const paths = async (q: string) =>
      (await get<LocationMatch[]>(ADMIN, `${PATH}?q=${encodeURIComponent(q)}`)).map((m) =>
        m.path.map((p) => p.name).join(" › "),
      );
    expect(await paths("building a laboratory")).toEqual([
      "Oslo plant › Building A › Laboratory 1",
      "Oslo plant › Building A › Laboratory 1 › Flammables cabinet",
      "Oslo plant › Building A › Laboratory 2",
      "Oslo plant › Building A › Laboratory 2 › Acids cabinet",
      "Oslo plant › Building A › Laboratory 2 › Bases cabinet",
      "Oslo plant › Building A › Laboratory 2 › Fume cupboard",
    ]);
    expect(await paths("FLAMMABLES oslo")).toEqual([
      "Oslo plant › Building A › Laboratory 1 › Flammables cabinet",
    ]);
    expect(await paths("oslo lab 1")).toEqual([
      "Oslo plant › Building A › Laboratory 1",
      "Oslo plant › Building A › Laboratory 1 › Flammables cabinet",
    ]);
    // Every word is needed: no location is below both sites.
    expect(await paths("oslo bergen")).toEqual([]);
    // A word is looked for inside one name, never across two.
    expect(await paths("plantbuilding")).toEqual([]);
  });

  it("reaches every one of many same-named locations through its parent's name", async () => {
    const rows: [string, string | null][] = [["Twin site", null]];
    for (let i = 0; i < 40; i++) {
      const hall = `Hall ${String(i).padStart(2, "0")}`;
      rows.push([hall, "Twin site"], [`Twin bay ${hall}`, hall]);
    }
    // The same name under every hall: [name, parent] pairs name the parent by its unique key above.
    const ids = await addLocations(DEMO_COMPANY_IDS.freshStartTwo, rows);
    for (const [key, id] of Object.entries(ids))
      if (key.startsWith("Twin bay "))
        await h.db.update(locations).set({ name: "Twin bay" }).where(eq(locations.id, id));
    const all = await get<LocationMatch[]>("newcomer2@fresh.test", `${PATH}?q=twin%20bay`);
    expect(all).toHaveLength(25);
    expect(names(all).every((name) => name === "Twin bay")).toBe(true);
    // Same-named, so ordered by path: Hall 00's first.
    expect(all[0]!.path.map((p) => p.name)).toEqual(["Twin site", "Hall 00", "Twin bay"]);
    const hall37 = await get<LocationMatch[]>(
      "newcomer2@fresh.test",
      `${PATH}?q=${encodeURIComponent("hall 37 twin bay")}`,
    );
    expect(hall37.map((m) => m.id)).toEqual([ids["Twin bay Hall 37"]]);
  });

  it("ranks the own name (equal, starts with, contains) before the matches found along the path", async () => {
    await addLocations(DEMO_COMPANY_IDS.freshStartTwo, [
      ["Ranking plant", null],
      ["Storage", "Ranking plant"],
      ["Storage room", "Ranking plant"],
      ["Cold storage", "Ranking plant"],
      ["Bin", "Storage"],
      ["Crate", "Cold storage"],
    ]);
    const search = async (q: string) =>
      names(await get<LocationMatch[]>("newcomer2@fresh.test", `${PATH}?q=${encodeURIComponent(q)}`));
    expect(await search("storage")).toEqual(["Storage", "Storage room", "Cold storage", "Crate", "Bin"]);
    expect(await search("storage room")).toEqual(["Storage room"]);
    expect(await search("ranking storage")).toEqual([
      "Cold storage",
      "Crate",
      "Storage",
      "Bin",
      "Storage room",
    ]);
  });

  it("puts the exact name first, then names that start with the text, then the rest, ties by name", async () => {
    await addLocations(DEMO_COMPANY_IDS.freshStartTwo, [
      ["Rank site", null],
      ["Chemical lab", "Rank site"],
      ["Labware store", "Chemical lab"],
      ["LAB", "Rank site"],
      ["Labels shelf", "Rank site"],
      ["Alab room", "Rank site"],
    ]);
    const matches = await get<LocationMatch[]>("newcomer2@fresh.test", `${PATH}?q=lab`);
    expect(names(matches)).toEqual(["LAB", "Labels shelf", "Labware store", "Alab room", "Chemical lab"]);
    expect(matches.find((m) => m.name === "Labware store")?.path.map((p) => p.name)).toEqual([
      "Rank site",
      "Chemical lab",
      "Labware store",
    ]);
    expect(names(await get<LocationMatch[]>("newcomer2@fresh.test", `${PATH}?q=lab&limit=2`))).toEqual([
      "LAB",
      "Labels shelf",
    ]);
  });

  it("takes %, _ and \\ literally", async () => {
    await addLocations(DEMO_COMPANY_IDS.freshStartTwo, [
      ["Literal site", null],
      ["100% ethanol", "Literal site"],
      ["A_B room", "Literal site"],
      ["C\\D room", "Literal site"],
    ]);
    const search = (q: string) =>
      get<LocationMatch[]>("newcomer2@fresh.test", `${PATH}?q=${encodeURIComponent(q)}`);
    expect(names(await search("%"))).toEqual(["100% ethanol"]);
    expect(names(await search("_"))).toEqual(["A_B room"]);
    expect(names(await search("\\"))).toEqual(["C\\D room"]);
  });

  it("hides archived locations unless asked for", async () => {
    expect(names(await get(ADMIN, `${PATH}?q=old`))).toEqual([]);
    expect(names(await get(ADMIN, `${PATH}?q=building%20a%20old`))).toEqual([]);
    expect(
      names(await get(ADMIN, `${PATH}?q=${encodeURIComponent("building a old")}&include_archived=true`)),
    ).toEqual(["Old laboratory", "Old solvent cabinet"]);
    const all = await get<LocationMatch[]>(ADMIN, `${PATH}?q=old&include_archived=true`);
    expect(all.map((m) => [m.name, m.archived])).toEqual([
      ["Old laboratory", true],
      ["Old solvent cabinet", true],
    ]);
  });

  it("defaults to 25 matches", async () => {
    const rows: [string, string | null][] = [["Many site", null]];
    for (let i = 0; i < 30; i++) rows.push([`Shelf ${String(i).padStart(2, "0")}`, "Many site"]);
    await addLocations(DEMO_COMPANY_IDS.freshStartTwo, rows);
    const matches = await get<LocationMatch[]>("newcomer2@fresh.test", `${PATH}?q=shelf`);
    expect(matches).toHaveLength(25);
    expect(matches[0]!.name).toBe("Shelf 00");
    // Another company's shelves are not among Demo Chemicals' matches.
    expect(names(await get(ADMIN, `${PATH}?q=shelf&limit=100`))).toEqual(["Reagent shelf"]);
  });

  it("marks favourites and never shows another company's locations", async () => {
    const matches = await get<LocationMatch[]>(ADMIN, `${PATH}?q=laboratory`);
    expect(matches.map((m) => [m.name, m.is_favorite])).toEqual([
      ["Laboratory 1", true],
      ["Laboratory 2", false],
      // Then what is below them, by path.
      ["Flammables cabinet", false],
      ["Acids cabinet", false],
      ["Bases cabinet", false],
      ["Fume cupboard", false],
    ]);
    const other = await h.call(OTHER_ADMIN, `${PATH}?q=laboratory`);
    expect(other.body).toEqual({ data: [] });
  });

  it("never matches a word with another company's names, along the path either", async () => {
    // Taken out again at the end: other tests count Other Industries' locations.
    const added = await addLocations(OTHER, [
      ["Isolation plant", null],
      ["Isolation laboratory", "Isolation plant"],
    ]);
    onTestFinished(async () => {
      await h.db.delete(locations).where(eq(locations.id, added["Isolation laboratory"]!));
      await h.db.delete(locations).where(eq(locations.id, added["Isolation plant"]!));
    });
    const search = async (email: string, q: string) =>
      names(await get<LocationMatch[]>(email, `${PATH}?q=${encodeURIComponent(q)}`));
    expect(await search(ADMIN, "isolation")).toEqual([]);
    expect(await search(ADMIN, "isolation laboratory")).toEqual([]);
    expect(await search(OTHER_ADMIN, "isolation laboratory")).toEqual(["Isolation laboratory"]);
    expect(await search(OTHER_ADMIN, "oslo")).toEqual([]);
    expect(await search(OTHER_ADMIN, "isolation building")).toEqual([]);
  });
});

describe("GET /hierarchy/v1/locations?ids=", () => {
  it("answers the company's locations among the ids, each with its path, sorted by path", async () => {
    const cabinet = await idOf(DEMO, "Flammables cabinet");
    const lab = await idOf(DEMO, "Laboratory 1");
    const theirs = await idOf(
      OTHER,
      (await h.db.select().from(locations).where(eq(locations.companyId, OTHER)))[0]!.name,
    );
    const found = await get<LocationMatch[]>(
      ADMIN,
      `${PATH}?ids=${cabinet},${theirs},${lab},${cabinet},999999`,
    );
    expect(found.map((m) => m.id)).toEqual([lab, cabinet]);
    expect(found[1]!.path.map((p) => p.name)).toEqual([
      "Oslo plant",
      "Building A",
      "Laboratory 1",
      "Flammables cabinet",
    ]);
    expect(found[1]).toMatchObject({ name: "Flammables cabinet", parent: lab, archived: false });
    // Another company's location is left out for its own admin's neighbours, and found by its own admin.
    expect((await h.call(OTHER_ADMIN, `${PATH}?ids=${cabinet}`)).body).toEqual({ data: [] });
    expect((await get<LocationMatch[]>(OTHER_ADMIN, `${PATH}?ids=${theirs}`)).map((m) => m.id)).toEqual([
      theirs,
    ]);
  });

  it("with with_board: the board that covers each location, its own or its nearest ancestor's", async () => {
    const [building, cabinet, depot] = await Promise.all([
      idOf(DEMO, "Building A"),
      idOf(DEMO, "Flammables cabinet"),
      idOf(DEMO, "Bergen depot"),
    ]);
    const [lab] = await h.db
      .select({ id: chemicalBoardGroups.id })
      .from(chemicalBoardGroups)
      .where(eq(chemicalBoardGroups.name, "Laboratory board"));
    const found = await get<LocationMatch[]>(
      ADMIN,
      `${PATH}?ids=${cabinet},${building},${depot}&with_board=true`,
    );
    const board = (id: number) => found.find((m) => m.id === id)?.board_group_id;
    expect(board(building)).toBe(lab!.id);
    expect(board(cabinet)).toBe(lab!.id);
    expect(board(depot)).not.toBe(lab!.id);
    expect(found.find((m) => m.id === cabinet)?.chemical_board_group_id).toBeNull();
    const searched = await get<LocationMatch[]>(ADMIN, `${PATH}?q=flammables&with_board=1`);
    expect(searched.map((m) => m.board_group_id)).toEqual([lab!.id]);
    // Without the flag the field is absent.
    expect((await get<LocationMatch[]>(ADMIN, `${PATH}?ids=${cabinet}`))[0]).not.toHaveProperty(
      "board_group_id",
    );
  });

  it("answers archived locations too (a form shows what it already holds)", async () => {
    const ids = await addLocations(DEMO_COMPANY_IDS.freshStartTwo, [
      ["Ids site", null],
      ["Ids old room", "Ids site", true],
    ]);
    const found = await get<LocationMatch[]>("newcomer2@fresh.test", `${PATH}?ids=${ids["Ids old room"]}`);
    expect(found).toMatchObject([{ name: "Ids old room", archived: true }]);
  });
});

describe("GET /hierarchy/v1/locations: bad queries", () => {
  const invalid: [string, string, string][] = [
    ["ids and q", "?ids=1&q=lab", "query"],
    ["ids that are not ids", "?ids=1,abc", "ids"],
    ["an id of 0 in ids", "?ids=0", "ids"],
    ["empty ids", "?ids=", "ids"],
    ["501 ids", `?ids=${Array.from({ length: 501 }, (_, i) => i + 1).join(",")}`, "ids"],
    ["parent_id and top", "?parent_id=1&top=true", "query"],
    ["parent_id and q", "?parent_id=1&q=lab", "query"],
    ["top and q", "?top=1&q=lab", "query"],
    ["an empty q", "?q=", "q"],
    ["a q of only spaces", "?q=%20%20", "q"],
    ["a q of 101 characters", `?q=${"x".repeat(101)}`, "q"],
    ["a limit over 100 with q", "?q=lab&limit=101", "limit"],
    ["a parent_id that is not an id", "?parent_id=abc", "parent_id"],
    ["a parent_id of 0", "?parent_id=0", "parent_id"],
    ["top that is not a flag", "?top=yes", "top"],
    ["include_archived that is not a flag", "?top=true&include_archived=maybe", "include_archived"],
  ];

  it.each(invalid)("answers 422 for %s", async (_name, query, field) => {
    const res = await h.call(ADMIN, `${PATH}${query}`);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ message: "The given data was invalid." });
    expect(Object.keys((res.body as { errors: object }).errors)).toContain(field);
  });

  it("accepts a q of 100 characters", async () => {
    expect((await h.call(ADMIN, `${PATH}?q=${"x".repeat(100)}`)).body).toEqual({ data: [] });
  });
});

describe("GET /hierarchy/v1/locations (whole tree)", () => {
  it("marks the caller's favourites", async () => {
    const whole = await get<Location[]>(ADMIN, PATH);
    expect(whole.filter((l) => l.is_favorite).map((l) => l.name)).toEqual(["Laboratory 1", "Warehouse"]);
    expect((await get<Location[]>(WORKER, PATH)).some((l) => l.is_favorite)).toBe(false);
  });
});

describe("GET /hierarchy/v1/locations/{id}", () => {
  it("answers the location with its path, children, counts, editors and may_edit", async () => {
    const lab2 = await idOf(DEMO, "Laboratory 2");
    const detail = await get<LocationDetail>(ADMIN, `${PATH}/${lab2}`);
    expect(detail).toMatchObject({
      id: lab2,
      parent: await idOf(DEMO, "Building A"),
      name: "Laboratory 2",
      is_favorite: false,
      archived: false,
      chemical_board_group_id: null,
      path: [
        { id: await idOf(DEMO, "Oslo plant"), name: "Oslo plant" },
        { id: await idOf(DEMO, "Building A"), name: "Building A" },
        { id: lab2, name: "Laboratory 2" },
      ],
      counts: { children: 3, descendants: 3, products: 0 },
      may_edit: true,
    });
    expect(detail.children.map((c) => [c.name, c.child_count, c.parent])).toEqual([
      ["Acids cabinet", 0, lab2],
      ["Bases cabinet", 0, lab2],
      ["Fume cupboard", 0, lab2],
    ]);
    // The company's users with edit_location, by name; nobody of another company.
    expect(detail.editors.map((e) => e.name)).toEqual([
      "Anna Admin",
      "Hanna Hse",
      "Mona Manager",
      "Siri Safety",
      "Tove Trainer",
      "Wera Writer",
    ]);
    expect(new Date(detail.created_at).toISOString()).toBe(detail.created_at);
    expect(new Date(detail.updated_at).toISOString()).toBe(detail.updated_at);

    const asWorker = await get<LocationDetail>(WORKER, `${PATH}/${lab2}`);
    expect(asWorker.may_edit).toBe(false);
    expect(
      (await get<LocationDetail>(ADMIN, `${PATH}/${await idOf(DEMO, "Laboratory 1")}`)).is_favorite,
    ).toBe(true);
  });

  it("counts descendants with the same archived filter as the children", async () => {
    const buildingA = await idOf(DEMO, "Building A");
    const visible = await get<LocationDetail>(ADMIN, `${PATH}/${buildingA}`);
    expect(visible.counts).toEqual({ children: 3, descendants: 9, products: 0 });
    const all = await get<LocationDetail>(ADMIN, `${PATH}/${buildingA}?include_archived=true`);
    expect(all.counts).toEqual({ children: 4, descendants: 11, products: 0 });
    expect(names(all.children)).toContain("Old laboratory");
  });

  it("answers archived locations too", async () => {
    const old = await idOf(DEMO, "Old laboratory");
    const detail = await get<LocationDetail>(ADMIN, `${PATH}/${old}`);
    expect(detail).toMatchObject({ name: "Old laboratory", archived: true, children: [] });
    const all = await get<LocationDetail>(ADMIN, `${PATH}/${old}?include_archived=1`);
    expect(names(all.children)).toEqual(["Old solvent cabinet"]);
  });

  it("answers 404 for another company's id, a missing id and a malformed one", async () => {
    const demoId = await idOf(DEMO, "Laboratory 2");
    const foreign = await h.call(OTHER_ADMIN, `${PATH}/${demoId}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(NOT_FOUND);
    for (const id of ["2000000000", "abc", "0", "99999999999"]) {
      const res = await h.call(OTHER_ADMIN, `${PATH}/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.body, id).toEqual(NOT_FOUND);
    }
  });

  it("needs a bearer token", async () => {
    expect((await h.call(null, `${PATH}/${await idOf(DEMO, "Laboratory 2")}`)).status).toBe(401);
  });
});

describe("GET /hierarchy/v1/locations/template", () => {
  it("answers a blank location under the parent, with the parent's path and board group", async () => {
    const lab2 = await idOf(DEMO, "Laboratory 2");
    const [board] = await h.db
      .insert(chemicalBoardGroups)
      .values({ companyId: DEMO, name: "Template board" })
      .returning({ id: chemicalBoardGroups.id });
    await h.db.update(locations).set({ chemicalBoardGroupId: board!.id }).where(eq(locations.id, lab2));
    const template = await get<LocationTemplate>(WORKER, `${PATH}/template?locationId=${lab2}`);
    expect(template).toEqual({
      name: "",
      parent: lab2,
      parent_name: "Laboratory 2",
      path: [
        { id: await idOf(DEMO, "Oslo plant"), name: "Oslo plant" },
        { id: await idOf(DEMO, "Building A"), name: "Building A" },
        { id: lab2, name: "Laboratory 2" },
      ],
      archived: false,
      chemical_board_group_id: board!.id,
    });
    await h.db.update(locations).set({ chemicalBoardGroupId: null }).where(eq(locations.id, lab2));
    await h.db.delete(chemicalBoardGroups).where(eq(chemicalBoardGroups.id, board!.id));
  });

  it("answers 404 for another company's location, exactly like a missing one", async () => {
    const demoId = await idOf(DEMO, "Laboratory 2");
    const foreign = await h.call(OTHER_ADMIN, `${PATH}/template?locationId=${demoId}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(NOT_FOUND);
    expect((await h.call(OTHER_ADMIN, `${PATH}/template?locationId=2000000000`)).body).toEqual(NOT_FOUND);
  });

  it("answers 422 without a location id", async () => {
    for (const query of ["", "?locationId=", "?locationId=abc", "?locationId=0"]) {
      const res = await h.call(ADMIN, `${PATH}/template${query}`);
      expect(res.status, query).toBe(422);
      expect(Object.keys((res.body as { errors: object }).errors), query).toContain("locationId");
    }
  });
});

describe("GET /location/v3", () => {
  const V3 = "/api/location/v3";

  it("lists every location of the company by id, archived ones on request", async () => {
    const rows = await h.db
      .select({ id: locations.id, archived: locations.archived })
      .from(locations)
      .where(eq(locations.companyId, DEMO))
      .orderBy(locations.id);
    const live = rows.filter((row) => !row.archived).map((row) => row.id);
    expect(live.length).toBeLessThan(rows.length);

    const list = await get<Location[]>(ADMIN, V3);
    expect(list.map((l) => l.id)).toEqual(live);
    expect(await get(ADMIN, `${V3}?includearchived=0`)).toEqual(list);
    expect(await get(ADMIN, `${V3}?includearchived=false`)).toEqual(list);
    const all = await get<Location[]>(ADMIN, `${V3}?includearchived=1`);
    expect(all.map((l) => l.id)).toEqual(rows.map((row) => row.id));
    expect(await get(ADMIN, `${V3}?includearchived=true`)).toEqual(all);

    const lab1 = all.find((l) => l.name === "Laboratory 1")!;
    expect(lab1).toEqual({
      id: await idOf(DEMO, "Laboratory 1"),
      parent: await idOf(DEMO, "Building A"),
      name: "Laboratory 1",
      is_favorite: true,
      archived: false,
      chemical_board_group_id: null,
    });
    expect((await get<Location[]>(WORKER, V3)).some((l) => l.is_favorite)).toBe(false);
  });

  it("never lists another company's locations", async () => {
    const other = await get<Location[]>(OTHER_ADMIN, `${V3}?includearchived=1`);
    expect(names(other).sort()).toEqual(["Leeds works", "Paint shop", "Store room"]);
    const otherIds = new Set(
      (await h.db.select({ id: locations.id }).from(locations).where(eq(locations.companyId, OTHER))).map(
        (row) => row.id,
      ),
    );
    expect(other.every((l) => otherIds.has(l.id))).toBe(true);
  });

  it("answers 422 for another includearchived", async () => {
    const res = await h.call(ADMIN, `${V3}?includearchived=yes`);
    expect(res.status).toBe(422);
    expect(Object.keys((res.body as { errors: object }).errors)).toEqual(["includearchived"]);
  });

  it("needs a bearer token", async () => {
    expect((await h.call(null, V3)).status).toBe(401);
  });
});

describe("the database", () => {
  it("refuses a parent of another company (composite foreign key)", async () => {
    const demoParent = await idOf(DEMO, "Building A");
    await expect(
      h.db.insert(locations).values({ companyId: OTHER, name: "Smuggled", parentId: demoParent }),
    ).rejects.toThrow();
    const rows = await h.db.select().from(locations).where(eq(locations.name, "Smuggled"));
    expect(rows).toEqual([]);
  });

  it("uses the indexes for children, the name filter, the path search and the path walk", async () => {
    // Two more tenants with 2,000 and 20,000 locations, inside a transaction that is rolled back, so the
    // planner sees a table where one company is a small part, as in production.
    const client = await h.db.$client.connect();
    const company = DEMO_COMPANY_IDS.greenfield;
    try {
      await client.query("BEGIN");
      const fill = `INSERT INTO locations (company_id, name)
         SELECT $1, CASE WHEN g % 1000 = 0 THEN 'Acid cabinet ' || g ELSE 'Room ' || g END
         FROM generate_series(1, $2::int) g`;
      await client.query(fill, [company, 2000]);
      await client.query(fill, [DEMO_COMPANY_IDS.freshStart, 20000]);
      await client.query("ANALYZE locations");
      // The question is whether an index serves each query, not the planner's cost guess of the day
      // (which varies with sampling and load): rule out the sequential scan.
      await client.query("SET LOCAL enable_seqscan = off");
      const plan = async (query: string) =>
        JSON.stringify((await client.query(`EXPLAIN (FORMAT JSON) ${query}`)).rows);
      expect(
        await plan(`SELECT id FROM locations WHERE company_id = ${company} AND parent_id = 12
          ORDER BY name_lower, id`),
      ).toContain("locations_company_parent_name_idx");
      expect(await plan(`SELECT id FROM locations WHERE name_lower LIKE '%cabinet%'`)).toContain(
        "locations_name_trgm_idx",
      );
      expect(
        await plan(`SELECT id FROM locations WHERE path_lower LIKE '%acid%' AND path_lower LIKE '%cabinet%'`),
      ).toContain("locations_path_trgm_idx");
      expect(await plan(`SELECT id FROM locations WHERE company_id = ${company} AND id = 1`)).toMatch(
        /locations_company_id_id_key|locations_pkey/,
      );
    } finally {
      await client.query("ROLLBACK");
      client.release();
    }
  });
});

describe("the OpenAPI document", () => {
  it("names the location schemas", async () => {
    const document = (await h.call(null, "/api/openapi.json")).body as OpenApiDocument;
    const schemas = document.components?.schemas ?? {};
    for (const name of [
      "Location",
      "LocationNode",
      "LocationPathItem",
      "LocationMatch",
      "LocationDetail",
      "LocationTemplate",
      "LocationUpdate",
      "FavoriteLocationsChange",
      "FavoritesError",
    ]) {
      expect(schemas, name).toHaveProperty(name);
    }
    expect(schemas.LocationUpdate).toMatchObject({ additionalProperties: false });
    const detail = document.paths?.["/api/hierarchy/v1/locations/{id}"] as Record<
      string,
      { responses: Record<string, unknown> }
    >;
    expect(JSON.stringify(detail.get!.responses["200"])).toContain(
      "#/components/schemas/LocationDetailResponse",
    );
    expect(Object.keys(detail.put!.responses)).toEqual(
      expect.arrayContaining(["200", "401", "403", "404", "422"]),
    );
  });
});
