import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { SdsRequestStatus } from "../../core/sds-requests/rules";
import { recordActivity } from "../activities/record";
import type { Executor } from "../locations/tree";
import { productInScope, type LocationScope, type ScopedActor } from "../locations/scope";
import { applyReplacement, previewReplacement } from "../products/replace-sds";
import { getStorage } from "../storage";
import type { SdsRequestDetail } from "./schemas";
import { effectiveStatus, rowColumns, toRow } from "./store";

/**
 * Reviewing a supplier's answer: each uploaded sheet compared with the current sheet of its language and
 * market (the replace-sds comparison), then accept (the sheets are applied like /replace-sds: every location
 * holding the product shows them at once) or reject (the uploaded sheets are removed).
 */

async function requestRow(db: Executor, scope: LocationScope, id: number, lock = false) {
  const { rows } = await db.execute<
    Parameters<typeof toRow>[0] & {
      current_sds_key: string | null;
      opened_at: Date | string | null;
      decided_at: Date | string | null;
      effective: SdsRequestStatus;
    }
  >(sql`
    SELECT ${rowColumns}, r.current_sds_key, r.opened_at, r.decided_at, ${effectiveStatus("r")} AS effective
    FROM sds_requests r JOIN products p ON p.company_id = r.company_id AND p.id = r.product_id
    WHERE r.company_id = ${scope.companyId} AND r.id = ${id} AND ${productInScope(scope, sql`p.id`)}
    ${lock ? sql`FOR UPDATE OF r` : sql``}`);
  return rows[0];
}

async function answerFiles(db: Executor, companyId: number, requestId: number) {
  const { rows } = await db.execute<{
    sds_key: string;
    language_id: number;
    market_id: number;
    file_name: string;
    pending: boolean | null;
    file_key: string | null;
  }>(sql`
    SELECT a.sds_key, a.language_id, a.market_id, a.file_name, s.pending, s.file_key
    FROM sds_request_answers a
    LEFT JOIN sds_documents s ON s.company_id = a.company_id AND s.key = a.sds_key
    WHERE a.company_id = ${companyId} AND a.request_id = ${requestId}
    ORDER BY a.language_id, a.market_id, a.id`);
  return rows;
}

/** The request with its answer, each uploaded sheet compared with the current one; undefined when not found. */
export async function requestDetail(
  db: Database,
  scope: LocationScope,
  id: number,
  languageId: number,
): Promise<SdsRequestDetail | undefined> {
  const row = await requestRow(db, scope, id);
  if (!row) return undefined;
  const files = await answerFiles(db, scope.companyId, id);
  const compared = await Promise.all(
    files.map(async (file) => {
      const pending = file.pending === true;
      const preview = pending
        ? await previewReplacement(db, scope, row.product_id, file.sds_key, languageId)
        : null;
      return {
        sds_key: file.sds_key,
        language_id: file.language_id,
        market_id: file.market_id,
        file_name: file.file_name,
        diff: preview?.ok ? preview.diff : null,
        pending,
      };
    }),
  );
  return {
    ...toRow(row),
    current_sds_key: row.current_sds_key,
    opened_at: row.opened_at === null ? null : new Date(row.opened_at).toISOString(),
    decided_at: row.decided_at === null ? null : new Date(row.decided_at).toISOString(),
    files: compared,
  };
}

export type DecideResult =
  { ok: true; status: SdsRequestStatus } | { ok: false; reason: "not_found" | "not_answered" };

/**
 * Accepts or rejects an answered request in one transaction (the request row locked, so a second decision
 * finds it decided). Accepting applies every uploaded sheet that is still pending through the replace-sds
 * path; rejecting deletes them (their files after the commit).
 */
export async function decideRequest(
  db: Database,
  actor: ScopedActor,
  id: number,
  decision: "accept" | "reject",
  languageId: number,
): Promise<DecideResult> {
  const removedFiles: string[] = [];
  const result = await db.transaction(async (tx): Promise<DecideResult> => {
    const row = await requestRow(tx, actor, id, true);
    if (!row) return { ok: false, reason: "not_found" };
    if (row.effective !== "answered") return { ok: false, reason: "not_answered" };
    const files = (await answerFiles(tx, actor.companyId, id)).filter((file) => file.pending === true);
    const status = decision === "accept" ? "accepted" : "rejected";
    for (const file of files) {
      if (decision === "accept") {
        // Inside this transaction (a savepoint): the sheets and the decision commit together.
        await applyReplacement(tx as unknown as Database, actor, row.product_id, file.sds_key, languageId);
      } else {
        await tx.execute(sql`
          DELETE FROM sds_documents
          WHERE company_id = ${actor.companyId} AND key = ${file.sds_key} AND pending`);
        if (file.file_key) removedFiles.push(file.file_key);
      }
    }
    await tx.execute(sql`
      UPDATE sds_requests SET status = ${status}, decided_at = now(), decided_by = ${actor.userId}
      WHERE company_id = ${actor.companyId} AND id = ${id}`);
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      module: "sds",
      action: "decided",
      object: { type: "sds_request", id, label: row.product_name },
      before: { status: "answered" },
      after: { status, sheets: files.map((file) => file.sds_key) },
    });
    return { ok: true, status };
  });
  await Promise.all(
    removedFiles.map((key) =>
      getStorage()
        .delete(key)
        .catch(() => undefined),
    ),
  );
  return result;
}
