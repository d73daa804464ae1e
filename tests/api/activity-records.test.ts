import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, DEMO, createHarness, locationIdOf, productIdOf, type ApiHarness } from "./helpers";

/**
 * Every change of the existing modules lands in the audit trail in its own transaction: locations,
 * products, placements, sheets, approval requests and boards. Each test makes a change through the API and
 * reads the row it left: who, module, action, object, and only the fields that changed.
 */

let h: ApiHarness;
let adminId: number;

interface ActivityRow {
  actor_id: number | null;
  module: string;
  action: string;
  object_type: string;
  object_id: string | null;
  object_label: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The activities written since `since` (an id), oldest first. */
async function since(id: number): Promise<ActivityRow[]> {
  return (
    await h.db.execute<ActivityRow & Record<string, unknown>>(sql`
      SELECT actor_id, module, action, object_type, object_id, object_label, before, after
      FROM activities WHERE company_id = ${DEMO} AND id > ${id} ORDER BY id`)
  ).rows;
}

async function lastId(): Promise<number> {
  const [row] = (
    await h.db.execute<{ id: number }>(sql`SELECT coalesce(max(id), 0)::int AS id FROM activities`)
  ).rows;
  return row!.id;
}

beforeAll(async () => {
  h = await createHarness();
  const [admin] = (await h.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = ${ADMIN}`)).rows;
  adminId = admin!.id;
});

afterAll(async () => {
  await h.close();
});

describe("the audit trail of the existing modules", () => {
  it("records a location renamed, moved and archived, each with what changed", async () => {
    const id = await locationIdOf(h.db, DEMO, "Sample fridge");
    const shelf = await locationIdOf(h.db, DEMO, "Reagent shelf");
    const start = await lastId();
    const path = `/api/hierarchy/v1/locations/${id}`;
    expect((await h.call(ADMIN, path, { method: "PUT", body: { name: "Sample fridge 2" } })).status).toBe(
      200,
    );
    expect((await h.call(ADMIN, path, { method: "PUT", body: { parent_id: shelf } })).status).toBe(200);
    expect((await h.call(ADMIN, path, { method: "PUT", body: { archived: true } })).status).toBe(200);
    const rows = await since(start);
    expect(rows.map((row) => [row.module, row.action, row.object_type, row.object_id])).toEqual([
      ["locations", "updated", "location", String(id)],
      ["locations", "moved", "location", String(id)],
      ["locations", "archived", "location", String(id)],
    ]);
    expect(rows[0]!.before).toEqual({ name: "Sample fridge" });
    expect(rows[0]!.after).toEqual({ name: "Sample fridge 2" });
    expect(rows[1]!.after).toEqual({ parent_id: shelf });
    expect(rows.every((row) => row.actor_id === adminId)).toBe(true);
  });

  it("records nothing for a change that changes nothing", async () => {
    const id = await locationIdOf(h.db, DEMO, "Warehouse");
    const start = await lastId();
    const res = await h.call(ADMIN, `/api/hierarchy/v1/locations/${id}`, {
      method: "PUT",
      body: { name: "Warehouse" },
    });
    expect(res.status).toBe(200);
    expect(await since(start)).toEqual([]);
  });

  it("records a product renamed, placed, moved, categorised, its amount, archived and removed", async () => {
    const product = await productIdOf(h.db, DEMO, "Acetone");
    const rackA = await locationIdOf(h.db, DEMO, "Rack A");
    const rackB = await locationIdOf(h.db, DEMO, "Rack B");
    await h.db.execute(sql`
      DELETE FROM location_products WHERE company_id = ${DEMO} AND product_id = ${product}
        AND location_id IN (${rackA}, ${rackB})`);
    const start = await lastId();
    const call = (path: string, body: unknown, method = "POST") => h.call(ADMIN, path, { method, body });
    expect((await call(`/api/product/v1/${product}`, { name: "Acetone (technical)" }, "PUT")).status).toBe(
      200,
    );
    expect(
      (await call(`/api/location/v2/${rackA}/products`, { products: [{ product_id: product }] })).status,
    ).toBe(200);
    const moved = await call("/api/location/v2/copymoveproductstolocations", {
      action: "move",
      from_location_id: rackA,
      products: [product],
      location_ids: [rackB],
    });
    expect(moved.status, moved.text).toBe(200);
    const categorised = await call(`/api/location/v2/${rackB}/products/categorise`, {
      products: [product],
      incompatibility_category_id: "3",
    });
    expect(categorised.status, categorised.text).toBe(200);
    const [placement] = (
      await h.db.execute<{ id: number }>(sql`
        SELECT id FROM location_products WHERE company_id = ${DEMO} AND location_id = ${rackB} AND product_id = ${product}`)
    ).rows;
    const amount = await call("/api/product/v1/updateProductAmount", {
      items: [{ location_product_id: placement!.id, amount: 12, unit: "L" }],
    });
    expect(amount.status, amount.text).toBe(200);
    expect((await call(`/api/location/v2/${rackB}/products/archive`, { products: [product] })).status).toBe(
      200,
    );
    expect((await call(`/api/location/v2/${rackB}/products/delete`, { products: [product] })).status).toBe(
      200,
    );

    const rows = await since(start);
    expect(rows.map((row) => [row.module, row.action, row.object_type])).toEqual([
      ["products", "updated", "product"],
      ["products", "placed", "product"],
      ["products", "moved", "product"],
      ["products", "updated", "product"],
      ["products", "updated", "placement"],
      ["products", "archived", "product"],
      ["products", "removed", "product"],
    ]);
    expect(rows[0]!.after).toEqual({ name: "Acetone (technical)" });
    expect(rows[1]!.after).toEqual({ location: "Rack A" });
    expect(rows[2]!.before).toEqual({ location: "Rack A" });
    expect(rows[2]!.after).toEqual({ location: "Rack B" });
    expect(rows[3]!.after).toEqual({ storage_class: "3" });
    expect(rows[4]!.object_label).toBe("Acetone (technical) › Rack B");
    expect(rows[4]!.after).toEqual({ amount: 12, unit: "L" });
    expect(rows[6]!.before).toEqual({ location: "Rack B" });
  });

  it("records a board created, changed and deleted", async () => {
    const start = await lastId();
    const created = await h.call(ADMIN, "/api/chemical-approval/v1/board-groups", {
      method: "POST",
      body: { name: "Audit board", locations: [], members: [] },
    });
    expect(created.status, created.text).toBe(201);
    const id = (created.body as { data: { id: number } }).data.id;
    const path = `/api/chemical-approval/v1/board-groups/${id}`;
    expect((await h.call(ADMIN, path, { method: "PUT", body: { name: "Audit board 2" } })).status).toBe(200);
    expect((await h.call(ADMIN, path, { method: "DELETE" })).status).toBeLessThan(300);
    const rows = await since(start);
    expect(rows.map((row) => [row.module, row.action, row.object_label])).toEqual([
      ["boards", "created", "Audit board"],
      ["boards", "updated", "Audit board 2"],
      ["boards", "deleted", "Audit board 2"],
    ]);
    expect(rows[1]!.before).toEqual({ name: "Audit board" });
  });

  it("records an approval request created and submitted", async () => {
    const lab = await locationIdOf(h.db, DEMO, "Laboratory 1");
    const start = await lastId();
    const saved = await h.call(ADMIN, "/api/chemical-approval/v1/product-requests/draft", {
      method: "POST",
      body: { name: "Audit request", location_ids: [lab] },
    });
    expect(saved.status, saved.text).toBeLessThan(300);
    const rows = await since(start);
    expect(rows.map((row) => [row.module, row.action, row.object_type, row.object_label])).toEqual([
      ["approvals", "submitted", "request", "Audit request"],
    ]);
    expect(rows[0]!.after).toEqual({ name: "Audit request", status: "NEW", location_ids: [lab] });
  });
});
