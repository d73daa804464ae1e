import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Sheet, SheetList, SheetPage } from "../../api/publisher/schemas";
import { readSds } from "../../api/products/sds-reader";
import { statementText } from "../../api/products/statements";
import { getStorage } from "../../api/storage";
import { SUBSECTION_NUMBERS } from "../../core/publisher/annex-ii";
import { ADMIN, DEMO, NOT_FOUND, OTHER_ADMIN, WORKER, createHarness, type ApiHarness } from "./helpers";

/**
 * The company's own sheets: the Publisher API's reads, the editor's calls, the checks before publishing,
 * publishing into the company's library, new versions in other languages and markets, the 409s for material
 * in use, and the round trip: a published sheet's PDF read back by the SDS reader gives the statements,
 * pictograms, signal word and CAS numbers it was written with, in six languages.
 */

/** local_publisher without local_publisher_delete (seed/seed.ts). */
const SAFETY = "safety@demo.test";
const BASE = "/api/publisherapi/v1";

let h: ApiHarness;
const material = { supplier: 0, otherSupplier: 0, acetone: 0, ethanol: 0, phrase: 0, seeded: 0 };

const rows = async <T>(query: ReturnType<typeof sql>) => (await h.db.execute(query)).rows as T[];

beforeAll(async () => {
  h = await createHarness();
  const [row] = await rows<typeof material>(sql`
    SELECT (SELECT id FROM publisher_manufacturers WHERE company_id = ${DEMO} ORDER BY id LIMIT 1) AS supplier,
      (SELECT id FROM publisher_manufacturers WHERE company_id = ${DEMO} ORDER BY id OFFSET 1 LIMIT 1) AS "otherSupplier",
      (SELECT id FROM publisher_substances WHERE company_id = ${DEMO} AND name = 'Acetone') AS acetone,
      (SELECT id FROM publisher_substances WHERE company_id = ${DEMO} AND name = 'Ethanol') AS ethanol,
      (SELECT id FROM publisher_sentences WHERE company_id = ${DEMO} AND code = 'C-001') AS phrase,
      (SELECT id FROM publisher_documents WHERE company_id = ${DEMO} AND sds_key = 'DOC-DEMODEGR500') AS seeded`);
  Object.assign(material, row);
});
afterAll(async () => {
  await h.close();
});

/** Every subsection written (in the sheet's language: the checks only look that something is there). */
const allSections = (language: string) =>
  Object.fromEntries(SUBSECTION_NUMBERS.map((number) => [number, `${language} ${number}.`]));

const LABEL = {
  hazards: ["H225", "H319", "H336"],
  precautions: ["P210", "P233", "P305+P351+P338", "P403+P235"],
  pictograms: ["GHS02", "GHS07"],
  signalWord: "Danger" as const,
};

async function newDraft(languageId: number, marketId: number, name = "Round trip solvent"): Promise<Sheet> {
  const created = await h.call(ADMIN, "/api/editor/v2/sds", {
    method: "POST",
    body: {
      manufacturer_id: material.supplier,
      product_name: name,
      language_id: languageId,
      market_id: marketId,
    },
  });
  expect(created.status).toBe(201);
  return created.body as Sheet;
}

async function writeDraft(id: number, language: string, phrases = true) {
  const res = await h.call(ADMIN, `/api/editor/sds/${id}`, {
    method: "PATCH",
    body: {
      signal_word: LABEL.signalWord,
      pictograms: LABEL.pictograms,
      sections: allSections(language),
      phrases: [
        ...[...LABEL.hazards, ...LABEL.precautions].map((code) => ({
          subsection: "2.2",
          statement_code: code,
        })),
        ...(phrases ? [{ subsection: "7.2", sentence_id: material.phrase }] : []),
      ],
      substances: [
        { substance_id: material.acetone, concentration_min: 30, concentration_max: 50 },
        { substance_id: material.ethanol, concentration_min: 10, concentration_max: 20 },
      ],
    },
  });
  expect(res.status).toBe(200);
  return res.body as Sheet;
}

describe("the sheets' reads", () => {
  it("lists the seeded sheet and its versions; another company's ids are not found", async () => {
    const list = await h.call(SAFETY, `${BASE}/sdslist`);
    expect(list.status).toBe(200);
    expect((list.body as SheetPage).data.map((s) => s.product_name)).toContain("Demo Degreaser 500");
    const versions = await h.call(SAFETY, `${BASE}/sds/listallversions/${material.seeded}`);
    expect((versions.body as SheetList).data).toHaveLength(1);
    const used = await h.call(SAFETY, `${BASE}/sds/${material.seeded}/substanceused`);
    expect((used.body as { data: { name: string }[] }).data.map((s) => s.name)).toEqual([
      "Acetone",
      "Ethanol",
    ]);
    for (const path of [
      `sds/listallversions/${material.seeded}`,
      `sds/${material.seeded}/substanceused`,
      `sds/availableMarkets/${material.seeded}`,
      `sds/availableSDSLanguages/${material.seeded}`,
      `sds/availablelanguages/${material.seeded}/4`,
      `manufacturer/language/${material.supplier}`,
    ])
      expect(await h.call(OTHER_ADMIN, `${BASE}/${path}`)).toMatchObject({ status: 404, body: NOT_FOUND });
    expect((await h.call(WORKER, `${BASE}/sdslist`)).status).toBe(403);
  });

  it("answers the languages, markets, kinds, templates and material a new sheet is written with", async () => {
    const languages = await h.call(SAFETY, `${BASE}/sds/availableSDSLanguages/${material.seeded}`);
    expect((languages.body as { data: { id: number }[] }).data.map((l) => l.id)).toEqual([4]);
    const free = await h.call(SAFETY, `${BASE}/sds/availablelanguages/${material.seeded}/4`);
    expect((free.body as { data: { id: number }[] }).data.map((l) => l.id)).not.toContain(4);
    const markets = await h.call(SAFETY, `${BASE}/sds/availableMarkets/${material.seeded}`);
    expect((markets.body as { data: { id: number }[] }).data.map((m) => m.id)).toEqual([1, 2, 3]);
    const supplierLanguages = await h.call(SAFETY, `${BASE}/manufacturer/language/${material.supplier}`);
    expect((supplierLanguages.body as { data: { id: number }[] }).data.map((l) => l.id)).toEqual([
      1, 2, 3, 4,
    ]);
    expect((await h.call(SAFETY, `${BASE}/sdstypes/4/4`)).body).toMatchObject({
      data: [{ id: 1 }, { id: 2 }, { id: 3 }],
    });
    expect((await h.call(SAFETY, `${BASE}/sdstypes/11/4`)).status).toBe(404);
    const templates = await h.call(SAFETY, `${BASE}/sdstemplates`);
    expect((templates.body as { data: { subsections: unknown[] }[] }).data[0]!.subsections).toHaveLength(52);
    expect((await h.call(SAFETY, `${BASE}/availableLanguages`)).body).toMatchObject({ data: { length: 10 } });
    expect((await h.call(SAFETY, `${BASE}/manufacturer/availableMarkets`)).body).toMatchObject({
      data: [{ id: 1 }, { id: 2 }, { id: 3 }],
    });
    const stuff = await h.call(SAFETY, `${BASE}/manufacturer/substance`);
    expect((stuff.body as { substances: unknown[] }).substances).toHaveLength(3);
  });
});

describe("the sheets' list: pages and search", () => {
  type Page = SheetPage;
  const list = async (email: string, query = "") => h.call(email, `${BASE}/sdslist${query}`);

  beforeAll(async () => {
    // 120 drafts of the company's own, one sheet each, named so that they sort after the seeded sheets.
    await h.db.execute(sql`
      INSERT INTO publisher_documents (company_id, sds_key, manufacturer_id, product_name, article_no, language_id,
        market_id, version)
      SELECT ${DEMO}::int, 'DOC-PAGING' || lpad(i::text, 4, '0'), ${material.supplier}::int,
        'Paging Sheet ' || lpad(i::text, 3, '0'), 'PG-' || lpad(i::text, 3, '0'), 4, 4, 1
      FROM generate_series(1, 120) AS i`);
  });
  afterAll(async () => {
    await h.db.execute(
      sql`DELETE FROM publisher_documents WHERE company_id = ${DEMO} AND sds_key LIKE 'DOC-PAGING%'`,
    );
  });

  it("answers 50 a page by product name with the total, searched by name, article number or key", async () => {
    const first = await list(SAFETY, "?q=paging");
    expect(first.status).toBe(200);
    const body = first.body as Page;
    expect(body.meta).toEqual({ page: 1, per_page: 50, total: 120 });
    expect(body.data).toHaveLength(50);
    expect(body.data[0]).toMatchObject({ product_name: "Paging Sheet 001", sds_key: "DOC-PAGING0001" });
    const third = (await list(SAFETY, "?q=paging&page=3")).body as Page;
    expect(third.data.map((s) => s.product_name)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Paging Sheet ${String(101 + i).padStart(3, "0")}`),
    );
    expect(((await list(SAFETY, "?q=paging&page=4")).body as Page).data).toEqual([]);

    // Without a search: every version of every sheet, the seeded ones first by name; no page is page 1.
    const all = (await list(SAFETY)).body as Page;
    expect(all.meta).toMatchObject({ page: 1, per_page: 50 });
    expect(all.meta.total).toBeGreaterThanOrEqual(123);
    expect(all.data.map((s) => s.product_name)).toContain("Demo Degreaser 500");

    // Each word is found in the product name, the article number or the key, in any case.
    const one = async (query: string) =>
      ((await list(SAFETY, query)).body as Page).data.map((s) => s.sds_key);
    expect(await one("?q=PG-042")).toEqual(["DOC-PAGING0042"]);
    expect(await one("?q=doc-paging0042")).toEqual(["DOC-PAGING0042"]);
    expect(await one(`?q=${encodeURIComponent("sheet 042")}`)).toEqual(["DOC-PAGING0042"]);
    expect(await one(`?q=${encodeURIComponent("degreaser DG-500")}`)).toEqual(["DOC-DEMODEGR500"]);
    // LIKE's wildcards are plain characters.
    expect(((await list(SAFETY, `?q=${encodeURIComponent("%")}`)).body as Page).meta.total).toBe(0);
    expect(((await list(SAFETY, `?q=${encodeURIComponent("_")}`)).body as Page).meta.total).toBe(0);
  });

  it("refuses control characters, a search over 200 characters and a bad page (422)", async () => {
    for (const query of [
      `?q=${encodeURIComponent("paging\u0000")}`,
      `?q=${encodeURIComponent("a\u0007b")}`,
      `?q=${"a".repeat(201)}`,
      "?page=0",
      "?page=abc",
      "?page=2001",
    ]) {
      const res = await list(SAFETY, query);
      expect(res.status, query).toBe(422);
      expect((res.body as { message: string }).message, query).toEqual(expect.any(String));
    }
    expect((await list(SAFETY, "?page=2000")).status).toBe(200);
  });

  it("lists only the caller's company's sheets and takes local_publisher", async () => {
    const other = await list(OTHER_ADMIN, "?q=paging");
    expect(other.status).toBe(200);
    expect((other.body as Page).meta.total).toBe(0);
    expect((await list(WORKER, "?q=paging")).status).toBe(403);
  });
});

describe("the editor", () => {
  it("refuses bad input with field errors and saves nothing", async () => {
    const before = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM publisher_documents`);
    const bad = await h.call(ADMIN, "/api/editor/v2/sds", {
      method: "POST",
      body: { manufacturer_id: material.supplier, product_name: " ", language_id: 11, market_id: 4 },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.body as { errors: object }).errors).sort()).toEqual([
      "language_id",
      "product_name",
    ]);
    const foreignSupplier = await h.call(OTHER_ADMIN, "/api/editor/v2/sds", {
      method: "POST",
      body: { manufacturer_id: material.supplier, product_name: "X", language_id: 4, market_id: 4 },
    });
    expect(foreignSupplier.status).toBe(422);
    const draft = await newDraft(4, 4, "Bad input");
    const patch = await h.call(ADMIN, `/api/editor/sds/${draft.id}`, {
      method: "PATCH",
      body: {
        sections: { "1.9": "x" },
        phrases: [{ subsection: "2.2", statement_code: "H999" }, { subsection: "2.2" }],
        substances: [{ substance_id: material.acetone, concentration_min: 60, concentration_max: 10 }],
      },
    });
    expect(patch.status).toBe(422);
    expect(Object.keys((patch.body as { errors: object }).errors).sort()).toEqual([
      "phrases.0",
      "phrases.1",
      "sections",
      "substances.0",
    ]);
    const foreignPhrase = await h.call(ADMIN, `/api/editor/sds/${draft.id}`, {
      method: "PATCH",
      body: { phrases: [{ subsection: "7.2", sentence_id: 2_000_000 }] },
    });
    expect(foreignPhrase.status).toBe(422);
    const after = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM publisher_document_phrases WHERE document_id = ${draft.id}`,
    );
    expect(after[0]!.n).toBe(0);
    expect(before[0]!.n + 1).toBe(
      (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM publisher_documents`))[0]!.n,
    );
  });

  it("refuses a change made from an older revision of the draft (409) and saves nothing of it", async () => {
    const draft = await newDraft(4, 4, "Two writers");
    expect(draft.revision).toBe(1);
    // Two writers read the draft at revision 1; the first saves section 4 and the draft moves on.
    const first = await h.call(ADMIN, `/api/editor/sds/${draft.id}`, {
      method: "PATCH",
      body: { revision: 1, sections: { "4.1": "Rinse with water." } },
    });
    expect(first.status).toBe(200);
    expect((first.body as Sheet).revision).toBe(2);
    // The second saves section 5 from revision 1: it would replace the texts without section 4's.
    const stale = await h.call(ADMIN, `/api/editor/sds/${draft.id}`, {
      method: "PATCH",
      body: {
        revision: 1,
        product_name: "Overwritten",
        sections: { "5.1": "Foam." },
        phrases: [{ subsection: "5.1", statement_code: "P210" }],
      },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      error: "sheet_changed",
      message: "This draft was changed by someone else after you opened it. Nothing was saved.",
    });
    const [row] = await rows<{
      product_name: string;
      revision: number;
      sections: number;
      phrases: number;
    }>(sql`
      SELECT d.product_name, d.revision,
        (SELECT count(*)::int FROM publisher_document_sections s WHERE s.document_id = d.id) AS sections,
        (SELECT count(*)::int FROM publisher_document_phrases p WHERE p.document_id = d.id) AS phrases
      FROM publisher_documents d WHERE d.id = ${draft.id}`);
    expect(row).toEqual({ product_name: "Two writers", revision: 2, sections: 1, phrases: 0 });
    // From the current revision it saves; a client that names no revision changes the draft as it is.
    const current = await h.call(ADMIN, `/api/editor/sds/${draft.id}`, {
      method: "PATCH",
      body: { revision: 2, sections: { "4.1": "Rinse with water.", "5.1": "Foam." } },
    });
    expect(current.status).toBe(200);
    const unnamed = await h.call(ADMIN, `/api/editor/sds/${draft.id}`, {
      method: "PATCH",
      body: { article_no: "TW-1" },
    });
    expect(unnamed.status).toBe(200);
    expect((unnamed.body as Sheet).revision).toBe(4);
    const badRevision = await h.call(ADMIN, `/api/editor/sds/${draft.id}`, {
      method: "PATCH",
      body: { revision: 0 },
    });
    expect(badRevision.status).toBe(422);
    expect(Object.keys((badRevision.body as { errors: object }).errors)).toEqual(["revision"]);
  });

  it("neither publishes nor deletes a draft changed after the revision given (409), and refuses a bad one (422)", async () => {
    const draft = await newDraft(4, 4, "Stale publish");
    const saved = await h.call(ADMIN, `/api/editor/sds/${draft.id}`, {
      method: "PATCH",
      body: { revision: 1, sections: { "4.1": "Rinse with water." } },
    });
    expect((saved.body as Sheet).revision).toBe(2);
    const changed = {
      error: "sheet_changed",
      message: "This draft was changed by someone else after you opened it. Nothing was saved.",
    };
    const publish = await h.call(ADMIN, `/api/editor/sds/${draft.id}/publish?revision=1`, { method: "POST" });
    expect(publish.status).toBe(409);
    expect(publish.body).toEqual(changed);
    const remove = await h.call(ADMIN, `/api/editor/sds/${draft.id}?revision=1`, { method: "DELETE" });
    expect(remove.status).toBe(409);
    expect(remove.body).toEqual(changed);
    for (const [method, path] of [
      ["POST", `/api/editor/sds/${draft.id}/publish?revision=x`],
      ["DELETE", `/api/editor/sds/${draft.id}?revision=0`],
    ] as const) {
      const bad = await h.call(ADMIN, path, { method });
      expect(bad.status).toBe(422);
      expect(Object.keys((bad.body as { errors: object }).errors)).toEqual(["revision"]);
    }
    const [row] = await rows<{ status: string; revision: number }>(
      sql`SELECT status, revision FROM publisher_documents WHERE id = ${draft.id}`,
    );
    expect(row).toEqual({ status: "draft", revision: 2 });
    // From the current revision the draft goes (publishing it is the finished sheet's case below).
    expect((await h.call(ADMIN, `/api/editor/sds/${draft.id}?revision=2`, { method: "DELETE" })).status).toBe(
      200,
    );
  });

  it("takes local_publisher_delete to change, publish and delete; a worker is refused everything", async () => {
    const draft = await newDraft(4, 4, "Permissions");
    for (const [method, path] of [
      ["PATCH", `/api/editor/sds/${draft.id}`],
      ["POST", `/api/editor/sds/${draft.id}/publish`],
      ["DELETE", `/api/editor/sds/${draft.id}`],
    ] as const) {
      expect((await h.call(SAFETY, path, { method, body: method === "PATCH" ? {} : undefined })).status).toBe(
        403,
      );
    }
    expect(
      (
        await h.call(WORKER, "/api/editor/v2/sds", {
          method: "POST",
          body: { manufacturer_id: material.supplier, product_name: "X", language_id: 4, market_id: 4 },
        })
      ).status,
    ).toBe(403);
    expect((await h.call(ADMIN, `/api/editor/sds/${draft.id}`, { method: "DELETE" })).status).toBe(200);
  });

  it("lists every problem of a draft instead of publishing it", async () => {
    const draft = await newDraft(8, 8, "Not ready");
    await h.call(ADMIN, `/api/editor/sds/${draft.id}`, {
      method: "PATCH",
      body: {
        signal_word: "Warning",
        pictograms: ["GHS02"],
        sections: { "1.2": "Usage." },
        phrases: [
          { subsection: "2.2", statement_code: "H225" },
          { subsection: "2.2", statement_code: "H336" },
          { subsection: "7.2", sentence_id: material.phrase },
        ],
      },
    });
    const res = await h.call(ADMIN, `/api/editor/sds/${draft.id}/publish`, { method: "POST" });
    expect(res.status).toBe(422);
    const messages = (res.body as { errors: { sheet: string[] } }).errors.sheet;
    expect(messages).toContain("Section 4 is empty.");
    expect(messages).toContain("The signal word does not match the hazard statements (expected: Danger).");
    expect(messages).toContain("The hazard statements call for pictogram GHS07.");
    expect(messages).toContain("Phrase C-001 has no text in the sheet's language.");
    expect(
      (await rows<{ status: string }>(sql`SELECT status FROM publisher_documents WHERE id = ${draft.id}`))[0]!
        .status,
    ).toBe("draft");
  });

  it("publishes into the library, freezes the version, and makes new versions and languages of the product", async () => {
    const publish = await h.call(ADMIN, `/api/editor/sds/${material.seeded}/publish`, { method: "POST" });
    expect(publish.status).toBe(200);
    const published = publish.body as Sheet;
    expect(published).toMatchObject({ status: "published", version: 1 });
    const [library] = await rows<{
      product_id: number;
      stock_kind: string;
      cas_numbers: string[];
      file_key: string;
      hazard_statements: string[];
    }>(sql`
      SELECT s.product_id, p.stock_kind, s.cas_numbers, s.file_key, s.hazard_statements FROM sds_documents s
      JOIN products p ON p.company_id = s.company_id AND p.id = s.product_id
      WHERE s.key = ${published.library_sds_key} AND s.superseded_by_id IS NULL AND NOT s.pending`);
    expect(library).toMatchObject({ stock_kind: "OrgDatabase", cas_numbers: ["67-64-1", "64-17-5"] });
    expect(library!.hazard_statements).toEqual(["H225", "H319", "H336"]);
    expect(await getStorage().get(library!.file_key)).not.toBeNull();

    const frozen = await h.call(ADMIN, `/api/editor/sds/${material.seeded}`, {
      method: "PATCH",
      body: { product_name: "X" },
    });
    expect(frozen.status).toBe(409);
    expect((await h.call(ADMIN, `/api/editor/sds/${material.seeded}`, { method: "DELETE" })).status).toBe(
      409,
    );

    const next = await h.call(ADMIN, `/api/editor/sds/${material.seeded}/newversion`, { method: "POST" });
    expect(next).toMatchObject({
      status: 201,
      body: { version: 2, status: "draft", sds_key: "DOC-DEMODEGR500" },
    });
    const again = await h.call(ADMIN, `/api/editor/sds/${material.seeded}/newversion`, { method: "POST" });
    expect(again.status).toBe(409);
    const v2 = (next.body as Sheet).id;
    expect((await h.call(ADMIN, `/api/editor/sds/${v2}/publish`, { method: "POST" })).status).toBe(200);
    const current = await rows<{ version: string }>(sql`
      SELECT version FROM sds_documents WHERE company_id = ${DEMO} AND product_id = ${library!.product_id}
        AND superseded_by_id IS NULL AND NOT pending`);
    expect(current.map((row) => row.version)).toEqual(["2"]);

    const swedish = await h.call(ADMIN, `/api/editor/sds/${v2}/newversion?newlanguage=2&newmarket=2`, {
      method: "POST",
    });
    expect(swedish).toMatchObject({ status: 201, body: { version: 1, language_id: 2, market_id: 2 } });
    expect(
      (await h.call(ADMIN, `/api/editor/sds/${v2}/newversion?newlanguage=12`, { method: "POST" })).status,
    ).toBe(422);
  });

  it("refuses to delete a supplier or a phrase a sheet uses (409), and says where a phrase is used", async () => {
    const supplier = await h.call(ADMIN, `${BASE}/manufacturer/${material.supplier}/delete`, {
      method: "POST",
    });
    expect(supplier.status).toBe(409);
    expect((supplier.body as { message: string }).message).toMatch(/^The supplier is named on \d+ sheets/);
    const phrase = await h.call(ADMIN, `${BASE}/sentences/${material.phrase}`, { method: "DELETE" });
    expect(phrase.status).toBe(409);
    const used = await h.call(SAFETY, `${BASE}/sentences/${material.phrase}`);
    const use = (used.body as { used_in: { count: number; sheets: { product_name: string }[] } }).used_in;
    expect(use.count).toBeGreaterThan(0);
    expect(use.sheets.map((s) => s.product_name)).toContain("Demo Degreaser 500");
    expect(
      (
        await rows<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM publisher_manufacturers WHERE id = ${material.supplier}`,
        )
      )[0]!.n,
    ).toBe(1);
  });
});

/**
 * The acceptance test: a sheet written in a language, published, and its PDF read back by the SDS reader
 * that reads suppliers' sheets gives the label it was written with.
 */
describe("round trip through the SDS reader", () => {
  it.each([
    [4, "en"],
    [6, "de"],
    [8, "fr"],
    [2, "sv"],
    [1, "nb"],
    [10, "es"],
  ])(
    "reads back a published sheet in language %i (%s)",
    async (languageId, code) => {
      const draft = await newDraft(languageId, languageId, `Round trip ${code}`);
      // The company phrase C-001 has English, Norwegian and Swedish texts only.
      await writeDraft(draft.id, code, [4, 1, 2].includes(languageId));
      const publish = await h.call(ADMIN, `/api/editor/sds/${draft.id}/publish`, { method: "POST" });
      expect(publish.status, JSON.stringify(publish.body)).toBe(200);
      const [row] = await rows<{ file_key: string }>(
        sql`SELECT file_key FROM sds_documents WHERE key = ${(publish.body as Sheet).library_sds_key}`,
      );
      const pdf = (await getStorage().get(row!.file_key))!.body;
      const reading = await readSds(pdf);
      expect(reading.outcome).toBe("read");
      const facts = reading.facts;
      expect(facts.hazard_statements.sort()).toEqual([...LABEL.hazards].sort());
      expect(facts.precautionary_statements.sort()).toEqual([...LABEL.precautions].sort());
      expect(facts.pictograms).toEqual(LABEL.pictograms);
      expect(facts.signal_word).toBe(LABEL.signalWord);
      expect(facts.cas_numbers.sort()).toEqual(["64-17-5", "67-64-1"]);
      // The statements are printed in the sheet's language, in the official wording.
      expect(facts.statement_texts.H225).toBe(statementText("H225", languageId)!.text);
    },
    60_000,
  );
});
