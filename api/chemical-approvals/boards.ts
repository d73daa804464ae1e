import { sql, type SQL } from "drizzle-orm";
import { BOARD_GROUPS_MAX, BOARD_MEMBER_CANDIDATES_MAX } from "../../core/chemical-approvals/boards";
import type { Database } from "../../db/client";
import { ApiError, validationFailed } from "../http/errors";
import { ancestryCte, type Executor } from "../locations/tree";
import { recordActivity } from "../activities/record";
import type { ActivityFields } from "../../core/activities/activity-kinds";
import type { BoardGroup, BoardGroupInput, BoardGroupMember, BoardGroupOption } from "./schemas";

/**
 * Approval boards (chemical_board_groups, docs/decisions/018-chemical-approvals.md): who evaluates the
 * chemical approval requests of which locations.
 *
 * - A location names at most one board (locations.chemical_board_group_id);
 *   its subtree inherits it unless a location below names another one.
 * - Saving a board sets that column on its locations and clears it on the
 *   locations it no longer has, and replaces its members, in one transaction.
 *   A location that already names another board is refused (422), so a board
 *   never takes a location from another one by accident; an archived location
 *   can be kept but not added; a member must have chemical_approval_request.
 * - Locks, always in this order: the board row (FOR UPDATE when saving or
 *   deleting it, FOR SHARE when a location is pointed at it through
 *   PUT /hierarchy/v1/locations/{id}), then location rows FOR UPDATE in id
 *   order. So a location is never pointed at a board that is being deleted
 *   (the foreign key never fails), and two saves never deadlock.
 * - Every statement is scoped by company_id; another company's board is 404.
 */

/* ------------------------------------------------------------------ reads */

interface BoardSqlRow extends Record<string, unknown> {
  id: number;
  name: string;
  created_at: string | Date;
  updated_at: string | Date;
  locations: BoardGroup["locations"];
  members: BoardGroupMember[];
}

const iso = (value: string | Date) => new Date(value).toISOString();

/**
 * Boards with their locations (each with its path) and members, in one
 * statement: the boards by name, their locations through the
 * (company_id, chemical_board_group_id) index, one walk up for every path,
 * members through the members' primary key.
 */
async function selectBoards(db: Executor, companyId: number, only: number | null): Promise<BoardGroup[]> {
  const filter: SQL = only === null ? sql`true` : sql`g.id = ${only}`;
  const result = await db.execute<BoardSqlRow>(sql`
    WITH RECURSIVE boards AS (
      SELECT g.id, g.name, g.created_at, g.updated_at FROM chemical_board_groups g
      WHERE g.company_id = ${companyId} AND ${filter}
      ORDER BY lower(g.name), g.id
      LIMIT ${BOARD_GROUPS_MAX}
    ),
    board_locations AS (
      SELECT l.id, l.name, l.archived, l.chemical_board_group_id AS board_id FROM locations l
      WHERE l.company_id = ${companyId} AND l.chemical_board_group_id IN (SELECT id FROM boards)
    ),
    ${ancestryCte(companyId, sql`SELECT id FROM board_locations`)},
    paths AS (
      SELECT location_id, string_agg(name, ' › ' ORDER BY depth DESC) AS path FROM ancestry GROUP BY location_id
    )
    SELECT b.id, b.name, b.created_at, b.updated_at,
      coalesce((
        SELECT json_agg(json_build_object('id', bl.id, 'name', bl.name, 'path', p.path, 'archived', bl.archived)
          ORDER BY p.path, bl.id)
        FROM board_locations bl JOIN paths p ON p.location_id = bl.id
        WHERE bl.board_id = b.id
      ), '[]'::json) AS locations,
      coalesce((
        SELECT json_agg(json_build_object('id', u.id, 'name', u.name, 'email', u.email)
          ORDER BY lower(u.name), u.id)
        FROM chemical_board_group_members m
        JOIN users u ON u.company_id = m.company_id AND u.id = m.user_id
        WHERE m.company_id = ${companyId} AND m.board_group_id = b.id
      ), '[]'::json) AS members
    FROM boards b
    ORDER BY lower(b.name), b.id
  `);
  return result.rows.map((row) => ({
    id: row.id,
    name: row.name,
    locations: row.locations,
    members: row.members,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }));
}

/** The company's boards by name (at most BOARD_GROUPS_MAX). */
export function listBoardGroups(db: Executor, companyId: number): Promise<BoardGroup[]> {
  return selectBoards(db, companyId, null);
}

/** One board of the company, or undefined. */
export async function getBoardGroup(
  db: Executor,
  companyId: number,
  id: number,
): Promise<BoardGroup | undefined> {
  return (await selectBoards(db, companyId, id))[0];
}

/** The company's boards, id and name only, by name. */
export async function boardGroupOptions(db: Executor, companyId: number): Promise<BoardGroupOption[]> {
  const result = await db.execute<{ id: number; name: string }>(sql`
    SELECT id, name FROM chemical_board_groups WHERE company_id = ${companyId}
    ORDER BY lower(name), id LIMIT ${BOARD_GROUPS_MAX}
  `);
  return result.rows.map((row) => ({ id: row.id, name: row.name }));
}

/** Who may be a member: the company's users with chemical_approval_request, by name. */
export async function boardMemberCandidates(db: Executor, companyId: number): Promise<BoardGroupMember[]> {
  const result = await db.execute<{ id: number; name: string; email: string }>(sql`
    SELECT id, name, email FROM users
    WHERE company_id = ${companyId} AND permissions @> '{"chemical_approval_request": true}'::jsonb
    ORDER BY lower(name), id
    LIMIT ${BOARD_MEMBER_CANDIDATES_MAX}
  `);
  return result.rows.map((row) => ({ id: row.id, name: row.name, email: row.email }));
}

/* ------------------------------------------------------------------ writes */

export const BOARD_IN_USE_MESSAGE =
  "This board is evaluating requests. Complete, conclude or reset their evaluations first.";

/** 409 `{ error: "board_in_use", message }`: requests under evaluation or ready for approval use the board. */
export const boardInUse = () => new ApiError(409, { error: "board_in_use", message: BOARD_IN_USE_MESSAGE });

export const BOARD_NOT_FOUND_MESSAGE =
  "The chemical board group must be one of the company's approval boards.";

const NAME_INDEX = "chemical_board_groups_company_name_idx";

/** A unique violation of the board name index (drizzle wraps the driver's error in `cause`). */
function isDuplicateName(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === "23505" && constraint === NAME_INDEX) return true;
    if ((e as { cause?: unknown }).cause === e) break;
  }
  return false;
}

const duplicateName = (name: string) => `There is already a board named ${name}.`;

const idArray = (ids: readonly number[]) => sql`${sql.param([...ids])}::int[]`;

/** Locks a board of the company; undefined when there is none with this id. */
export async function lockBoardGroup(
  tx: Executor,
  companyId: number,
  id: number,
  mode: "update" | "share",
): Promise<{ id: number; name: string } | undefined> {
  const lock = mode === "update" ? sql`FOR UPDATE` : sql`FOR SHARE`;
  const result = await tx.execute<{ id: number; name: string }>(
    sql`SELECT id, name FROM chemical_board_groups WHERE company_id = ${companyId} AND id = ${id} ${lock}`,
  );
  return result.rows[0];
}

/**
 * The checks of a save, after locking: the name is free, every location is
 * the company's, not archived unless it already names this board, and names
 * no other board; every member is the company's user with
 * chemical_approval_request. Field errors, in English.
 */
async function checkInput(
  tx: Executor,
  companyId: number,
  self: number | null,
  input: { name: string; locations: readonly number[] | undefined; members: readonly number[] | undefined },
): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);

  const taken = await tx.execute<{ id: number }>(sql`
    SELECT id FROM chemical_board_groups
    WHERE company_id = ${companyId} AND lower(name) = lower(${input.name})
      ${self === null ? sql`` : sql`AND id <> ${self}`}
  `);
  if (taken.rows.length > 0) add("name", duplicateName(input.name));

  if (input.locations && input.locations.length > 0) {
    const rows = await tx.execute<{
      id: number;
      name: string;
      archived: boolean;
      board_id: number | null;
      board_name: string | null;
    }>(sql`
      SELECT l.id, l.name, l.archived, l.chemical_board_group_id AS board_id, g.name AS board_name
      FROM locations l
      LEFT JOIN chemical_board_groups g ON g.company_id = l.company_id AND g.id = l.chemical_board_group_id
      WHERE l.company_id = ${companyId} AND l.id = ANY(${idArray(input.locations)})
      ORDER BY l.id
      FOR UPDATE OF l
    `);
    const found = new Map(rows.rows.map((row) => [row.id, row]));
    for (const id of input.locations) {
      const row = found.get(id);
      if (!row) add("locations", `There is no location with the id ${id}.`);
      else if (row.board_id !== null && row.board_id !== self)
        add("locations", `${row.name} already belongs to the board ${row.board_name ?? row.board_id}.`);
      else if (row.archived && (self === null || row.board_id !== self))
        add("locations", `${row.name} is archived.`);
    }
  }

  if (input.members && input.members.length > 0) {
    const rows = await tx.execute<{ id: number; name: string; may_request: boolean }>(sql`
      SELECT id, name, permissions @> '{"chemical_approval_request": true}'::jsonb AS may_request
      FROM users WHERE company_id = ${companyId} AND id = ANY(${idArray(input.members)})
    `);
    const found = new Map(rows.rows.map((row) => [row.id, row]));
    for (const id of input.members) {
      const row = found.get(id);
      if (!row) add("members", `There is no user with the id ${id}.`);
      else if (!row.may_request)
        add("members", `${row.name} does not have the permission chemical_approval_request.`);
    }
  }
  return errors;
}

/** Points the board's locations at it and clears the ones it no longer has; replaces its members. */
async function writeRelations(
  tx: Executor,
  companyId: number,
  id: number,
  locations: readonly number[] | undefined,
  members: readonly number[] | undefined,
): Promise<void> {
  if (locations) {
    await tx.execute(sql`
      UPDATE locations SET chemical_board_group_id = NULL, updated_at = now()
      WHERE company_id = ${companyId} AND chemical_board_group_id = ${id} AND id <> ALL(${idArray(locations)})
    `);
    if (locations.length > 0) {
      await tx.execute(sql`
        UPDATE locations SET chemical_board_group_id = ${id}, updated_at = now()
        WHERE company_id = ${companyId} AND id = ANY(${idArray(locations)})
          AND chemical_board_group_id IS DISTINCT FROM ${id}
      `);
    }
  }
  if (members) {
    await tx.execute(sql`
      DELETE FROM chemical_board_group_members
      WHERE company_id = ${companyId} AND board_group_id = ${id} AND user_id <> ALL(${idArray(members)})
    `);
    if (members.length > 0) {
      await tx.execute(sql`
        INSERT INTO chemical_board_group_members (company_id, board_group_id, user_id)
        SELECT ${companyId}, ${id}, unnest(${idArray(members)})
        ON CONFLICT DO NOTHING
      `);
    }
  }
}

const unique = (ids: readonly number[] | undefined) => (ids ? [...new Set(ids)] : undefined);

/** Runs a save; a name taken by a concurrent save (the unique index) answers 422 like a taken one. */
async function saving<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isDuplicateName(error)) throw validationFailed({ name: [duplicateName(name)] });
    throw error;
  }
}

/** POST: a new board; 422 with field errors when a check fails (nothing is written). */
/** Who changes a board: the company and the user, for the audit trail. */
export interface BoardActor {
  companyId: number;
  userId: number;
}

/** What the audit trail keeps of a board: its name, locations and members by name. */
function boardFields(board: BoardGroup): ActivityFields {
  return {
    name: board.name,
    locations: board.locations.map((location) => location.name),
    members: board.members.map((member) => member.name),
  };
}

export async function createBoardGroup(
  db: Database,
  actor: BoardActor,
  input: BoardGroupInput,
): Promise<BoardGroup> {
  const companyId = actor.companyId;
  const locations = unique(input.locations) ?? [];
  const members = unique(input.members) ?? [];
  return saving(input.name, () =>
    db.transaction(async (tx) => {
      const errors = await checkInput(tx, companyId, null, { name: input.name, locations, members });
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
      const inserted = await tx.execute<{ id: number }>(sql`
        INSERT INTO chemical_board_groups (company_id, name) VALUES (${companyId}, ${input.name}) RETURNING id
      `);
      const id = inserted.rows[0]?.id;
      if (id === undefined) throw new Error("insert returned no row");
      await writeRelations(tx, companyId, id, locations, members);
      const board = await getBoardGroup(tx, companyId, id);
      if (!board) throw new Error("the new board is gone");
      await recordActivity(tx, {
        companyId,
        actorId: actor.userId,
        module: "boards",
        action: "created",
        object: { type: "board", id, label: board.name },
        after: boardFields(board),
      });
      return board;
    }),
  );
}

/** PUT: renames the board and replaces the lists that are given; undefined when it is not the company's. */
export async function updateBoardGroup(
  db: Database,
  actor: BoardActor,
  id: number,
  input: BoardGroupInput,
): Promise<BoardGroup | undefined> {
  const companyId = actor.companyId;
  const locations = unique(input.locations);
  const members = unique(input.members);
  return saving(input.name, () =>
    db.transaction(async (tx) => {
      if (!(await lockBoardGroup(tx, companyId, id, "update"))) return undefined;
      const errors = await checkInput(tx, companyId, id, { name: input.name, locations, members });
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
      const before = await getBoardGroup(tx, companyId, id);
      await tx.execute(sql`
        UPDATE chemical_board_groups SET name = ${input.name}, updated_at = now()
        WHERE company_id = ${companyId} AND id = ${id}
      `);
      await writeRelations(tx, companyId, id, locations, members);
      const after = await getBoardGroup(tx, companyId, id);
      if (before && after) {
        await recordActivity(tx, {
          companyId,
          actorId: actor.userId,
          module: "boards",
          action: "updated",
          object: { type: "board", id, label: after.name },
          before: boardFields(before),
          after: boardFields(after),
        });
      }
      return after;
    }),
  );
}

/**
 * DELETE: first clears the column on its locations (the foreign key has no
 * ON DELETE action), then deletes the board and (cascading) its members.
 * Requests whose evaluation by this board is running keep it (409
 * board_in_use); other requests that name it (concluded, or evaluated and
 * reset) let go of it. False when it is not the company's.
 */
export async function deleteBoardGroup(db: Database, actor: BoardActor, id: number): Promise<boolean> {
  const companyId = actor.companyId;
  return db.transaction(async (tx) => {
    if (!(await lockBoardGroup(tx, companyId, id, "update"))) return false;
    const before = await getBoardGroup(tx, companyId, id);
    const running = await tx.execute(sql`
      SELECT 1 FROM product_requests
      WHERE company_id = ${companyId} AND board_group_id = ${id}
        AND status IN ('UNDER_EVALUATION', 'READY_FOR_APPROVAL')
      LIMIT 1
    `);
    if (running.rows.length > 0) throw boardInUse();
    await tx.execute(sql`
      UPDATE product_requests SET board_group_id = NULL
      WHERE company_id = ${companyId} AND board_group_id = ${id}
    `);
    await tx.execute(sql`
      UPDATE locations SET chemical_board_group_id = NULL, updated_at = now()
      WHERE company_id = ${companyId} AND chemical_board_group_id = ${id}
    `);
    await tx.execute(sql`DELETE FROM chemical_board_groups WHERE company_id = ${companyId} AND id = ${id}`);
    if (before) {
      await recordActivity(tx, {
        companyId,
        actorId: actor.userId,
        module: "boards",
        action: "deleted",
        object: { type: "board", id, label: before.name },
        before: boardFields(before),
      });
    }
    return true;
  });
}
