import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settle, setupAppTest } from "../support/app";
import { get, toastOf, type AppTest } from "./locations-support";

/**
 * Where the publisher's material is used: /phrases/inuse/:sentenceId (the sheets that use a phrase, bounded
 * as the API bounds them) and /substances/all-versions/:sdsKey? (every substance with its sheets, paged and
 * searched; one sheet's composition by version). A user without local_publisher is sent to /main with the
 * warning; another company's phrase or sheet is not found.
 */

let t: AppTest;
beforeAll(async () => {
  t = await setupAppTest();
});
afterAll(() => t.close());

const SAFETY = "safety@demo.test";
const WORKER = "worker@demo.test";
const OTHER = "admin@other.test";
const SHEET = "DOC-DEMODEGR500";
const WARNING =
  "This feature is disabled. If you believe this is a mistake, please contact one of your admins.";

const cookieOf = async (email: string) => (await t.signedIn(email)).cookie;
const one = async <T>(query: ReturnType<typeof sql>) => (await t.db.execute(query)).rows[0] as T;
const phraseId = async (code: string) =>
  (await one<{ id: number }>(sql`SELECT id FROM publisher_sentences WHERE code = ${code}`)).id;

async function expectBlocked(response: unknown) {
  const redirect = response as Response;
  expect(redirect.status).toBe(302);
  expect(redirect.headers.get("Location")).toBe("/main");
  expect(await toastOf(redirect)).toMatchObject({ type: "warning", text: WARNING });
}

describe("/phrases/inuse/:sentenceId", () => {
  const load = async (email: string, id: number) => {
    const { loader } = await import("~/features/publisher-phrases/routes/phrase-in-use");
    const cookie = await cookieOf(email);
    return settle(() => loader(get(`/phrases/inuse/${id}`, cookie, { sentenceId: String(id) }))) as Promise<
      Awaited<ReturnType<typeof loader>>
    >;
  };

  it("shows the phrase in the reader's language with its languages, and the sheets that use it", async () => {
    const page = await load(SAFETY, await phraseId("C-001"));
    expect(page.phrase).toMatchObject({
      code: "C-001",
      text: "Store in the flammables cabinet of the laboratory.",
      inEnglish: false,
    });
    expect(page.phrase.languages).toEqual(["Norsk bokmål", "Svenska", "English (UK)"]);
    expect(page.count).toBe(1);
    expect(page.sheets).toEqual([
      expect.objectContaining({
        sdsKey: SHEET,
        name: "Demo Degreaser 500",
        language: "English (UK)",
        market: "United Kingdom",
        version: 1,
        status: "draft",
        subsections: "7.2",
      }),
    ]);
  });

  it("names at most 100 sheets and counts them all", async () => {
    const id = await phraseId("C-002");
    // 120 drafts of their own keys, each using C-002 in 4.1 and 4.3.
    await t.db.execute(sql`
      WITH d AS (
        INSERT INTO publisher_documents (company_id, sds_key, manufacturer_id, product_name, language_id, market_id,
          version, sds_type, template_id)
        SELECT s.company_id, 'DOC-USAGE' || lpad(n::text, 4, '0'), m.id, 'Usage probe ' || lpad(n::text, 4, '0'),
          4, 4, 1, 1, 1
        FROM publisher_sentences s, generate_series(1, 120) AS n,
          LATERAL (SELECT id FROM publisher_manufacturers WHERE company_id = s.company_id ORDER BY id LIMIT 1) m
        WHERE s.id = ${id}
        RETURNING company_id, id)
      INSERT INTO publisher_document_phrases (company_id, document_id, subsection, position, sentence_id)
      SELECT d.company_id, d.id, p.subsection, 1, ${id} FROM d, (VALUES ('4.1'), ('4.3')) AS p(subsection)`);
    const page = await load(SAFETY, id);
    expect(page.count).toBe(120);
    expect(page.sheets).toHaveLength(100);
    expect(page.sheets[0]).toMatchObject({ name: "Usage probe 0001", subsections: "4.1, 4.3" });
  });

  it("sends a user without local_publisher to /main with the warning", async () => {
    await expectBlocked(await load(WORKER, await phraseId("C-001")));
  });

  it("answers not found for another company's phrase and for an id that is none", async () => {
    expect(((await load(OTHER, await phraseId("C-001"))) as unknown as Response).status).toBe(404);
    const { loader } = await import("~/features/publisher-phrases/routes/phrase-in-use");
    const bad = (await settle(() =>
      loader(get("/phrases/inuse/abc", undefined, { sentenceId: "abc" })),
    )) as Response;
    expect([302, 404]).toContain(bad.status);
  });
});

describe("/substances/all-versions", () => {
  const load = async (email: string, url: string, params: Record<string, string> = {}) => {
    const { loader } = await import("~/features/publisher/routes/substance-usage");
    const cookie = await cookieOf(email);
    return settle(() => loader(get(url, cookie, params))) as Promise<Awaited<ReturnType<typeof loader>>>;
  };

  it("lists every substance with the company's sheets that list it, and finds by name, CAS or EC", async () => {
    const page = await load(SAFETY, "/substances/all-versions");
    if (page.kind !== "list") throw new Error("expected the list");
    expect(page.total).toBe(3);
    expect(page.rows.map((row) => [row.name, row.sheet_count, row.version_count])).toEqual([
      ["Acetone", 1, 1],
      ["Ethanol", 1, 1],
      ["Sodium hydroxide", 0, 0],
    ]);
    expect(page.rows[0]!.sheets).toEqual([{ sds_key: SHEET, product_name: "Demo Degreaser 500" }]);

    for (const [q, names] of [
      ["67-64", ["Acetone"]],
      ["ETHAN", ["Ethanol"]],
      ["215-185", ["Sodium hydroxide"]],
      ["%", []],
    ] as const) {
      const found = await load(SAFETY, `/substances/all-versions?q=${encodeURIComponent(q)}`);
      if (found.kind !== "list") throw new Error("expected the list");
      expect(
        found.rows.map((row) => row.name),
        q,
      ).toEqual(names);
      expect(found.total).toBe(names.length);
    }
  });

  it("pages 50 substances at a time", async () => {
    await t.db.execute(sql`
      INSERT INTO publisher_substances (company_id, name)
      SELECT company_id, 'Paged substance ' || lpad(n::text, 3, '0')
      FROM (SELECT company_id FROM publisher_substances WHERE name = 'Acetone') c, generate_series(1, 60) AS n`);
    const second = await load(SAFETY, "/substances/all-versions?q=paged&page=2");
    if (second.kind !== "list") throw new Error("expected the list");
    expect(second).toMatchObject({ total: 60, page: 2, pages: 2 });
    expect(second.rows.map((row) => row.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Paged substance ${String(51 + i).padStart(3, "0")}`),
    );
  });

  it("shows a sheet's composition by version: which version lists which substance at what concentration", async () => {
    // Version 1 published; version 2, a draft, drops ethanol, raises acetone and adds sodium hydroxide.
    await t.db.execute(sql`
      UPDATE publisher_documents SET status = 'published', library_sds_key = 'SDS-USAGETEST', date_issue = '2026-01-15'
      WHERE sds_key = ${SHEET} AND version = 1`);
    await t.db.execute(sql`
      WITH d AS (
        INSERT INTO publisher_documents (company_id, sds_key, manufacturer_id, product_name, language_id, market_id,
          version, sds_type, template_id)
        SELECT company_id, sds_key, manufacturer_id, product_name, 4, 4, 2, 1, 1
        FROM publisher_documents WHERE sds_key = ${SHEET} AND version = 1
        RETURNING company_id, id)
      INSERT INTO publisher_document_substances (company_id, document_id, substance_id, position, concentration_min,
        concentration_max)
      SELECT d.company_id, d.id, s.id, row_number() OVER (ORDER BY s.name),
        CASE s.name WHEN 'Acetone' THEN 40 ELSE 1 END, CASE s.name WHEN 'Acetone' THEN 60 ELSE 5 END
      FROM d JOIN publisher_substances s ON s.company_id = d.company_id
      WHERE s.name IN ('Acetone', 'Sodium hydroxide')`);
    const page = await load(SAFETY, `/substances/all-versions/${SHEET}`, { sdsKey: SHEET });
    if (page.kind !== "sheet") throw new Error("expected the sheet");
    expect(page.sheet).toMatchObject({
      key: SHEET,
      name: "Demo Degreaser 500",
      bounded: false,
      empty: false,
    });
    expect(page.sheet.variants).toHaveLength(1);
    const [variant] = page.sheet.variants;
    expect(variant!.heading).toBe("English (UK), market United Kingdom");
    expect(variant!.versions.map((v) => v.label)).toEqual(["Version 2 (Draft)", "Version 1 (Published)"]);
    expect(variant!.substances.map((s) => [s.name, ...s.cells])).toEqual([
      ["Acetone", "40–60 %", "30–50 %"],
      ["Ethanol", "Not listed", "10–20 %"],
      ["Sodium hydroxide", "1–5 %", "Not listed"],
    ]);

    const list = await load(SAFETY, "/substances/all-versions?q=acetone");
    if (list.kind !== "list") throw new Error("expected the list");
    expect(list.rows[0]).toMatchObject({ sheet_count: 1, version_count: 2 });
  });

  it("sends a user without local_publisher to /main with the warning", async () => {
    await expectBlocked(await load(WORKER, "/substances/all-versions"));
    await expectBlocked(await load(WORKER, `/substances/all-versions/${SHEET}`, { sdsKey: SHEET }));
  });

  it("answers not found for another company's sheet and a key that cannot be one", async () => {
    const foreign = (await load(OTHER, `/substances/all-versions/${SHEET}`, { sdsKey: SHEET })) as unknown;
    expect((foreign as Response).status).toBe(404);
    const odd = (await load(SAFETY, "/substances/all-versions/x%20y", { sdsKey: "x y" })) as unknown;
    expect((odd as Response).status).toBe(404);
    const other = await load(OTHER, "/substances/all-versions");
    if (other.kind !== "list") throw new Error("expected the list");
    expect(other.rows.map((row) => row.name)).not.toContain("Acetone");
  });
});
