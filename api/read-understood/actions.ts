import { sql } from "drizzle-orm";
import type { AssignInput } from "../../core/read-understood/assign-rules";
import type { Database } from "../../db/client";
import type { UserRow } from "../../db/schema";
import { recordActivity } from "../activities/record";
import { ApiError, forbidden, notFound, validationFailed } from "../http/errors";
import { isLocationInScope, scopeOf } from "../locations/scope";
import { documentRules } from "../smartforms/store";
import { currentDocument } from "./store";

/**
 * The changes of read and understood: assigning a document, taking an assignment back, and acknowledging a
 * product's safety data sheet. (A smart-form document is acknowledged through the smart-form API,
 * api/smartforms/lifecycle.ts: one way for each kind.) One transaction each, with its audit trail entry.
 */

/** Guests are refused (403); a company with read and understood off answers 409 rnu_off. */
export async function assertMayAcknowledge(db: Pick<Database, "execute">, user: UserRow): Promise<void> {
  if (user.isGuestUser) throw forbidden();
  const rules = await documentRules(db, user.companyId);
  if (!rules.rnuEnabled)
    throw new ApiError(409, {
      error: "rnu_off",
      message: "Read and understood is not switched on for this company.",
    });
}

/**
 * Assigns the document to people or a location. The document must be in force and the caller's to see, the
 * location in the caller's scope, the people active users of the company who are not guests (else 422,
 * nothing saved). Assigning what is already assigned keeps the first assignment. Answers how many were new.
 */
export async function createAssignment(db: Database, user: UserRow, input: AssignInput): Promise<number> {
  const scope = scopeOf(user);
  return db.transaction(async (tx) => {
    const document = await currentDocument(tx, scope, input.kind, input.document_id);
    if (!document) throw validationFailed({ document_id: ["Unknown document."] });
    if (input.location_id !== null) {
      const inScope = await isLocationInScope(tx, scope, input.location_id);
      if (!inScope) throw validationFailed({ location_id: [`Unknown location: ${input.location_id}.`] });
    }
    const userIds = [...new Set(input.user_ids)];
    if (userIds.length > 0) {
      const { rows } = await tx.execute(sql`
        SELECT id FROM users WHERE company_id = ${user.companyId} AND id = ANY(${sql.param(userIds)}::int[])
          AND deactivated_at IS NULL AND NOT is_guest_user`);
      const known = new Set(rows.map((row) => Number(row.id)));
      const unknown = userIds.filter((id) => !known.has(id));
      if (unknown.length > 0)
        throw validationFailed({ user_ids: [`Unknown people: ${unknown.join(", ")}.`] });
    }
    const targets =
      input.location_id !== null
        ? [
            sql`(${user.companyId}, ${input.kind}, ${input.document_id}, NULL, ${input.location_id}, ${input.with_sublocations}, ${user.id})`,
          ]
        : userIds.map(
            (id) =>
              sql`(${user.companyId}, ${input.kind}, ${input.document_id}, ${id}, NULL, true, ${user.id})`,
          );
    const { rows } = await tx.execute(sql`
      INSERT INTO rnu_assignments (company_id, document_kind, document_id, user_id, location_id, with_sublocations, created_by)
      VALUES ${sql.join(targets, sql`, `)}
      ON CONFLICT DO NOTHING RETURNING id`);
    if (rows.length > 0)
      await recordActivity(tx, {
        companyId: user.companyId,
        actorId: user.id,
        module: "documents",
        action: "created",
        object: { type: "rnu_assignment", id: document.document_id, label: document.title },
        after: {
          kind: input.kind,
          people: input.location_id === null ? userIds : [],
          location_id: input.location_id,
          with_sublocations: input.with_sublocations,
        },
      });
    return rows.length;
  });
}

/** Takes an assignment back; its document must be the caller's to see (else 404, as another company's). */
export async function deleteAssignment(db: Database, user: UserRow, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute(sql`
      SELECT id, document_kind, document_id, user_id, location_id FROM rnu_assignments
      WHERE company_id = ${user.companyId} AND id = ${id} FOR UPDATE`);
    const row = rows[0];
    if (!row) throw notFound();
    const document = await currentDocument(
      tx,
      scopeOf(user),
      row.document_kind as AssignInput["kind"],
      Number(row.document_id),
    );
    if (!document) throw notFound();
    await tx.execute(sql`DELETE FROM rnu_assignments WHERE company_id = ${user.companyId} AND id = ${id}`);
    await recordActivity(tx, {
      companyId: user.companyId,
      actorId: user.id,
      module: "documents",
      action: "deleted",
      object: { type: "rnu_assignment", id: document.document_id, label: document.title },
      before: {
        kind: document.kind,
        user_id: row.user_id as number | null,
        location_id: row.location_id as number | null,
      },
    });
  });
}

export interface SdsAcknowledgement {
  sds_id: number;
  product_id: number;
  acknowledged_at: string | null;
}

/**
 * The caller confirms (or withdraws) read and understood of a product's sheet. Only the product's current
 * sheet (the version in force) may be confirmed: an older or pending one answers 409 not_current. The
 * product must be the caller's to see (else 404). Confirming again keeps the first time.
 */
export async function setSdsAcknowledged(
  db: Database,
  user: UserRow,
  sdsId: number,
  acknowledged: boolean,
): Promise<SdsAcknowledgement> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute(sql`
      SELECT s.id, s.product_id FROM sds_documents s
      WHERE s.company_id = ${user.companyId} AND s.id = ${sdsId}`);
    const sheet = rows[0];
    if (!sheet) throw notFound();
    const document = await currentDocument(tx, scopeOf(user), "sds", Number(sheet.product_id));
    if (!document) throw notFound();
    await assertMayAcknowledge(tx, user);
    if (document.version_id !== sdsId)
      throw new ApiError(409, {
        error: "not_current",
        message: "Only the product's current safety data sheet can be confirmed.",
      });
    const at = await writeAcknowledgement(tx, user, SDS_ACKNOWLEDGEMENTS, sdsId, document, acknowledged);
    return {
      sds_id: sdsId,
      product_id: document.document_id,
      acknowledged_at: at,
    };
  });
}

/** Where a kind without acknowledgement calls of its own keeps its confirmations, per version. */
export interface AcknowledgementStore {
  /** The table: (company_id, <version column>, user_id, created_at), one row per person and version. */
  table: "sds_acknowledgements" | "wpd_acknowledgements";
  versionColumn: "sds_id" | "version_id";
  /** The audit trail's module and object type of a confirmation. */
  module: "sds" | "documents";
  objectType: string;
}

const SDS_ACKNOWLEDGEMENTS: AcknowledgementStore = {
  table: "sds_acknowledgements",
  versionColumn: "sds_id",
  module: "sds",
  objectType: "sds",
};

/**
 * Confirms (keeping the first time) or withdraws the caller's read and understood of a version in force,
 * with an audit entry when something changed; answers when the caller confirmed it, or null. The caller has
 * checked the version is the document's current one and that the caller may acknowledge.
 */
export async function writeAcknowledgement(
  tx: Pick<Database, "execute">,
  user: UserRow,
  store: AcknowledgementStore,
  versionId: number,
  document: { title: string; version_label: string },
  acknowledged: boolean,
): Promise<string | null> {
  const table = sql.identifier(store.table);
  const column = sql.identifier(store.versionColumn);
  const object = { type: store.objectType, id: versionId, label: document.title };
  const mine = sql`company_id = ${user.companyId} AND ${column} = ${versionId} AND user_id = ${user.id}`;
  if (acknowledged) {
    const inserted = await tx.execute(sql`
      INSERT INTO ${table} (company_id, ${column}, user_id) VALUES (${user.companyId}, ${versionId}, ${user.id})
      ON CONFLICT DO NOTHING RETURNING user_id`);
    if (inserted.rows.length > 0)
      await recordActivity(tx, {
        companyId: user.companyId,
        actorId: user.id,
        module: store.module,
        action: "acknowledged",
        object,
        after: { version: document.version_label },
      });
  } else {
    const removed = await tx.execute(sql`DELETE FROM ${table} WHERE ${mine} RETURNING user_id`);
    if (removed.rows.length > 0)
      await recordActivity(tx, {
        companyId: user.companyId,
        actorId: user.id,
        module: store.module,
        action: "removed",
        object,
        before: { acknowledged: true, version: document.version_label },
      });
  }
  const { rows } = await tx.execute(sql`SELECT created_at FROM ${table} WHERE ${mine}`);
  const at = rows[0]?.created_at;
  return at == null ? null : new Date(at instanceof Date ? at : String(at)).toISOString();
}
