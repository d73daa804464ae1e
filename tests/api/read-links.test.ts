import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatedReadLink, ReadLinkList, ReadLinkPage } from "../../api/read-links/schemas";
import { DEMO, OTHER, OTHER_ADMIN, NOT_FOUND, createHarness, locationIdOf, type ApiHarness } from "./helpers";

/**
 * Read links: who may make them, what the public page shows through a token (one location's products and
 * sheets, nothing else), expiry and revocation, the sheet served through the token, permalinks.
 */

const KEEPER = "safety@demo.test";
const NO_QR = "hse@demo.test";
let h: ApiHarness;
let warehouse: number;
let otherLocation: number;

async function create(email: string, ids: number[], days?: number) {
  return h.call(email, "/api/document/v1/createreadlink", {
    method: "POST",
    body: { location_ids: ids, ...(days ? { days } : {}) },
  });
}

async function page(token: string, extra: Record<string, unknown> = {}): Promise<ReadLinkPage> {
  const result = await h.call(null, "/api/document/v1/checkreadlink", {
    method: "POST",
    body: { token, ...extra },
  });
  expect(result.status).toBe(200);
  return result.body as ReadLinkPage;
}

async function readLinkCount(): Promise<number> {
  const { rows } = await h.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM read_links`);
  return rows[0]!.n;
}

beforeAll(async () => {
  h = await createHarness();
  warehouse = await locationIdOf(h.db, DEMO, "Warehouse");
  const { rows } = await h.db.execute<{ id: number }>(
    sql`SELECT id FROM locations WHERE company_id = ${OTHER} ORDER BY id LIMIT 1`,
  );
  otherLocation = rows[0]!.id;
});
afterAll(() => h.close());

describe("creating read links", () => {
  it("makes a link whose token opens the location's products with their sheets, and keeps only a hash", async () => {
    const created = await create(KEEPER, [warehouse]);
    expect(created.status).toBe(200);
    const [link] = (created.body as { data: CreatedReadLink[] }).data;
    expect(link!.url).toMatch(/\/read\/[A-Za-z0-9_-]{55}$/);
    const stored = await h.db.execute<{ secret_hash: string; public_id: string }>(
      sql`SELECT secret_hash, public_id FROM read_links WHERE id = ${link!.id}`,
    );
    expect(stored.rows[0]!.secret_hash).not.toContain(link!.token.slice(12));
    expect(link!.token.startsWith(stored.rows[0]!.public_id)).toBe(true);

    const shown = await page(link!.token);
    expect(shown.state).toBe("active");
    expect(shown.location?.name).toBe("Warehouse");
    expect(shown.products.length).toBeGreaterThan(0);
    expect(shown.workplace_descriptions).toEqual([]);
    const { rows: held } = await h.db.execute<{ id: number }>(sql`
      SELECT DISTINCT lp.product_id AS id FROM location_products lp
      WHERE lp.company_id = ${DEMO} AND NOT lp.archived
        AND lp.location_id IN (SELECT id FROM location_subtree(${DEMO}, ARRAY[${warehouse}]::int[]))`);
    expect(new Set(shown.products.map((p) => p.product_id))).toEqual(new Set(held.map((r) => r.id)));
  });

  it("refuses a user without add_product with qr or edit_location with read_link_admin, saving nothing", async () => {
    const before = await readLinkCount();
    expect((await create(NO_QR, [warehouse])).status).toBe(403);
    expect((await h.call(NO_QR, "/api/document/v1/readlinks")).status).toBe(403);
    expect(await readLinkCount()).toBe(before);
  });

  it("answers 404 for another company's location and saves nothing", async () => {
    const before = await readLinkCount();
    expect((await create(KEEPER, [otherLocation])).body).toEqual(NOT_FOUND);
    expect((await create(OTHER_ADMIN, [warehouse])).status).toBe(404);
    expect(await readLinkCount()).toBe(before);
  });

  it("refuses bad input with 422", async () => {
    expect((await create(KEEPER, [])).status).toBe(422);
    expect((await create(KEEPER, [warehouse], 99999)).status).toBe(422);
  });
});

describe("the public page", () => {
  it("tells an unknown, malformed, expired or revoked token apart without an error", async () => {
    expect((await page("not-a-token")).state).toBe("unknown");
    expect((await page("A".repeat(55))).state).toBe("unknown");

    const [link] = ((await create(KEEPER, [warehouse])).body as { data: CreatedReadLink[] }).data;
    // A wrong secret with a real public id is unknown, not the link.
    expect((await page(link!.token.slice(0, 12) + "B".repeat(43))).state).toBe("unknown");

    await h.db.execute(
      sql`UPDATE read_links SET expires_at = now() - interval '1 day' WHERE id = ${link!.id}`,
    );
    const expired = await page(link!.token);
    expect(expired).toMatchObject({ state: "expired", location: null, products: [] });

    const [second] = ((await create(KEEPER, [warehouse])).body as { data: CreatedReadLink[] }).data;
    const revoked = await h.call(KEEPER, `/api/document/v1/readlinks/${second!.id}/revoke`, {
      method: "POST",
    });
    expect(revoked.status).toBe(200);
    expect((await page(second!.token)).state).toBe("revoked");

    const list = (await h.call(KEEPER, "/api/document/v1/readlinks")).body as ReadLinkList;
    expect(list.data.find((row) => row.id === second!.id)?.state).toBe("revoked");
    expect(list.data.find((row) => row.id === link!.id)?.state).toBe("expired");
  });

  it("another company cannot revoke or see a link", async () => {
    const [link] = ((await create(KEEPER, [warehouse])).body as { data: CreatedReadLink[] }).data;
    const refused = await h.call(OTHER_ADMIN, `/api/document/v1/readlinks/${link!.id}/revoke`, {
      method: "POST",
    });
    expect(refused.status).toBe(404);
    expect((await page(link!.token)).state).toBe("active");
  });

  it("serves a sheet of a product at the location, and 404 for a sheet elsewhere", async () => {
    const [link] = ((await create(KEEPER, [warehouse])).body as { data: CreatedReadLink[] }).data;
    const shown = await page(link!.token);
    const key = shown.products.find((p) => p.sds_key)!.sds_key!;
    const pdf = await h.api.request("/api/document/v1/readlink/sds", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token: link!.token, sds_key: key }),
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");

    const { rows } = await h.db.execute<{ key: string }>(sql`
      SELECT d.key FROM sds_documents d WHERE d.company_id = ${DEMO} AND NOT EXISTS (
        SELECT 1 FROM location_products lp WHERE lp.company_id = ${DEMO} AND lp.product_id = d.product_id
          AND NOT lp.archived
          AND lp.location_id IN (SELECT id FROM location_subtree(${DEMO}, ARRAY[${warehouse}]::int[])))
      LIMIT 1`);
    const elsewhere = await h.call(null, "/api/document/v1/readlink/sds", {
      method: "POST",
      body: { token: link!.token, sds_key: rows[0]!.key },
    });
    expect(elsewhere.status).toBe(404);
    const other = await h.db.execute<{ key: string }>(
      sql`SELECT key FROM sds_documents WHERE company_id = ${OTHER} LIMIT 1`,
    );
    if (other.rows[0]) {
      const foreign = await h.call(null, "/api/document/v1/readlink/sds", {
        method: "POST",
        body: { token: link!.token, sds_key: other.rows[0].key },
      });
      expect(foreign.status).toBe(404);
    }
  });

  it("resolves a product's current sheet through the token only for products it covers", async () => {
    const [link] = ((await create(KEEPER, [warehouse])).body as { data: CreatedReadLink[] }).data;
    const shown = await page(link!.token);
    const product = shown.products.find((p) => p.sds_key)!;
    expect((await page(link!.token, { product_id: product.product_id })).product_sds_key).toBeTruthy();
    expect((await page(link!.token, { product_id: 2147483647 })).product_sds_key).toBeNull();
  });
});

describe("workplace descriptions through a read link", () => {
  const wpdPdf = (token: string, id: number) =>
    h.api.request("/api/document/v1/readlink/wpd", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token, id }),
    });

  it("puts a product's description on its row in the reader's language, lists the others, and serves only those", async () => {
    // The seed publishes two descriptions of NMP at Mixing line 1 (English and German), where NMP is held,
    // and one at the quality control lab, in its second version; a link one level above Mixing line 1
    // covers it. A description of no product at Mixing line 1 is added here: it is listed above the rows.
    const mixing = await locationIdOf(h.db, DEMO, "Mixing line 1");
    const { rows: parents } = await h.db.execute<{ parent_id: number }>(
      sql`SELECT parent_id FROM locations WHERE company_id = ${DEMO} AND id = ${mixing}`,
    );
    const [link] = ((await create(KEEPER, [parents[0]!.parent_id])).body as { data: CreatedReadLink[] }).data;
    const { rows: published } = await h.db.execute<{
      id: number;
      product_id: number;
      language_id: number;
    }>(sql`
      SELECT id, product_id, language_id FROM workplace_descriptions
      WHERE company_id = ${DEMO} AND location_id = ${mixing} AND status = 'published'
        AND superseded_by_id IS NULL AND archived_at IS NULL`);
    expect(published.length).toBe(2);
    const english = published.find((w) => w.language_id === 4)!;
    const german = published.find((w) => w.language_id === 6)!;
    const { rows: general } = await h.db.execute<{ id: number; title: string }>(sql`
      INSERT INTO workplace_descriptions (company_id, series_id, version, status, title, location_id, product_id,
        sds_id, language_id, sections, pictograms, hazard_statements, signal_word, created_by, published_at)
      SELECT company_id, 0, 1, 'published', 'Spill kit and eye wash at line 1', location_id, NULL, NULL,
        language_id, sections, '{}', '{}', NULL, created_by, now()
      FROM workplace_descriptions WHERE id = ${english.id} RETURNING id, title`);
    await h.db.execute(sql`UPDATE workplace_descriptions SET series_id = id WHERE id = ${general[0]!.id}`);

    const rowOf = (shown: ReadLinkPage) => shown.products.find((p) => p.product_id === english.product_id);
    const shown = await page(link!.token);
    expect(rowOf(shown)?.workplace_description_id).toBe(english.id);
    expect(shown.workplace_descriptions).toEqual([{ id: general[0]!.id, title: general[0]!.title }]);
    expect(shown.workplace_descriptions_total).toBe(1);
    // A German reader gets the German one on the row; a search by title narrows the list, not the rows'.
    const inGerman = await h.call(null, "/api/document/v1/checkreadlink", {
      method: "POST",
      body: { token: link!.token },
      headers: { "X-LANGUAGE": "6" },
    });
    expect(rowOf(inGerman.body as ReadLinkPage)?.workplace_description_id).toBe(german.id);
    expect((await page(link!.token, { q: "eye wash" })).workplace_descriptions).toHaveLength(1);
    expect((await page(link!.token, { q: "nothing like it" })).workplace_descriptions).toEqual([]);

    for (const id of [english.id, german.id, general[0]!.id]) {
      const pdf = await wpdPdf(link!.token, id);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    }

    // Elsewhere, an earlier version, a draft, another company's id, or a revoked link: 404.
    const { rows: others } = await h.db.execute<{ id: number }>(sql`
      SELECT id FROM workplace_descriptions
      WHERE company_id = ${DEMO} AND (location_id <> ${mixing} OR superseded_by_id IS NOT NULL OR status = 'draft')`);
    expect(others.length).toBeGreaterThan(0);
    for (const other of others) expect((await wpdPdf(link!.token, other.id)).status).toBe(404);
    expect((await wpdPdf(link!.token, 2147483647)).status).toBe(404);
    expect((await wpdPdf("x".repeat(55), english.id)).status).toBe(404);
    const revoked = await h.call(KEEPER, `/api/document/v1/readlinks/${link!.id}/revoke`, { method: "POST" });
    expect(revoked.status).toBe(200);
    expect((await wpdPdf(link!.token, english.id)).status).toBe(404);
  });
});

describe("a large place: paged by name, searched by name", () => {
  it("gives 50 products a page in name order, the total, the next pages, and a search that narrows them", async () => {
    // Everything of the company placed at the warehouse for this test: more than two pages of products.
    await h.db.execute(sql`
      INSERT INTO location_products (company_id, location_id, product_id)
      SELECT ${DEMO}, ${warehouse}, p.id FROM products p WHERE p.company_id = ${DEMO}
      ON CONFLICT DO NOTHING`);
    const { rows: held } = await h.db.execute<{ id: number; name_lower: string }>(sql`
      SELECT p.id, p.name_lower FROM products p
      WHERE p.company_id = ${DEMO} AND p.id IN (
        SELECT lp.product_id FROM location_products lp
        WHERE lp.company_id = ${DEMO} AND NOT lp.archived
          AND lp.location_id IN (SELECT id FROM location_subtree(${DEMO}, ARRAY[${warehouse}]::int[])))
      ORDER BY p.name_lower, p.id`);
    expect(held.length).toBeGreaterThan(100);
    const [link] = ((await create(KEEPER, [warehouse])).body as { data: CreatedReadLink[] }).data;

    const first = await page(link!.token);
    expect([first.page, first.per_page, first.products_total]).toEqual([1, 50, held.length]);
    expect(first.products.map((p) => p.product_id)).toEqual(held.slice(0, 50).map((p) => p.id));
    const second = await page(link!.token, { page: 2 });
    expect(second.products.map((p) => p.product_id)).toEqual(held.slice(50, 100).map((p) => p.id));
    // Only the first page carries the place's own descriptions.
    expect(second.workplace_descriptions).toEqual([]);
    const last = Math.ceil(held.length / 50);
    expect((await page(link!.token, { page: last })).products.map((p) => p.product_id)).toEqual(
      held.slice((last - 1) * 50).map((p) => p.id),
    );
    expect((await page(link!.token, { page: last + 1 })).products).toEqual([]);

    // The search: a part of a name, any case; LIKE's own characters match only themselves.
    const name = held[0]!.name_lower;
    const part = name.slice(1, Math.min(name.length, 6)).toUpperCase();
    const found = await page(link!.token, { q: part });
    const expected = held.filter((p) => p.name_lower.includes(part.toLowerCase()));
    expect(found.products_total).toBe(expected.length);
    expect(found.products.map((p) => p.product_id)).toEqual(expected.slice(0, 50).map((p) => p.id));
    expect((await page(link!.token, { q: "%" })).products_total).toBe(
      held.filter((p) => p.name_lower.includes("%")).length,
    );
    expect((await page(link!.token, { q: "no such product here" })).products_total).toBe(0);
    // Out of range: refused by the contract, not served as an empty page.
    const tooFar = await h.call(null, "/api/document/v1/checkreadlink", {
      method: "POST",
      body: { token: link!.token, page: 2001 },
    });
    expect(tooFar.status).toBe(422);
  });
});

describe("printing and resolving", () => {
  it("prints a QR sheet as a PDF and keeps its links in the library", async () => {
    const before = await readLinkCount();
    const rackA = await locationIdOf(h.db, DEMO, "Rack A");
    const pdf = await h.api.request("/api/document/v1/printlocationqr", {
      method: "POST",
      headers: { ...(await h.headersFor(KEEPER)), "Content-Type": "application/json" },
      body: JSON.stringify({ location_ids: [warehouse, rackA] }),
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect(await readLinkCount()).toBe(before + 2);
  });

  it("resolves permalinks and the top-node check within the caller's company", async () => {
    const location = await h.call(KEEPER, `/api/document/v1/permalink?type=location&id=${warehouse}`);
    expect(location.body).toEqual({ data: { type: "location", sds_key: null, location_id: warehouse } });
    expect(
      (await h.call(OTHER_ADMIN, `/api/document/v1/permalink?type=location&id=${warehouse}`)).status,
    ).toBe(404);
    const access = await h.call(OTHER_ADMIN, `/api/document/v1/checkTopNodeAccess?location_id=${warehouse}`);
    expect(access.body).toEqual({ data: { access: false } });
    const mine = await h.call(KEEPER, `/api/document/v1/checkTopNodeAccess?location_id=${warehouse}`);
    expect(mine.body).toEqual({ data: { access: true } });
  });
});
