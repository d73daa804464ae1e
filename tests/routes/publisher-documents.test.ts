import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settle, setupAppTest } from "../support/app";
import { get, type AppTest } from "./locations-support";

/** The company's own sheets' list page: who sees it, and what it lists. */

let t: AppTest;
beforeAll(async () => {
  t = await setupAppTest();
});
afterAll(() => t.close());

describe("/documents", () => {
  it("lists every version of the company's own sheets for a user with local_publisher", async () => {
    const { loader } = await import("~/features/publisher-documents/routes/documents");
    const { cookie } = await t.signedIn("safety@demo.test");
    const page = (await settle(() => loader(get("/documents", cookie)))) as {
      sheets: { name: string; language: string; market: string; version: number; status: string }[];
    };
    expect(page.sheets).toContainEqual(
      expect.objectContaining({ name: "Demo Degreaser 500", market: "GB", version: 1, status: "draft" }),
    );
  });

  it("searches by product name, article number or key, and says when nothing matches", async () => {
    const { loader } = await import("~/features/publisher-documents/routes/documents");
    const { cookie } = await t.signedIn("safety@demo.test");
    type Page = {
      q: string;
      page: number;
      pages: number;
      found: string;
      empty: string;
      sheets: { key: string }[];
    };
    const glass = (await settle(() => loader(get("/documents?q=GC-200", cookie)))) as Page;
    expect(glass).toMatchObject({ q: "GC-200", page: 1, pages: 1, found: "Sheet versions: 2" });
    expect(glass.sheets.map((s) => s.key)).toEqual(["DOC-DEMOGLASS200", "DOC-DEMOGLASS200"]);
    // Control characters typed into the search are cleaned before the API sees them (it would refuse them).
    const cleaned = (await settle(() => loader(get("/documents?q=demo%00degreaser", cookie)))) as Page;
    expect(cleaned.q).toBe("demo degreaser");
    expect(cleaned.sheets.map((s) => s.key)).toEqual(["DOC-DEMODEGR500"]);
    const none = (await settle(() => loader(get("/documents?q=no-such-sheet", cookie)))) as Page;
    expect(none.sheets).toEqual([]);
    expect(none.empty).toBe("No sheet matches “no-such-sheet”. Try fewer or other words.");
  });

  it("shows the last page for a page past it", async () => {
    const { loader } = await import("~/features/publisher-documents/routes/documents");
    const { cookie } = await t.signedIn("safety@demo.test");
    const response = (await settle(() => loader(get("/documents?q=demo&page=7", cookie)))) as Response;
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/documents?q=demo");
  });

  it("sends a user without local_publisher to /main with the warning", async () => {
    const { loader } = await import("~/features/publisher-documents/routes/documents");
    const { cookie } = await t.signedIn("worker@demo.test");
    const response = (await settle(() => loader(get("/documents", cookie)))) as Response;
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/main");
  });
});
