import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settle, setupAppTest } from "../support/app";
import { get, type AppTest } from "./locations-support";

/** The custom lists on the legislation pages: the hits of the company's own lists and greylist, and their downloads. */

let t: AppTest;
beforeAll(async () => {
  t = await setupAppTest();
});
afterAll(() => t.close());

interface PageData {
  rows: unknown[];
  ownRows: { product: string; list: string | null; kind: string; entry: string }[] | null;
  meta: { total: number; page: number; last: number };
  downloads: { csv: string; xlsx: string };
  ownHref: string | null;
  filters: { list: string | null; own: boolean };
}

describe("custom lists on /legislations", () => {
  it("shows every user the hits of the company's greylist under the list filter's own lists, paged", async () => {
    const { loader } = await import("~/features/legislation/routes/legislations");
    const { cookie } = await t.signedIn("worker@demo.test");
    const page = (await settle(() => loader(get("/legislations?list=own", cookie)))) as PageData;
    expect(page.filters).toMatchObject({ list: null, own: true });
    expect(page.rows).toEqual([]);
    const benzene = page.ownRows?.find((row) => row.product === "Benzene");
    expect(benzene).toMatchObject({ list: null, entry: expect.stringContaining("71-43-2") });
    expect(page.meta.total).toBeGreaterThanOrEqual(page.ownRows!.length);
    expect(page.downloads).toEqual({
      csv: "/legislations/custom-export.csv",
      xlsx: "/legislations/custom-export.xlsx",
    });
    expect(page.ownHref).toBeNull();
  });

  it("leaves the own lists' hits out of the regulatory view, which links to them", async () => {
    const { loader } = await import("~/features/legislation/routes/legislations");
    const { cookie } = await t.signedIn("worker@demo.test");
    const page = (await settle(() => loader(get("/legislations", cookie)))) as PageData;
    expect(page.ownRows).toBeNull();
    expect(page.ownHref).toBe("/legislations?list=own");
    expect(page.downloads.csv).toBe("/legislations/export.csv");
  });

  it("sends a page past the last to the own lists' last page", async () => {
    const { loader } = await import("~/features/legislation/routes/legislations");
    const { cookie } = await t.signedIn("worker@demo.test");
    // Page 99 of a short list goes to its last page, still of the own lists.
    const last = (await settle(() => loader(get("/legislations?list=own&page=99", cookie)))) as Response;
    expect(last.status).toBe(302);
    expect(last.headers.get("Location")).toMatch(/^\/legislations\?list=own(&page=\d+)?$/);
  });

  it("downloads the hits as CSV and XLSX, and a foreign location is not found", async () => {
    const { loader } = await import("~/features/custom-lists/routes/export");
    const { cookie } = await t.signedIn("worker@demo.test");
    const csv = (await settle(() => loader(get("/legislations/custom-export.csv", cookie)))) as Response;
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Disposition")).toContain("attachment");
    expect(await csv.text()).toContain("Benzene");
    const xlsx = (await settle(() => loader(get("/legislations/custom-export.xlsx", cookie)))) as Response;
    expect(xlsx.headers.get("Content-Type")).toContain("spreadsheetml");
    const foreign = (await settle(() =>
      loader(get("/legislations/custom-export.csv?location=999999", cookie)),
    )) as Response;
    expect(foreign.status).toBe(404);
  });
});
