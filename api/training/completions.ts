import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { expiryOf, TRAINING_CHOICES_MAX, TRAINING_PAGE_SIZE } from "../../core/training/rules";
import type { CompletionInput } from "../../core/training/schemas";
import { recordActivity } from "../activities/record";
import { productInScope, type LocationScope, type ScopedActor } from "../locations/scope";
import { courseInScope, isTrainee, personInScope } from "./scope";
import type { CompletionList, TrainingChoices } from "./schemas";

type Executor = Pick<Database, "execute">;

const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every completion of a course by the people the scope sees, newest first, a page at a time. */
export async function listCompletions(
  db: Executor,
  scope: LocationScope,
  course: { id: number; validity_months: number | null },
  page: number,
): Promise<CompletionList> {
  const result = await db.execute<{
    id: number;
    user_id: number;
    user_name: string;
    completed_on: string;
    recorded_by: string;
    recorded_at: string;
    total: number;
  }>(sql`
    SELECT tc.id, u.id AS user_id, u.name AS user_name, tc.completed_on, r.name AS recorded_by,
      tc.created_at AS recorded_at, (count(*) OVER ())::int AS total
    FROM training_completions tc
    JOIN users u ON u.company_id = tc.company_id AND u.id = tc.user_id
    JOIN users r ON r.company_id = tc.company_id AND r.id = tc.recorded_by
    WHERE tc.company_id = ${scope.companyId} AND tc.course_id = ${course.id}
      AND ${personInScope(scope, sql`u`)}
    ORDER BY tc.completed_on DESC, tc.id DESC
    LIMIT ${TRAINING_PAGE_SIZE} OFFSET ${(page - 1) * TRAINING_PAGE_SIZE}`);
  return {
    data: result.rows.map((row) => ({
      id: Number(row.id),
      person: { id: Number(row.user_id), name: row.user_name },
      completed_on: row.completed_on,
      expires_on: expiryOf(row.completed_on, course.validity_months),
      recorded_by: row.recorded_by,
      recorded_at: new Date(row.recorded_at).toISOString(),
    })),
    meta: { total: result.rows[0]?.total ?? 0, page, limit: TRAINING_PAGE_SIZE },
  };
}

/** The person, when the scope may record training for them (active, not a guest, inside the scope). */
async function traineeOf(
  db: Executor,
  scope: LocationScope,
  userId: number,
): Promise<{ id: number; name: string } | null> {
  const result = await db.execute<{ id: number; name: string }>(sql`
    SELECT u.id, u.name FROM users u
    WHERE u.company_id = ${scope.companyId} AND u.id = ${userId} AND ${isTrainee(sql`u`)}
      AND ${personInScope(scope, sql`u`)}`);
  const row = result.rows[0];
  return row ? { id: Number(row.id), name: row.name } : null;
}

export type RecordOutcome =
  { ok: true; id: number; person: string } | { ok: false; errors: Record<string, string[]> };

/** Records a completion of a course the caller sees (checked by the caller) in one transaction with its trail. */
export async function recordCompletion(
  db: Database,
  actor: ScopedActor,
  course: { id: number; title: string },
  input: CompletionInput,
  unknownPerson: string,
): Promise<RecordOutcome> {
  const person = await traineeOf(db, actor, input.user_id);
  if (!person) return { ok: false, errors: { user_id: [unknownPerson] } };
  const id = await db.transaction(async (tx) => {
    const [row] = (
      await tx.execute<{ id: number }>(sql`
        INSERT INTO training_completions (company_id, course_id, user_id, completed_on, recorded_by)
        VALUES (${actor.companyId}, ${course.id}, ${person.id}, ${input.completed_on}, ${actor.userId})
        RETURNING id`)
    ).rows;
    const completionId = Number(row!.id);
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      module: "training",
      action: "created",
      object: { type: "training completion", id: completionId, label: `${course.title}: ${person.name}` },
      after: { course_id: course.id, user_id: person.id, completed_on: input.completed_on },
    });
    return completionId;
  });
  return { ok: true, id, person: person.name };
}

export interface CertificateData {
  id: number;
  course: { id: number; title: string; description: string; validity_months: number | null };
  person: { id: number; name: string };
  completed_on: string;
  expires_on: string | null;
  recorded_by: string;
  recorded_at: string;
}

/**
 * A completion for its certificate: the caller's own, or, for a manager, one of a course and a person their
 * scope sees; null otherwise (as if it did not exist).
 */
export async function certificateOf(
  db: Executor,
  caller: { userId: number; scope: LocationScope | null; companyId: number },
  completionId: number,
): Promise<CertificateData | null> {
  const access = caller.scope
    ? sql`(tc.user_id = ${caller.userId} OR (${courseInScope(caller.scope, sql`c`)} AND ${personInScope(caller.scope, sql`u`)}))`
    : sql`tc.user_id = ${caller.userId}`;
  const result = await db.execute<{
    id: number;
    course_id: number;
    title: string;
    description: string;
    validity_months: number | null;
    user_id: number;
    user_name: string;
    completed_on: string;
    recorded_by: string;
    recorded_at: string;
  }>(sql`
    SELECT tc.id, c.id AS course_id, c.title, c.description, c.validity_months, u.id AS user_id,
      u.name AS user_name, tc.completed_on, r.name AS recorded_by, tc.created_at AS recorded_at
    FROM training_completions tc
    JOIN training_courses c ON c.company_id = tc.company_id AND c.id = tc.course_id
    JOIN users u ON u.company_id = tc.company_id AND u.id = tc.user_id
    JOIN users r ON r.company_id = tc.company_id AND r.id = tc.recorded_by
    WHERE tc.company_id = ${caller.companyId} AND tc.id = ${completionId} AND ${access}`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    course: {
      id: Number(row.course_id),
      title: row.title,
      description: row.description,
      validity_months: row.validity_months,
    },
    person: { id: Number(row.user_id), name: row.user_name },
    completed_on: row.completed_on,
    expires_on: expiryOf(row.completed_on, row.validity_months),
    recorded_by: row.recorded_by,
    recorded_at: new Date(row.recorded_at).toISOString(),
  };
}

/**
 * What the course and completion forms offer, bounded whatever the company holds: the products and the
 * person named by id (left out when the scope may not name them) and the first matches of the searches.
 */
export async function trainingChoices(
  db: Executor,
  scope: LocationScope,
  query: { productIds: number[]; productQ: string; personId?: number; personQ: string },
): Promise<TrainingChoices> {
  const company = scope.companyId;
  const [products, productMatches, person, personMatches] = await Promise.all([
    query.productIds.length === 0
      ? null
      : db.execute<{ id: number; name: string }>(sql`
          SELECT p.id, p.name FROM products p
          WHERE p.company_id = ${company} AND p.id = ANY(${sql.param(query.productIds)}::int[])
            AND ${productInScope(scope, sql`p.id`)}
          ORDER BY p.name_lower, p.id`),
    query.productQ === ""
      ? null
      : db.execute<{ id: number; name: string }>(sql`
          SELECT p.id, p.name FROM products p
          WHERE p.company_id = ${company} AND p.name_lower LIKE ${containsPattern(query.productQ)}
            AND ${productInScope(scope, sql`p.id`)}
          ORDER BY p.name_lower, p.id LIMIT ${TRAINING_CHOICES_MAX}`),
    query.personId === undefined ? null : traineeOf(db, scope, query.personId),
    query.personQ === ""
      ? null
      : db.execute<{ id: number; name: string }>(sql`
          SELECT u.id, u.name FROM users u
          WHERE u.company_id = ${company} AND ${isTrainee(sql`u`)} AND ${personInScope(scope, sql`u`)}
            AND (lower(u.name) LIKE ${containsPattern(query.personQ)}
              OR lower(u.email) LIKE ${containsPattern(query.personQ)})
          ORDER BY lower(u.name), u.id LIMIT ${TRAINING_CHOICES_MAX}`),
  ]);
  const named = (row: { id: number; name: string }) => ({ id: Number(row.id), name: row.name });
  return {
    products: products?.rows.map(named) ?? [],
    product_matches: productMatches?.rows.map(named) ?? null,
    person,
    person_matches: personMatches?.rows.map(named) ?? null,
  };
}
