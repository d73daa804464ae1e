import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ExposureRecordFormWire, ExposureRecordWire } from "../../api/exposure/schemas";
import { DEMO, NOT_FOUND, WORKER, createHarness, locationIdOf, type ApiHarness } from "./helpers";

/**
 * Exposure records (docs/decisions/047-exposure-register.md): recording an occasion, reading it, correcting
 * it and marking it as made in error through the API, who may do which, and the retention the database
 * itself enforces: no delete, no change without its history, the register following every change.
 */

const RECORDER = "recorder@demo.test";
const KEEPER = "keeper@demo.test";
const PHYSICIAN = "physician@demo.test";
const PAINTER = "painter@demo.test";
const WELDER = "welder@demo.test";
const DEPOT = "depot@demo.test";

let h: ApiHarness;
let osloLocation: number;
let bergenLocation: number;
let product: number;
let sheet: { id: number; key: string };
let welder: number;
let painter: number;

const idOf = async (email: string) =>
  ((await h.db.execute(sql`SELECT id FROM users WHERE email = ${email}`)).rows[0] as { id: number }).id;

/** The database's refusal of a statement (drizzle wraps it: the cause holds PostgreSQL's message). */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  return "accepted";
}

async function count(query: ReturnType<typeof sql>): Promise<number> {
  return Number(((await h.db.execute(query)).rows[0] as { n: number | string }).n);
}

const recordCount = () => count(sql`SELECT count(*) AS n FROM exposure_instances WHERE company_id = ${DEMO}`);

const hourAgo = () => new Date(Date.now() - 3600_000).toISOString();

const body = (overrides: Record<string, unknown> = {}) => ({
  person_id: welder,
  location_id: osloLocation,
  product_id: product,
  started_at: hourAgo(),
  duration: "01:30",
  routes: ["inhalation", "skin"],
  ppe: ["chemical_gloves"],
  measurements: [{ agent: "Benzene", value: 0.4, unit: "ppm", method: "Passive badge" }],
  incident: "",
  notes: "Tank cleaning",
  ...overrides,
});

async function create(email: string, overrides: Record<string, unknown> = {}) {
  const res = await h.call(email, "/api/exposure/v1/instances", { method: "POST", body: body(overrides) });
  return { status: res.status, record: res.body as ExposureRecordWire, text: res.text };
}

async function entry(personId: number) {
  const result = await h.db.execute(sql`
    SELECT occasions, total_minutes FROM exposure_register_entries
    WHERE company_id = ${DEMO} AND location_id = ${osloLocation} AND product_id = ${product} AND person_id = ${personId}`);
  return result.rows[0] as { occasions: number; total_minutes: number } | undefined;
}

beforeAll(async () => {
  h = await createHarness();
  osloLocation = await locationIdOf(h.db, DEMO, "Fume cupboard");
  bergenLocation = await locationIdOf(h.db, DEMO, "Bay 1");
  // A registrable product (a CMR statement on its current sheet) of the Oslo plant only, so Bergen depot's
  // user does not see it.
  const [row] = (
    await h.db.execute(sql`
      SELECT p.id, sd.id AS sds_id, sd.key FROM products p
      JOIN sds_documents sd ON sd.company_id = p.company_id AND sd.product_id = p.id
        AND sd.superseded_by_id IS NULL AND NOT sd.pending
      WHERE p.company_id = ${DEMO} AND p.name = 'Benzene'`)
  ).rows as { id: number; sds_id: number; key: string }[];
  product = row!.id;
  sheet = { id: row!.sds_id, key: row!.key };
  await h.db.execute(sql`
    DELETE FROM location_products WHERE company_id = ${DEMO} AND product_id = ${product}
      AND location_id IN (SELECT id FROM location_subtree(${DEMO}, ARRAY[${await locationIdOf(h.db, DEMO, "Bergen depot")}]::int[]))`);
  await h.db.execute(sql`
    INSERT INTO location_products (company_id, location_id, product_id) VALUES (${DEMO}, ${osloLocation}, ${product})
    ON CONFLICT DO NOTHING`);
  welder = await idOf(WELDER);
  painter = await idOf(PAINTER);
});

afterAll(async () => {
  await h.close();
});

describe("recording an occasion", () => {
  it("a keeper records for a person in the register, with the snapshot and the registrable reasons", async () => {
    const before = await entry(welder);
    const { status, record, text } = await create(RECORDER);
    expect(status, text).toBe(201);
    expect(record.person.id).toBe(welder);
    expect(record.self_reported).toBe(false);
    expect(record.sds_id).toBe(sheet.id);
    expect(record.snapshot.product.name).toBe("Benzene");
    expect(record.snapshot.location?.path).toMatch(/Oslo plant \/ .* \/ Fume cupboard$/);
    expect(record.registrable).toBe(true);
    expect(record.reasons.length).toBeGreaterThan(0);
    expect(record.duration).toBe("01:30");
    expect(record.routes).toEqual(["inhalation", "skin"]);
    expect(record.ppe).toEqual(["chemical_gloves"]);
    expect(record.revision).toBe(1);
    expect(record.history).toEqual([]);
    const after = await entry(welder);
    expect(after!.occasions).toBe((before?.occasions ?? 0) + 1);
    expect(after!.total_minutes).toBe((before?.total_minutes ?? 0) + 90);
    const activity = await count(sql`
      SELECT count(*) AS n FROM activities WHERE company_id = ${DEMO} AND module = 'exposure'
        AND action = 'created' AND object_id = ${record.uid}`);
    expect(activity).toBe(1);
  });

  it("keeps the exact sheet version asked for, and refuses a sheet that is not the product's", async () => {
    const ok = await create(RECORDER, { sds_id: sheet.id });
    expect(ok.status, ok.text).toBe(201);
    expect(ok.record.snapshot.sds?.key).toBe(sheet.key);
    const [other] = (
      await h.db.execute(
        sql`SELECT id FROM sds_documents WHERE company_id = ${DEMO} AND product_id <> ${product} LIMIT 1`,
      )
    ).rows as { id: number }[];
    const before = await recordCount();
    const bad = await create(RECORDER, { sds_id: other!.id });
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.record as unknown as { errors: object }).errors)).toEqual(["sds_id"]);
    expect(await recordCount()).toBe(before);
  });

  it("refuses bad input with 422 on each field and saves nothing", async () => {
    const before = await recordCount();
    const res = await h.call(RECORDER, "/api/exposure/v1/instances", {
      method: "POST",
      body: body({
        started_at: new Date(Date.now() + 3 * 3600_000).toISOString(),
        duration: "25:00",
        measurements: [{ agent: "", value: -1, unit: "ppm", method: "" }],
        notes: "x".repeat(5000),
      }),
    });
    expect(res.status).toBe(422);
    const errors = (res.body as { errors: Record<string, string[]> }).errors;
    expect(Object.keys(errors).sort()).toEqual(
      ["duration", "measurements.0.agent", "measurements.0.value", "notes", "started_at"].sort(),
    );
    expect(errors.started_at).toEqual(["The exposure can't begin in the future."]);
    const bad = await h.call(RECORDER, "/api/exposure/v1/instances", {
      method: "POST",
      body: body({ duration: "1.5", started_at: "yesterday" }),
    });
    expect((bad.body as { errors: Record<string, string[]> }).errors).toEqual({
      duration: ["Enter the duration as hh:mm, for example 01:30."],
      started_at: ["Enter the date and time the exposure began."],
    });
    expect(await recordCount()).toBe(before);
  });

  it("a person in the register records only for themself, marked self-reported, at any location", async () => {
    const own = await create(PAINTER, { person_id: undefined, location_id: bergenLocation });
    expect(own.status, own.text).toBe(201);
    expect(own.record.person.id).toBe(painter);
    expect(own.record.recorded_by.id).toBe(painter);
    expect(own.record.self_reported).toBe(true);
    const before = await recordCount();
    expect((await create(PAINTER, { person_id: welder })).status).toBe(403);
    expect(await recordCount()).toBe(before);
  });

  it("a reader, a user without the register and another keeper's top nodes are refused", async () => {
    const before = await recordCount();
    expect((await create(PHYSICIAN)).status).toBe(403);
    expect((await create(WORKER)).status).toBe(403);
    // depot@ keeps the register (every flag) but only for Bergen depot: the Oslo location and product are unknown.
    const depot = await create(DEPOT);
    expect(depot.status).toBe(422);
    expect(depot.text).not.toContain("Fume cupboard");
    expect(await recordCount()).toBe(before);
  });

  it("a person not in the register can't be named", async () => {
    const res = await create(RECORDER, { person_id: await idOf(WORKER) });
    expect(res.status).toBe(422);
    expect(Object.keys((res.record as unknown as { errors: object }).errors)).toEqual(["person_id"]);
  });

  it("the form's start resolves a sheet's key to its product, and hides what the caller can't see", async () => {
    const res = await h.call(
      RECORDER,
      `/api/exposure/v1/instances/form?location_id=${osloLocation}&sds=${encodeURIComponent(sheet.key)}`,
    );
    expect(res.status, res.text).toBe(200);
    const form = res.body as ExposureRecordFormWire;
    expect(form.product?.id).toBe(product);
    expect(form.sds?.id).toBe(sheet.id);
    expect(form.registrable).toBe(true);
    expect(form.people.map((p) => p.id)).toEqual(expect.arrayContaining([welder, painter]));
    const own = (await h.call(PAINTER, `/api/exposure/v1/instances/form?location_id=${osloLocation}`))
      .body as ExposureRecordFormWire;
    expect(own.people.map((p) => p.id)).toEqual([painter]);
    expect(
      (await h.call(DEPOT, `/api/exposure/v1/instances/form?sds=${encodeURIComponent(sheet.key)}`)).status,
    ).toBe(404);
    expect((await h.call(WORKER, `/api/exposure/v1/instances/form`)).status).toBe(403);
  });
});

describe("reading a record", () => {
  it("keepers and readers in scope and the person read it; others do not see it", async () => {
    const { record } = await create(RECORDER);
    const path = `/api/exposure/v1/instances/${record.uid}`;
    for (const email of [RECORDER, KEEPER, PHYSICIAN, WELDER]) {
      const res = await h.call(email, path);
      expect(res.status, email).toBe(200);
      expect((res.body as ExposureRecordWire).uid).toBe(record.uid);
    }
    expect((await h.call(PAINTER, path)).body).toEqual(NOT_FOUND);
    expect((await h.call(DEPOT, path)).status).toBe(404);
    expect((await h.call(WORKER, path)).status).toBe(403);
    expect((await h.call(RECORDER, "/api/exposure/v1/instances/no-such-record")).status).toBe(404);
  });
});

describe("correcting and voiding", () => {
  it("a correction keeps the earlier values in the history, and the register follows", async () => {
    const { record } = await create(RECORDER, { duration: "02:00" });
    const base = await entry(welder);
    const path = `/api/exposure/v1/instances/${record.uid}`;
    const res = await h.call(RECORDER, `${path}/correct`, {
      method: "POST",
      body: {
        revision: 1,
        reason: "The badge said 45 minutes",
        duration: "00:45",
        ppe: ["chemical_gloves", "respirator_gas"],
      },
    });
    expect(res.status, res.text).toBe(200);
    const corrected = res.body as ExposureRecordWire;
    expect(corrected.revision).toBe(2);
    expect(corrected.duration).toBe("00:45");
    expect(corrected.history).toHaveLength(1);
    expect(corrected.history[0]).toMatchObject({
      revision: 1,
      change: "corrected",
      reason: "The badge said 45 minutes",
      values: { duration: "02:00", ppe: ["chemical_gloves"] },
    });
    expect((await entry(welder))!.total_minutes).toBe(base!.total_minutes - 120 + 45);

    // The revision read is checked; a stale one changes nothing.
    const stale = await h.call(RECORDER, `${path}/correct`, {
      method: "POST",
      body: { revision: 1, reason: "Again", duration: "00:50" },
    });
    expect(stale.status).toBe(409);
    expect((stale.body as { error: string }).error).toBe("stale");
    const noReason = await h.call(RECORDER, `${path}/correct`, {
      method: "POST",
      body: { revision: 2, reason: "  ", duration: "00:50" },
    });
    expect(noReason.status).toBe(422);

    // Made in error: readable, out of the register, no longer corrected.
    const voided = await h.call(RECORDER, `${path}/void`, {
      method: "POST",
      body: { revision: 2, reason: "Entered for the wrong person" },
    });
    expect(voided.status, voided.text).toBe(200);
    const gone = voided.body as ExposureRecordWire;
    expect(gone.voided?.reason).toBe("Entered for the wrong person");
    expect(gone.history.map((r) => [r.revision, r.change])).toEqual([
      [2, "voided"],
      [1, "corrected"],
    ]);
    const after = await entry(welder);
    expect(after!.occasions).toBe(base!.occasions - 1);
    expect(after!.total_minutes).toBe(base!.total_minutes - 120);
    expect((await h.call(WELDER, path)).status).toBe(200);
    const again = await h.call(RECORDER, `${path}/correct`, {
      method: "POST",
      body: { revision: 3, reason: "x", notes: "y" },
    });
    expect(again.status).toBe(409);
    expect((again.body as { error: string }).error).toBe("voided");
  });

  it("only keepers correct or void, within their top nodes", async () => {
    const { record } = await create(RECORDER);
    const path = `/api/exposure/v1/instances/${record.uid}`;
    const correction = { revision: 1, reason: "Try", notes: "changed" };
    for (const email of [WELDER, PHYSICIAN, WORKER]) {
      expect((await h.call(email, `${path}/correct`, { method: "POST", body: correction })).status).toBe(403);
      expect(
        (await h.call(email, `${path}/void`, { method: "POST", body: { revision: 1, reason: "x" } })).status,
      ).toBe(403);
    }
    expect((await h.call(DEPOT, `${path}/correct`, { method: "POST", body: correction })).status).toBe(404);
    const unchanged = (await h.call(RECORDER, path)).body as ExposureRecordWire;
    expect(unchanged.revision).toBe(1);
    expect(unchanged.notes).toBe("Tank cleaning");
  });
});

describe("retention: the database keeps the records", () => {
  it("refuses a DELETE, and an UPDATE of recorded fields without a history row", async () => {
    const { record } = await create(RECORDER);
    expect(
      await refusal(
        h.db.execute(sql`DELETE FROM exposure_instances WHERE company_id = ${DEMO} AND uid = ${record.uid}`),
      ),
    ).toMatch(/kept for the retention period/);
    expect(
      await refusal(
        h.db.execute(sql`
        UPDATE exposure_instances SET duration_minutes = 5, revision = revision + 1
        WHERE company_id = ${DEMO} AND uid = ${record.uid}`),
      ),
    ).toMatch(/earlier values kept/);
    expect(
      await refusal(
        h.db.execute(sql`
        UPDATE exposure_instances SET duration_minutes = 5 WHERE company_id = ${DEMO} AND uid = ${record.uid}`),
      ),
    ).toMatch(/earlier values kept/);
    const kept = (await h.call(RECORDER, `/api/exposure/v1/instances/${record.uid}`))
      .body as ExposureRecordWire;
    expect(kept.duration_minutes).toBe(90);
  });

  it("the history is append-only", async () => {
    const { record } = await create(RECORDER);
    await h.call(RECORDER, `/api/exposure/v1/instances/${record.uid}/correct`, {
      method: "POST",
      body: { revision: 1, reason: "Notes", notes: "corrected" },
    });
    expect(
      await refusal(
        h.db.execute(
          sql`UPDATE exposure_instance_revisions SET reason = 'rewritten' WHERE company_id = ${DEMO}`,
        ),
      ),
    ).toMatch(/append-only/);
    expect(
      await refusal(h.db.execute(sql`DELETE FROM exposure_instance_revisions WHERE company_id = ${DEMO}`)),
    ).toMatch(/append-only/);
  });

  it("the retention purge deletes inside its own transaction, and the register follows", async () => {
    const { record } = await create(RECORDER, { person_id: painter, duration: "00:10" });
    const before = await entry(painter);
    await h.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL chemsafe.exposure_purge = 'on'`);
      await tx.execute(
        sql`DELETE FROM exposure_instances WHERE company_id = ${DEMO} AND uid = ${record.uid}`,
      );
    });
    expect((await h.call(RECORDER, `/api/exposure/v1/instances/${record.uid}`)).status).toBe(404);
    const after = await entry(painter);
    expect(after?.occasions ?? 0).toBe(before!.occasions - 1);
    // The setting ended with its transaction: the next delete is refused again.
    const { record: next } = await create(RECORDER);
    expect(
      await refusal(
        h.db.execute(sql`DELETE FROM exposure_instances WHERE company_id = ${DEMO} AND uid = ${next.uid}`),
      ),
    ).toMatch(/kept for the retention period/);
  });
});

describe("the demo company's year of records (seed/exposure-records.ts)", () => {
  it("holds a plausible year for the four people, with corrections, a void and a self-report, and a register true to it", async () => {
    const [stats] = (
      await h.db.execute(sql`
        SELECT count(*)::int AS records, count(DISTINCT person_id)::int AS people,
          count(*) FILTER (WHERE voided_at IS NOT NULL)::int AS voided,
          count(*) FILTER (WHERE recorded_by = person_id)::int AS self_reported,
          count(*) FILTER (WHERE incident <> '')::int AS incidents,
          count(*) FILTER (WHERE jsonb_array_length(measurements) > 0)::int AS measured,
          min(started_at) > now() - interval '13 months' AS within_year,
          max(started_at) < now() AS past
        FROM exposure_instances WHERE company_id = ${DEMO} AND notes <> 'Tank cleaning' AND notes <> 'corrected'`)
    ).rows as Record<string, number | boolean>[];
    expect(stats).toMatchObject({
      people: 4,
      voided: 1,
      self_reported: 1,
      incidents: 1,
      within_year: true,
      past: true,
    });
    expect(stats!.records).toBeGreaterThanOrEqual(150);
    expect(stats!.records).toBeLessThanOrEqual(300);
    expect(stats!.measured).toBeGreaterThan(3);
    expect(
      await count(sql`
        SELECT count(*) AS n FROM exposure_instance_revisions WHERE company_id = ${DEMO} AND change = 'corrected'
          AND reason LIKE 'The %'`),
    ).toBeGreaterThanOrEqual(2);
    // The register's lines add up to the records that are not voided.
    const [sums] = (
      await h.db.execute(sql`
        SELECT (SELECT coalesce(sum(occasions), 0) FROM exposure_register_entries WHERE company_id = ${DEMO})::int AS lines,
          (SELECT count(*) FROM exposure_instances WHERE company_id = ${DEMO} AND voided_at IS NULL)::int AS records`)
    ).rows as { lines: number; records: number }[];
    expect(sums!.lines).toBe(sums!.records);
  });
});
