import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { addDays, type TrainingStatus } from "../../core/training/rules";
import type { LocationScope } from "../locations/scope";
import { courseInScope, isTrainee, personInScope } from "./scope";

type Executor = Pick<Database, "execute">;

/**
 * Every person's standing for every course, in one set-based query (no call per person or course): their
 * latest completion and when it expires, or that they never completed a course they should have (decision
 * 058: their top nodes lie at, below or above one of the course's locations). The expiry is completed_on
 * plus the course's months, as core/training/rules.ts expiryOf computes it.
 */

export interface StandingFilters {
  companyId: number;
  /** The courses and people the caller may see (a person's own standings: null, no limit). */
  scope: LocationScope | null;
  courseId?: number;
  userId?: number;
  today: string;
  withinDays: number;
  /** Only the standings that are due (missing, expired, expiring). */
  dueOnly: boolean;
}

export type StandingRow = {
  course_id: number;
  course_title: string;
  validity_months: number | null;
  user_id: number;
  user_name: string;
  completion_id: number | null;
  completed_on: string | null;
  expires_on: string | null;
  status: TrainingStatus;
  total: number;
};

function standingsQuery(f: StandingFilters, page: { limit: number; offset: number }): SQL {
  const company = f.companyId;
  const courseFilter = f.courseId === undefined ? sql`true` : sql`c.id = ${f.courseId}`;
  const userFilter = f.userId === undefined ? sql`true` : sql`u.id = ${f.userId}`;
  const horizon = addDays(f.today, f.withinDays);
  // The people a standing may be about (alias u): the company's trainees, filtered and in the scope.
  const person = sql`u.company_id = ${company} AND ${userFilter} AND ${isTrainee(sql`u`)}
    AND ${f.scope ? personInScope(f.scope, sql`u`) : sql`true`}`;
  return sql`
    WITH RECURSIVE
    courses AS (
      SELECT c.id, c.title, c.title_lower, c.validity_months FROM training_courses c
      WHERE c.company_id = ${company} AND ${courseFilter}
        AND ${f.scope ? courseInScope(f.scope, sql`c`) : sql`true`}
    ),
    course_locations AS (
      SELECT cl.course_id, cl.location_id FROM training_course_locations cl
      JOIN courses ON courses.id = cl.course_id
      WHERE cl.company_id = ${company}
    ),
    below (course_id, id) AS (
      SELECT course_id, location_id FROM course_locations
      UNION
      SELECT below.course_id, l.id FROM below
      JOIN locations l ON l.company_id = ${company} AND l.parent_id = below.id
    ),
    above (course_id, id, parent_id) AS (
      SELECT cl.course_id, l.id, l.parent_id FROM course_locations cl
      JOIN locations l ON l.company_id = ${company} AND l.id = cl.location_id
      UNION
      SELECT above.course_id, p.id, p.parent_id FROM above
      JOIN locations p ON p.company_id = ${company} AND p.id = above.parent_id
    ),
    related AS (SELECT course_id, id FROM below UNION SELECT course_id, id FROM above),
    -- The people with a top node at a related location. For everyone (the due list): from the GIN index on
    -- users.topnodes, one probe per location (OFFSET 0 keeps the lookup per location), instead of every
    -- person's top nodes unnested. For one person (their own standings): their top nodes unnested.
    expected AS (${
      f.userId === undefined
        ? sql`
      SELECT DISTINCT related.course_id, u.id AS user_id
      FROM related
      CROSS JOIN LATERAL (
        SELECT u.id FROM users u
        WHERE ${person} AND u.topnodes @> jsonb_build_array(related.id)
        OFFSET 0
      ) u`
        : sql`
      SELECT DISTINCT related.course_id, nodes.user_id
      FROM related
      JOIN (
        SELECT u.id AS user_id, node.v::int AS node
        FROM users u, jsonb_array_elements_text(u.topnodes) node(v)
        WHERE ${person} AND node.v ~ '^[0-9]{1,9}$'
      ) nodes ON nodes.node = related.id`
    }
    ),
    latest AS (
      SELECT DISTINCT ON (tc.course_id, tc.user_id) tc.course_id, tc.user_id, tc.id, tc.completed_on
      FROM training_completions tc
      JOIN courses ON courses.id = tc.course_id
      JOIN users u ON u.company_id = ${company} AND u.id = tc.user_id AND ${person}
      WHERE tc.company_id = ${company}
      ORDER BY tc.course_id, tc.user_id, tc.completed_on DESC, tc.id DESC
    ),
    standing AS (
      SELECT courses.id AS course_id, courses.title AS course_title, courses.title_lower,
        courses.validity_months, people.id AS user_id, people.name AS user_name,
        latest.id AS completion_id, latest.completed_on,
        CASE WHEN latest.id IS NULL OR courses.validity_months IS NULL THEN NULL
          ELSE to_char(latest.completed_on::date + make_interval(months => courses.validity_months), 'YYYY-MM-DD')
        END AS expires_on
      FROM latest FULL JOIN expected
        ON expected.course_id = latest.course_id AND expected.user_id = latest.user_id
      JOIN courses ON courses.id = coalesce(latest.course_id, expected.course_id)
      -- Both sides hold only the people the filters keep: the name is read for the standings found.
      JOIN users people ON people.company_id = ${company} AND people.id = coalesce(latest.user_id, expected.user_id)
    ),
    judged AS (
      SELECT standing.*,
        CASE WHEN completion_id IS NULL THEN 'missing'
          WHEN expires_on IS NULL THEN 'valid'
          WHEN expires_on <= ${f.today} THEN 'expired'
          WHEN expires_on <= ${horizon} THEN 'expiring'
          ELSE 'valid' END AS status
      FROM standing
    )
    SELECT course_id, course_title, validity_months, user_id, user_name, completion_id, completed_on,
      expires_on, status, (count(*) OVER ())::int AS total
    FROM judged
    WHERE ${f.dueOnly ? sql`status <> 'valid'` : sql`true`}
    ORDER BY CASE status WHEN 'expired' THEN 0 WHEN 'missing' THEN 1 WHEN 'expiring' THEN 2 ELSE 3 END,
      expires_on NULLS FIRST, title_lower, course_id, lower(user_name), user_id
    LIMIT ${page.limit} OFFSET ${page.offset}`;
}

/** One page of standings, and how many there are in all. */
export async function standings(
  db: Executor,
  filters: StandingFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: StandingRow[]; total: number }> {
  const result = await db.execute<StandingRow>(standingsQuery(filters, page));
  const rows = result.rows.map((row) => ({
    ...row,
    course_id: Number(row.course_id),
    user_id: Number(row.user_id),
    completion_id: row.completion_id === null ? null : Number(row.completion_id),
  }));
  return { rows, total: rows[0]?.total ?? 0 };
}
