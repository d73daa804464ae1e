import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BoardGroup } from "../../api/chemical-approvals/schemas";
import { chemicalBoardGroups, locations, users } from "../../db/schema";
import { DEMO_COMPANY_IDS } from "../../seed/seed";
import { settle, setupAppTest } from "../support/app";
import { apiAs, get, post, toastOf, type AppTest } from "./locations-support";

/** /company-settings (tabs), /company-settings/chemical-approval (boards) and /{groupId} (edit, delete). */

let t: AppTest;
beforeAll(async () => {
  t = await setupAppTest();
});
afterAll(() => t.close());

const ADMIN = "admin@demo.test";
const EVALUATOR = "evaluator@demo.test";
const WORKER = "worker@demo.test";
const LIST = "/company-settings/chemical-approval";
const DISABLED =
  "This feature is disabled. If you believe this is a mistake, please contact one of your admins.";

const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 7)}`;

async function idOf(table: "locations" | "users", value: string): Promise<number> {
  const rows =
    table === "locations"
      ? await t.db
          .select({ id: locations.id })
          .from(locations)
          .where(
            sql`${locations.companyId} = ${DEMO_COMPANY_IDS.demoChemicals} AND ${locations.name} = ${value}`,
          )
      : await t.db.select({ id: users.id }).from(users).where(eq(users.email, value));
  if (rows.length !== 1) throw new Error(`${rows.length} rows for ${value}`);
  return rows[0]!.id;
}

async function boards(): Promise<BoardGroup[]> {
  const api = await apiAs(t, ADMIN);
  return (await api.get<{ data: BoardGroup[] }>("/chemical-approval/v1/board-groups")).data;
}

async function createBoard(name: string, locationNames: string[] = []): Promise<BoardGroup> {
  const api = await apiAs(t, ADMIN);
  const ids = await Promise.all(locationNames.map((n) => idOf("locations", n)));
  return (
    await api.post<{ data: BoardGroup }>("/chemical-approval/v1/board-groups", { name, locations: ids })
  ).data;
}

const cookieOf = async (email: string) => (await t.signedIn(email)).cookie;

/** The board form's fields as a POST body. */
function boardFields(
  name: string,
  locationIds: number[],
  memberIds: number[],
  extra: [string, string][] = [],
) {
  return [
    ["intent", "save"],
    ["name", name],
    ...locationIds.map((id): [string, string] => ["locations", String(id)]),
    ...memberIds.map((id): [string, string] => ["members", String(id)]),
    ...extra,
  ] as [string, string][];
}

async function expectBlocked(result: unknown) {
  expect(result).toBeInstanceOf(Response);
  const response = result as Response;
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe("/main");
  expect(await toastOf(response)).toMatchObject({ type: "warning", text: DISABLED, timeout: 5000 });
}

describe("/company-settings", () => {
  it("shows the tabs the user may open: all for admins, chemical approval for requesters", async () => {
    const { loader } = await import("~/features/company-settings/routes/layout");
    const admin = await loader(get("/company-settings/chemical-approval", await cookieOf(ADMIN)));
    expect(admin.tabs).toEqual([
      { key: "system", path: "/company-settings/system" },
      { key: "riskAssessment", path: "/company-settings/risk-assessment" },
      { key: "chemicalApproval", path: LIST },
      { key: "products", path: "/company-settings/products" },
      { key: "storage", path: "/company-settings/storage" },
      { key: "documents", path: "/company-settings/documents" },
      { key: "support", path: "/company-settings/support" },
      { key: "outbox", path: "/company-settings/outbox" },
    ]);
    const evaluator = await loader(get(LIST, await cookieOf(EVALUATOR)));
    expect(evaluator.tabs).toEqual([{ key: "chemicalApproval", path: LIST }]);
  });

  it("sends a user without any tab to /main with the permission warning", async () => {
    const { loader } = await import("~/features/company-settings/routes/layout");
    await expectBlocked(await settle(async () => loader(get(LIST, await cookieOf(WORKER)))));
  });

  it("opens the first tab the user may see, or warns", async () => {
    const { loader } = await import("~/features/company-settings/routes/index");
    const admin = (await settle(async () =>
      loader(get("/company-settings", await cookieOf(ADMIN))),
    )) as Response;
    // Every flag: the system tab comes first.
    expect(admin.headers.get("Location")).toBe("/company-settings/system");
    const evaluator = (await settle(async () =>
      loader(get("/company-settings", await cookieOf(EVALUATOR))),
    )) as Response;
    expect(evaluator.headers.get("Location")).toBe(LIST);
    // Only the admin flag: the outbox is the only tab.
    await t.db
      .update(users)
      .set({ permissions: { chemical_approval_admin: true } })
      .where(eq(users.email, "operator@demo.test"));
    const outbox = (await settle(async () =>
      loader(get("/company-settings", await cookieOf("operator@demo.test"))),
    )) as Response;
    expect(outbox.headers.get("Location")).toBe("/company-settings/outbox");
    await t.db.update(users).set({ permissions: {} }).where(eq(users.email, "operator@demo.test"));
    await expectBlocked(await settle(async () => loader(get("/company-settings", await cookieOf(WORKER)))));
  });
});

describe("/company-settings/chemical-approval", () => {
  it("lists the boards with their locations and members; requesters read, admins also get the form", async () => {
    const { loader } = await import("~/features/chemical-approvals/routes/boards");
    const evaluator = await loader(get(LIST, await cookieOf(EVALUATOR)));
    expect(evaluator.title).toBe("Approval boards – Company settings – ChemSafe");
    expect(evaluator.isAdmin).toBe(false);
    expect(evaluator.options).toBeNull();
    const lab = evaluator.boards.find((board) => board.name === "Laboratory board");
    expect(lab).toMatchObject({
      locations: [{ name: "Building A", path: "Oslo plant › Building A" }],
      members: [{ name: "Elin Evaluator" }, { name: "Erik Evaluator" }],
    });

    const admin = await loader(get(LIST, await cookieOf(ADMIN)));
    expect(admin.isAdmin).toBe(true);
    const options = admin.options!;
    // A new board's picker holds nothing and lists no location before a search (never the whole tree).
    expect(options.locations).toEqual({ q: "", chosen: [], matches: null });
    const emails = options.members.map((m) => m.email);
    expect(emails).toEqual(expect.arrayContaining([ADMIN, EVALUATOR, "approver@demo.test"]));
    expect(emails).not.toContain(WORKER);
  });

  it("sends a user without chemical_approval_request to /main", async () => {
    const { loader } = await import("~/features/chemical-approvals/routes/boards");
    await expectBlocked(await settle(async () => loader(get(LIST, await cookieOf(WORKER)))));
  });

  it("creates a board and returns to the list with a toast", async () => {
    const { action } = await import("~/features/chemical-approvals/routes/boards");
    const name = unique("Route board");
    const cleaning = await idOf("locations", "Canteen kitchen");
    const erik = await idOf("users", EVALUATOR);
    const result = (await settle(async () =>
      action(post(LIST, await cookieOf(ADMIN), boardFields(`  ${name} `, [cleaning], [erik]))),
    )) as Response;
    expect(result.status).toBe(302);
    const created = (await boards()).find((board) => board.name === name)!;
    expect(result.headers.get("Location")).toBe(`${LIST}#board-${created.id}`);
    expect(await toastOf(result)).toMatchObject({ type: "success", text: `The board ${name} is created.` });
    expect(created).toMatchObject({ locations: [{ id: cleaning }], members: [{ id: erik }] });
  });

  it("refuses bad input with messages on the fields, keeps what was chosen and saves nothing", async () => {
    const { action } = await import("~/features/chemical-approvals/routes/boards");
    const before = await boards();
    const firstAid = await idOf("locations", "First aid room");
    const erik = await idOf("users", EVALUATOR);
    const cookie = await cookieOf(ADMIN);
    const empty = await action(post(LIST, cookie, boardFields("  ", [firstAid], [erik])));
    expect(empty.result.status).toBe("error");
    expect(empty.result.error).toEqual({ name: ["Enter a name for the board."] });
    expect(empty.result.initialValue).toMatchObject({ locations: String(firstAid), members: String(erik) });
    const long = await action(post(LIST, cookie, boardFields("x".repeat(101), [], [])));
    expect(long.result.error).toEqual({ name: ["The name can be at most 100 characters long."] });
    const junk = await action(post(LIST, cookie, [...boardFields("Fine", [], []), ["locations", "abc"]]));
    expect(junk.result.error).toEqual({ "locations[0]": ["Choose from the list."] });
    expect(await boards()).toEqual(before);
  });

  it("Find shows the form again as entered with the matches (with their boards), saving and checking nothing", async () => {
    const { action } = await import("~/features/chemical-approvals/routes/boards");
    const before = await boards();
    const firstAid = await idOf("locations", "First aid room");
    const erik = await idOf("users", EVALUATOR);
    const reply = await action(
      post(LIST, await cookieOf(ADMIN), [
        ["name", ""],
        ["locations", String(firstAid)],
        ["locations", "abc"],
        ["members", String(erik)],
        ["location_q", "Bergen"],
        ["intent", "find-locations"],
      ]),
    );
    expect(reply.result.error ?? {}).toEqual({});
    expect(reply.result.initialValue).toMatchObject({ members: String(erik) });
    expect(reply.picker.chosen.map((location) => location.id)).toEqual([firstAid]);
    expect(reply.picker.q).toBe("Bergen");
    expect(reply.picker.matches).toEqual(
      expect.arrayContaining([
        {
          id: await idOf("locations", "Bergen depot"),
          path: "Bergen depot",
          archived: false,
          board: "Depot board",
        },
      ]),
    );
    expect(await boards()).toEqual(before);
  });

  it("shows the API's 422 texts on the fields (a location of another board, a taken name), keeping the values", async () => {
    const { action } = await import("~/features/chemical-approvals/routes/boards");
    const before = await boards();
    const buildingA = await idOf("locations", "Building A");
    const bergen = await idOf("locations", "Bergen depot");
    const worker = await idOf("users", WORKER);
    const reply = await action(
      post(LIST, await cookieOf(ADMIN), boardFields("Depot board", [buildingA, bergen], [worker])),
    );
    expect(reply.result.status).toBe("error");
    expect(reply.result.error).toEqual({
      name: ["There is already a board named Depot board."],
      locations: [
        "Building A already belongs to the board Laboratory board.",
        "Bergen depot already belongs to the board Depot board.",
      ],
      members: ["Wenche Worker does not have the permission chemical_approval_request."],
    });
    expect(reply.result.initialValue).toMatchObject({
      name: "Depot board",
      locations: [String(buildingA), String(bergen)],
      members: String(worker),
    });
    expect(await boards()).toEqual(before);
  });

  it("refuses a user without chemical_approval_admin on the server, and saves nothing", async () => {
    const { action } = await import("~/features/chemical-approvals/routes/boards");
    const before = await boards();
    for (const email of [EVALUATOR, WORKER]) {
      const result = await settle(async () =>
        action(post(LIST, await cookieOf(email), boardFields(unique("Sneaky board"), [], []))),
      );
      await expectBlocked(result);
    }
    expect(await boards()).toEqual(before);
  });
});

describe("/company-settings/chemical-approval/{groupId}", () => {
  const page = (id: number | string) => `${LIST}/${id}`;

  it("opens a board for editing: its own locations are not marked as another board's", async () => {
    const { loader } = await import("~/features/chemical-approvals/routes/board");
    const lab = (await boards()).find((board) => board.name === "Laboratory board")!;
    const data = await loader(get(page(lab.id), await cookieOf(ADMIN), { groupId: String(lab.id) }));
    expect(data.board.id).toBe(lab.id);
    expect(data.title).toBe("Laboratory board – Approval boards – ChemSafe");
    expect(data.confirmDelete).toBe(false);
    expect(data.options.locations.chosen).toEqual([
      {
        id: await idOf("locations", "Building A"),
        path: "Oslo plant › Building A",
        archived: false,
        board: "Laboratory board",
      },
    ]);
    const asking = await loader(
      get(`${page(lab.id)}?delete=1`, await cookieOf(ADMIN), { groupId: String(lab.id) }),
    );
    expect(asking.confirmDelete).toBe(true);
  });

  it("keeps the board's archived locations among the chosen ones, so saving keeps them", async () => {
    const { loader } = await import("~/features/chemical-approvals/routes/board");
    const board = await createBoard(unique("Archive keeper"), ["Sample fridge"]);
    const fridge = await idOf("locations", "Sample fridge");
    await t.db
      .update(locations)
      .set({ archived: true, archivedRootId: fridge })
      .where(eq(locations.id, fridge));
    const data = await loader(get(page(board.id), await cookieOf(ADMIN), { groupId: String(board.id) }));
    expect(data.options.locations.chosen).toEqual([
      {
        id: fridge,
        path: "Oslo plant › Building A › Quality control lab › Sample fridge",
        archived: true,
        board: board.name,
      },
    ]);
    await t.db
      .update(locations)
      .set({ archived: false, archivedRootId: null })
      .where(eq(locations.id, fridge));
  });

  it("answers 404 for another company's board and a malformed id; sends non-admins to /main", async () => {
    const { loader } = await import("~/features/chemical-approvals/routes/board");
    const [other] = await t.db
      .insert(chemicalBoardGroups)
      .values({ companyId: DEMO_COMPANY_IDS.otherIndustries, name: "Their board" })
      .returning({ id: chemicalBoardGroups.id });
    const cookie = await cookieOf(ADMIN);
    for (const id of [String(other!.id), "999999", "x1"]) {
      const result = (await settle(() => loader(get(page(id), cookie, { groupId: id })))) as Response;
      expect(result.status, id).toBe(404);
    }
    await expectBlocked(
      await settle(async () => loader(get(page(1), await cookieOf(EVALUATOR), { groupId: "1" }))),
    );
  });

  it("saves changes (the locations left out no longer name the board) and returns to the list", async () => {
    const { action } = await import("~/features/chemical-approvals/routes/board");
    const board = await createBoard(unique("Edit me"), ["Storage hall"]);
    const returns = await idOf("locations", "Returns area");
    const elin = await idOf("users", "evaluator2@demo.test");
    const name = unique("Edited");
    const result = (await settle(async () =>
      action(
        post(page(board.id), await cookieOf(ADMIN), boardFields(name, [returns], [elin]), {
          groupId: String(board.id),
        }),
      ),
    )) as Response;
    expect(result.headers.get("Location")).toBe(`${LIST}#board-${board.id}`);
    expect(await toastOf(result)).toMatchObject({ type: "success", text: `The board ${name} is saved.` });
    const saved = (await boards()).find((b) => b.id === board.id)!;
    expect(saved).toMatchObject({ name, locations: [{ id: returns }], members: [{ id: elin }] });
    const [storage] = await t.db
      .select({ board: locations.chemicalBoardGroupId })
      .from(locations)
      .where(eq(locations.id, await idOf("locations", "Storage hall")));
    expect(storage!.board).toBeNull();
  });

  it("refuses a location of another board with the API's text on the field, saving nothing", async () => {
    const { action } = await import("~/features/chemical-approvals/routes/board");
    const board = await createBoard(unique("Strict"));
    const reply = await action(
      post(
        page(board.id),
        await cookieOf(ADMIN),
        boardFields(board.name, [await idOf("locations", "Bergen depot")], []),
        {
          groupId: String(board.id),
        },
      ),
    );
    expect(reply).toMatchObject({
      result: {
        status: "error",
        error: { locations: ["Bergen depot already belongs to the board Depot board."] },
      },
      // The refused location stays chosen, with its path.
      picker: { chosen: [{ path: "Bergen depot", board: "Depot board" }] },
    });
    expect((await boards()).find((b) => b.id === board.id)!.locations).toEqual([]);
  });

  it("deletes only after the confirmation step", async () => {
    const { action } = await import("~/features/chemical-approvals/routes/board");
    const board = await createBoard(unique("Doomed"), ["Hazardous goods cage"]);
    const params = { groupId: String(board.id) };
    const cookie = await cookieOf(ADMIN);
    const ask = (await settle(() =>
      action(post(page(board.id), cookie, [["intent", "delete"]], params)),
    )) as Response;
    expect(ask.headers.get("Location")).toBe(`${page(board.id)}?delete=1`);
    expect((await boards()).some((b) => b.id === board.id)).toBe(true);
    const done = (await settle(() =>
      action(
        post(
          page(board.id),
          cookie,
          [
            ["intent", "delete"],
            ["confirm", "yes"],
          ],
          params,
        ),
      ),
    )) as Response;
    expect(done.headers.get("Location")).toBe(LIST);
    expect(await toastOf(done)).toMatchObject({
      type: "success",
      text: `The board ${board.name} is deleted.`,
    });
    expect((await boards()).some((b) => b.id === board.id)).toBe(false);
  });

  it("shows a toast when the board is evaluating requests, and keeps it", async () => {
    const { action } = await import("~/features/chemical-approvals/routes/board");
    const board = await createBoard(unique("Busy"));
    await t.db.execute(sql`
      INSERT INTO product_requests (company_id, requester_id, status, name, board_group_id)
      VALUES (${DEMO_COMPANY_IDS.demoChemicals}, ${await idOf("users", "requester@demo.test")},
        'UNDER_EVALUATION', ${unique("Busy request")}, ${board.id})`);
    const result = (await settle(async () =>
      action(
        post(
          page(board.id),
          await cookieOf(ADMIN),
          [
            ["intent", "delete"],
            ["confirm", "yes"],
          ],
          { groupId: String(board.id) },
        ),
      ),
    )) as Response;
    expect(result.headers.get("Location")).toBe(page(board.id));
    expect(await toastOf(result)).toMatchObject({
      type: "error",
      text: "This board is evaluating requests. Complete, conclude or reset their evaluations before you delete it.",
    });
    expect((await boards()).some((b) => b.id === board.id)).toBe(true);
  });

  it("refuses saving and deleting by a user without chemical_approval_admin", async () => {
    const { action } = await import("~/features/chemical-approvals/routes/board");
    const board = await createBoard(unique("Guarded"));
    const params = { groupId: String(board.id) };
    const cookie = await cookieOf(EVALUATOR);
    await expectBlocked(
      await settle(() => action(post(page(board.id), cookie, boardFields("Mine", [], []), params))),
    );
    await expectBlocked(
      await settle(() =>
        action(
          post(
            page(board.id),
            cookie,
            [
              ["intent", "delete"],
              ["confirm", "yes"],
            ],
            params,
          ),
        ),
      ),
    );
    expect((await boards()).find((b) => b.id === board.id)?.name).toBe(board.name);
  });
});
