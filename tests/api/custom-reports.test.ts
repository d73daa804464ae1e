import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CustomReport, CustomReportList, ReportRun } from "../../api/custom-reports/schemas";
import { ADMIN, DEMO, NOT_FOUND, OTHER_ADMIN, WORKER, createHarness, type ApiHarness } from "./helpers";

/**
 * Custom reports: save (the definition checked, nothing saved on a refusal), list own and shared, run a page
 * of generated rows within the caller's company and top nodes, group, export as CSV and XLSX; another
 * company's report is not found, another user's unshared report too, and only the owner changes one.
 */

const LIMITED = "depot@demo.test";
const BASE = "/api/reports/v1/custom";
let h: ApiHarness;
let site: number;

async function save(email: string, body: Record<string, unknown>) {
  return h.call(email, `${BASE}/save`, { method: "POST", body });
}

async function saved(email: string, body: Record<string, unknown>): Promise<CustomReport> {
  const result = await save(email, body);
  expect(result.status, JSON.stringify(result.body)).toBe(body.id === undefined ? 201 : 200);
  return (result.body as { data: CustomReport }).data;
}

const count = async () =>
  (await h.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM custom_reports`)).rows[0]!.n;

beforeAll(async () => {
  h = await createHarness();
  // 250 generated placements of "Report probe" products at a new site of Demo Chemicals (outside the
  // depot user's top node).
  const { rows } = await h.db.execute<{ id: number }>(sql`
    INSERT INTO locations (company_id, parent_id, name) VALUES (${DEMO}, NULL, 'Report site') RETURNING id`);
  site = rows[0]!.id;
  await h.db.execute(sql`
    WITH p AS (
      INSERT INTO products (company_id, name, supplier)
      SELECT ${DEMO}, 'Report probe ' || lpad(g::text, 3, '0'), CASE WHEN g % 2 = 0 THEN 'Even Ltd' ELSE 'Odd AS' END
      FROM generate_series(1, 250) g RETURNING id, name)
    INSERT INTO location_products (company_id, location_id, product_id, amount, unit)
    SELECT ${DEMO}, ${site}, p.id, substr(p.name, 14)::int, 'kg' FROM p`);
});

afterAll(async () => {
  await h.close();
});

const probes = {
  source: "placements",
  columns: ["product", "supplier", "amount"],
  filters: [{ column: "product", op: "contains", value: "report probe" }],
};

describe("saving a report", () => {
  it("creates and changes a report of the caller, recorded on the audit trail", async () => {
    const report = await saved(WORKER, { name: "  Probes  ", definition: probes });
    expect(report).toMatchObject({ name: "Probes", shared: false, mine: true });
    expect(report.definition).toMatchObject({ source: "placements", order_dir: "asc", group_by: null });
    const changed = await saved(WORKER, {
      id: report.id,
      name: "Probes 2",
      shared: true,
      definition: probes,
    });
    expect(changed).toMatchObject({ id: report.id, name: "Probes 2", shared: true });
    const { rows } = await h.db.execute<{ action: string }>(sql`
      SELECT action FROM activities WHERE company_id = ${DEMO} AND module = 'reports' AND object_id = ${String(report.id)}
      ORDER BY id`);
    expect(rows.map((r) => r.action)).toEqual(["created", "updated"]);
  });

  it("refuses a bad name or definition with field errors and saves nothing", async () => {
    const before = await count();
    const result = await save(WORKER, {
      name: " ",
      definition: {
        source: "placements",
        columns: ["product", "password_hash"],
        filters: [{ column: "amount", op: "contains", value: "1" }],
        order_by: "location",
      },
    });
    expect(result.status).toBe(422);
    expect((result.body as { errors: Record<string, string[]> }).errors).toEqual({
      name: ["This field is required."],
      "definition.columns": ["Choose a column of this source."],
      "definition.filters.0.op": ["Choose a condition this column takes."],
      "definition.order_by": ["Order by a column the report shows (or, grouped, by the group or the count)."],
    });
    const source = await save(WORKER, { name: "x", definition: { ...probes, source: "users" } });
    expect((source.body as { errors: Record<string, string[]> }).errors).toEqual({
      "definition.source": ["Choose one of the sources."],
    });
    expect(await count()).toBe(before);
  });

  it("lets only the owner change or delete a shared report; an unshared one is not found for others", async () => {
    const shared = await saved(WORKER, { name: "Shared probes", shared: true, definition: probes });
    const own = await saved(WORKER, { name: "Private probes", definition: probes });
    const change = await save(ADMIN, { id: shared.id, name: "Taken", shared: true, definition: probes });
    expect(change.status).toBe(403);
    expect((await h.call(ADMIN, `${BASE}/${shared.id}`, { method: "DELETE" })).status).toBe(403);
    expect((await h.call(ADMIN, `${BASE}/${own.id}`)).body).toEqual(NOT_FOUND);
    expect((await h.call(ADMIN, `${BASE}/${own.id}/run`)).status).toBe(404);
    const list = (await h.call(ADMIN, BASE)).body as CustomReportList;
    expect(list.data.map((r) => r.name)).toContain("Shared probes");
    expect(list.data.map((r) => r.name)).not.toContain("Private probes");
    expect(list.data.find((r) => r.id === shared.id)?.mine).toBe(false);
    expect((await h.call(WORKER, `${BASE}/${own.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await h.call(WORKER, `${BASE}/${own.id}`)).status).toBe(404);
  });

  it("answers another company's report as not found and changes nothing", async () => {
    const report = await saved(WORKER, { name: "Isolated", shared: true, definition: probes });
    for (const path of [
      `${BASE}/${report.id}`,
      `${BASE}/${report.id}/run`,
      `${BASE}/${report.id}/export?type=csv`,
    ]) {
      const result = await h.call(OTHER_ADMIN, path);
      expect(result.status).toBe(404);
      expect(result.body).toEqual(NOT_FOUND);
    }
    const change = await save(OTHER_ADMIN, { id: report.id, name: "Stolen", definition: probes });
    expect(change.status).toBe(404);
    expect((await h.call(OTHER_ADMIN, `${BASE}/${report.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await h.call(WORKER, `${BASE}/${report.id}`)).body).toMatchObject({ data: { name: "Isolated" } });
  });
});

describe("running a report", () => {
  it("pages the generated rows in the chosen order, 100 a page, with the total", async () => {
    const report = await saved(WORKER, {
      name: "Ordered",
      definition: { ...probes, order_by: "amount", order_dir: "desc" },
    });
    const first = (await h.call(WORKER, `${BASE}/${report.id}/run`)).body as ReportRun;
    expect(first.meta).toEqual({ total: 250, page: 1, limit: 100 });
    expect(first.data.columns.map((c) => c.key)).toEqual(["product", "supplier", "amount"]);
    expect(first.data.rows[0]).toEqual(["Report probe 250", "Even Ltd", 250]);
    const third = (await h.call(WORKER, `${BASE}/${report.id}/run?page=3`)).body as ReportRun;
    expect(third.data.rows).toHaveLength(50);
    expect(third.data.rows.at(-1)).toEqual(["Report probe 001", "Odd AS", 1]);
    expect((await h.call(WORKER, `${BASE}/${report.id}/run?page=0`)).status).toBe(422);
  });

  it("filters by number and groups with counts", async () => {
    const report = await saved(WORKER, {
      name: "Grouped",
      definition: {
        ...probes,
        columns: [],
        filters: [...probes.filters, { column: "amount", op: "gt", value: "100" }],
        group_by: "supplier",
        order_by: "count",
        order_dir: "desc",
      },
    });
    const run = (await h.call(WORKER, `${BASE}/${report.id}/run`)).body as ReportRun;
    expect(run.data.columns.map((c) => c.key)).toEqual(["supplier", "count"]);
    expect(run.data.rows).toEqual([
      ["Even Ltd", 75],
      ["Odd AS", 75],
    ]);
  });

  it("shows each caller what their own top nodes hold, whoever saved the report", async () => {
    const report = await saved(WORKER, { name: "For the depot", shared: true, definition: probes });
    const run = (await h.call(LIMITED, `${BASE}/${report.id}/run`)).body as ReportRun;
    expect(run.meta.total).toBe(0);
  });

  it("reads sheets and actions", async () => {
    for (const definition of [
      { source: "sds", columns: ["product", "supplier", "date_issue"], filters: [] },
      {
        source: "actions",
        columns: ["title", "status", "due_date"],
        filters: [{ column: "status", op: "eq", value: "OPEN" }],
      },
    ]) {
      const report = await saved(WORKER, { name: `Source ${definition.source}`, definition });
      const run = (await h.call(WORKER, `${BASE}/${report.id}/run`)).body as ReportRun;
      expect(run.meta.total).toBeGreaterThan(0);
      expect(run.data.rows[0]).toHaveLength(3);
    }
  });

  it("lists the sources with their columns", async () => {
    const result = await h.call(WORKER, `${BASE}/sources`);
    expect(result.status).toBe(200);
    const sources = (result.body as { data: { source: string }[] }).data.map((s) => s.source);
    expect(sources).toEqual(["placements", "sds", "actions", "risk_assessments"]);
  });
});

describe("exporting a report", () => {
  it("streams CSV with headers in the caller's language, guarded cells, and records the export", async () => {
    await h.db.execute(sql`
      INSERT INTO products (company_id, name) VALUES (${DEMO}, '=HYPERLINK("x") report probe')`);
    await h.db.execute(sql`
      INSERT INTO location_products (company_id, location_id, product_id, amount, unit)
      SELECT ${DEMO}, ${site}, id, NULL, NULL FROM products WHERE company_id = ${DEMO} AND name LIKE '=HYPERLINK%'`);
    const report = await saved(WORKER, { name: "Export", definition: probes });
    const result = await h.call(WORKER, `${BASE}/${report.id}/export?type=csv`, {
      headers: { "X-LANGUAGE": "6" },
    });
    expect(result.status).toBe(200);
    expect(result.headers.get("Content-Type")).toContain("text/csv");
    expect(result.headers.get("Content-Disposition")).toMatch(/attachment; filename="report-\d+-/);
    const lines = result.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Produkt,Lieferant,Menge");
    expect(lines).toHaveLength(252);
    expect(lines[1]).toBe(`"'=HYPERLINK(""x"") report probe",,`);
    const { rows } = await h.db.execute(sql`
      SELECT 1 FROM activities WHERE company_id = ${DEMO} AND module = 'export' AND object_type = 'customReport'`);
    expect(rows.length).toBeGreaterThan(0);
  });

  it("streams XLSX", async () => {
    const report = await saved(WORKER, { name: "Export xlsx", definition: probes });
    const response = await h.api.request(`${BASE}/${report.id}/export?type=xlsx`, {
      headers: await h.headersFor(WORKER),
    });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, "Product", "Supplier", "Amount"]);
    expect(sheet.rowCount).toBe(252);
  });
});
