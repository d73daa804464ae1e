import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { routesOf } from "../core/exposure/kinds";
import { formatDuration } from "../core/exposure/duration";
import { PPE_CHOICES, bitsOf } from "../core/smartforms/answers";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * A year of the demo company's exposure records (decision 047): the four people the register applies to
 * (welder@, painter@, labtech@, cleaner@) exposed to the registrable products held at its locations, a few
 * times a week each, for ten minutes to three hours, by inhalation and often the skin, with the PPE their
 * work asks for; a few air measurements, one incident, two corrections with their history, one record made
 * in error and one the person reported themself. Dates count back from the day the seed runs, one insert
 * for them all (the register's lines are PostgreSQL's doing: its trigger adds each record to its line).
 * Spread by the record's number, never by Math.random, so two seeds give the same records.
 */

const PEOPLE = ["welder@demo.test", "painter@demo.test", "labtech@demo.test", "cleaner@demo.test"] as const;

/** How many records: about a year of occasions for four people. */
const RECORDS = 220;

const ppeBits = (...names: (typeof PPE_CHOICES)[number][]) =>
  names.reduce((bits, name) => bits | (1 << PPE_CHOICES.indexOf(name)), 0);

/** What each person wears, in PEOPLE order. */
const PPE_BY_PERSON = [
  ppeBits("face_shield", "chemical_gloves", "respirator_particle", "safety_shoes"),
  ppeBits("goggles", "chemical_gloves", "chemical_suit", "respirator_gas"),
  ppeBits("safety_glasses", "chemical_gloves", "lab_coat"),
  ppeBits("goggles", "chemical_gloves", "apron"),
];

const NOTES = [
  "Decanting into the working container",
  "Weighing out for the batch",
  "Cleaning the equipment afterwards",
  "Sampling for quality control",
  "Topping up the line",
  "Wiping down the bench",
];

export async function seedExposureRecords(tx: Transaction, companyId: number): Promise<void> {
  const people = (
    await tx.execute(sql`
      SELECT id, email, name FROM users
      WHERE company_id = ${companyId} AND exposure AND email = ANY(${sql.param([...PEOPLE])}::text[])
      ORDER BY array_position(${sql.param([...PEOPLE])}::text[], email)`)
  ).rows as { id: number; email: string; name: string }[];
  const keeper = (
    await tx.execute(sql`SELECT id FROM users WHERE company_id = ${companyId} AND email = 'keeper@demo.test'`)
  ).rows[0] as { id: number } | undefined;
  if (people.length !== PEOPLE.length || !keeper) throw new Error("seed: the exposure register's people");

  // Every registrable product (a CMR 1A/1B statement on its current sheet) at an active location, with the
  // location's path and the sheet as the records keep them.
  const inserted = await tx.execute(sql`
    WITH RECURSIVE paths AS (
      SELECT id, name::text AS path FROM locations WHERE company_id = ${companyId} AND parent_id IS NULL
      UNION ALL
      SELECT l.id, paths.path || ' / ' || l.name FROM locations l
      JOIN paths ON l.parent_id = paths.id WHERE l.company_id = ${companyId}
    ),
    pairs AS (
      SELECT row_number() OVER (ORDER BY lp.location_id, lp.product_id) - 1 AS n, lp.location_id, lp.product_id,
        sd.id AS sds_id,
        jsonb_build_object(
          'product', jsonb_build_object('name', p.name, 'supplier', p.supplier),
          'sds', jsonb_build_object('key', sd.key, 'version', sd.version, 'dateIssue', sd.date_issue,
            'languageId', sd.language_id, 'hazardStatements', to_jsonb(sd.hazard_statements),
            'casNumbers', to_jsonb(sd.cas_numbers)),
          'location', jsonb_build_object('path', paths.path)) AS snapshot,
        p.name AS product_name
      FROM location_products lp
      JOIN locations l ON l.company_id = lp.company_id AND l.id = lp.location_id AND NOT l.archived
      JOIN paths ON paths.id = lp.location_id
      JOIN products p ON p.company_id = lp.company_id AND p.id = lp.product_id
      JOIN LATERAL (
        SELECT s.* FROM sds_documents s
        WHERE s.company_id = p.company_id AND s.product_id = p.id AND s.superseded_by_id IS NULL AND NOT s.pending
        ORDER BY s.date_issue DESC, s.id DESC LIMIT 1
      ) sd ON true
      WHERE lp.company_id = ${companyId} AND NOT lp.archived
        AND EXISTS (SELECT 1 FROM unnest(sd.hazard_statements) h WHERE h ~ '^H3(40|50|60)')
    ),
    people AS (
      SELECT ordinality - 1 AS k, id FROM unnest(${sql.param(people.map((p) => p.id))}::int[]) WITH ORDINALITY AS u(id, ordinality)
    ),
    series AS (
      SELECT g, g % 4 AS k, abs(hashtext('exposure-' || g)) AS h FROM generate_series(0, ${RECORDS - 1}) g
    )
    INSERT INTO exposure_instances (company_id, person_id, location_id, product_id, sds_id, snapshot, started_at,
      duration_minutes, routes, ppe, measurements, incident, notes, recorded_by, created_at, updated_at)
    SELECT ${companyId}, people.id, pairs.location_id, pairs.product_id, pairs.sds_id, pairs.snapshot, started,
      10 + s.h % 171,
      CASE WHEN s.h % 3 = 0 THEN 3 WHEN s.h % 11 = 0 THEN 7 ELSE 1 END,
      (${sql.param(PPE_BY_PERSON)}::int[])[s.k + 1],
      CASE WHEN s.g % 23 = 0 THEN jsonb_build_array(jsonb_build_object('agent', pairs.product_name,
        'value', round(((s.h % 90) / 100.0 + 0.05)::numeric, 2), 'unit', 'mg/m³',
        'method', 'Personal air sampling, 8-hour time-weighted average')) ELSE '[]'::jsonb END,
      CASE WHEN s.g = 17 THEN 'A drum bung came loose and splashed the forearm above the glove; washed at once, '
        || 'glove and sleeve changed, reported to the supervisor.' ELSE '' END,
      (${sql.param(NOTES)}::text[])[s.h % ${NOTES.length} + 1],
      CASE WHEN s.g = 3 THEN people.id ELSE ${keeper.id} END,
      started, started
    FROM series s
    JOIN people ON people.k = s.k
    JOIN pairs ON pairs.n = (s.g * 7 + s.k * 3) % (SELECT count(*) FROM pairs)
    CROSS JOIN LATERAL (
      SELECT date_trunc('day', now()) - make_interval(days => 2 + (s.g * 363) / ${RECORDS})
        + make_interval(hours => 7 + s.h % 8, mins => (s.h % 4) * 15) AS started
    ) t
    ORDER BY s.g
    RETURNING id`);
  const ids = (inserted.rows as { id: number }[]).map((row) => row.id);
  if (ids.length < 150)
    throw new Error(`seed: ${ids.length} exposure records (no registrable products placed?)`);

  // Two corrections and a record made in error, each with its earlier values kept first (as the API does).
  const changes: {
    id: number;
    change: "corrected" | "voided";
    reason: string;
    set: ReturnType<typeof sql>;
  }[] = [
    {
      id: ids[5]!,
      change: "corrected",
      reason: "The work order shows the job took 45 minutes longer than first entered.",
      set: sql`duration_minutes = duration_minutes + 45`,
    },
    {
      id: ids[11]!,
      change: "corrected",
      reason: "The gas respirator was worn too, as the foreman confirmed.",
      set: sql`ppe = ppe | ${ppeBits("respirator_gas")}`,
    },
    {
      id: ids[20]!,
      change: "voided",
      reason: "Entered twice: the same occasion was recorded the day before.",
      set: sql`voided_at = now(), voided_by = ${keeper.id}, void_reason = 'Entered twice: the same occasion was recorded the day before.'`,
    },
  ];
  for (const change of changes) {
    const row = (
      await tx.execute(sql`
        SELECT i.revision, i.person_id, u.name, i.sds_id, i.snapshot, i.started_at, i.duration_minutes, i.routes,
          i.ppe, i.measurements, i.incident, i.notes
        FROM exposure_instances i JOIN users u ON u.company_id = i.company_id AND u.id = i.person_id
        WHERE i.company_id = ${companyId} AND i.id = ${change.id}`)
    ).rows[0] as {
      revision: number;
      person_id: number;
      name: string;
      sds_id: number | null;
      snapshot: { sds: { version: string } | null };
      started_at: string;
      duration_minutes: number;
      routes: number;
      ppe: number;
      measurements: unknown[];
      incident: string;
      notes: string;
    };
    const values = {
      person: row.name,
      person_id: row.person_id,
      sds_id: row.sds_id,
      sheet: row.snapshot.sds?.version ?? null,
      started_at: new Date(row.started_at).toISOString(),
      duration: formatDuration(row.duration_minutes),
      routes: routesOf(row.routes),
      ppe: bitsOf(row.ppe).map((bit) => PPE_CHOICES[Math.log2(bit)]),
      measurements: row.measurements,
      incident: row.incident,
      notes: row.notes,
    };
    await tx.execute(sql`
      INSERT INTO exposure_instance_revisions (company_id, instance_id, revision, change, values, reason, changed_by)
      VALUES (${companyId}, ${change.id}, ${row.revision}, ${change.change}, ${JSON.stringify(values)}::jsonb,
        ${change.reason}, ${keeper.id})`);
    await tx.execute(sql`
      UPDATE exposure_instances SET ${change.set}, revision = revision + 1, updated_at = now()
      WHERE company_id = ${companyId} AND id = ${change.id}`);
  }
}
