import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BoardGroup, BoardGroupMember, BoardGroupOption } from "../../api/chemical-approvals/schemas";
import { chemicalBoardGroupMembers, chemicalBoardGroups, locations, users } from "../../db/schema";
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
import { APPROVER, EVALUATOR, PERMISSION_DENIED } from "./approval-support";

/** /chemical-approval/v1/board-groups, /board-members and /hierarchy/v1/board-groups. */

let h: ApiHarness;

beforeAll(async () => {
  h = await createHarness();
});

afterAll(async () => {
  await h.close();
});

const BASE = "/api/chemical-approval/v1/board-groups";

const idOf = (name: string, companyId: number = DEMO) => locationIdOf(h.db, companyId, name);

async function userIdOf(email: string): Promise<number> {
  const [row] = await h.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

const boardOf = (body: unknown) => (body as { data: BoardGroup }).data;
const errorsOf = (body: unknown) => (body as { errors: Record<string, string[]> }).errors;
const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 8)}`;

/** A fresh top location (with a child) of Demo Chemicals, so tests never share locations. */
async function addLocations(): Promise<{ top: number; child: number; topName: string }> {
  const topName = unique("Board site");
  const [top] = await h.db
    .insert(locations)
    .values({ companyId: DEMO, name: topName })
    .returning({ id: locations.id });
  const [child] = await h.db
    .insert(locations)
    .values({ companyId: DEMO, name: unique("Board room"), parentId: top!.id })
    .returning({ id: locations.id });
  return { top: top!.id, child: child!.id, topName };
}

async function boardColumnOf(id: number): Promise<number | null> {
  const [row] = await h.db
    .select({ board: locations.chemicalBoardGroupId })
    .from(locations)
    .where(eq(locations.id, id));
  return row!.board;
}

async function create(body: unknown, email = ADMIN) {
  return h.call(email, BASE, { method: "POST", body });
}

/** Boards, memberships and board columns of the demo company, for "nothing changed" checks. */
async function snapshot() {
  const [boards, members, columns] = await Promise.all([
    h.db.select().from(chemicalBoardGroups).orderBy(chemicalBoardGroups.id),
    h.db.select().from(chemicalBoardGroupMembers).orderBy(chemicalBoardGroupMembers.userId),
    h.db.execute(
      sql`SELECT id, chemical_board_group_id FROM locations WHERE chemical_board_group_id IS NOT NULL ORDER BY id`,
    ),
  ]);
  return { boards, members, columns: columns.rows };
}

describe("GET /chemical-approval/v1/board-groups", () => {
  it("lists the seeded boards by name with their locations (with paths) and members", async () => {
    const res = await h.call(EVALUATOR, BASE);
    expect(res.status).toBe(200);
    const boards = (res.body as { data: BoardGroup[] }).data;
    const seeded = boards.filter((b) => b.name === "Depot board" || b.name === "Laboratory board");
    expect(seeded.map((b) => b.name)).toEqual(["Depot board", "Laboratory board"]);
    expect(seeded[1]).toMatchObject({
      name: "Laboratory board",
      locations: [
        {
          id: await idOf("Building A"),
          name: "Building A",
          path: "Oslo plant › Building A",
          archived: false,
        },
      ],
      members: [
        { id: await userIdOf("evaluator2@demo.test"), name: "Elin Evaluator", email: "evaluator2@demo.test" },
        { id: await userIdOf(EVALUATOR), name: "Erik Evaluator", email: EVALUATOR },
      ],
    });
    expect(seeded[0]).toMatchObject({
      locations: [{ name: "Bergen depot", path: "Bergen depot" }],
      members: [{ email: "evaluator4@demo.test" }, { email: "evaluator3@demo.test" }],
    });
    expect(seeded[0]!.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("shows another company none of Demo Chemicals' boards", async () => {
    await h.db
      .update(users)
      .set({ permissions: { chemical_approval_request: true } })
      .where(eq(users.email, OTHER_ADMIN));
    const res = await h.call(OTHER_ADMIN, BASE);
    expect(res.status).toBe(200);
    expect((res.body as { data: BoardGroup[] }).data).toEqual([]);
  });

  it("needs chemical_approval_request (403)", async () => {
    const res = await h.call(WORKER, BASE);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(PERMISSION_DENIED);
    expect((await h.call(null, BASE)).status).toBe(401);
  });
});

describe("GET /chemical-approval/v1/board-groups/{id}", () => {
  it("answers one board; another company's id, an unknown and a malformed id are 404", async () => {
    const boards = (await h.call(ADMIN, BASE)).body as { data: BoardGroup[] };
    const lab = boards.data.find((b) => b.name === "Laboratory board")!;
    const res = await h.call(EVALUATOR, `${BASE}/${lab.id}`);
    expect(res.status).toBe(200);
    expect(boardOf(res.body)).toEqual(lab);
    const [other] = await h.db
      .insert(chemicalBoardGroups)
      .values({ companyId: OTHER, name: unique("Other board") })
      .returning({ id: chemicalBoardGroups.id });
    for (const id of [String(other!.id), "999999", "abc", "0"]) {
      const miss = await h.call(ADMIN, `${BASE}/${id}`);
      expect(miss.status, id).toBe(404);
      expect(miss.body, id).toEqual(NOT_FOUND);
    }
  });

  it("needs chemical_approval_request (403)", async () => {
    expect((await h.call(WORKER, `${BASE}/1`)).status).toBe(403);
  });
});

describe("GET /chemical-approval/v1/board-members", () => {
  it("lists the company's users with chemical_approval_request, by name", async () => {
    const res = await h.call(EVALUATOR, "/api/chemical-approval/v1/board-members");
    expect(res.status).toBe(200);
    const members = (res.body as { data: BoardGroupMember[] }).data;
    const emails = members.map((m) => m.email);
    expect(emails).toEqual(
      expect.arrayContaining([ADMIN, EVALUATOR, "evaluator2@demo.test", "requester@demo.test", APPROVER]),
    );
    expect(emails).not.toContain(WORKER);
    expect(emails).not.toContain(OTHER_ADMIN);
    const names = members.map((m) => m.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it("needs chemical_approval_request (403)", async () => {
    expect((await h.call(WORKER, "/api/chemical-approval/v1/board-members")).status).toBe(403);
  });
});

describe("GET /hierarchy/v1/board-groups", () => {
  it("answers the boards by name, id and name only, to any user of the company", async () => {
    const res = await h.call(WORKER, "/api/hierarchy/v1/board-groups");
    expect(res.status).toBe(200);
    const options = (res.body as { data: BoardGroupOption[] }).data;
    expect(options).toEqual(
      expect.arrayContaining([
        { id: expect.any(Number), name: "Depot board" },
        { id: expect.any(Number), name: "Laboratory board" },
      ]),
    );
    expect(Object.keys(options[0]!).sort()).toEqual(["id", "name"]);
    const other = (await h.call(OTHER_ADMIN, "/api/hierarchy/v1/board-groups")).body as {
      data: BoardGroupOption[];
    };
    expect(other.data.map((b) => b.name)).not.toContain("Laboratory board");
  });
});

describe("POST /chemical-approval/v1/board-groups", () => {
  it("creates a board: its locations name it, its members are set", async () => {
    const { top, child, topName } = await addLocations();
    const erik = await userIdOf(EVALUATOR);
    const name = unique("Solvent board");
    const res = await create({ name: `  ${name}\u0000 `, locations: [top, top], members: [erik] });
    expect(res.status).toBe(201);
    const board = boardOf(res.body);
    expect(board).toMatchObject({
      name,
      locations: [{ id: top, name: topName, path: topName, archived: false }],
      members: [{ id: erik, email: EVALUATOR }],
    });
    expect(await boardColumnOf(top)).toBe(board.id);
    // The child inherits it through its parent; its own column stays empty.
    expect(await boardColumnOf(child)).toBeNull();
  });

  it("creates a board without locations and members", async () => {
    const res = await create({ name: unique("Empty board") });
    expect(res.status).toBe(201);
    expect(boardOf(res.body)).toMatchObject({ locations: [], members: [] });
  });

  it.each([
    ["no name", { locations: [] }, "name"],
    ["an empty name", { name: "  \u0007 " }, "name"],
    ["a name too long", { name: "x".repeat(101) }, "name"],
    ["a name that is not text", { name: 5 }, "name"],
    ["locations that are not ids", { name: "Fine", locations: ["a"] }, "locations.0"],
    ["locations that are not a list", { name: "Fine", locations: 3 }, "locations"],
    ["members that are not ids", { name: "Fine", members: [0] }, "members.0"],
    ["an unknown field", { name: "Fine", colour: "red" }, "colour"],
  ])("refuses %s (422) and saves nothing", async (_label, body, field) => {
    const before = await snapshot();
    const res = await create(body);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ message: "The given data was invalid." });
    expect(errorsOf(res.body)).toHaveProperty([field]);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a taken name (case-insensitive), a location of another board, unknown, archived and foreign ids, members without the flag", async () => {
    const before = await snapshot();
    const { top } = await addLocations();
    await h.db.update(locations).set({ archived: true, archivedRootId: top }).where(eq(locations.id, top));
    const res = await create({
      name: "LABORATORY BOARD",
      locations: [
        await idOf("Building A"),
        await idOf("Bay 1"),
        top,
        999999,
        await idOf("Paint shop", OTHER),
      ],
      members: [await userIdOf(WORKER), await userIdOf(OTHER_ADMIN), 999999, await userIdOf(EVALUATOR)],
    });
    expect(res.status).toBe(422);
    const errors = errorsOf(res.body);
    expect(errors.name).toEqual(["There is already a board named LABORATORY BOARD."]);
    expect(errors.locations).toEqual([
      "Building A already belongs to the board Laboratory board.",
      expect.stringMatching(/^Board site \w+ is archived\.$/),
      "There is no location with the id 999999.",
      expect.stringMatching(/^There is no location with the id \d+\.$/),
    ]);
    expect(errors.members).toEqual([
      "Wenche Worker does not have the permission chemical_approval_request.",
      expect.stringMatching(/^There is no user with the id \d+\.$/),
      "There is no user with the id 999999.",
    ]);
    const after = await snapshot();
    expect(after.boards).toEqual(before.boards);
    expect(after.members).toEqual(before.members);
  });

  it("answers the message of spec's example: a location already in the Depot board", async () => {
    const depot = (await h.call(ADMIN, BASE)).body as { data: BoardGroup[] };
    const depotBoard = depot.data.find((b) => b.name === "Depot board")!;
    const { top, topName } = await addLocations();
    await h.db.update(locations).set({ chemicalBoardGroupId: depotBoard.id }).where(eq(locations.id, top));
    const res = await create({ name: unique("Another board"), locations: [top] });
    expect(res.status).toBe(422);
    expect(errorsOf(res.body)).toEqual({
      locations: [`${topName} already belongs to the board Depot board.`],
    });
    await h.db.update(locations).set({ chemicalBoardGroupId: null }).where(eq(locations.id, top));
  });

  it("needs chemical_approval_admin too (403), and saves nothing", async () => {
    const before = await snapshot();
    for (const email of [EVALUATOR, WORKER]) {
      const res = await create({ name: unique("Sneaky board") }, email);
      expect(res.status, email).toBe(403);
      expect(res.body).toEqual(PERMISSION_DENIED);
    }
    expect(await snapshot()).toEqual(before);
    expect((await create({ name: unique("Approver board") }, APPROVER)).status).toBe(201);
  });

  it("keeps one name per company under concurrent saves (422, never a 500)", async () => {
    const name = unique("Race board");
    const answers = await Promise.all([create({ name }), create({ name }), create({ name })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422]);
    for (const answer of answers.filter((a) => a.status === 422)) {
      expect(errorsOf(answer.body)).toEqual({ name: [`There is already a board named ${name}.`] });
    }
  });

  it("gives a contested location to one board only under concurrent saves", async () => {
    const { top } = await addLocations();
    const answers = await Promise.all(
      [1, 2, 3].map(() => create({ name: unique("Contest board"), locations: [top] })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422]);
    const winner = boardOf(answers.find((a) => a.status === 201)!.body);
    expect(await boardColumnOf(top)).toBe(winner.id);
  });
});

describe("PUT /chemical-approval/v1/board-groups/{id}", () => {
  async function freshBoard() {
    const { top, child } = await addLocations();
    const res = await create({
      name: unique("Edit board"),
      locations: [top],
      members: [await userIdOf(EVALUATOR)],
    });
    return { board: boardOf(res.body), top, child };
  }

  it("renames, replaces the locations (clearing the ones left out) and the members", async () => {
    const { board, top, child } = await freshBoard();
    const elin = await userIdOf("evaluator2@demo.test");
    const name = unique("Renamed board");
    const res = await h.call(ADMIN, `${BASE}/${board.id}`, {
      method: "PUT",
      body: { name, locations: [child], members: [elin] },
    });
    expect(res.status).toBe(200);
    expect(boardOf(res.body)).toMatchObject({
      id: board.id,
      name,
      locations: [{ id: child }],
      members: [{ id: elin }],
    });
    expect(await boardColumnOf(top)).toBeNull();
    expect(await boardColumnOf(child)).toBe(board.id);
  });

  it("keeps the lists that are left out, and its own name in another case", async () => {
    const { board, top } = await freshBoard();
    const res = await h.call(ADMIN, `${BASE}/${board.id}`, {
      method: "PUT",
      body: { name: board.name.toUpperCase() },
    });
    expect(res.status).toBe(200);
    expect(boardOf(res.body)).toMatchObject({
      name: board.name.toUpperCase(),
      locations: [{ id: top }],
      members: board.members,
    });
  });

  it("keeps an archived location it has, but does not add one", async () => {
    const { board, top } = await freshBoard();
    await h.db.update(locations).set({ archived: true, archivedRootId: top }).where(eq(locations.id, top));
    const kept = await h.call(ADMIN, `${BASE}/${board.id}`, {
      method: "PUT",
      body: { name: board.name, locations: [top] },
    });
    expect(kept.status).toBe(200);
    expect(boardOf(kept.body).locations).toMatchObject([{ id: top, archived: true }]);
  });

  it("refuses another board's location and a member without the flag (422), changing nothing", async () => {
    const { board } = await freshBoard();
    const before = await snapshot();
    const res = await h.call(ADMIN, `${BASE}/${board.id}`, {
      method: "PUT",
      body: { name: board.name, locations: [await idOf("Bergen depot")], members: [await userIdOf(WORKER)] },
    });
    expect(res.status).toBe(422);
    expect(errorsOf(res.body)).toEqual({
      locations: ["Bergen depot already belongs to the board Depot board."],
      members: ["Wenche Worker does not have the permission chemical_approval_request."],
    });
    expect(await snapshot()).toEqual(before);
  });

  it("refuses another board's name (422)", async () => {
    const { board } = await freshBoard();
    const res = await h.call(ADMIN, `${BASE}/${board.id}`, { method: "PUT", body: { name: "depot board" } });
    expect(res.status).toBe(422);
    expect(errorsOf(res.body)).toEqual({ name: ["There is already a board named depot board."] });
  });

  it("answers 404 for another company's board, and changes nothing there", async () => {
    const [other] = await h.db
      .insert(chemicalBoardGroups)
      .values({ companyId: OTHER, name: unique("Their board") })
      .returning();
    const res = await h.call(ADMIN, `${BASE}/${other!.id}`, { method: "PUT", body: { name: "Ours now" } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(NOT_FOUND);
    const [row] = await h.db.select().from(chemicalBoardGroups).where(eq(chemicalBoardGroups.id, other!.id));
    expect(row).toEqual(other);
  });

  it("needs chemical_approval_admin (403)", async () => {
    const { board } = await freshBoard();
    const res = await h.call(EVALUATOR, `${BASE}/${board.id}`, { method: "PUT", body: { name: "Mine" } });
    expect(res.status).toBe(403);
    expect((await h.call(ADMIN, `${BASE}/${board.id}`)).body).toMatchObject({ data: { name: board.name } });
  });
});

describe("DELETE /chemical-approval/v1/board-groups/{id}", () => {
  it("clears its locations' column first, then deletes it and its memberships", async () => {
    const { top } = await addLocations();
    const board = boardOf(
      (await create({ name: unique("Doomed board"), locations: [top], members: [await userIdOf(EVALUATOR)] }))
        .body,
    );
    const res = await h.call(ADMIN, `${BASE}/${board.id}`, { method: "DELETE" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { id: board.id } });
    expect(await boardColumnOf(top)).toBeNull();
    expect(
      await h.db
        .select()
        .from(chemicalBoardGroupMembers)
        .where(eq(chemicalBoardGroupMembers.boardGroupId, board.id)),
    ).toEqual([]);
    expect((await h.call(ADMIN, `${BASE}/${board.id}`)).status).toBe(404);
    expect((await h.call(ADMIN, `${BASE}/${board.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("answers 404 for another company's board and keeps it", async () => {
    const [other] = await h.db
      .insert(chemicalBoardGroups)
      .values({ companyId: OTHER, name: unique("Their board") })
      .returning({ id: chemicalBoardGroups.id });
    expect((await h.call(ADMIN, `${BASE}/${other!.id}`, { method: "DELETE" })).status).toBe(404);
    const rows = await h.db
      .select()
      .from(chemicalBoardGroups)
      .where(and(eq(chemicalBoardGroups.id, other!.id), eq(chemicalBoardGroups.companyId, OTHER)));
    expect(rows).toHaveLength(1);
  });

  it("refuses while a request is under evaluation by it (409), lets go of concluded ones", async () => {
    const board = boardOf((await create({ name: unique("Busy board") })).body);
    const requester = await userIdOf("requester@demo.test");
    const insert = async (status: string) =>
      (
        await h.db.execute<{ id: number }>(sql`
          INSERT INTO product_requests (company_id, requester_id, status, name, board_group_id)
          VALUES (${DEMO}, ${requester}, ${status}, ${unique("Request")}, ${board.id}) RETURNING id`)
      ).rows[0]!.id;
    const running = await insert("UNDER_EVALUATION");
    const concluded = await insert("APPROVED");
    const refused = await h.call(ADMIN, `${BASE}/${board.id}`, { method: "DELETE" });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: "board_in_use",
      message: "This board is evaluating requests. Complete, conclude or reset their evaluations first.",
    });
    await h.db.execute(sql`UPDATE product_requests SET status = 'REJECTED' WHERE id = ${running}`);
    expect((await h.call(ADMIN, `${BASE}/${board.id}`, { method: "DELETE" })).status).toBe(200);
    const rows = await h.db.execute<{ board_group_id: number | null }>(
      sql`SELECT board_group_id FROM product_requests WHERE id IN (${running}, ${concluded})`,
    );
    expect(rows.rows.map((r) => r.board_group_id)).toEqual([null, null]);
  });

  it("needs chemical_approval_admin (403) and keeps the board", async () => {
    const board = boardOf((await create({ name: unique("Kept board") })).body);
    for (const email of [EVALUATOR, WORKER]) {
      expect((await h.call(email, `${BASE}/${board.id}`, { method: "DELETE" })).status, email).toBe(403);
    }
    expect((await h.call(ADMIN, `${BASE}/${board.id}`)).status).toBe(200);
  });
});

describe("PUT /hierarchy/v1/locations/{id} with a board group", () => {
  it("accepts one of the company's boards, and refuses another company's or an unknown one (422)", async () => {
    const { top } = await addLocations();
    const board = boardOf((await create({ name: unique("Location board") })).body);
    const set = await h.call(ADMIN, `/api/hierarchy/v1/locations/${top}`, {
      method: "PUT",
      body: { chemical_board_group_id: board.id },
    });
    expect(set.status).toBe(200);
    expect(await boardColumnOf(top)).toBe(board.id);
    const [other] = await h.db
      .insert(chemicalBoardGroups)
      .values({ companyId: OTHER, name: unique("Their board") })
      .returning({ id: chemicalBoardGroups.id });
    for (const id of [other!.id, 999999]) {
      const res = await h.call(ADMIN, `/api/hierarchy/v1/locations/${top}`, {
        method: "PUT",
        body: { name: "Never saved", chemical_board_group_id: id },
      });
      expect(res.status, String(id)).toBe(422);
      expect(errorsOf(res.body)).toEqual({
        chemical_board_group_id: ["The chemical board group must be one of the company's approval boards."],
      });
    }
    expect(await boardColumnOf(top)).toBe(board.id);
  });

  it("never fails on the foreign key when the board is deleted at the same time", async () => {
    for (let round = 0; round < 5; round++) {
      const { top } = await addLocations();
      const board = boardOf((await create({ name: unique("Vanishing board") })).body);
      const [put, del] = await Promise.all([
        h.call(ADMIN, `/api/hierarchy/v1/locations/${top}`, {
          method: "PUT",
          body: { chemical_board_group_id: board.id },
        }),
        h.call(ADMIN, `${BASE}/${board.id}`, { method: "DELETE" }),
      ]);
      expect([200, 422]).toContain(put.status);
      expect(del.status).toBe(200);
      expect(await boardColumnOf(top)).toBeNull();
    }
  });
});
