import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { REQUESTS_API } from "../support/approval-users";
import { DEMO, locationIdOf } from "./helpers";

/**
 * Helpers of the chemical approval API tests (product requests, their flow
 * and insights): the users by email, boards and request locations made in
 * SQL in the test's own database.
 */

export * from "../support/approval-users";

/** The product request API under the app's /api prefix. */
export const BASE = `/api${REQUESTS_API}`;
/** The API's answer for a role that may never take the operation. */
export const PERMISSION_DENIED = { message: "Permission denied" };

/** Every user's id by email (throws for an unknown email). */
export async function userIdsByEmail(db: Database): Promise<(email: string) => number> {
  const rows = await db.execute<{ id: number; email: string }>(sql`SELECT id, email FROM users`);
  const users = new Map(rows.rows.map((row) => [row.email, row.id]));
  return (email) => {
    const id = users.get(email);
    if (id === undefined) throw new Error(`no user ${email}`);
    return id;
  };
}

/** No location of the company names a board any more (tests then make their own, independent of the seed). */
export async function clearBoardsOfLocations(db: Database, companyId: number = DEMO): Promise<void> {
  await db.execute(sql`UPDATE locations SET chemical_board_group_id = NULL WHERE company_id = ${companyId}`);
}

/** A board of Demo Chemicals named by the locations (by name), with the members (by id). */
export async function createBoard(
  db: Database,
  name: string,
  locations: string[],
  memberIds: number[],
): Promise<number> {
  const created = await db.execute<{ id: number }>(
    sql`INSERT INTO chemical_board_groups (company_id, name) VALUES (${DEMO}, ${name}) RETURNING id`,
  );
  const id = created.rows[0]!.id;
  for (const location of locations) {
    await db.execute(
      sql`UPDATE locations SET chemical_board_group_id = ${id} WHERE company_id = ${DEMO} AND id = ${await locationIdOf(db, DEMO, location)}`,
    );
  }
  for (const memberId of memberIds) {
    await db.execute(
      sql`INSERT INTO chemical_board_group_members (company_id, board_group_id, user_id) VALUES (${DEMO}, ${id}, ${memberId})`,
    );
  }
  return id;
}

/** The locations (by name) a request made in SQL names. */
export async function addRequestLocations(
  db: Database,
  companyId: number,
  requestId: number,
  names: string[],
): Promise<void> {
  for (const name of names) {
    await db.execute(sql`INSERT INTO product_request_locations (company_id, request_id, location_id)
      VALUES (${companyId}, ${requestId}, ${await locationIdOf(db, companyId, name)})`);
  }
}
