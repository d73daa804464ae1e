import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocationDetail } from "../../api/locations/schemas";
import { chemicalBoardGroups, locations } from "../../db/schema";
import { DEMO_COMPANY_IDS } from "../../seed/seed";
import { createHarness, locationIdOf, type ApiHarness } from "./helpers";

/** PUT /hierarchy/v1/locations/{id}: rename, board group, move, archive and unarchive. */

let h: ApiHarness;

beforeAll(async () => {
  h = await createHarness();
});

afterAll(async () => {
  await h.close();
});

const PATH = "/api/hierarchy/v1/locations";
const DEMO = DEMO_COMPANY_IDS.demoChemicals;
const OTHER = DEMO_COMPANY_IDS.otherIndustries;
const ADMIN = "admin@demo.test";
const MOVE_MESSAGE = "A location can't be moved under itself or one of the locations inside it.";
const RESTORE_MESSAGE = "Restore the parent location first.";

const put = (email: string, id: number | string, body: unknown, query = "") =>
  h.call(email, `${PATH}/${id}${query}`, { method: "PUT", body });

const idOf = (companyId: number, name: string) => locationIdOf(h.db, companyId, name);

async function rowOf(id: number) {
  const [row] = await h.db.select().from(locations).where(eq(locations.id, id));
  if (!row) throw new Error(`no location ${id}`);
  return row;
}

/** Every location of a company, for "nothing changed" checks. */
async function snapshot(companyId: number) {
  return h.db.select().from(locations).where(eq(locations.companyId, companyId)).orderBy(locations.id);
}

/** A fresh tree in Demo Chemicals: [name, parent name or null]; names get a unique suffix. */
async function addTree(rows: [string, string | null][]) {
  const suffix = Math.random().toString(36).slice(2, 8);
  const ids: Record<string, number> = {};
  for (const [name, parent] of rows) {
    const [row] = await h.db
      .insert(locations)
      .values({ companyId: DEMO, name: `${name} ${suffix}`, parentId: parent === null ? null : ids[parent]! })
      .returning({ id: locations.id });
    ids[name] = row!.id;
  }
  return ids;
}

/** A new approval board of the company; its id. */
async function addBoard(companyId: number): Promise<number> {
  const [row] = await h.db
    .insert(chemicalBoardGroups)
    .values({ companyId, name: `Board ${Math.random().toString(36).slice(2, 8)}` })
    .returning({ id: chemicalBoardGroups.id });
  return row!.id;
}

/** The ids from `id` up to the top; throws on a cycle. */
async function ancestorsOf(id: number): Promise<number[]> {
  const chain: number[] = [];
  let current: number | null = id;
  while (current !== null) {
    if (chain.includes(current)) throw new Error(`cycle through ${chain.join(" → ")} → ${current}`);
    chain.push(current);
    current = (await rowOf(current)).parentId;
  }
  return chain;
}

const archivedOf = async (ids: Record<string, number>) =>
  Object.fromEntries(
    await Promise.all(Object.entries(ids).map(async ([name, id]) => [name, (await rowOf(id)).archived])),
  );

describe("renaming and the board group", () => {
  it("renames (cleaned like create) and answers the location's detail", async () => {
    const ids = await addTree([["Rename me", null]]);
    const before = await rowOf(ids["Rename me"]!);
    const res = await put(ADMIN, ids["Rename me"]!, { name: "  Renamed\u0000 store\t1 " });
    expect(res.status).toBe(200);
    const detail = (res.body as { data: LocationDetail }).data;
    expect(detail).toMatchObject({
      id: ids["Rename me"],
      name: "Renamed store 1",
      path: [{ id: ids["Rename me"], name: "Renamed store 1" }],
      children: [],
      counts: { children: 0, descendants: 0, products: 0 },
      may_edit: true,
    });
    const after = await rowOf(ids["Rename me"]!);
    expect(after.name).toBe("Renamed store 1");
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
  });

  it("sets and clears the chemical board group", async () => {
    const ids = await addTree([["Board", null]]);
    const board = await addBoard(DEMO);
    const set = await put(ADMIN, ids.Board!, { chemical_board_group_id: board });
    expect((set.body as { data: LocationDetail }).data.chemical_board_group_id).toBe(board);
    expect((await rowOf(ids.Board!)).chemicalBoardGroupId).toBe(board);
    await put(ADMIN, ids.Board!, { chemical_board_group_id: null });
    expect((await rowOf(ids.Board!)).chemicalBoardGroupId).toBeNull();
  });

  it("refuses a board group that is not one of the company's (422), never a foreign-key failure", async () => {
    const ids = await addTree([["Boardless", null]]);
    const theirs = await addBoard(OTHER);
    const before = await snapshot(DEMO);
    for (const board of [theirs, 424242]) {
      const res = await put(ADMIN, ids.Boardless!, { name: "Not saved", chemical_board_group_id: board });
      expect(res.status, String(board)).toBe(422);
      expect(res.body).toEqual({
        message: "The given data was invalid.",
        errors: {
          chemical_board_group_id: ["The chemical board group must be one of the company's approval boards."],
        },
      });
    }
    expect(await snapshot(DEMO)).toEqual(before);
  });

  it("changes several fields in one request", async () => {
    const ids = await addTree([
      ["Multi", null],
      ["Multi parent", null],
    ]);
    const board = await addBoard(DEMO);
    const res = await put(ADMIN, ids.Multi!, {
      name: "Multi renamed",
      parent_id: ids["Multi parent"],
      chemical_board_group_id: board,
    });
    expect(res.status).toBe(200);
    expect(await rowOf(ids.Multi!)).toMatchObject({
      name: "Multi renamed",
      parentId: ids["Multi parent"],
      chemicalBoardGroupId: board,
    });
  });
});

describe("bad input", () => {
  const invalid: [string, unknown, string][] = [
    ["an empty body", {}, "body"],
    ["an empty name", { name: "  " }, "name"],
    ["a name of 201 characters", { name: "x".repeat(201) }, "name"],
    ["a name that is not text", { name: 5 }, "name"],
    ["a parent that is not an id", { parent_id: "12" }, "parent_id"],
    ["a parent of 0", { parent_id: 0 }, "parent_id"],
    ["archived that is not a boolean", { archived: "true" }, "archived"],
    ["a board group of 0", { chemical_board_group_id: 0 }, "chemical_board_group_id"],
    ["a fractional board group", { chemical_board_group_id: 1.5 }, "chemical_board_group_id"],
    ["a board group as text", { chemical_board_group_id: "7" }, "chemical_board_group_id"],
    ["an unknown field", { name: "A", colour: "red" }, "colour"],
  ];

  it.each(invalid)("answers 422 for %s, and changes nothing", async (_name, body, field) => {
    const id = await idOf(DEMO, "Laboratory 2");
    const before = await snapshot(DEMO);
    const res = await put(ADMIN, id, body);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ message: "The given data was invalid." });
    expect(Object.keys((res.body as { errors: object }).errors)).toContain(field);
    expect(await snapshot(DEMO)).toEqual(before);
  });

  it("says what is wrong with an empty body", async () => {
    const res = await put(ADMIN, await idOf(DEMO, "Laboratory 2"), {});
    expect(res.body).toEqual({
      message: "The given data was invalid.",
      errors: { body: ["Give at least one field to change."] },
    });
  });
});

describe("permissions and tenants", () => {
  it("answers 403 without edit_location, and changes nothing", async () => {
    const id = await idOf(DEMO, "Laboratory 2");
    const before = await snapshot(DEMO);
    for (const email of ["worker@demo.test", "evaluator@demo.test", "guest@demo.test"]) {
      for (const body of [{ name: "Hijacked" }, { archived: true }, { parent_id: null }, {}]) {
        const res = await put(email, id, body);
        expect(res.status, `${email} ${JSON.stringify(body)}`).toBe(403);
        expect(res.body).toEqual({ message: "Permission denied" });
      }
    }
    expect(await snapshot(DEMO)).toEqual(before);
  });

  it("answers 404 for another company's location, exactly like a missing one, and changes nothing", async () => {
    const demoId = await idOf(DEMO, "Laboratory 2");
    const before = await snapshot(DEMO);
    const foreign = await put("admin@other.test", demoId, { name: "Taken over", archived: true });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: "Not found" });
    const missing = await put("admin@other.test", 2_000_000_000, { name: "Ghost" });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(foreign.body);
    expect((await put("admin@other.test", "abc", { name: "Ghost" })).status).toBe(404);
    expect(await snapshot(DEMO)).toEqual(before);
  });

  it("answers 404 for a new parent of another company, a missing one or an archived one", async () => {
    const ids = await addTree([["Mover", null]]);
    const otherParent = await idOf(OTHER, "Leeds works");
    const archived = await idOf(DEMO, "Old laboratory");
    for (const parentId of [otherParent, 2_000_000_000, archived]) {
      const before = await snapshot(DEMO);
      const res = await put(ADMIN, ids.Mover!, { parent_id: parentId, name: "Moved" });
      expect(res.status, String(parentId)).toBe(404);
      expect(res.body).toEqual({ message: "Not found" });
      expect(await snapshot(DEMO)).toEqual(before);
    }
    // And another company cannot move its own location under one of Demo Chemicals'.
    const leeds = await idOf(OTHER, "Paint shop");
    const res = await put("admin@other.test", leeds, { parent_id: await idOf(DEMO, "Laboratory 2") });
    expect(res.status).toBe(404);
    expect((await rowOf(leeds)).parentId).toBe(await idOf(OTHER, "Leeds works"));
  });

  it("needs a bearer token", async () => {
    expect((await h.call(null, `${PATH}/1`, { method: "PUT", body: { name: "x" } })).status).toBe(401);
  });
});

describe("moving", () => {
  it("changes only the parent: the subtree moves with it", async () => {
    const ids = await addTree([
      ["Site 1", null],
      ["Site 2", null],
      ["Hall", "Site 1"],
      ["Room", "Hall"],
      ["Cabinet", "Room"],
    ]);
    const res = await put(ADMIN, ids.Hall!, { parent_id: ids["Site 2"] });
    expect(res.status).toBe(200);
    const detail = (res.body as { data: LocationDetail }).data;
    expect(detail.parent).toBe(ids["Site 2"]);
    expect(detail.path.map((p) => p.id)).toEqual([ids["Site 2"], ids.Hall]);
    expect(detail.counts.descendants).toBe(2);
    expect((await rowOf(ids.Room!)).parentId).toBe(ids.Hall);
    expect(await ancestorsOf(ids.Cabinet!)).toEqual([ids.Cabinet, ids.Room, ids.Hall, ids["Site 2"]]);

    const top = await put(ADMIN, ids.Hall!, { parent_id: null });
    expect((top.body as { data: LocationDetail }).data).toMatchObject({ parent: null });
    expect(await ancestorsOf(ids.Cabinet!)).toEqual([ids.Cabinet, ids.Room, ids.Hall]);
  });

  it("answers 422 for a move under itself or a location inside it, and changes nothing", async () => {
    const ids = await addTree([
      ["Top", null],
      ["Child", "Top"],
      ["Grandchild", "Child"],
    ]);
    for (const target of ["Top", "Child", "Grandchild"]) {
      const before = await snapshot(DEMO);
      const res = await put(ADMIN, ids.Top!, { parent_id: ids[target], name: "Changed too" });
      expect(res.status, target).toBe(422);
      expect(res.body).toEqual({
        message: "The given data was invalid.",
        errors: { parent_id: [MOVE_MESSAGE] },
      });
      expect(await snapshot(DEMO)).toEqual(before);
    }
    const self = await put(ADMIN, ids.Child!, { parent_id: ids.Child });
    expect(self.status).toBe(422);
    // Moving within the own subtree's side branches is fine: the grandchild under the top.
    expect((await put(ADMIN, ids.Grandchild!, { parent_id: ids.Top })).status).toBe(200);
  });

  it("never lets two opposite moves at the same time close a cycle", async () => {
    for (let round = 0; round < 8; round++) {
      const ids = await addTree([
        ["A", null],
        ["B", null],
      ]);
      const [first, second] = await Promise.all([
        put(ADMIN, ids.A!, { parent_id: ids.B }),
        put(ADMIN, ids.B!, { parent_id: ids.A }),
      ]);
      expect([first.status, second.status].sort(), `round ${round}`).toEqual([200, 422]);
      const failed = first.status === 422 ? first : second;
      expect(failed.body).toMatchObject({ errors: { parent_id: [MOVE_MESSAGE] } });
      await ancestorsOf(ids.A!);
      await ancestorsOf(ids.B!);
    }
  });

  it("never lets two crossing moves of unrelated rows close a cycle", async () => {
    // A ⊃ C and B ⊃ D. Moving A under D and B under C at once locks four different rows, yet the two
    // moves together would make A → D → B → C → A.
    for (let round = 0; round < 8; round++) {
      const ids = await addTree([
        ["A", null],
        ["C", "A"],
        ["B", null],
        ["D", "B"],
      ]);
      const results = await Promise.all([
        put(ADMIN, ids.A!, { parent_id: ids.D }),
        put(ADMIN, ids.B!, { parent_id: ids.C }),
      ]);
      expect(results.map((r) => r.status).sort(), `round ${round}`).toEqual([200, 422]);
      for (const id of Object.values(ids)) await ancestorsOf(id);
    }
  });
});

describe("archiving and unarchiving", () => {
  it("archives the whole subtree and hides it", async () => {
    const ids = await addTree([
      ["Plant", null],
      ["Hall", "Plant"],
      ["Room", "Hall"],
      ["Shelf", "Room"],
      ["Office", "Plant"],
    ]);
    const res = await put(ADMIN, ids.Hall!, { archived: true });
    expect(res.status).toBe(200);
    expect((res.body as { data: LocationDetail }).data).toMatchObject({
      archived: true,
      children: [],
      counts: { children: 0, descendants: 0 },
    });
    expect(await archivedOf(ids)).toEqual({
      Plant: false,
      Hall: true,
      Room: true,
      Shelf: true,
      Office: false,
    });
    for (const name of ["Hall", "Room", "Shelf"]) {
      expect((await rowOf(ids[name]!)).archivedRootId, name).toBe(ids.Hall);
    }
    const children = await h.call(ADMIN, `${PATH}?parent_id=${ids.Plant}`);
    expect((children.body as { data: { id: number }[] }).data.map((c) => c.id)).toEqual([ids.Office]);
    // Archiving again changes nothing.
    expect((await put(ADMIN, ids.Hall!, { archived: true })).status).toBe(200);
    expect((await rowOf(ids.Room!)).archivedRootId).toBe(ids.Hall);
    // Nothing can be created under it.
    const create = await h.call(ADMIN, PATH, { method: "POST", body: { name: "Late", parent_id: ids.Room } });
    expect(create.status).toBe(404);
  });

  it("restores exactly what was archived together, not what was archived separately before", async () => {
    const ids = await addTree([
      ["Plant", null],
      ["Hall", "Plant"],
      ["Room 1", "Hall"],
      ["Cabinet 1", "Room 1"],
      ["Room 2", "Hall"],
      ["Cabinet 2", "Room 2"],
    ]);
    expect((await put(ADMIN, ids["Room 2"]!, { archived: true })).status).toBe(200);
    expect((await put(ADMIN, ids.Hall!, { archived: true })).status).toBe(200);
    expect(Object.values(await archivedOf(ids))).toEqual([false, true, true, true, true, true]);
    expect((await rowOf(ids["Cabinet 2"]!)).archivedRootId).toBe(ids["Room 2"]);

    const res = await put(ADMIN, ids.Hall!, { archived: false }, "?include_archived=true");
    expect(res.status).toBe(200);
    expect((res.body as { data: LocationDetail }).data.children.map((c) => [c.id, c.archived])).toEqual([
      [ids["Room 1"], false],
      [ids["Room 2"], true],
    ]);
    expect(await archivedOf(ids)).toEqual({
      Plant: false,
      Hall: false,
      "Room 1": false,
      "Cabinet 1": false,
      "Room 2": true,
      "Cabinet 2": true,
    });
    expect((await rowOf(ids["Cabinet 1"]!)).archivedRootId).toBeNull();

    // The separately archived room comes back on its own, with its cabinet.
    expect((await put(ADMIN, ids["Room 2"]!, { archived: false })).status).toBe(200);
    expect(Object.values(await archivedOf(ids)).every((archived) => !archived)).toBe(true);
  });

  it("refuses to restore a location whose parent is archived, and changes nothing", async () => {
    const ids = await addTree([
      ["Plant", null],
      ["Hall", "Plant"],
      ["Room", "Hall"],
    ]);
    await put(ADMIN, ids.Hall!, { archived: true });
    const before = await snapshot(DEMO);
    const res = await put(ADMIN, ids.Room!, { archived: false, name: "Room again" });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: "The given data was invalid.",
      errors: { archived: [RESTORE_MESSAGE] },
    });
    expect(await snapshot(DEMO)).toEqual(before);

    // Moved out from under the archived parent in the same request, it can be restored.
    const moved = await put(ADMIN, ids.Room!, { archived: false, parent_id: ids.Plant });
    expect(moved.status).toBe(200);
    expect(await rowOf(ids.Room!)).toMatchObject({
      archived: false,
      parentId: ids.Plant,
      archivedRootId: null,
    });
    expect((await rowOf(ids.Hall!)).archived).toBe(true);
  });

  it("unarchiving a location that is not archived changes nothing", async () => {
    const ids = await addTree([
      ["Plant", null],
      ["Hall", "Plant"],
    ]);
    await h.db
      .update(locations)
      .set({ archived: true, archivedRootId: ids.Hall })
      .where(eq(locations.id, ids.Hall!));
    expect((await put(ADMIN, ids.Plant!, { archived: false })).status).toBe(200);
    expect((await rowOf(ids.Hall!)).archived).toBe(true);
  });

  it("keeps the seeded archived laboratory archived with its cabinet", async () => {
    const rows = await h.db
      .select({ name: locations.name, archived: locations.archived, root: locations.archivedRootId })
      .from(locations)
      .where(inArray(locations.name, ["Old laboratory", "Old solvent cabinet"]));
    const root = await idOf(DEMO, "Old laboratory");
    expect(rows).toEqual(
      expect.arrayContaining([
        { name: "Old laboratory", archived: true, root },
        { name: "Old solvent cabinet", archived: true, root },
      ]),
    );
  });
});

describe("the stored paths the search reads (path_lower, kept by the database)", () => {
  /** Every location of the company whose path_lower is not its names from the top, lower case, one a line. */
  async function wrongPaths(companyId: number) {
    const rows = await snapshot(companyId);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const pathOf = (id: number): string => {
      const row = byId.get(id)!;
      const own = row.name.toLowerCase();
      return row.parentId === null ? own : `${pathOf(row.parentId)}\n${own}`;
    };
    return rows.filter((row) => row.pathLower !== pathOf(row.id)).map((row) => row.name);
  }

  const search = async (q: string) => {
    const res = await h.call(ADMIN, `${PATH}?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    return (res.body as { data: { id: number }[] }).data.map((match) => match.id);
  };

  it("holds every seeded location's names from the top", async () => {
    expect((await rowOf(await idOf(DEMO, "Flammables cabinet"))).pathLower).toBe(
      "oslo plant\nbuilding a\nlaboratory 1\nflammables cabinet",
    );
    expect(await wrongPaths(DEMO)).toEqual([]);
    expect(await wrongPaths(OTHER)).toEqual([]);
  });

  it("follows a rename down the whole subtree, and the search with it", async () => {
    const ids = await addTree([
      ["Pathsite", null],
      ["Pathhall", "Pathsite"],
      ["Pathroom", "Pathhall"],
      ["Pathshelf", "Pathroom"],
    ]);
    expect(await search("pathhall pathshelf")).toEqual([ids.Pathshelf]);
    expect((await put(ADMIN, ids.Pathhall!, { name: "Renamedhall" })).status).toBe(200);
    expect(await wrongPaths(DEMO)).toEqual([]);
    expect(await search("renamedhall pathshelf")).toEqual([ids.Pathshelf]);
    expect(await search("pathhall pathshelf")).toEqual([]);
  });

  it("follows a move down the whole subtree, and the search with it", async () => {
    const ids = await addTree([
      ["Movesite", null],
      ["Moveroom", "Movesite"],
      ["Moveshelf", "Moveroom"],
      ["Movebox", "Moveshelf"],
      ["Newsite", null],
    ]);
    expect((await put(ADMIN, ids.Moveroom!, { parent_id: ids.Newsite })).status).toBe(200);
    expect(await wrongPaths(DEMO)).toEqual([]);
    expect(await search("newsite movebox")).toEqual([ids.Movebox]);
    expect(await search("movesite movebox")).toEqual([]);
    // Back to the top level.
    expect((await put(ADMIN, ids.Moveroom!, { parent_id: null })).status).toBe(200);
    expect(await wrongPaths(DEMO)).toEqual([]);
    expect(await search("newsite movebox")).toEqual([]);
  });

  it("is right after one statement writes a location and its ancestor, or inserts a child before its parent", async () => {
    const ids = await addTree([
      ["Bulksite", null],
      ["Bulkroom", "Bulksite"],
      ["Bulkshelf", "Bulkroom"],
    ]);
    // Renaming a location and its parent in one statement, in either order of the rows.
    await h.db.execute(sql`UPDATE locations SET name = name || ' new'
      WHERE id IN (${ids.Bulkshelf}, ${ids.Bulksite}, ${ids.Bulkroom})`);
    expect(await wrongPaths(DEMO)).toEqual([]);
    // A child listed before its parent in one INSERT (the foreign key is checked at the statement's end).
    const [{ next }] = (
      await h.db.execute<{ next: number }>(sql`SELECT max(id)::int + 10 AS next FROM locations`)
    ).rows as [{ next: number }];
    await h.db.execute(sql`INSERT INTO locations (id, company_id, parent_id, name)
      VALUES (${next + 1}, ${DEMO}, ${next}, 'Bulk child'), (${next}, ${DEMO}, ${ids.Bulkroom}, 'Bulk parent')`);
    await h.db.execute(sql`SELECT setval(pg_get_serial_sequence('locations', 'id'), max(id)) FROM locations`);
    expect(await wrongPaths(DEMO)).toEqual([]);
  });
});
