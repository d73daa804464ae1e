import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { ExposureSnapshot, UserRow } from "../../db/schema";
import { keysetWindow, type ActivityCursor } from "../../core/activities/trail";
import { HISTORY_LIMITS, HISTORY_ME } from "../../core/exposure/history";
import { routesOf, type Measurement } from "../../core/exposure/kinds";
import { PPE_CHOICES } from "../../core/smartforms/answers";
import { parseId } from "../../core/ids";
import { forbidden, notFound } from "../http/errors";
import { locationInScope, scopeOf, type LocationScope } from "../locations/scope";
import type { History, HistoryPeople, HistoryRecord, HistoryTotal, RegistrableReasonWire } from "./schemas";
import { exposureAccess, readsAll, recordKeyset, registrableOf, usesRegister } from "./store";

/**
 * A person's exposure history: who they are (a pseudonym after erasure), their totals per product and their
 * records newest first, keyset-paged on the index (company_id, person_id, started_at DESC, id DESC). The
 * person reads their own records wherever they were made; a keeper or reader reads anyone's, limited to the
 * records at locations in their top nodes.
 */

type Executor = Pick<Database, "execute">;

export interface HistoryPerson {
  id: number;
  name: string;
  anonymous: boolean;
}

/** Whose history the caller reads, and where: their own everywhere, anyone else's within their top nodes. */
export interface HistoryTarget {
  person: HistoryPerson;
  scope: LocationScope;
  own: boolean;
}

/** Filters of the history, already validated. */
export interface HistoryFilters {
  /** Inclusive UTC days (YYYY-MM-DD). */
  from?: string;
  to?: string;
  productId?: number;
}

async function findPerson(db: Executor, companyId: number, id: number): Promise<HistoryPerson | null> {
  const { rows } = await db.execute<{ id: number; name: string; anonymous: boolean }>(sql`
    SELECT id, name, anonymous FROM users WHERE company_id = ${companyId} AND id = ${id}`);
  return rows[0] ?? null;
}

async function hasRecords(db: Executor, companyId: number, personId: number): Promise<boolean> {
  const { rows } = await db.execute(sql`
    SELECT 1 FROM exposure_instances WHERE company_id = ${companyId} AND person_id = ${personId} LIMIT 1`);
  return rows.length > 0;
}

/**
 * Whose history `param` names ("me" or a user id) and within which locations, or the refusal: the caller's
 * own history is theirs while the register applies to them or they have records in it (a person whose
 * switch was turned off still reads what was recorded about them); anyone else's needs exposure_admin or
 * exposure_reader (403), and a person of the company (404). Deactivated people are people of the company:
 * their records stay readable to keepers and readers.
 */
export async function historyTarget(
  db: Executor,
  user: Pick<UserRow, "id" | "companyId" | "permissions" | "exposure" | "topnodes">,
  param: string,
): Promise<HistoryTarget> {
  const access = exposureAccess(user);
  const id = param === HISTORY_ME ? user.id : parseId(param);
  if (id === null) throw notFound();
  if (id === user.id) {
    if (!usesRegister(access) && !(await hasRecords(db, user.companyId, user.id))) throw forbidden();
    const person = await findPerson(db, user.companyId, user.id);
    if (!person) throw notFound();
    return { person, scope: { companyId: user.companyId, roots: null }, own: true };
  }
  if (!readsAll(access)) throw forbidden();
  const person = await findPerson(db, user.companyId, id);
  if (!person) throw notFound();
  return { person, scope: scopeOf(user), own: false };
}

/** The WHERE conditions of a person's records in the scope with the filters (without the cursor). */
function recordConditions(target: HistoryTarget, filters: HistoryFilters): SQL[] {
  const where: SQL[] = [
    sql`i.company_id = ${target.scope.companyId}`,
    sql`i.person_id = ${target.person.id}`,
    locationInScope(target.scope, sql`i.location_id`),
  ];
  // Whole days in UTC as constants, so the range bounds the index scan.
  if (filters.from !== undefined) {
    where.push(sql`i.started_at >= (${filters.from}::date)::timestamp AT TIME ZONE 'UTC'`);
  }
  if (filters.to !== undefined) {
    where.push(sql`i.started_at < (${filters.to}::date + 1)::timestamp AT TIME ZONE 'UTC'`);
  }
  if (filters.productId !== undefined) where.push(sql`i.product_id = ${filters.productId}`);
  return where;
}

interface RecordRow extends Record<string, unknown> {
  id: number;
  uid: string;
  /** started_at in UTC to the microsecond: the cursor's key, which a Date would round. */
  at: string;
  duration_minutes: number;
  location_id: number;
  product_id: number;
  snapshot: ExposureSnapshot;
  routes: number;
  ppe: number;
  measurements: Measurement[];
  incident: string;
  notes: string;
  recorded_by: number;
  person_id: number;
  revision: number;
  voided_at: string | null;
  void_reason: string | null;
}

const RECORD_COLUMNS = sql`i.id, i.uid,
  to_char(i.started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at,
  i.duration_minutes, i.location_id, i.product_id, i.snapshot, i.routes, i.ppe, i.measurements, i.incident,
  i.notes, i.recorded_by, i.person_id, i.revision, i.voided_at, i.void_reason`;

/**
 * Up to `limit` records from the cursor on (or from the newest), in the index's own order: PostgreSQL walks
 * exposure_instances_person_idx from the cursor's row and stops after the page.
 */
async function selectRecords(
  db: Executor,
  target: HistoryTarget,
  filters: HistoryFilters,
  limit: number,
  cursor: ActivityCursor | null,
): Promise<RecordRow[]> {
  const where = recordConditions(target, filters);
  const { after, order } = recordKeyset(cursor);
  if (after) where.push(after);
  const { rows } = await db.execute<RecordRow>(sql`
    SELECT ${RECORD_COLUMNS}
    FROM exposure_instances i
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY ${order}
    LIMIT ${limit}`);
  return rows;
}

const iso = (value: string | Date) => new Date(value).toISOString();

const sheetRef = (snapshot: ExposureSnapshot) =>
  snapshot.sds
    ? { key: snapshot.sds.key, version: snapshot.sds.version, date_issue: snapshot.sds.dateIssue }
    : null;

/** The PPE choices whose bits are set. */
export const ppeOf = (bits: number): string[] =>
  PPE_CHOICES.filter((_, index) => (bits & (1 << index)) !== 0);

function present(row: RecordRow): HistoryRecord {
  return {
    uid: row.uid,
    started_at: iso(row.at),
    duration_minutes: row.duration_minutes,
    location: { id: row.location_id, path: row.snapshot.location?.path ?? "" },
    product: {
      id: row.product_id,
      name: row.snapshot.product.name,
      supplier: row.snapshot.product.supplier,
    },
    sheet: sheetRef(row.snapshot),
    routes: routesOf(row.routes),
    ppe: ppeOf(row.ppe),
    measurements: row.measurements,
    incident: row.incident,
    notes: row.notes,
    self_reported: row.recorded_by === row.person_id,
    revision: row.revision,
    voided: row.voided_at === null ? null : { at: iso(row.voided_at), reason: row.void_reason ?? "" },
  };
}

interface TotalRow extends Record<string, unknown> {
  product_id: number;
  occasions: number;
  minutes: number;
  first_at: string;
  last_at: string;
  snapshot: ExposureSnapshot;
}

/**
 * The person's totals per product over their records that are not voided (in the scope, with the filters):
 * one pass over the person's part of the index grouped by product and sheet, then one snapshot per group
 * (by its newest record's id) for the names, sheet versions and reasons.
 */
export async function historyTotals(
  db: Executor,
  target: HistoryTarget,
  filters: HistoryFilters,
): Promise<HistoryTotal[]> {
  const where = recordConditions(target, filters);
  const { rows } = await db.execute<TotalRow>(sql`
    WITH g AS (
      SELECT i.product_id, i.sds_id, count(*)::int AS occasions, sum(i.duration_minutes)::int AS minutes,
             min(i.started_at) AS first_at, max(i.started_at) AS last_at, max(i.id) AS sample
      FROM exposure_instances i
      WHERE ${sql.join(where, sql` AND `)} AND i.voided_at IS NULL
      GROUP BY i.product_id, i.sds_id
    )
    SELECT g.product_id, g.occasions, g.minutes, g.first_at, g.last_at, s.snapshot
    FROM g JOIN exposure_instances s ON s.company_id = ${target.scope.companyId} AND s.id = g.sample
    ORDER BY g.last_at DESC`);
  const byProduct = new Map<
    number,
    HistoryTotal & { hazards: Set<string>; cas: Set<string>; newest: string }
  >();
  for (const row of rows) {
    const lastAt = iso(row.last_at);
    const firstAt = iso(row.first_at);
    let total = byProduct.get(row.product_id);
    if (!total) {
      total = {
        product: {
          id: row.product_id,
          name: row.snapshot.product.name,
          supplier: row.snapshot.product.supplier,
        },
        occasions: 0,
        minutes: 0,
        first_at: firstAt,
        last_at: lastAt,
        sheets: [],
        reasons: [],
        hazards: new Set(),
        cas: new Set(),
        newest: lastAt,
      };
      byProduct.set(row.product_id, total);
    }
    total.occasions += row.occasions;
    total.minutes += row.minutes;
    if (firstAt < total.first_at) total.first_at = firstAt;
    if (lastAt > total.last_at) total.last_at = lastAt;
    const sheet = sheetRef(row.snapshot);
    if (sheet && !total.sheets.some((s) => s.key === sheet.key && s.version === sheet.version)) {
      total.sheets.push(sheet);
    }
    for (const code of row.snapshot.sds?.hazardStatements ?? []) total.hazards.add(code);
    for (const cas of row.snapshot.sds?.casNumbers ?? []) total.cas.add(cas);
  }
  return [...byProduct.values()]
    .map(({ hazards, cas, newest: _newest, ...total }) => ({
      ...total,
      sheets: total.sheets.sort((a, b) => b.date_issue.localeCompare(a.date_issue)),
      reasons: registrableOf({
        hazardStatements: [...hazards],
        casNumbers: [...cas],
      }) as RegistrableReasonWire[],
    }))
    .sort((a, b) => a.product.name.localeCompare(b.product.name) || a.product.id - b.product.id);
}

/** One page of the person's records, newest first, with the cursors of the pages around it. */
export async function historyPage(
  db: Executor,
  target: HistoryTarget,
  filters: HistoryFilters,
  cursor: ActivityCursor | null,
  limit: number = HISTORY_LIMITS.page,
): Promise<{ records: HistoryRecord[]; older: string | null; newer: string | null }> {
  const rows = await selectRecords(db, target, filters, limit + 1, cursor);
  const window = keysetWindow(rows, limit, cursor);
  if (!window) return historyPage(db, target, filters, null, limit);
  return { records: window.shown.map(present), older: window.older, newer: window.newer };
}

/** The person's history: who, the totals and one page of records. */
export async function personHistory(
  db: Executor,
  target: HistoryTarget,
  filters: HistoryFilters,
  cursor: ActivityCursor | null,
  retentionYears: number,
): Promise<History> {
  const [totals, page] = await Promise.all([
    historyTotals(db, target, filters),
    historyPage(db, target, filters, cursor),
  ]);
  return {
    data: { person: target.person, retention_years: retentionYears, totals, records: page.records },
    meta: { limit: HISTORY_LIMITS.page, older: page.older, newer: page.newer },
  };
}

/**
 * Every record of the person in the scope, newest first, read in batches along the index (at most
 * HISTORY_LIMITS.pdfRecords): for the PDF and the personal-data export.
 */
export async function* allRecords(
  db: Executor,
  target: HistoryTarget,
): AsyncGenerator<HistoryRecord[], void, undefined> {
  let cursor: ActivityCursor | null = null;
  let read = 0;
  while (read < HISTORY_LIMITS.pdfRecords) {
    const limit = Math.min(HISTORY_LIMITS.pdfBatch, HISTORY_LIMITS.pdfRecords - read);
    const rows = await selectRecords(db, target, {}, limit, cursor);
    if (rows.length === 0) return;
    read += rows.length;
    yield rows.map(present);
    if (rows.length < limit) return;
    const last = rows[rows.length - 1]!;
    cursor = { direction: "older", at: last.at, id: last.id };
  }
}

/** A person's own records, all of them (bounded), for their personal-data export. */
export async function ownRecords(db: Executor, companyId: number, person: HistoryPerson) {
  const out: HistoryRecord[] = [];
  const target: HistoryTarget = { person, scope: { companyId, roots: null }, own: true };
  for await (const batch of allRecords(db, target)) out.push(...batch);
  return out;
}

/** LIKE's wildcards taken literally. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The people the register applies to (exposure switch on, not deactivated), by name, whose name contains
 * `q`: the choice a keeper or reader makes. Erased people are no longer offered (erasure clears the
 * switch); their history stays reachable by id from the register.
 */
export async function historyPeople(
  db: Executor,
  companyId: number,
  q: string,
  limit: number,
): Promise<HistoryPeople> {
  const text = q.trim();
  const { rows } = await db.execute<{ id: number; name: string }>(sql`
    SELECT id, name FROM users
    WHERE company_id = ${companyId} AND exposure AND deactivated_at IS NULL
      ${text ? sql`AND name ILIKE ${likeText(text)}` : sql``}
    ORDER BY lower(name), id
    LIMIT ${limit + 1}`);
  return { data: rows.slice(0, limit), meta: { more: rows.length > limit } };
}
