import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  HitPage,
  ImportResult,
  LegislationLists,
  LegislationProductPage,
} from "../../api/legislation/schemas";
import { casKey, ecKey, nameKey } from "../../core/legislation/keys";
import {
  DEMO,
  OTHER,
  ADMIN,
  WORKER,
  OTHER_ADMIN,
  NOT_FOUND,
  createHarness,
  locationIdOf,
  type ApiHarness,
} from "./helpers";

/**
 * The legislation lists: the shipped lists loaded, every product screened by its sheets' substances (kept
 * by the database as sheets change), the pages and filters within the caller's company and top nodes, the
 * export, and an administrator's import that only concerns their company.
 */

const LIMITED = "depot@demo.test";
const FRESH = "newcomer@fresh.test";
let h: ApiHarness;

async function hits(email: string, query = ""): Promise<HitPage> {
  const result = await h.call(email, `/api/archive/v2/legislation${query}`);
  expect(result.status).toBe(200);
  return result.body as HitPage;
}

async function addProductWithSheet(companyId: number, name: string, substances: object[]): Promise<number> {
  const { rows } = await h.db.execute<{ id: number }>(sql`
    INSERT INTO products (company_id, name) VALUES (${companyId}, ${name}) RETURNING id`);
  const id = rows[0]!.id;
  await h.db.execute(sql`
    INSERT INTO sds_documents (company_id, product_id, key, label, language_id, market_id, date_issue, substances)
    VALUES (${companyId}, ${id}, ${`legis-${id}`}, ${name}, 4, 1, '2026-01-01', ${JSON.stringify(substances)}::jsonb)`);
  return id;
}

async function upload(email: string, list: string, csv: string | null) {
  const form = new FormData();
  form.set("list", list);
  if (csv !== null) form.set("file", new File([csv], "list.csv", { type: "text/csv" }));
  const response = await h.api.request("/api/archive/v1/legislationlist/import", {
    method: "POST",
    headers: await h.headersFor(email),
    body: form,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const versionCount = async () =>
  (await h.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM legislation_list_versions`)).rows[0]!
    .n;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("the lists", () => {
  it("shows the four shipped lists with their version dates and the attribution to every user", async () => {
    const result = await h.call(WORKER, "/api/archive/v1/legislationlist?language=4");
    expect(result.status).toBe(200);
    const lists = result.body as LegislationLists;
    expect(lists.data.map((list) => list.code)).toEqual(["svhc", "annex-xiv", "annex-xvii", "clp-cmr"]);
    expect(lists.data.find((list) => list.code === "svhc")?.version_date).toBe("2026-02-04");
    expect(lists.data.every((list) => !list.imported && list.entry_count > 50)).toBe(true);
    expect(lists.meta.attribution).toContain("European Chemicals Agency");
    const markets = await h.call(WORKER, "/api/archive/v2/legislation/markets");
    expect(markets.body).toEqual({
      data: [{ code: "EU", lists: ["svhc", "annex-xiv", "annex-xvii", "clp-cmr"] }],
    });
  });
});

describe("screening", () => {
  it("finds the seeded benzene on Annex XVII entry 5 and as Carc. 1A, and not on the Candidate List", async () => {
    const page = await hits(WORKER, "?list=annex-xvii");
    expect(page.data.some((hit) => hit.product.name === "Benzene" && hit.entry.ref === "5")).toBe(true);
    const cmr = await hits(WORKER, "?list=clp-cmr&page=1");
    expect(cmr.meta.total).toBeGreaterThan(0);
    const svhc = await hits(WORKER, "?list=svhc");
    expect(svhc.data.some((hit) => hit.product.name === "Benzene")).toBe(false);
  });

  it("screens a product as its sheets change: DEHP on SVHC, Annex XIV and Annex XVII entry 51; gone with the sheet", async () => {
    const id = await addProductWithSheet(DEMO, "AAA DEHP plasticiser", [
      { name: "Bis(2-ethylhexyl) phthalate", cas: "117-81-7", ec: "204-211-0" },
    ]);
    const page = await hits(WORKER);
    const mine = page.data.filter((hit) => hit.product.id === id);
    expect(mine.map((hit) => `${hit.list} ${hit.list === "annex-xvii" ? hit.entry.ref : ""}`).sort()).toEqual(
      ["annex-xiv ", "annex-xvii 51", "clp-cmr ", "svhc "],
    );
    expect(mine.find((hit) => hit.list === "annex-xiv")?.entry.date).toBe("2015-02-21");
    expect(mine.every((hit) => hit.matched_by === "cas")).toBe(true);
    await h.db.execute(sql`DELETE FROM sds_documents WHERE company_id = ${DEMO} AND product_id = ${id}`);
    expect((await hits(WORKER)).data.some((hit) => hit.product.id === id)).toBe(false);
  });

  it("formaldehyde is Carc. 1B once: the Annex VI version in force today", async () => {
    const id = await addProductWithSheet(DEMO, "AAA formalin", [
      { name: "Formaldehyde", cas: "50-00-0", ec: null },
    ]);
    const mine = (await hits(WORKER, "?list=clp-cmr")).data.filter((hit) => hit.product.id === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.entry.reason).toBe("Carc. 1B");
  });

  it("matches the rules of core/legislation/keys.ts in the database", async () => {
    for (const value of [" 0071-43-2 ", "71-43-2", "bad", "", "200-753-7 "]) {
      const { rows } = await h.db.execute<{ cas: string | null; ec: string | null; name: string | null }>(sql`
        SELECT legislation_cas_key(${value}) AS cas, legislation_ec_key(${value}) AS ec, legislation_name_key(${value}) AS name`);
      expect(rows[0]).toEqual({ cas: casKey(value), ec: ecKey(value), name: nameKey(value) });
    }
    const { rows } = await h.db.execute<{ name: string }>(
      sql`SELECT legislation_name_key(${"  Benzene\u00A0 OIL "}) AS name`,
    );
    expect(rows[0]!.name).toBe(nameKey("  Benzene\u00A0 OIL "));
  });

  it("lists the products with the lists they are on", async () => {
    const result = await h.call(WORKER, "/api/archive/v1/legislationproducts");
    expect(result.status).toBe(200);
    const page = result.body as LegislationProductPage;
    expect(page.data.find((product) => product.name === "Benzene")?.lists).toEqual(["annex-xvii", "clp-cmr"]);
  });
});

describe("scope", () => {
  it("answers 404 for another company's location, and keeps a limited user to their top nodes", async () => {
    const { rows } = await h.db.execute<{ id: number }>(
      sql`SELECT id FROM locations WHERE company_id = ${OTHER} ORDER BY id LIMIT 1`,
    );
    const other = await h.call(WORKER, `/api/archive/v2/legislation?location_id=${rows[0]!.id}`);
    expect(other.status).toBe(404);
    expect(other.body).toEqual(NOT_FOUND);
    const all = await hits(WORKER);
    const limited = await hits(LIMITED);
    expect(limited.meta.total).toBeLessThanOrEqual(all.meta.total);
    const otherCompany = await hits(OTHER_ADMIN);
    expect(otherCompany.data.some((hit) => hit.product.name.startsWith("AAA "))).toBe(false);
  });

  it("filters by a location and everything below it", async () => {
    const warehouse = await locationIdOf(h.db, DEMO, "Warehouse");
    const page = await hits(WORKER, `?location_id=${warehouse}`);
    const { rows } = await h.db.execute<{ id: number }>(sql`
      SELECT DISTINCT lp.product_id AS id FROM location_products lp
      WHERE lp.company_id = ${DEMO} AND NOT lp.archived
        AND lp.location_id IN (SELECT id FROM location_subtree(${DEMO}, ARRAY[${warehouse}]::int[]))`);
    const held = new Set(rows.map((row) => row.id));
    expect(page.data.every((hit) => held.has(hit.product.id))).toBe(true);
  });

  it("gives a limited user the hits of their scope's products, by the ids of their few products", async () => {
    // The reference: every in-force hit of a product placed (archived or not) in the top nodes' subtrees, or
    // placed nowhere, read row by row from the placements.
    const { rows } = await h.db.execute<{ product_id: number; n: number }>(sql`
      SELECT h.product_id, count(*)::int AS n
      FROM legislation_hits h JOIN legislation_entries e ON e.id = h.entry_id
      WHERE h.company_id = ${DEMO}
        AND (e.valid_from IS NULL OR e.valid_from <= current_date::text)
        AND (e.valid_until IS NULL OR current_date::text < e.valid_until)
        AND (h.product_id IN (
          SELECT lp.product_id FROM location_products lp
          WHERE lp.company_id = ${DEMO} AND lp.location_id IN (SELECT id FROM location_subtree(${DEMO},
            (SELECT array(SELECT jsonb_array_elements_text(u.topnodes)::int) FROM users u WHERE u.email = ${LIMITED})))
        ) OR h.product_id NOT IN (SELECT lp.product_id FROM location_products lp WHERE lp.company_id = ${DEMO}))
      GROUP BY h.product_id`);
    const expected = rows.reduce((sum, row) => sum + row.n, 0);
    expect(expected).toBeGreaterThan(0);
    const seen = new Set<number>();
    let total = -1;
    for (let page = 1; page <= 20; page++) {
      const answer = await hits(LIMITED, `?page=${page}`);
      total = answer.meta.total;
      answer.data.forEach((hit) => seen.add(hit.product.id));
      if (answer.data.length < answer.meta.limit) break;
    }
    expect(total).toBe(expected);
    expect([...seen].sort()).toEqual(rows.map((row) => row.product_id).sort());
  });

  it("counts the hits with the page, and a page past the last still has the total", async () => {
    for (const email of [WORKER, LIMITED]) {
      const first = await hits(email, "?page=1");
      const { rows } = await h.db.execute<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM legislation_hits h JOIN legislation_entries e ON e.id = h.entry_id
        WHERE h.company_id = ${DEMO}
          AND (e.valid_from IS NULL OR e.valid_from <= current_date::text)
          AND (e.valid_until IS NULL OR current_date::text < e.valid_until)`);
      if (email === WORKER) expect(first.meta.total).toBe(rows[0]!.n);
      const past = await hits(email, "?page=999");
      expect(past.data).toEqual([]);
      expect(past.meta.total).toBe(first.meta.total);
    }
  });

  it("refuses bad input with 422", async () => {
    expect((await h.call(WORKER, "/api/archive/v2/legislation?list=nope")).status).toBe(422);
    expect((await h.call(WORKER, "/api/archive/v2/legislation?page=0")).status).toBe(422);
    expect((await h.call(WORKER, "/api/archive/v2/legislation/export/products?type=pdf")).status).toBe(422);
  });
});

describe("export", () => {
  it("writes CSV and XLSX with the page's filters", async () => {
    const csv = await h.call(WORKER, "/api/archive/v2/legislation/export/products?type=csv&list=annex-xvii");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toContain("text/csv");
    expect(csv.text).toContain("Benzene");
    expect(csv.text.split("\r\n")[0]).toContain("Product");
    const response = await h.api.request("/api/archive/v2/legislation/export/products?type=xlsx", {
      headers: await h.headersFor(WORKER),
    });
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe("PK");
  });
});

describe("import", () => {
  const header =
    "entry_id,row_role,entry_name,substance_name,description,ec_number,cas_number,cas_check_digit_ok,reasons_for_inclusion,reason_articles,reason_tags,date_of_inclusion";
  const toluene = `${header}\n1,single_entry,Toluene,Toluene,,203-625-9,108-88-3,yes,Test reason,57c,Repr,2099-01-01\n2,single_entry,n-hexane,n-hexane,,203-777-6,110-54-3,yes,STOT,57f,STOT,2026-06-01\n`;

  it("refuses a user without user_admin, saving nothing", async () => {
    const before = await versionCount();
    const result = await upload(WORKER, "svhc", toluene);
    expect(result.status).toBe(403);
    expect(await versionCount()).toBe(before);
  });

  it("refuses a missing list, a missing file, a file without the list's columns, saving nothing", async () => {
    const before = await versionCount();
    const noList = await upload(ADMIN, "", toluene);
    expect(noList.status).toBe(422);
    expect((noList.body as { errors: Record<string, string[]> }).errors.list).toBeDefined();
    expect((await upload(ADMIN, "svhc", null)).status).toBe(422);
    const columns = await upload(ADMIN, "svhc", "a,b\n1,2\n");
    expect(columns.status).toBe(422);
    expect(JSON.stringify(columns.body)).toContain("entry_name");
    expect(await versionCount()).toBe(before);
  });

  it("makes the company's version of the list and screens its products again, other companies untouched", async () => {
    const otherBefore = await hits(OTHER_ADMIN, "?list=svhc");
    const result = await upload(ADMIN, "svhc", toluene);
    expect(result.status).toBe(200);
    const imported = (result.body as ImportResult).data;
    expect(imported).toMatchObject({ list: "svhc", version_date: "2026-06-01", entry_count: 2 });
    expect(imported.product_count).toBeGreaterThan(0);
    const svhc = await hits(WORKER, "?list=svhc");
    expect(svhc.data.every((hit) => ["Toluene", "n-hexane"].includes(hit.entry.ref))).toBe(true);
    expect(svhc.data.some((hit) => hit.product.name.startsWith("Toluene"))).toBe(true);
    const lists = (await h.call(WORKER, "/api/archive/v1/legislationlist")).body as LegislationLists;
    expect(lists.data.find((list) => list.code === "svhc")).toMatchObject({ imported: true, entry_count: 2 });
    expect((await hits(OTHER_ADMIN, "?list=svhc")).meta.total).toBe(otherBefore.meta.total);
    const trail = await h.db.execute(sql`
      SELECT 1 FROM activities WHERE company_id = ${DEMO} AND object_type = 'legislationList'`);
    expect(trail.rows.length).toBe(1);
  });
});

describe("onboarding", () => {
  it("has-legislation-lists: true with products on a list, false for a company without", async () => {
    const demo = await h.call(WORKER, "/api/onboarding-api/v1/has-legislation-lists");
    expect((demo.body as { data: { has_data: boolean } }).data.has_data).toBe(true);
    const fresh = await h.call(FRESH, "/api/onboarding-api/v1/has-legislation-lists");
    expect((fresh.body as { data: { has_data: boolean } }).data.has_data).toBe(false);
  });
});
