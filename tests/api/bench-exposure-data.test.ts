import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateExposure, generateExposurePlans } from "../../bench/exposure-data";
import { createTestDatabase } from "../support/db";
import { withoutExposureData } from "../support/exposure";
import type { Database } from "../../db/client";

/**
 * The benchmark's exposure data (bench/exposure-data.ts) fills the register in one statement with the
 * register's trigger disabled. Here the same records go in both ways on a small size, and the register the
 * bulk fill leaves must be line for line the one the trigger keeps, the trigger must be on again afterwards,
 * and the records' keys must hold.
 */

const DEMO = 1000001;
const target = { records: 3_000, people: 12, products: 8, locations: 6 };
const until = new Date("2026-06-30T12:00:00Z");
let db: Database;

type Line = Record<string, unknown>;
const register = async (): Promise<Line[]> =>
  (
    await db.execute<Line>(sql`
      SELECT location_id, product_id, person_id, first_at::text, last_at::text, occasions, total_minutes
      FROM exposure_register_entries WHERE company_id = ${DEMO}
      ORDER BY location_id, product_id, person_id`)
  ).rows;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await withoutExposureData(db, DEMO);
  // The bench's people: numbered users, as bench/http-data.ts makes them.
  await db.execute(sql`
    INSERT INTO users (company_id, email, name, permissions)
    SELECT ${DEMO}, 'bench.user' || g || '@bench.test', 'Bench user ' || g, '{}'::jsonb
    FROM generate_series(1, 15) g`);
});

afterAll(async () => {
  await db.$client.end();
});

describe("the exposure register filled in bulk by the benchmark's data", () => {
  it("is the register the trigger keeps, line for line, and the trigger is on again", async () => {
    await generateExposure(db, DEMO, target, { until, batch: 700 });
    const bulk = await register();

    // The same records again, the register's trigger counting each one.
    await withoutExposureData(db, DEMO);
    expect(await register()).toEqual([]);
    await generateExposure(db, DEMO, target, { until, batch: 700, viaTrigger: true });
    const followed = await register();

    expect(bulk.length).toBeGreaterThanOrEqual(target.people);
    expect(bulk).toEqual(followed);
    const { rows } = await db.execute<{ enabled: string }>(sql`
      SELECT tgenabled AS enabled FROM pg_trigger WHERE tgname = 'exposure_register_follow'`);
    expect(rows[0]?.enabled).toBe("O");
    // Voided records are in the data but not counted.
    const counts = (
      await db.execute<{ records: number; voided: number; occasions: number }>(sql`
        SELECT (SELECT count(*)::int FROM exposure_instances WHERE company_id = ${DEMO}) AS records,
          (SELECT count(*)::int FROM exposure_instances WHERE company_id = ${DEMO} AND voided_at IS NOT NULL) AS voided,
          (SELECT sum(occasions)::int FROM exposure_register_entries WHERE company_id = ${DEMO}) AS occasions`)
    ).rows[0]!;
    expect(counts.records).toBe(target.records);
    expect(counts.voided).toBeGreaterThan(0);
    expect(counts.occasions).toBe(counts.records - counts.voided);
  });

  it("makes plans with their person", async () => {
    await generateExposurePlans(db, DEMO, 120);
    const { rows } = await db.execute<{ plans: number; people: number }>(sql`
      SELECT (SELECT count(*)::int FROM exposure_plans WHERE company_id = ${DEMO}) AS plans,
        (SELECT count(*)::int FROM exposure_plan_people WHERE company_id = ${DEMO}) AS people`);
    expect(rows[0]).toEqual({ plans: 120, people: 120 });
  });
});
