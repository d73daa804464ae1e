import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_COMPANY_IDS } from "../../seed/seed";
import { settle, setupAppTest } from "../support/app";
import { get, toastOf, type AppTest } from "./locations-support";
import { withoutExposureData } from "../support/exposure";

/**
 * The exposure register's pages: /exposure (the register), /exposures/instances (the records), their
 * downloads, and /exposures (the older product's URL). Loaders only; the records are inserted through SQL
 * (the trigger keeps the register).
 */

const DEMO = DEMO_COMPANY_IDS.demoChemicals;
const PHYSICIAN = "physician@demo.test";
let t: AppTest;
const people: Record<string, number> = {};
let flammables: number;
let benzene: number;

beforeAll(async () => {
  t = await setupAppTest();
  await withoutExposureData(t.db, DEMO_COMPANY_IDS.demoChemicals);
  const { rows } = await t.db.execute<{ id: number; email: string }>(sql`
    SELECT id, email FROM users WHERE company_id = ${DEMO}
      AND email IN ('welder@demo.test', 'painter@demo.test', 'keeper@demo.test')`);
  for (const row of rows) people[row.email.split("@")[0]!] = row.id;
  flammables = (
    await t.db.execute<{ id: number }>(
      sql`SELECT id FROM locations WHERE company_id = ${DEMO} AND name = 'Flammables cabinet'`,
    )
  ).rows[0]!.id;
  benzene = (
    await t.db.execute<{ id: number }>(
      sql`SELECT id FROM products WHERE company_id = ${DEMO} AND name = 'Benzene'`,
    )
  ).rows[0]!.id;
  // 55 records of the welder, a day apart, and one of the painter, self-reported.
  await t.db.execute(sql`
    INSERT INTO exposure_instances
      (company_id, person_id, location_id, product_id, snapshot, started_at, duration_minutes, routes, recorded_by)
    SELECT ${DEMO}, ${people.welder!}, ${flammables}, ${benzene},
      '{"product": {"name": "Benzene", "supplier": ""}, "sds": {"key": "k", "version": "2.1", "dateIssue": "2024-01-01", "languageId": 4, "hazardStatements": ["H225", "H350"], "casNumbers": ["71-43-2"]}, "location": {"path": "Oslo plant / Flammables cabinet"}}'::jsonb,
      timestamptz '2025-03-01 08:00Z' + make_interval(days => g), 30, 1, ${people.keeper!}
    FROM generate_series(1, 55) g`);
  await t.db.execute(sql`
    INSERT INTO exposure_instances
      (company_id, person_id, location_id, product_id, snapshot, started_at, duration_minutes, routes, recorded_by)
    VALUES (${DEMO}, ${people.painter!}, ${flammables}, ${benzene},
      '{"product": {"name": "Benzene", "supplier": ""}, "sds": null, "location": {"path": "Oslo plant"}}'::jsonb,
      '2026-01-05 10:00Z', 90, 2, ${people.painter!})`);
});
afterAll(() => t.close());

async function loadRegister(url: string, email = PHYSICIAN) {
  const { loader } = await import("~/features/exposure/routes/register-register");
  const { cookie } = await t.signedIn(email);
  return settle(() => loader(get(url, cookie) as never));
}

async function loadInstances(url: string, email = PHYSICIAN) {
  const { loader } = await import("~/features/exposure/routes/register-instances");
  const { cookie } = await t.signedIn(email);
  return settle(() => loader(get(url, cookie) as never));
}

type RegisterData = Exclude<Awaited<ReturnType<typeof loadRegister>>, Response>;
type InstancesData = Exclude<Awaited<ReturnType<typeof loadInstances>>, Response>;

describe("/exposure", () => {
  it("shows the register's lines with links to the history and the records, and the downloads", async () => {
    const data = (await loadRegister("/exposure")) as RegisterData;
    expect(data.title).toBe("Exposure register – ChemSafe");
    const welder = data.rows.find((row) => row.person === "Vidar Welder");
    expect(welder).toMatchObject({
      product: "Benzene",
      location: "Oslo plant / Building A / Laboratory 1 / Flammables cabinet",
      occasions: 55,
      total: "27:30",
      historyHref: `/exposure-history?person=${people.welder}`,
      recordsHref: `/exposures/instances?person=${people.welder}&product=${benzene}&location=${flammables}`,
    });
    expect(data.downloads).toEqual({ csv: "/exposure/register.csv", xlsx: "/exposure/register.xlsx" });
    // Why each line's product is registrable: the sheet of its latest occasion, statements first; a line
    // whose record names no sheet has no reason.
    expect(welder?.reasons).toEqual([
      "H350 on the safety data sheet",
      "benzene (CAS 71-43-2): Carc. 1A; Muta. 1B, CLP Annex VI index 601-020-00-8",
    ]);
    expect(data.rows.find((row) => row.person.startsWith("Pia"))?.reasons).toEqual([]);
    // No filter and no search: no choices read (the location picker, person and product searches are empty).
    expect(data.choices.person).toEqual({ q: "", chosen: [], matches: null });
    expect(data.choices.location).toEqual({ q: "", chosen: [], matches: null });
  });

  it("names the chosen filters and finds people, products and locations by name", async () => {
    const data = (await loadRegister(
      `/exposure?person=${people.welder}&product=${benzene}&location=${flammables}&personq=pia&productq=benz&locq=flammables`,
    )) as RegisterData;
    expect(data.choices.person.chosen).toEqual([{ id: people.welder, name: "Vidar Welder" }]);
    expect(data.choices.person.matches?.map((person) => person.name)).toEqual(["Pia Painter"]);
    expect(data.choices.product.chosen).toEqual([{ id: benzene, name: "Benzene" }]);
    expect(data.choices.product.matches?.map((product) => product.name)).toContain("Benzene");
    expect(data.choices.location.chosen.map((location) => location.id)).toEqual([flammables]);
    expect(data.choices.location.matches).not.toBeNull();
  });

  it("filters by person and period, and keeps the filters in the downloads", async () => {
    const data = (await loadRegister(`/exposure?person=${people.painter}&period=current`)) as RegisterData;
    expect(data.filtered).toBe(true);
    expect(data.rows.map((row) => row.person)).toEqual(["Pia Painter"]);
    expect(data.downloads.csv).toBe(`/exposure/register.csv?person=${people.painter}&period=current`);
    const none = (await loadRegister(`/exposure?person=${people.keeper}`)) as RegisterData;
    expect(none.rows).toEqual([]);
  });

  it("sends a person in the register to their own history, and anyone else to /main with a warning", async () => {
    const own = (await loadRegister("/exposure", "welder@demo.test")) as Response;
    expect(own.status).toBe(302);
    expect(own.headers.get("Location")).toBe("/exposure-history");
    const worker = (await loadRegister("/exposure", "worker@demo.test")) as Response;
    expect(worker.status).toBe(302);
    expect(worker.headers.get("Location")).toBe("/main");
    expect(await toastOf(worker)).toMatchObject({
      type: "warning",
      text: "You do not have access to the exposure register.",
    });
  });

  it("a page past the last goes to the last", async () => {
    const result = (await loadRegister(`/exposure?person=${people.welder}&page=9`)) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe(`/exposure?person=${people.welder}`);
  });
});

describe("/exposures/instances", () => {
  it("pages the records newest first with keyset links that keep the filters", async () => {
    const first = (await loadInstances(`/exposures/instances?person=${people.welder}`)) as InstancesData;
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0]).toMatchObject({
      product: "Benzene",
      sheet: "2.1",
      location: "Oslo plant / Flammables cabinet",
      duration: "00:30",
      routes: "Inhalation",
      voided: false,
      selfReported: false,
    });
    expect(first.rows[0]!.href).toMatch(/^\/exposures\/instances\/[0-9a-f-]{36}$/);
    expect(first.newer).toBeNull();
    expect(first.older).toMatch(new RegExp(`^/exposures/instances\\?person=${people.welder}&cursor=`));
    const second = (await loadInstances(first.older!)) as InstancesData;
    expect(second.rows).toHaveLength(5);
    expect(second.first).toBe(`/exposures/instances?person=${people.welder}`);
    expect(first.downloads?.csv).toBe(`/exposures/instances.csv?person=${people.welder}`);
  });

  it("a person sees only their own records, without person filter or downloads", async () => {
    const data = (await loadInstances(
      `/exposures/instances?person=${people.welder}`,
      "painter@demo.test",
    )) as InstancesData;
    expect(data.rows.map((row) => row.person)).toEqual(["Pia Painter"]);
    expect(data.rows[0]).toMatchObject({ selfReported: true, duration: "01:30", routes: "Skin" });
    expect(data.choices).toBeNull();
    expect(data.downloads).toBeNull();
  });

  it("refuses anyone else", async () => {
    const result = (await loadInstances("/exposures/instances", "worker@demo.test")) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/main");
  });
});

describe("downloads and the older URL", () => {
  it("/exposure/register.csv and .xlsx stream the API's files as downloads", async () => {
    const { loader } = await import("~/features/exposure/routes/register-export");
    const { cookie } = await t.signedIn(PHYSICIAN);
    const csv = (await loader(
      get(`/exposure/register.csv?person=${people.welder}`, cookie) as never,
    )) as Response;
    expect(csv.headers.get("Content-Type")).toContain("text/csv");
    expect(csv.headers.get("Content-Disposition")).toMatch(/^attachment;/);
    expect(csv.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const text = await csv.text();
    expect(text).toContain("Vidar Welder");
    expect(text).not.toContain("Pia Painter");

    const xlsx = (await loader(get("/exposures/instances.xlsx", cookie) as never)) as Response;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    expect(book.worksheets[0]!.rowCount).toBeGreaterThanOrEqual(57);

    const { cookie: workerCookie } = await t.signedIn("worker@demo.test");
    const refused = await settle(() => loader(get("/exposure/register.csv", workerCookie) as never));
    expect((refused as Response).status).toBe(404);
  });

  it("/exposures goes to /exposures/instances with its query", async () => {
    const { loader } = await import("~/features/exposure/routes/register-legacy");
    const result = loader(get("/exposures?person=5&from=2025-01-01") as never);
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/exposures/instances?person=5&from=2025-01-01");
  });
});
