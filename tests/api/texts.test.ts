import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenApiDocument } from "../../api/openapi";
import { parsePageList } from "../../api/texts/schemas";
import { en } from "../../core/texts/en";
import { auth } from "../../core/texts/auth/en";
import { pageOfKey, TEXT_PAGE_NUMBERS } from "../../core/texts/pages";
import { frontendTexts } from "../../db/schema";
import { AREA_TRANSLATIONS, TRANSLATIONS } from "../../core/texts/translations";
import { syncTexts, textRows } from "../../db/texts-sync";
import { createHarness, type ApiHarness } from "./helpers";

/** The texts whose key starts with `prefix` (the keys of one text page). */
function textsStartingWith(texts: Record<string, string>, prefix: string): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).filter(([key]) => key.startsWith(prefix)));
}

let h: ApiHarness;

beforeAll(async () => {
  h = await createHarness();
});

afterAll(async () => {
  await h.close();
});

const PATH = "/api/site/v1/frontendtexts";
const ALL_PAGES = TEXT_PAGE_NUMBERS.join(",");

async function texts(query: string, headers: Record<string, string> = {}) {
  const res = await h.call(null, `${PATH}?${query}`, { headers });
  expect(res.status, res.text).toBe(200);
  return (res.body as { data: Record<string, string> }).data;
}

describe("GET /site/v1/frontendtexts", () => {
  it("is public: answers without a bearer token, and ignores a bad one", async () => {
    expect(await texts("pagelist=2&language=6")).toMatchObject({ "auth.signIn": "Anmelden" });
    const withBadToken = await h.call(null, `${PATH}?pagelist=2&language=6`, {
      headers: { Authorization: "Bearer not-a-token" },
    });
    expect(withBadToken.status).toBe(200);
    // The rest of the API still needs a token.
    expect((await h.call(null, "/api/site/v1/company/settings")).status).toBe(401);
  });

  it("answers only the texts of the pages asked for", async () => {
    expect(await texts("pagelist=4&language=6")).toEqual(
      textsStartingWith(AREA_TRANSLATIONS.shell.de, "main."),
    );
    const data = await texts("pagelist=1,2&language=6");
    expect(Object.keys(data).length).toBeGreaterThan(0);
    for (const key of Object.keys(data)) expect([1, 2], key).toContain(pageOfKey(key));
    expect(data).toMatchObject({ "app.name": "ChemSafe", "auth.heading": "Bei ChemSafe anmelden" });
    expect(data).not.toHaveProperty("main.title");
    // Pages without texts yet answer nothing; spaces and repeats are allowed.
    // (Page 23, "Substances", holds the substance usage page's texts: core/texts/publisher-usage.)
    expect(await texts("pagelist=22&language=6")).toEqual({});
    expect(await texts(`pagelist=${encodeURIComponent(" 2 , 2")}&language=6`)).toEqual(
      AREA_TRANSLATIONS.auth.de,
    );
  });

  it("answers German for language 6 and every language its own translations", async () => {
    expect(await texts(`pagelist=${ALL_PAGES}&language=6`)).toEqual(TRANSLATIONS.de);
    expect(await texts(`pagelist=${ALL_PAGES}&language=1`)).toEqual(TRANSLATIONS.nb);
    expect(await texts(`pagelist=${ALL_PAGES}&language=10`)).toEqual(TRANSLATIONS.es);
  });

  it("answers British English (language 4) by default, whatever the language headers say", async () => {
    expect(await texts("pagelist=2")).toEqual(auth);
    expect(await texts("pagelist=2", { "X-LANGUAGE": "6" })).toEqual(auth);
    expect(await texts(`pagelist=${ALL_PAGES}&language=4`)).toEqual(en);
    const res = await h.call(null, `${PATH}?pagelist=2&language=6`, { headers: { "X-LANGUAGE": "4" } });
    expect(res.headers.get("X-LANGUAGE")).toBe("6");
  });

  it("answers an empty object for a language id without texts", async () => {
    expect(await texts(`pagelist=${ALL_PAGES}&language=42`)).toEqual({});
    expect(await texts(`pagelist=${ALL_PAGES}&language=99`)).toEqual({});
  });

  it("may be cached for five minutes, unlike the rest of the API", async () => {
    const res = await h.call(null, `${PATH}?pagelist=1&language=6`);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=300");
    const invalid = await h.call(null, `${PATH}?pagelist=0`);
    expect(invalid.headers.get("Cache-Control")).toBe("no-store");
    const other = await h.call("admin@demo.test", "/api/site/v1/company/settings");
    expect(other.headers.get("Cache-Control")).toBe("no-store");
  });

  it.each([
    ["no pagelist", "language=6", "pagelist"],
    ["an empty pagelist", "pagelist=", "pagelist"],
    ["page 0", "pagelist=0", "pagelist"],
    ["page 42", "pagelist=1,42", "pagelist"],
    ["an empty item", "pagelist=1,,2", "pagelist"],
    ["a trailing comma", "pagelist=1,2,", "pagelist"],
    ["a word", "pagelist=auth", "pagelist"],
    ["a fraction", "pagelist=1.5", "pagelist"],
    ["a negative page", "pagelist=-1", "pagelist"],
    ["another separator", "pagelist=1;2", "pagelist"],
    ["42 pages", `pagelist=${[...TEXT_PAGE_NUMBERS, 1].join(",")}`, "pagelist"],
    ["a language that is not a number", "pagelist=1&language=de", "language"],
    ["language 0", "pagelist=1&language=0", "language"],
    ["language 100", "pagelist=1&language=100", "language"],
  ])("answers 422 for %s", async (_name, query, field) => {
    const res = await h.call(null, `${PATH}?${query}`);
    expect(res.status).toBe(422);
    const body = res.body as { message: string; errors: Record<string, string[]> };
    expect(body.message).toBe("The given data was invalid.");
    expect(Object.keys(body.errors)).toEqual([field]);
    expect(body.errors[field]?.[0]).toEqual(expect.any(String));
  });

  it("is in the OpenAPI document: public, with the FrontendTexts schema", async () => {
    const document = (await h.call(null, "/api/openapi.json")).body as OpenApiDocument;
    const operation = document.paths?.["/api/site/v1/frontendtexts"]?.get;
    expect(operation?.security).toEqual([]);
    expect(operation?.parameters?.map((p) => ("name" in p ? p.name : ""))).toEqual(
      expect.arrayContaining(["pagelist", "language"]),
    );
    expect(document.components?.schemas).toHaveProperty("FrontendTexts");
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(["200", "422"]));
  });
});

describe("parsePageList", () => {
  it("reads page numbers 1..41, at most 41, without repeats", () => {
    expect(parsePageList("1,2,41")).toEqual([1, 2, 41]);
    expect(parsePageList(" 3 ,3")).toEqual([3]);
    expect(parsePageList(TEXT_PAGE_NUMBERS.join(","))).toEqual(TEXT_PAGE_NUMBERS);
    expect(parsePageList("41,42")).toBe("Page numbers run from 1 to 41.");
    expect(parsePageList("")).toEqual(expect.any(String));
    expect(parsePageList([...TEXT_PAGE_NUMBERS, 1].join(","))).toBe("At most 41 page numbers.");
  });
});

// Last: these change the table, and put it back.
describe("syncTexts", () => {
  const german = (key: string) =>
    and(eq(frontendTexts.languageId, 6), eq(frontendTexts.key, key), eq(frontendTexts.page, pageOfKey(key)!));

  it("holds English and the nine translations after the test setup's sync", async () => {
    const rows = await h.db.select().from(frontendTexts);
    expect(rows).toHaveLength(textRows().length);
    expect(new Set(rows.map((row) => row.languageId))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
  });

  it("restores changed texts, deletes stale keys and rows on a wrong page, in one run", async () => {
    await h.db.update(frontendTexts).set({ text: "changed" }).where(german("auth.signIn"));
    await h.db.insert(frontendTexts).values([
      { languageId: 6, page: 4, key: "main.gone", text: "Weg" },
      { languageId: 6, page: 3, key: "auth.signIn", text: "Falsche Seite" },
      { languageId: 11, page: 1, key: "app.name", text: "ChemSafe" },
    ]);
    expect(await syncTexts(h.db)).toEqual({ upserted: 1, deleted: 3 });
    expect(await texts("pagelist=2,3,4&language=6")).toMatchObject({ "auth.signIn": "Anmelden" });
    expect(await texts("pagelist=4&language=6")).not.toHaveProperty("main.gone");
    expect(await texts("pagelist=1&language=11")).toEqual({});
    expect(await syncTexts(h.db)).toEqual({ upserted: 0, deleted: 0 });
  });

  it("leaves empty translations out, so they fall back to English", () => {
    const rows = textRows(
      { "app.name": "ChemSafe", "auth.title": "Sign in" },
      {
        ...TRANSLATIONS,
        de: { "app.name": "ChemSafe", "auth.title": " " },
      },
    );
    expect(rows.filter((row) => row.languageId === 6).map((row) => row.key)).toEqual(["app.name"]);
    expect(rows.filter((row) => row.languageId === 4)).toHaveLength(2);
  });

  it("refuses a key without a text page, naming it, and a row set the table cannot hold", async () => {
    expect(() => textRows({ "nowhere.title": "Lost" })).toThrow(/"nowhere\.title" has no page.*pages\.ts/);
    const before = await h.db.select().from(frontendTexts);
    const duplicate = { languageId: 4, page: 1, key: "app.name", text: "x" };
    await expect(syncTexts(h.db, [duplicate, duplicate])).rejects.toThrow();
    expect(await h.db.select().from(frontendTexts)).toHaveLength(before.length);
  });
});
