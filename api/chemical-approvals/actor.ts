import { sql, type SQL } from "drizzle-orm";
import type { UserRow } from "../../db/schema";
import { hasAll } from "../../core/permissions";
import type { Actor } from "../../core/chemical-approvals/states";
import { ancestryCte, type Executor } from "../locations/tree";

/**
 * Who the caller is to a chemical approval request (core/chemical-approvals/states.ts):
 * admin (chemical_approval_admin), requester, member of the request's board,
 * member of any board, evaluator. Every query is company-scoped.
 */

export function isApprovalAdmin(user: UserRow): boolean {
  return hasAll(user.permissions, ["chemical_approval_admin"]);
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The boards of these locations: for each location, the board named by the
 * location itself or by its nearest ancestor that names one (null: none).
 */
export async function boardsOfLocations(
  db: Executor,
  companyId: number,
  locationIds: readonly number[],
): Promise<Map<number, number | null>> {
  const result = new Map<number, number | null>(locationIds.map((id) => [id, null]));
  if (locationIds.length === 0) return result;
  const seeds: SQL = sql`SELECT unnest(${sql.param([...locationIds])}::int[]) AS id`;
  const rows = rowsOf<{ location_id: number; board_group_id: number }>(
    await db.execute(sql`
      WITH RECURSIVE ${ancestryCte(companyId, seeds)}
      SELECT DISTINCT ON (a.location_id) a.location_id, l.chemical_board_group_id AS board_group_id
      FROM ancestry a JOIN locations l ON l.company_id = ${companyId} AND l.id = a.id
      WHERE l.chemical_board_group_id IS NOT NULL
      ORDER BY a.location_id, a.depth`),
  );
  for (const row of rows) result.set(row.location_id, row.board_group_id);
  return result;
}

/** Is the user a member of this board / of any board of the company? */
export async function boardMembership(
  db: Executor,
  companyId: number,
  userId: number,
  boardGroupId: number | null,
): Promise<{ ofBoard: boolean; ofAny: boolean }> {
  const [row] = rowsOf<{ of_board: boolean; of_any: boolean }>(
    await db.execute(sql`
      SELECT coalesce(bool_or(board_group_id = ${boardGroupId ?? -1}), false) AS of_board, count(*) > 0 AS of_any
      FROM chemical_board_group_members WHERE company_id = ${companyId} AND user_id = ${userId}`),
  );
  return { ofBoard: row?.of_board ?? false, ofAny: row?.of_any ?? false };
}

/**
 * The actor for a request. The request's board is its board_group_id once the
 * evaluation started; before, the single board of its locations (if exactly one).
 */
export async function actorFor(
  db: Executor,
  user: UserRow,
  request: { id: number; requesterId: number; boardGroupId: number | null; locationIds: readonly number[] },
): Promise<Actor> {
  let boardGroupId = request.boardGroupId;
  if (boardGroupId === null && request.locationIds.length > 0) {
    const boards = new Set((await boardsOfLocations(db, user.companyId, request.locationIds)).values());
    if (boards.size === 1) boardGroupId = [...boards][0] ?? null;
  }
  const membership = await boardMembership(db, user.companyId, user.id, boardGroupId);
  const [evaluation] = rowsOf<{ n: number }>(
    await db.execute(sql`
      SELECT count(*)::int AS n FROM product_request_evaluations
      WHERE company_id = ${user.companyId} AND request_id = ${request.id} AND member_id = ${user.id}`),
  );
  return {
    isAdmin: isApprovalAdmin(user),
    isRequester: request.requesterId === user.id,
    isBoardMember: membership.ofBoard,
    isAnyBoardMember: membership.ofAny,
    isEvaluator: (evaluation?.n ?? 0) > 0,
  };
}
