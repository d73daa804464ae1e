import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { History, HistoryPeople } from "../../api/exposure/schemas";
import type { PersonalData } from "../../api/users/schemas";
import { pdfText } from "../../api/products/sds-reader";
import {
  createHarness,
  DEMO,
  locationIdOf,
  NOT_FOUND,
  OTHER_ADMIN,
  productIdOf,
  WORKER,
  type ApiHarness,
} from "./helpers";
import { withoutExposureData } from "../support/exposure";

/**
 * A person's exposure history (GET /exposure/v1/people, /history/{personId}, its PDF), the records in the
 * person's own personal-data export, and what erasure leaves: the records, under the pseudonym.
 */

const BASE = "/api/exposure/v1";
const LABTECH = "labtech@demo.test";
const WELDER = "welder@demo.test";
const PHYSICIAN = "physician@demo.test";
const KEEPER = "keeper@demo.test";
const DEPOT = "depot@demo.test";
const PRIVACY = "privacy@demo.test";

let h: ApiHarness;
const ids: Record<string, number> = {};
let lab: number;
let bay: number;
let benzene: number;
let benzeneSds: number;

async function idOf(email: string): Promise<number> {
  const { rows } = await h.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = ${email}`);
  return rows[0]!.id;
}

/** Inserts records the way the record forms do (the trigger keeps the register), returning nothing. */
async function insertRecords(
  personId: number,
  records: {
    at: string;
    minutes: number;
    location: number;
    path: string;
    voided?: string;
    incident?: string;
  }[],
) {
  for (const r of records) {
    await h.db.execute(sql`
      INSERT INTO exposure_instances (company_id, person_id, location_id, product_id, sds_id, snapshot,
        started_at, duration_minutes, routes, ppe, measurements, incident, recorded_by, voided_at, voided_by,
        void_reason)
      SELECT ${DEMO}, ${personId}, ${r.location}, p.id, s.id,
        jsonb_build_object(
          'product', jsonb_build_object('name', p.name, 'supplier', p.supplier),
          'sds', jsonb_build_object('key', s.key, 'version', s.version, 'dateIssue', s.date_issue,
            'languageId', s.language_id, 'hazardStatements', to_jsonb(s.hazard_statements),
            'casNumbers', to_jsonb(s.cas_numbers)),
          'location', jsonb_build_object('path', ${r.path}::text)),
        ${r.at}::timestamptz, ${r.minutes}, 3, 5,
        '[{"agent":"Benzene","value":0.4,"unit":"ppm","method":"Badge"}]'::jsonb, ${r.incident ?? ""},
        ${personId}, ${r.voided ?? null}::timestamptz, ${r.voided ? personId : null}::int,
        ${r.voided ? "Wrong person" : null}::text
      FROM products p JOIN sds_documents s ON s.company_id = p.company_id AND s.id = ${benzeneSds}
      WHERE p.company_id = ${DEMO} AND p.id = ${benzene}`);
  }
}

const history = async (email: string, person: string | number, query = "") => {
  const res = await h.call(email, `${BASE}/history/${person}${query}`);
  return { status: res.status, body: res.body as History };
};

beforeAll(async () => {
  h = await createHarness();
  await withoutExposureData(h.db, DEMO);
  for (const email of [LABTECH, WELDER, PHYSICIAN, KEEPER, DEPOT, WORKER]) ids[email] = await idOf(email);
  lab = await locationIdOf(h.db, DEMO, "Laboratory 1");
  bay = await locationIdOf(h.db, DEMO, "Bay 1");
  benzene = await productIdOf(h.db, DEMO, "Benzene");
  const { rows } = await h.db.execute<{ id: number }>(sql`
    SELECT id FROM sds_documents WHERE company_id = ${DEMO} AND product_id = ${benzene}
    ORDER BY superseded_by_id NULLS FIRST, id DESC LIMIT 1`);
  benzeneSds = rows[0]!.id;
  await insertRecords(ids[LABTECH]!, [
    { at: "2026-03-01T08:00:00Z", minutes: 90, location: lab, path: "Oslo plant / Laboratory 1" },
    { at: "2026-03-02T08:00:00Z", minutes: 30, location: lab, path: "Oslo plant / Laboratory 1" },
    {
      at: "2026-03-03T08:00:00Z",
      minutes: 15,
      location: bay,
      path: "Bergen depot / Bay 1",
      incident: "Spill on the glove",
    },
    {
      at: "2026-03-04T08:00:00Z",
      minutes: 600,
      location: lab,
      path: "Oslo plant / Laboratory 1",
      voided: "2026-03-05T08:00:00Z",
    },
  ]);
  // Sixty occasions for the welder, one a day: more than a page.
  for (let day = 0; day < 60; day++) {
    const at = new Date(Date.UTC(2025, 0, 1 + day, 7)).toISOString();
    await insertRecords(ids[WELDER]!, [
      { at, minutes: 60, location: lab, path: "Oslo plant / Laboratory 1" },
    ]);
  }
});

afterAll(() => h.close());

describe("a person's own history", () => {
  it("answers the person, totals per product (voided not counted) and records newest first", async () => {
    const { status, body } = await history(LABTECH, "me");
    expect(status).toBe(200);
    expect(body.data.person).toEqual({ id: ids[LABTECH], name: "Lars Labtech", anonymous: false });
    expect(body.data.retention_years).toBe(40);
    expect(body.data.totals).toHaveLength(1);
    const [total] = body.data.totals;
    expect(total).toMatchObject({
      product: { id: benzene, name: "Benzene" },
      occasions: 3,
      minutes: 135,
      first_at: "2026-03-01T08:00:00.000Z",
      last_at: "2026-03-03T08:00:00.000Z",
    });
    expect(total!.sheets).toHaveLength(1);
    // Benzene (CAS 71-43-2) is Carc. 1A in CLP Annex VI.
    expect(total!.reasons).toContainEqual(expect.objectContaining({ kind: "annexVi", cas: "71-43-2" }));

    const records = body.data.records;
    expect(records.map((r) => r.started_at.slice(0, 10))).toEqual([
      "2026-03-04",
      "2026-03-03",
      "2026-03-02",
      "2026-03-01",
    ]);
    expect(records[0]!.voided).toEqual({ at: "2026-03-05T08:00:00.000Z", reason: "Wrong person" });
    expect(records[1]).toMatchObject({
      duration_minutes: 15,
      location: { id: bay, path: "Bergen depot / Bay 1" },
      routes: ["inhalation", "skin"],
      ppe: expect.any(Array),
      incident: "Spill on the glove",
      self_reported: true,
      voided: null,
    });
    expect(records[1]!.ppe).toHaveLength(2);
    expect(body.meta).toEqual({ limit: 50, older: null, newer: null });

    // The caller's own id reads the same as "me".
    expect((await history(LABTECH, ids[LABTECH]!)).body).toEqual(body);
  });

  it("filters by period and product", async () => {
    const period = await history(LABTECH, "me", "?from=2026-03-02&to=2026-03-03");
    expect(period.body.data.records.map((r) => r.started_at.slice(0, 10))).toEqual([
      "2026-03-03",
      "2026-03-02",
    ]);
    expect(period.body.data.totals[0]).toMatchObject({ occasions: 2, minutes: 45 });
    const other = await history(LABTECH, "me", `?product=${benzene + 100000}`);
    expect(other.body.data).toMatchObject({ totals: [], records: [] });
    expect((await history(LABTECH, "me", "?from=2026-03-05&to=2026-03-01")).status).toBe(422);
    expect((await history(LABTECH, "me", "?cursor=nonsense")).status).toBe(422);
  });

  it("pages 50 at a time by keyset, both ways", async () => {
    const first = await history(WELDER, "me");
    expect(first.body.data.records).toHaveLength(50);
    expect(first.body.data.records[0]!.started_at).toBe("2025-03-01T07:00:00.000Z");
    expect(first.body.data.totals[0]).toMatchObject({ occasions: 60, minutes: 3600 });
    expect(first.body.meta.newer).toBeNull();
    const second = await history(WELDER, "me", `?cursor=${first.body.meta.older}`);
    expect(second.body.data.records.map((r) => r.started_at.slice(0, 10))).toEqual(
      Array.from({ length: 10 }, (_, i) => new Date(Date.UTC(2025, 0, 10 - i)).toISOString().slice(0, 10)),
    );
    expect(second.body.meta.older).toBeNull();
    const back = await history(WELDER, "me", `?cursor=${second.body.meta.newer}`);
    expect(back.body.data.records).toEqual(first.body.data.records);
  });

  it("stays readable to a person whose switch was turned off while records name them", async () => {
    await h.db.execute(sql`UPDATE users SET exposure = false WHERE id = ${ids[WELDER]!}`);
    try {
      expect((await history(WELDER, "me")).status).toBe(200);
      expect((await h.call(WELDER, `${BASE}/history/me/pdf`)).status).toBe(200);
    } finally {
      await h.db.execute(sql`UPDATE users SET exposure = true WHERE id = ${ids[WELDER]!}`);
    }
  });

  it("refuses someone else's history to a person, and everything to someone outside the register", async () => {
    expect((await history(LABTECH, ids[WELDER]!)).status).toBe(403);
    expect((await history(WORKER, "me")).status).toBe(403);
    expect((await history(WORKER, ids[LABTECH]!)).status).toBe(403);
    expect((await h.call(WORKER, `${BASE}/history/me/pdf`)).status).toBe(403);
    expect((await h.call(LABTECH, `${BASE}/people`)).status).toBe(403);
    expect((await h.call(WORKER, `${BASE}/people`)).status).toBe(403);
    expect((await history(LABTECH, "someone")).status).toBe(404);
  });
});

describe("keepers and readers", () => {
  it("read anyone's history; another company's person is not found", async () => {
    const mine = (await history(LABTECH, "me")).body;
    for (const email of [PHYSICIAN, KEEPER]) {
      const { status, body } = await history(email, ids[LABTECH]!);
      expect(status, email).toBe(200);
      expect(body, email).toEqual(mine);
    }
    // A person outside the register still shows, with what is recorded about them (nothing here).
    const worker = await history(PHYSICIAN, ids[WORKER]!);
    expect(worker.status).toBe(200);
    expect(worker.body.data).toMatchObject({ person: { name: "Wenche Worker" }, totals: [], records: [] });
    expect((await h.call(OTHER_ADMIN, `${BASE}/history/${ids[LABTECH]}`)).body).toEqual(NOT_FOUND);
    expect((await h.call(OTHER_ADMIN, `${BASE}/history/${ids[LABTECH]}/pdf`)).body).toEqual(NOT_FOUND);
  });

  it("see only the records at locations in their top nodes", async () => {
    const { status, body } = await history(DEPOT, ids[LABTECH]!);
    expect(status).toBe(200);
    expect(body.data.records.map((r) => r.location.id)).toEqual([bay]);
    expect(body.data.totals).toEqual([expect.objectContaining({ occasions: 1, minutes: 15 })]);
  });

  it("choose among the people the register applies to, by name, bounded", async () => {
    const res = await h.call(PHYSICIAN, `${BASE}/people`);
    expect(res.status).toBe(200);
    const people = (res.body as HistoryPeople).data;
    expect(people).toContainEqual({ id: ids[LABTECH], name: "Lars Labtech" });
    expect(people).toContainEqual({ id: ids[WELDER], name: "Vidar Welder" });
    expect(people.some((p) => p.id === ids[WORKER])).toBe(false);
    const names = people.map((p) => p.name.toLowerCase());
    expect([...names].sort()).toEqual(names);
    expect((await h.call(KEEPER, `${BASE}/people?q=LABT`)).body).toEqual({
      data: [{ id: ids[LABTECH], name: "Lars Labtech" }],
      meta: { more: false },
    });
    expect(((await h.call(KEEPER, `${BASE}/people?limit=1`)).body as HistoryPeople).meta.more).toBe(true);
    expect(((await h.call(KEEPER, `${BASE}/people?q=%25`)).body as HistoryPeople).data).toEqual([]);
    expect((await h.call(KEEPER, `${BASE}/people?limit=0`)).status).toBe(422);
    expect(((await h.call(OTHER_ADMIN, `${BASE}/people?q=lars`)).body as HistoryPeople).data).toEqual([]);
  });
});

describe("the PDF", () => {
  it("is a PDF with the person, the product and every record, and its export is on the trail", async () => {
    const res = await h.api.request(`${BASE}/history/me/pdf`, { headers: await h.headersFor(LABTECH) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain(`exposure-history-${ids[LABTECH]}.pdf`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const text = await pdfText(bytes);
    expect(text).toContain("Lars Labtech");
    expect(text).toContain("Demo Chemicals");
    expect(text).toContain("Benzene");
    expect(text).toContain("71-43-2");
    expect(text).toContain("Bergen depot / Bay 1");
    expect(text).toContain("Spill on the glove");
    expect(text).toContain("2026-03-04 08:00 UTC");
    expect(text).toContain("Made in error");
    expect(text).toContain("40 years");

    const { rows } = await h.db.execute<{ actor_id: number; object_type: string; object_id: string }>(sql`
      SELECT actor_id, object_type, object_id FROM activities
      WHERE company_id = ${DEMO} AND module = 'exposure' AND action = 'exported'
        AND object_id = ${String(ids[LABTECH])}`);
    expect(rows).toEqual([{ actor_id: ids[LABTECH], object_type: "user", object_id: String(ids[LABTECH]) }]);
  });

  it("is in the caller's language, and a keeper with top nodes prints only their locations' records", async () => {
    const res = await h.api.request(`${BASE}/history/${ids[LABTECH]}/pdf`, {
      headers: await h.headersFor(DEPOT, { "X-LANGUAGE": "1" }),
    });
    expect(res.status).toBe(200);
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain("Bergen depot / Bay 1");
    expect(text).not.toContain("Laboratory 1");
  });
});

describe("personal data", () => {
  it("the person's export holds their exposure records", async () => {
    const res = await h.call(LABTECH, "/api/user/v1/user/personal-data");
    expect(res.status).toBe(200);
    const data = (res.body as { data: PersonalData }).data;
    expect(data.exposure_records).toHaveLength(4);
    expect(data.exposure_records[0]).toMatchObject({ voided: { reason: "Wrong person" } });
  });

  it("erasure keeps the records under the pseudonym, counted in the register and the history", async () => {
    const { rows } = await h.db.execute<{ id: number }>(sql`
      INSERT INTO users (company_id, email, name, exposure, is_personal)
      VALUES (${DEMO}, 'exposed@demo.test', 'Edel Exposed', true, true) RETURNING id`);
    const person = rows[0]!.id;
    await insertRecords(person, [
      { at: "2026-02-01T10:00:00Z", minutes: 45, location: lab, path: "Oslo plant / Laboratory 1" },
      { at: "2026-02-02T10:00:00Z", minutes: 75, location: lab, path: "Oslo plant / Laboratory 1" },
    ]);
    const before = await history(PHYSICIAN, person);
    expect(before.body.data.person.name).toBe("Edel Exposed");

    const erase = await h.call(PRIVACY, `/api/site/v1/personal-data/people/${person}/anonymise`, {
      method: "POST",
      body: { confirm: true },
    });
    expect(erase.status).toBe(200);

    const after = await history(PHYSICIAN, person);
    expect(after.status).toBe(200);
    expect(after.body.data.person).toEqual({ id: person, name: `Former user ${person}`, anonymous: true });
    expect(after.body.data.totals).toEqual(before.body.data.totals);
    expect(after.body.data.records).toEqual(before.body.data.records);
    expect(after.body.data.totals[0]).toMatchObject({ occasions: 2, minutes: 120 });
    const register = await h.db.execute<{ occasions: number; total_minutes: number }>(sql`
      SELECT occasions, total_minutes FROM exposure_register_entries
      WHERE company_id = ${DEMO} AND person_id = ${person}`);
    expect(register.rows).toEqual([{ occasions: 2, total_minutes: 120 }]);
    // No longer offered for new records or the choice of person.
    const people = (await h.call(PHYSICIAN, `${BASE}/people?q=former`)).body as HistoryPeople;
    expect(people.data.some((p) => p.id === person)).toBe(false);
    const pdf = await h.api.request(`${BASE}/history/${person}/pdf`, {
      headers: await h.headersFor(PHYSICIAN),
    });
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain(`Former user ${person}`);
    expect(text).not.toContain("Edel Exposed");
  });
});
