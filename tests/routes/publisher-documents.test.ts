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

  it("sends a user without local_publisher to /main with the warning", async () => {
    const { loader } = await import("~/features/publisher-documents/routes/documents");
    const { cookie } = await t.signedIn("worker@demo.test");
    const response = (await settle(() => loader(get("/documents", cookie)))) as Response;
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/main");
  });
});
