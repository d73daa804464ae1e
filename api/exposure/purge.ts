import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { retentionYears } from "../../core/exposure/retention";
import { recordActivities } from "../activities/record";

/**
 * The retention purge: the only way exposure records leave the database. A record is purged when its
 * exposure ended (its start plus its duration) more than the company's retention period
 * (`exposure_retention_years`, core/exposure/retention.ts) before the day the purge runs. A daily job
 * (api/jobs.ts, queue exposure.purge) calls it for every company.
 *
 * Bounded work: each batch is one transaction of at most PURGE_BATCH records, found on the records' list
 * index (company, started_at) below the cut-off, and a run stops after PURGE_RUN_MAX records per company;
 * what is left waits for the next day. The transaction sets chemsafe.exposure_purge, the only thing the
 * triggers let delete records and their revisions outside a company's own deletion; the register trigger
 * counts the records' lines again as they go. Each purged record is written to the audit trail (module
 * exposure, action deleted, by the system) with what identifies it, in the same transaction.
 */

export const PURGE_BATCH = 500;
export const PURGE_RUN_MAX = 20_000;

type Db = Pick<Database, "execute" | "transaction">;

interface PurgedRow extends Record<string, unknown> {
  id: number;
  uid: string;
  person_id: number;
  product_id: number;
  location_id: number;
  product_name: string | null;
  started_at: string;
  duration_minutes: number;
  voided: boolean;
}

/** Purges one batch of one company's records ended before `cutoff`; answers how many went. */
async function purgeBatch(db: Db, companyId: number, cutoff: Date, years: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL chemsafe.exposure_purge = 'on'`);
    // The start bounds the index scan; the end (start plus duration) decides.
    const { rows } = await tx.execute<PurgedRow>(sql`
      SELECT i.id, i.uid, i.person_id, i.product_id, i.location_id, i.snapshot->'product'->>'name' AS product_name,
        i.started_at, i.duration_minutes, i.voided_at IS NOT NULL AS voided
      FROM exposure_instances i
      WHERE i.company_id = ${companyId} AND i.started_at < ${cutoff.toISOString()}::timestamptz
        AND i.started_at + make_interval(mins => i.duration_minutes) < ${cutoff.toISOString()}::timestamptz
      ORDER BY i.started_at, i.id
      LIMIT ${PURGE_BATCH}
      FOR UPDATE`);
    if (rows.length === 0) return 0;
    const ids = sql`ARRAY[${sql.join(
      rows.map((row) => sql`${row.id}`),
      sql`, `,
    )}]::int[]`;
    await tx.execute(sql`
      DELETE FROM exposure_instance_revisions WHERE company_id = ${companyId} AND instance_id = ANY(${ids})`);
    await tx.execute(
      sql`DELETE FROM exposure_instances WHERE company_id = ${companyId} AND id = ANY(${ids})`,
    );
    await recordActivities(
      tx,
      rows.map((row) => ({
        companyId,
        actorId: null,
        module: "exposure" as const,
        action: "deleted" as const,
        object: {
          type: "exposure_record",
          id: row.uid,
          label: `${row.product_name ?? `#${row.product_id}`} ${new Date(row.started_at).toISOString().slice(0, 10)}`,
        },
        before: {
          person_id: row.person_id,
          product_id: row.product_id,
          location_id: row.location_id,
          started_at: new Date(row.started_at).toISOString(),
          duration_minutes: row.duration_minutes,
          voided: row.voided,
          purged: `retention of ${years} years ended`,
        },
      })),
    );
    return rows.length;
  });
}

/** The moment `years` before `now` (29 February falls back to 28 February in a year that has none). */
export function retentionCutoff(now: Date, years: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(now.getUTCFullYear() - years);
  if (cutoff.getUTCMonth() !== now.getUTCMonth()) cutoff.setUTCDate(0);
  return cutoff;
}

/**
 * Purges every company's records past its retention period, in batches; answers how many per company
 * (only companies where some went).
 */
export async function purgeExpiredExposure(
  db: Db,
  now = new Date(),
): Promise<{ companyId: number; purged: number }[]> {
  const { rows: companies } = await db.execute<{ id: number; years: unknown }>(
    sql`SELECT id, settings->'exposure_retention_years' AS years FROM companies ORDER BY id`,
  );
  const done: { companyId: number; purged: number }[] = [];
  for (const company of companies) {
    const years = retentionYears(company.years);
    const cutoff = retentionCutoff(now, years);
    let purged = 0;
    while (purged < PURGE_RUN_MAX) {
      const batch = await purgeBatch(db, company.id, cutoff, years);
      purged += batch;
      if (batch < PURGE_BATCH) break;
    }
    if (purged > 0) done.push({ companyId: company.id, purged });
  }
  return done;
}
