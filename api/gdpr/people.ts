import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companies, users, type Company, type UserRow } from "../../db/schema";
import { PEOPLE_SEARCH_LIMIT, pseudonymEmail, pseudonymName } from "../../core/support/limits";
import { hasAll } from "../../core/permissions";
import { recordActivity } from "../activities/record";
import { ApiError } from "../http/errors";
import { gatherPersonalData } from "../users/personal-data";
import type { Person, PersonalDataExport } from "./schemas";

/**
 * Personal data of the company's people for administrators (/gdpr): find a person, export what ChemSafe
 * holds about them, or erase them by anonymisation (docs/decisions/039-personal-data-erasure.md).
 */

const toPerson = (row: UserRow): Person => ({
  id: row.id,
  name: row.name,
  email: row.email,
  anonymised: row.anonymous,
  user_admin: hasAll(row.permissions, ["user_admin"]),
});

/** LIKE's wildcards taken literally. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** People of the company whose name or e-mail contains `q` (all when empty), by name, at most PEOPLE_SEARCH_LIMIT. */
export async function searchPeople(db: Database, companyId: number, q: string): Promise<Person[]> {
  const text = q.trim();
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        text
          ? sql`(${users.name} ILIKE ${likeText(text)} OR ${users.email} ILIKE ${likeText(text)})`
          : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .limit(PEOPLE_SEARCH_LIMIT);
  return rows.map(toPerson);
}

async function findUser(
  db: Pick<Database, "select">,
  companyId: number,
  id: number,
): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, id)));
  return row ?? null;
}

export async function findPerson(db: Database, companyId: number, id: number): Promise<Person | null> {
  const row = await findUser(db, companyId, id);
  return row ? toPerson(row) : null;
}

const iso = (value: Date | string) => new Date(value).toISOString();
/** Each list of the export holds at most this many records (the newest). */
const LIST_MAX = 1000;

/**
 * Everything ChemSafe holds about the person, for the administrator who exports it; the export is
 * recorded on the audit trail (who exported whose data, never the data). Null when not of the company.
 */
export async function exportPersonalData(
  db: Database,
  actor: { id: number; company: Company },
  id: number,
): Promise<PersonalDataExport | null> {
  const person = await findUser(db, actor.company.id, id);
  if (!person) return null;
  const companyId = actor.company.id;
  const q = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    db.execute<T>(query).then((r) => r.rows);
  const [own, favorites, boards, requests, evaluations, mail, activityTotal, activityLatest] =
    await Promise.all([
      gatherPersonalData(db, person, actor.company),
      q<{ location_id: number; name: string; created_at: string }>(sql`
      SELECT f.location_id, l.name, f.created_at FROM location_favorites f
      JOIN locations l ON l.company_id = f.company_id AND l.id = f.location_id
      WHERE f.company_id = ${companyId} AND f.user_id = ${id} ORDER BY f.created_at DESC LIMIT ${LIST_MAX}`),
      q<{ id: number; name: string }>(sql`
      SELECT g.id, g.name FROM chemical_board_group_members m
      JOIN chemical_board_groups g ON g.company_id = m.company_id AND g.id = m.board_group_id
      WHERE m.company_id = ${companyId} AND m.user_id = ${id} ORDER BY g.name LIMIT ${LIST_MAX}`),
      q<{ id: number; name: string; status: string; created_at: string }>(sql`
      SELECT id, name, status, created_at FROM product_requests
      WHERE company_id = ${companyId} AND requester_id = ${id} ORDER BY created_at DESC LIMIT ${LIST_MAX}`),
      q<{
        id: number;
        request_id: number;
        request_name: string;
        status: string;
        comment: string | null;
        created_at: string;
      }>(sql`
      SELECT e.id, e.request_id, r.name AS request_name, e.status, e.comment, e.created_at
      FROM product_request_evaluations e
      JOIN product_requests r ON r.company_id = e.company_id AND r.id = e.request_id
      WHERE e.company_id = ${companyId} AND e.member_id = ${id} ORDER BY e.created_at DESC LIMIT ${LIST_MAX}`),
      q<{ subject: string; status: string; created_at: string }>(sql`
      SELECT subject, status, created_at FROM mail_outbox
      WHERE company_id = ${companyId} AND lower(to_address) = lower(${person.email})
      ORDER BY created_at DESC LIMIT ${LIST_MAX}`),
      q<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM activities WHERE company_id = ${companyId} AND actor_id = ${id}`,
      ),
      q<{
        module: string;
        action: string;
        object_type: string;
        object_label: string;
        created_at: string;
      }>(sql`
      SELECT module, action, object_type, object_label, created_at FROM activities
      WHERE company_id = ${companyId} AND actor_id = ${id}
      ORDER BY created_at DESC, id DESC LIMIT ${LIST_MAX}`),
    ]);
  await recordActivity(db, {
    companyId,
    actorId: actor.id,
    module: "personal-data",
    action: "exported",
    object: { type: "user", id, label: person.name },
  });
  return {
    ...own,
    location_favorites: favorites.map((f) => ({ ...f, created_at: iso(f.created_at) })),
    board_groups: boards,
    product_requests: requests.map((r) => ({ ...r, created_at: iso(r.created_at) })),
    evaluations: evaluations.map((e) => ({ ...e, created_at: iso(e.created_at) })),
    mail: mail.map((m) => ({ ...m, created_at: iso(m.created_at) })),
    activities: {
      total: activityTotal[0]?.n ?? 0,
      latest: activityLatest.map((a) => ({ ...a, created_at: iso(a.created_at) })),
    },
  };
}

export const ERASE_SELF_MESSAGE = "You cannot erase yourself.";
export const ERASE_LAST_ADMIN_MESSAGE = "The company's last user administrator cannot be erased.";
export const ERASE_DONE_MESSAGE = "This person has already been erased.";

/** A name or address inside a text, not as part of a longer word. */
function wholeWord(value: string): RegExp {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "giu");
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** `value` with every mention of the person's name or address replaced by the pseudonym. */
function pseudonymise(value: Json, replace: (text: string) => string): Json {
  if (typeof value === "string") return replace(value);
  if (Array.isArray(value)) return value.map((inner) => pseudonymise(inner, replace));
  if (value && typeof value === "object") {
    const out: Record<string, Json> = {};
    for (const [key, inner] of Object.entries(value)) out[key] = pseudonymise(inner, replace);
    return out;
  }
  return value;
}

/** Audit-trail rows rewritten per statement. */
const REWRITE_BATCH = 500;

/**
 * Erases a person of the company by anonymisation, in one transaction: the name and e-mail become a
 * pseudonym ("Former user 123", former-user-123@erased.invalid), the account is marked anonymous and
 * loses its permissions, features and preferences, its sessions, favourites, questionnaire answers and
 * board memberships go, and the audit trail's and the outbox's mentions of the name or address are
 * rewritten. What the company must keep (requests the person made, evaluations, the trail's rows) stays,
 * pointing at the pseudonymised user. Refused (409) for the caller, the company's last user_admin and a
 * person erased before; null when the id is not of the company.
 */
export async function anonymisePerson(
  db: Database,
  actor: { id: number; companyId: number },
  id: number,
): Promise<{ id: number; name: string; email: string } | null> {
  return db.transaction(async (tx) => {
    // Erasures of one company in turn, so two at once can't each leave the other admin as the last one.
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext('personal-data-erasure'), ${actor.companyId})`,
    );
    const [person] = await tx
      .select()
      .from(users)
      .where(and(eq(users.companyId, actor.companyId), eq(users.id, id)))
      .for("update");
    if (!person) return null;
    if (person.id === actor.id) throw new ApiError(409, { error: "erase_self", message: ERASE_SELF_MESSAGE });
    if (person.anonymous) throw new ApiError(409, { error: "already_erased", message: ERASE_DONE_MESSAGE });
    if (hasAll(person.permissions, ["user_admin"])) {
      const { rows } = await tx.execute<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM users
        WHERE company_id = ${actor.companyId} AND id <> ${id} AND NOT anonymous
          AND (permissions ->> 'user_admin')::boolean IS TRUE`);
      if ((rows[0]?.n ?? 0) === 0) {
        throw new ApiError(409, { error: "last_user_admin", message: ERASE_LAST_ADMIN_MESSAGE });
      }
    }

    const name = pseudonymName(id);
    const email = pseudonymEmail(id);
    const mentions = [person.name, person.email].filter((text) => text.trim().length > 0).map(wholeWord);
    const replace = (text: string) =>
      mentions.reduce((out, pattern, index) => out.replace(pattern, index === 0 ? name : email), text);

    // The sign-in matches the token's e-mail against users.email: with the pseudonym address nobody can
    // sign in as this user any more, and ending the sessions ends the ones already open.
    await tx
      .update(users)
      .set({
        name,
        email,
        anonymous: true,
        permissions: {},
        features: {},
        topnodes: [],
        defaultColumns: [],
        exposure: false,
        updatedAt: new Date(),
      })
      .where(and(eq(users.companyId, actor.companyId), eq(users.id, id)));
    await tx.execute(sql`DELETE FROM sessions WHERE company_id = ${actor.companyId} AND user_id = ${id}`);
    await tx.execute(
      sql`DELETE FROM location_favorites WHERE company_id = ${actor.companyId} AND user_id = ${id}`,
    );
    await tx.execute(
      sql`DELETE FROM onboarding_submissions WHERE company_id = ${actor.companyId} AND user_id = ${id}`,
    );
    await tx.execute(
      sql`DELETE FROM chemical_board_group_members WHERE company_id = ${actor.companyId} AND user_id = ${id}`,
    );

    // Mail addressed to the person keeps its subject and status; who it went to and the text don't.
    await tx.execute(sql`
      UPDATE mail_outbox SET to_address = ${email}, to_name = ${name}, body = ''
      WHERE company_id = ${actor.companyId} AND lower(to_address) = lower(${person.email})`);
    const { rows: mailRows } = await tx.execute<{ id: number; subject: string; body: string }>(sql`
      SELECT id, subject, body FROM mail_outbox
      WHERE company_id = ${actor.companyId}
        AND (strpos(lower(subject || body), lower(${person.name})) > 0
          OR strpos(lower(subject || body), lower(${person.email})) > 0)`);
    for (const row of mailRows) {
      await tx.execute(sql`
        UPDATE mail_outbox SET subject = ${replace(row.subject)}, body = ${replace(row.body)} WHERE id = ${row.id}`);
    }

    // The audit trail is append-only except for this rewrite of one person's mentions.
    await tx.execute(sql`SET LOCAL chemsafe.activity_rewrite = 'on'`);
    let after = 0;
    for (;;) {
      const { rows } = await tx.execute<{ id: number; object_label: string; before: Json; after: Json }>(sql`
        SELECT id, object_label, before, after FROM activities
        WHERE company_id = ${actor.companyId} AND id > ${after}
          AND (strpos(lower(object_label || coalesce(before::text, '') || coalesce(after::text, '')), lower(${person.name})) > 0
            OR strpos(lower(object_label || coalesce(before::text, '') || coalesce(after::text, '')), lower(${person.email})) > 0)
        ORDER BY id LIMIT ${REWRITE_BATCH}`);
      for (const row of rows) {
        await tx.execute(sql`
          UPDATE activities
          SET object_label = ${replace(row.object_label)},
              before = ${row.before === null ? null : JSON.stringify(pseudonymise(row.before, replace))}::jsonb,
              after = ${row.after === null ? null : JSON.stringify(pseudonymise(row.after, replace))}::jsonb
          WHERE id = ${row.id}`);
      }
      if (rows.length < REWRITE_BATCH) break;
      after = rows.at(-1)!.id;
    }
    await tx.execute(sql`SET LOCAL chemsafe.activity_rewrite = 'off'`);

    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.id,
      module: "personal-data",
      action: "anonymised",
      object: { type: "user", id, label: name },
    });
    return { id, name, email };
  });
}

/** The company row (for the PDF's heading). */
export async function companyOf(db: Database, companyId: number): Promise<Company | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row ?? null;
}
