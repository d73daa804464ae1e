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

async function readPage(token: string, query = "") {
  const { loader } = await import("~/features/read-links/routes/read");
  return settle(() => loader(get(`/read/${token}${query}`, undefined, { token })));
}

/** What the page's loader gives its component (only what it prints). */
interface ShownPage {
  state: string;
  location: { name: string } | null;
  page: number;
  products_total: number;
  products: { id: number; name: string; supplier: string; sds: string | null; wpd: number | null }[];
  workplace_descriptions: { id: number; title: string }[];
}
const shown = async (token: string, query = "") =>
  ((await readPage(token, query)) as unknown as { data: { page: ShownPage } }).data.page;

async function count(): Promise<number> {
  const { rows } = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM read_links`);
  return rows[0]!.n;
}

describe("/read/{token}", () => {
  it("shows the seeded link's location and its products without signing in", async () => {
    const page = await shown(DEMO_READ_LINK_TOKEN);
    expect(page.state).toBe("active");
    expect(page.location?.name).toBe("Flammables cabinet");
    expect(page.products.length).toBeGreaterThan(0);
    // Each row only what it prints: name, supplier, the sheet's key, the description's id.
    expect(Object.keys(page.products[0]!).sort()).toEqual(["id", "name", "sds", "supplier", "wpd"]);
  });

  it("pages the products 50 at a time by name and searches them by name (?page=, ?q=)", async () => {
    // Every product of the company placed in the seeded link's cabinet: more than two pages.
    await t.db.execute(sql`
      INSERT INTO location_products (company_id, location_id, product_id)
      SELECT l.company_id, l.id, p.id FROM locations l JOIN products p ON p.company_id = l.company_id
      WHERE l.name = 'Flammables cabinet'
      ON CONFLICT DO NOTHING`);
    const first = await shown(DEMO_READ_LINK_TOKEN);
    expect(first.products_total).toBeGreaterThan(100);
    expect(first.products).toHaveLength(50);
    const second = await shown(DEMO_READ_LINK_TOKEN, "?page=2");
    expect(second.page).toBe(2);
    expect(second.products).toHaveLength(50);
    const onFirst = new Set(first.products.map((p) => p.id));
    expect(second.products.some((p) => onFirst.has(p.id))).toBe(false);
    const name = first.products[0]!.name;
    const found = await shown(DEMO_READ_LINK_TOKEN, `?q=${encodeURIComponent(name)}`);
    expect(found.products.map((p) => p.name)).toContain(name);
    expect(found.products.every((p) => p.name.toLowerCase().includes(name.toLowerCase()))).toBe(true);
    // A hand-edited page number that is not one shows the first page, not an error.
    expect((await shown(DEMO_READ_LINK_TOKEN, "?page=abc")).page).toBe(1);
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
