import type { Database } from "../../db/client";
import type { UserRow } from "../../db/schema";
import { ApiError, notFound } from "../http/errors";
import { scopeOf } from "../locations/scope";
import { getWorkplaceDescription } from "../workplace-descriptions";
import { assertMayAcknowledge, writeAcknowledgement, type AcknowledgementStore } from "./actions";
import { currentDocument } from "./store";

const WPD_ACKNOWLEDGEMENTS: AcknowledgementStore = {
  table: "wpd_acknowledgements",
  versionColumn: "version_id",
  module: "documents",
  objectType: "workplace_description",
};

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
    const at = await writeAcknowledgement(tx, user, WPD_ACKNOWLEDGEMENTS, versionId, document, acknowledged);
    return {
      version_id: versionId,
      series_id: document.document_id,
      acknowledged_at: at,
    };
  });
}

/**
 * Whether the caller may have the PDF of a version as an item of read and understood, under the rules of
 * confirming it and in the same order, so both calls answer a caller alike: a description with nothing in
 * force at a location in the caller's scope is 404; then a guest is 403 and a company with read and
 * understood off 409 rnu_off (assertMayAcknowledge throws); then only the version in force is served (an
 * earlier version or a draft answers false: the route's 404, as nothing else is there to read).
 */
export async function mayReadWpdVersion(
  db: Pick<Database, "execute">,
  user: UserRow,
  versionId: number,
): Promise<boolean> {
  const version = await getWorkplaceDescription(db, user.companyId, versionId);
  if (!version) return false;
  const document = await currentDocument(db, scopeOf(user), "wpd", version.series_id);
  if (!document) return false;
  await assertMayAcknowledge(db, user);
  return document.version_id === versionId;
}
