import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage, setStorageForTests } from "../../api/storage";
import { settle, setupAppTest } from "../support/app";
import { apiAs, get, post, toastOf, type AppTest, type Reply } from "./locations-support";

/**
 * /documents/all-versions/{sdsKey}: one of the company's own sheets with every version, a new version in the
 * same or another language or market, deleting a draft after its confirmation step and a copy as a new sheet.
 * Bad input comes back as messages with nothing saved; the API's 409s show as the form's error in the user's
 * language; a user without local_publisher_delete is refused by the API (not only by the hidden link); a user
 * without local_publisher is sent to /main.
 */

let t: AppTest;
let storageDir: string;
beforeAll(async () => {
  t = await setupAppTest();
  storageDir = mkdtempSync(join(tmpdir(), "chemsafe-versions-route-"));
  setStorageForTests(createLocalStorage(storageDir));
});
afterAll(async () => {
  setStorageForTests(undefined);
  rmSync(storageDir, { recursive: true, force: true });
  await t.close();
});

/** local_publisher and local_publisher_delete. */
const KEEPER = "versions@demo.test";
/** local_publisher only: makes versions and copies, deletes nothing. */
const SAFETY = "safety@demo.test";
const WORKER = "worker@demo.test";
const OTHER = "admin@other.test";
const WARNING =
  "This feature is disabled. If you believe this is a mistake, please contact one of your admins.";
const GLASS = "DOC-DEMOGLASS200";
const DEGREASER = "DOC-DEMODEGR500";
const path = (key: string) => `/documents/all-versions/${key}`;

const cookieOf = async (email: string) => (await t.signedIn(email)).cookie;
const rows = async <T>(query: ReturnType<typeof sql>) => (await t.db.execute(query)).rows as T[];
const versionsOf = (key: string) =>
  rows<{ id: number; language_id: number; market_id: number; version: number; status: string }>(
    sql`SELECT id, language_id, market_id, version, status FROM publisher_documents WHERE sds_key = ${key}
      ORDER BY language_id, market_id, version`,
  );
const idOf = async (key: string, language: number, market: number) =>
  (await versionsOf(key)).filter((v) => v.language_id === language && v.market_id === market).at(-1)!.id;

async function load(email: string, url: string, key?: string) {
  const { loader } = await import("~/features/publisher-documents/routes/sheet-versions");
  const cookie = await cookieOf(email);
  return settle(() => loader(get(url, cookie, key ? { sdsKey: key } : {})));
}

async function send(email: string, key: string, fields: [string, string][]) {
  const { action } = await import("~/features/publisher-documents/routes/sheet-versions");
  const cookie = await cookieOf(email);
  return settle(() => action(post(path(key), cookie, fields, { sdsKey: key })));
}

type Page = {
  sheet: { key: string; name: string; supplier: string };
  canDelete: boolean;
  confirm: { id: number; version: number; language: string; market: string } | null;
  page: {
    rows: {
      id: number;
      version: number;
      language: string;
      market: string;
      status: string;
      library: string | null;
      canBump: boolean;
    }[];
    source: { id: number };
    languages: { id: number; name: string }[];
    markets: { id: number; name: string }[];
  } | null;
};

describe("/documents/all-versions/{sdsKey}", () => {
  it("lists every version of the sheet with what a new version can take", async () => {
    const page = (await load(KEEPER, path(GLASS), GLASS)) as Page;
    expect(page.sheet).toEqual({
      key: GLASS,
      name: "Demo Glass Cleaner 200",
      supplier: "Demo Chemicals Production AS",
    });
    expect(page.page!.rows.map((r) => [r.language, r.market, r.version, r.status])).toEqual([
      ["Svenska", "SE", 1, "draft"],
      ["English (UK)", "GB", 1, "draft"],
    ]);
    // Drafts: no "New version" (one draft per language and market), no library sheet.
    expect(page.page!.rows.every((r) => !r.canBump && r.library === null)).toBe(true);
    expect(page.canDelete).toBe(true);
    // The forms start from the most recently changed version; its market's free languages and its language's
    // free markets come from the API.
    const source = page.page!.rows.find((r) => r.id === page.page!.source.id)!;
    expect(page.page!.languages.map((l) => l.name)).not.toContain(source.language);
    expect(page.page!.languages.length).toBe(9);
    const fromEnglish = (await load(KEEPER, `${path(GLASS)}?from=${await idOf(GLASS, 4, 4)}`, GLASS)) as Page;
    expect(fromEnglish.page!.markets.map((m) => m.name)).toEqual(["NO", "SE", "DK"]);
    const fromSwedish = (await load(KEEPER, `${path(GLASS)}?from=${await idOf(GLASS, 2, 2)}`, GLASS)) as Page;
    expect(fromSwedish.page!.markets.map((m) => m.name)).toEqual(["NO", "DK"]);
    // local_publisher without local_publisher_delete: no delete links, and no confirmation step either.
    const safety = (await load(SAFETY, `${path(GLASS)}?delete=${await idOf(GLASS, 4, 4)}`, GLASS)) as Page;
    expect(safety.canDelete).toBe(false);
    expect(safety.confirm).toBeNull();
  });

  it("without a key is the list of every sheet; an unknown, malformed or other company's key is not found", async () => {
    const bare = (await load(KEEPER, "/documents/all-versions")) as Response;
    expect(bare.status).toBe(302);
    expect(bare.headers.get("Location")).toBe("/documents");
    for (const key of ["DOC-NOSUCHSHEET", "not a key", "doc-demoglass200", `DOC-${"A".repeat(70)}`])
      expect(((await load(KEEPER, path(encodeURIComponent(key)), key)) as Response).status).toBe(404);
    expect(((await load(OTHER, path(GLASS), GLASS)) as Response).status).toBe(404);
  });

  it("sends a user without local_publisher to /main with the warning, before anything else", async () => {
    for (const url of [path(GLASS), "/documents/all-versions"]) {
      const response = (await load(WORKER, url, url === path(GLASS) ? GLASS : undefined)) as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/main");
      expect(await toastOf(response)).toMatchObject({ type: "warning", text: WARNING });
    }
    const posted = (await send(WORKER, GLASS, [
      ["intent", "newVersion"],
      ["from", String(await idOf(GLASS, 4, 4))],
    ])) as Response;
    expect(posted.headers.get("Location")).toBe("/main");
  });
});

describe("making versions", () => {
  it("makes a version in another language and for another market; refuses bad choices and saves nothing", async () => {
    const english = await idOf(GLASS, 4, 4);
    const before = (await versionsOf(GLASS)).length;
    for (const [field, value, message] of [
      ["language", "99", "Choose a language from the list."],
      ["language", "", "Choose a language from the list."],
      ["market", "abc", "Choose a market from the list."],
    ] as const) {
      const reply = (await send(KEEPER, GLASS, [
        ["intent", field === "language" ? "otherLanguage" : "otherMarket"],
        ["from", String(english)],
        [field, value],
      ])) as Reply;
      expect(reply.result.error).toMatchObject({ [field]: [message] });
    }
    // A version of another sheet posted to this sheet's page is not one of its versions.
    const foreign = await idOf(DEGREASER, 4, 4);
    const wrong = (await send(KEEPER, GLASS, [
      ["intent", "otherLanguage"],
      ["from", String(foreign)],
      ["language", "6"],
    ])) as Reply;
    expect(wrong.result.error).toMatchObject({ from: ["Choose a version of this sheet."] });
    expect((await versionsOf(GLASS)).length).toBe(before);
    expect(
      (
        (await send(KEEPER, GLASS, [
          ["intent", "publish"],
          ["from", String(english)],
        ])) as Response
      ).status,
    ).toBe(400);

    const german = (await send(SAFETY, GLASS, [
      ["intent", "otherLanguage"],
      ["from", String(english)],
      ["language", "6"],
    ])) as Response;
    expect(german.headers.get("Location")).toBe(path(GLASS));
    expect(await toastOf(german)).toMatchObject({
      type: "success",
      text: "Version 1 in Deutsch for GB is a new draft.",
    });
    const danish = (await send(SAFETY, GLASS, [
      ["intent", "otherMarket"],
      ["from", String(english)],
      ["market", "3"],
    ])) as Response;
    expect(await toastOf(danish)).toMatchObject({ text: "Version 1 in English (UK) for DK is a new draft." });
    const made = await versionsOf(GLASS);
    expect(made.map((v) => [v.language_id, v.market_id, v.status])).toEqual(
      expect.arrayContaining([
        [6, 4, "draft"],
        [4, 3, "draft"],
      ]),
    );
    // The new draft has the texts of the version it started from.
    const [texts] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM publisher_document_sections WHERE document_id = ${await idOf(GLASS, 6, 4)}`,
    );
    expect(texts!.n).toBe(2);
  });

  it("shows the API's 409 when the language and market already has a draft, in the user's language", async () => {
    const english = await idOf(GLASS, 4, 4);
    const before = (await versionsOf(GLASS)).length;
    const same = (await send(KEEPER, GLASS, [
      ["intent", "newVersion"],
      ["from", String(english)],
    ])) as Reply;
    expect(same.intent).toBe("newVersion");
    expect(same.result.error).toMatchObject({
      "": ["This sheet already has a draft in that language and market; finish or delete it first."],
    });
    const { action } = await import("~/features/publisher-documents/routes/sheet-versions");
    const cookie = (await t.signedIn(KEEPER, { language: 6 })).cookie;
    const german = (await settle(() =>
      action(
        post(
          path(GLASS),
          cookie,
          [
            ["intent", "newVersion"],
            ["from", String(english)],
          ],
          { sdsKey: GLASS },
        ),
      ),
    )) as Reply;
    expect(german.result.error![""]![0]).toMatch(/Entwurf/);
    expect((await versionsOf(GLASS)).length).toBe(before);
  });

  it("offers the next version on a published one, and makes it", async () => {
    const api = await apiAs(t, KEEPER);
    const draft = await idOf(DEGREASER, 4, 4);
    await api.post(`/editor/sds/${draft}/publish`);
    const page = (await load(KEEPER, path(DEGREASER), DEGREASER)) as Page;
    const published = page.page!.rows.find((r) => r.id === draft)!;
    expect(published).toMatchObject({
      status: "published",
      canBump: true,
      library: expect.stringMatching(/^SDS-/),
    });
    // The forms start from the published version when none is asked for.
    expect(page.page!.source.id).toBe(draft);
    const next = (await send(SAFETY, DEGREASER, [
      ["intent", "newVersion"],
      ["from", String(draft)],
    ])) as Response;
    expect(await toastOf(next)).toMatchObject({ text: "Version 2 in English (UK) for GB is a new draft." });
    const after = (await load(KEEPER, path(DEGREASER), DEGREASER)) as Page;
    expect(after.page!.rows.map((r) => [r.version, r.status, r.canBump])).toEqual([
      [2, "draft", false],
      [1, "published", false],
    ]);
  });
});

describe("deleting a draft", () => {
  it("asks first, then deletes; a published version is refused with the API's message", async () => {
    const german = await idOf(GLASS, 6, 4);
    const confirm = (await load(KEEPER, `${path(GLASS)}?delete=${german}`, GLASS)) as Page;
    expect(confirm.confirm).toEqual({ id: german, version: 1, language: "Deutsch", market: "GB" });
    expect(confirm.page).toBeNull();
    const deleted = (await send(KEEPER, GLASS, [
      ["intent", "delete"],
      ["from", String(german)],
    ])) as Response;
    expect(deleted.headers.get("Location")).toBe(path(GLASS));
    expect(await toastOf(deleted)).toMatchObject({ type: "success", text: "The draft is deleted." });
    expect((await versionsOf(GLASS)).some((v) => v.id === german)).toBe(false);

    // A published version has no confirmation step, and a forged post is the API's 409.
    const published = (await versionsOf(DEGREASER)).find((v) => v.status === "published")!.id;
    expect(
      ((await load(KEEPER, `${path(DEGREASER)}?delete=${published}`, DEGREASER)) as Page).confirm,
    ).toBeNull();
    const refused = (await send(KEEPER, DEGREASER, [
      ["intent", "delete"],
      ["from", String(published)],
    ])) as Reply;
    expect(refused.result.error).toMatchObject({
      "": ["A published version cannot be changed; make a new version."],
    });
    expect((await versionsOf(DEGREASER)).some((v) => v.id === published)).toBe(true);
  });

  it("is refused by the API for a user without local_publisher_delete, and nothing is deleted", async () => {
    const danish = await idOf(GLASS, 4, 3);
    const refused = (await send(SAFETY, GLASS, [
      ["intent", "delete"],
      ["from", String(danish)],
    ])) as Response;
    expect(refused.headers.get("Location")).toBe(path(GLASS));
    expect(await toastOf(refused)).toMatchObject({ type: "error", text: "Permission denied" });
    expect((await versionsOf(GLASS)).some((v) => v.id === danish)).toBe(true);
    // The API itself, asked directly.
    const api = await apiAs(t, SAFETY);
    await expect(api.delete(`/editor/sds/${danish}`)).rejects.toMatchObject({ status: 403 });
  });
});

describe("copying as a new sheet", () => {
  it("copies a version under a new product name; an empty name is refused and nothing saved", async () => {
    const english = await idOf(GLASS, 4, 4);
    const count = async () =>
      Number((await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM publisher_documents`))[0]!.n);
    const before = await count();
    const empty = (await send(SAFETY, GLASS, [
      ["intent", "copy"],
      ["from", String(english)],
      ["product_name", "   "],
    ])) as Reply;
    expect(empty.result.error).toMatchObject({
      product_name: ["Product name is required (at most 200 characters)."],
    });
    expect(await count()).toBe(before);
    const copied = (await send(SAFETY, GLASS, [
      ["intent", "copy"],
      ["from", String(english)],
      ["product_name", "Demo Window Cleaner"],
    ])) as Response;
    const [copy] = await rows<{ sds_key: string; version: number; status: string }>(
      sql`SELECT sds_key, version, status FROM publisher_documents WHERE product_name = 'Demo Window Cleaner'`,
    );
    expect(copy).toMatchObject({ version: 1, status: "draft" });
    expect(copied.headers.get("Location")).toBe(path(copy!.sds_key));
    expect(await toastOf(copied)).toMatchObject({
      type: "success",
      text: "Demo Window Cleaner is a new sheet.",
    });
  });
});
