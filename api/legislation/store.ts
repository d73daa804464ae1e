import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { and, eq, isNull, sql } from "drizzle-orm";
import { entryKeys } from "../../core/legislation/keys";
import { versionDateOf, type ListEntry } from "../../core/legislation/entries";
import { LEGISLATION_LISTS, type LegislationList } from "../../core/legislation/lists";
import type { Database } from "../../db/client";
import { legislationEntries, legislationEntryKeys, legislationListVersions } from "../../db/schema";
import { SHIPPED_FILES, shippedEntries, shippedPath } from "./files";

/**
 * The list versions: loading the shipped files once per database, and storing a version (shipped or
 * imported) with its entries and keys, then screening the companies it concerns again.
 */

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Executor = Database | Tx;

const today = () => new Date().toISOString().slice(0, 10);
export const fileHash = (text: string | Buffer) => createHash("sha256").update(text).digest("hex");

/** Stores a version's entries and their keys, in batches (one statement per thousand rows). */
async function storeEntries(tx: Executor, versionId: number, entries: readonly ListEntry[]): Promise<void> {
  const batch = 1000;
  for (let start = 0; start < entries.length; start += batch) {
    const slice = entries.slice(start, start + batch);
    const ids = await tx
      .insert(legislationEntries)
      .values(
        slice.map((entry) => ({
          versionId,
          ref: entry.ref,
          name: entry.name,
          cas: entry.cas,
          ec: entry.ec,
          reason: entry.reason,
          date: entry.date,
          validFrom: entry.validFrom,
          validUntil: entry.validUntil,
          link: entry.link,
          detail: entry.detail,
        })),
      )
      .returning({ id: legislationEntries.id });
    const keys = slice.flatMap((entry, index) =>
      entryKeys(entry).map((key) => ({ key, versionId, entryId: ids[index]!.id })),
    );
    if (keys.length > 0) await tx.insert(legislationEntryKeys).values(keys).onConflictDoNothing();
  }
}

export interface NewVersion {
  list: LegislationList;
  fileName: string;
  hash: string;
  entries: readonly ListEntry[];
  ownerCompanyId: number | null;
  importedBy: number | null;
}

/** Stores a version; returns its id. The version date is the newest entry date already come, else today. */
export async function storeVersion(
  tx: Executor,
  version: NewVersion,
): Promise<{ id: number; versionDate: string }> {
  const versionDate = versionDateOf(version.entries, today()) ?? today();
  const [row] = await tx
    .insert(legislationListVersions)
    .values({
      listCode: version.list,
      versionDate,
      fileName: version.fileName,
      fileHash: version.hash,
      entryCount: version.entries.length,
      ownerCompanyId: version.ownerCompanyId,
      importedBy: version.importedBy,
    })
    .returning({ id: legislationListVersions.id });
  await storeEntries(tx, row!.id, version.entries);
  return { id: row!.id, versionDate };
}

/** Screens a company's products again (all of them): one set-based statement. */
export async function rescreenCompany(tx: Executor, companyId: number): Promise<void> {
  await tx.execute(sql`SELECT legislation_rescreen(${companyId}::int, NULL::int[])`);
}

/** Screens every company again (after a shipped list changed). */
export async function rescreenAll(tx: Executor): Promise<void> {
  await tx.execute(sql`SELECT legislation_rescreen(c.id, NULL::int[]) FROM companies c`);
}

const SHIPPED_LOCK = 907_001;
const loaded = new WeakMap<Database, Promise<void>>();

/**
 * Makes sure the shipped list files are loaded into this database: a file whose hash is not stored yet
 * becomes a new shipped version (older shipped versions of the list go, with their hits), and every
 * company is screened again. Runs once per process and database; an advisory lock keeps two processes
 * from loading the same file twice.
 */
export function ensureShippedLists(db: Database): Promise<void> {
  let done = loaded.get(db);
  if (!done) {
    done = loadShipped(db).catch((error: unknown) => {
      loaded.delete(db);
      throw error;
    });
    loaded.set(db, done);
  }
  return done;
}

async function loadShipped(db: Database): Promise<void> {
  const files = LEGISLATION_LISTS.map((list) => {
    return { list, hash: fileHash(readFileSync(shippedPath(SHIPPED_FILES[list]))) };
  });
  const stored = await db
    .select({ list: legislationListVersions.listCode, hash: legislationListVersions.fileHash })
    .from(legislationListVersions)
    .where(isNull(legislationListVersions.ownerCompanyId));
  const missing = files.filter(
    (file) => !stored.some((row) => row.list === file.list && row.hash === file.hash),
  );
  if (missing.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SHIPPED_LOCK})`);
    let changed = false;
    for (const file of missing) {
      const again = await tx
        .select({ id: legislationListVersions.id })
        .from(legislationListVersions)
        .where(
          and(
            isNull(legislationListVersions.ownerCompanyId),
            eq(legislationListVersions.listCode, file.list),
            eq(legislationListVersions.fileHash, file.hash),
          ),
        );
      if (again.length > 0) continue;
      await tx
        .delete(legislationListVersions)
        .where(
          and(
            isNull(legislationListVersions.ownerCompanyId),
            eq(legislationListVersions.listCode, file.list),
          ),
        );
      await storeVersion(tx, {
        list: file.list,
        fileName: SHIPPED_FILES[file.list],
        hash: file.hash,
        entries: shippedEntries(file.list),
        ownerCompanyId: null,
        importedBy: null,
      });
      changed = true;
    }
    if (changed) await rescreenAll(tx);
  });
}
