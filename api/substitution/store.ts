import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { Permissions } from "../../core/permissions";
import {
  checkChange,
  checkDelete,
  isDecided,
  statusOfId,
  SUBSTITUTED_LIMIT,
  SUBSTITUTION_PAGE_SIZE,
  SUBSTITUTION_STATUS_IDS,
  type SubstitutionStatus,
} from "../../core/substitution/rules";
import { recordActivity } from "../activities/record";
import { productInScope, type LocationScope, type ScopedActor } from "../locations/scope";
import type { Executor } from "../locations/tree";
import type { Substitution, SubstitutionList, SubstitutionListQuery, UpdateSubstitution } from "./schemas";

/**
 * Substitutions as the company keeps them: record, change, decide and delete (each one transaction with its
 * audit-trail entry), the paged history and a product's substitutions. Every statement is scoped by
 * company_id; a substitution is the caller's when the product it replaces is in their top nodes.
 */

interface RowSql extends Record<string, unknown> {
  id: number;
  status: number;
  reason: string;
  product_id: number;
  product_name: string;
  product_supplier: string;
  substitute_id: number | null;
  substitute_name: string | null;
  substitute_supplier: string | null;
  created_by: string | null;
  decided_by: string | null;
  decided_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toSubstitution(row: RowSql): Substitution {
  const status = statusOfId(row.status);
  return {
    id: row.id,
    status,
    status_id: SUBSTITUTION_STATUS_IDS[status],
    reason: row.reason,
    product: { id: row.product_id, name: row.product_name, supplier: row.product_supplier },
    substitute:
      row.substitute_id === null
        ? null
        : { id: row.substitute_id, name: row.substitute_name ?? "", supplier: row.substitute_supplier ?? "" },
    created_by: row.created_by,
    decided_by: row.decided_by,
    decided_at: row.decided_at === null ? null : iso(row.decided_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

const SELECT = sql`
  SELECT x.id, x.status, x.reason, x.product_id, p.name AS product_name, p.supplier AS product_supplier,
    q.id AS substitute_id, q.name AS substitute_name, q.supplier AS substitute_supplier,
    cu.name AS created_by, du.name AS decided_by, x.decided_at, x.created_at, x.updated_at
  FROM substitutions x
  JOIN products p ON p.company_id = x.company_id AND p.id = x.product_id
  LEFT JOIN products q ON q.company_id = x.company_id AND q.id = x.substitute_product_id
  LEFT JOIN users cu ON cu.company_id = x.company_id AND cu.id = x.created_by
  LEFT JOIN users du ON du.company_id = x.company_id AND du.id = x.decided_by`;

const visible = (scope: LocationScope): SQL =>
  sql`x.company_id = ${scope.companyId} AND ${productInScope(scope, sql`x.product_id`)}`;

/** A page of the company's substitutions (products in the caller's scope), newest change first. */
export async function listSubstitutions(
  db: Executor,
  scope: LocationScope,
  query: SubstitutionListQuery,
): Promise<SubstitutionList> {
  const where = sql`${visible(scope)}
    ${query.status ? sql`AND x.status = ${SUBSTITUTION_STATUS_IDS[query.status]}` : sql``}`;
  const [list, count] = await Promise.all([
    db.execute<RowSql>(sql`${SELECT} WHERE ${where}
      ORDER BY x.updated_at DESC, x.id DESC
      LIMIT ${SUBSTITUTION_PAGE_SIZE} OFFSET ${(query.page - 1) * SUBSTITUTION_PAGE_SIZE}`),
    db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM substitutions x WHERE ${where}`),
  ]);
  return {
    data: list.rows.map(toSubstitution),
    meta: { page: query.page, per_page: SUBSTITUTION_PAGE_SIZE, total: count.rows[0]?.n ?? 0 },
  };
}

export async function getSubstitution(
  db: Executor,
  scope: LocationScope,
  id: number,
): Promise<Substitution | null> {
  const { rows } = await db.execute<RowSql>(sql`${SELECT} WHERE ${visible(scope)} AND x.id = ${id}`);
  return rows[0] ? toSubstitution(rows[0]) : null;
}

/** A product's substitutions both ways, newest change first, at most SUBSTITUTED_LIMIT; null when not the caller's. */
export async function substitutionsOfProduct(
  db: Executor,
  scope: LocationScope,
  productId: number,
): Promise<Substitution[] | null> {
  const { rows: product } = await db.execute(sql`
    SELECT 1 FROM products p WHERE p.company_id = ${scope.companyId} AND p.id = ${productId}
      AND ${productInScope(scope, sql`p.id`)}`);
  if (product.length === 0) return null;
  const { rows } = await db.execute<RowSql>(sql`${SELECT}
    WHERE x.company_id = ${scope.companyId} AND (x.product_id = ${productId} OR x.substitute_product_id = ${productId})
    ORDER BY x.updated_at DESC, x.id DESC LIMIT ${SUBSTITUTED_LIMIT}`);
  return rows.map(toSubstitution);
}

/** Whether the company has recorded any substitution (the onboarding check and the empty state). */
export async function companyHasSubstitutions(db: Executor, companyId: number): Promise<boolean> {
  const { rows } = await db.execute(sql`SELECT 1 FROM substitutions WHERE company_id = ${companyId} LIMIT 1`);
  return rows.length > 0;
}

/** Why a change was refused; the route turns each into its status and message. */
export type Refusal =
  | "not_found"
  | "forbidden"
  | "decided"
  | "candidate_required"
  | "reason_required"
  | "same_product"
  | "candidate_not_found";
export type Outcome = { ok: true; substitution: Substitution } | { ok: false; reason: Refusal };

/** The names of the products of a change, in the caller's scope (a missing one is not the caller's). */
async function productNames(db: Executor, scope: LocationScope, ids: number[]): Promise<Map<number, string>> {
  const { rows } = await db.execute<{ id: number; name: string }>(sql`
    SELECT p.id, p.name FROM products p
    WHERE p.company_id = ${scope.companyId} AND p.id = ANY(${sql.param(ids)}::int[])
      AND ${productInScope(scope, sql`p.id`)}`);
  return new Map(rows.map((row) => [row.id, row.name]));
}

interface Change {
  productId: number;
  from: SubstitutionStatus | null;
  to: UpdateSubstitution;
}

/** The checks every change passes, in the order a person would fix them. */
async function refusalOf(
  db: Executor,
  actor: ScopedActor,
  permissions: Permissions,
  change: Change,
): Promise<{ refusal: Refusal } | { names: Map<number, string> }> {
  const candidate = change.to.substitute_product_id ?? null;
  const ids = candidate === null ? [change.productId] : [change.productId, candidate];
  const names = await productNames(db, actor, ids);
  if (!names.has(change.productId)) return { refusal: "not_found" };
  const outcome = checkChange(permissions, change.from, change.to.status, {
    hasCandidate: candidate !== null,
    reason: change.to.reason,
  });
  if (outcome === "forbidden" || outcome === "decided") return { refusal: outcome };
  if (candidate !== null && candidate === change.productId) return { refusal: "same_product" };
  if (candidate !== null && !names.has(candidate)) return { refusal: "candidate_not_found" };
  if (outcome !== "ok") return { refusal: outcome };
  return { names };
}

const trail = (to: UpdateSubstitution, names: Map<number, string>) => ({
  status: to.status,
  substitute: to.substitute_product_id ? (names.get(to.substitute_product_id) ?? null) : null,
  reason: to.reason,
});

export async function createSubstitution(
  db: Database,
  actor: ScopedActor,
  permissions: Permissions,
  input: UpdateSubstitution & { product_id: number },
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const checked = await refusalOf(tx, actor, permissions, {
      productId: input.product_id,
      from: null,
      to: input,
    });
    if ("refusal" in checked) return { ok: false, reason: checked.refusal };
    const decided = isDecided(input.status);
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO substitutions (company_id, product_id, substitute_product_id, status, reason, created_by,
        decided_by, decided_at)
      VALUES (${actor.companyId}, ${input.product_id}, ${input.substitute_product_id ?? null},
        ${SUBSTITUTION_STATUS_IDS[input.status]}, ${input.reason}, ${actor.userId},
        ${decided ? actor.userId : null}, ${decided ? sql`now()` : null})
      RETURNING id`);
    const id = rows[0]!.id;
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      module: "products",
      action: decided ? "decided" : "created",
      object: { type: "substitution", id, label: checked.names.get(input.product_id) ?? "" },
      after: trail(input, checked.names),
    });
    return { ok: true, substitution: (await getSubstitution(tx, actor, id))! };
  });
}

export async function updateSubstitution(
  db: Database,
  actor: ScopedActor,
  permissions: Permissions,
  id: number,
  input: UpdateSubstitution,
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    // The row is locked so two decisions at once cannot both pass the "not decided yet" check.
    const { rows: current } = await tx.execute<{
      product_id: number;
      status: number;
      substitute_product_id: number | null;
      reason: string;
    }>(sql`
      SELECT x.product_id, x.status, x.substitute_product_id, x.reason FROM substitutions x
      WHERE ${visible(actor)} AND x.id = ${id} FOR UPDATE OF x`);
    const row = current[0];
    if (!row) return { ok: false, reason: "not_found" };
    const from = statusOfId(row.status);
    // Leaving the candidate out keeps the one chosen before.
    const to = {
      ...input,
      substitute_product_id:
        input.substitute_product_id === undefined ? row.substitute_product_id : input.substitute_product_id,
    };
    const checked = await refusalOf(tx, actor, permissions, { productId: row.product_id, from, to });
    if ("refusal" in checked) return { ok: false, reason: checked.refusal };
    const decided = isDecided(to.status);
    await tx.execute(sql`
      UPDATE substitutions SET substitute_product_id = ${to.substitute_product_id ?? null},
        status = ${SUBSTITUTION_STATUS_IDS[to.status]}, reason = ${to.reason},
        decided_by = ${decided ? actor.userId : null}, decided_at = ${decided ? sql`now()` : null},
        updated_at = now()
      WHERE company_id = ${actor.companyId} AND id = ${id}`);
    const previousNames = await productNames(
      tx,
      actor,
      row.substitute_product_id ? [row.substitute_product_id] : [],
    );
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      module: "products",
      action: decided ? "decided" : "updated",
      object: { type: "substitution", id, label: checked.names.get(row.product_id) ?? "" },
      before: {
        status: from,
        substitute: row.substitute_product_id ? (previousNames.get(row.substitute_product_id) ?? null) : null,
        reason: row.reason,
      },
      after: trail(to, checked.names),
    });
    return { ok: true, substitution: (await getSubstitution(tx, actor, id))! };
  });
}

export async function deleteSubstitution(
  db: Database,
  actor: ScopedActor,
  permissions: Permissions,
  id: number,
): Promise<{ ok: true } | { ok: false; reason: "not_found" | "forbidden" | "decided" }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ status: number; product_name: string }>(sql`
      SELECT x.status, p.name AS product_name FROM substitutions x
      JOIN products p ON p.company_id = x.company_id AND p.id = x.product_id
      WHERE ${visible(actor)} AND x.id = ${id} FOR UPDATE OF x`);
    const row = rows[0];
    if (!row) return { ok: false, reason: "not_found" };
    const outcome = checkDelete(permissions, statusOfId(row.status));
    if (outcome !== "ok") return { ok: false, reason: outcome };
    await tx.execute(sql`DELETE FROM substitutions WHERE company_id = ${actor.companyId} AND id = ${id}`);
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      module: "products",
      action: "deleted",
      object: { type: "substitution", id, label: row.product_name },
      before: { status: statusOfId(row.status) },
    });
    return { ok: true };
  });
}
