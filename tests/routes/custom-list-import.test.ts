import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { settle, setupAppTest } from "../support/app";
import { get, toastOf, type AppTest } from "./locations-support";
import { multipart } from "./product-support";

/**
 * A list's CSV upload (/custom-lists/:listId, multipart) and its template (/custom-lists/template.csv): a good
 * file is saved whole; a file with any bad row, too large, not CSV or without its columns saves nothing and
 * says what is wrong, row problems by line; a user without user_admin is sent to /main.
 */

let t: AppTest;
let listId: string;
const ADMIN = "admin@demo.test";
const WORKER = "worker@demo.test";

const csv = (text: string, name = "substances.csv", type = "text/csv") => ({
  name,
  type,
  bytes: new TextEncoder().encode(text),
});
const entryCount = async () =>
  Number(
    (
      await t.db.execute(
        sql`SELECT count(*)::int AS n FROM custom_list_entries WHERE list_id = ${Number(listId)}`,
      )
    ).rows[0]!.n,
  );

async function upload(file: ReturnType<typeof csv> | null, user = ADMIN) {
  const { action } = await import("~/features/custom-lists/routes/list");
  const cookie = (await t.signedIn(user)).cookie;
  return settle(() => action(multipart(`/custom-lists/${listId}`, cookie, [], file, { listId }))) as Promise<
    Response | { intent: string; importErrors: string[] }
  >;
}
const errorsOf = (reply: unknown) => (reply as { importErrors: string[] }).importErrors;

beforeAll(async () => {
  t = await setupAppTest();
  const { rows } = await t.db.execute<{ id: number }>(sql`
    INSERT INTO custom_lists (company_id, name, kind)
    SELECT company_id, 'Route-test uploads', 'banned' FROM users WHERE email = ${ADMIN} RETURNING id`);
  listId = String(rows[0]!.id);
});
afterAll(() => t.close());

describe("the template", () => {
  it("is a CSV file with the columns the upload reads", async () => {
    const { loader } = await import("~/features/custom-lists/routes/template");
    const response = (await loader(
      get("/custom-lists/template.csv", (await t.signedIn(WORKER)).cookie),
    )) as Response;
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toContain("attachment");
    expect((await response.text()).replace(/^\uFEFF/, "")).toBe("name,cas,ec,reason,date\r\n");
  });
});

describe("the upload", () => {
  it("saves a good file whole (semicolons, any column order) and says how many were added", async () => {
    const response = (await upload(
      csv(
        "\uFEFFCAS;Name;Reason;Date\n67-64-1;Acetone;Solvent to replace;2026-02-01\n\n;House degreaser;Own rule;\n",
      ),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/custom-lists/${listId}`);
    const toast = await toastOf(response);
    expect(toast).toMatchObject({ type: "success" });
    expect(toast?.text).toBe("2 substances added and 0 updated on Route-test uploads.");
    const { rows } = await t.db.execute(sql`
      SELECT name, cas, reason, date FROM custom_list_entries WHERE list_id = ${Number(listId)} ORDER BY name`);
    expect(rows).toEqual([
      { name: "Acetone", cas: "67-64-1", reason: "Solvent to replace", date: "2026-02-01" },
      { name: "House degreaser", cas: null, reason: "Own rule", date: null },
    ]);
  });

  it("refuses a file with bad rows, naming each by its line, and saves none of it", async () => {
    const before = await entryCount();
    const reply = await upload(
      csv(
        [
          "name,cas,ec,reason,date",
          "Toluene,108-88-3,,Solvent,2026-01-01",
          "Benzene,71-43-3,,Carcinogen,",
          ",,,No name,",
          "Xylene,1330-20-7,,,01.02.2026",
          "toluene again,108-88-3,,,",
        ].join("\n"),
      ),
    );
    expect(errorsOf(reply)).toEqual([
      "Line 3, CAS number: Enter a valid CAS number, e.g. 67-64-1.",
      "Line 4, Substance name: This field is required.",
      "Line 5, Date: Enter a date as YYYY-MM-DD.",
      "Lines 2 and 6 name the same substance.",
    ]);
    expect(await entryCount()).toBe(before);
  });

  it("refuses a file that is not CSV, lacks the name column, has unknown columns or no rows", async () => {
    const before = await entryCount();
    const cases: [ReturnType<typeof csv> | null, string][] = [
      [null, "Choose a CSV file."],
      [
        { name: "list.xlsx", type: "application/octet-stream", bytes: new Uint8Array([80, 75, 3, 4, 0, 0]) },
        "The file is not a CSV file",
      ],
      [csv('name,cas\n"Acetone,67-64-1\n'), "The file is not a CSV file"],
      [csv("cas,reason\n67-64-1,Solvent\n"), "The header row has no name column"],
      [csv("name,casnumber\nAcetone,67-64-1\n"), "Unknown columns: casnumber."],
      [csv("name,cas\n\n"), "The file has no substances below its header row."],
    ];
    for (const [file, message] of cases) {
      const reply = await upload(file);
      expect(errorsOf(reply)[0], message).toContain(message);
    }
    expect(await entryCount()).toBe(before);
  });

  it("refuses a file larger than the limit, and one with more rows than a list holds", async () => {
    const before = await entryCount();
    const big = await upload(csv(`name\n${"x".repeat(4 * 1024 * 1024 + 10)}\n`));
    expect(errorsOf(big)).toEqual(["The file is larger than 4 MB."]);
    const rows = Array.from({ length: 2001 }, (_, index) => `Substance ${index}`).join("\n");
    const many = await upload(csv(`name\n${rows}\n`));
    expect(errorsOf(many)).toEqual(["The file has 2001 substances; a list holds at most 2000."]);
    expect(await entryCount()).toBe(before);
  });

  it("sends a user without user_admin to /main with the warning, and saves nothing", async () => {
    const before = await entryCount();
    const response = (await upload(csv("name\nWorker's solvent\n"), WORKER)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/main");
    expect((await toastOf(response))?.type).toBe("warning");
    expect(await entryCount()).toBe(before);
  });
});
