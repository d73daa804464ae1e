import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { routeBits, type ExposureRoute, type Frequency } from "../core/exposure/kinds";
import { PPE_CHOICES } from "../core/smartforms/answers";
import { loadLocationPath, loadProductSheet, snapshotOf } from "../api/exposure/store";

/**
 * The demo company's exposure plans (decision 047): planned work with the registrable products actually held
 * at its locations, done by the people the register applies to (welder@, painter@, labtech@, cleaner@), one
 * of them started from a risk assessment, one at Bergen depot (the depot's keeper sees only that one) and
 * one closed. Records are seeded by the records part on their own; seedExposurePlans answers the plans'
 * uids by title so that seed can name them.
 */

type Executor = Pick<Database, "execute">;

interface SeedPlan {
  title: string;
  work: string;
  location: string;
  product: string;
  people: string[];
  startsOn: string;
  endsOn: string | null;
  minutes: number;
  frequency: Frequency;
  routes: ExposureRoute[];
  ppe: (typeof PPE_CHOICES)[number][];
  measures: string;
  /** The title of the risk assessment it was started from. */
  source?: string;
  closedOn?: string;
}

export const DEMO_EXPOSURE_PLANS: readonly SeedPlan[] = [
  {
    title: "Preparing benzene calibration standards",
    work: "Weigh about 1 g benzene into 100 mL volumetric flasks and dilute with methanol for the GC calibration.",
    location: "Quality control lab",
    product: "Benzene",
    people: ["labtech@demo.test"],
    startsOn: "2026-01-05",
    endsOn: "2026-12-18",
    minutes: 20,
    frequency: "weekly",
    routes: ["inhalation", "skin"],
    ppe: ["goggles", "chemical_gloves", "lab_coat"],
    measures: "Only in the fume cupboard; closed vials; waste in the halogen-free solvent can.",
    source: "Sample preparation in the quality control lab",
  },
  {
    title: "COD titration with potassium dichromate",
    work: "Chemical oxygen demand of waste water samples: dichromate digestion at 150 °C and titration.",
    location: "Laboratory 2",
    product: "Potassium dichromate",
    people: ["labtech@demo.test"],
    startsOn: "2026-02-02",
    endsOn: null,
    minutes: 45,
    frequency: "weekly",
    routes: ["skin", "inhalation"],
    ppe: ["goggles", "chemical_gloves", "lab_coat"],
    measures: "Ready-made digestion tubes instead of weighing the solid; spills wiped up wet.",
  },
  {
    title: "Charging N-methyl-2-pyrrolidone on mixing line 1",
    work: "Pump NMP from 200 L drums into the mixer and take the first batch sample.",
    location: "Mixing line 1",
    product: "N-Methyl-2-pyrrolidone",
    people: ["welder@demo.test", "painter@demo.test"],
    startsOn: "2026-03-01",
    endsOn: null,
    minutes: 90,
    frequency: "daily",
    routes: ["skin", "inhalation", "eyes"],
    ppe: ["face_shield", "chemical_gloves"],
    measures: "Closed drum pump; local exhaust at the charging hatch; butyl gloves changed every shift.",
    source: "Charging batches on mixing line 1",
  },
  {
    title: "Repacking paraformaldehyde in the storage hall",
    work: "Split 25 kg sacks of paraformaldehyde prills into 1 kg containers for the laboratories.",
    location: "Storage hall",
    product: "Paraformaldehyde",
    people: ["cleaner@demo.test"],
    startsOn: "2026-04-06",
    endsOn: "2026-10-30",
    minutes: 60,
    frequency: "monthly",
    routes: ["inhalation", "skin"],
    ppe: ["goggles", "chemical_gloves", "respirator_particle"],
    measures: "Scoop, never pour; the extraction arm over the scale; P3 mask when it is down.",
  },
  {
    title: "Lead oxide glaze trial in the workshop",
    work: "Mixing small glaze batches with lead(II) oxide for a customer's trial.",
    location: "Workshop",
    product: "Lead(II) oxide",
    people: ["painter@demo.test"],
    startsOn: "2025-09-01",
    endsOn: "2025-11-28",
    minutes: 30,
    frequency: "occasionally",
    routes: ["inhalation", "ingestion"],
    ppe: ["chemical_gloves"],
    measures: "Wet mixing only; no eating or drinking in the workshop; hands washed before breaks.",
    closedOn: "2025-12-01",
  },
];

async function one(db: Executor, query: ReturnType<typeof sql>, what: string): Promise<number> {
  const row = (await db.execute(query)).rows[0] as { id: number } | undefined;
  if (!row) throw new Error(`seed: no ${what}`);
  return Number(row.id);
}

/** Inserts the demo plans of `companyId` with their snapshots; answers their uids by title. */
export async function seedExposurePlans(db: Executor, companyId: number): Promise<Map<string, string>> {
  const scope = { companyId, roots: null };
  const keeper = await one(db, sql`SELECT id FROM users WHERE email = 'keeper@demo.test'`, "keeper@");
  const uids = new Map<string, string>();
  for (const plan of DEMO_EXPOSURE_PLANS) {
    const locationId = await one(
      db,
      sql`SELECT id FROM locations WHERE company_id = ${companyId} AND name = ${plan.location}`,
      plan.location,
    );
    const productId = await one(
      db,
      sql`SELECT id FROM products WHERE company_id = ${companyId} AND name = ${plan.product}`,
      plan.product,
    );
    const sheet = await loadProductSheet(db, scope, productId);
    const path = await loadLocationPath(db, scope, locationId);
    if (!sheet || path === undefined) throw new Error(`seed: plan ${plan.title}`);
    const source = plan.source
      ? await one(
          db,
          sql`SELECT root_id AS id FROM smartform_documents
            WHERE company_id = ${companyId} AND title = ${plan.source} ORDER BY version_no LIMIT 1`,
          plan.source,
        )
      : null;
    const ppe = PPE_CHOICES.reduce(
      (bits, choice, index) => (plan.ppe.includes(choice) ? bits | (1 << index) : bits),
      0,
    );
    const closedAt = plan.closedOn ? `${plan.closedOn}T15:00:00Z` : null;
    const inserted = await db.execute(sql`
      INSERT INTO exposure_plans (company_id, title, work_description, location_id, product_id, sds_id, snapshot,
        starts_on, ends_on, expected_minutes, frequency, routes, ppe, measures, source_document_id,
        closed_at, closed_by, created_by, created_at, updated_at)
      VALUES (${companyId}, ${plan.title}, ${plan.work}, ${locationId}, ${productId}, ${sheet.sds?.id ?? null},
        ${JSON.stringify(snapshotOf(sheet, path))}::jsonb, ${plan.startsOn}, ${plan.endsOn}, ${plan.minutes},
        ${plan.frequency}, ${routeBits(plan.routes)}, ${ppe}, ${plan.measures}, ${source},
        ${closedAt}::timestamptz, ${closedAt ? keeper : null}, ${keeper},
        ${`${plan.startsOn}T08:00:00Z`}::timestamptz, ${`${plan.startsOn}T08:00:00Z`}::timestamptz)
      RETURNING id, uid`);
    const { id, uid } = inserted.rows[0] as { id: number; uid: string };
    await db.execute(sql`
      INSERT INTO exposure_plan_people (company_id, plan_id, user_id)
      SELECT ${companyId}, ${id}, u.id FROM users u
      WHERE u.company_id = ${companyId} AND u.email = ANY(${sql.param(plan.people)}::text[])`);
    uids.set(plan.title, uid);
  }
  return uids;
}

/** The demo plans' uids by title, read back from a seeded database (for other seeds and tests). */
export async function exposurePlanUids(db: Executor, companyId: number): Promise<Map<string, string>> {
  const result = await db.execute(sql`
    SELECT title, uid FROM exposure_plans
    WHERE company_id = ${companyId} AND title = ANY(${sql.param(DEMO_EXPOSURE_PLANS.map((plan) => plan.title))}::text[])`);
  return new Map((result.rows as { title: string; uid: string }[]).map((row) => [row.title, row.uid]));
}
