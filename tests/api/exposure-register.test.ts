import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InstancePage, RegisterChoices, RegisterPage } from "../../api/exposure/schemas";
import { DEMO, WORKER, createHarness, locationIdOf, productIdOf, type ApiHarness } from "./helpers";
import { withoutExposureData } from "../support/exposure";

/**
 * The register (GET /exposure/v1/register), the records list (GET /exposure/v1/instances) and their exports.
 * The records are inserted here through SQL (the trigger keeps the register), each test with its own people
 * or products, so the assertions never depend on what else the database holds.
 */

const PHYSICIAN = "physician@demo.test";
const KEEPER = "keeper@demo.test";
const DEPOT = "depot@demo.test";
const WELDER = "welder@demo.test";

let h: ApiHarness;
const people: Record<string, number> = {};
let benzene: number;
let acetone: number;
let flammables: number;
let buildingA: number;
let bergen: number;
let bay1: number;

async function userId(email: string): Promise<number> {
  const { rows } = await h.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = ${email}`);
  return rows[0]!.id;
}

/** Inserts a record through SQL as the records helper's pages would (the trigger fills the register). */
async function record(values: {
  person: number;
  location: number;
  product: number;
  at: string;
  minutes: number;
  recordedBy?: number;
  productName?: string;
}): Promise<{ id: number; uid: string }> {
  const snapshot = {
    product: { name: values.productName ?? "Snapshot product", supplier: "" },
    sds: null,
    location: { path: "Snapshot path" },
  };
  const { rows } = await h.db.execute<{ id: number; uid: string }>(sql`
    INSERT INTO exposure_instances
      (company_id, person_id, location_id, product_id, snapshot, started_at, duration_minutes, routes, recorded_by)
    VALUES (${DEMO}, ${values.person}, ${values.location}, ${values.product}, ${JSON.stringify(snapshot)}::jsonb,
      ${values.at}::timestamptz, ${values.minutes}, 3, ${values.recordedBy ?? people.keeper!})
    RETURNING id, uid`);
  return rows[0]!;
}

beforeAll(async () => {
  h = await createHarness();
  await withoutExposureData(h.db, DEMO);
  for (const email of [
    KEEPER,
    PHYSICIAN,
    WELDER,
    "painter@demo.test",
    "labtech@demo.test",
    "cleaner@demo.test",
  ]) {
    people[email.split("@")[0]!] = await userId(email);
  }
  benzene = await productIdOf(h.db, DEMO, "Benzene");
  acetone = await productIdOf(h.db, DEMO, "Acetone");
  flammables = await locationIdOf(h.db, DEMO, "Flammables cabinet");
  buildingA = await locationIdOf(h.db, DEMO, "Building A");
  bergen = await locationIdOf(h.db, DEMO, "Bergen depot");
  bay1 = await locationIdOf(h.db, DEMO, "Bay 1");
});

afterAll(async () => {
  await h.close();
});

const register = async (email: string, query: string) => {
  const res = await h.call(email, `/api/exposure/v1/register${query}`);
  return { status: res.status, page: res.body as RegisterPage, text: res.text };
};
const instances = async (email: string, query: string) => {
  const res = await h.call(email, `/api/exposure/v1/instances${query}`);
  return { status: res.status, page: res.body as InstancePage, text: res.text };
};

describe("the register follows the records", () => {
  it("adds a line per location, product and person, and a void takes the record out of it", async () => {
    const welder = people.welder!;
    await record({
      person: welder,
      location: flammables,
      product: benzene,
      at: "2026-01-10T08:00:00Z",
      minutes: 30,
    });
    await record({
      person: welder,
      location: flammables,
      product: benzene,
      at: "2026-03-05T08:00:00Z",
      minutes: 45,
    });
    const last = await record({
      person: welder,
      location: flammables,
      product: benzene,
      at: "2026-06-01T12:00:00Z",
      minutes: 15,
    });
    await record({
      person: welder,
      location: flammables,
      product: acetone,
      at: "2025-02-01T08:00:00Z",
      minutes: 5,
    });

    const { status, page } = await register(PHYSICIAN, `?person_id=${welder}`);
    expect(status).toBe(200);
    expect(page.meta.total).toBe(2);
    const [benzeneLine, acetoneLine] = page.data;
    expect(benzeneLine).toEqual({
      location: { id: flammables, path: "Oslo plant / Building A / Laboratory 1 / Flammables cabinet" },
      product: { id: benzene, name: "Benzene" },
      person: { id: welder, name: "Vidar Welder" },
      first_at: "2026-01-10T08:00:00.000Z",
      last_at: "2026-06-01T12:00:00.000Z",
      occasions: 3,
      total_minutes: 90,
      // These records carry no sheet in their snapshot, so the line names no reason.
      reasons: [],
    });
    expect(acetoneLine?.product.name).toBe("Acetone");

    // A void keeps the earlier values first (the table's trigger insists), then leaves the register's counts.
    await h.db.transaction(async (tx) => {
      await tx.execute(sql`
        INSERT INTO exposure_instance_revisions (company_id, instance_id, revision, change, values, reason, changed_by)
        VALUES (${DEMO}, ${last.id}, 1, 'voided', '{}'::jsonb, 'Wrong person', ${people.keeper!})`);
      await tx.execute(sql`
        UPDATE exposure_instances SET voided_at = now(), voided_by = ${people.keeper!}, void_reason = 'Wrong person',
          revision = revision + 1
        WHERE id = ${last.id}`);
    });
    const after = (await register(PHYSICIAN, `?person_id=${welder}&product_id=${benzene}`)).page;
    expect(after.data).toHaveLength(1);
    expect(after.data[0]).toMatchObject({
      occasions: 2,
      total_minutes: 75,
      last_at: "2026-03-05T08:00:00.000Z",
    });

    const listed = (await instances(PHYSICIAN, `?person_id=${welder}`)).page;
    expect(listed.data.map((row) => row.uid)).not.toContain(last.uid);
    const withVoided = (await instances(PHYSICIAN, `?person_id=${welder}&include_voided=true`)).page;
    expect(withVoided.data.find((row) => row.uid === last.uid)).toMatchObject({ voided: true });
  });
});

describe("filters", () => {
  beforeAll(async () => {
    const painter = people.painter!;
    await record({
      person: painter,
      location: flammables,
      product: benzene,
      at: "2020-05-01T08:00:00Z",
      minutes: 20,
    });
    await record({
      person: painter,
      location: bay1,
      product: benzene,
      at: new Date().toISOString(),
      minutes: 10,
    });
  });

  it("by location subtree, product and period", async () => {
    const painter = people.painter!;
    const all = (await register(KEEPER, `?person_id=${painter}`)).page;
    expect(all.data.map((line) => line.location.id).sort()).toEqual([flammables, bay1].sort());
    const inBuildingA = (await register(KEEPER, `?person_id=${painter}&location_id=${buildingA}`)).page;
    expect(inBuildingA.data.map((line) => line.location.id)).toEqual([flammables]);
    const inBergen = (await register(KEEPER, `?person_id=${painter}&location_id=${bergen}`)).page;
    expect(inBergen.data.map((line) => line.location.id)).toEqual([bay1]);
    const current = (await register(KEEPER, `?person_id=${painter}&period=current`)).page;
    expect(current.data.map((line) => line.location.id)).toEqual([bay1]);
    const acetoneOnly = (await register(KEEPER, `?person_id=${painter}&product_id=${acetone}`)).page;
    expect(acetoneOnly.data).toEqual([]);

    const byLocation = (await instances(KEEPER, `?person_id=${painter}&location_id=${buildingA}`)).page;
    expect(byLocation.data.map((row) => row.location.id)).toEqual([flammables]);
    const byDays = (await instances(KEEPER, `?person_id=${painter}&from=2020-05-01&to=2020-05-01`)).page;
    expect(byDays.data).toHaveLength(1);
    const notYet = (await instances(KEEPER, `?person_id=${painter}&to=2020-04-30`)).page;
    expect(notYet.data).toEqual([]);
  });

  it("self-reported records are told apart", async () => {
    const painter = people.painter!;
    const own = await record({
      person: painter,
      location: flammables,
      product: acetone,
      at: "2026-02-02T10:00:00Z",
      minutes: 5,
      recordedBy: painter,
    });
    const self = (await instances(KEEPER, `?person_id=${painter}&self_reported=true`)).page;
    expect(self.data.map((row) => row.uid)).toEqual([own.uid]);
    expect(self.data[0]).toMatchObject({ self_reported: true, routes: ["inhalation", "skin"] });
    const byOthers = (await instances(KEEPER, `?person_id=${painter}&self_reported=false`)).page;
    expect(byOthers.data.map((row) => row.uid)).not.toContain(own.uid);
    expect(byOthers.data.length).toBeGreaterThan(0);
  });

  it("the choices name the chosen person and product, and search the register's people and products", async () => {
    const none = await h.call(PHYSICIAN, "/api/exposure/v1/register/choices");
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ person: null, product: null, people: null, products: null });

    const named = (
      await h.call(
        PHYSICIAN,
        `/api/exposure/v1/register/choices?person_id=${people.painter}&product_id=${benzene}`,
      )
    ).body as RegisterChoices;
    expect(named.person).toEqual({ id: people.painter, name: "Pia Painter" });
    expect(named.product).toEqual({ id: benzene, name: "Benzene" });

    const found = (
      await h.call(PHYSICIAN, "/api/exposure/v1/register/choices?person_q=PAINT&product_q=enzen")
    ).body as RegisterChoices;
    expect(found.people?.map((person) => person.id)).toContain(people.painter);
    expect(found.products?.map((product) => product.name)).toContain("Benzene");

    // A product of the company without register lines is not offered; LIKE's wildcards are plain text.
    const wild = (await h.call(PHYSICIAN, "/api/exposure/v1/register/choices?product_q=%25&person_q=_"))
      .body as RegisterChoices;
    expect(wild.products).toEqual([]);
    expect(wild.people).toEqual([]);

    const tooLong = await h.call(PHYSICIAN, `/api/exposure/v1/register/choices?person_q=${"x".repeat(101)}`);
    expect(tooLong.status).toBe(422);
  });
});

describe("paging", () => {
  let locations: number[];
  beforeAll(async () => {
    const { rows } = await h.db.execute<{ id: number }>(
      sql`SELECT id FROM locations WHERE company_id = ${DEMO} ORDER BY id LIMIT 30`,
    );
    locations = rows.map((row) => row.id);
    // 60 lines for the cleaner: every one of 30 locations with two products, a day apart.
    let day = 0;
    for (const location of locations) {
      for (const product of [benzene, acetone]) {
        day += 1;
        await record({
          person: people.cleaner!,
          location,
          product,
          at: new Date(Date.UTC(2024, 0, day, 9)).toISOString(),
          minutes: 1,
        });
      }
    }
  });

  it("pages the register by number, last exposure first", async () => {
    const first = (await register(PHYSICIAN, `?person_id=${people.cleaner}`)).page;
    const second = (await register(PHYSICIAN, `?person_id=${people.cleaner}&page=2`)).page;
    expect(first.meta).toEqual({ total: 60, page: 1, limit: 50 });
    expect(first.data).toHaveLength(50);
    expect(second.data).toHaveLength(10);
    const all = [...first.data, ...second.data];
    const lastAts = all.map((line) => line.last_at);
    expect(lastAts).toEqual([...lastAts].sort().reverse());
    expect(new Set(all.map((line) => `${line.location.id}/${line.product.id}`)).size).toBe(60);
  });

  it("pages the records by keyset, back and forth", async () => {
    const first = (await instances(PHYSICIAN, `?person_id=${people.cleaner}`)).page;
    expect(first.data).toHaveLength(50);
    expect(first.meta.newer).toBeNull();
    const older = (await instances(PHYSICIAN, `?person_id=${people.cleaner}&cursor=${first.meta.older}`))
      .page;
    expect(older.data).toHaveLength(10);
    expect(older.meta.older).toBeNull();
    expect(new Set([...first.data, ...older.data].map((row) => row.uid)).size).toBe(60);
    const back = (await instances(PHYSICIAN, `?person_id=${people.cleaner}&cursor=${older.meta.newer}`)).page;
    expect(back.data.map((row) => row.uid)).toEqual(first.data.map((row) => row.uid));
    const times = first.data.map((row) => row.started_at);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe("who may read", () => {
  it("worker@ (no flags, not in the register) is refused everything", async () => {
    for (const path of [
      "/register",
      "/register/choices",
      "/instances",
      "/register.csv",
      "/register.xlsx",
      "/instances.csv",
      "/instances.xlsx",
    ]) {
      const res = await h.call(WORKER, `/api/exposure/v1${path}`);
      expect(res.status, path).toBe(403);
    }
  });

  it("a person in the register reads only their own records, and not the register", async () => {
    expect((await register(WELDER, "")).status).toBe(403);
    expect((await h.call(WELDER, "/api/exposure/v1/register.csv")).status).toBe(403);
    const own = await instances(WELDER, `?person_id=${people.painter}`);
    expect(own.status).toBe(200);
    expect(own.page.data.length).toBeGreaterThan(0);
    expect(new Set(own.page.data.map((row) => row.person.id))).toEqual(new Set([people.welder]));
  });

  it("depot@ (top node Bergen depot) sees no Oslo lines, and an Oslo location filter is not found", async () => {
    const { page } = await register(DEPOT, "");
    expect(page.data.length).toBeGreaterThan(0);
    for (const line of page.data) expect(line.location.path.startsWith("Bergen depot")).toBe(true);
    const records = (await instances(DEPOT, "")).page;
    expect(records.data.every((row) => row.location.id === bay1 || row.location.path !== "")).toBe(true);
    expect(records.data.some((row) => row.location.id === flammables)).toBe(false);
    expect((await register(DEPOT, `?location_id=${flammables}`)).status).toBe(404);
    expect((await instances(DEPOT, `?location_id=${flammables}`)).status).toBe(404);
    expect((await h.call(DEPOT, `/api/exposure/v1/register.csv?location_id=${flammables}`)).status).toBe(404);
  });
});

describe("exports", () => {
  it("CSV: quoted where needed, formulas defused, recorded on the audit trail", async () => {
    const labtech = people.labtech!;
    await h.db.execute(sql`UPDATE users SET name = ${'=SUM(1,2) "Lab"'} WHERE id = ${labtech}`);
    await record({
      person: labtech,
      location: flammables,
      product: benzene,
      at: "2026-04-04T04:04:00Z",
      minutes: 125,
    });
    await record({
      person: labtech,
      location: flammables,
      product: benzene,
      at: "2026-04-05T04:04:00Z",
      minutes: 5,
      productName: '@evil, "quoted"\nline',
    });
    const res = await h.call(PHYSICIAN, `/api/exposure/v1/register.csv?person_id=${labtech}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="exposure-register-/);
    const lines = res.text.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(
      "Location,Product,Person,First exposure,Last exposure,Occasions,Time in all (hh:mm)",
    );
    expect(lines[1]).toBe(
      `Oslo plant / Building A / Laboratory 1 / Flammables cabinet,Benzene,"'=SUM(1,2) ""Lab""",2026-04-04 04:04Z,2026-04-05 04:04Z,2,02:10`,
    );
    expect(lines[2]).toBe("");

    const records = await h.call(PHYSICIAN, `/api/exposure/v1/instances.csv?person_id=${labtech}`);
    expect(records.status).toBe(200);
    expect(records.text).toContain(`"'@evil, ""quoted""\nline"`);

    const { rows } = await h.db.execute<{ object_type: string; after: Record<string, unknown> }>(sql`
      SELECT object_type, after FROM activities
      WHERE company_id = ${DEMO} AND module = 'exposure' AND action = 'exported' ORDER BY id`);
    expect(rows.map((row) => row.object_type)).toEqual(
      expect.arrayContaining(["exposureRegister", "exposureRecords"]),
    );
    expect(rows.find((row) => row.object_type === "exposureRegister")?.after).toEqual({
      format: "csv",
      personId: labtech,
      period: "all",
    });
  });

  it("XLSX opens with exceljs and holds the lines", async () => {
    const labtech = people.labtech!;
    const response = await h.api.request(`/api/exposure/v1/register.xlsx?person_id=${labtech}`, {
      headers: await h.headersFor(PHYSICIAN),
    });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe("Location");
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      "Oslo plant / Building A / Laboratory 1 / Flammables cabinet",
      "Benzene",
      `'=SUM(1,2) "Lab"`,
      "2026-04-04 04:04Z",
      "2026-04-05 04:04Z",
      2,
      "02:10",
    ]);
    expect(sheet.rowCount).toBe(2);

    const records = await h.api.request(`/api/exposure/v1/instances.xlsx?person_id=${labtech}`, {
      headers: await h.headersFor(KEEPER),
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await records.arrayBuffer());
    expect(book.worksheets[0]!.rowCount).toBe(3);
  });
});
