import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeExpiredExposure, retentionCutoff } from "../../api/exposure/purge";
import { DEMO, createHarness, locationIdOf, productIdOf, type ApiHarness } from "./helpers";
import { withoutExposureData } from "../support/exposure";

/**
 * The retention purge (api/exposure/purge.ts, the daily exposure.purge job): records whose exposure ended
 * more than the company's retention period ago go, with their revisions and their share of the register,
 * each on the audit trail; records within the period stay; a plain DELETE is still refused.
 */

let h: ApiHarness;
let person: number;
let product: number;
let location: number;

const yearsAgo = (years: number, days = 0) => {
  const at = new Date();
  at.setUTCFullYear(at.getUTCFullYear() - years);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString();
};

async function record(at: string, minutes = 60): Promise<{ id: number; uid: string }> {
  const snapshot = { product: { name: "Benzene", supplier: "" }, sds: null, location: { path: "Old hall" } };
  const { rows } = await h.db.execute<{ id: number; uid: string }>(sql`
    INSERT INTO exposure_instances
      (company_id, person_id, location_id, product_id, snapshot, started_at, duration_minutes, routes, recorded_by)
    VALUES (${DEMO}, ${person}, ${location}, ${product}, ${JSON.stringify(snapshot)}::jsonb, ${at}::timestamptz,
      ${minutes}, 1, ${person})
    RETURNING id, uid`);
  return rows[0]!;
}

async function setRetention(years: number): Promise<void> {
  await h.db.execute(sql`
    UPDATE companies SET settings = settings || jsonb_build_object('exposure_retention_years', ${years}::int)
    WHERE id = ${DEMO}`);
}

const exists = async (id: number) =>
  (await h.db.execute(sql`SELECT 1 FROM exposure_instances WHERE company_id = ${DEMO} AND id = ${id}`)).rows
    .length === 1;

beforeAll(async () => {
  h = await createHarness();
  await withoutExposureData(h.db, DEMO);
  person = (await h.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = 'painter@demo.test'`))
    .rows[0]!.id;
  product = await productIdOf(h.db, DEMO, "Benzene");
  location = await locationIdOf(h.db, DEMO, "Flammables cabinet");
});

afterAll(async () => {
  await setRetention(40);
  await h.close();
});

describe("the retention purge", () => {
  it("purges a record past retention with its revisions and register share, keeps one within, and says so", async () => {
    const old = await record(yearsAgo(41));
    const within = await record(yearsAgo(39), 30);
    await h.db.execute(sql`
      INSERT INTO exposure_instance_revisions (company_id, instance_id, revision, change, "values", reason, changed_by)
      VALUES (${DEMO}, ${old.id}, 1, 'corrected', '{}'::jsonb, 'A typo', ${person})`);
    const line = async () =>
      (
        await h.db.execute<{ occasions: number; total_minutes: number }>(sql`
          SELECT occasions, total_minutes FROM exposure_register_entries
          WHERE company_id = ${DEMO} AND person_id = ${person} AND product_id = ${product} AND location_id = ${location}`)
      ).rows[0];
    expect(await line()).toEqual({ occasions: 2, total_minutes: 90 });

    // A company that keeps its records 50 years keeps both.
    await setRetention(50);
    await purgeExpiredExposure(h.db);
    expect(await exists(old.id)).toBe(true);

    await setRetention(40);
    const purged = await purgeExpiredExposure(h.db);
    expect(purged).toContainEqual({ companyId: DEMO, purged: 1 });
    expect(await exists(old.id)).toBe(false);
    expect(await exists(within.id)).toBe(true);
    const revisions = await h.db.execute(
      sql`SELECT 1 FROM exposure_instance_revisions WHERE company_id = ${DEMO} AND instance_id = ${old.id}`,
    );
    expect(revisions.rows).toHaveLength(0);
    expect(await line()).toEqual({ occasions: 1, total_minutes: 30 });

    const trail = await h.db.execute<{
      actor_id: number | null;
      action: string;
      module: string;
      before: unknown;
    }>(sql`
      SELECT actor_id, action, module, before FROM activities
      WHERE company_id = ${DEMO} AND object_type = 'exposure_record' AND object_id = ${old.uid}`);
    expect(trail.rows).toHaveLength(1);
    expect(trail.rows[0]).toMatchObject({ actor_id: null, action: "deleted", module: "exposure" });
    expect(trail.rows[0]!.before).toMatchObject({
      person_id: person,
      product_id: product,
      duration_minutes: 60,
    });

    // A second run finds nothing more.
    expect(await purgeExpiredExposure(h.db)).not.toContainEqual(expect.objectContaining({ companyId: DEMO }));
  });

  it("counts from the end of the exposure: a record that ended within the period stays", async () => {
    // Started 40 years and a minute ago, lasting two hours: it ended less than 40 years ago.
    const start = new Date(retentionCutoff(new Date(), 40).getTime() - 60_000).toISOString();
    const long = await record(start, 120);
    await purgeExpiredExposure(h.db);
    expect(await exists(long.id)).toBe(true);
  });

  it("a plain DELETE is still refused", async () => {
    const kept = await record(yearsAgo(45));
    await expect(
      h.db.execute(sql`DELETE FROM exposure_instances WHERE company_id = ${DEMO} AND id = ${kept.id}`),
    ).rejects.toThrow();
    expect(await exists(kept.id)).toBe(true);
    await h.db.execute(sql`
      INSERT INTO exposure_instance_revisions (company_id, instance_id, revision, change, "values", reason, changed_by)
      VALUES (${DEMO}, ${kept.id}, 1, 'corrected', '{}'::jsonb, 'A typo', ${person})`);
    await expect(
      h.db.execute(sql`DELETE FROM exposure_instance_revisions WHERE company_id = ${DEMO}`),
    ).rejects.toThrow();
  });

  it("the cut-off is the same day the period's years before, 29 February falling back to the 28th", () => {
    expect(retentionCutoff(new Date("2026-11-26T10:00:00Z"), 40).toISOString()).toBe(
      "1986-11-26T10:00:00.000Z",
    );
    expect(retentionCutoff(new Date("2028-02-29T00:00:00Z"), 41).toISOString()).toBe(
      "1987-02-28T00:00:00.000Z",
    );
  });
});
