import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settle, setupAppTest } from "../support/app";
import { get, type AppTest } from "./locations-support";

/** The amount report's loaders: the page with its totals, chart bars and rows, a location's subtree, the downloads. */

let t: AppTest;
beforeAll(async () => {
  t = await setupAppTest();
});
afterAll(() => t.close());

interface PageData {
  heading: string;
  filters: { location: number | null; category: string | null; page: number; totals: boolean };
  picker: { q: string; chosen: { id: number; path: string }[]; matches: { id: number }[] | null };
  totals: { key: string; label: string; kg: string }[] | null;
  totalsHref: string;
  bars: { key: string; value: number; text: string }[];
  rows: { product: string; location: string; amount: string; conversion: string; categories: string[] }[];
  meta: { total: number; page: number; last: number };
  downloads: { csv: string; xlsx: string };
}

const warehouse = async (companyId = 1000001) =>
  (
    await t.db.execute<{ id: number }>(
      sql`SELECT id FROM locations WHERE company_id = ${companyId} ORDER BY (name = 'Warehouse') DESC, id LIMIT 1`,
    )
  ).rows[0]!.id;

describe("/amountreport", () => {
  it("shows every user the rows, and the totals per category with the chart's bars when asked for", async () => {
    const { loader } = await import("~/features/amounts/routes/amount-report");
    const { cookie } = await t.signedIn("worker@demo.test");
    const first = (await settle(() => loader(get("/amountreport", cookie)))) as PageData;
    expect(first.heading).toBe("Amount report");
    expect(first.meta.total).toBeGreaterThan(0);
    expect(first.rows.length).toBeGreaterThan(0);
    // The totals add up every placement: a link asks for them.
    expect(first.totals).toBeNull();
    expect(first.bars).toEqual([]);
    expect(first.totalsHref).toBe("/amountreport?totals=1");
    const page = (await settle(() => loader(get(first.totalsHref, cookie)))) as PageData;
    expect(page.rows).toEqual(first.rows);
    expect(page.totals?.at(-1)?.key).toBe("all");
    expect(page.bars.every((bar) => bar.value > 0 && bar.text.endsWith(" kg"))).toBe(true);
    expect(page.downloads).toEqual({ csv: "/amountreport/export.csv", xlsx: "/amountreport/export.xlsx" });
  });

  it("reports a location's subtree, with its path in the heading and the filters in the downloads", async () => {
    const { loader } = await import("~/features/amounts/routes/amount-report");
    const { cookie } = await t.signedIn("worker@demo.test");
    const id = await warehouse();
    const page = (await settle(() =>
      loader(get(`/amountreport?location=${id}&category=flam-liq-2`, cookie)),
    )) as PageData;
    expect(page.filters).toEqual({ location: id, category: "flam-liq-2", page: 1, totals: false });
    expect(page.picker.chosen.map((location) => location.id)).toEqual([id]);
    expect(page.heading).toBe(`Amount report: ${page.picker.chosen[0]!.path}`);
    expect(page.rows.every((row) => row.categories.includes("Flammable liquids, category 2"))).toBe(true);
    expect(page.downloads.csv).toBe(`/amountreport/export.csv?location=${id}&category=flam-liq-2`);
  });

  it("finds locations for the picker without JavaScript", async () => {
    const { loader } = await import("~/features/amounts/routes/amount-report");
    const { cookie } = await t.signedIn("worker@demo.test");
    const page = (await settle(() => loader(get("/amountreport?locq=ware", cookie)))) as PageData;
    expect(page.picker.q).toBe("ware");
    expect(page.picker.matches?.length).toBeGreaterThan(0);
  });

  it("ignores a bad category, sends a page past the end to the last, and not-found for another company's location", async () => {
    const { loader } = await import("~/features/amounts/routes/amount-report");
    const { cookie } = await t.signedIn("worker@demo.test");
    const page = (await settle(() =>
      loader(get("/amountreport?category=nope&page=abc", cookie)),
    )) as PageData;
    expect(page.filters.category).toBeNull();
    const past = (await settle(() => loader(get("/amountreport?page=999", cookie)))) as Response;
    expect(past.status).toBe(302);
    expect(past.headers.get("Location")).toMatch(/^\/amountreport(\?page=\d+)?$/);
    const foreignId = await warehouse(1000003);
    const foreign = (await settle(() =>
      loader(get(`/amountreport?location=${foreignId}`, cookie)),
    )) as Response;
    expect(foreign.status).toBe(404);
  });

  it("downloads the rows as CSV and XLSX", async () => {
    const { loader } = await import("~/features/amounts/routes/export");
    const { cookie } = await t.signedIn("worker@demo.test");
    const csv = (await settle(() => loader(get("/amountreport/export.csv", cookie)))) as Response;
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Disposition")).toContain("attachment");
    expect((await csv.text()).replace(/^\uFEFF/, "").startsWith("Product,Supplier,Location")).toBe(true);
    const xlsx = (await settle(() => loader(get("/amountreport/export.xlsx", cookie)))) as Response;
    expect(xlsx.headers.get("Content-Type")).toContain("spreadsheetml");
    await xlsx.arrayBuffer();
  });
});
