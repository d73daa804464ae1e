import { and, eq, lt, sql } from "drizzle-orm";
import { readEntries } from "../../core/legislation/entries";
import { LEGISLATION_IMPORT_MAX_ROWS, type LegislationList } from "../../core/legislation/lists";
import type { Database } from "../../db/client";
import { legislationListVersions } from "../../db/schema";
import { recordActivity } from "../activities/record";
import { recordNewListHits, rememberListHits } from "../sds-events/triggers";
import { readListFile, shippedAnnexXviiAmendments } from "./files";
import { fileHash, rescreenCompany, storeVersion } from "./store";

/**
 * An administrator's import of a newer list file: it becomes the company's own version of the list (the
 * shipped version and other companies stay as they are), the company's older imports of that list go, and
 * the company's products are screened against the lists again, all in one transaction.
 */
export type ImportOutcome =
  | { ok: true; versionDate: string; entryCount: number; productCount: number }
  | { ok: false; problem: "not_csv" | "columns" | "empty"; missing?: string[] };

export async function importList(
  db: Database,
  actor: { companyId: number; userId: number },
  list: LegislationList,
  fileName: string,
  text: string,
): Promise<ImportOutcome> {
  const read = readListFile(list, text, LEGISLATION_IMPORT_MAX_ROWS);
  if (!read.ok) return read;
  // Annex XVII's dates come from the shipped entry history, which a restriction file does not carry.
  const entries = readEntries(
    list,
    read.rows,
    list === "annex-xvii" ? shippedAnnexXviiAmendments() : undefined,
  );
  if (entries.length === 0) return { ok: false, problem: "empty" };
  return db.transaction(async (tx) => {
    // The hits before the import (the older import's go with it), to tell which ones the import adds.
    await rememberListHits(tx, actor.companyId);
    const { id, versionDate } = await storeVersion(tx, {
      list,
      fileName,
      hash: fileHash(text),
      entries,
      ownerCompanyId: actor.companyId,
      importedBy: actor.userId,
    });
    await tx
      .delete(legislationListVersions)
      .where(
        and(
          eq(legislationListVersions.ownerCompanyId, actor.companyId),
          eq(legislationListVersions.listCode, list),
          lt(legislationListVersions.id, id),
        ),
      );
    await rescreenCompany(tx, actor.companyId);
    await recordNewListHits(tx, actor.companyId, actor.userId);
    const counted = await tx.execute<{ n: number }>(sql`
      SELECT count(DISTINCT h.product_id)::int AS n FROM legislation_hits h
      JOIN legislation_entries e ON e.id = h.entry_id
      WHERE h.company_id = ${actor.companyId} AND e.version_id = ${id}
        AND (e.valid_from IS NULL OR e.valid_from <= current_date::text)
        AND (e.valid_until IS NULL OR current_date::text < e.valid_until)`);
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      module: "settings",
      action: "updated",
      object: { type: "legislationList", id: null, label: list },
      after: { file: fileName, version_date: versionDate, entries: entries.length },
    });
    return { ok: true, versionDate, entryCount: entries.length, productCount: counted.rows[0]?.n ?? 0 };
  });
}
