import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RnuMine } from "../../api/read-understood/schemas";
import { settle, setupAppTest } from "../support/app";
import { get, post, toastOf, type AppTest } from "./locations-support";

/**
 * The read-and-understood pages: /read-understood (the list, confirming and withdrawing, the guards for
 * guests and a company with it off), /read-understood/manage (finding a document; managers only) and
 * /read-understood/{kind}/{id} (who has and who hasn't, assigning with bad input, taking back).
 */

const READER = "reader@demo.test";
const MANAGER = "rnumanager@demo.test";

let t: AppTest;

const mine = () => import("~/features/read-understood/routes/mine");
const manage = () => import("~/features/read-understood/routes/manage");
const status = () => import("~/features/read-understood/routes/status");

async function load<T>(
  route: Promise<{ loader: (args: never) => Promise<T> }>,
  path: string,
  email: string,
  params: Record<string, string> = {},
) {
  const { cookie } = await t.signedIn(email);
  const { loader } = await route;
  return settle(() => loader(get(path, cookie, params) as never));
}

async function act(
  route: Promise<{ action: (args: never) => Promise<unknown> }>,
  path: string,
  email: string,
  fields: [string, string][],
  params: Record<string, string> = {},
) {
  const { cookie } = await t.signedIn(email);
  const { action } = await route;
  return settle(() => action(post(path, cookie, fields, params) as never));
}

const count = async (table: string) =>
  Number((await t.db.execute<{ n: number }>(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))).rows[0]!.n);

beforeAll(async () => {
  t = await setupAppTest();
});
afterAll(async () => {
  await t.close();
});

describe("/read-understood", () => {
  it("lists the reader's pending items and confirms one, then withdraws it", async () => {
    const page = (await load(mine(), "/read-understood", READER)) as RnuMine & { manager: boolean };
    expect(page.pending.length).toBeGreaterThanOrEqual(3);
    expect(page.manager).toBe(false);
    const sds = page.pending.find((item) => item.kind === "sds")!;
    const fields = (intent: string): [string, string][] => [
      ["intent", intent],
      ["kind", "sds"],
      ["version", String(sds.version_id)],
      ["title", sds.title],
    ];
    const done = (await act(mine(), "/read-understood", READER, fields("acknowledge"))) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/read-understood");
    expect(await toastOf(done)).toMatchObject({
      type: "success",
      text: `Your confirmation of ${sds.title} is saved.`,
    });
    const after = (await load(mine(), "/read-understood", READER)) as RnuMine;
    expect(after.done.map((item) => item.version_id)).toContain(sds.version_id);
    const undone = (await act(mine(), "/read-understood", READER, fields("unacknowledge"))) as Response;
    expect(await toastOf(undone)).toMatchObject({ type: "success" });
  });

  it("confirms a smart-form document through the smart-form API", async () => {
    const page = (await load(mine(), "/read-understood", READER)) as RnuMine;
    const item = page.pending.find((i) => i.kind === "smartform")!;
    const res = (await act(mine(), "/read-understood", READER, [
      ["intent", "acknowledge"],
      ["kind", "smartform"],
      ["version", String(item.version_id)],
      ["title", item.title],
    ])) as Response;
    expect(await toastOf(res)).toMatchObject({ type: "success" });
    const after = (await load(mine(), "/read-understood", READER)) as RnuMine;
    expect(after.done.map((i) => i.version_id)).toContain(item.version_id);
  });

  it("refuses a malformed post with 400 and saves nothing", async () => {
    const before = await count("sds_acknowledgements");
    const res = (await act(mine(), "/read-understood", READER, [
      ["intent", "acknowledge"],
      ["kind", "x"],
      ["version", "0"],
    ])) as Response;
    expect(res.status).toBe(400);
    expect(await count("sds_acknowledgements")).toBe(before);
  });

  it("sends a guest to /main with the guest warning", async () => {
    const res = (await load(mine(), "/read-understood", "guest@demo.test")) as Response;
    expect(res.headers.get("Location")).toBe("/main");
    expect(await toastOf(res)).toMatchObject({ type: "warning", text: expect.stringContaining("guest") });
  });

  it("sends everyone to /main with the warning when the company has it off", async () => {
    await t.db.execute(
      sql`UPDATE companies SET settings = settings || '{"document_rnu": false}'::jsonb WHERE id = 1000001`,
    );
    try {
      const res = (await load(mine(), "/read-understood", READER)) as Response;
      expect(res.headers.get("Location")).toBe("/main");
      expect(await toastOf(res)).toMatchObject({
        type: "warning",
        text: expect.stringContaining("turned off"),
      });
    } finally {
      await t.db.execute(
        sql`UPDATE companies SET settings = settings || '{"document_rnu": true}'::jsonb WHERE id = 1000001`,
      );
    }
  });
});

describe("the manager's pages", () => {
  it("/read-understood/manage finds documents; a user without edit_location meets the permission warning", async () => {
    const page = (await load(manage(), "/read-understood/manage?q=acetone", MANAGER)) as {
      documents: { kind: string; title: string }[];
    };
    expect(page.documents.map((d) => d.title)).toContain("Acetone");
    const refused = (await load(manage(), "/read-understood/manage", READER)) as Response;
    expect(refused.headers.get("Location")).toBe("/main");
    expect(await toastOf(refused)).toMatchObject({ type: "warning" });
  });

  it("shows who has and who hasn't, refuses bad input with nothing saved, assigns and takes back", async () => {
    const reader = (await load(mine(), "/read-understood", READER)) as RnuMine;
    const item = [...reader.pending, ...reader.done].find((i) => i.kind === "smartform")!;
    const params = { kind: "smartform", documentId: String(item.document_id) };
    const path = `/read-understood/smartform/${item.document_id}`;
    const page = (await load(status(), `${path}?who=wenche`, MANAGER, params)) as {
      status: { total: number; people: { name: string }[] };
      people: { id: number; name: string }[];
      locations: unknown[];
    };
    expect(page.status.people.map((p) => p.name)).toContain("Rita Reader");
    const worker = page.people.find((p) => p.name === "Wenche Worker")!;
    expect(worker).toBeTruthy();

    const before = await count("rnu_assignments");
    const bad = (await act(
      status(),
      path,
      MANAGER,
      [
        ["intent", "assign"],
        ["title", item.title],
      ],
      params,
    )) as {
      status: string;
      error: Record<string, string[]>;
    };
    expect(bad.status).toBe("error");
    expect(bad.error.user_ids).toEqual(["Choose either people or a location."]);
    expect(await count("rnu_assignments")).toBe(before);

    const made = (await act(
      status(),
      path,
      MANAGER,
      [
        ["intent", "assign"],
        ["title", item.title],
        ["user_ids", String(worker.id)],
      ],
      params,
    )) as Response;
    expect(made.status).toBe(302);
    expect(await toastOf(made)).toMatchObject({
      type: "success",
      text: `1 new assignment(s) of ${item.title}.`,
    });
    expect(await count("rnu_assignments")).toBe(before + 1);

    const assignments = (
      (await load(status(), path, MANAGER, params)) as {
        assignments: { items: { id: number; user: { name: string } | null }[] };
      }
    ).assignments.items;
    const toWorker = assignments.find((a) => a.user?.name === "Wenche Worker")!;
    const removed = (await act(
      status(),
      path,
      MANAGER,
      [
        ["intent", "unassign"],
        ["assignment", String(toWorker.id)],
      ],
      params,
    )) as Response;
    expect(await toastOf(removed)).toMatchObject({ type: "success", text: "The assignment is taken back." });
    expect(await count("rnu_assignments")).toBe(before);
  });

  it("a user without edit_location is refused by the page and by the API", async () => {
    const reader = (await load(mine(), "/read-understood", READER)) as RnuMine;
    const item = [...reader.pending, ...reader.done][0]!;
    const params = { kind: item.kind, documentId: String(item.document_id) };
    const path = `/read-understood/${item.kind}/${item.document_id}`;
    const page = (await load(status(), path, READER, params)) as Response;
    expect(page.headers.get("Location")).toBe("/main");
    const res = (await act(
      status(),
      path,
      READER,
      [
        ["intent", "assign"],
        ["user_ids", "1"],
      ],
      params,
    )) as Response;
    expect(res.headers.get("Location")).toBe("/main");
    // Another company's or an unknown document is not found.
    const missing = (await load(status(), "/read-understood/sds/999999", MANAGER, {
      kind: "sds",
      documentId: "999999",
    })) as Response;
    expect(missing.status).toBe(404);
    const badKind = (await load(status(), "/read-understood/x/1", MANAGER, {
      kind: "x",
      documentId: "1",
    })) as Response;
    expect(badKind.status).toBe(404);
  });
});
