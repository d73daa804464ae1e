import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { ActivityAction, ActivityModule } from "../../core/activities/activity-kinds";
import { ACTIVITY_ACTORS_MAX, keysetWindow, type ActivityCursor } from "../../core/activities/trail";
import type { Activity, ActivityActor, ActivityPage } from "./schemas";

type Executor = Pick<Database, "execute">;

/** The trail's filters, already validated; every one is optional and they combine with AND. */
export interface TrailFilters {
  actorId?: number;
  module?: ActivityModule;
  objectType?: string;
  objectId?: string;
  /** Inclusive calendar days, UTC (YYYY-MM-DD). */
  from?: string;
  to?: string;
}

interface TrailRow extends Record<string, unknown> {
  /** bigint: node-postgres hands it over as text. */
  id: string;
  module: ActivityModule;
  action: ActivityAction;
  object_type: string;
  object_id: string | null;
  object_label: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** created_at in UTC to the microsecond: the cursor's key, which a Date would round. */
  at: string;
  actor_id: number | null;
  actor_name: string | null;
  actor_anonymous: boolean | null;
}

/**
 * One page of the company's trail, newest first, keyset-paged by (created_at, id). Each filter matches one
 * of the table's indexes (company+created, +actor, +module, +object), so the newest rows of any filter are
 * one index descent away at any depth; the actor comes by a join in the same statement.
 */
export async function trailPage(
  db: Executor,
  companyId: number,
  filters: TrailFilters,
  limit: number,
  cursor: ActivityCursor | null,
): Promise<ActivityPage> {
  const rows = await selectRows(db, companyId, filters, limit + 1, cursor);
  const window = keysetWindow(rows, limit, cursor);
  if (!window) return trailPage(db, companyId, filters, limit, null);
  return { data: window.shown.map(present), meta: { limit, older: window.older, newer: window.newer } };
}

function present(row: TrailRow): Activity {
  return {
    id: Number(row.id),
    actor:
      row.actor_id === null
        ? null
        : { id: row.actor_id, name: row.actor_name ?? "", anonymous: row.actor_anonymous === true },
    module: row.module,
    action: row.action,
    object: { type: row.object_type, id: row.object_id, label: row.object_label },
    before: row.before,
    after: row.after,
    created_at: new Date(row.at).toISOString(),
  };
}

/** The WHERE conditions of the filters (without the cursor). */
export function filterConditions(companyId: number, filters: TrailFilters): SQL[] {
  const where: SQL[] = [sql`a.company_id = ${companyId}`];
  if (filters.actorId !== undefined) where.push(sql`a.actor_id = ${filters.actorId}`);
  if (filters.module !== undefined) where.push(sql`a.module = ${filters.module}`);
  if (filters.objectType !== undefined) where.push(sql`a.object_type = ${filters.objectType}`);
  if (filters.objectId !== undefined) where.push(sql`a.object_id = ${filters.objectId}`);
  // Whole days in UTC: constants to PostgreSQL, so the range bounds the index scan.
  if (filters.from !== undefined) {
    where.push(sql`a.created_at >= (${filters.from}::date)::timestamp AT TIME ZONE 'UTC'`);
  }
  if (filters.to !== undefined) {
    where.push(sql`a.created_at < (${filters.to}::date + 1)::timestamp AT TIME ZONE 'UTC'`);
  }
  return where;
}

async function selectRows(
  db: Executor,
  companyId: number,
  filters: TrailFilters,
  limit: number,
  cursor: ActivityCursor | null,
): Promise<TrailRow[]> {
  const where = filterConditions(companyId, filters);
  const newer = cursor?.direction === "newer";
  if (cursor) {
    // A row comparison on the index's own columns: the scan starts right at the cursor's row.
    where.push(
      newer
        ? sql`(a.created_at, a.id) > (${cursor.at}::timestamptz, ${cursor.id}::bigint)`
        : sql`(a.created_at, a.id) < (${cursor.at}::timestamptz, ${cursor.id}::bigint)`,
    );
  }
  // Exactly the indexes' order (DESC NULLS LAST, or its reverse for a walk towards newer rows): PostgreSQL
  // reads the index in order and stops after the page; a plain DESC (NULLS FIRST) would sort every row.
  const order = newer
    ? sql`a.created_at ASC NULLS FIRST, a.id ASC NULLS FIRST`
    : sql`a.created_at DESC NULLS LAST, a.id DESC NULLS LAST`;
  const { rows } = await db.execute<TrailRow>(sql`
    SELECT a.id, a.module, a.action, a.object_type, a.object_id, a.object_label, a.before, a.after,
           to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at,
           u.id AS actor_id, u.name AS actor_name, u.anonymous AS actor_anonymous
    FROM activities a
    LEFT JOIN users u ON u.company_id = a.company_id AND u.id = a.actor_id
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY ${order}
    LIMIT ${limit}`);
  return rows;
}

/**
 * The company's users who appear in its trail, by name (at most ACTIVITY_ACTORS_MAX): one index probe per
 * user of the company, not a scan of the trail.
 */
export async function trailActors(db: Executor, companyId: number): Promise<ActivityActor[]> {
  const { rows } = await db.execute<ActivityActor & Record<string, unknown>>(sql`
    SELECT u.id, u.name, u.anonymous
    FROM users u
    WHERE u.company_id = ${companyId}
      AND EXISTS (SELECT 1 FROM activities a WHERE a.company_id = u.company_id AND a.actor_id = u.id)
    -- In the order of the users' (company_id, lower(name), id) index: the walk stops at the limit, one
    -- probe of the trail per user read, instead of probing every user of a large company and sorting.
    ORDER BY lower(u.name), u.id
    LIMIT ${ACTIVITY_ACTORS_MAX}`);
  return rows;
}
