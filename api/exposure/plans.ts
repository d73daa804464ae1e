import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { formatDuration } from "../../core/exposure/duration";
import { routeBits, routesOf } from "../../core/exposure/kinds";
import {
  PLAN_CHOICES_MAX,
  PLAN_PAGE_SIZE,
  PLAN_ROWS_MAX,
  type PlanStatus,
} from "../../core/exposure/plan-list";
import type { PlanInput } from "../../core/exposure/plan-rules";
import { PPE_CHOICES } from "../../core/smartforms/answers";
import { DOCUMENT_TYPES } from "../../core/smartforms/kinds";
import type { ExposureSnapshot } from "../../db/schema";
import { recordActivity } from "../activities/record";
import { isLocationInScope, locationInScope, type LocationScope } from "../locations/scope";
import { planEnglish } from "./plan-english";
import { namedProducts } from "./name-search";
import type { Plan, PlanChoices, PlanList } from "./schemas";
import {
  loadLocationPath,
  loadProductSheet,
  readsAll,
  registerPeople,
  registrableOf,
  snapshotOf,
  type ExposureAccess,
} from "./store";

/**
 * Exposure plans (docs/decisions/047-exposure-register.md): the list, a plan with its people, making and
 * changing one, closing and reopening it. Keepers and readers see the plans at their locations; a person
 * the register applies to sees the plans that name them. Every statement names the company; a plan nobody
 * may see answers as missing.
 */

type Executor = Pick<Database, "execute">;

/** A plan's public id: a uuid. Anything else is not a plan. */
const UID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const isPlanUid = (value: string): boolean => UID.test(value);

/** `%text%` for LIKE, with LIKE's own characters matched literally. */
const containsPattern = (text: string): string =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A condition on plan `p`: the caller may read it (at their locations if they read all; naming them). */
function planVisible(access: ExposureAccess, scope: LocationScope): SQL {
  const names = sql`EXISTS (SELECT 1 FROM exposure_plan_people pp
    WHERE pp.company_id = p.company_id AND pp.plan_id = p.id AND pp.user_id = ${access.userId})`;
  if (readsAll(access)) {
    return access.inRegister
      ? sql`(${locationInScope(scope, sql`p.location_id`)} OR ${names})`
      : locationInScope(scope, sql`p.location_id`);
  }
  return access.inRegister ? names : sql`false`;
}

export interface PlanListFilters {
  q?: string;
  status: PlanStatus;
  locationId?: number;
  productId?: number;
  personId?: number;
  page: number;
}

/**
 * The total of an unfiltered list of every plan of the company, as kept in exposure_plan_counts by triggers
 * (the list_indexes migration): a keeper or reader of the whole company sees every plan, so the company's count of open,
 * closed or all plans is the list's total, read by primary key instead of counting up to 100,000 rows.
 * Null for a list that is filtered, limited to top nodes or to the plans naming the caller: it is counted.
 */
function keptTotal(access: ExposureAccess, scope: LocationScope, filters: PlanListFilters): SQL | null {
  const filtered =
    (filters.q?.trim() ?? "") !== "" ||
    filters.locationId !== undefined ||
    filters.productId !== undefined ||
    filters.personId !== undefined;
  if (filtered || !readsAll(access) || scope.roots !== null) return null;
  const value =
    filters.status === "open"
      ? sql`c.open`
      : filters.status === "closed"
        ? sql`c.closed`
        : sql`c.open + c.closed`;
  return sql`
    SELECT coalesce((SELECT ${value} FROM exposure_plan_counts c WHERE c.company_id = ${access.companyId}), 0)::int
      AS n`;
}

/**
 * A page of the plans the caller may read, newest start first, bounded at PLAN_ROWS_MAX rows; undefined
 * when the location filter names a location that is not the caller's to see.
 */
export async function listPlans(
  db: Executor,
  access: ExposureAccess,
  scope: LocationScope,
  filters: PlanListFilters,
): Promise<PlanList | undefined> {
  if (filters.locationId !== undefined && !(await isLocationInScope(db, scope, filters.locationId)))
    return undefined;
  const conditions: SQL[] = [sql`p.company_id = ${access.companyId}`, planVisible(access, scope)];
  if (filters.status === "open") conditions.push(sql`p.closed_at IS NULL`);
  if (filters.status === "closed") conditions.push(sql`p.closed_at IS NOT NULL`);
  const q = filters.q?.trim();
  if (q) conditions.push(sql`p.title_lower LIKE ${containsPattern(q)}`);
  if (filters.locationId !== undefined) {
    conditions.push(
      sql`p.location_id IN (SELECT id FROM location_subtree(${access.companyId}, ARRAY[${filters.locationId}]::int[]))`,
    );
  }
  if (filters.productId !== undefined) conditions.push(sql`p.product_id = ${filters.productId}`);
  if (filters.personId !== undefined) {
    conditions.push(sql`EXISTS (SELECT 1 FROM exposure_plan_people f
      WHERE f.company_id = p.company_id AND f.plan_id = p.id AND f.user_id = ${filters.personId})`);
  }
  const where = sql.join(conditions, sql` AND `);
  const offset = (filters.page - 1) * PLAN_PAGE_SIZE;
  const [page, count] = await Promise.all([
    // The page's ids from the list index first (the open plans' own index for the default page: an
    // index-only walk, so a deep page skips index entries, not rows); then the rows, names and counts of
    // those 50 only. The inner ORDER BY spells out NULLS LAST because the list indexes are built so (DESC
    // alone means NULLS FIRST, and PostgreSQL then sorts every plan instead of reading the index in order);
    // both columns are NOT NULL, so the order is the same.
    db.execute(sql`
      SELECT p.uid, p.title, p.location_id, p.product_id, p.snapshot, p.starts_on, p.ends_on, p.frequency,
        p.closed_at IS NOT NULL AS closed,
        (SELECT count(*)::int FROM exposure_plan_people c WHERE c.company_id = p.company_id AND c.plan_id = p.id) AS people
      FROM (
        SELECT p.id FROM exposure_plans p WHERE ${where}
        ORDER BY p.starts_on DESC NULLS LAST, p.id DESC NULLS LAST
        LIMIT ${PLAN_PAGE_SIZE} OFFSET ${offset}
      ) page
      JOIN exposure_plans p ON p.company_id = ${access.companyId} AND p.id = page.id
      ORDER BY p.starts_on DESC, p.id DESC`),
    db.execute(
      keptTotal(access, scope, filters) ??
        // Counted up to the bound: a count never reads more rows than a page may reach.
        sql`
          SELECT count(*)::int AS n FROM (SELECT 1 FROM exposure_plans p WHERE ${where} LIMIT ${PLAN_ROWS_MAX}) bounded`,
    ),
  ]);
  return {
    data: (page.rows as Record<string, unknown>[]).map((row) => {
      const snapshot = row.snapshot as ExposureSnapshot;
      return {
        uid: String(row.uid),
        title: String(row.title),
        location: { id: Number(row.location_id), path: snapshot.location?.path ?? "" },
        product: { id: Number(row.product_id), name: snapshot.product.name },
        starts_on: String(row.starts_on),
        ends_on: (row.ends_on as string | null) ?? null,
        frequency: row.frequency as Plan["frequency"],
        people: Number(row.people),
        closed: Boolean(row.closed),
      };
    }),
    meta: { total: Number((count.rows[0] as { n: number }).n), page: filters.page, limit: PLAN_PAGE_SIZE },
  };
}

interface PlanRow {
  id: number;
  uid: string;
  title: string;
  work_description: string;
  location_id: number;
  product_id: number;
  sds_id: number | null;
  snapshot: ExposureSnapshot;
  starts_on: string;
  ends_on: string | null;
  expected_minutes: number;
  frequency: Plan["frequency"];
  routes: number;
  ppe: number;
  measures: string;
  source_document_id: number | null;
  closed_at: Date | string | null;
  revision: number;
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

/** The plan the caller may read, or undefined; `forUpdate` locks it for a change. */
async function loadPlanRow(
  db: Executor,
  access: ExposureAccess,
  scope: LocationScope,
  uid: string,
  forUpdate = false,
): Promise<PlanRow | undefined> {
  if (!isPlanUid(uid)) return undefined;
  const result = await db.execute(sql`
    SELECT p.* FROM exposure_plans p
    WHERE p.company_id = ${access.companyId} AND p.uid = ${uid} AND ${planVisible(access, scope)}
    ${forUpdate ? sql`FOR UPDATE` : sql``}`);
  return result.rows[0] as PlanRow | undefined;
}

/** A plan with its people, the reasons it is registrable, its source assessment and its records' count. */
export async function getPlan(
  db: Executor,
  access: ExposureAccess,
  scope: LocationScope,
  uid: string,
): Promise<Plan | undefined> {
  const row = await loadPlanRow(db, access, scope, uid);
  if (!row) return undefined;
  const [people, source, records] = await Promise.all([
    db.execute(sql`
      SELECT u.id, u.name FROM exposure_plan_people pp
      JOIN users u ON u.company_id = pp.company_id AND u.id = pp.user_id
      WHERE pp.company_id = ${access.companyId} AND pp.plan_id = ${row.id}
      ORDER BY lower(u.name), u.id`),
    row.source_document_id === null
      ? null
      : db.execute(sql`
          SELECT d.root_id, d.id, d.title FROM smartform_documents d
          WHERE d.company_id = ${access.companyId} AND d.root_id = ${row.source_document_id}
          ORDER BY d.version_no DESC LIMIT 1`),
    db.execute(sql`
      SELECT count(*)::int AS n FROM exposure_instances i
      WHERE i.company_id = ${access.companyId} AND i.plan_id = ${row.id} AND i.voided_at IS NULL`),
  ]);
  const document = source?.rows[0] as { root_id: number; id: number; title: string } | undefined;
  return {
    uid: row.uid,
    title: row.title,
    work_description: row.work_description,
    location_id: row.location_id,
    product_id: row.product_id,
    sds_id: row.sds_id,
    snapshot: row.snapshot,
    reasons: row.snapshot.sds ? registrableOf(row.snapshot.sds) : [],
    people: people.rows as { id: number; name: string }[],
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    expected_minutes: row.expected_minutes,
    expected_duration: formatDuration(row.expected_minutes),
    frequency: row.frequency,
    routes: routesOf(row.routes),
    ppe: PPE_CHOICES.filter((_, index) => (row.ppe & (1 << index)) !== 0),
    measures: row.measures,
    source_document: document
      ? { id: Number(document.root_id), latest_id: Number(document.id), title: document.title }
      : null,
    records: Number((records.rows[0] as { n: number }).n),
    closed_at: row.closed_at === null ? null : iso(row.closed_at),
    revision: row.revision,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    can_edit: access.isAdmin,
  };
}

export type PlanOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; status: 404 }
  | { ok: false; status: 409; error: "stale" | "closed"; message: string }
  | { ok: false; status: 422; errors: Record<string, string[]> };

/** What the database says about a form's references: field errors, or the sheet and location path. */
async function checkReferences(
  db: Executor,
  access: ExposureAccess,
  scope: LocationScope,
  input: PlanInput,
): Promise<
  { errors: Record<string, string[]> } | { errors: null; snapshot: ExposureSnapshot; sdsId: number | null }
> {
  const t = planEnglish;
  const [path, sheet, people, source] = await Promise.all([
    loadLocationPath(db, scope, input.location_id),
    loadProductSheet(db, scope, input.product_id, input.sds_id),
    registerPeople(db, access.companyId, input.people),
    input.source_document_id === null
      ? null
      : db.execute(sql`
          SELECT 1 FROM smartform_documents d
          WHERE d.company_id = ${access.companyId} AND d.root_id = ${input.source_document_id}
            AND d.id = d.root_id AND d.document_type = ${DOCUMENT_TYPES.risk_assessment}
            AND (d.location_id IS NULL OR ${locationInScope(scope, sql`d.location_id`)})`),
  ]);
  const errors: Record<string, string[]> = {};
  if (path === undefined) errors.location_id = [t("exposurePlans.error.location")];
  if (!sheet) {
    if (input.sds_id !== null && (await loadProductSheet(db, scope, input.product_id))) {
      errors.sds_id = [t("exposurePlans.error.sheet")];
    } else {
      errors.product_id = [t("exposurePlans.error.product")];
    }
  }
  if (people.length !== input.people.length) errors.people = [t("exposurePlans.error.person")];
  if (source && source.rows.length === 0) errors.source_document_id = [t("exposurePlans.error.source")];
  if (Object.keys(errors).length > 0 || !sheet || path === undefined) return { errors };
  return { errors: null, snapshot: snapshotOf(sheet, path), sdsId: sheet.sds?.id ?? null };
}

/** The audit trail's view of a plan's fields. */
function activityFields(input: PlanInput, sdsId: number | null) {
  return {
    title: input.title,
    work_description: input.work_description,
    location_id: input.location_id,
    product_id: input.product_id,
    sds_id: sdsId,
    people: input.people.join(", "),
    starts_on: input.starts_on,
    ends_on: input.ends_on,
    expected_duration: formatDuration(input.expected_duration),
    frequency: input.frequency,
    routes: input.routes.join(", "),
    ppe: input.ppe.join(", "),
    measures: input.measures,
    source_document_id: input.source_document_id,
  };
}

const ppeBits = (ppe: readonly string[]): number =>
  PPE_CHOICES.reduce((bits, choice, index) => (ppe.includes(choice) ? bits | (1 << index) : bits), 0);

async function writePeople(tx: Executor, companyId: number, planId: number, people: readonly number[]) {
  await tx.execute(
    sql`DELETE FROM exposure_plan_people WHERE company_id = ${companyId} AND plan_id = ${planId}`,
  );
  await tx.execute(sql`
    INSERT INTO exposure_plan_people (company_id, plan_id, user_id)
    SELECT ${companyId}, ${planId}, unnest(${sql.param([...people])}::int[])`);
}

/** Makes a plan (exposure_admin): its references checked, the snapshot kept, the audit trail written. */
export async function createPlan(
  db: Database,
  access: ExposureAccess,
  scope: LocationScope,
  input: PlanInput,
): Promise<PlanOutcome<string>> {
  const checked = await checkReferences(db, access, scope, input);
  if (checked.errors) return { ok: false, status: 422, errors: checked.errors };
  const uid = await db.transaction(async (tx) => {
    const inserted = await tx.execute(sql`
      INSERT INTO exposure_plans (company_id, title, work_description, location_id, product_id, sds_id,
        snapshot, starts_on, ends_on, expected_minutes, frequency, routes, ppe, measures, source_document_id,
        created_by)
      VALUES (${access.companyId}, ${input.title}, ${input.work_description}, ${input.location_id},
        ${input.product_id}, ${checked.sdsId}, ${JSON.stringify(checked.snapshot)}::jsonb, ${input.starts_on},
        ${input.ends_on}, ${input.expected_duration}, ${input.frequency}, ${routeBits(input.routes)},
        ${ppeBits(input.ppe)}, ${input.measures}, ${input.source_document_id}, ${access.userId})
      RETURNING id, uid`);
    const plan = inserted.rows[0] as { id: number; uid: string };
    await writePeople(tx, access.companyId, plan.id, input.people);
    await recordActivity(tx, {
      companyId: access.companyId,
      actorId: access.userId,
      module: "exposure",
      action: "created",
      object: { type: "exposurePlan", id: plan.uid, label: input.title },
      after: activityFields(input, checked.sdsId),
    });
    return plan.uid;
  });
  return { ok: true, value: uid };
}

const STALE = "The plan was changed after it was read: read it again.";
const CLOSED = "The plan is closed: reopen it to change it.";

/** Changes an open plan with the revision read (else 409 stale; a closed plan 409 closed). */
export async function updatePlan(
  db: Database,
  access: ExposureAccess,
  scope: LocationScope,
  uid: string,
  input: PlanInput & { revision: number },
): Promise<PlanOutcome<string>> {
  const current = await loadPlanRow(db, access, scope, uid);
  if (!current) return { ok: false, status: 404 };
  if (current.closed_at !== null) return { ok: false, status: 409, error: "closed", message: CLOSED };
  if (current.revision !== input.revision) return { ok: false, status: 409, error: "stale", message: STALE };
  const checked = await checkReferences(db, access, scope, input);
  if (checked.errors) return { ok: false, status: 422, errors: checked.errors };
  return db.transaction(async (tx): Promise<PlanOutcome<string>> => {
    const locked = await loadPlanRow(tx, access, scope, uid, true);
    if (!locked) return { ok: false, status: 404 };
    if (locked.closed_at !== null) return { ok: false, status: 409, error: "closed", message: CLOSED };
    if (locked.revision !== input.revision) return { ok: false, status: 409, error: "stale", message: STALE };
    const people = await tx.execute(sql`
      SELECT array_agg(user_id ORDER BY user_id) AS ids FROM exposure_plan_people
      WHERE company_id = ${access.companyId} AND plan_id = ${locked.id}`);
    const before = activityFields(
      {
        title: locked.title,
        work_description: locked.work_description,
        location_id: locked.location_id,
        product_id: locked.product_id,
        sds_id: locked.sds_id,
        people: ((people.rows[0] as { ids: number[] | null }).ids ?? []).map(Number),
        starts_on: locked.starts_on,
        ends_on: locked.ends_on,
        expected_duration: locked.expected_minutes,
        frequency: locked.frequency,
        routes: routesOf(locked.routes),
        ppe: PPE_CHOICES.filter((_, index) => (locked.ppe & (1 << index)) !== 0),
        measures: locked.measures,
        source_document_id: locked.source_document_id,
      },
      locked.sds_id,
    );
    await tx.execute(sql`
      UPDATE exposure_plans SET title = ${input.title}, work_description = ${input.work_description},
        location_id = ${input.location_id}, product_id = ${input.product_id}, sds_id = ${checked.sdsId},
        snapshot = ${JSON.stringify(checked.snapshot)}::jsonb, starts_on = ${input.starts_on},
        ends_on = ${input.ends_on}, expected_minutes = ${input.expected_duration},
        frequency = ${input.frequency}, routes = ${routeBits(input.routes)}, ppe = ${ppeBits(input.ppe)},
        measures = ${input.measures}, source_document_id = ${input.source_document_id},
        revision = revision + 1, updated_by = ${access.userId}, updated_at = now()
      WHERE company_id = ${access.companyId} AND id = ${locked.id}`);
    await writePeople(
      tx,
      access.companyId,
      locked.id,
      [...input.people].sort((a, b) => a - b),
    );
    await recordActivity(tx, {
      companyId: access.companyId,
      actorId: access.userId,
      module: "exposure",
      action: "updated",
      object: { type: "exposurePlan", id: locked.uid, label: input.title },
      before,
      after: activityFields({ ...input, people: [...input.people].sort((a, b) => a - b) }, checked.sdsId),
    });
    return { ok: true, value: locked.uid };
  });
}

/** Closes or reopens a plan (exposure_admin); doing it twice changes nothing. */
export async function setPlanClosed(
  db: Database,
  access: ExposureAccess,
  scope: LocationScope,
  uid: string,
  closed: boolean,
): Promise<PlanOutcome<string>> {
  return db.transaction(async (tx): Promise<PlanOutcome<string>> => {
    const plan = await loadPlanRow(tx, access, scope, uid, true);
    if (!plan) return { ok: false, status: 404 };
    if ((plan.closed_at !== null) === closed) return { ok: true, value: plan.uid };
    await tx.execute(sql`
      UPDATE exposure_plans SET
        closed_at = ${closed ? sql`now()` : sql`NULL`}, closed_by = ${closed ? access.userId : null},
        revision = revision + 1, updated_by = ${access.userId}, updated_at = now()
      WHERE company_id = ${access.companyId} AND id = ${plan.id}`);
    await recordActivity(tx, {
      companyId: access.companyId,
      actorId: access.userId,
      module: "exposure",
      // Reopening is recorded as a change of the closed field; closing has its own action.
      action: closed ? "closed" : "updated",
      object: { type: "exposurePlan", id: plan.uid, label: plan.title },
      before: { closed: !closed },
      after: { closed },
    });
    return { ok: true, value: plan.uid };
  });
}

/**
 * What the plan form offers, bounded whatever the company holds: the chosen product and people named by id
 * (a primary-key read each), and only when searched for, the first PLAN_CHOICES_MAX matches.
 *
 * - Products: those held (not archived) at the caller's locations whose name contains the text and whose
 *   current sheet makes them registrable. The names are found by trigram first (./name-search.ts), then
 *   checked in name order; the sheets with a CMR statement or any CAS number are the candidates (four
 *   times the matches at most), and the Annex VI lookup decides on that bounded set.
 * - People: the people the register applies to (the exposure switch on, not deactivated).
 *
 * The location is chosen with the shared location picker (its own search).
 */
export async function planChoices(
  db: Executor,
  access: ExposureAccess,
  scope: LocationScope,
  query: { productId?: number; personIds?: number[]; productQ?: string; personQ?: string },
): Promise<PlanChoices> {
  const company = access.companyId;
  const productQ = query.productQ?.trim() ?? "";
  const personQ = query.personQ?.trim() ?? "";
  const [chosen, candidates, people, peopleMatches] = await Promise.all([
    query.productId === undefined ? undefined : loadProductSheet(db, scope, query.productId),
    productQ === ""
      ? null
      : db.execute(sql`
          WITH ${namedProducts(company, productQ)}
          SELECT p.id, p.name, p.supplier, s.hazard_statements, s.cas_numbers
          FROM named p
          JOIN LATERAL (
            SELECT sd.hazard_statements, sd.cas_numbers FROM sds_documents sd
            WHERE sd.company_id = ${company} AND sd.product_id = p.id AND sd.superseded_by_id IS NULL
              AND NOT sd.pending
            ORDER BY sd.date_issue DESC, sd.id DESC LIMIT 1
          ) s ON true
          WHERE (cardinality(s.cas_numbers) > 0 OR EXISTS (
              SELECT 1 FROM unnest(s.hazard_statements) h WHERE h ~ '^H3(40|50|60)'))
            AND EXISTS (
              SELECT 1 FROM location_products lp
              WHERE lp.company_id = ${company} AND lp.product_id = p.id AND NOT lp.archived
                AND ${locationInScope(scope, sql`lp.location_id`)})
          ORDER BY p.name_lower, p.id
          LIMIT ${PLAN_CHOICES_MAX * 4}`),
    query.personIds && query.personIds.length > 0
      ? registerPeople(db, company, query.personIds)
      : Promise.resolve([]),
    personQ === ""
      ? null
      : db.execute<{ id: number; name: string }>(sql`
          SELECT id, name FROM users
          WHERE company_id = ${company} AND exposure AND deactivated_at IS NULL
            AND name ILIKE ${containsPattern(personQ)}
          ORDER BY lower(name), id LIMIT ${PLAN_CHOICES_MAX}`),
  ]);
  let productMatches: PlanChoices["product_matches"] = null;
  if (candidates) {
    productMatches = [];
    for (const row of candidates.rows as {
      id: number;
      name: string;
      supplier: string;
      hazard_statements: string[];
      cas_numbers: string[];
    }[]) {
      if (productMatches.length >= PLAN_CHOICES_MAX) break;
      const reasons = registrableOf({ hazardStatements: row.hazard_statements, casNumbers: row.cas_numbers });
      if (reasons.length === 0) continue;
      productMatches.push({ id: Number(row.id), name: row.name, supplier: row.supplier, registrable: true });
    }
  }
  return {
    product: chosen
      ? {
          id: chosen.productId,
          name: chosen.name,
          supplier: chosen.supplier,
          registrable: chosen.sds !== null && registrableOf(chosen.sds).length > 0,
        }
      : null,
    product_matches: productMatches,
    people,
    people_matches: peopleMatches?.rows.map((row) => ({ id: Number(row.id), name: row.name })) ?? null,
  };
}
