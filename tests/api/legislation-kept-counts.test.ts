import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HitPage, LegislationLists, LegislationProductPage } from "../../api/legislation/schemas";
import { hitPage } from "../../api/legislation/hits";
import type { LocationScope } from "../../api/locations/scope";
import { companies } from "../../db/schema";
import { ADMIN, DEMO, OTHER, createHarness, locationIdOf, type ApiHarness } from "./helpers";

/**
 * The legislation hits' kept counts (legislation_entry_counts, legislation_product_lists,
 * legislation_list_counts) are kept by triggers on the hits: every way a hit appears or disappears must leave
 * them equal to counting the hits, and the pages that read them must say what counting says.
 */

let h: ApiHarness;
let bay1: number;
let site: number;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await h.db.execute(query)).rows as T[];
}

/** Days the lists' counts are asked for: today, before Annex VI's versions begin, and after the next ATP. */
const DAYS = ["2000-01-01", new Date().toISOString().slice(0, 10), "2027-03-01", "2099-12-31"];

/** Everything kept for a company, and the same asked of the hits the slow way. */
async function keptAndSlow(companyId: number) {
  const keptEntries = await rows(sql`
    SELECT entry_id, list_code, hits FROM legislation_entry_counts
    WHERE company_id = ${companyId} ORDER BY entry_id`);
  const slowEntries = await rows(sql`
    SELECT entry_id, min(list_code) AS list_code, count(*)::int AS hits FROM legislation_hits
    WHERE company_id = ${companyId} GROUP BY entry_id ORDER BY entry_id`);
  const keptLists: unknown[] = [];
  const slowLists: unknown[] = [];
  for (const day of DAYS) {
    keptLists.push(
      await rows(sql`
        SELECT ${day} AS day, list_code, sum(hits)::int AS hits FROM legislation_entry_counts
        WHERE company_id = ${companyId} AND days @> ${day}::date GROUP BY list_code ORDER BY list_code`),
    );
    slowLists.push(
      await rows(sql`
        SELECT ${day} AS day, h.list_code, count(*)::int AS hits
        FROM legislation_hits h JOIN legislation_entries e ON e.id = h.entry_id
        WHERE h.company_id = ${companyId}
          AND (e.valid_from IS NULL OR e.valid_from <= ${day}) AND (e.valid_until IS NULL OR ${day} < e.valid_until)
        GROUP BY h.list_code ORDER BY h.list_code`),
    );
    keptLists.push(
      await rows(sql`
        SELECT ${day} AS day, list_code, sum(products)::int AS products FROM legislation_list_counts
        WHERE company_id = ${companyId} AND days @> ${day}::date GROUP BY list_code ORDER BY list_code`),
    );
    slowLists.push(
      await rows(sql`
        SELECT ${day} AS day, h.list_code, count(DISTINCT h.product_id)::int AS products
        FROM legislation_hits h JOIN legislation_entries e ON e.id = h.entry_id
        WHERE h.company_id = ${companyId}
          AND (e.valid_from IS NULL OR e.valid_from <= ${day}) AND (e.valid_until IS NULL OR ${day} < e.valid_until)
        GROUP BY h.list_code ORDER BY h.list_code`),
    );
  }
  // No count is left at nothing (a count's last product or hit takes its row).
  const empty = await rows(sql`
    SELECT 1 FROM legislation_list_counts WHERE company_id = ${companyId} AND products <= 0
    UNION ALL SELECT 1 FROM legislation_entry_counts WHERE company_id = ${companyId} AND hits <= 0`);
  return {
    kept: { entries: keptEntries, lists: keptLists, empty: [] },
    slow: { entries: slowEntries, lists: slowLists, empty },
  };
}

/** The pages' figures (an administrator sees the whole company) against counting the hits in force today. */
async function pagesAgree(email: string, companyId: number): Promise<void> {
  const lists = (await h.call(email, "/api/archive/v1/legislationlist")).body as LegislationLists;
  const slow = await rows<{ list_code: string; products: number; hits: number }>(sql`
    SELECT h.list_code, count(DISTINCT h.product_id)::int AS products, count(*)::int AS hits
    FROM legislation_hits h JOIN legislation_entries e ON e.id = h.entry_id
    WHERE h.company_id = ${companyId}
      AND (e.valid_from IS NULL OR e.valid_from <= current_date::text)
      AND (e.valid_until IS NULL OR current_date::text < e.valid_until)
    GROUP BY h.list_code`);
  const byList = new Map(slow.map((row) => [row.list_code, row]));
  for (const list of lists.data) {
    expect({ list: list.code, products: list.product_count }).toEqual({
      list: list.code,
      products: byList.get(list.code)?.products ?? 0,
    });
    const products = (await h.call(email, `/api/archive/v1/legislationproducts?list=${list.code}`))
      .body as LegislationProductPage;
    expect({ list: list.code, products: products.meta.total }).toEqual({
      list: list.code,
      products: byList.get(list.code)?.products ?? 0,
    });
    const page = (await h.call(email, `/api/archive/v2/legislation?list=${list.code}`)).body as HitPage;
    expect({ list: list.code, hits: page.meta.total }).toEqual({
      list: list.code,
      hits: byList.get(list.code)?.hits ?? 0,
    });
  }
  const all = (await h.call(email, "/api/archive/v2/legislation")).body as HitPage;
  expect(all.meta.total).toBe(slow.reduce((sum, row) => sum + row.hits, 0));
}

async function expectKept(companyId: number): Promise<void> {
  const { kept, slow } = await keptAndSlow(companyId);
  expect(kept).toEqual(slow);
}

/** A location's page: its hit count against the hits of the products held (not archived) at it or below. */
async function locationAgrees(locationId: number): Promise<number> {
  const page = (await h.call(ADMIN, `/api/archive/v2/legislation?location_id=${locationId}`)).body as HitPage;
  const [slow] = await rows<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM legislation_hits h JOIN legislation_entries e ON e.id = h.entry_id
    WHERE h.company_id = ${DEMO}
      AND (e.valid_from IS NULL OR e.valid_from <= current_date::text)
      AND (e.valid_until IS NULL OR current_date::text < e.valid_until)
      AND h.product_id IN (
        SELECT lp.product_id FROM location_products lp
        WHERE lp.company_id = ${DEMO} AND NOT lp.archived
          AND lp.location_id IN (SELECT id FROM location_subtree(${DEMO}, ARRAY[${locationId}]::int[])))`);
  expect(page.meta.total).toBe(slow!.n);
  // The API's page is the hits module's page for the whole company's scope.
  const scope = { companyId: DEMO, roots: null } as LocationScope;
  const asked = await hitPage(h.db, scope, { locationId }, 1, page.meta.limit);
  expect({ total: asked.meta.total, rows: asked.data }).toEqual({ total: slow!.n, rows: page.data });
  // Its rows are the first of those hits in product name order.
  expect(page.data.length).toBe(Math.min(slow!.n, page.meta.limit));
  return slow!.n;
}

async function addProduct(companyId: number, name: string): Promise<number> {
  const [row] = await rows<{ id: number }>(sql`
    INSERT INTO products (company_id, name) VALUES (${companyId}, ${name}) RETURNING id`);
  return row!.id;
}

async function addSheet(companyId: number, productId: number, substances: object[]): Promise<number> {
  const [row] = await rows<{ id: number }>(sql`
    INSERT INTO sds_documents (company_id, product_id, key, label, language_id, market_id, date_issue, substances)
    VALUES (${companyId}, ${productId}, ${`kept-${productId}-${Date.now()}`}, 'Kept counts probe', 4, 1,
      '2026-01-01', ${JSON.stringify(substances)}::jsonb)
    RETURNING id`);
  return row!.id;
}

const DEHP = { name: "Bis(2-ethylhexyl) phthalate", cas: "117-81-7", ec: "204-211-0" };
const FORMALDEHYDE = { name: "Formaldehyde", cas: "50-00-0", ec: null };
const BENZENE = { name: "Benzene", cas: "71-43-2", ec: "200-753-7" };

async function upload(list: string, csv: string) {
  const form = new FormData();
  form.set("list", list);
  form.set("file", new File([csv], "list.csv", { type: "text/csv" }));
  const response = await h.api.request("/api/archive/v1/legislationlist/import", {
    method: "POST",
    headers: await h.headersFor(ADMIN),
    body: form,
  });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  h = await createHarness();
  bay1 = await locationIdOf(h.db, DEMO, "Bay 1");
  // The top location whose subtree holds Bay 1.
  const [top] = await rows<{ id: number }>(sql`
    SELECT l.id FROM locations l
    WHERE l.company_id = ${DEMO} AND l.parent_id IS NULL
      AND ${bay1} IN (SELECT id FROM location_subtree(${DEMO}, ARRAY[l.id]))`);
  site = top!.id;
  // The shipped lists are loaded (and every company screened) on the first call.
  await h.call(ADMIN, "/api/archive/v1/legislationlist");
});

afterAll(() => h.close());

describe("the legislation hits' kept counts", () => {
  it("match counting the hits after the seed, for every company, and the pages say the same", async () => {
    const [some] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM legislation_list_counts WHERE company_id = ${DEMO}`,
    );
    expect(some!.n).toBeGreaterThan(0);
    await expectKept(DEMO);
    await expectKept(OTHER);
    await pagesAgree(ADMIN, DEMO);
  });

  it("follow a product's sheets: a sheet added, its substances changed, the sheet gone", async () => {
    const product = await addProduct(DEMO, "AAA kept counts probe");
    const sheet = await addSheet(DEMO, product, [DEHP, FORMALDEHYDE]);
    await expectKept(DEMO);
    await pagesAgree(ADMIN, DEMO);
    // It loses DEHP (four lists) and gains benzene.
    await h.db.execute(sql`
      UPDATE sds_documents SET substances = ${JSON.stringify([FORMALDEHYDE, BENZENE])}::jsonb WHERE id = ${sheet}`);
    await expectKept(DEMO);
    await pagesAgree(ADMIN, DEMO);
    await h.db.execute(sql`DELETE FROM sds_documents WHERE id = ${sheet}`);
    await expectKept(DEMO);
    await pagesAgree(ADMIN, DEMO);
  });

  it("follow a list update that adds and removes entries (the company's import), other companies untouched", async () => {
    const product = await addProduct(DEMO, "AAA toluene probe");
    await addSheet(DEMO, product, [{ name: "Toluene", cas: "108-88-3", ec: "203-625-9" }, DEHP]);
    const otherBefore = await keptAndSlow(OTHER);
    const header =
      "entry_id,row_role,entry_name,substance_name,description,ec_number,cas_number,cas_check_digit_ok,reasons_for_inclusion,reason_articles,reason_tags,date_of_inclusion";
    // The company's Candidate List becomes toluene and n-hexane: DEHP's entry goes, two come.
    await upload(
      "svhc",
      `${header}\n1,single_entry,Toluene,Toluene,,203-625-9,108-88-3,yes,Test reason,57c,Repr,2099-01-01\n2,single_entry,n-hexane,n-hexane,,203-777-6,110-54-3,yes,STOT,57f,STOT,2026-06-01\n`,
    );
    await expectKept(DEMO);
    await pagesAgree(ADMIN, DEMO);
    // A newer import of the same list replaces that one (its entries deleted with it).
    await upload(
      "svhc",
      `${header}\n1,single_entry,Bis(2-ethylhexyl) phthalate,Bis(2-ethylhexyl) phthalate,,204-211-0,117-81-7,yes,Repr,57c,Repr,2026-07-01\n`,
    );
    await expectKept(DEMO);
    await pagesAgree(ADMIN, DEMO);
    await h.db.execute(sql`
      DELETE FROM legislation_list_versions WHERE owner_company_id = ${DEMO}
        AND id NOT IN (SELECT version_id FROM legislation_versions_of(${DEMO}))`);
    await expectKept(DEMO);
    expect(await keptAndSlow(OTHER)).toEqual(otherBefore);
  });

  it("follow an entry's period corrected in place", async () => {
    const [entry] = await rows<{ id: number; valid_from: string | null }>(sql`
      SELECT e.id, e.valid_from FROM legislation_entries e
      WHERE e.id IN (SELECT entry_id FROM legislation_hits WHERE company_id = ${DEMO}) LIMIT 1`);
    await h.db.execute(sql`UPDATE legislation_entries SET valid_from = '2098-01-01' WHERE id = ${entry!.id}`);
    await expectKept(DEMO);
    await pagesAgree(ADMIN, DEMO);
    await h.db.execute(
      sql`UPDATE legislation_entries SET valid_from = ${entry!.valid_from} WHERE id = ${entry!.id}`,
    );
    await expectKept(DEMO);
  });

  it("follow a product placed, archived, unplaced and deleted; a location's page counts its held products", async () => {
    const product = await addProduct(DEMO, "AAA placed probe");
    await addSheet(DEMO, product, [DEHP]);
    const before = await locationAgrees(site);
    await h.db.execute(sql`
      INSERT INTO location_products (company_id, location_id, product_id) VALUES (${DEMO}, ${bay1}, ${product})`);
    const [own] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM legislation_hits h JOIN legislation_entries e ON e.id = h.entry_id
      WHERE h.company_id = ${DEMO} AND h.product_id = ${product}
        AND (e.valid_from IS NULL OR e.valid_from <= current_date::text)
        AND (e.valid_until IS NULL OR current_date::text < e.valid_until)`);
    expect(own!.n).toBeGreaterThan(0);
    expect(await locationAgrees(site)).toBe(before + own!.n);
    await locationAgrees(bay1);
    await expectKept(DEMO);
    await h.db.execute(sql`
      UPDATE location_products SET archived = true WHERE company_id = ${DEMO} AND product_id = ${product}`);
    expect(await locationAgrees(site)).toBe(before);
    await expectKept(DEMO);
    await h.db.execute(
      sql`DELETE FROM location_products WHERE company_id = ${DEMO} AND product_id = ${product}`,
    );
    expect(await locationAgrees(site)).toBe(before);
    await expectKept(DEMO);
    await pagesAgree(ADMIN, DEMO);
    await h.db.execute(sql`DELETE FROM products WHERE company_id = ${DEMO} AND id = ${product}`);
    await expectKept(DEMO);
    await pagesAgree(ADMIN, DEMO);
  });

  it("follow a full screening of a company again", async () => {
    await h.db.execute(sql`SELECT legislation_rescreen(${DEMO}::int, NULL::int[])`);
    await expectKept(DEMO);
    await pagesAgree(ADMIN, DEMO);
  });

  it("go with a deleted company", async () => {
    const companyId = 1_999_906;
    await h.db.insert(companies).values({ id: companyId, name: "Kept counts AS" });
    const product = await addProduct(companyId, "Short-lived DEHP");
    await addSheet(companyId, product, [DEHP, FORMALDEHYDE]);
    const [kept] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM legislation_list_counts WHERE company_id = ${companyId}`);
    expect(kept!.n).toBeGreaterThan(0);
    await expectKept(companyId);
    await h.db.delete(companies).where(sql`${companies.id} = ${companyId}`);
    const left = await rows(sql`
      SELECT 'entry' FROM legislation_entry_counts WHERE company_id = ${companyId}
      UNION ALL SELECT 'product' FROM legislation_product_lists WHERE company_id = ${companyId}
      UNION ALL SELECT 'list' FROM legislation_list_counts WHERE company_id = ${companyId}`);
    expect(left).toEqual([]);
    await expectKept(DEMO);
  });
});
