import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage, setStorageForTests } from "../../api/storage";
import { settleExportsForTests } from "../../api/support/exports";
import { settle, setupAppTest } from "../support/app";
import { get, post, toastOf, type AppTest } from "./locations-support";

/** /company-settings/support: contacts, status and the full export (loader, action, download). */

const PATH = "/company-settings/support";
const PRIVACY = "privacy@demo.test";
let t: AppTest;
let storageDir: string;

beforeAll(async () => {
  t = await setupAppTest();
  storageDir = mkdtempSync(join(tmpdir(), "chemsafe-support-route-"));
  setStorageForTests(createLocalStorage(storageDir));
});
afterAll(async () => {
  await settleExportsForTests();
  setStorageForTests(undefined);
  rmSync(storageDir, { recursive: true, force: true });
  await t.close();
});

const route = () => import("~/features/support/routes/support");

async function load(url = PATH, email = PRIVACY) {
  const { loader } = await route();
  const { cookie } = await t.signedIn(email);
  return settle(() => loader(get(url, cookie)));
}

async function act(fields: [string, string][], email = PRIVACY) {
  const { action } = await route();
  const { cookie } = await t.signedIn(email);
  return settle(() => action(post(PATH, cookie, fields)));
}

type Data = Exclude<Awaited<ReturnType<typeof load>>, Response>;

describe("/company-settings/support", () => {
  it("shows the contacts, the version and status, and the exports", async () => {
    const data = (await load()) as Data;
    expect(data.title).toBe("Support – Company settings – ChemSafe");
    expect(data.contacts).toEqual([]);
    expect(data.editing).toBeNull();
    expect(data.status.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(data.status.checks.database.state).toBe("ok");
    expect(data.exports).toEqual([]);
    expect(data.active).toBe(false);
  });

  it("sends a user without user_admin away with the permission warning", async () => {
    const res = (await load(PATH, "worker@demo.test")) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/main");
    const refused = (await act([["intent", "export"]], "worker@demo.test")) as Response;
    expect(refused.headers.get("Location")).toBe("/main");
  });

  it("adds a contact, opens it for editing, saves and deletes it", async () => {
    const saved = (await act([
      ["intent", "save"],
      ["name", "Kari Koordinator"],
      ["role", "Chemicals coordinator"],
      ["email", "kari@demo.test"],
      ["phone", "+47 22 33 44 55"],
    ])) as Response;
    expect(saved.status).toBe(302);
    expect(await toastOf(saved)).toMatchObject({
      type: "success",
      text: "The contact Kari Koordinator was saved.",
    });
    const { contacts } = (await load()) as Data;
    expect(contacts).toEqual([
      expect.objectContaining({ name: "Kari Koordinator", phone: "+47 22 33 44 55" }),
    ]);
    const id = contacts[0]!.id;

    const editing = (await load(`${PATH}?edit=${id}`)) as Data;
    expect(editing.editing).toMatchObject({ id, name: "Kari Koordinator" });

    const update = await act([
      ["intent", "save"],
      ["id", String(id)],
      ["name", "Kari Koordinator"],
      ["role", "IT"],
      ["email", ""],
      ["phone", ""],
    ]);
    expect(update, JSON.stringify(update)).toBeInstanceOf(Response);
    expect(await toastOf(update as Response)).toMatchObject({ type: "success" });
    expect(((await load()) as Data).contacts[0]).toMatchObject({ role: "IT", email: "" });

    const deleted = (await act([
      ["intent", "delete"],
      ["id", String(id)],
    ])) as Response;
    expect(await toastOf(deleted)).toMatchObject({ text: "The contact was deleted." });
    const gone = (await act([
      ["intent", "delete"],
      ["id", String(id)],
    ])) as Response;
    expect(await toastOf(gone)).toMatchObject({ type: "warning", text: "That contact no longer exists." });
  });

  it("answers bad input with the fields' messages and saves nothing", async () => {
    const reply = (await act([
      ["intent", "save"],
      ["name", ""],
      ["email", "nope"],
      ["phone", "call me"],
    ])) as { status: string; error: Record<string, string[]> };
    expect(reply.status).toBe("error");
    expect(reply.error).toMatchObject({
      name: ["Enter a name."],
      email: ["Enter an e-mail address like name@example.com."],
      phone: ["Enter a phone number using digits, spaces and + ( ) - only."],
    });
    expect(((await load()) as Data).contacts).toEqual([]);
  });

  it("starts an export, refuses a second one, lists it and downloads it when ready", async () => {
    const started = (await act([["intent", "export"]])) as Response;
    expect(await toastOf(started)).toMatchObject({ type: "success" });
    const second = (await act([["intent", "export"]])) as Response;
    expect(await toastOf(second)).toMatchObject({
      type: "warning",
      text: "An export of this company is already being made.",
    });
    await settleExportsForTests();
    const data = (await load()) as Data;
    expect(data.active).toBe(false);
    expect(data.exports[0]).toMatchObject({
      status: "ready",
      downloadable: true,
      created_by: { name: "Petra Privacy" },
    });
    expect(data.exports[0]!.sizeText).toMatch(/kB|MB/);

    const { loader } = await import("~/features/support/routes/export-download");
    const { cookie } = await t.signedIn(PRIVACY);
    const id = String(data.exports[0]!.id);
    const file = (await settle(() =>
      loader(get(`${PATH}/exports/${id}/download`, cookie, { id })),
    )) as Response;
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("application/zip");
    expect(file.headers.get("Content-Disposition")).toMatch(/^attachment; filename="chemsafe-export-/);
    expect(new Uint8Array(await file.arrayBuffer()).slice(0, 2)).toEqual(new Uint8Array([0x50, 0x4b]));

    const { cookie: other } = await t.signedIn("admin@other.test");
    const missing = await settle(() => loader(get(`${PATH}/exports/${id}/download`, other, { id })));
    expect((missing as Response).status).toBe(404);
    const { rows } = await t.db.execute(sql`SELECT count(*)::int AS n FROM company_exports`);
    expect(rows[0]).toEqual({ n: 1 });
  });
});
