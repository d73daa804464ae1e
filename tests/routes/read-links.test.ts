import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_READ_LINK_TOKEN } from "../../seed/read-links";
import { settle, setupAppTest } from "../support/app";
import { get, post, type AppTest } from "./locations-support";

/** The read-link pages' loaders and actions: the library, the public page, permalinks and old links. */

let t: AppTest;
beforeAll(async () => {
  t = await setupAppTest();
});
afterAll(() => t.close());

async function readPage(token: string) {
  const { loader } = await import("~/features/read-links/routes/read");
  return settle(() => loader(get(`/read/${token}`, undefined, { token })));
}

async function count(): Promise<number> {
  const { rows } = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM read_links`);
  return rows[0]!.n;
}

describe("/read/{token}", () => {
  it("shows the seeded link's location and its products without signing in", async () => {
    const result = (await readPage(DEMO_READ_LINK_TOKEN)) as unknown as {
      data: { page: { state: string; location: { name: string }; products: unknown[] } };
    };
    expect(result.data.page.state).toBe("active");
    expect(result.data.page.location.name).toBe("Flammables cabinet");
    expect(result.data.page.products.length).toBeGreaterThan(0);
  });

  it("shows a clear page for an unknown token", async () => {
    const result = (await readPage("x".repeat(55))) as unknown as { data: { page: { state: string } } };
    expect(result.data.page.state).toBe("unknown");
  });
});

describe("/qr-readlink", () => {
  it("lists the library for a keeper and sends a user without the permission away", async () => {
    const { loader } = await import("~/features/read-links/routes/qr-readlink");
    const keeper = await t.signedIn("safety@demo.test");
    const data = (await settle(() => loader(get("/qr-readlink", keeper.cookie)))) as {
      list: { data: unknown[] };
    };
    expect(data.list.data.length).toBeGreaterThan(0);
    const other = await t.signedIn("hse@demo.test");
    const refused = await settle(() => loader(get("/qr-readlink", other.cookie)));
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).headers.get("Location")).toBe("/main");
  });

  it("refuses creating without a location, saving nothing", async () => {
    const { action } = await import("~/features/read-links/routes/qr-readlink");
    const keeper = await t.signedIn("safety@demo.test");
    const before = await count();
    const result = await settle(() => action(post("/qr-readlink", keeper.cookie, [["intent", "create"]])));
    expect(JSON.stringify(result)).toContain("Choose at least one location.");
    expect(await count()).toBe(before);
  });
});

describe("/legacy-links and /permalinks", () => {
  it("maps an old link to today's page", async () => {
    const { loader } = await import("~/features/read-links/routes/legacy-links");
    const { cookie } = await t.signedIn("worker@demo.test");
    const result = await settle(() => loader(get("/legacy-links?from=%2F%23%2Fproducts%2F12", cookie)));
    expect((result as Response).headers.get("Location")).toBe("/products/12");
  });

  it("asks a reader without a session or link to sign in", async () => {
    const { loader } = await import("~/features/read-links/routes/permalinks");
    const result = await settle(() =>
      loader(get("/permalinks/location?id=1", undefined, { type: "location" })),
    );
    expect(JSON.stringify(result)).toContain("signIn");
  });
});
