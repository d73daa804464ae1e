import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customHitPage } from "../../api/custom-lists/hits";
import type { CustomList } from "../../api/custom-lists/schemas";
import { hitPage } from "../../api/legislation/hits";
import type { LocationScope } from "../../api/locations/scope";
import { ADMIN, DEMO, createHarness, locationIdOf, type ApiHarness } from "./helpers";

/**
 * The products held at or below each location (location_held_products, kept by triggers on the placements
 * and the locations) and the legislation and custom-list statements that read them: the kept rows must equal
 * walking every location's subtree, and the pages of a location must give the rows of the plain row-by-row
 * condition (a hit's product held, not archived, at the location or below it; visible to the caller), for
 * the whole company, a site, a store and a user limited to top nodes.
 */

let h: ApiHarness;
let site: number;
let store: number;
let other: number;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await h.db.execute(query)).rows as T[];
}

/** The kept rows, and the same found by walking every location's subtree (archived placements too). */
async function expectKeptHeld(): Promise<void> {
  const kept = await rows(sql`
    SELECT location_id, product_id, name_lower, held FROM location_held_products
    WHERE company_id = ${DEMO} ORDER BY location_id, product_id`);
  const slow = await rows(sql`
    SELECT l.id AS location_id, lp.product_id, min(lp.product_name_lower) AS name_lower,
      bool_or(NOT lp.archived) AS held
    FROM locations l
    CROSS JOIN LATERAL location_subtree(${DEMO}, ARRAY[l.id]) s
    JOIN location_products lp ON lp.company_id = ${DEMO} AND lp.location_id = s.id
    WHERE l.company_id = ${DEMO}
    GROUP BY l.id, lp.product_id ORDER BY l.id, lp.product_id`);
  expect(kept.length).toBeGreaterThan(0);
  expect(kept).toEqual(slow);
}

/** Whether a product is the scope's to see, asked placement by placement (archived ones count). */
function visible(scope: LocationScope, product: ReturnType<typeof sql>) {
  if (scope.roots === null) return sql`true`;
  return sql`(EXISTS (
      SELECT 1 FROM location_products v WHERE v.company_id = ${DEMO} AND v.product_id = ${product}
        AND v.location_id IN (SELECT id FROM location_subtree(${DEMO}, ${sql.param([...scope.roots])}::int[])))
    OR NOT EXISTS (SELECT 1 FROM location_products n WHERE n.company_id = ${DEMO} AND n.product_id = ${product}))`;
}

/** Held (not archived) at the location or below it, asked placement by placement. */
function heldBelow(locationId: number, product: ReturnType<typeof sql>) {
  return sql`EXISTS (
    SELECT 1 FROM location_products lp WHERE lp.company_id = ${DEMO} AND lp.product_id = ${product}
      AND NOT lp.archived AND lp.location_id IN (SELECT id FROM location_subtree(${DEMO}, ARRAY[${locationId}]::int[])))`;
}

const SCOPES = (): [string, LocationScope][] => [
  ["whole company", { companyId: DEMO, roots: null }],
  ["limited to the store", { companyId: DEMO, roots: [store] }],
  ["limited to the other site", { companyId: DEMO, roots: [other] }],
];

/** A location's legislation hits, every page, against the plain condition in product name order. */
async function expectLegislationAgrees(locationId: number | undefined, pageSize = 50): Promise<number> {
  let seen = 0;
  for (const [name, scope] of SCOPES()) {
    const slow = await rows<{ product_id: number; list: string; ref: string; substance: string }>(sql`
      SELECT h.product_id, h.list_code AS list, e.ref, h.substance
      FROM legislation_hits h JOIN products p ON p.company_id = h.company_id AND p.id = h.product_id
        JOIN legislation_entries e ON e.id = h.entry_id
      WHERE h.company_id = ${DEMO}
        AND (e.valid_from IS NULL OR e.valid_from <= current_date::text)
        AND (e.valid_until IS NULL OR current_date::text < e.valid_until)
        AND ${locationId === undefined ? sql`true` : heldBelow(locationId, sql`h.product_id`)}
        AND ${visible(scope, sql`p.id`)}
      ORDER BY p.name_lower, p.id, h.list_code, e.ref, e.id`);
    const asked: typeof slow = [];
    let total = -1;
    // Every page (small ones too), so that the walk in name order is asked to stop and to skip.
    for (let page = 1; page <= 100; page++) {
      const result = await hitPage(h.db, scope, { locationId }, page, pageSize);
      total = result.meta.total;
      for (const hit of result.data) {
        asked.push({
          product_id: hit.product.id,
          list: hit.list,
          ref: hit.entry.ref,
          substance: hit.substance,
        });
      }
      if (result.data.length < pageSize) break;
    }
    expect({ name, total, rows: asked }).toEqual({ name, total: slow.length, rows: slow });
    seen += slow.length;
  }
  return seen;
}

/** A location's custom-list hits (page and count) against the plain condition, for every scope. */
async function expectCustomAgrees(locationId: number | undefined): Promise<number> {
  let seen = 0;
  for (const [name, scope] of SCOPES()) {
    const all = await customHitPage(h.db, { companyId: DEMO, roots: null }, {}, 1, 10_000);
    const held = await rows<{ product_id: number }>(sql`
      SELECT p.id AS product_id FROM unnest(${sql.param(all.data.map((hit) => hit.product.id))}::int[]) AS p(id)
      WHERE ${locationId === undefined ? sql`true` : heldBelow(locationId, sql`p.id`)}
        AND ${visible(scope, sql`p.id`)}`);
    const heldIds = new Set(held.map((row) => row.product_id));
    const slow = all.data
      .filter((hit) => heldIds.has(hit.product.id))
      .map((hit) => ({ product: hit.product.id, list: hit.list.id, entry: hit.entry.id }));
    const page = await customHitPage(h.db, scope, { locationId }, 1, 10_000);
    expect({
      name,
      total: page.meta.total,
      rows: page.data.map((hit) => ({ product: hit.product.id, list: hit.list.id, entry: hit.entry.id })),
    }).toEqual({ name, total: slow.length, rows: slow });
    seen += slow.length;
  }
  return seen;
}

async function expectAllAgree(locations: (number | undefined)[]): Promise<void> {
  await expectKeptHeld();
  for (const location of [undefined, ...locations]) {
    await expectLegislationAgrees(location);
    await expectCustomAgrees(location);
  }
}

beforeAll(async () => {
  h = await createHarness();
  store = await locationIdOf(h.db, DEMO, "Bay 1");
  const tops = await rows<{ id: number; holds: boolean }>(sql`
    SELECT l.id, ${store} IN (SELECT id FROM location_subtree(${DEMO}, ARRAY[l.id])) AS holds
    FROM locations l WHERE l.company_id = ${DEMO} AND l.parent_id IS NULL ORDER BY l.id`);
  site = tops.find((top) => top.holds)!.id;
  // Another top location, made if the seed has only one.
  other =
    tops.find((top) => !top.holds)?.id ??
    (
      await rows<{ id: number }>(sql`
        INSERT INTO locations (company_id, name) VALUES (${DEMO}, 'Held products other site') RETURNING id`)
    )[0]!.id;
  // The shipped lists are loaded (and every company screened) on the first call.
  await h.call(ADMIN, "/api/archive/v1/legislationlist");
  // A custom list naming the substances most common in the company's sheets, and one by name.
  const created = await h.call(ADMIN, "/api/archive/v1/customfield/save", {
    method: "POST",
    body: { name: "Held products probe", kind: "banned" },
  });
  expect(created.status, created.text).toBe(201);
  const listId = (created.body as { data: CustomList }).data.id;
  const common = await rows<{ key: string }>(sql`
    SELECT key FROM legislation_sheet_keys WHERE company_id = ${DEMO} AND key LIKE 'cas:%'
    GROUP BY key ORDER BY count(*) DESC, key LIMIT 5`);
  for (const { key } of common) {
    const saved = await h.call(ADMIN, `/api/archive/v1/customfield/${listId}/entries/save`, {
      method: "POST",
      body: { name: `Probe ${key}`, cas: key.slice(4), reason: "Probe" },
    });
    expect(saved.status, saved.text).toBe(201);
  }
});

afterAll(() => h.close());

describe("held products per location and the pages of a location", () => {
  it("agree with the plain condition after the seed (a site, a store, another site; three scopes)", async () => {
    await expectKeptHeld();
    expect(await expectLegislationAgrees(site, 3)).toBeGreaterThan(0);
    expect(await expectCustomAgrees(site)).toBeGreaterThan(0);
    await expectLegislationAgrees(store);
    await expectCustomAgrees(store);
    await expectLegislationAgrees(other);
    await expectCustomAgrees(other);
    // No location: the whole company, or the scope of a limited user.
    expect(await expectLegislationAgrees(undefined)).toBeGreaterThan(0);
    expect(await expectCustomAgrees(undefined)).toBeGreaterThan(0);
  });

  it("follow placements added, archived, moved to another product and removed", async () => {
    const [product] = await rows<{ id: number }>(sql`
      SELECT p.id FROM products p JOIN legislation_hits h ON h.company_id = p.company_id AND h.product_id = p.id
      WHERE p.company_id = ${DEMO} ORDER BY p.id LIMIT 1`);
    const [placed] = await rows<{ id: number }>(sql`
      INSERT INTO location_products (company_id, location_id, product_id) VALUES (${DEMO}, ${other}, ${product!.id})
      ON CONFLICT DO NOTHING RETURNING id`);
    await expectAllAgree([other]);
    await h.db.execute(sql`UPDATE location_products SET archived = true WHERE id = ${placed!.id}`);
    await expectAllAgree([other]);
    await h.db.execute(sql`UPDATE location_products SET archived = false WHERE id = ${placed!.id}`);
    const [another] = await rows<{ id: number }>(sql`
      SELECT p.id FROM products p WHERE p.company_id = ${DEMO} AND p.id <> ${product!.id}
        AND NOT EXISTS (SELECT 1 FROM location_products lp WHERE lp.company_id = ${DEMO} AND lp.product_id = p.id
          AND lp.location_id = ${other})
      ORDER BY p.id LIMIT 1`);
    await h.db.execute(
      sql`UPDATE location_products SET product_id = ${another!.id} WHERE id = ${placed!.id}`,
    );
    await expectAllAgree([other]);
    await h.db.execute(sql`DELETE FROM location_products WHERE id = ${placed!.id}`);
    await expectAllAgree([other]);
  });

  it("follow a renamed product (the page's name order) and a location moved to another site", async () => {
    const [held] = await rows<{ product_id: number }>(sql`
      SELECT product_id FROM location_held_products WHERE company_id = ${DEMO} AND location_id = ${store}
      ORDER BY product_id LIMIT 1`);
    await h.db.execute(
      sql`UPDATE products SET name = 'AAAA held products first' WHERE id = ${held!.product_id}`,
    );
    await expectAllAgree([store, other]);
    // The store goes to the other site with its products, and comes back.
    const [{ parent_id: parent } = { parent_id: null }] = await rows<{ parent_id: number | null }>(sql`
      SELECT parent_id FROM locations WHERE id = ${store}`);
    await h.db.execute(sql`UPDATE locations SET parent_id = ${other} WHERE id = ${store}`);
    await expectAllAgree([store, other]);
    await h.db.execute(sql`UPDATE locations SET parent_id = ${parent} WHERE id = ${store}`);
    await expectAllAgree([store, other]);
  });

  it("follow a deleted location (its placements go with it) and a deleted product", async () => {
    const [room] = await rows<{ id: number }>(sql`
      INSERT INTO locations (company_id, parent_id, name) VALUES (${DEMO}, ${store}, 'Held products room')
      RETURNING id`);
    const [product] = await rows<{ id: number }>(sql`
      INSERT INTO products (company_id, name) VALUES (${DEMO}, 'Held products probe') RETURNING id`);
    await h.db.execute(sql`
      INSERT INTO location_products (company_id, location_id, product_id) VALUES (${DEMO}, ${room!.id}, ${product!.id})`);
    await expectKeptHeld();
    const [kept] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM location_held_products WHERE company_id = ${DEMO} AND product_id = ${product!.id}`);
    expect(kept!.n).toBeGreaterThanOrEqual(3);
    await h.db.execute(sql`DELETE FROM locations WHERE id = ${room!.id}`);
    await expectKeptHeld();
    await h.db.execute(sql`
      INSERT INTO location_products (company_id, location_id, product_id) VALUES (${DEMO}, ${store}, ${product!.id})`);
    await h.db.execute(sql`DELETE FROM products WHERE id = ${product!.id}`);
    await expectAllAgree([store]);
  });
});
