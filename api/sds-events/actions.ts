import { sql, type SQL } from "drizzle-orm";
import { ACTION_PAGE_SIZE } from "../../core/sds-events/rules";
import type { Database } from "../../db/client";
import { recordActivity } from "../activities/record";
import type { Executor } from "../locations/tree";
import {
  fewProductsInScope,
  isLocationInScope,
  locationInScope,
  productInScope,
  productInScopeOf,
  type LocationScope,
  type ScopedActor,
} from "../locations/scope";
import { containsPattern, subtree } from "./events";
import type { Action, ActionInput, ActionList, ActionListQuery, Assignee } from "./schemas";

/**
 * Follow-up tasks: read within the caller's top nodes (an action at a location outside them, or about a
 * product held only outside them, is not theirs to see), made by hand or by events.
 */

/**
 * An action is in the scope when its location and its product both are (each when it has one). `few` names
 * a limited scope's products when it holds few (`fewProductsInScope`).
 */
function actionInScope(scope: LocationScope, few: readonly number[] | null = null): SQL {
  if (scope.roots === null) return sql`true`;
  return sql`(a.location_id IS NULL OR ${locationInScope(scope, sql`a.location_id`)})
    AND (a.product_id IS NULL OR ${productInScopeOf(scope, few, sql`a.product_id`)})`;
}

const COLUMNS = sql`a.id, a.title, a.description, a.status, a.origin, a.due_date, a.assignee_id,
  u.name AS assignee_name, a.location_id, l.name AS location_name, a.product_id, p.name AS product_name,
  a.to_sds_key, a.from_sds_key, a.event_id, e.kind AS event_kind, a.impact_kind, a.impact_path, a.created_at,
  a.completed_at`;
const JOINS = sql`
  LEFT JOIN users u ON u.company_id = a.company_id AND u.id = a.assignee_id
  LEFT JOIN locations l ON l.company_id = a.company_id AND l.id = a.location_id
  LEFT JOIN products p ON p.company_id = a.company_id AND p.id = a.product_id
  LEFT JOIN sds_events e ON e.company_id = a.company_id AND e.id = a.event_id`;

/**
 * Open first ('open' sorts after 'done', the only two statuses), by due date with none last, then newest: the
 * order of the (company, status, due date, id) indexes, NULLS LAST spelled out as they are built, so that a
 * page is read from an index in order.
 */
const ACTION_ORDER = sql`a.status DESC NULLS LAST, a.due_date ASC NULLS LAST, a.id DESC NULLS LAST`;

type ActionRow = Omit<Action, "created_at" | "completed_at"> & {
  created_at: Date | string;
  completed_at: Date | string | null;
} & Record<string, unknown>;

const toAction = (row: ActionRow): Action => ({
  ...row,
  created_at: new Date(row.created_at).toISOString(),
  completed_at: row.completed_at === null ? null : new Date(row.completed_at).toISOString(),
});

/**
 * A page of actions: open first, by due date (none last), then newest; filtered by status, by assignee
 * (mine), by title text and by location subtree. Null when the location is outside the scope.
 */
export async function listActions(
  db: Executor,
  scope: LocationScope,
  userId: number,
  query: ActionListQuery,
): Promise<ActionList | null> {
  const c = scope.companyId;
  if (query.location !== undefined && !(await isLocationInScope(db, scope, query.location))) return null;
  const where: SQL[] = [sql`a.company_id = ${c}`, actionInScope(scope, await fewProductsInScope(db, scope))];
  if (query.status) where.push(sql`a.status = ${query.status}`);
  if (query.mine === "1" || query.mine === "true") where.push(sql`a.assignee_id = ${userId}`);
  if (query.search) where.push(sql`lower(a.title) LIKE ${containsPattern(query.search)}`);
  if (query.location !== undefined) where.push(sql`a.location_id IN (${subtree(c, query.location)})`);
  const condition = sql.join(where, sql` AND `);
  const offset = (query.page - 1) * ACTION_PAGE_SIZE;
  // The page's ids first, from the index in ACTION_ORDER; the joins then run for those 50 rows only (not for
  // every row an OFFSET skips).
  const [page, counted] = await Promise.all([
    db.execute<ActionRow>(sql`
      SELECT ${COLUMNS}
      FROM (SELECT a.id FROM sds_actions a WHERE ${condition}
        ORDER BY ${ACTION_ORDER} LIMIT ${ACTION_PAGE_SIZE} OFFSET ${offset}) page
      JOIN sds_actions a ON a.company_id = ${c} AND a.id = page.id ${JOINS}
      ORDER BY ${ACTION_ORDER}`),
    // Counted up to a bound: a page number past 100,000 actions is not a page anyone reads.
    db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM (SELECT 1 FROM sds_actions a WHERE ${condition} LIMIT 100000) x`),
  ]);
  return {
    data: page.rows.map(toAction),
    meta: { page: query.page, per_page: ACTION_PAGE_SIZE, total: counted.rows[0]?.n ?? 0 },
  };
}

export async function getAction(db: Executor, scope: LocationScope, id: number): Promise<Action | null> {
  const { rows } = await db.execute<ActionRow>(sql`
    SELECT ${COLUMNS} FROM sds_actions a ${JOINS}
    WHERE a.company_id = ${scope.companyId} AND a.id = ${id} AND ${actionInScope(scope)}`);
  return rows[0] ? toAction(rows[0]) : null;
}

/** The actions of a product (newest first, at most 200: a product's follow-ups, not a register). */
export async function productActions(db: Executor, scope: LocationScope, productId: number) {
  const { rows: product } = await db.execute(sql`
    SELECT 1 FROM products p WHERE p.company_id = ${scope.companyId} AND p.id = ${productId}
      AND ${productInScope(scope, sql`p.id`)}`);
  if (product.length === 0) return null;
  const { rows } = await db.execute<ActionRow>(sql`
    SELECT ${COLUMNS} FROM sds_actions a ${JOINS}
    WHERE a.company_id = ${scope.companyId} AND a.product_id = ${productId} AND ${actionInScope(scope)}
    ORDER BY ${ACTION_ORDER} LIMIT 200`);
  return rows.map(toAction);
}

/** The active users of the company an action may be assigned to, by name (at most 500). */
export async function assignees(db: Executor, companyId: number): Promise<Assignee[]> {
  const { rows } = await db.execute<Assignee & Record<string, unknown>>(sql`
    SELECT id, name FROM users WHERE company_id = ${companyId} AND deactivated_at IS NULL
    ORDER BY lower(name), id LIMIT 500`);
  return rows;
}

export type SaveOutcome = { ok: true; id: number } | { ok: false; reason: "not_found" | "assignee" };

/** Whether the input's references are the caller's to use: assignee active in the company; location and product in scope. */
async function referencesOk(
  db: Executor,
  actor: ScopedActor,
  input: ActionInput,
): Promise<SaveOutcome | null> {
  if (input.location_id !== null && !(await isLocationInScope(db, actor, input.location_id)))
    return { ok: false, reason: "not_found" };
  if (input.product_id !== null) {
    const { rows } = await db.execute(sql`
      SELECT 1 FROM products p WHERE p.company_id = ${actor.companyId} AND p.id = ${input.product_id}
        AND ${productInScope(actor, sql`p.id`)}`);
    if (rows.length === 0) return { ok: false, reason: "not_found" };
  }
  if (input.assignee_id !== null) {
    const { rows } = await db.execute(sql`
      SELECT 1 FROM users WHERE company_id = ${actor.companyId} AND id = ${input.assignee_id}
        AND deactivated_at IS NULL`);
    if (rows.length === 0) return { ok: false, reason: "assignee" };
  }
  return null;
}

export async function createAction(
  db: Database,
  actor: ScopedActor,
  input: ActionInput,
): Promise<SaveOutcome> {
  return db.transaction(async (tx) => {
    const refused = await referencesOk(tx, actor, input);
    if (refused) return refused;
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO sds_actions (company_id, title, description, assignee_id, due_date, location_id, product_id,
        origin, created_by)
      VALUES (${actor.companyId}, ${input.title}, ${input.description}, ${input.assignee_id}, ${input.due_date},
        ${input.location_id}, ${input.product_id}, 'manual', ${actor.userId})
      RETURNING id`);
    const id = rows[0]!.id;
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      module: "products",
      action: "created",
      object: { type: "action", id, label: input.title },
      after: { ...input },
    });
    return { ok: true, id } as const;
  });
}

/** Edits an action's fields (not its origin, event or sheets). */
export async function updateAction(
  db: Database,
  actor: ScopedActor,
  id: number,
  input: ActionInput,
): Promise<SaveOutcome> {
  return db.transaction(async (tx) => {
    const before = await getAction(tx, actor, id);
    if (!before) return { ok: false, reason: "not_found" } as const;
    const refused = await referencesOk(tx, actor, input);
    if (refused) return refused;
    await tx.execute(sql`
      UPDATE sds_actions SET title = ${input.title}, description = ${input.description},
        assignee_id = ${input.assignee_id}, due_date = ${input.due_date}, location_id = ${input.location_id},
        product_id = ${input.product_id}, updated_at = now()
      WHERE company_id = ${actor.companyId} AND id = ${id}`);
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      module: "products",
      action: "updated",
      object: { type: "action", id, label: input.title },
      before: {
        title: before.title,
        description: before.description,
        assignee_id: before.assignee_id,
        due_date: before.due_date,
        location_id: before.location_id,
        product_id: before.product_id,
      },
      after: { ...input },
    });
    return { ok: true, id } as const;
  });
}

/** Marks an action done or open again. */
export async function setActionStatus(
  db: Database,
  actor: ScopedActor,
  id: number,
  status: "open" | "done",
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await getAction(tx, actor, id);
    if (!before) return false;
    if (before.status === status) return true;
    await tx.execute(sql`
      UPDATE sds_actions SET status = ${status}, updated_at = now(),
        completed_at = CASE WHEN ${status} = 'done' THEN now() END,
        completed_by = CASE WHEN ${status} = 'done' THEN ${actor.userId}::int END
      WHERE company_id = ${actor.companyId} AND id = ${id}`);
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      module: "products",
      action: status === "done" ? "closed" : "updated",
      object: { type: "action", id, label: before.title },
      before: { status: before.status },
      after: { status },
    });
    return true;
  });
}
