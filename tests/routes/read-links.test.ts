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

describe("/read/{token}/wpd/{id}", () => {
  it("serves a description the link's page lists as a PDF, and 404 for one it doesn't", async () => {
    const { action } = await import("~/features/read-links/routes/qr-readlink");
    const { loader } = await import("~/features/read-links/routes/read-wpd");
    const { rows } = await t.db.execute<{ location_id: number; id: number }>(sql`
      SELECT location_id, id FROM workplace_descriptions
      WHERE status = 'published' AND superseded_by_id IS NULL AND archived_at IS NULL
      ORDER BY id LIMIT 1`);
    const { location_id: place, id } = rows[0]!;
    const keeper = await t.signedIn("safety@demo.test");
    const made = (await settle(() =>
      action(
        post("/qr-readlink", keeper.cookie, [
          ["intent", "create"],
          ["location", String(place)],
        ]),
      ),
    )) as { created: { token: string }[] };
    const token = made.created[0]!.token;
    const pdf = (await settle(() =>
      loader(get(`/read/${token}/wpd/${id}`, undefined, { token, id: String(id) })),
    )) as Response;
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect(pdf.headers.get("X-Robots-Tag")).toContain("noindex");

    // The seeded link (Flammables cabinet) lists no description: the same id is not found through it.
    const elsewhere = (await settle(() =>
      loader(
        get(`/read/${DEMO_READ_LINK_TOKEN}/wpd/${id}`, undefined, {
          token: DEMO_READ_LINK_TOKEN,
          id: String(id),
        }),
      ),
    )) as Response;
    expect(elsewhere.status).toBe(404);
    const malformed = (await settle(() =>
      loader(get(`/read/${token}/wpd/x`, undefined, { token, id: "x" })),
    )) as Response;
    expect(malformed.status).toBe(404);
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
