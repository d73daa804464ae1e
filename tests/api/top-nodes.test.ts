import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, DEMO, createHarness, locationIdOf, type ApiHarness } from "./helpers";

/**
 * Top nodes (docs/decisions/038-top-nodes.md): depot@demo.test has every flag and one top node, Bergen
 * depot. What they see and change is that site and everything below it; the Oslo plant is as another
 * company's. The isolation matrix proves every operation refuses the plant's ids; this file proves what
 * the depot's user does see, and that a user without top nodes still sees everything.
 */

const DEPOT = "depot@demo.test";

let h: ApiHarness;
let bergen: number;
let bay1: number;
let flammables: number;
/** A product held at Bay 1 and at the Flammables cabinet; one held only at the cabinet; one held nowhere. */
let shared: number;
let osloOnly: number;
let nowhere: number;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await h.db.execute(query)).rows as T[];
}

async function newProduct(name: string): Promise<number> {
  const [row] = await rows<{ id: number }>(sql`
    INSERT INTO products (company_id, name, supplier) VALUES (${DEMO}, ${name}, 'Probe AS') RETURNING id`);
  await h.db.execute(sql`
    INSERT INTO sds_documents (company_id, product_id, key, label, supplier, language_id, market_id, version,
      date_issue, pictograms, hazard_statements, precautionary_statements, cas_numbers)
    VALUES (${DEMO}, ${row!.id}, ${`probe-${row!.id}`}, ${name}, 'Probe AS', 4, 4, '1.0', '2026-01-01',
      '{}', '{}', '{}', '{}')`);
  return row!.id;
}

async function place(productId: number, locationId: number): Promise<void> {
  await h.db.execute(sql`
    INSERT INTO location_products (company_id, location_id, product_id) VALUES (${DEMO}, ${locationId}, ${productId})`);
}

beforeAll(async () => {
  h = await createHarness();
  bergen = await locationIdOf(h.db, DEMO, "Bergen depot");
  bay1 = await locationIdOf(h.db, DEMO, "Bay 1");
  flammables = await locationIdOf(h.db, DEMO, "Flammables cabinet");
  shared = await newProduct("Topnode probe shared");
  osloOnly = await newProduct("Topnode probe oslo");
  nowhere = await newProduct("Topnode probe library");
  await place(shared, bay1);
  await place(shared, flammables);
  await place(osloOnly, flammables);
});

afterAll(async () => {
  await h.close();
});

describe("the location tree of a user with a top node", () => {
  it("starts at the top node, and paths start there too", async () => {
    const top = await h.call(DEPOT, "/api/hierarchy/v1/locations?top=1");
    expect(top.status).toBe(200);
    expect((top.body as { data: { id: number }[] }).data.map((l) => l.id)).toEqual([bergen]);

    const detail = await h.call(DEPOT, `/api/hierarchy/v1/locations/${bay1}`);
    expect(detail.status).toBe(200);
    const path = (detail.body as { data: { path: { name: string }[] } }).data.path.map((step) => step.name);
    expect(path).toEqual(["Bergen depot", "Storage hall", "Bay 1"]);

    // The admin (no top nodes) sees the whole tree from the top.
    const all = await h.call(ADMIN, "/api/hierarchy/v1/locations?top=1");
    expect((all.body as { data: unknown[] }).data.length).toBeGreaterThan(1);
  });

  it("finds and lists only locations below the top node", async () => {
    const found = await h.call(DEPOT, "/api/hierarchy/v1/locations?q=cabinet");
    const names = (found.body as { data: { name: string }[] }).data.map((l) => l.name);
    expect(names).toContain("Cleaning agents cabinet");
    expect(names).not.toContain("Flammables cabinet");

    const flat = await h.call(DEPOT, "/api/location/v3");
    const ids = new Set((flat.body as { data: { id: number }[] }).data.map((l) => l.id));
    expect(ids.has(bergen) && ids.has(bay1)).toBe(true);
    expect(ids.has(flammables)).toBe(false);
  });

  it("creates below the top node, never a new top location, and the trail records it", async () => {
    const refused = await h.call(DEPOT, "/api/hierarchy/v1/locations", {
      method: "POST",
      body: { name: "Rogue site" },
    });
    expect(refused.status).toBe(403);
    const created = await h.call(DEPOT, "/api/hierarchy/v1/locations", {
      method: "POST",
      body: { name: "Bay 3", parent_id: await locationIdOf(h.db, DEMO, "Storage hall") },
    });
    expect(created.status, created.text).toBe(201);
    const id = (created.body as { data: { id: number } }).data.id;
    const [activity] = await rows<{
      module: string;
      action: string;
      object_label: string;
      email: string;
    }>(sql`
      SELECT a.module, a.action, a.object_label, u.email FROM activities a JOIN users u ON u.id = a.actor_id
      WHERE a.company_id = ${DEMO} AND a.object_type = 'location' AND a.object_id = ${String(id)}`);
    expect(activity).toEqual({ module: "locations", action: "created", object_label: "Bay 3", email: DEPOT });

    // Nor can a location below be made a top location: it would leave the scope.
    const toTop = await h.call(DEPOT, `/api/hierarchy/v1/locations/${id}`, {
      method: "PUT",
      body: { parent_id: null },
    });
    expect(toTop.status, toTop.text).toBe(403);
  });
});

describe("products of a user with a top node", () => {
  it("lists the placements below the top node only", async () => {
    const list = await h.call(DEPOT, "/api/location/v2/products?limit=100&search=Topnode");
    expect(list.status).toBe(200);
    const data = (list.body as { data: { product_id: number; location_id: number }[] }).data;
    expect(data.map((row) => [row.product_id, row.location_id])).toEqual([[shared, bay1]]);
    expect((list.body as { meta: { total: number } }).meta.total).toBe(1);

    const plain = await h.call(DEPOT, "/api/location/v2/products?limit=100");
    const total = (plain.body as { meta: { total: number } }).meta.total;
    const [counted] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM location_products lp
      WHERE lp.company_id = ${DEMO} AND NOT lp.archived
        AND lp.location_id IN (SELECT id FROM location_subtree(${DEMO}, ARRAY[${bergen}]::int[]))
        AND NOT EXISTS (SELECT 1 FROM locations l WHERE l.company_id = ${DEMO} AND l.id = lp.location_id AND l.archived)`);
    expect(total).toBe(counted!.n);
  });

  it("shows a product held in scope with its places in scope only; one held only outside is not found", async () => {
    const product = await h.call(DEPOT, `/api/product/v1/${shared}`);
    expect(product.status, product.text).toBe(200);
    const places = (product.body as { location_summary: { location_id: number; location_path: string }[] })
      .location_summary;
    expect(places.map((place) => place.location_id)).toEqual([bay1]);
    expect(places[0]!.location_path).toBe("Bergen depot › Storage hall › Bay 1");

    expect((await h.call(DEPOT, `/api/product/v1/${osloOnly}`)).status).toBe(404);
    expect((await h.call(DEPOT, `/api/product/v1/sds-info?sds_key=probe-${osloOnly}`)).status).toBe(404);
    // A product held nowhere is the company's library: everyone sees it.
    const library = await h.call(DEPOT, `/api/product/v1/${nowhere}`);
    expect(library.status, library.text).toBe(200);
    // The admin sees all three.
    for (const id of [shared, osloOnly, nowhere])
      expect((await h.call(ADMIN, `/api/product/v1/${id}`)).status).toBe(200);
  });

  it("searches the sheets of products in scope only", async () => {
    const search = await h.call(DEPOT, "/api/search/v1/sqproductsearch?search=Topnode%20probe&limit=50");
    const keys = (search.body as { data: { key: string }[] }).data.map((sheet) => sheet.key).sort();
    expect(keys).toEqual([`probe-${nowhere}`, `probe-${shared}`].sort());
    const global = await h.call(DEPOT, "/api/search/v1/global?q=Topnode");
    const titles = (global.body as { data: { title: string }[] }).data.map((hit) => hit.title);
    expect(titles).not.toContain("Topnode probe oslo");
    expect(titles).toContain("Topnode probe shared");
  });

  it("refuses an approval request for a location outside the top node as an unknown location", async () => {
    const res = await h.call(DEPOT, "/api/chemical-approval/v1/product-requests/draft", {
      method: "POST",
      body: { name: "Probe request", location_ids: [flammables] },
    });
    expect(res.status, res.text).toBe(422);
    expect(res.text, res.text).toContain(`Unknown location: ${flammables}.`);
    expect(res.text).not.toContain("Flammables cabinet");
  });
});
