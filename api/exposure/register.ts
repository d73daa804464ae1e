import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { routesOf } from "../../core/exposure/kinds";
import {
  CURRENT_MONTHS,
  REGISTER_PAGE_SIZE,
  REGISTER_ROWS_MAX,
  type RegisterPeriod,
} from "../../core/exposure/register-lists";
import { keysetWindow, type ActivityCursor } from "../../core/activities/trail";
import { isLocationInScope, locationInScope, type LocationScope } from "../locations/scope";
import type { ExposureAccess } from "./store";
import { containing } from "./name-search";
import { readsAll, recordKeyset, registrableOf } from "./store";
import type {
  InstanceListItem,
  InstancePage,
  RegisterLine,
  RegisterPage,
  RegistrableReasonWire,
} from "./schemas";

/**
 * The register (exposure_register_entries: a line per location, product and person, kept by a trigger on
 * the records) and the list of records, both scoped to the caller's top nodes, with their filters. Each is
 * one statement over an index whatever the company holds: the register reads its lines by last exposure
 * (exposure_register_entries_last_idx, or the person's / product's index) and names only the page's lines;
 * the records are keyset-paged by (started_at, id) on exposure_instances_list_idx (or the person's,
 * location's or product's index), so page 1 and page 20,000 cost the same.
 */

type Executor = Pick<Database, "execute">;

export interface RegisterFilters {
  locationId?: number;
  productId?: number;
  personId?: number;
  period: RegisterPeriod;
}

export interface InstanceFilters {
  personId?: number;
  productId?: number;
  locationId?: number;
  /** Inclusive calendar days, UTC (YYYY-MM-DD). */
  from?: string;
  to?: string;
  includeVoided: boolean;
  /** true: only self-reported; false: only recorded by someone else; undefined: both. */
  selfReported?: boolean;
}

/** A timestamp column as ISO 8601 in UTC to the microsecond (what a keyset cursor needs; a Date rounds). */
const microseconds = (column: SQL) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The ids of a location's subtree. */
const subtree = (companyId: number, locationId: number) =>
  sql`(SELECT id FROM location_subtree(${companyId}, ARRAY[${locationId}]::int[]))`;

/**
 * Whether the location filter names a location the caller may see; no filter is fine. A location of another
 * company, or outside the top nodes, makes the list not found.
 */
export async function locationFilterVisible(
  db: Executor,
  scope: LocationScope,
  locationId: number | undefined,
): Promise<boolean> {
  return locationId === undefined || isLocationInScope(db, scope, locationId);
}

/** The WHERE conditions of the register's filters and the caller's scope (alias e). */
function registerConditions(scope: LocationScope, filters: RegisterFilters): SQL {
  const where: SQL[] = [sql`e.company_id = ${scope.companyId}`, locationInScope(scope, sql`e.location_id`)];
  if (filters.locationId !== undefined)
    where.push(sql`e.location_id IN ${subtree(scope.companyId, filters.locationId)}`);
  if (filters.productId !== undefined) where.push(sql`e.product_id = ${filters.productId}`);
  if (filters.personId !== undefined) where.push(sql`e.person_id = ${filters.personId}`);
  if (filters.period === "current") {
    where.push(sql`e.last_at >= now() - make_interval(months => ${CURRENT_MONTHS})`);
  }
  return sql.join(where, sql` AND `);
}

/**
 * The paths ("Plant / Hall 2 / Paint shop") of a few locations, walked up once for all of them: the names
 * for the page only.
 */
const pathsOf = (companyId: number, ids: SQL) => sql`
  WITH RECURSIVE up AS (
    SELECT l.id AS start, l.parent_id, l.name, 0 AS depth FROM locations l
    WHERE l.company_id = ${companyId} AND l.id IN ${ids}
    UNION ALL
    SELECT up.start, p.parent_id, p.name, up.depth + 1 FROM up
    JOIN locations p ON p.company_id = ${companyId} AND p.id = up.parent_id
    WHERE up.depth < 100
  )
  SELECT start AS id, string_agg(name, ' / ' ORDER BY depth DESC) AS path FROM up GROUP BY start`;

interface LineRow extends Record<string, unknown> {
  location_id: number;
  product_id: number;
  person_id: number;
  first_at: string;
  last_at: string;
  occasions: number;
  total_minutes: number;
  path: string | null;
  product_name: string | null;
  person_name: string | null;
  /** The sheet of the line's latest occasion, as its record keeps it (only when asked for). */
  hazard_statements?: string[] | null;
  cas_numbers?: string[] | null;
}

function presentLine(row: LineRow): RegisterLine {
  return {
    location: { id: row.location_id, path: row.path ?? "" },
    product: { id: row.product_id, name: row.product_name ?? "" },
    person: { id: row.person_id, name: row.person_name ?? "" },
    first_at: new Date(row.first_at).toISOString(),
    last_at: new Date(row.last_at).toISOString(),
    occasions: Number(row.occasions),
    total_minutes: Number(row.total_minutes),
  };
}

/**
 * The sheet of each line's latest occasion that is not voided, as its record keeps it (the snapshot): one
 * backward step on the records' (location, product, person, started_at) index per line of the page, so
 * what a page reads stays bounded by its lines however many records they count.
 */
const latestSheet = (company: number) => sql`
  LEFT JOIN LATERAL (
    SELECT i.snapshot->'sds'->'hazardStatements' AS hazard_statements,
      i.snapshot->'sds'->'casNumbers' AS cas_numbers
    FROM exposure_instances i
    WHERE i.company_id = ${company} AND i.location_id = lines.location_id
      AND i.product_id = lines.product_id AND i.person_id = lines.person_id AND i.voided_at IS NULL
    ORDER BY i.started_at DESC
    LIMIT 1
  ) sheet ON true`;

/**
 * Register lines in order (last exposure first), `limit` from `offset`, with their names; `withSheet` adds
 * the sheet of each line's latest occasion (the page's reasons; the exports leave it out).
 */
async function selectLines(
  db: Executor,
  scope: LocationScope,
  filters: RegisterFilters,
  limit: number,
  offset: number,
  withSheet = false,
): Promise<LineRow[]> {
  const company = scope.companyId;
  const { rows } = await db.execute<LineRow>(sql`
    WITH lines AS MATERIALIZED (
      SELECT e.location_id, e.product_id, e.person_id, e.first_at, e.last_at, e.occasions, e.total_minutes
      FROM exposure_register_entries e
      WHERE ${registerConditions(scope, filters)}
      ORDER BY e.last_at DESC NULLS LAST, e.location_id, e.product_id, e.person_id
      LIMIT ${limit} OFFSET ${offset}
    ),
    paths AS (${pathsOf(company, sql`(SELECT DISTINCT location_id FROM lines)`)})
    SELECT lines.*, paths.path, p.name AS product_name, u.name AS person_name
      ${withSheet ? sql`, sheet.hazard_statements, sheet.cas_numbers` : sql``}
    FROM lines
    LEFT JOIN paths ON paths.id = lines.location_id
    LEFT JOIN products p ON p.company_id = ${company} AND p.id = lines.product_id
    LEFT JOIN users u ON u.company_id = ${company} AND u.id = lines.person_id
    ${withSheet ? latestSheet(company) : sql``}
    ORDER BY lines.last_at DESC, lines.location_id, lines.product_id, lines.person_id`);
  return rows;
}

/**
 * A page of the register, last exposure first. undefined when the location filter is not the caller's to
 * see. Counted up to REGISTER_ROWS_MAX: a count never reads more lines than a page may reach.
 */
export async function registerPage(
  db: Executor,
  scope: LocationScope,
  filters: RegisterFilters,
  page: number,
): Promise<RegisterPage | undefined> {
  if (!(await locationFilterVisible(db, scope, filters.locationId))) return undefined;
  const [rows, count] = await Promise.all([
    selectLines(db, scope, filters, REGISTER_PAGE_SIZE, (page - 1) * REGISTER_PAGE_SIZE, true),
    db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM (
        SELECT 1 FROM exposure_register_entries e WHERE ${registerConditions(scope, filters)}
        LIMIT ${REGISTER_ROWS_MAX}
      ) bounded`),
  ]);
  return {
    data: rows.map((row) => ({
      ...presentLine(row),
      reasons: registrableOf({
        hazardStatements: row.hazard_statements ?? [],
        casNumbers: row.cas_numbers ?? [],
      }) as RegistrableReasonWire[],
    })),
    meta: { total: Number(count.rows[0]?.n ?? 0), page, limit: REGISTER_PAGE_SIZE },
  };
}

/**
 * Every register line of the filters, up to `max` (the export), read in batches of a thousand so a batch's
 * names cost one statement. `max + 1` lines are asked for, so the caller knows when it cut.
 */
export async function* registerLines(
  db: Executor,
  scope: LocationScope,
  filters: RegisterFilters,
  max: number,
): AsyncGenerator<RegisterLine> {
  const batch = 1000;
  for (let offset = 0; offset <= max; offset += batch) {
    const rows = await selectLines(db, scope, filters, Math.min(batch, max + 1 - offset), offset);
    for (const row of rows) yield presentLine(row);
    if (rows.length < batch) return;
  }
}

/* ------------------------------------------------------------------ the records */

/**
 * Who the records list is for: a keeper or reader reads everyone's records at their locations; a person
 * the register applies to reads only their own, wherever they were made (the person filter is forced).
 */
export interface InstanceViewer {
  scope: LocationScope;
  /** Set for a person who reads only their own records. */
  ownOnly: number | null;
}

export function instanceViewer(access: ExposureAccess, scope: LocationScope): InstanceViewer {
  return { scope, ownOnly: readsAll(access) ? null : access.userId };
}

function instanceConditions(viewer: InstanceViewer, filters: InstanceFilters): SQL[] {
  const { scope } = viewer;
  const where: SQL[] = [sql`i.company_id = ${scope.companyId}`];
  if (viewer.ownOnly === null) where.push(locationInScope(scope, sql`i.location_id`));
  if (viewer.ownOnly !== null) where.push(sql`i.person_id = ${viewer.ownOnly}`);
  // A person reading their own records: their own id replaces whatever person was asked for.
  else if (filters.personId !== undefined) where.push(sql`i.person_id = ${filters.personId}`);
  if (filters.productId !== undefined) where.push(sql`i.product_id = ${filters.productId}`);
  if (filters.locationId !== undefined) {
    where.push(sql`i.location_id IN ${subtree(scope.companyId, filters.locationId)}`);
  }
  // Whole days in UTC: constants to PostgreSQL, so the range bounds the index scan.
  if (filters.from !== undefined) {
    where.push(sql`i.started_at >= (${filters.from}::date)::timestamp AT TIME ZONE 'UTC'`);
  }
  if (filters.to !== undefined) {
    where.push(sql`i.started_at < (${filters.to}::date + 1)::timestamp AT TIME ZONE 'UTC'`);
  }
  if (!filters.includeVoided) where.push(sql`i.voided_at IS NULL`);
  if (filters.selfReported === true) where.push(sql`i.recorded_by = i.person_id`);
  if (filters.selfReported === false) where.push(sql`i.recorded_by <> i.person_id`);
  return where;
}

interface InstanceRow extends Record<string, unknown> {
  id: number;
  uid: string;
  person_id: number;
  person_name: string | null;
  product_id: number;
  location_id: number;
  product_name: string | null;
  sheet_version: string | null;
  location_path: string | null;
  at: string;
  duration_minutes: number;
  routes: number;
  voided: boolean;
  self_reported: boolean;
}

/**
 * Records in the list's order from a cursor, `limit` of them, with the person's name. The order is exactly
 * the indexes' (started_at DESC, id DESC), or its reverse for a walk towards newer records, so PostgreSQL
 * reads the index in order and stops after the page.
 */
async function selectInstances(
  db: Executor,
  viewer: InstanceViewer,
  filters: InstanceFilters,
  limit: number,
  cursor: ActivityCursor | null,
): Promise<InstanceRow[]> {
  const where = instanceConditions(viewer, filters);
  const { after, order } = recordKeyset(cursor);
  if (after) where.push(after);
  const { rows } = await db.execute<InstanceRow>(sql`
    SELECT i.id, i.uid, i.person_id, u.name AS person_name, i.product_id, i.location_id,
      i.snapshot->'product'->>'name' AS product_name, i.snapshot->'sds'->>'version' AS sheet_version,
      i.snapshot->'location'->>'path' AS location_path, ${microseconds(sql`i.started_at`)} AS at,
      i.duration_minutes, i.routes, i.voided_at IS NOT NULL AS voided, i.recorded_by = i.person_id AS self_reported
    FROM exposure_instances i
    LEFT JOIN users u ON u.company_id = i.company_id AND u.id = i.person_id
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY ${order}
    LIMIT ${limit}`);
  return rows;
}

function presentInstance(row: InstanceRow): InstanceListItem {
  return {
    uid: row.uid,
    person: { id: row.person_id, name: row.person_name ?? "" },
    product: { id: row.product_id, name: row.product_name ?? "", sheet_version: row.sheet_version },
    location: { id: row.location_id, path: row.location_path ?? "" },
    started_at: new Date(row.at).toISOString(),
    duration_minutes: row.duration_minutes,
    routes: routesOf(row.routes),
    voided: row.voided,
    self_reported: row.self_reported,
  };
}

/**
 * One page of the records, newest first, keyset-paged. undefined when the location filter is not the
 * caller's to see (a person reading their own records may filter by any location of the company).
 */
export async function instancePage(
  db: Executor,
  viewer: InstanceViewer,
  filters: InstanceFilters,
  limit: number,
  cursor: ActivityCursor | null,
): Promise<InstancePage | undefined> {
  const visible =
    viewer.ownOnly === null
      ? await locationFilterVisible(db, viewer.scope, filters.locationId)
      : await locationFilterVisible(
          db,
          { companyId: viewer.scope.companyId, roots: null },
          filters.locationId,
        );
  if (!visible) return undefined;
  const rows = await selectInstances(db, viewer, filters, limit + 1, cursor);
  const window = keysetWindow(rows, limit, cursor);
  if (!window) return instancePage(db, viewer, filters, limit, null);
  return {
    data: window.shown.map(presentInstance),
    meta: { limit, older: window.older, newer: window.newer },
  };
}

/** Every record of the filters, newest first, up to `max + 1` (the export knows when it cut), in batches. */
export async function* instanceRows(
  db: Executor,
  viewer: InstanceViewer,
  filters: InstanceFilters,
  max: number,
): AsyncGenerator<InstanceListItem> {
  const batch = 1000;
  let cursor: ActivityCursor | null = null;
  let left = max + 1;
  while (left > 0) {
    const rows = await selectInstances(db, viewer, filters, Math.min(batch, left), cursor);
    for (const row of rows) yield presentInstance(row);
    left -= rows.length;
    const last = rows[rows.length - 1];
    if (rows.length < batch || !last) return;
    cursor = { direction: "older", at: last.at, id: last.id };
  }
}

/** How many matches of a person or product search the register's filters offer at most. */
export const CHOICE_MATCHES = 25;

type Named = { id: number; name: string };

export interface RegisterChoiceQuery {
  personId?: number;
  productId?: number;
  /** Part of a person's name: the people the register applies to whose name contains it. */
  personQ?: string;
  /** Part of a product's name: the products with lines in the caller's part of the register. */
  productQ?: string;
}

/**
 * The filters' choices, bounded whatever the register holds: the chosen person and product by id (their
 * names, one primary-key read each) and, only when searched for, the first CHOICE_MATCHES people and
 * products whose names contain the text. Nothing is read for a choice not asked about, so an unfiltered
 * page costs no statement here. (Locations are chosen with the shared location picker.)
 *
 * The people are those the register applies to (the exposure switch on, not deactivated), as on the
 * history page; the products are those with a line in the caller's part of the register: a trigram read
 * of the company's product names, each match checked against the register's product index.
 */
export async function registerChoices(
  db: Executor,
  scope: LocationScope,
  query: RegisterChoiceQuery,
): Promise<{
  person: Named | null;
  product: Named | null;
  people: Named[] | null;
  products: Named[] | null;
}> {
  const company = scope.companyId;
  const personQ = query.personQ?.trim() ?? "";
  const productQ = query.productQ?.trim() ?? "";
  const one = async (statement: SQL) => (await db.execute<Named>(statement)).rows[0] ?? null;
  const [person, product, people, products] = await Promise.all([
    query.personId === undefined
      ? null
      : one(sql`SELECT id, name FROM users WHERE company_id = ${company} AND id = ${query.personId}`),
    query.productId === undefined
      ? null
      : one(sql`SELECT id, name FROM products WHERE company_id = ${company} AND id = ${query.productId}`),
    personQ === ""
      ? null
      : db.execute<Named>(sql`
          SELECT id, name FROM users
          WHERE company_id = ${company} AND exposure AND deactivated_at IS NULL
            AND name ILIKE ${containing(personQ)}
          ORDER BY lower(name), id LIMIT ${CHOICE_MATCHES}`),
    productQ === ""
      ? null
      : db.execute<Named>(sql`
          SELECT p.id, p.name FROM products p
          WHERE p.company_id = ${company} AND p.name_lower LIKE ${containing(productQ)}
            AND EXISTS (
              SELECT 1 FROM exposure_register_entries e
              WHERE e.company_id = ${company} AND e.product_id = p.id
                AND ${locationInScope(scope, sql`e.location_id`)})
          ORDER BY p.name_lower, p.id LIMIT ${CHOICE_MATCHES}`),
  ]);
  return { person, product, people: people?.rows ?? null, products: products?.rows ?? null };
}
