import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  CustomEntry,
  CustomHitPage,
  CustomList,
  CustomListWithEntries,
  ProductWithCustomPage,
  WhatIf,
} from "../../api/custom-lists/schemas";
import {
  ADMIN,
  DEMO,
  OTHER,
  OTHER_ADMIN,
  WORKER,
  NOT_FOUND,
  createHarness,
  type ApiHarness,
} from "./helpers";

/**
 * Custom lists: an administrator keeps the company's own lists of substances; every user sees the products
 * on them (screened by the kept sheet keys, like the legislation lists), the greylist as list 0, the
 * products on either kind of list, the export and a product request's what-if; nothing crosses companies.
 */

let h: ApiHarness;
let listId: number;
let entryId: number;
let productId: number;

async function addProductWithSheet(companyId: number, name: string, substances: object[]): Promise<number> {
  const { rows } = await h.db.execute<{ id: number }>(sql`
    INSERT INTO products (company_id, name) VALUES (${companyId}, ${name}) RETURNING id`);
  const id = rows[0]!.id;
  await h.db.execute(sql`
    INSERT INTO sds_documents (company_id, product_id, key, label, language_id, market_id, date_issue, substances)
    VALUES (${companyId}, ${id}, ${`custom-${id}`}, ${name}, 4, 1, '2026-01-01', ${JSON.stringify(substances)}::jsonb)`);
  return id;
}

const counts = async () =>
  (
    await h.db.execute<{ lists: number; entries: number }>(sql`
      SELECT (SELECT count(*)::int FROM custom_lists) AS lists, (SELECT count(*)::int FROM custom_list_entries) AS entries`)
  ).rows[0]!;

beforeAll(async () => {
  h = await createHarness();
  productId = await addProductWithSheet(DEMO, "Custom list plasticiser", [
    { name: "Bis(2-ethylhexyl) phthalate", cas: "117-81-7", ec: null },
    { name: "Secret resin 7", cas: null, ec: null },
  ]);
});
afterAll(() => h.close());

describe("keeping lists", () => {
  it("an administrator creates a list (201) and adds entries by CAS and by name (201)", async () => {
    const created = await h.call(ADMIN, "/api/archive/v1/customfield/save", {
      method: "POST",
      body: { name: "Phase out by 2027", kind: "phase-out", phase_out_date: "2027-06-30" },
    });
    expect(created.status, created.text).toBe(201);
    const list = (created.body as { data: CustomList }).data;
    expect(list).toMatchObject({
      name: "Phase out by 2027",
      kind: "phase-out",
      phase_out_date: "2027-06-30",
    });
    listId = list.id;
    const entry = await h.call(ADMIN, `/api/archive/v1/customfield/${listId}/entries/save`, {
      method: "POST",
      body: { name: "DEHP", cas: "117-81-7", reason: "Plasticiser to replace", date: "2026-01-15" },
    });
    expect(entry.status, entry.text).toBe(201);
    entryId = (entry.body as { data: CustomEntry }).data.id;
    const byName = await h.call(ADMIN, `/api/archive/v1/customfield/${listId}/entries/save`, {
      method: "POST",
      body: { name: "secret resin 7", reason: "Sensitiser" },
    });
    expect(byName.status, byName.text).toBe(201);
    const renamed = await h.call(ADMIN, "/api/archive/v1/customfield/save", {
      method: "POST",
      body: { id: listId, name: "Phase out by mid 2027", kind: "phase-out", phase_out_date: "2027-06-30" },
    });
    expect(renamed.status, renamed.text).toBe(200);
  });

  it("refuses bad input with 422 and the message, saving nothing", async () => {
    const before = await counts();
    for (const [path, body, field, message] of [
      ["save", { name: "No date", kind: "phase-out" }, "phase_out_date", "needs the date"],
      ["save", { name: "Odd", kind: "sometimes" }, "kind", "Choose one of the options."],
      ["save", { name: "", kind: "banned" }, "name", "This field is required."],
      ["save", { name: "Phase out by mid 2027", kind: "banned" }, "name", "already has a list"],
      [`${listId}/entries/save`, { name: "Benzene", cas: "71-43-3" }, "cas", "valid CAS number"],
      [`${listId}/entries/save`, { name: "Benzene", ec: "2007537" }, "ec", "000-000-0"],
      [`${listId}/entries/save`, { name: "DEHP again", cas: "117-81-7" }, "cas", "already on the list"],
      [`${listId}/entries/save`, { name: "X", date: "15.01.2026" }, "date", "YYYY-MM-DD"],
    ] as const) {
      const res = await h.call(ADMIN, `/api/archive/v1/customfield/${path}`, { method: "POST", body });
      expect(res.status, res.text).toBe(422);
      expect((res.body as { errors: Record<string, string[]> }).errors[field]?.join(" ")).toContain(message);
    }
    expect(await counts()).toEqual(before);
  });

  it("refuses a user without user_admin (403), saving nothing", async () => {
    const before = await counts();
    for (const [method, path, body] of [
      ["POST", "/api/archive/v1/customfield/save", { name: "Mine", kind: "banned" }],
      ["POST", `/api/archive/v1/customfield/${listId}/entries/save`, { name: "Acetone", cas: "67-64-1" }],
      ["DELETE", `/api/archive/v1/customfield/${listId}/entries/${entryId}`, undefined],
      ["DELETE", `/api/archive/v1/customfield/${listId}`, undefined],
    ] as const) {
      const res = await h.call(WORKER, path, { method, ...(body ? { body } : {}) });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect(await counts()).toEqual(before);
  });

  it("another company's list and entries are 404 for reading and changing", async () => {
    for (const [method, path, body] of [
      ["GET", `/api/document/v1/enum/greylist/${listId}`, undefined],
      ["GET", `/api/archive/v1/customfield/hits?list_id=${listId}`, undefined],
      ["POST", "/api/archive/v1/customfield/save", { id: listId, name: "Taken over", kind: "banned" }],
      ["POST", `/api/archive/v1/customfield/${listId}/entries/save`, { name: "Acetone", cas: "67-64-1" }],
      ["DELETE", `/api/archive/v1/customfield/${listId}/entries/${entryId}`, undefined],
      ["DELETE", `/api/archive/v1/customfield/${listId}`, undefined],
    ] as const) {
      const res = await h.call(OTHER_ADMIN, path, { method, ...(body ? { body } : {}) });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
    }
    const other = await h.call(OTHER_ADMIN, "/api/archive/v1/customfield");
    expect((other.body as { data: CustomList[] }).data.some((list) => list.id === listId)).toBe(false);
  });
});

describe("screening", () => {
  it("shows each hit with the list, entry, reason and date to every user", async () => {
    const res = await h.call(WORKER, `/api/archive/v1/customfield/hits?list_id=${listId}`);
    expect(res.status, res.text).toBe(200);
    const page = res.body as CustomHitPage;
    const mine = page.data.filter((hit) => hit.product.id === productId);
    expect(mine.map((hit) => [hit.entry.name, hit.matched_by, hit.substance])).toEqual([
      ["DEHP", "cas", "Bis(2-ethylhexyl) phthalate"],
      ["secret resin 7", "name", "Secret resin 7"],
    ]);
    expect(mine[0]).toMatchObject({
      list: { id: listId, kind: "phase-out", phase_out_date: "2027-06-30", greylist: false },
      entry: { reason: "Plasticiser to replace", date: "2026-01-15", cas: "117-81-7" },
    });
  });

  it("screens the greylist as list 0 (a restricted substance needs approval)", async () => {
    const saved = await h.call(ADMIN, "/api/site/v1/greylist/save", {
      method: "POST",
      body: { cas: "117-81-7", name: "DEHP", reason: "Company rule", level: "restricted" },
    });
    expect(saved.status, saved.text).toBe(201);
    const page = (await h.call(WORKER, "/api/archive/v1/customfield/hits?list_id=0")).body as CustomHitPage;
    expect(page.data.find((hit) => hit.product.id === productId)).toMatchObject({
      list: { id: 0, greylist: true, kind: "approval" },
      entry: { name: "DEHP", reason: "Company rule" },
    });
    const lists = (await h.call(WORKER, "/api/archive/v1/customfield")).body as { data: CustomList[] };
    expect(lists.data[0]).toMatchObject({ id: 0, greylist: true, kind: null });
    expect(lists.data[0]!.product_count).toBeGreaterThan(0);
    expect(lists.data.find((list) => list.id === listId)).toMatchObject({ entry_count: 2, product_count: 1 });
    const greylist = (await h.call(WORKER, "/api/document/v1/enum/greylist/0")).body as CustomListWithEntries;
    expect(greylist.data.entries).toContainEqual(
      expect.objectContaining({ cas: "117-81-7", kind: "approval", reason: "Company rule" }),
    );
  });

  it("counts the hits with the page, and a page past the last still has the total", async () => {
    const first = (await h.call(WORKER, "/api/archive/v1/customfield/hits")).body as CustomHitPage;
    expect(first.meta.total).toBeGreaterThan(0);
    expect(first.meta.total).toBeGreaterThanOrEqual(first.data.length);
    const past = (await h.call(WORKER, "/api/archive/v1/customfield/hits?page=999")).body as CustomHitPage;
    expect(past.data).toEqual([]);
    expect(past.meta).toEqual({ total: first.meta.total, page: 999, limit: first.meta.limit });
  });

  it("lists the products on legislation or custom lists with both", async () => {
    const res = await h.call(WORKER, "/api/archive/v1/legislationproductswithcustom");
    expect(res.status, res.text).toBe(200);
    const product = (res.body as ProductWithCustomPage).data.find((row) => row.id === productId);
    expect(product?.lists).toEqual(expect.arrayContaining(["svhc", "annex-xiv", "annex-xvii"]));
    expect(product?.custom_lists.map((list) => list.id).sort()).toEqual([0, listId].sort());
  });

  it("follows a list's change at once: a removed entry no longer hits", async () => {
    const res = await h.call(ADMIN, `/api/archive/v1/customfield/${listId}/entries/${entryId}`, {
      method: "DELETE",
    });
    expect(res.status).toBe(200);
    const page = (await h.call(WORKER, `/api/archive/v1/customfield/hits?list_id=${listId}`))
      .body as CustomHitPage;
    expect(page.data.filter((hit) => hit.product.id === productId).map((hit) => hit.entry.name)).toEqual([
      "secret resin 7",
    ]);
  });

  it("refuses bad filters with 422 and another company's location with 404", async () => {
    expect((await h.call(WORKER, "/api/archive/v1/customfield/hits?list_id=x")).status).toBe(422);
    expect((await h.call(WORKER, "/api/archive/v1/customfield/hits?page=0")).status).toBe(422);
    const { rows } = await h.db.execute<{ id: number }>(
      sql`SELECT id FROM locations WHERE company_id = ${OTHER} ORDER BY id LIMIT 1`,
    );
    expect((await h.call(WORKER, `/api/archive/v1/customfield/hits?location_id=${rows[0]!.id}`)).status).toBe(
      404,
    );
  });
});

describe("export", () => {
  it("writes CSV and XLSX of the hits", async () => {
    const csv = await h.call(WORKER, `/api/archive/v1/customfield/export?type=csv&list_id=${listId}`);
    expect(csv.status).toBe(200);
    expect(csv.text.split("\r\n")[0]).toContain("Product");
    expect(csv.text).toContain("secret resin 7");
    const xlsx = await h.call(WORKER, "/api/archive/v1/customfield/export?type=xlsx");
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get("content-type")).toContain("spreadsheetml");
    expect((await h.call(WORKER, "/api/archive/v1/customfield/export?type=pdf")).status).toBe(422);
  });
});

describe("approval what-if", () => {
  it("shows what a requested product's CAS numbers would bring in; 404 for another company", async () => {
    const { rows } = await h.db.execute<{ id: number }>(sql`
      INSERT INTO product_requests (company_id, requester_id, name, status, cas_nr)
      SELECT ${DEMO}, u.id, 'What-if request', 'NEW', '117-81-7' FROM users u WHERE u.email = ${ADMIN}
      RETURNING id`);
    const id = rows[0]!.id;
    const res = await h.call(ADMIN, `/api/chemical-approval/v1/product-requests/${id}/what-if`);
    expect(res.status, res.text).toBe(200);
    const data = (res.body as WhatIf).data;
    expect(data.legislation.map((hit) => hit.list)).toEqual(
      expect.arrayContaining(["svhc", "annex-xiv", "annex-xvii"]),
    );
    expect(data.custom.map((hit) => hit.list.id)).toEqual([0]);
    const other = await h.call(OTHER_ADMIN, `/api/chemical-approval/v1/product-requests/${id}/what-if`);
    expect(other.status).toBe(404);
  });
});

describe("onboarding", () => {
  it("has-custom-lists: true with a list, false for a company without", async () => {
    const mine = await h.call(WORKER, "/api/onboarding-api/v1/has-custom-lists");
    expect((mine.body as { data: { has_data: boolean } }).data.has_data).toBe(true);
    const fresh = await h.call("newcomer@fresh.test", "/api/onboarding-api/v1/has-custom-lists");
    expect((fresh.body as { data: { has_data: boolean } }).data.has_data).toBe(false);
  });
});
