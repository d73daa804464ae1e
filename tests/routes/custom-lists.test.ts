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
  custom: {
    total: number;
    rows: { product: string; list: string | null; kind: string; entry: string }[];
    downloads: { csv: string; xlsx: string };
  };
}

describe("custom lists on /legislations", () => {
  it("shows every user the hits of the company's greylist with the list, kind and entry", async () => {
    const { loader } = await import("~/features/legislation/routes/legislations");
    const { cookie } = await t.signedIn("worker@demo.test");
    const page = (await settle(() => loader(get("/legislations", cookie)))) as PageData;
    const benzene = page.custom.rows.find((row) => row.product === "Benzene");
    expect(benzene).toMatchObject({ list: null, entry: expect.stringContaining("71-43-2") });
    expect(page.custom.downloads).toEqual({
      csv: "/legislations/custom-export.csv",
      xlsx: "/legislations/custom-export.xlsx",
    });
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
