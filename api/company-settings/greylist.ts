import { and, asc, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { greylistEntries, type GreylistRow } from "../../db/schema";
import type { GreylistInput } from "../../core/company-settings/rules";
import { GREYLIST_MAX, type GreylistLevel } from "../../core/company-settings/values";
import { recordActivity } from "../activities/record";
import { validationFailed } from "../http/errors";
import { english } from "./english";
import type { GreylistEntry } from "./schemas";

/**
 * The company's greylist: restricted and banned substances by CAS number. Every statement is scoped by
 * company_id; every change is one transaction with its audit record (module settings, object greylist).
 */

export const CAS_TAKEN_MESSAGE = english("companySettings.error.casTaken");

function toEntry(row: GreylistRow): GreylistEntry {
  return {
    id: row.id,
    cas: row.cas,
    name: row.name,
    reason: row.reason,
    level: row.level as GreylistLevel,
    updated_at: row.updatedAt.toISOString(),
  };
}

const fieldsOf = (row: GreylistRow) => ({
  cas: row.cas,
  name: row.name,
  reason: row.reason,
  level: row.level,
});
const labelOf = (row: GreylistRow) => `${row.cas} ${row.name}`;

/** The whole list by CAS number (bounded: a company's greylist is short; the bound keeps it so). */
export async function listGreylist(db: Database, companyId: number): Promise<GreylistEntry[]> {
  const rows = await db
    .select()
    .from(greylistEntries)
    .where(eq(greylistEntries.companyId, companyId))
    .orderBy(asc(greylistEntries.cas))
    .limit(GREYLIST_MAX);
  return rows.map(toEntry);
}

export async function getGreylistEntry(
  db: Database,
  companyId: number,
  id: number,
): Promise<GreylistEntry | undefined> {
  const [row] = await db
    .select()
    .from(greylistEntries)
    .where(and(eq(greylistEntries.companyId, companyId), eq(greylistEntries.id, id)));
  return row ? toEntry(row) : undefined;
}

type Actor = { companyId: number; userId: number };

/**
 * Creates an entry (no id) or changes entry `id`. 422 on `cas` when another entry of the company has the
 * CAS number; undefined when `id` is not an entry of the company. `created` says which it was.
 */
export async function saveGreylistEntry(
  db: Database,
  actor: Actor,
  input: GreylistInput,
  id?: number,
): Promise<{ entry: GreylistEntry; created: boolean } | undefined> {
  return db.transaction(async (tx) => {
    const scope = eq(greylistEntries.companyId, actor.companyId);
    let before: GreylistRow | undefined;
    if (id !== undefined) {
      [before] = await tx
        .select()
        .from(greylistEntries)
        .where(and(scope, eq(greylistEntries.id, id)))
        .for("update");
      if (!before) return undefined;
    }
    const [taken] = await tx
      .select({ id: greylistEntries.id })
      .from(greylistEntries)
      .where(
        and(
          scope,
          eq(greylistEntries.cas, input.cas),
          ...(id !== undefined ? [ne(greylistEntries.id, id)] : []),
        ),
      );
    if (taken) throw validationFailed({ cas: [CAS_TAKEN_MESSAGE] });
    if (!before) {
      if ((await tx.$count(greylistEntries, scope)) >= GREYLIST_MAX) {
        throw validationFailed({ body: [`The greylist holds at most ${GREYLIST_MAX} substances.`] });
      }
    }

    // The unique key (company_id, cas) still refuses a concurrent duplicate: nothing is written then.
    const values = { ...input, updatedAt: new Date() };
    const [row] = before
      ? await tx
          .update(greylistEntries)
          .set(values)
          .where(and(scope, eq(greylistEntries.id, before.id)))
          .returning()
      : await tx
          .insert(greylistEntries)
          .values({ ...values, companyId: actor.companyId })
          .onConflictDoNothing()
          .returning();
    if (!row) throw validationFailed({ cas: [CAS_TAKEN_MESSAGE] });
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      module: "settings",
      action: before ? "updated" : "created",
      object: { type: "greylist", id: row.id, label: labelOf(row) },
      ...(before ? { before: fieldsOf(before) } : {}),
      after: fieldsOf(row),
    });
    return { entry: toEntry(row), created: !before };
  });
}

/** Deletes entry `id`; undefined when it is not an entry of the company. */
export async function deleteGreylistEntry(
  db: Database,
  actor: Actor,
  id: number,
): Promise<GreylistEntry | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(greylistEntries)
      .where(and(eq(greylistEntries.companyId, actor.companyId), eq(greylistEntries.id, id)))
      .returning();
    if (!row) return undefined;
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      module: "settings",
      action: "deleted",
      object: { type: "greylist", id: row.id, label: labelOf(row) },
      before: fieldsOf(row),
    });
    return toEntry(row);
  });
}
