import { sql } from "drizzle-orm";
import type { LocationDetail, LocationUpdate } from "./schemas";
import type { Database } from "../../db/client";
import { validationFailed } from "../http/errors";
import { BOARD_NOT_FOUND_MESSAGE, lockBoardGroup } from "../chemical-approvals/boards";
import { lockTree } from "./locations";
import { isLocationInScope } from "./scope";
import { recordActivity } from "../activities/record";
import type { ActivityAction } from "../../core/activities/activity-kinds";
import { locationDetail, TREE_DEPTH_GUARD, type Executor, type Viewer } from "./tree";

/**
 * PUT /hierarchy/v1/locations/{id}: rename, move, archive or unarchive, and
 * set the board group, in one transaction (docs/decisions/012-location-tree.md).
 *
 * - Moving only changes parent_id, so everything attached to the location (and
 *   its whole subtree) moves with it. The new parent must be a non-archived
 *   location of the company and must not be the location or lie inside it:
 *   the walk up from the new parent must not meet the location.
 * - Archiving sets archived and archived_root_id = the location on it and on
 *   every descendant that is not archived yet. Unarchiving restores the
 *   location and the descendants with the same archived_root_id, reached
 *   through each other, so locations archived separately before stay archived.
 *   A location whose parent is archived cannot be restored.
 * - The board group, when one is given, must be one of the company's approval
 *   boards (else 422 on chemical_board_group_id, thrown as the API error). It is
 *   locked FOR SHARE first, so a board being deleted is either gone (422) or
 *   waits for this change and then clears it: the foreign key never fails.
 * - Locks: the board (see api/chemical-approvals/boards.ts for the order), the
 *   tree's exclusive advisory lock for moves and (un)archiving, then the
 *   location and its new parent FOR UPDATE, in id order.
 */

export type UpdateLocationResult =
  | { ok: true; location: LocationDetail }
  | { ok: false; reason: "not_found" | "cycle" | "parent_archived" | "outside_scope" };

interface LockedRow extends Record<string, unknown> {
  id: number;
  name: string;
  chemical_board_group_id: number | null;
  parent_id: number | null;
  archived: boolean;
  archived_root_id: number | null;
}

/** Whether `ancestorId` is `id` itself or one of its ancestors. */
async function isSelfOrAncestor(tx: Executor, companyId: number, ancestorId: number, id: number) {
  const result = await tx.execute<{ found: boolean }>(sql`
    WITH RECURSIVE up AS (
      SELECT id, parent_id, 0 AS depth FROM locations WHERE company_id = ${companyId} AND id = ${id}
      UNION ALL
      SELECT p.id, p.parent_id, up.depth + 1
      FROM up JOIN locations p ON p.company_id = ${companyId} AND p.id = up.parent_id
      WHERE up.depth < ${TREE_DEPTH_GUARD}
    )
    SELECT EXISTS (SELECT 1 FROM up WHERE id = ${ancestorId}) AS found
  `);
  return result.rows[0]?.found === true;
}

async function archiveSubtree(tx: Executor, companyId: number, id: number): Promise<void> {
  await tx.execute(sql`
    WITH RECURSIVE subtree AS (
      SELECT id, 0 AS depth FROM locations WHERE company_id = ${companyId} AND id = ${id}
      UNION ALL
      SELECT c.id, s.depth + 1
      FROM subtree s JOIN locations c ON c.company_id = ${companyId} AND c.parent_id = s.id
      WHERE s.depth < ${TREE_DEPTH_GUARD}
    )
    UPDATE locations l SET archived = true, archived_root_id = ${id}, updated_at = now()
    FROM subtree
    WHERE l.company_id = ${companyId} AND l.id = subtree.id AND NOT l.archived
  `);
}

/** Restores `id` and the descendants archived together with it (same archived_root_id; null counts as its own). */
async function restoreSubtree(tx: Executor, companyId: number, row: LockedRow): Promise<void> {
  const root = row.archived_root_id ?? row.id;
  await tx.execute(sql`
    WITH RECURSIVE batch AS (
      SELECT ${row.id}::int AS id, 0 AS depth
      UNION ALL
      SELECT c.id, b.depth + 1
      FROM batch b JOIN locations c ON c.company_id = ${companyId} AND c.parent_id = b.id
      WHERE c.archived AND c.archived_root_id = ${root} AND b.depth < ${TREE_DEPTH_GUARD}
    )
    UPDATE locations l SET archived = false, archived_root_id = NULL, updated_at = now()
    FROM batch
    WHERE l.company_id = ${companyId} AND l.id = batch.id
  `);
}

export async function updateLocation(
  db: Database,
  viewer: Viewer,
  id: number,
  update: LocationUpdate,
  includeArchived: boolean,
): Promise<UpdateLocationResult> {
  const companyId = viewer.companyId;
  return db.transaction(async (tx) => {
    const boardGroupId = update.chemical_board_group_id;
    if (typeof boardGroupId === "number" && !(await lockBoardGroup(tx, companyId, boardGroupId, "share"))) {
      throw validationFailed({ chemical_board_group_id: [BOARD_NOT_FOUND_MESSAGE] });
    }
    const moving = update.parent_id !== undefined;
    const newParentId = update.parent_id ?? null;
    if (moving || update.archived !== undefined) await lockTree(tx, companyId, "exclusive");

    const ids = moving && newParentId !== null ? [id, newParentId] : [id];
    const locked = await tx.execute<LockedRow>(sql`
      SELECT id, name, chemical_board_group_id, parent_id, archived, archived_root_id FROM locations
      WHERE company_id = ${companyId} AND id IN (${sql.join(
        ids.map((value) => sql`${value}`),
        sql`, `,
      )})
      ORDER BY id
      FOR UPDATE
    `);
    const target = locked.rows.find((row) => row.id === id);
    if (!target || !(await isLocationInScope(tx, viewer, id)))
      return { ok: false, reason: "not_found" } as const;

    // A user limited to top nodes can't make a location a top location: it would leave their scope.
    if (moving && newParentId === null && viewer.roots !== null) {
      return { ok: false, reason: "outside_scope" } as const;
    }
    if (moving && newParentId !== null) {
      if (newParentId === id) return { ok: false, reason: "cycle" } as const;
      const parent = locked.rows.find((row) => row.id === newParentId);
      if (!parent || parent.archived || !(await isLocationInScope(tx, viewer, newParentId))) {
        return { ok: false, reason: "not_found" } as const;
      }
      if (await isSelfOrAncestor(tx, companyId, id, newParentId))
        return { ok: false, reason: "cycle" } as const;
    }

    // Restoring under an archived parent would break the tree's invariant. A new parent given in the same
    // request has just been checked not to be archived.
    if (update.archived === false && target.archived && !moving && target.parent_id !== null) {
      const parent = await tx.execute<{ archived: boolean }>(
        sql`SELECT archived FROM locations WHERE company_id = ${companyId} AND id = ${target.parent_id}`,
      );
      if (parent.rows[0]?.archived) return { ok: false, reason: "parent_archived" } as const;
    }

    // Every check has passed: write.
    await tx.execute(sql`
      UPDATE locations SET
        name = ${update.name !== undefined ? sql`${update.name}` : sql`name`},
        parent_id = ${moving ? sql`${newParentId}::int` : sql`parent_id`},
        chemical_board_group_id = ${
          update.chemical_board_group_id !== undefined
            ? sql`${update.chemical_board_group_id}::int`
            : sql`chemical_board_group_id`
        },
        updated_at = now()
      WHERE company_id = ${companyId} AND id = ${id}
    `);
    if (update.archived === true && !target.archived) await archiveSubtree(tx, companyId, id);
    if (update.archived === false && target.archived) await restoreSubtree(tx, companyId, target);

    const location = await locationDetail(tx, viewer, id, includeArchived);
    if (!location) throw new Error("the updated location is gone");
    const action: ActivityAction =
      update.archived === true && !target.archived
        ? "archived"
        : update.archived === false && target.archived
          ? "restored"
          : moving && newParentId !== target.parent_id
            ? "moved"
            : "updated";
    await recordActivity(tx, {
      companyId,
      actorId: viewer.userId,
      module: "locations",
      action,
      object: { type: "location", id, label: location.name },
      before: {
        name: target.name,
        parent_id: target.parent_id,
        archived: target.archived,
        chemical_board_group_id: target.chemical_board_group_id,
      },
      after: {
        name: location.name,
        parent_id: location.parent,
        archived: location.archived,
        chemical_board_group_id: location.chemical_board_group_id,
      },
    });
    return { ok: true, location } as const;
  });
}
