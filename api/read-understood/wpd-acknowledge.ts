import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { UserRow } from "../../db/schema";
import { recordActivity } from "../activities/record";
import { ApiError, notFound } from "../http/errors";
import { scopeOf } from "../locations/scope";
import { getWorkplaceDescription } from "../workplace-descriptions";
import { assertMayAcknowledge } from "./actions";
import { currentDocument } from "./store";

export interface WpdAcknowledgement {
  version_id: number;
  series_id: number;
  acknowledged_at: string | null;
}

/**
 * The caller confirms (or withdraws) read and understood of a workplace description's version. Only the
 * version in force (the series' current published version) may be confirmed: an earlier version or a draft
 * answers 409 not_current. The description must be at a location the caller may see (else 404, as another
 * company's). Confirming again keeps the first time. The description is read through its module's own
 * functions; the acknowledgement is this module's (wpd_acknowledgements).
 */
export async function setWpdAcknowledged(
  db: Database,
  user: UserRow,
  versionId: number,
  acknowledged: boolean,
): Promise<WpdAcknowledgement> {
  return db.transaction(async (tx) => {
    const version = await getWorkplaceDescription(tx, user.companyId, versionId);
    if (!version) throw notFound();
    const document = await currentDocument(tx, scopeOf(user), "wpd", version.series_id);
    if (!document) throw notFound();
    await assertMayAcknowledge(tx, user);
    if (document.version_id !== versionId)
      throw new ApiError(409, {
        error: "not_current",
        message: "Only the workplace description's current published version can be confirmed.",
      });
    const object = { type: "workplace_description", id: versionId, label: document.title };
    if (acknowledged) {
      const inserted = await tx.execute(sql`
        INSERT INTO wpd_acknowledgements (company_id, version_id, user_id) VALUES (${user.companyId}, ${versionId}, ${user.id})
        ON CONFLICT DO NOTHING RETURNING version_id`);
      if (inserted.rows.length > 0)
        await recordActivity(tx, {
          companyId: user.companyId,
          actorId: user.id,
          module: "documents",
          action: "acknowledged",
          object,
          after: { version: document.version_label },
        });
    } else {
      const removed = await tx.execute(sql`
        DELETE FROM wpd_acknowledgements
        WHERE company_id = ${user.companyId} AND version_id = ${versionId} AND user_id = ${user.id}
        RETURNING version_id`);
      if (removed.rows.length > 0)
        await recordActivity(tx, {
          companyId: user.companyId,
          actorId: user.id,
          module: "documents",
          action: "removed",
          object,
          before: { acknowledged: true, version: document.version_label },
        });
    }
    const { rows } = await tx.execute(sql`
      SELECT created_at FROM wpd_acknowledgements
      WHERE company_id = ${user.companyId} AND version_id = ${versionId} AND user_id = ${user.id}`);
    const at = rows[0]?.created_at;
    return {
      version_id: versionId,
      series_id: document.document_id,
      acknowledged_at: at == null ? null : new Date(at instanceof Date ? at : String(at)).toISOString(),
    };
  });
}

/**
 * The PDF of a version the caller may read as an item of read and understood: the version in force of a
 * description at a location in the caller's scope; undefined for anything else.
 */
export async function isReadableWpdVersion(
  db: Pick<Database, "execute">,
  user: UserRow,
  versionId: number,
): Promise<boolean> {
  const version = await getWorkplaceDescription(db, user.companyId, versionId);
  if (!version) return false;
  const document = await currentDocument(db, scopeOf(user), "wpd", version.series_id);
  return document?.version_id === versionId;
}
