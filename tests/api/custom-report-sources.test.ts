import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CustomReport, ReportRun } from "../../api/custom-reports/schemas";
import { ADMIN, DEMO, OTHER, OTHER_ADMIN, WORKER, createHarness, type ApiHarness } from "./helpers";

/**
 * The approvals, risk-assessment and exposure sources of custom reports: each shows what its own module's
 * list shows the caller (company, top nodes, the module's own rules), never another company's rows or rows
 * outside the caller's top nodes, and a caller without the module's permission cannot report on it.
 */

const BASE = "/api/reports/v1/custom";
const LIMITED = "depot@demo.test";
const REQUESTER = "requester@demo.test";
const APPROVER = "approver@demo.test";
const PHYSICIAN = "physician@demo.test";
const WELDER = "welder@demo.test";
let h: ApiHarness;

const idOf = async (email: string) =>
  (await h.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = ${email}`)).rows[0]!.id;

async function saved(
  email: string,
  name: string,
  definition: Record<string, unknown>,
): Promise<CustomReport> {
  const result = await h.call(email, `${BASE}/save`, {
    method: "POST",
    body: { name, shared: true, definition },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return (result.body as { data: CustomReport }).data;
}

async function run(email: string, id: number): Promise<ReportRun> {
  const result = await h.call(email, `${BASE}/${id}/run`);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body as ReportRun;
}

const firstColumn = (report: ReportRun) => report.data.rows.map((row) => row[0]);

beforeAll(async () => {
  h = await createHarness();
  // The depot user (top node: Bergen depot) reads the exposure register and may request approvals here.
  await h.db.execute(sql`UPDATE users SET permissions = permissions || '{"exposure_reader": true,
    "chemical_approval_request": true}'::jsonb WHERE email = ${LIMITED}`);
  await h.db.execute(sql`
    INSERT INTO locations (company_id, parent_id, name)
    VALUES (${DEMO}, NULL, 'Probe site'), (${OTHER}, NULL, 'Probe site elsewhere')`);
  const place = async (company: number, name: string) =>
    (
      await h.db.execute<{ id: number }>(
        sql`SELECT id FROM locations WHERE company_id = ${company} AND name = ${name}`,
      )
    ).rows[0]!.id;
  const site = await place(DEMO, "Probe site");
  const depot = await place(DEMO, "Bergen depot");
  const elsewhere = await place(OTHER, "Probe site elsewhere");
  const requester = await idOf(REQUESTER);
  const requester2 = await idOf("requester2@demo.test");
  const otherAdmin = await idOf(OTHER_ADMIN);

  // Approval requests: two of Demo Chemicals, one archived, one of the other company.
  await h.db.execute(sql`
    INSERT INTO product_requests (company_id, requester_id, name, status, archived) VALUES
      (${DEMO}, ${requester}, 'Probe request A', 'NEW', false),
      (${DEMO}, ${requester2}, 'Probe request B', 'DRAFT', false),
      (${DEMO}, ${requester}, 'Probe request archived', 'NEW', true),
      (${OTHER}, ${otherAdmin}, 'Probe request other', 'NEW', false)`);
  await h.db.execute(sql`
    INSERT INTO product_request_locations (company_id, request_id, location_id)
    SELECT ${DEMO}, id, ${site} FROM product_requests WHERE company_id = ${DEMO} AND name = 'Probe request A'`);

  // Risk assessments: at the probe site, at the depot, at no location, and one of the other company.
  const author = await idOf(ADMIN);
  await h.db.execute(sql`
    WITH rows (company, location, title, author) AS (VALUES
      (${DEMO}::int, ${site}::int, 'Probe assessment site', ${author}::int),
      (${DEMO}, ${depot}, 'Probe assessment depot', ${author}),
      (${DEMO}, NULL, 'Probe assessment company', ${author}),
      (${OTHER}, ${elsewhere}, 'Probe assessment other', ${otherAdmin})),
    ids AS (SELECT nextval(pg_get_serial_sequence('smartform_documents', 'id'))::int AS id, rows.* FROM rows)
    INSERT INTO smartform_documents (id, company_id, root_id, document_type, structure, title, status, location_id,
      created_by)
    SELECT id, company, id, 1, '{"tabs":[]}'::jsonb, title, 1, location, author FROM ids`);

  // Exposure records of the welder: at the probe site, at the depot, one voided; one of the other company.
  const welder = await idOf(WELDER);
  const keeper = await idOf("keeper@demo.test");
  const product = (
    await h.db.execute<{ id: number }>(
      sql`SELECT id FROM products WHERE company_id = ${DEMO} ORDER BY id LIMIT 1`,
    )
  ).rows[0]!.id;
  const otherProduct = (
    await h.db.execute<{ id: number }>(
      sql`SELECT id FROM products WHERE company_id = ${OTHER} ORDER BY id LIMIT 1`,
    )
  ).rows[0]!.id;
  const snapshot = (name: string) =>
    JSON.stringify({ product: { name, supplier: "" }, sds: null, location: { path: name } });
  await h.db.execute(sql`
    INSERT INTO exposure_instances (company_id, person_id, location_id, product_id, snapshot, started_at,
      duration_minutes, routes, recorded_by, voided_at, voided_by, void_reason) VALUES
      (${DEMO}, ${welder}, ${site}, ${product}, ${snapshot("Probe exposure site")}::jsonb, '2026-03-02T08:00Z', 45, 3,
        ${keeper}, NULL, NULL, NULL),
      (${DEMO}, ${welder}, ${depot}, ${product}, ${snapshot("Probe exposure depot")}::jsonb, '2026-03-03T08:00Z', 30, 1,
        ${keeper}, NULL, NULL, NULL),
      (${DEMO}, ${welder}, ${depot}, ${product}, ${snapshot("Probe exposure voided")}::jsonb, '2026-03-04T08:00Z', 30,
        1, ${keeper}, now(), ${keeper}, 'Made in error'),
      (${OTHER}, ${otherAdmin}, ${elsewhere}, ${otherProduct}, ${snapshot("Probe exposure other")}::jsonb,
        '2026-03-05T08:00Z', 30, 1, ${otherAdmin}, NULL, NULL, NULL)`);
});

afterAll(async () => {
  await h.close();
});

const probe = (column: string) => [{ column, op: "contains", value: "probe" }];

describe("the approvals source", () => {
  const definition = {
    source: "approvals",
    columns: ["product", "status", "location", "requester"],
    filters: probe("product"),
  };

  it("shows an approval admin every request of the company that is not archived", async () => {
    const report = await saved(APPROVER, "Approvals", definition);
    const rows = (await run(APPROVER, report.id)).data.rows;
    expect(rows).toEqual([
      ["Probe request A", "NEW", "Probe site", "Rita Requester"],
      ["Probe request B", "DRAFT", null, "Rune Requester"],
    ]);
  });

  it("shows a requester only their own requests (as the requests list does), whoever saved the report", async () => {
    const report = await saved(APPROVER, "Approvals shared", definition);
    expect(firstColumn(await run(REQUESTER, report.id))).toEqual(["Probe request A"]);
  });

  it("never shows another company's requests", async () => {
    const report = await saved(OTHER_ADMIN, "Other approvals", definition);
    expect(firstColumn(await run(OTHER_ADMIN, report.id))).toEqual(["Probe request other"]);
  });

  it("refuses a user without the approval permission: save, run and export", async () => {
    const before = (await h.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM custom_reports`))
      .rows[0]!.n;
    const refused = await h.call(WORKER, `${BASE}/save`, {
      method: "POST",
      body: { name: "Mine", definition },
    });
    expect(refused.status).toBe(403);
    const after = (await h.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM custom_reports`))
      .rows[0]!.n;
    expect(after).toBe(before);
    const shared = await saved(APPROVER, "Approvals for all", definition);
    expect((await h.call(WORKER, `${BASE}/${shared.id}/run`)).status).toBe(403);
    expect((await h.call(WORKER, `${BASE}/${shared.id}/export?type=csv`)).status).toBe(403);
    const sources = (await h.call(WORKER, `${BASE}/sources`)).body as { data: { source: string }[] };
    expect(sources.data.map((s) => s.source)).toEqual(["placements", "sds", "actions", "risk_assessments"]);
  });
});

describe("the risk assessments source", () => {
  const definition = {
    source: "risk_assessments",
    columns: ["title", "location", "status", "version"],
    filters: probe("title"),
    order_by: "title",
  };

  it("shows the latest version of the company's assessments, with status and version", async () => {
    const report = await saved(ADMIN, "Assessments", definition);
    expect((await run(ADMIN, report.id)).data.rows).toEqual([
      ["Probe assessment company", null, "inProgress", 1],
      ["Probe assessment depot", "Bergen depot", "inProgress", 1],
      ["Probe assessment site", "Probe site", "inProgress", 1],
    ]);
  });

  it("shows a user with top nodes only those inside them (and those at no location)", async () => {
    const report = await saved(ADMIN, "Assessments shared", definition);
    expect(firstColumn(await run(LIMITED, report.id))).toEqual([
      "Probe assessment company",
      "Probe assessment depot",
    ]);
    const other = await saved(OTHER_ADMIN, "Assessments elsewhere", definition);
    expect(firstColumn(await run(OTHER_ADMIN, other.id))).toEqual(["Probe assessment other"]);
  });

  it("groups by status with counts", async () => {
    const report = await saved(ADMIN, "Assessments by status", {
      ...definition,
      columns: [],
      group_by: "status",
      order_by: null,
    });
    expect((await run(ADMIN, report.id)).data.rows).toEqual([["inProgress", 3]]);
  });
});

describe("the exposure source", () => {
  const definition = {
    source: "exposure",
    columns: ["date", "person", "product", "location", "duration", "routes"],
    filters: probe("product"),
  };

  it("shows a reader everyone's records, newest first, without voided ones", async () => {
    const report = await saved(PHYSICIAN, "Exposure", definition);
    expect((await run(PHYSICIAN, report.id)).data.rows).toEqual([
      ["2026-03-03", "Vidar Welder", "Probe exposure depot", "Probe exposure depot", 30, "inhalation"],
      ["2026-03-02", "Vidar Welder", "Probe exposure site", "Probe exposure site", 45, "inhalation, skin"],
    ]);
  });

  it("limits a reader with top nodes to the records made inside them", async () => {
    const report = await saved(PHYSICIAN, "Exposure shared", definition);
    expect((await run(LIMITED, report.id)).data.rows.map((row) => row[2])).toEqual(["Probe exposure depot"]);
    const other = await saved(OTHER_ADMIN, "Exposure elsewhere", definition);
    expect((await run(OTHER_ADMIN, other.id)).data.rows.map((row) => row[2])).toEqual([
      "Probe exposure other",
    ]);
  });

  it("shows a person the register applies to only their own records", async () => {
    const report = await saved(PHYSICIAN, "Exposure for people", definition);
    expect((await run(WELDER, report.id)).meta.total).toBe(2);
    expect((await run("painter@demo.test", report.id)).meta.total).toBe(0);
  });

  it("refuses a user the register is nothing to", async () => {
    const report = await saved(PHYSICIAN, "Exposure refused", definition);
    expect((await h.call(WORKER, `${BASE}/${report.id}/run`)).status).toBe(403);
    expect((await h.call(WORKER, `${BASE}/${report.id}/export?type=xlsx`)).status).toBe(403);
    const save = await h.call(WORKER, `${BASE}/save`, { method: "POST", body: { name: "x", definition } });
    expect(save.status).toBe(403);
  });

  it("exports the records as CSV with headers in the caller's language", async () => {
    const report = await saved(PHYSICIAN, "Exposure CSV", definition);
    const result = await h.call(PHYSICIAN, `${BASE}/${report.id}/export?type=csv`);
    expect(result.status).toBe(200);
    const lines = result.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Date,Person,Product,Location,Duration (minutes),Routes of exposure");
    expect(lines).toHaveLength(3);
  });
});
