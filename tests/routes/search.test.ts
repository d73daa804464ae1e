import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_COMPANY_IDS } from "../../seed/seed";
import { settle, setupAppTest } from "../support/app";
import { get, type AppTest } from "./locations-support";

/** /search: the loader over GET /search/v1/sqproductsearch and /search/v1/global. */

let t: AppTest;
beforeAll(async () => {
  t = await setupAppTest();
});
afterAll(() => t.close());

async function search(url: string, email = "worker@demo.test", language?: number) {
  const { cookie } = await t.signedIn(email, language ? { language } : {});
  const { loader } = await import("~/features/products/routes/search");
  return settle(() => loader(get(url, cookie)));
}

type Result = Exclude<Awaited<ReturnType<typeof search>>, Response>;

async function page(url: string, email?: string, language?: number): Promise<Result> {
  const result = await search(url, email, language);
  if (result instanceof Response) throw new Error(`${url} answered ${result.status}`);
  return result;
}

describe("/search", () => {
  it("sends anonymous visitors to sign in", async () => {
    const { loader } = await import("~/features/products/routes/search");
    const result = await settle(() => loader(get("/search?q=acetone")));
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(302);
  });

  it("shows only the form before anything is asked", async () => {
    const result = await page("/search");
    expect(result.results).toBeNull();
    expect(result.meta).toBeNull();
    expect(result.title).toBe("Search – ChemSafe");
  });

  it("finds acetone with its CAS number, pictograms and H225, and counts facets", async () => {
    const result = await page("/search?q=acetone");
    const acetone = result.results?.find((sheet) => sheet.label === "Acetone");
    expect(acetone).toBeDefined();
    expect(acetone!.cas_no).toBe("67-64-1");
    expect(acetone!.pictograms).toEqual(expect.arrayContaining(["GHS02", "GHS07"]));
    expect(acetone!.hazard_statements).toContain("H225");
    expect(acetone!.sds_url_pdf).toBe(`/sds/${acetone!.key}/pdf`);
    expect(result.meta!.total).toBeGreaterThanOrEqual(1);
    expect(result.meta!.facets.supplier.length).toBeGreaterThan(0);
    expect(result.title).toBe("Search for “acetone” – ChemSafe");
    // Only the caller's company.
    expect(result.results!.every((sheet) => sheet.company_id === DEMO_COMPANY_IDS.demoChemicals)).toBe(true);
  });

  it("finds a product by its CAS number", async () => {
    const result = await page("/search?q=67-64-1");
    expect(result.results?.map((sheet) => sheet.label)).toContain("Acetone");
  });

  it("narrows by a facet and ignores unknown ones", async () => {
    const all = await page("/search?q=acid");
    const danger = await page("/search?q=acid&facet=signal_word:Danger&facet=bogus:1&facet=supplier:");
    expect(danger.facets).toEqual(["signal_word:Danger"]);
    expect(danger.meta!.total).toBeGreaterThan(0);
    expect(danger.meta!.total).toBeLessThanOrEqual(all.meta!.total);
    expect(danger.results!.every((sheet) => sheet.signal_word === "Danger")).toBe(true);
  });

  it("searches with facets alone and pages through the result", async () => {
    const first = await page("/search?facet=pictogram:GHS02");
    expect(first.meta!.total).toBeGreaterThan(20);
    expect(first.results).toHaveLength(20);
    const second = await page("/search?facet=pictogram:GHS02&page=2");
    expect(second.page).toBe(2);
    const firstIds = new Set(first.results!.map((sheet) => sheet.id));
    expect(second.results!.some((sheet) => firstIds.has(sheet.id))).toBe(false);
    // A nonsense page number falls back to the first page.
    expect((await page("/search?facet=pictogram:GHS02&page=-4")).page).toBe(1);
  });

  it("lists matching locations", async () => {
    const result = await page("/search?q=Laboratory");
    expect(result.locations.map((hit) => hit.title)).toEqual(
      expect.arrayContaining(["Laboratory 1", "Laboratory 2"]),
    );
    expect(result.locations[0]!.url).toMatch(/^\/locations\/\d+\/information$/);
  });

  it("never shows another company's sheets", async () => {
    const result = await page("/search?q=acetone", "admin@other.test");
    expect(result.results!.length).toBeGreaterThan(0);
    expect(result.results!.every((sheet) => sheet.company_id === DEMO_COMPANY_IDS.otherIndustries)).toBe(
      true,
    );
  });

  it("answers in the user's language", async () => {
    const result = await page("/search?q=acetone", "worker@demo.test", 6);
    expect(result.title).toBe("Suche nach „acetone“ – ChemSafe");
  });
});
