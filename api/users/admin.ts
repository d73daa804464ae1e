import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users, type Company, type UserRow } from "../../db/schema";
import type { ActivityFields } from "../../core/activities/activity-kinds";
import { PERMISSION_FLAGS } from "../../core/permissions";
import {
  ADMIN_RULE_MESSAGES,
  USERS_PAGE_SIZE,
  adminRuleRefusal,
  type AdminRuleCode,
} from "../../core/users/user-rules";
import { recordActivity } from "../activities/record";
import { ApiError, notFound, validationFailed } from "../http/errors";
import { queueInvitationMail } from "../outbox/mail";
import { permissionMap } from "./present";
import type { UserAdmin, UserAdminInput, UserAdminListQuery, UserAdminPage } from "./schemas";

/**
 * Users administration (docs/decisions/037-company-administration.md): the company's users listed,
 * created, edited, deactivated and reactivated, and invitations sent, by a user administrator. Every
 * statement is scoped by company; every change is one transaction with its audit record (module "users")
 * and, for an invitation, its outbox message.
 */

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Input = Required<UserAdminInput> & { permissions: Partial<Record<string, boolean>> };

export const DUPLICATE_EMAIL_MESSAGE = "A user with this e-mail address already exists.";
export const TOPNODE_MESSAGE = "Each top node must be one of the company's locations.";
export const DEACTIVATED_INVITE_MESSAGE = "A deactivated user can't be invited. Reactivate the user first.";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toUserAdmin(row: UserRow): UserAdmin {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    language: row.language,
    permissions: permissionMap(row.permissions),
    is_guest_user: row.isGuestUser,
    is_personal: row.isPersonal,
    is_validated: row.isValidated,
    default_columns: row.defaultColumns,
    topnodes: row.topnodes,
    deactivated_at: iso(row.deactivatedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What the audit trail keeps of a user: the administered fields, the granted flags as a list. */
function activityFields(row: UserRow): ActivityFields {
  return {
    name: row.name,
    email: row.email,
    language: row.language,
    permissions: PERMISSION_FLAGS.filter((flag) => row.permissions[flag] === true),
    is_guest_user: row.isGuestUser,
    is_personal: row.isPersonal,
    is_validated: row.isValidated,
    default_columns: row.defaultColumns,
    topnodes: row.topnodes,
  };
}

const isActiveAdmin = (row: Pick<UserRow, "permissions" | "deactivatedAt">) =>
  row.permissions.user_admin === true && row.deactivatedAt === null;

/** `%text%` for LIKE, with LIKE's own wildcards in the text matched literally. */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/* ------------------------------------------------------------------ reads */

/**
 * A page of the company's users ordered by name: search (part of name or e-mail, case-insensitive,
 * through the trigram index on search_lower), a permission flag, guest or not, personal or shared,
 * active (default), deactivated or all; with the total of the filtered list.
 */
export async function listUsersPage(
  db: Database,
  companyId: number,
  query: UserAdminListQuery,
): Promise<UserAdminPage> {
  const page = query.page ?? 1;
  const limit = USERS_PAGE_SIZE;
  const conditions: SQL[] = [eq(users.companyId, companyId)];
  const q = query.q?.trim();
  if (q) conditions.push(sql`${users.searchLower} LIKE ${containsPattern(q)}`);
  if (query.permission) {
    conditions.push(sql`${users.permissions} @> ${JSON.stringify({ [query.permission]: true })}::jsonb`);
  }
  if (query.guest) conditions.push(eq(users.isGuestUser, query.guest === "guest"));
  if (query.kind) conditions.push(eq(users.isPersonal, query.kind === "personal"));
  const status = query.status ?? "active";
  if (status === "active") conditions.push(sql`${users.deactivatedAt} IS NULL`);
  if (status === "deactivated") conditions.push(sql`${users.deactivatedAt} IS NOT NULL`);
  const where = and(...conditions);
  const [rows, count] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(sql`lower(${users.name})`, users.id)
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { data: rows.map(toUserAdmin), meta: { total: count[0]?.total ?? 0, page, limit } };
}

/** One user of the company; 404 for another company's or a missing id. */
export async function getUserAdmin(db: Database, companyId: number, id: number): Promise<UserAdmin> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, id)))
    .limit(1);
  if (!row) throw notFound();
  return toUserAdmin(row);
}

/* ------------------------------------------------------------------ checks */

const refused = (code: AdminRuleCode) =>
  new ApiError(409, { error: code, message: ADMIN_RULE_MESSAGES[code] });

/** 422 on the e-mail field when another user (of any company) has this address. */
async function checkEmailFree(tx: Tx, email: string, exceptId: number | null): Promise<void> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    SELECT id FROM users WHERE lower(email) = lower(${email})
    ${exceptId === null ? sql`` : sql`AND id <> ${exceptId}`} LIMIT 1`);
  if (rows.length > 0) throw validationFailed({ email: [DUPLICATE_EMAIL_MESSAGE] });
}

/** 422 on topnodes unless every id is a location of the company. */
async function checkTopnodes(tx: Tx, companyId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const { rows } = await tx.execute<{ found: number }>(sql`
    SELECT count(*)::int AS found FROM locations
    WHERE company_id = ${companyId} AND id = ANY(${sql.param([...ids])}::int[])`);
  if ((rows[0]?.found ?? 0) !== ids.length) throw validationFailed({ topnodes: [TOPNODE_MESSAGE] });
}

/** A unique violation of the e-mail index (drizzle wraps the driver's error in `cause`). */
function isDuplicateEmail(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === "23505" && constraint === "users_email_key") return true;
    if ((e as { cause?: unknown }).cause === e) break;
  }
  return false;
}

/** Runs a change; a concurrent insert of the same e-mail address answers the same 422 as the check. */
async function withEmailCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isDuplicateEmail(error)) throw validationFailed({ email: [DUPLICATE_EMAIL_MESSAGE] });
    throw error;
  }
}

/**
 * Locks the company's active user administrators (and so serialises changes that could remove the last
 * one: a second transaction waits here and then counts without the first one's change) and the user
 * being changed; answers the user (404 when not in the company) and how many active administrators
 * there are.
 */
async function lockForChange(tx: Tx, companyId: number, id: number) {
  const { rows: admins } = await tx.execute<{ id: number }>(sql`
    SELECT id FROM users
    WHERE company_id = ${companyId} AND deactivated_at IS NULL AND permissions @> '{"user_admin": true}'::jsonb
    ORDER BY id FOR UPDATE`);
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, id)))
    .for("update");
  if (!row) throw notFound();
  return { row, activeAdmins: admins.length };
}

const permissionsOf = (input: Input): Record<string, boolean> =>
  Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, input.permissions[flag] === true]));

/* ------------------------------------------------------------------ writes */

export interface Actor {
  user: UserRow;
  company: Company;
}

async function invite(tx: Tx, actor: Actor, row: UserRow): Promise<void> {
  await queueInvitationMail(tx, {
    companyId: actor.company.id,
    companyName: actor.company.name,
    actorName: actor.user.name,
    recipient: { email: row.email, name: row.name, language: row.language },
  });
  await recordActivity(tx, {
    companyId: actor.company.id,
    actorId: actor.user.id,
    module: "users",
    action: "invited",
    object: { type: "user", id: row.id, label: row.name },
    after: { email: row.email },
  });
}

/** Creates a user of the caller's company and queues the invitation. */
export async function createUser(db: Database, actor: Actor, input: Input): Promise<UserAdmin> {
  const companyId = actor.company.id;
  return withEmailCheck(() =>
    db.transaction(async (tx) => {
      await checkEmailFree(tx, input.email, null);
      await checkTopnodes(tx, companyId, input.topnodes);
      const [row] = await tx
        .insert(users)
        .values({
          companyId,
          name: input.name,
          email: input.email,
          language: input.language,
          permissions: permissionsOf(input),
          isGuestUser: input.is_guest_user,
          isPersonal: input.is_personal,
          isValidated: input.is_validated,
          defaultColumns: input.default_columns,
          topnodes: input.topnodes,
        })
        .returning();
      if (!row) throw new Error("the new user was not returned");
      await recordActivity(tx, {
        companyId,
        actorId: actor.user.id,
        module: "users",
        action: "created",
        object: { type: "user", id: row.id, label: row.name },
        after: activityFields(row),
      });
      await invite(tx, actor, row);
      return toUserAdmin(row);
    }),
  );
}

/** Replaces the administered fields of a user of the company, keeping the company administrable. */
export async function updateUser(db: Database, actor: Actor, id: number, input: Input): Promise<UserAdmin> {
  const companyId = actor.company.id;
  return withEmailCheck(() =>
    db.transaction(async (tx) => {
      const { row, activeAdmins } = await lockForChange(tx, companyId, id);
      const permissions = permissionsOf(input);
      const refusal = adminRuleRefusal({
        actorId: actor.user.id,
        user: { id: row.id, activeAdmin: isActiveAdmin(row) },
        change: "update",
        after: { activeAdmin: isActiveAdmin({ permissions, deactivatedAt: row.deactivatedAt }) },
        activeAdmins,
      });
      if (refusal) throw refused(refusal);
      await checkEmailFree(tx, input.email, row.id);
      await checkTopnodes(tx, companyId, input.topnodes);
      const [updated] = await tx
        .update(users)
        .set({
          name: input.name,
          email: input.email,
          language: input.language,
          permissions,
          isGuestUser: input.is_guest_user,
          isPersonal: input.is_personal,
          isValidated: input.is_validated,
          defaultColumns: input.default_columns,
          topnodes: input.topnodes,
          updatedAt: sql`now()`,
        })
        .where(and(eq(users.companyId, companyId), eq(users.id, id)))
        .returning();
      if (!updated) throw notFound();
      await recordActivity(tx, {
        companyId,
        actorId: actor.user.id,
        module: "users",
        action: "updated",
        object: { type: "user", id: updated.id, label: updated.name },
        before: activityFields(row),
        after: activityFields(updated),
      });
      return toUserAdmin(updated);
    }),
  );
}

/**
 * Deactivates a user (they can't sign in; their sessions end now) or reactivates one. Deactivating
 * yourself or the last active user administrator is refused (409). Doing what is already done changes
 * nothing and records nothing.
 */
export async function setDeactivated(
  db: Database,
  actor: Actor,
  id: number,
  deactivate: boolean,
): Promise<UserAdmin> {
  const companyId = actor.company.id;
  return db.transaction(async (tx) => {
    const { row, activeAdmins } = await lockForChange(tx, companyId, id);
    if (deactivate) {
      const refusal = adminRuleRefusal({
        actorId: actor.user.id,
        user: { id: row.id, activeAdmin: isActiveAdmin(row) },
        change: "deactivate",
        after: { activeAdmin: false },
        activeAdmins,
      });
      if (refusal) throw refused(refusal);
    }
    if ((row.deactivatedAt !== null) === deactivate) return toUserAdmin(row);
    const [updated] = await tx
      .update(users)
      .set({ deactivatedAt: deactivate ? sql`now()` : null, updatedAt: sql`now()` })
      .where(and(eq(users.companyId, companyId), eq(users.id, id)))
      .returning();
    if (!updated) throw notFound();
    if (deactivate) {
      // Signed-in browsers of the user lose their session at once, not when the token expires.
      await tx.execute(sql`DELETE FROM sessions WHERE company_id = ${companyId} AND user_id = ${id}`);
    }
    await recordActivity(tx, {
      companyId,
      actorId: actor.user.id,
      module: "users",
      action: deactivate ? "deactivated" : "reactivated",
      object: { type: "user", id: updated.id, label: updated.name },
      before: { deactivated_at: iso(row.deactivatedAt) },
      after: { deactivated_at: iso(updated.deactivatedAt) },
    });
    return toUserAdmin(updated);
  });
}

/** Sends the invitation again (a deactivated user: 409). */
export async function resendInvitation(db: Database, actor: Actor, id: number): Promise<UserAdmin> {
  const companyId = actor.company.id;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.id, id)))
      .for("share");
    if (!row) throw notFound();
    if (row.deactivatedAt !== null) {
      throw new ApiError(409, { error: "user_deactivated", message: DEACTIVATED_INVITE_MESSAGE });
    }
    await invite(tx, actor, row);
    return toUserAdmin(row);
  });
}
