import { sql } from "drizzle-orm";
import type { ZodType } from "zod";
import { isUuid } from "../../core/ids";
import type { Database } from "../../db/client";
import type { ExposureSnapshot, UserRow } from "../../db/schema";
import { routeBits, routesOf, type ExposureRoute } from "../../core/exposure/kinds";
import { formatDuration, parseDuration } from "../../core/exposure/duration";
import {
  ENGLISH_RECORD_MESSAGES as M,
  durationRule,
  measurementsRule,
  parseStartedAt,
  reasonRule,
  startedAtRule,
  textRule,
} from "../../core/exposure/record-rules";
import { PPE_CHOICES, bitsOf } from "../../core/smartforms/answers";
import type { ActivityFields } from "../../core/activities/activity-kinds";
import { recordActivity } from "../activities/record";
import { fieldErrors } from "../http/errors";
import { locationInScope, scopeOf, type LocationScope } from "../locations/scope";
import {
  exposureAccess,
  loadLocationPath,
  loadProductSheet,
  readsAll,
  registerPeople,
  registrableOf,
  snapshotOf,
  usesRegister,
  type ExposureAccess,
  type ProductSheet,
} from "./store";
import type {
  ExposureRecordCorrect,
  ExposureRecordCreate,
  ExposureRecordFormWire,
  ExposureRecordRevision,
  ExposureRecordVoid,
  ExposureRecordWire,
} from "./schemas";

/**
 * Exposure records (docs/decisions/047-exposure-register.md): recording an occasion, reading one with its
 * history, correcting it and marking it as made in error. Every statement names the company. A record is
 * seen by keepers and readers of the register whose top nodes hold its location, and always by the person
 * it names; to anyone else it does not exist (404). A correction or a void writes the earlier values into
 * exposure_instance_revisions first and raises the revision in the same transaction: the database refuses
 * anything else, and its trigger keeps the register's line true to the records.
 */

type User = Pick<UserRow, "id" | "companyId" | "permissions" | "exposure" | "topnodes">;

export type Outcome<T> =
  | { ok: true; value: T }
  | { ok: false; status: 403 | 404 }
  | { ok: false; status: 409; error: RecordConflict; message: string }
  | { ok: false; status: 422; errors: Record<string, string[]> };

export type RecordConflict = "stale" | "voided" | "plan_closed";

export const RECORD_CONFLICT_MESSAGES: Record<RecordConflict, string> = {
  stale: "The record was changed since it was read. Read it again and repeat the change.",
  voided: "The record was marked as made in error and can't be corrected.",
  plan_closed: "The plan is closed: occasions are no longer recorded on it.",
};

const refuse = (status: 403 | 404): Outcome<never> => ({ ok: false, status });
const conflict = (error: RecordConflict): Outcome<never> => ({
  ok: false,
  status: 409,
  error,
  message: RECORD_CONFLICT_MESSAGES[error],
});
const invalid = (errors: Record<string, string[]>): Outcome<never> => ({ ok: false, status: 422, errors });

const PPE_BITS = (names: readonly string[]): number =>
  names.reduce((bits, name) => bits | (1 << PPE_CHOICES.indexOf(name as (typeof PPE_CHOICES)[number])), 0);
const ppeOf = (bits: number): (typeof PPE_CHOICES)[number][] =>
  bitsOf(bits)
    .map((bit) => PPE_CHOICES[Math.log2(bit)])
    .filter((name): name is (typeof PPE_CHOICES)[number] => name !== undefined);

/**
 * Where a caller may record: a keeper within their top nodes; a person reporting their own occasion at any
 * location of the company (they are often sent where their own top nodes do not reach, and a keeper checks
 * the report before it is corrected).
 */
const writeScope = (user: User, access: ExposureAccess): LocationScope =>
  access.isAdmin ? scopeOf(user) : { companyId: user.companyId, roots: null };

/** Checks one field by a rule; the cleaned value, or the messages under the field's name. */
function check<T>(
  errors: Record<string, string[]>,
  field: string,
  rule: ZodType<T>,
  value: unknown,
): T | undefined {
  const parsed = rule.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const [path, messages] of Object.entries(fieldErrors(parsed.error))) {
    const key = path === "body" ? field : `${field}.${path}`;
    (errors[key] ??= []).push(...messages);
  }
  return undefined;
}

/* ------------------------------------------------------------------ plans the form starts from */

interface PlanRow {
  id: number;
  uid: string;
  title: string;
  location_id: number;
  product_id: number;
  sds_id: number | null;
  expected_minutes: number;
  routes: number;
  ppe: number;
  closed: boolean;
}

async function loadPlan(db: Database, scope: LocationScope, uid: string): Promise<PlanRow | undefined> {
  // A plan's uid is a uuid: anything else (a NUL byte included) is no plan, and never reaches the query.
  if (!isUuid(uid)) return undefined;
  const result = await db.execute(sql`
    SELECT id, uid, title, location_id, product_id, sds_id, expected_minutes, routes, ppe,
      closed_at IS NOT NULL AS closed
    FROM exposure_plans
    WHERE company_id = ${scope.companyId} AND uid = ${uid} AND ${locationInScope(scope, sql`location_id`)}`);
  return result.rows[0] as PlanRow | undefined;
}

/* ------------------------------------------------------------------ the recording form */

export interface FormQuery {
  planUid?: string;
  locationId?: number;
  /** A sheet by its key (sds_documents.key, the spec's `sds` query) … */
  sdsKey?: string;
  /** … or by id. */
  sdsId?: number;
}

/**
 * What the recording form starts with: the plan, location, product and sheet it was opened for (each
 * null when not given or not the caller's to see), the product's registrability, the defaults (the plan's)
 * and the people the caller may record for.
 */
export async function recordForm(
  db: Database,
  user: User,
  query: FormQuery,
): Promise<Outcome<ExposureRecordFormWire>> {
  const access = exposureAccess(user);
  if (!access.isAdmin && !access.inRegister) return refuse(403);
  const scope = writeScope(user, access);
  // A plan, location or sheet given that is not the caller's to see is as one that does not exist.
  const plan = query.planUid ? await loadPlan(db, scope, query.planUid) : undefined;
  if (query.planUid && !plan) return refuse(404);
  const locationId = plan?.location_id ?? query.locationId;
  let sheet: ProductSheet | undefined;
  if (plan) sheet = await loadProductSheet(db, scope, plan.product_id, plan.sds_id);
  else if (query.sdsId !== undefined || query.sdsKey !== undefined) {
    const found = await db.execute(sql`
      SELECT id, product_id FROM sds_documents
      WHERE company_id = ${user.companyId} AND product_id IS NOT NULL
        AND ${query.sdsId !== undefined ? sql`id = ${query.sdsId}` : sql`key = ${query.sdsKey}`}
      ORDER BY id DESC LIMIT 1`);
    const row = found.rows[0] as { id: number; product_id: number } | undefined;
    if (row) sheet = await loadProductSheet(db, scope, row.product_id, row.id);
    if (!sheet) return refuse(404);
  }
  const path = locationId === undefined ? undefined : await loadLocationPath(db, scope, locationId);
  if (locationId !== undefined && path === undefined) return refuse(404);
  const people = access.isAdmin
    ? await registerPeople(db, user.companyId)
    : (await registerPeople(db, user.companyId, [user.id])).slice(0, 1);
  const reasons = sheet?.sds ? registrableOf(sheet.sds) : [];
  return {
    ok: true,
    value: {
      plan: plan ? { uid: plan.uid, title: plan.title, closed: plan.closed } : null,
      location: path === undefined || locationId === undefined ? null : { id: locationId, path },
      product: sheet ? { id: sheet.productId, name: sheet.name, supplier: sheet.supplier } : null,
      sds: sheet?.sds
        ? {
            id: sheet.sds.id,
            key: sheet.sds.key,
            version: sheet.sds.version,
            date_issue: sheet.sds.dateIssue,
          }
        : null,
      registrable: reasons.length > 0,
      reasons,
      defaults: {
        duration: plan ? formatDuration(plan.expected_minutes) : "",
        routes: plan ? routesOf(plan.routes) : [],
        ppe: plan ? ppeOf(plan.ppe) : [],
      },
      people,
    },
  };
}

/* ------------------------------------------------------------------ reading */

interface InstanceRow {
  id: number;
  uid: string;
  person_id: number;
  person_name: string;
  recorded_by: number;
  recorder_name: string;
  plan_uid: string | null;
  plan_title: string | null;
  location_id: number;
  product_id: number;
  sds_id: number | null;
  snapshot: ExposureSnapshot;
  started_at: string;
  duration_minutes: number;
  routes: number;
  ppe: number;
  measurements: { agent: string; value: number; unit: string; method: string }[];
  incident: string;
  notes: string;
  revision: number;
  voided_at: string | null;
  voided_by: number | null;
  voider_name: string | null;
  void_reason: string | null;
  created_at: string;
  updated_at: string;
}

const iso = (value: string | Date): string => new Date(value).toISOString();

/** The record `uid` as the caller may see it (their own, or in scope for keepers and readers), locked with `forUpdate`. */
async function loadInstance(
  db: Pick<Database, "execute">,
  user: User,
  access: ExposureAccess,
  uid: string,
  forUpdate = false,
): Promise<InstanceRow | undefined> {
  // A record's uid is a uuid: anything else (a NUL byte included) is no record (404), and never reaches the query.
  if (!isUuid(uid)) return undefined;
  const visible = readsAll(access)
    ? sql`(i.person_id = ${user.id} OR ${locationInScope(scopeOf(user), sql`i.location_id`)})`
    : sql`i.person_id = ${user.id}`;
  const result = await db.execute(sql`
    SELECT i.id, i.uid, i.person_id, pu.name AS person_name, i.recorded_by, ru.name AS recorder_name,
      pl.uid AS plan_uid, pl.title AS plan_title, i.location_id, i.product_id, i.sds_id, i.snapshot,
      i.started_at, i.duration_minutes, i.routes, i.ppe, i.measurements, i.incident, i.notes, i.revision,
      i.voided_at, i.voided_by, vu.name AS voider_name, i.void_reason, i.created_at, i.updated_at
    FROM exposure_instances i
    JOIN users pu ON pu.company_id = i.company_id AND pu.id = i.person_id
    JOIN users ru ON ru.company_id = i.company_id AND ru.id = i.recorded_by
    LEFT JOIN users vu ON vu.company_id = i.company_id AND vu.id = i.voided_by
    LEFT JOIN exposure_plans pl ON pl.company_id = i.company_id AND pl.id = i.plan_id
    WHERE i.company_id = ${user.companyId} AND i.uid = ${uid} AND ${visible}
    ${forUpdate ? sql`FOR UPDATE OF i` : sql``}`);
  return result.rows[0] as InstanceRow | undefined;
}

/** The recorded fields as the history keeps them (and the activity's before and after). */
function valuesOf(row: InstanceRow): ActivityFields {
  return {
    person: row.person_name,
    person_id: row.person_id,
    sds_id: row.sds_id,
    sheet: row.snapshot.sds?.version ?? null,
    started_at: iso(row.started_at),
    duration: formatDuration(row.duration_minutes),
    routes: routesOf(row.routes),
    ppe: ppeOf(row.ppe),
    measurements: row.measurements.map((m) => ({ ...m })),
    incident: row.incident,
    notes: row.notes,
  };
}

async function presentRecord(db: Database, companyId: number, row: InstanceRow): Promise<ExposureRecordWire> {
  const history = await db.execute(sql`
    SELECT r.revision, r.change, r.values, r.reason, r.changed_by, u.name AS changer_name, r.created_at AS changed_at
    FROM exposure_instance_revisions r
    JOIN users u ON u.company_id = r.company_id AND u.id = r.changed_by
    WHERE r.company_id = ${companyId} AND r.instance_id = ${row.id}
    ORDER BY r.revision DESC`);
  const reasons = row.snapshot.sds ? registrableOf(row.snapshot.sds) : [];
  return {
    uid: row.uid,
    person: { id: row.person_id, name: row.person_name },
    recorded_by: { id: row.recorded_by, name: row.recorder_name },
    self_reported: row.recorded_by === row.person_id,
    plan: row.plan_uid === null ? null : { uid: row.plan_uid, title: row.plan_title ?? "" },
    location_id: row.location_id,
    product_id: row.product_id,
    sds_id: row.sds_id,
    snapshot: row.snapshot,
    started_at: iso(row.started_at),
    duration: formatDuration(row.duration_minutes),
    duration_minutes: row.duration_minutes,
    routes: routesOf(row.routes),
    ppe: ppeOf(row.ppe),
    measurements: row.measurements,
    incident: row.incident,
    notes: row.notes,
    registrable: reasons.length > 0,
    reasons,
    revision: row.revision,
    voided:
      row.voided_at === null
        ? null
        : {
            at: iso(row.voided_at),
            by: { id: row.voided_by ?? 0, name: row.voider_name ?? "" },
            reason: row.void_reason ?? "",
          },
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    history: (
      history.rows as {
        revision: number;
        change: "corrected" | "voided";
        values: Record<string, unknown>;
        reason: string;
        changed_by: number;
        changer_name: string;
        changed_at: string;
      }[]
    ).map((r): ExposureRecordRevision => ({
      revision: r.revision,
      change: r.change,
      values: r.values,
      reason: r.reason,
      changed_by: { id: r.changed_by, name: r.changer_name },
      changed_at: iso(r.changed_at),
    })),
  };
}

/** The record with its history, for whoever may see it; 403 for someone the register is nothing to. */
export async function getRecord(db: Database, user: User, uid: string): Promise<Outcome<ExposureRecordWire>> {
  const access = exposureAccess(user);
  if (!usesRegister(access)) return refuse(403);
  const row = await loadInstance(db, user, access, uid);
  if (!row) return refuse(404);
  return { ok: true, value: await presentRecord(db, user.companyId, row) };
}

/* ------------------------------------------------------------------ recording */

const label = (personName: string, productName: string, startedAt: string) =>
  `${personName} – ${productName}, ${startedAt.slice(0, 10)}`;

/**
 * Records an occasion. Keepers record for anyone in the register within their top nodes; a person in the
 * register records only for themself (self-reported), at any location of the company. Ids the caller may
 * not use answer 422 on their field (nothing saved); a closed plan 409.
 */
export async function createRecord(
  db: Database,
  user: User,
  body: ExposureRecordCreate,
  now?: () => Date,
): Promise<Outcome<ExposureRecordWire>> {
  const access = exposureAccess(user);
  if (!access.isAdmin) {
    if (!access.inRegister) return refuse(403);
    if (body.person_id !== undefined && body.person_id !== user.id) return refuse(403);
  }
  const scope = writeScope(user, access);
  const errors: Record<string, string[]> = {};
  const startedAt = check(errors, "started_at", startedAtRule(M, now), body.started_at);
  const measurements = check(errors, "measurements", measurementsRule(M), body.measurements ?? []);
  const incident = check(errors, "incident", textRule(M), body.incident ?? "");
  const notes = check(errors, "notes", textRule(M), body.notes ?? "");

  let plan: PlanRow | undefined;
  if (body.plan_uid !== undefined) {
    plan = await loadPlan(db, scope, body.plan_uid);
    if (!plan) errors.plan_uid = ["The plan is not found."];
    else if (plan.closed) return conflict("plan_closed");
  }
  const durationText = body.duration ?? (plan ? formatDuration(plan.expected_minutes) : undefined);
  const duration = check(errors, "duration", durationRule(M), durationText);

  const personId = access.isAdmin ? body.person_id : user.id;
  if (personId === undefined) errors.person_id = [M.required];
  else if ((await registerPeople(db, user.companyId, [personId])).length === 0) {
    errors.person_id = ["Choose a person the exposure register applies to."];
  }

  const locationId = body.location_id ?? plan?.location_id;
  let path: string | undefined;
  if (locationId === undefined) errors.location_id = [M.required];
  else {
    path = await loadLocationPath(db, scope, locationId);
    if (path === undefined) errors.location_id = ["The location is not found."];
  }
  const productId = body.product_id ?? plan?.product_id;
  let sheet: ProductSheet | undefined;
  if (productId === undefined) errors.product_id = [M.required];
  else {
    const sdsId =
      body.sds_id !== undefined ? body.sds_id : plan && plan.product_id === productId ? plan.sds_id : null;
    sheet = await loadProductSheet(db, scope, productId, sdsId);
    if (!sheet) {
      if (sdsId != null && (await loadProductSheet(db, scope, productId))) {
        errors.sds_id = ["The safety data sheet is not the product's."];
      } else errors.product_id = ["The product is not found."];
    }
  }
  if (Object.keys(errors).length > 0) return invalid(errors);

  const routes: ExposureRoute[] = body.routes ?? (plan ? routesOf(plan.routes) : []);
  const ppe = body.ppe ?? (plan ? ppeOf(plan.ppe) : []);
  const snapshot = snapshotOf(sheet!, path!);
  const started = parseStartedAt(startedAt!)!;
  const uid = await db.transaction(async (tx) => {
    const inserted = await tx.execute(sql`
      INSERT INTO exposure_instances (company_id, person_id, plan_id, location_id, product_id, sds_id, snapshot,
        started_at, duration_minutes, routes, ppe, measurements, incident, notes, recorded_by)
      VALUES (${user.companyId}, ${personId}, ${plan?.id ?? null}, ${locationId}, ${productId},
        ${sheet!.sds?.id ?? null}, ${JSON.stringify(snapshot)}::jsonb, ${started.toISOString()},
        ${parseDuration(duration!)}, ${routeBits(routes)}, ${PPE_BITS(ppe)},
        ${JSON.stringify(measurements)}::jsonb, ${incident}, ${notes}, ${user.id})
      RETURNING id, uid`);
    const row = inserted.rows[0] as { id: number; uid: string };
    const person = (await registerPeople(tx, user.companyId, [personId!]))[0]!;
    await recordActivity(tx, {
      companyId: user.companyId,
      actorId: user.id,
      module: "exposure",
      action: "created",
      object: {
        type: "exposureRecord",
        id: row.uid,
        label: label(person.name, sheet!.name, started.toISOString()),
      },
      after: {
        person: person.name,
        product: sheet!.name,
        sheet: sheet!.sds?.version ?? null,
        location: path!,
        started_at: started.toISOString(),
        duration: duration!,
        self_reported: personId === user.id,
      },
    });
    return row.uid;
  });
  const row = await loadInstance(db, user, access, uid);
  return { ok: true, value: await presentRecord(db, user.companyId, row!) };
}

/* ------------------------------------------------------------------ correcting and voiding */

/** Keepers only (403); a record they may not see 404; a voided one 409; another revision than the one read 409. */
async function changeable(
  tx: Pick<Database, "execute">,
  user: User,
  uid: string,
  revision: number,
): Promise<Outcome<InstanceRow>> {
  const access = exposureAccess(user);
  if (!access.isAdmin) return refuse(403);
  const row = await loadInstance(tx, user, access, uid, true);
  if (!row) return refuse(404);
  if (row.voided_at !== null) return conflict("voided");
  if (row.revision !== revision) return conflict("stale");
  return { ok: true, value: row };
}

/** Writes the earlier values (the revision they belonged to) before the record changes. */
async function keepEarlier(
  tx: Pick<Database, "execute">,
  user: User,
  row: InstanceRow,
  change: "corrected" | "voided",
  reason: string,
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO exposure_instance_revisions (company_id, instance_id, revision, change, values, reason, changed_by)
    VALUES (${user.companyId}, ${row.id}, ${row.revision}, ${change}, ${JSON.stringify(valuesOf(row))}::jsonb,
      ${reason}, ${user.id})`);
}

/**
 * Corrects a record (keepers): the fields given change, the earlier values go into its history with the
 * reason, and the revision rises by one, all in one transaction.
 */
export async function correctRecord(
  db: Database,
  user: User,
  uid: string,
  body: ExposureRecordCorrect,
  now?: () => Date,
): Promise<Outcome<ExposureRecordWire>> {
  const access = exposureAccess(user);
  if (!access.isAdmin) return refuse(403);
  const errors: Record<string, string[]> = {};
  const reason = check(errors, "reason", reasonRule(M), body.reason);
  const startedAt =
    body.started_at === undefined
      ? undefined
      : check(errors, "started_at", startedAtRule(M, now), body.started_at);
  const duration =
    body.duration === undefined ? undefined : check(errors, "duration", durationRule(M), body.duration);
  const measurements =
    body.measurements === undefined
      ? undefined
      : check(errors, "measurements", measurementsRule(M), body.measurements);
  const incident =
    body.incident === undefined ? undefined : check(errors, "incident", textRule(M), body.incident);
  const notes = body.notes === undefined ? undefined : check(errors, "notes", textRule(M), body.notes);
  if (
    body.person_id !== undefined &&
    (await registerPeople(db, user.companyId, [body.person_id])).length === 0
  ) {
    errors.person_id = ["Choose a person the exposure register applies to."];
  }
  if (Object.keys(errors).length > 0) {
    // A record the caller may not see stays unseen even when the body is wrong too.
    if (!(await loadInstance(db, user, access, uid))) return refuse(404);
    return invalid(errors);
  }

  const outcome = await db.transaction(async (tx): Promise<Outcome<null>> => {
    const found = await changeable(tx, user, uid, body.revision);
    if (!found.ok) return found;
    const row = found.value;
    let snapshot = row.snapshot;
    let sdsId = row.sds_id;
    if (body.sds_id !== undefined && body.sds_id !== row.sds_id) {
      const sheet = await loadProductSheet(tx, scopeOf(user), row.product_id, body.sds_id);
      if (!sheet) return invalid({ sds_id: ["The safety data sheet is not the product's."] });
      snapshot = { ...snapshotOf(sheet, row.snapshot.location?.path ?? null) };
      sdsId = body.sds_id;
    }
    const personId = body.person_id ?? row.person_id;
    const started = startedAt === undefined ? new Date(row.started_at) : parseStartedAt(startedAt)!;
    const minutes = duration === undefined ? row.duration_minutes : parseDuration(duration)!;
    const routes = body.routes === undefined ? row.routes : routeBits(body.routes);
    const ppe = body.ppe === undefined ? row.ppe : PPE_BITS(body.ppe);
    const next = {
      ...row,
      person_id: personId,
      sds_id: sdsId,
      snapshot,
      started_at: started.toISOString(),
      duration_minutes: minutes,
      routes,
      ppe,
      measurements: measurements ?? row.measurements,
      incident: incident ?? row.incident,
      notes: notes ?? row.notes,
    };
    if (next.person_id !== row.person_id) {
      next.person_name = (await registerPeople(tx, user.companyId, [personId]))[0]?.name ?? "";
    }
    const before = valuesOf(row);
    const after = valuesOf(next);
    if (JSON.stringify(before) === JSON.stringify(after)) return { ok: true, value: null };
    await keepEarlier(tx, user, row, "corrected", reason!);
    await tx.execute(sql`
      UPDATE exposure_instances SET person_id = ${next.person_id}, sds_id = ${next.sds_id},
        snapshot = ${JSON.stringify(next.snapshot)}::jsonb, started_at = ${next.started_at},
        duration_minutes = ${next.duration_minutes}, routes = ${next.routes}, ppe = ${next.ppe},
        measurements = ${JSON.stringify(next.measurements)}::jsonb, incident = ${next.incident},
        notes = ${next.notes}, revision = revision + 1, updated_at = now()
      WHERE company_id = ${user.companyId} AND id = ${row.id}`);
    await recordActivity(tx, {
      companyId: user.companyId,
      actorId: user.id,
      module: "exposure",
      action: "corrected",
      object: {
        type: "exposureRecord",
        id: row.uid,
        label: label(row.person_name, row.snapshot.product.name, iso(row.started_at)),
      },
      before: { ...before, reason: null },
      after: { ...after, reason: reason! },
    });
    return { ok: true, value: null };
  });
  if (!outcome.ok) return outcome;
  return getRecord(db, user, uid);
}

/**
 * Marks a record as made in error (keepers): it stays readable with the reason and leaves the register;
 * its values before are kept in its history like a correction's.
 */
export async function voidRecord(
  db: Database,
  user: User,
  uid: string,
  body: ExposureRecordVoid,
): Promise<Outcome<ExposureRecordWire>> {
  const access = exposureAccess(user);
  if (!access.isAdmin) return refuse(403);
  const errors: Record<string, string[]> = {};
  const reason = check(errors, "reason", reasonRule(M), body.reason);
  if (Object.keys(errors).length > 0) {
    if (!(await loadInstance(db, user, access, uid))) return refuse(404);
    return invalid(errors);
  }
  const outcome = await db.transaction(async (tx): Promise<Outcome<null>> => {
    const found = await changeable(tx, user, uid, body.revision);
    if (!found.ok) return found;
    const row = found.value;
    await keepEarlier(tx, user, row, "voided", reason!);
    await tx.execute(sql`
      UPDATE exposure_instances SET voided_at = now(), voided_by = ${user.id}, void_reason = ${reason!},
        revision = revision + 1, updated_at = now()
      WHERE company_id = ${user.companyId} AND id = ${row.id}`);
    await recordActivity(tx, {
      companyId: user.companyId,
      actorId: user.id,
      module: "exposure",
      action: "voided",
      object: {
        type: "exposureRecord",
        id: row.uid,
        label: label(row.person_name, row.snapshot.product.name, iso(row.started_at)),
      },
      before: { voided: false },
      after: { voided: true, reason: reason! },
    });
    return { ok: true, value: null };
  });
  if (!outcome.ok) return outcome;
  return getRecord(db, user, uid);
}
