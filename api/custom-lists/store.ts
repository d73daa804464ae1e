import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  customListEntries,
  customLists,
  greylistEntries,
  type CustomListEntryRow,
  type CustomListRow,
} from "../../db/schema";
import { customEntryKey } from "../../core/custom-lists/match";
import {
  CUSTOM_LIST_ENTRIES_MAX,
  CUSTOM_LISTS_MAX,
  GREYLIST_KIND,
  type CustomListKind,
} from "../../core/custom-lists/lists";
import type { CustomEntryInput, CustomListInput } from "../../core/custom-lists/rules";
import { customListsEnglish } from "./english";
import { recordCustomListHits } from "./events";
import { GREYLIST_MAX } from "../../core/company-settings/values";
import { recordActivity } from "../activities/record";
import { validationFailed } from "../http/errors";
import type { CustomEntry, CustomList } from "./schemas";

/**
 * The company's custom lists and their entries. Every statement is scoped by company_id; every change is
 * one transaction with its audit record (module settings, objects customList and customListEntry). The
 * greylist (list 0) is read here as a list but written only by its own calls (company settings).
 */

type Actor = { companyId: number; userId: number };

const listOf = (row: CustomListRow, entryCount: number, productCount: number): CustomList => ({
  id: row.id,
  name: row.name,
  greylist: false,
  kind: row.kind as CustomListKind,
  phase_out_date: row.phaseOutDate,
  entry_count: entryCount,
  product_count: productCount,
});

const entryOf = (row: CustomListEntryRow, kind: CustomListKind): CustomEntry => ({
  id: row.id,
  name: row.name,
  cas: row.cas,
  ec: row.ec,
  reason: row.reason,
  date: row.date,
  kind,
});

/** The company's lists by name, the greylist first when it has entries (bounded: at most a hundred lists). */
export async function listCustomLists(
  db: Database,
  companyId: number,
  productCounts: Map<number, number>,
): Promise<CustomList[]> {
  const [rows, counts, greylistCount] = await Promise.all([
    db
      .select()
      .from(customLists)
      .where(eq(customLists.companyId, companyId))
      .orderBy(asc(customLists.name), asc(customLists.id))
      .limit(CUSTOM_LISTS_MAX),
    db.execute<{ list_id: number; n: number }>(sql`
      SELECT list_id, count(*)::int AS n FROM custom_list_entries WHERE company_id = ${companyId} GROUP BY list_id`),
    db.$count(greylistEntries, eq(greylistEntries.companyId, companyId)),
  ]);
  const entryCounts = new Map(counts.rows.map((row) => [row.list_id, row.n]));
  const lists = rows.map((row) => listOf(row, entryCounts.get(row.id) ?? 0, productCounts.get(row.id) ?? 0));
  if (greylistCount === 0) return lists;
  return [greylistInfo(greylistCount, productCounts.get(0) ?? 0), ...lists];
}

const greylistInfo = (entryCount: number, productCount: number): CustomList => ({
  id: 0,
  name: "",
  greylist: true,
  kind: null,
  phase_out_date: null,
  entry_count: entryCount,
  product_count: productCount,
});

/** A list with its entries (0: the greylist); undefined when it is not the company's. */
export async function getCustomList(
  db: Database,
  companyId: number,
  id: number,
  productCounts: Map<number, number>,
): Promise<(CustomList & { entries: CustomEntry[] }) | undefined> {
  if (id === 0) {
    const rows = await db
      .select()
      .from(greylistEntries)
      .where(eq(greylistEntries.companyId, companyId))
      .orderBy(asc(greylistEntries.cas))
      .limit(GREYLIST_MAX);
    return {
      ...greylistInfo(rows.length, productCounts.get(0) ?? 0),
      entries: rows.map((row) => ({
        id: row.id,
        name: row.name,
        cas: row.cas,
        ec: null,
        reason: row.reason,
        date: row.updatedAt.toISOString().slice(0, 10),
        kind: GREYLIST_KIND[row.level as keyof typeof GREYLIST_KIND] ?? "approval",
      })),
    };
  }
  const [row] = await db
    .select()
    .from(customLists)
    .where(and(eq(customLists.companyId, companyId), eq(customLists.id, id)));
  if (!row) return undefined;
  const entries = await db
    .select()
    .from(customListEntries)
    .where(and(eq(customListEntries.companyId, companyId), eq(customListEntries.listId, id)))
    .orderBy(asc(customListEntries.name), asc(customListEntries.id))
    .limit(CUSTOM_LIST_ENTRIES_MAX);
  const kind = row.kind as CustomListKind;
  return {
    ...listOf(row, entries.length, productCounts.get(id) ?? 0),
    entries: entries.map((entry) => entryOf(entry, kind)),
  };
}

const listFields = (row: CustomListRow) => ({
  name: row.name,
  kind: row.kind,
  phase_out_date: row.phaseOutDate,
});

/** Creates a list (no id) or changes list `id`; undefined when `id` is not the company's. 422 on a taken name. */
export async function saveCustomList(
  db: Database,
  actor: Actor,
  input: CustomListInput,
  id?: number,
): Promise<CustomList | undefined> {
  return db.transaction(async (tx) => {
    const scope = eq(customLists.companyId, actor.companyId);
    let before: CustomListRow | undefined;
    if (id !== undefined) {
      [before] = await tx
        .select()
        .from(customLists)
        .where(and(scope, eq(customLists.id, id)))
        .for("update");
      if (!before) return undefined;
    }
    const [taken] = await tx
      .select({ id: customLists.id })
      .from(customLists)
      .where(
        and(scope, eq(customLists.name, input.name), ...(id !== undefined ? [ne(customLists.id, id)] : [])),
      );
    const nameTaken = customListsEnglish("customLists.error.nameTaken");
    if (taken) throw validationFailed({ name: [nameTaken] });
    if (!before && (await tx.$count(customLists, scope)) >= CUSTOM_LISTS_MAX) {
      throw validationFailed({ body: [`A company keeps at most ${CUSTOM_LISTS_MAX} custom lists.`] });
    }
    const values = {
      name: input.name,
      kind: input.kind,
      phaseOutDate: input.phase_out_date,
      updatedAt: new Date(),
    };
    const [row] = before
      ? await tx
          .update(customLists)
          .set(values)
          .where(and(scope, eq(customLists.id, before.id)))
          .returning()
      : await tx
          .insert(customLists)
          .values({ ...values, companyId: actor.companyId })
          .onConflictDoNothing()
          .returning();
    if (!row) throw validationFailed({ name: [nameTaken] });
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      module: "settings",
      action: before ? "updated" : "created",
      object: { type: "customList", id: row.id, label: row.name },
      ...(before ? { before: listFields(before) } : {}),
      after: listFields(row),
    });
    const entries = await tx.$count(
      customListEntries,
      and(eq(customListEntries.companyId, actor.companyId), eq(customListEntries.listId, row.id)),
    );
    return listOf(row, entries, 0);
  });
}

/** Deletes list `id` with its entries; false when it is not the company's. */
export async function deleteCustomList(db: Database, actor: Actor, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(customLists)
      .where(and(eq(customLists.companyId, actor.companyId), eq(customLists.id, id)))
      .returning();
    if (!row) return false;
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      module: "settings",
      action: "deleted",
      object: { type: "customList", id: row.id, label: row.name },
      before: listFields(row),
    });
    return true;
  });
}

const entryFields = (row: CustomListEntryRow) => ({
  name: row.name,
  cas: row.cas,
  ec: row.ec,
  reason: row.reason,
  date: row.date,
});

/**
 * Adds an entry to list `listId` (no id) or changes entry `id`; undefined when the list or the entry is not
 * the company's. 422 when the list already has the substance (the same key).
 */
export async function saveCustomEntry(
  db: Database,
  actor: Actor,
  listId: number,
  input: CustomEntryInput,
  id?: number,
): Promise<CustomEntry | undefined> {
  return db.transaction(async (tx) => {
    const [list] = await tx
      .select()
      .from(customLists)
      .where(and(eq(customLists.companyId, actor.companyId), eq(customLists.id, listId)))
      .for("update");
    if (!list) return undefined;
    const scope = and(eq(customListEntries.companyId, actor.companyId), eq(customListEntries.listId, listId));
    let before: CustomListEntryRow | undefined;
    if (id !== undefined) {
      [before] = await tx
        .select()
        .from(customListEntries)
        .where(and(scope, eq(customListEntries.id, id)));
      if (!before) return undefined;
    }
    // The name is required, so every entry has a key.
    const key = customEntryKey(input)!;
    const taken = customListsEnglish("customLists.error.entryTaken");
    const [other] = await tx
      .select({ id: customListEntries.id })
      .from(customListEntries)
      .where(
        and(
          scope,
          eq(customListEntries.key, key),
          ...(id !== undefined ? [ne(customListEntries.id, id)] : []),
        ),
      );
    if (other) throw validationFailed({ [input.cas ? "cas" : input.ec ? "ec" : "name"]: [taken] });
    if (!before && (await tx.$count(customListEntries, scope)) >= CUSTOM_LIST_ENTRIES_MAX) {
      throw validationFailed({
        body: [`A custom list holds at most ${CUSTOM_LIST_ENTRIES_MAX} substances.`],
      });
    }
    const values = {
      name: input.name,
      cas: input.cas ?? null,
      ec: input.ec ?? null,
      reason: input.reason,
      date: input.date ?? null,
      key,
    };
    const [row] = before
      ? await tx
          .update(customListEntries)
          .set(values)
          .where(and(scope, eq(customListEntries.id, before.id)))
          .returning()
      : await tx
          .insert(customListEntries)
          .values({ ...values, companyId: actor.companyId, listId })
          .onConflictDoNothing()
          .returning();
    if (!row) throw validationFailed({ name: [taken] });
    // Products the substance is found on are newly on the list: an event and an action each.
    if (!before || before.key !== key) {
      await recordCustomListHits(tx, {
        companyId: actor.companyId,
        actorId: actor.userId,
        listId,
        listName: list.name,
        entryIds: [row.id],
        ...(before ? { previousKey: before.key } : {}),
      });
    }
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      module: "settings",
      action: before ? "updated" : "created",
      object: { type: "customListEntry", id: row.id, label: `${list.name}: ${row.name}` },
      ...(before ? { before: entryFields(before) } : {}),
      after: entryFields(row),
    });
    return entryOf(row, list.kind as CustomListKind);
  });
}

/** Deletes entry `id` of list `listId`; false when it is not the company's. */
export async function deleteCustomEntry(
  db: Database,
  actor: Actor,
  listId: number,
  id: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(customListEntries)
      .where(
        and(
          eq(customListEntries.companyId, actor.companyId),
          eq(customListEntries.listId, listId),
          eq(customListEntries.id, id),
        ),
      )
      .returning();
    if (!row) return false;
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      module: "settings",
      action: "deleted",
      object: { type: "customListEntry", id: row.id, label: row.name },
      before: entryFields(row),
    });
    return true;
  });
}

/** Whether the company keeps a custom list or a greylist entry (the onboarding check). */
export async function companyHasCustomLists(db: Database, companyId: number): Promise<boolean> {
  const { rows } = await db.execute(sql`
    SELECT 1 FROM custom_lists WHERE company_id = ${companyId}
    UNION ALL SELECT 1 FROM greylist_entries WHERE company_id = ${companyId} LIMIT 1`);
  return rows.length > 0;
}

/**
 * Adds a file's substances to list `listId` in one transaction: a substance new on the list is added, one
 * already on it (the same key) has its name, numbers, reason and date replaced. Undefined when the list is
 * not the company's; 422 (nothing saved) when the file names a substance twice or the list would hold more
 * than it may. One audit record for the whole import.
 */
export async function importCustomEntries(
  db: Database,
  actor: Actor,
  listId: number,
  inputs: readonly CustomEntryInput[],
): Promise<{ added: number; updated: number } | undefined> {
  const keyed = inputs.map((input) => ({ input, key: customEntryKey(input)! }));
  const rowOf = new Map<string, number>();
  for (const [index, { key }] of keyed.entries()) {
    const first = rowOf.get(key);
    if (first !== undefined) {
      throw validationFailed({
        entries: [`Rows ${first + 1} and ${index + 1} name the same substance.`],
      });
    }
    rowOf.set(key, index);
  }
  return db.transaction(async (tx) => {
    const [list] = await tx
      .select()
      .from(customLists)
      .where(and(eq(customLists.companyId, actor.companyId), eq(customLists.id, listId)))
      .for("update");
    if (!list) return undefined;
    const scope = and(eq(customListEntries.companyId, actor.companyId), eq(customListEntries.listId, listId));
    const existing = await tx.select({ key: customListEntries.key }).from(customListEntries).where(scope);
    const onList = new Set(existing.map((row) => row.key));
    const fresh = keyed.filter(({ key }) => !onList.has(key));
    if (existing.length + fresh.length > CUSTOM_LIST_ENTRIES_MAX) {
      throw validationFailed({
        entries: [`A custom list holds at most ${CUSTOM_LIST_ENTRIES_MAX} substances.`],
      });
    }
    const values = ({ input, key }: (typeof keyed)[number]) => ({
      name: input.name,
      cas: input.cas ?? null,
      ec: input.ec ?? null,
      reason: input.reason,
      date: input.date ?? null,
      key,
    });
    // One statement for the whole file: new substances inserted, those already on the list replaced.
    const written = await tx
      .insert(customListEntries)
      .values(keyed.map((entry) => ({ ...values(entry), companyId: actor.companyId, listId })))
      .onConflictDoUpdate({
        target: [customListEntries.companyId, customListEntries.listId, customListEntries.key],
        set: {
          name: sql`excluded.name`,
          cas: sql`excluded.cas`,
          ec: sql`excluded.ec`,
          reason: sql`excluded.reason`,
          date: sql`excluded.date`,
        },
      })
      .returning({ id: customListEntries.id, key: customListEntries.key });
    // The new substances' products are newly on the list: an event and an action each (a substance already
    // on the list keeps its key, so its products were on it before).
    const freshKeys = new Set(fresh.map(({ key }) => key));
    await recordCustomListHits(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      listId,
      listName: list.name,
      entryIds: written.filter((row) => freshKeys.has(row.key)).map((row) => row.id),
    });
    const known = keyed.length - fresh.length;
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      module: "settings",
      action: "updated",
      object: { type: "customList", id: list.id, label: list.name },
      after: { imported: keyed.length, added: fresh.length, updated: known },
    });
    return { added: fresh.length, updated: known };
  });
}
