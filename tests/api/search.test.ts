import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEARCH_FACETS } from "../../core/products";
import type { FacetCount, GlobalSearchHit, SdsSummary, SearchMeta } from "../../api/products/schemas";
import {
  ADMIN,
  createHarness,
  DEMO,
  locationIdOf,
  OTHER,
  OTHER_ADMIN,
  WORKER,
  type ApiHarness,
} from "./helpers";

/** GET /search/v1/sqproductsearch and GET /search/v1/global against the demo seed. */

let h: ApiHarness;

beforeAll(async () => {
  h = await createHarness();
});

afterAll(async () => {
  await h.close();
});

const PATH = "/api/search/v1/sqproductsearch";
const GLOBAL = "/api/search/v1/global";

interface SearchBody {
  data: SdsSummary[];
  meta: SearchMeta;
}

async function search(query: Record<string, string | number | string[]> = {}, email = ADMIN) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    params.set(key, Array.isArray(value) ? JSON.stringify(value) : String(value));
  }
  const path = `${PATH}?${params.toString()}`;
  const res = await h.call(email, path);
  expect(res.status, `${path}: ${res.text}`).toBe(200);
  return res.body as SearchBody;
}

async function invalid(query: string) {
  const res = await h.call(ADMIN, `${PATH}?${query}`);
  expect(res.status, query).toBe(422);
  return res.body as { message: string; errors: Record<string, string[]> };
}

const countOf = (facets: FacetCount[], value: string) => facets.find((f) => f.value === value)?.count ?? 0;
const sum = (facets: FacetCount[]) => facets.reduce((total, f) => total + f.count, 0);

/** Current (not superseded, not pending) sheets of the company, counted in the database. */
async function currentSheets(companyId: number, where = sql`true`): Promise<number> {
  const result = await h.db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM sds_documents s
    WHERE s.company_id = ${companyId} AND s.superseded_by_id IS NULL AND NOT s.pending AND ${where}
  `);
  return result.rows[0]!.n;
}

describe("GET /search/v1/sqproductsearch: the search text", () => {
  it("finds Acetone by name, the exact name first, with its classification", async () => {
    const { data, meta } = await search({ search: "acetone" });
    expect(meta.total).toBeGreaterThanOrEqual(1);
    const first = data[0]!;
    expect(first.label).toBe("Acetone");
    const english = data.find((s) => s.label === "Acetone" && s.language === 4 && s.market === 4);
    expect(english).toMatchObject({
      label: "Acetone",
      sdsname: "Acetone",
      cas_no: "67-64-1",
      un_no: "1090",
      language_code: "en",
      market_code: "GB",
      signal_word: "Danger",
      storage_class: "3",
      company_id: DEMO,
      superseded: false,
      pending: false,
    });
    expect(english!.pictograms).toEqual(expect.arrayContaining(["GHS02", "GHS07"]));
    expect(english!.hazard_statements).toEqual(expect.arrayContaining(["H225", "H319", "H336", "EUH066"]));
    expect(english!.sds_url_pdf).toBe(`/sds/${english!.key}/pdf`);
    expect(english!.sds_url_html).toBe(`/sds/${english!.key}`);
    // Every hit is the caller's company's.
    expect(data.every((s) => s.company_id === DEMO)).toBe(true);
  });

  it("matches words as prefixes (all required), case-insensitively", async () => {
    const { data } = await search({ search: "ACET" });
    expect(data.map((s) => s.label)).toContain("Acetone");
    const both = await search({ search: "sulfuric 96" });
    expect(both.data.map((s) => s.label)).toContain("Sulfuric acid 96 %");
    const none = await search({ search: "sulfuric nosuchword" });
    expect(none.meta.total).toBe(0);
    expect(none.data).toEqual([]);
  });

  it("matches part of a name (3 characters or more)", async () => {
    const { data } = await search({ search: "ceton" });
    expect(data.map((s) => s.label)).toContain("Acetone");
  });

  it("finds a CAS number exactly, and a UN number", async () => {
    const byCas = await search({ search: "67-64-1", limit: 100 });
    expect(byCas.data.map((s) => s.label)).toContain("Acetone");
    expect(byCas.data.filter((s) => s.label === "Acetone").every((s) => s.cas_no === "67-64-1")).toBe(true);
    const byUn = await search({ search: "UN 1090", limit: 100 });
    expect(byUn.data.map((s) => s.label)).toContain("Acetone");
    const unknownCas = await search({ search: "50-00-0" });
    expect(unknownCas.data.map((s) => s.label)).not.toContain("Acetone");
  });

  it("takes LIKE and tsquery characters literally", async () => {
    for (const text of ["%", "_", "\\", "'", "a & b", "!(x)", "acetone:*", "%%%"]) {
      const res = await h.call(ADMIN, `${PATH}?search=${encodeURIComponent(text)}`);
      expect(res.status, text).toBe(200);
    }
    expect((await search({ search: "%%%" })).meta.total).toBe(0);
  });

  it("never shows another company's sheets", async () => {
    const other = await search({ search: "acetone" }, OTHER_ADMIN);
    expect(other.data.length).toBeGreaterThanOrEqual(1);
    expect(other.data.every((s) => s.company_id === OTHER)).toBe(true);
    const demo = await search({ search: "acetone" });
    const demoKeys = new Set(demo.data.map((s) => s.key));
    expect(other.data.some((s) => demoKeys.has(s.key))).toBe(false);
    // Any user of the company may search.
    expect((await search({ search: "acetone" }, WORKER)).meta.total).toBe(demo.meta.total);
  });
});

describe("GET /search/v1/sqproductsearch: the list, paging and versions", () => {
  it("lists every current sheet by name without a search text", async () => {
    const { data, meta } = await search({ limit: 100 });
    expect(meta.total).toBe(await currentSheets(DEMO));
    expect(meta.total).toBeGreaterThanOrEqual(210);
    expect(meta).toMatchObject({ page: 1, limit: 100 });
    const labels = data.map((s) => s.label.toLowerCase());
    expect(labels).toEqual([...labels].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(data.every((s) => !s.superseded && !s.pending)).toBe(true);
  });

  it("defaults to 20 per page and pages without overlap", async () => {
    const first = await search();
    expect(first.data).toHaveLength(20);
    expect(first.meta).toMatchObject({ page: 1, limit: 20 });
    const page1 = await search({ limit: 5, page: 1 });
    const page2 = await search({ limit: 5, page: 2 });
    const both = await search({ limit: 10, page: 1 });
    expect(page1.meta.total).toBe(first.meta.total);
    expect(page2.meta).toMatchObject({ page: 2, limit: 5, total: first.meta.total });
    expect([...page1.data, ...page2.data].map((s) => s.id)).toEqual(both.data.map((s) => s.id));
    const beyond = await search({ limit: 100, page: 1000 });
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.total).toBe(first.meta.total);
  });

  it("shows the pending Toluene sheet only with include_superseded", async () => {
    const current = await search({ search: "toluene", limit: 100 });
    expect(current.data.some((s) => s.pending)).toBe(false);
    const all = await search({ search: "toluene", limit: 100, include_superseded: 1 });
    const pending = all.data.filter((s) => s.pending);
    expect(pending.map((s) => [s.label, s.version, s.language, s.market])).toContainEqual([
      "Toluene",
      "2.0",
      4,
      4,
    ]);
    expect(all.meta.total).toBeGreaterThan(current.meta.total);
  });
});

describe("GET /search/v1/sqproductsearch: facets", () => {
  it("counts every facet over the whole result, consistently with the total", async () => {
    const { meta } = await search({ limit: 1 });
    expect(Object.keys(meta.facets).sort()).toEqual([...SEARCH_FACETS].sort());
    // Each sheet has exactly one language and one market.
    expect(sum(meta.facets.language)).toBe(meta.total);
    expect(sum(meta.facets.market)).toBe(meta.total);
    expect(meta.facets.language.find((f) => f.value === "4")).toMatchObject({ label: "English (UK)" });
    expect(meta.facets.market.find((f) => f.value === "4")).toMatchObject({ label: "GB" });
    expect(countOf(meta.facets.language, "4")).toBe(await currentSheets(DEMO, sql`s.language_id = 4`));
    expect(countOf(meta.facets.signal_word, "Danger")).toBe(
      await currentSheets(DEMO, sql`s.signal_word = 'Danger'`),
    );
    expect(countOf(meta.facets.pictogram, "GHS02")).toBe(
      await currentSheets(DEMO, sql`'GHS02' = ANY(s.pictograms)`),
    );
    expect(sum(meta.facets.signal_word)).toBeLessThanOrEqual(meta.total);
    for (const facet of SEARCH_FACETS) {
      const values = meta.facets[facet];
      expect(values.length, facet).toBeLessThanOrEqual(25);
      const counts = values.map((v) => v.count);
      expect(counts, facet).toEqual([...counts].sort((a, b) => b - a));
      expect(values.every((v) => v.count > 0 && v.label !== "")).toBe(true);
    }
  });

  it("narrows by a facet value, and ORs the values of one facet", async () => {
    const all = await search({ limit: 1 });
    const english = await search({ facets: ["language:4"], limit: 100 });
    expect(english.meta.total).toBe(countOf(all.meta.facets.language, "4"));
    expect(english.data.every((s) => s.language === 4)).toBe(true);
    const second = all.meta.facets.language.find((f) => f.value !== "4")!;
    const two = await search({ facets: ["language:4", `language:${second.value}`], limit: 1 });
    expect(two.meta.total).toBe(countOf(all.meta.facets.language, "4") + second.count);
  });

  it("ANDs different facets", async () => {
    const { data, meta } = await search({ facets: ["pictogram:GHS02", "signal_word:Danger"], limit: 100 });
    expect(meta.total).toBeGreaterThan(0);
    expect(meta.total).toBe(
      await currentSheets(DEMO, sql`'GHS02' = ANY(s.pictograms) AND s.signal_word = 'Danger'`),
    );
    expect(data.every((s) => s.pictograms.includes("GHS02") && s.signal_word === "Danger")).toBe(true);
  });

  it("counts each facet with every OTHER facet's filter (disjunctive facets)", async () => {
    const all = await search({ limit: 1 });
    const filtered = await search({ facets: ["language:4", "signal_word:Danger"], limit: 1 });
    // language's own filter is not applied to its counts, signal_word's is.
    const danger = await search({ facets: ["signal_word:Danger"], limit: 1 });
    expect(filtered.meta.facets.language).toEqual(danger.meta.facets.language);
    expect(countOf(filtered.meta.facets.language, "4")).toBe(filtered.meta.total);
    // signal_word's counts apply language 4 only.
    const english = await search({ facets: ["language:4"], limit: 1 });
    expect(filtered.meta.facets.signal_word).toEqual(english.meta.facets.signal_word);
    expect(countOf(filtered.meta.facets.signal_word, "Danger")).toBe(filtered.meta.total);
    // Facets filtered on neither apply both.
    expect(sum(filtered.meta.facets.market)).toBe(filtered.meta.total);
    // With a single facet filter, that facet's counts are those of the unfiltered result.
    expect(english.meta.facets.language).toEqual(all.meta.facets.language);
  });

  it("counts and filters by location (products kept there, not archived)", async () => {
    const cabinet = await locationIdOf(h.db, DEMO, "Flammables cabinet");
    const { data, meta } = await search({ facets: [`location:${cabinet}`], limit: 100 });
    expect(data.map((s) => s.label)).toContain("Acetone");
    const expected = await h.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM sds_documents s
      WHERE s.company_id = ${DEMO} AND s.superseded_by_id IS NULL AND NOT s.pending
        AND EXISTS (SELECT 1 FROM location_products lp WHERE lp.company_id = s.company_id
          AND lp.product_id = s.product_id AND lp.location_id = ${cabinet} AND NOT lp.archived)
    `);
    expect(meta.total).toBe(expected.rows[0]!.n);
    const unfiltered = await search({ search: "acetone", limit: 1 });
    expect(unfiltered.meta.facets.location.find((f) => f.value === String(cabinet))).toMatchObject({
      label: "Flammables cabinet",
    });
    expect(meta.facets.location.find((f) => f.value === String(cabinet))?.count).toBe(meta.total);
  });

  it("counts locations the same way for the whole list and for a facet that keeps every sheet", async () => {
    const all = await search({ limit: 1 });
    const everyMarket = all.meta.facets.market.map((f) => `market:${f.value}`);
    const same = await search({ facets: everyMarket, limit: 1 });
    expect(same.meta.total).toBe(all.meta.total);
    expect(same.meta.facets.location).toEqual(all.meta.facets.location);
    expect(all.meta.facets.location.length).toBeGreaterThan(0);
    // Spot-check the first location against the database.
    const top = all.meta.facets.location[0]!;
    const expected = await h.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM sds_documents s
      JOIN location_products lp ON lp.company_id = s.company_id AND lp.product_id = s.product_id
      WHERE s.company_id = ${DEMO} AND s.superseded_by_id IS NULL AND NOT s.pending
        AND lp.location_id = ${Number(top.value)} AND NOT lp.archived
    `);
    expect(top.count).toBe(expected.rows[0]!.n);
  });

  it("combines facets with a search text", async () => {
    const { data, meta } = await search({ search: "acetone", facets: ["market:4"] });
    expect(data.every((s) => s.market === 4)).toBe(true);
    expect(data.map((s) => s.label)).toContain("Acetone");
    expect(meta.facets.supplier.length).toBeGreaterThan(0);
  });

  it("answers 422 for malformed or unknown facets and bad paging", async () => {
    const cases: [string, string][] = [
      ["facets=not-json", "facets"],
      [`facets=${encodeURIComponent('{"supplier":"x"}')}`, "facets"],
      [`facets=${encodeURIComponent("[1]")}`, "facets"],
      [`facets=${encodeURIComponent('["colour:red"]')}`, "facets"],
      [`facets=${encodeURIComponent('["language"]')}`, "facets"],
      [`facets=${encodeURIComponent('["language:en"]')}`, "facets"],
      [`facets=${encodeURIComponent('["pictogram:GHS10"]')}`, "facets"],
      [`facets=${encodeURIComponent('["signal_word:Maybe"]')}`, "facets"],
      ["limit=0", "limit"],
      ["limit=101", "limit"],
      ["limit=abc", "limit"],
      ["page=0", "page"],
      ["include_superseded=2", "include_superseded"],
    ];
    for (const [query, field] of cases) {
      const body = await invalid(query);
      expect(Object.keys(body.errors), query).toEqual([field]);
    }
    const unknown = await invalid(`facets=${encodeURIComponent('["colour:red"]')}`);
    expect(unknown.errors.facets![0]).toContain('Unknown facet "colour"');
    const malformed = await invalid("facets=not-json");
    expect(malformed.errors.facets![0]).toContain("JSON array");
  });
});

describe("GET /search/v1/global", () => {
  async function global(q: string | undefined, email = ADMIN, limit?: number) {
    const params = new URLSearchParams();
    if (q !== undefined) params.set("q", q);
    if (limit !== undefined) params.set("limit", String(limit));
    const res = await h.call(email, `${GLOBAL}?${params.toString()}`);
    expect(res.status, res.text).toBe(200);
    return (res.body as { data: GlobalSearchHit[] }).data;
  }

  it("finds products, sheets and locations", async () => {
    const hits = await global("acetone");
    const product = hits.find((hit) => hit.type === "product" && hit.title === "Acetone");
    const productId = (
      await h.db.execute<{ id: number }>(
        sql`SELECT id FROM products WHERE company_id = ${DEMO} AND name = 'Acetone'`,
      )
    ).rows[0]!.id;
    expect(product).toMatchObject({ id: productId, url: `/products/${productId}` });
    expect(product!.subtitle).toContain("67-64-1");
    const sheet = hits.find((hit) => hit.type === "sds" && hit.title === "Acetone");
    expect(sheet?.url).toMatch(/^\/sds\/[^/]+$/);
    expect(sheet?.subtitle).toContain("en/GB");
    // Products first, then sheets, then locations.
    const order = hits.map((hit) => hit.type);
    expect(order).toEqual([...order].sort((a, b) => TYPES.indexOf(a) - TYPES.indexOf(b)));

    const places = await global("flammables");
    const cabinet = await locationIdOf(h.db, DEMO, "Flammables cabinet");
    expect(places.filter((hit) => hit.type === "location")).toEqual([
      {
        type: "location",
        id: cabinet,
        title: "Flammables cabinet",
        subtitle: "Oslo plant › Building A › Laboratory 1 › Flammables cabinet",
        url: `/locations/${cabinet}/information`,
      },
    ]);
  });

  it("limits each type, hides archived locations and other companies' data", async () => {
    const hits = await global("a", ADMIN, 2);
    for (const type of TYPES) expect(hits.filter((hit) => hit.type === type).length).toBeLessThanOrEqual(2);
    expect((await global("old solvent")).filter((hit) => hit.type === "location")).toEqual([]);
    const other = await global("flammables", OTHER_ADMIN);
    expect(other.filter((hit) => hit.type === "location")).toEqual([]);
    const otherAcetone = await global("acetone", OTHER_ADMIN);
    const demoIds = new Set((await global("acetone")).map((hit) => `${hit.type}:${hit.id}`));
    expect(otherAcetone.some((hit) => demoIds.has(`${hit.type}:${hit.id}`))).toBe(false);
  });

  it("answers no hits for an empty text and 422 for a bad limit", async () => {
    expect(await global(undefined)).toEqual([]);
    expect(await global("   ")).toEqual([]);
    for (const limit of ["0", "21", "x"]) {
      const res = await h.call(ADMIN, `${GLOBAL}?q=a&limit=${limit}`);
      expect(res.status, limit).toBe(422);
      expect(Object.keys((res.body as { errors: object }).errors)).toEqual(["limit"]);
    }
  });
});

const TYPES: GlobalSearchHit["type"][] = ["product", "sds", "location"];
