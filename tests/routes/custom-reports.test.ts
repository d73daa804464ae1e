import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settle, setupAppTest } from "../support/app";
import { get, post, type AppTest } from "./locations-support";

/** Custom reports' pages: create (bad input: messages, nothing saved), list, run, download, edit, delete. */

let t: AppTest;
beforeAll(async () => {
  t = await setupAppTest();
});
afterAll(() => t.close());

const count = async () =>
  (await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM custom_reports`)).rows[0]!.n;

const valid: [string, string][] = [
  ["source", "placements"],
  ["name", "Acetone places"],
  ["columns", "product"],
  ["columns", "location"],
  ["filters[0].column", "product"],
  ["filters[0].op", "contains"],
  ["filters[0].value", "acetone"],
  ["order_dir", "asc"],
];

describe("/create-report", () => {
  it("offers the chosen source's columns", async () => {
    const { loader } = await import("~/features/custom-reports/routes/report-new");
    const { cookie } = await t.signedIn("worker@demo.test");
    const page = (await settle(() => loader(get("/create-report?source=actions", cookie)))) as {
      defaults: { source: string; filters: unknown[] };
    };
    expect(page.defaults.source).toBe("actions");
    expect(page.defaults.filters).toHaveLength(3);
  });

  it("answers bad input with clear messages and saves nothing", async () => {
    const { action } = await import("~/features/custom-reports/routes/report-new");
    const { cookie } = await t.signedIn("worker@demo.test");
    const before = await count();
    const reply = (await settle(() =>
      action(
        post("/create-report", cookie, [
          ["source", "placements"],
          ["name", ""],
          ["filters[1].column", "amount"],
          ["filters[1].op", "gt"],
          ["filters[1].value", "lots"],
        ]),
      ),
    )) as unknown as { error?: Record<string, string[]> };
    expect(reply.error).toMatchObject({
      name: ["This field is required."],
      columns: ["Choose at least one column."],
      "filters[1].value": ["Enter a number, e.g. 12.5."],
    });
    expect(await count()).toBe(before);
  });

  it("saves a report, runs it, downloads it, edits and deletes it", async () => {
    const newPage = await import("~/features/custom-reports/routes/report-new");
    const { cookie } = await t.signedIn("worker@demo.test");
    const saved = (await settle(() => newPage.action(post("/create-report", cookie, valid)))) as Response;
    expect(saved.status).toBe(302);
    const location = saved.headers.get("Location")!;
    expect(location).toMatch(/^\/custom-reports\/\d+$/);
    const id = location.split("/").at(-1)!;

    const run = await import("~/features/custom-reports/routes/report-run");
    const page = (await settle(() => run.loader(get(location, cookie, { id })))) as {
      rows: string[][];
      columns: { key: string }[];
    };
    expect(page.columns.map((c) => c.key)).toEqual(["product", "location"]);
    expect(page.rows.length).toBeGreaterThan(0);
    expect(page.rows.every((row) => row[0]!.toLowerCase().includes("acetone"))).toBe(true);

    const exp = await import("~/features/custom-reports/routes/export");
    const csv = (await settle(() => exp.loader(get(`${location}/export.csv`, cookie, { id })))) as Response;
    expect(csv.headers.get("Content-Disposition")).toContain("attachment");
    expect(await csv.text()).toContain("Acetone");

    const list = await import("~/features/custom-reports/routes/reports");
    const reports = (await settle(() => list.loader(get("/custom-reports", cookie)))) as {
      reports: { id: number; name: string }[];
    };
    expect(reports.reports.map((r) => r.name)).toContain("Acetone places");

    // Another user neither edits nor deletes it (not shared: not found).
    const edit = await import("~/features/custom-reports/routes/report-edit");
    const admin = await t.signedIn("admin@demo.test");
    const refused = (await settle(() =>
      edit.loader(get(`/edit-report/${id}`, admin.cookie, { id })),
    )) as Response;
    expect(refused.status).toBe(404);

    const changed = (await settle(() =>
      edit.action(
        post(
          `/edit-report/${id}`,
          cookie,
          valid.map(([k, v]) => [k, k === "name" ? "Renamed" : v]),
          { id },
        ),
      ),
    )) as Response;
    expect(changed.status).toBe(302);
    const deleted = (await settle(() =>
      list.action(
        post("/custom-reports", cookie, [
          ["intent", "delete"],
          ["id", id],
        ]),
      ),
    )) as Response;
    expect(deleted.status).toBe(302);
    expect(
      (await t.db.execute(sql`SELECT 1 FROM custom_reports WHERE id = ${Number(id)}`)).rows,
    ).toHaveLength(0);
  });
});

describe("/create-report with the approvals, risk-assessment and exposure sources", () => {
  type Page = { defaults: { source: string; sources: string[] } };
  const page = async (email: string, path: string) => {
    const { loader } = await import("~/features/custom-reports/routes/report-new");
    const { cookie } = await t.signedIn(email);
    return (await settle(() => loader(get(path, cookie)))) as Page;
  };

  it("offers each user only the sources whose module they may open", async () => {
    expect((await page("worker@demo.test", "/create-report")).defaults.sources).toEqual([
      "placements",
      "sds",
      "actions",
      "risk_assessments",
    ]);
    expect((await page("admin@demo.test", "/create-report")).defaults.sources).toEqual([
      "placements",
      "sds",
      "actions",
      "approvals",
      "risk_assessments",
      "exposure",
    ]);
  });

  it("does not switch to a source the user may not report on", async () => {
    expect((await page("worker@demo.test", "/create-report?source=exposure")).defaults.source).toBe(
      "placements",
    );
    expect((await page("physician@demo.test", "/create-report?source=exposure")).defaults.source).toBe(
      "exposure",
    );
  });

  it("saves an exposure report for a reader; a worker's post is refused by the API, nothing saved", async () => {
    const { action } = await import("~/features/custom-reports/routes/report-new");
    const fields: [string, string][] = [
      ["source", "exposure"],
      ["name", "Exposure this year"],
      ["columns", "date"],
      ["columns", "person"],
      ["order_dir", "asc"],
    ];
    const worker = await t.signedIn("worker@demo.test");
    const before = await count();
    // The API's 403 comes back as a redirect to the list with a toast.
    const refused = (await settle(() => action(post("/create-report", worker.cookie, fields)))) as Response;
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toBe("/custom-reports");
    expect(await count()).toBe(before);
    const reader = await t.signedIn("physician@demo.test");
    const saved = (await settle(() => action(post("/create-report", reader.cookie, fields)))) as Response;
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toMatch(/^\/custom-reports\/\d+$/);
    expect(await count()).toBe(before + 1);
  });
});
