import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  Manufacturer,
  ManufacturerList,
  Phrase,
  PhraseList,
  SubstanceList,
} from "../../api/publisher/schemas";
import { ADMIN, DEMO, NOT_FOUND, OTHER_ADMIN, WORKER, createHarness, type ApiHarness } from "./helpers";

/**
 * /publisherapi/v1: the company's suppliers, substances and standard phrases. local_publisher reads and
 * adds; changing and deleting also takes local_publisher_delete; bad input is answered with field errors
 * and nothing is saved.
 */

/** local_publisher without local_publisher_delete (seed/seed.ts). */
const SAFETY = "safety@demo.test";
const BASE = "/api/publisherapi/v1";

let h: ApiHarness;

const counts = async () =>
  (
    await h.db.execute(sql`
    SELECT (SELECT count(*)::int FROM publisher_manufacturers) AS manufacturers,
      (SELECT count(*)::int FROM publisher_substances) AS substances,
      (SELECT count(*)::int FROM publisher_sentences) AS sentences,
      (SELECT count(*)::int FROM publisher_sentence_translations) AS translations`)
  ).rows[0];

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

describe("suppliers", () => {
  it("lists the seeded suppliers with their markets; another company's id is not found", async () => {
    const res = await h.call(SAFETY, `${BASE}/manufacturer/all/${DEMO}`);
    expect(res.status).toBe(200);
    const list = res.body as ManufacturerList;
    expect(list.data.map((m) => m.name)).toEqual(["Demo Chemicals Production AS", "Nordic Solvents AB"]);
    expect(list.data[0]!.market_ids).toEqual([1, 2, 3]);
    const foreign = await h.call(OTHER_ADMIN, `${BASE}/manufacturer/${list.data[0]!.id}`);
    expect(foreign).toMatchObject({ status: 404, body: NOT_FOUND });
  });

  it("adds a supplier, and only a user with local_publisher_delete changes and deletes it", async () => {
    const created = await h.call(SAFETY, `${BASE}/manufacturer`, {
      method: "POST",
      body: {
        name: "  Acme Paints Ltd ",
        type_id: 3,
        country_id: 4,
        email: "sds@acme.test",
        market_ids: [4, 4, 12],
      },
    });
    expect(created.status).toBe(201);
    const supplier = created.body as Manufacturer;
    expect(supplier).toMatchObject({ name: "Acme Paints Ltd", type_id: 3, market_ids: [4, 12] });

    const body = { name: "Acme Paints", type_id: 3, market_ids: [4] };
    const refused = await h.call(SAFETY, `${BASE}/manufacturer/${supplier.id}`, { method: "POST", body });
    expect(refused.status).toBe(403);
    const refusedDelete = await h.call(SAFETY, `${BASE}/manufacturer/${supplier.id}/delete`, {
      method: "POST",
    });
    expect(refusedDelete.status).toBe(403);

    const changed = await h.call(ADMIN, `${BASE}/manufacturer/${supplier.id}`, { method: "POST", body });
    expect(changed.body).toMatchObject({ name: "Acme Paints", market_ids: [4] });
    const deleted = await h.call(ADMIN, `${BASE}/manufacturer/${supplier.id}/delete`, { method: "POST" });
    expect(deleted).toMatchObject({ status: 200, body: { success: true } });
    expect((await h.call(ADMIN, `${BASE}/manufacturer/${supplier.id}`)).status).toBe(404);
  });

  it("refuses bad input with field errors and saves nothing", async () => {
    const before = await counts();
    const res = await h.call(SAFETY, `${BASE}/manufacturer`, {
      method: "POST",
      body: { name: " ", type_id: 9, email: "nope", market_ids: [999] },
    });
    expect(res.status).toBe(422);
    const errors = (res.body as { errors: Record<string, string[]> }).errors;
    expect(errors.name).toEqual(["Name is required."]);
    expect(errors.type_id).toEqual(["Choose a supplier type."]);
    expect(errors.email).toBeDefined();
    expect(await counts()).toEqual(before);
  });

  it("refuses a user without local_publisher", async () => {
    const before = await counts();
    expect((await h.call(WORKER, `${BASE}/manufacturer/all/${DEMO}`)).status).toBe(403);
    const res = await h.call(WORKER, `${BASE}/manufacturer`, {
      method: "POST",
      body: { name: "X", type_id: 1 },
    });
    expect(res.status).toBe(403);
    expect(await counts()).toEqual(before);
  });
});

describe("substances", () => {
  it("lists substances with the library sheets that list their CAS number", async () => {
    const list = (await h.call(SAFETY, `${BASE}/substancelist?q=acetone`)).body as SubstanceList;
    const acetone = list.data.find((s) => s.name === "Acetone")!;
    expect(acetone.cas).toBe("67-64-1");
    const [counted] = (
      await h.db.execute(sql`SELECT count(*)::int AS n FROM sds_documents WHERE company_id = ${DEMO}
        AND cas_numbers @> ARRAY['67-64-1'] AND superseded_by_id IS NULL AND NOT pending`)
    ).rows as { n: number }[];
    expect(acetone.used_in_count).toBe(counted!.n);
    // A few named, by product name; the count says how many in all.
    expect(acetone.used_in.length).toBe(Math.min(counted!.n, 5));
    const names = acetone.used_in.map((use) => use.product_name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("pages the substances by name, 50 a page, and finds them by name, CAS or EC number", async () => {
    const { n } = (
      await h.db.execute(sql`SELECT count(*)::int AS n FROM publisher_substances WHERE company_id = ${DEMO}`)
    ).rows[0] as { n: number };
    const first = (await h.call(SAFETY, `${BASE}/substancelist`)).body as SubstanceList;
    expect(first.meta).toEqual({ page: 1, per_page: 50, total: n });
    expect(first.data.length).toBe(Math.min(n, 50));
    const byName = first.data.map((s) => s.name);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const past = (await h.call(SAFETY, `${BASE}/substancelist?page=999`)).body as SubstanceList;
    expect(past).toEqual({ data: [], meta: { page: 999, per_page: 50, total: n } });
    for (const q of ["ACET", "67-64", "200-662"]) {
      const found = (await h.call(SAFETY, `${BASE}/substancelist?q=${q}`)).body as SubstanceList;
      expect(
        found.data.map((s) => s.name),
        q,
      ).toContain("Acetone");
      expect(found.meta.total).toBe(found.data.length);
    }
    // A wildcard is a character to find, not a pattern.
    expect(((await h.call(SAFETY, `${BASE}/substancelist?q=%25`)).body as SubstanceList).meta.total).toBe(0);
    for (const bad of ["page=0", "page=x", `q=${"a".repeat(201)}`]) {
      expect((await h.call(SAFETY, `${BASE}/substancelist?${bad}`)).status, bad).toBe(422);
    }
  });

  it("checks the CAS and EC check digits and saves nothing when they are wrong", async () => {
    const before = await counts();
    const res = await h.call(SAFETY, `${BASE}/substance`, {
      method: "POST",
      body: { name: "Toluene", cas: "108-88-4", ec: "203-625-8" },
    });
    expect(res.status).toBe(422);
    const errors = (res.body as { errors: Record<string, string[]> }).errors;
    expect(errors.cas).toEqual(["Wrong format"]);
    expect(errors.ec).toBeDefined();
    expect(await counts()).toEqual(before);
    const ok = await h.call(SAFETY, `${BASE}/substance`, {
      method: "POST",
      body: { name: "Toluene", cas: "108-88-3", ec: "203-625-9" },
    });
    expect(ok).toMatchObject({ status: 201, body: { name: "Toluene", cas: "108-88-3", ec: "203-625-9" } });
  });
});

describe("standard phrases", () => {
  it("lists the company's phrases first, then the official statements in the caller's language", async () => {
    const list = (await h.call(SAFETY, `${BASE}/sentences`)).body as PhraseList;
    expect(list.data.slice(0, 2).map((p) => p.code)).toEqual(["C-001", "C-002"]);
    const h225 = list.data.find((p) => p.code === "H225")!;
    expect(h225).toMatchObject({ official: true, id: null, text: "Highly flammable liquid and vapour." });
    expect(list.notice).toContain("eur-lex");
  });

  it("adds a phrase with translations; a CLP code or a taken code is refused, nothing saved", async () => {
    const before = await counts();
    for (const [code, message] of [
      ["H225", "H, EUH and P codes are the official CLP statements; give your phrase another code."],
      ["c-001", "Another phrase has this code."],
    ] as const) {
      const res = await h.call(SAFETY, `${BASE}/sentences`, {
        method: "POST",
        body: { code, field_id: 7, translations: { "4": "Text" } },
      });
      expect(res.status, code).toBe(422);
      expect((res.body as { errors: Record<string, string[]> }).errors.code).toEqual([message]);
    }
    const noEnglish = await h.call(SAFETY, `${BASE}/sentences`, {
      method: "POST",
      body: { code: "C-9", field_id: 7, translations: { "1": "Tekst" } },
    });
    expect(noEnglish.status).toBe(422);
    expect(await counts()).toEqual(before);

    const created = await h.call(SAFETY, `${BASE}/sentences`, {
      method: "POST",
      body: {
        code: "spill.1",
        field_id: 6,
        translations: { "4": "Absorb with sand.", "6": "Mit Sand aufnehmen." },
      },
    });
    expect(created.status).toBe(201);
    const phrase = created.body as Phrase;
    expect(phrase).toMatchObject({
      code: "SPILL.1",
      official: false,
      translations: { "4": "Absorb with sand." },
    });

    const refused = await h.call(SAFETY, `${BASE}/sentences/${phrase.id}`, { method: "DELETE" });
    expect(refused.status).toBe(403);
    const changed = await h.call(ADMIN, `${BASE}/sentences/${phrase.id}`, {
      method: "POST",
      body: { code: "SPILL.1", field_id: 6, translations: { "4": "Absorb with dry sand." } },
    });
    expect(changed.body).toMatchObject({
      text: "Absorb with dry sand.",
      translations: { "4": "Absorb with dry sand." },
    });
    expect((await h.call(ADMIN, `${BASE}/sentences/${phrase.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await h.call(ADMIN, `${BASE}/sentences/${phrase.id}`)).status).toBe(404);
  });
});
