/**
 * The exposure register's benchmark data (bench/http-data.ts calls it only when an exposure scenario runs):
 * records spread over ten years for people with the exposure switch, and plans.
 *
 * Fast because it is set-based: one `INSERT … SELECT … FROM generate_series(lo, hi)` per batch of records,
 * with every id it needs worked out once beforehand (people, products with their current sheet, places, the
 * keeper) and passed in, so a batch is a plain scan of the series joined to three small keyed tables. The
 * register's row trigger (`exposure_register_follow`, an upsert per record) is disabled while the records go
 * in and the register is then filled in one `INSERT … SELECT … GROUP BY` over the company's records before
 * the trigger is enabled again, all in one transaction. The foreign keys are checked as usual. The register
 * comes out exactly as the trigger would have left it (tests/api/bench-exposure-data.test.ts compares the
 * two ways on a small size).
 */
import type { Database } from "../db/client";

export interface ExposureTarget {
  /** Records in all, over the ten years before `until`. */
  records: number;
  /** People with the exposure switch (bench users, the first by id), products and leaf places they use. */
  people: number;
  products: number;
  locations: number;
}

export interface ExposureOptions {
  /** The newest record's start (records go back ten years from it); now by default. */
  until?: Date;
  /** Records per INSERT … SELECT (100,000 by default). */
  batch?: number;
  /** Keep the register's trigger on and let it count each record (the slow way, for the comparison test). */
  viaTrigger?: boolean;
}

/** Ten years in seconds: the span the records are spread over. */
const SPAN_SECONDS = 315_576_000;

/**
 * `target.records` exposure records for `target.people` users of the company whose email starts with
 * `bench.user` (their exposure switch is turned on). Each person works with five (place, product) pairs of
 * their own, so the register has about five lines a person whatever the number of records, as a real
 * register would; one record in ten is self-reported, one in 500 voided. Returns the seconds it took.
 */
export async function generateExposure(
  db: Database,
  companyId: number,
  target: ExposureTarget,
  options: ExposureOptions = {},
): Promise<number> {
  const started = performance.now();
  const until = (options.until ?? new Date()).toISOString();
  const batch = options.batch ?? 100_000;
  const connection = await db.$client.connect();
  const q = (text: string, values: unknown[] = []) => connection.query(text, values);
  try {
    await q("BEGIN");
    await q(
      `UPDATE users SET exposure = true
       WHERE company_id = $1 AND id IN (
         SELECT id FROM users WHERE company_id = $1 AND email LIKE 'bench.user%' AND deactivated_at IS NULL
         ORDER BY id LIMIT $2)`,
      [companyId, target.people],
    );
    await q(
      `CREATE TEMP TABLE bench_exposure_people ON COMMIT DROP AS
       SELECT (row_number() OVER (ORDER BY id) - 1)::int AS k, id FROM users
       WHERE company_id = $1 AND exposure AND deactivated_at IS NULL AND email LIKE 'bench.user%'`,
      [companyId],
    );
    await q(
      `CREATE TEMP TABLE bench_exposure_products ON COMMIT DROP AS
       SELECT (row_number() OVER (ORDER BY p.id) - 1)::int AS k, p.id, s.id AS sds_id,
         jsonb_build_object('name', p.name, 'supplier', p.supplier) AS product,
         CASE WHEN s.id IS NULL THEN NULL ELSE jsonb_build_object('key', s.key, 'version', s.version,
           'dateIssue', s.date_issue, 'languageId', s.language_id, 'hazardStatements', to_jsonb(s.hazard_statements),
           'casNumbers', to_jsonb(s.cas_numbers)) END AS sds
       FROM (SELECT id, name, supplier FROM products WHERE company_id = $1 ORDER BY id DESC LIMIT $2) p
       LEFT JOIN LATERAL (SELECT * FROM sds_documents sd WHERE sd.company_id = $1 AND sd.product_id = p.id
         AND sd.superseded_by_id IS NULL AND NOT sd.pending ORDER BY sd.id LIMIT 1) s ON true`,
      [companyId, target.products],
    );
    await q(
      `CREATE TEMP TABLE bench_exposure_places ON COMMIT DROP AS
       SELECT (row_number() OVER (ORDER BY l.id) - 1)::int AS k, l.id,
         jsonb_build_object('path', coalesce(pp.name || ' / ', '') || l.name) AS location
       FROM (SELECT * FROM locations c WHERE c.company_id = $1 AND NOT c.archived
         AND NOT EXISTS (SELECT 1 FROM locations ch WHERE ch.company_id = $1 AND ch.parent_id = c.id)
         ORDER BY c.id DESC LIMIT $2) l
       LEFT JOIN locations pp ON pp.company_id = $1 AND pp.id = l.parent_id`,
      [companyId, target.locations],
    );
    for (const table of ["bench_exposure_people", "bench_exposure_products", "bench_exposure_places"]) {
      await q(`ALTER TABLE ${table} ADD PRIMARY KEY (k)`);
      await q(`ANALYZE ${table}`);
    }
    const count = async (table: string) =>
      Number((await q(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n);
    const [people, products, places] = [
      await count("bench_exposure_people"),
      await count("bench_exposure_products"),
      await count("bench_exposure_places"),
    ];
    const keeper = (
      await q(`SELECT id FROM users WHERE company_id = $1 AND email = 'keeper@demo.test'`, [companyId])
    ).rows[0]?.id as number | undefined;
    if (people === 0 || products === 0 || places === 0 || keeper === undefined) {
      throw new Error(
        `exposure data needs bench users, products, leaf locations and keeper@demo.test ` +
          `(found ${people}, ${products}, ${places}, ${keeper ?? "no keeper"})`,
      );
    }

    if (!options.viaTrigger) {
      await q(`ALTER TABLE exposure_instances DISABLE TRIGGER exposure_register_follow`);
    }
    // Record g: person g mod people; that person's pair (g / people) mod 5; started g × (ten years / n)
    // before `until`.
    for (let lo = 1; lo <= target.records; lo += batch) {
      const hi = Math.min(target.records, lo + batch - 1);
      await q(
        `INSERT INTO exposure_instances (company_id, person_id, location_id, product_id, sds_id, snapshot,
           started_at, duration_minutes, routes, ppe, recorded_by, voided_at, voided_by, void_reason)
         SELECT $1, pe.id, pl.id, pr.id, pr.sds_id,
           jsonb_build_object('product', pr.product, 'sds', pr.sds, 'location', pl.location),
           w.at, 5 + (g * 37) % 240, 1 + g % 3, g % 8,
           CASE WHEN g % 10 = 0 THEN pe.id ELSE $6::int END,
           CASE WHEN g % 500 = 0 THEN w.at + interval '1 day' END,
           CASE WHEN g % 500 = 0 THEN $6::int END,
           CASE WHEN g % 500 = 0 THEN 'Recorded for the wrong person' END
         FROM generate_series($2::int, $3::int) g
         CROSS JOIN LATERAL (SELECT (g % $7)::int AS person, ((g / $7) % 5)::int AS pair,
           $5::timestamptz - make_interval(secs => g * (${SPAN_SECONDS}.0 / $4)) AS at) w
         JOIN bench_exposure_people pe ON pe.k = w.person
         JOIN bench_exposure_products pr ON pr.k = (w.person * 11 + w.pair * 17) % $8
         JOIN bench_exposure_places pl ON pl.k = (w.person * 7 + w.pair * 13) % $9`,
        [companyId, lo, hi, target.records, until, keeper, people, products, places],
      );
    }
    if (!options.viaTrigger) {
      // What the trigger would have left: a line per place, product and person with a record that is not
      // voided, counted over all of the company's records (lines the demo data already has included).
      await q(
        `INSERT INTO exposure_register_entries
           (company_id, location_id, product_id, person_id, first_at, last_at, occasions, total_minutes)
         SELECT company_id, location_id, product_id, person_id, min(started_at), max(started_at), count(*)::int,
           sum(duration_minutes)::int
         FROM exposure_instances WHERE company_id = $1 AND voided_at IS NULL
         GROUP BY company_id, location_id, product_id, person_id
         ON CONFLICT (company_id, location_id, product_id, person_id) DO UPDATE
           SET first_at = EXCLUDED.first_at, last_at = EXCLUDED.last_at, occasions = EXCLUDED.occasions,
             total_minutes = EXCLUDED.total_minutes`,
        [companyId],
      );
      await q(`ALTER TABLE exposure_instances ENABLE TRIGGER exposure_register_follow`);
    }
    await q("COMMIT");
  } catch (error) {
    await q("ROLLBACK");
    throw error;
  } finally {
    connection.release();
  }
  await db.$client.query("ANALYZE exposure_instances, exposure_register_entries, users");
  return (performance.now() - started) / 1000;
}

/**
 * `n` exposure plans, in batches of 50,000: each about a product where it is held, at its location, with
 * one person of the register (welder@demo.test); starts spread over five years, one in three closed. The
 * snapshot keeps the product's name and the location's name (the list shows them from it). Returns the
 * seconds it took.
 */
export async function generateExposurePlans(db: Database, companyId: number, n: number): Promise<number> {
  const started = performance.now();
  const connection = await db.$client.connect();
  const q = (text: string, values: unknown[] = []) => connection.query(text, values);
  try {
    await q("BEGIN");
    await q(
      `CREATE TEMP TABLE bench_plan_placements ON COMMIT DROP AS
       SELECT (row_number() OVER (ORDER BY lp.id) - 1)::int AS k, lp.location_id, lp.product_id,
         p.name AS product, l.name AS location
       FROM location_products lp
       JOIN locations l ON l.company_id = lp.company_id AND l.id = lp.location_id
       JOIN products p ON p.company_id = lp.company_id AND p.id = lp.product_id
       WHERE lp.company_id = $1 AND NOT lp.archived`,
      [companyId],
    );
    await q(`ALTER TABLE bench_plan_placements ADD PRIMARY KEY (k)`);
    await q(`ANALYZE bench_plan_placements`);
    const placements = Number((await q(`SELECT count(*)::int AS n FROM bench_plan_placements`)).rows[0].n);
    const person = async (email: string) =>
      (await q(`SELECT id FROM users WHERE company_id = $1 AND email = $2`, [companyId, email])).rows[0]
        ?.id as number | undefined;
    const [keeper, welder] = [await person("keeper@demo.test"), await person("welder@demo.test")];
    if (placements === 0 || keeper === undefined || welder === undefined) {
      throw new Error("exposure plans need placements, keeper@demo.test and welder@demo.test");
    }
    const batch = 50_000;
    for (let lo = 1; lo <= n; lo += batch) {
      const hi = Math.min(n, lo + batch - 1);
      await q(
        `WITH made AS (
           INSERT INTO exposure_plans (company_id, title, location_id, product_id, snapshot, starts_on, ends_on,
             expected_minutes, frequency, routes, ppe, closed_at, created_by)
           SELECT $1, 'Bench plan ' || g || ': ' || bp.product, bp.location_id, bp.product_id,
             jsonb_build_object('product', jsonb_build_object('name', bp.product, 'supplier', ''), 'sds', null,
               'location', jsonb_build_object('path', bp.location)),
             to_char(now() - make_interval(days => g % 1800), 'YYYY-MM-DD'),
             CASE WHEN g % 2 = 0 THEN to_char(now() - make_interval(days => g % 1800) + interval '90 days', 'YYYY-MM-DD') END,
             15 + g % 120, (ARRAY['daily', 'weekly', 'monthly', 'occasionally'])[1 + g % 4], 1 + g % 3, 8,
             CASE WHEN g % 3 = 0 THEN now() - make_interval(days => g % 1800) END, $5::int
           FROM generate_series($2::int, $3::int) g
           JOIN bench_plan_placements bp ON bp.k = ((g::bigint * 7919) % $4)::int
           RETURNING id
         )
         INSERT INTO exposure_plan_people (company_id, plan_id, user_id)
         SELECT $1, made.id, $6::int FROM made`,
        [companyId, lo, hi, placements, keeper, welder],
      );
    }
    await q("COMMIT");
  } catch (error) {
    await q("ROLLBACK");
    throw error;
  } finally {
    connection.release();
  }
  await db.$client.query("ANALYZE exposure_plans, exposure_plan_people");
  return (performance.now() - started) / 1000;
}
