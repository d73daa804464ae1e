import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { CourseInput } from "../../core/training/schemas";
import { TRAINING_PAGE_SIZE } from "../../core/training/rules";
import { recordActivity } from "../activities/record";
import {
  areLocationsInScope,
  productInScope,
  type LocationScope,
  type ScopedActor,
} from "../locations/scope";
import { locationPaths } from "../read-links/store";
import { courseInScope } from "./scope";
import type { Course, CourseList } from "./schemas";

type Executor = Pick<Database, "execute">;

const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type CourseRow = {
  id: number;
  title: string;
  description: string;
  validity_months: number | null;
  location_ids: number[];
  products: { id: number; name: string }[];
  completions: number;
  created_at: string;
};

/** Courses with their locations (as paths) and products, read for a page at once. */
async function present(db: Executor, companyId: number, rows: CourseRow[]): Promise<Course[]> {
  const paths = await locationPaths(db, companyId, [...new Set(rows.flatMap((row) => row.location_ids))]);
  return rows.map((row) => ({
    id: Number(row.id),
    title: row.title,
    description: row.description,
    validity_months: row.validity_months,
    locations: row.location_ids
      .map((id) => ({ id, path: paths.get(id)?.path ?? "" }))
      .sort((a, b) => a.path.localeCompare(b.path)),
    products: row.products,
    completions: Number(row.completions),
    created_at: new Date(row.created_at).toISOString(),
  }));
}

const courseColumns = (companyId: number) => sql`
  c.id, c.title, c.description, c.validity_months, c.created_at,
  coalesce((SELECT array_agg(cl.location_id ORDER BY cl.location_id) FROM training_course_locations cl
    WHERE cl.company_id = ${companyId} AND cl.course_id = c.id), '{}') AS location_ids,
  coalesce((SELECT json_agg(json_build_object('id', p.id, 'name', p.name) ORDER BY p.name_lower, p.id)
    FROM training_course_products cp JOIN products p ON p.company_id = cp.company_id AND p.id = cp.product_id
    WHERE cp.company_id = ${companyId} AND cp.course_id = c.id), '[]') AS products,
  (SELECT count(*) FROM training_completions tc
    WHERE tc.company_id = ${companyId} AND tc.course_id = c.id)::int AS completions`;

/** The courses the scope sees, by title, a page at a time. */
export async function listCourses(
  db: Executor,
  scope: LocationScope,
  query: { q: string; page: number },
): Promise<CourseList> {
  const q = query.q.trim();
  const offset = (query.page - 1) * TRAINING_PAGE_SIZE;
  const result = await db.execute<CourseRow & { total: number }>(sql`
    SELECT ${courseColumns(scope.companyId)}, (count(*) OVER ())::int AS total
    FROM training_courses c
    WHERE c.company_id = ${scope.companyId} AND ${courseInScope(scope, sql`c`)}
      ${q === "" ? sql`` : sql`AND c.title_lower LIKE ${containsPattern(q)}`}
    ORDER BY c.title_lower, c.id
    LIMIT ${TRAINING_PAGE_SIZE} OFFSET ${offset}`);
  return {
    data: await present(db, scope.companyId, result.rows),
    meta: { total: result.rows[0]?.total ?? 0, page: query.page, limit: TRAINING_PAGE_SIZE },
  };
}

/** One course the scope sees; null when it is not there or not theirs to see. */
export async function getCourse(db: Executor, scope: LocationScope, id: number): Promise<Course | null> {
  const result = await db.execute<CourseRow>(sql`
    SELECT ${courseColumns(scope.companyId)} FROM training_courses c
    WHERE c.company_id = ${scope.companyId} AND c.id = ${id} AND ${courseInScope(scope, sql`c`)}`);
  if (result.rows.length === 0) return null;
  return (await present(db, scope.companyId, result.rows))[0]!;
}

/** Whether every product id is one the scope may name. */
async function productsInScope(db: Executor, scope: LocationScope, ids: readonly number[]): Promise<boolean> {
  if (ids.length === 0) return true;
  const result = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM products p
    WHERE p.company_id = ${scope.companyId} AND p.id = ANY(${sql.param([...ids])}::int[])
      AND ${productInScope(scope, sql`p.id`)}`);
  return result.rows[0]?.n === ids.length;
}

export type CreateOutcome = { ok: true; id: number } | { ok: false; errors: Record<string, string[]> };

/**
 * Makes a course with its locations and products (each the caller's to name, else 422 naming the field),
 * in one transaction with its line on the audit trail.
 */
export async function createCourse(
  db: Database,
  actor: ScopedActor,
  input: CourseInput,
  messages: { location: string; product: string },
): Promise<CreateOutcome> {
  const errors: Record<string, string[]> = {};
  const [locationsOk, productsOk] = await Promise.all([
    areLocationsInScope(db, actor, input.location_ids),
    productsInScope(db, actor, input.product_ids),
  ]);
  if (!locationsOk) errors.location_ids = [messages.location];
  if (!productsOk) errors.product_ids = [messages.product];
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const id = await db.transaction(async (tx) => {
    const [row] = (
      await tx.execute<{ id: number }>(sql`
        INSERT INTO training_courses (company_id, title, description, validity_months, created_by)
        VALUES (${actor.companyId}, ${input.title}, ${input.description}, ${input.validity_months}, ${actor.userId})
        RETURNING id`)
    ).rows;
    const courseId = Number(row!.id);
    if (input.location_ids.length > 0) {
      await tx.execute(sql`
        INSERT INTO training_course_locations (company_id, course_id, location_id)
        SELECT ${actor.companyId}, ${courseId}, unnest(${sql.param(input.location_ids)}::int[])`);
    }
    if (input.product_ids.length > 0) {
      await tx.execute(sql`
        INSERT INTO training_course_products (company_id, course_id, product_id)
        SELECT ${actor.companyId}, ${courseId}, unnest(${sql.param(input.product_ids)}::int[])`);
    }
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      module: "training",
      action: "created",
      object: { type: "course", id: courseId, label: input.title },
      after: {
        title: input.title,
        description: input.description,
        validity_months: input.validity_months,
        location_ids: input.location_ids,
        product_ids: input.product_ids,
      },
    });
    return courseId;
  });
  return { ok: true, id };
}
