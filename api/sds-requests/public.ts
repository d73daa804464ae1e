import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { splitReadLinkToken } from "../../core/read-links/token";
import { statusAt, type SdsRequestStatus } from "../../core/sds-requests/rules";
import { recordActivity } from "../activities/record";
import { recordSupplierAnswer } from "../sds-events/triggers";
import { newSdsKey } from "../products/products";
import type { SdsFacts } from "../products/sds-facts";
import { readSds } from "../products/sds-reader";
import { getStorage } from "../storage";
import { secretMatches } from "../read-links/tokens";
import type { PublicPage } from "./schemas";

/**
 * The supplier's side of a request, reached with the token from the mail and nothing else: the page, the
 * answer "the current version is still valid", and the upload of new sheets. A token opens exactly one
 * request; a wrong secret answers like an unknown token; once answered (or past its end) the token opens
 * nothing more.
 */

export interface ResolvedRequest {
  id: number;
  companyId: number;
  companyName: string;
  productId: number;
  productName: string;
  supplier: string;
  articleNo: string | null;
  languages: number[];
  markets: number[];
  status: SdsRequestStatus;
  expiresAt: Date;
}

/** The request a token opens, with its status now; null for a malformed, unknown or wrong token. */
export async function resolveRequest(
  db: Pick<Database, "execute">,
  token: string,
): Promise<ResolvedRequest | null> {
  const parts = splitReadLinkToken(token);
  if (!parts) return null;
  const { rows } = await db.execute<{
    id: number;
    company_id: number;
    company_name: string;
    product_id: number;
    product_name: string;
    supplier: string;
    article_no: string | null;
    languages: number[];
    markets: number[];
    status: SdsRequestStatus;
    expires_at: Date | string;
    secret_hash: string;
    reminder_secret_hashes: string[];
  }>(sql`
    SELECT r.id, r.company_id, c.name AS company_name, r.product_id, p.name AS product_name, p.supplier,
      p.article_no, r.languages, r.markets, r.status, r.expires_at, r.secret_hash, r.reminder_secret_hashes
    FROM sds_requests r
    JOIN products p ON p.company_id = r.company_id AND p.id = r.product_id
    JOIN companies c ON c.id = r.company_id
    WHERE r.public_id = ${parts.publicId}`);
  const row = rows[0];
  if (!row) return null;
  // Every hash is compared, so the time taken does not tell which (or whether one) matched.
  const matches = [row.secret_hash, ...row.reminder_secret_hashes].map((hash) =>
    secretMatches(parts.secret, hash),
  );
  if (!matches.includes(true)) return null;
  const expiresAt = new Date(row.expires_at);
  return {
    id: row.id,
    companyId: row.company_id,
    companyName: row.company_name,
    productId: row.product_id,
    productName: row.product_name,
    supplier: row.supplier,
    articleNo: row.article_no,
    languages: row.languages,
    markets: row.markets,
    status: statusAt(row.status, expiresAt, new Date()),
    expiresAt,
  };
}

/** What the supplier's page tells about a request's status. */
export function publicState(request: ResolvedRequest | null): PublicPage["state"] {
  if (!request) return "unknown";
  if (request.status === "sent" || request.status === "opened") return "open";
  if (request.status === "expired") return "expired";
  return "answered";
}

export const closedPage = (state: PublicPage["state"]): PublicPage => ({
  state,
  company: null,
  product: null,
  languages: [],
  markets: [],
  expires_at: null,
});

/** The page of an open request; the first view marks it opened. Only this product and what is asked. */
export async function openPage(db: Database, request: ResolvedRequest): Promise<PublicPage> {
  if (request.status === "sent") {
    await db.execute(sql`
      UPDATE sds_requests SET status = 'opened', opened_at = now()
      WHERE company_id = ${request.companyId} AND id = ${request.id} AND status = 'sent'`);
  }
  const { rows } = await db.execute<{ version: string; date_issue: string }>(sql`
    SELECT s.version, s.date_issue FROM sds_documents s
    WHERE s.company_id = ${request.companyId} AND s.product_id = ${request.productId}
      AND NOT s.pending AND s.superseded_by_id IS NULL
    ORDER BY (s.language_id = ANY(${sql.param(request.languages)}::int[])) DESC, s.date_issue DESC, s.id DESC
    LIMIT 1`);
  return {
    state: "open",
    company: request.companyName,
    product: {
      name: request.productName,
      supplier: request.supplier,
      article_no: request.articleNo,
      current_version: rows[0]?.version ?? null,
      current_date: rows[0]?.date_issue ?? null,
    },
    languages: request.languages,
    markets: request.markets,
    expires_at: request.expiresAt.toISOString(),
  };
}

/** One checked PDF of the answer, for one language and market the request asks for. */
export interface AnswerFile {
  languageId: number;
  marketId: number;
  bytes: Uint8Array;
  fileName: string;
}

type AnswerResult = { ok: true; files: number } | { ok: false; state: PublicPage["state"] };

/**
 * Marks the request answered, in one transaction with its row locked (of two answers sent at once, one wins
 * and the other finds the request answered). Without files: the current version is still valid. With files:
 * each becomes a pending sheet of the product (replacing an earlier pending sheet of its language and market),
 * which the company reviews against the current sheet and accepts or rejects. The PDFs are written first
 * and removed when the transaction does not commit.
 */
export async function answerRequest(
  db: Database,
  token: string,
  files: readonly AnswerFile[],
): Promise<AnswerResult> {
  const storage = getStorage();
  const stored: { file: AnswerFile; key: string; facts: SdsFacts | null }[] = [];
  const request = await resolveRequest(db, token);
  if (publicState(request) !== "open" || !request) return { ok: false, state: publicState(request) };
  try {
    for (const file of files) {
      const key = `sds/${request.companyId}/${randomUUID()}.pdf`;
      await storage.put(key, file.bytes, { contentType: "application/pdf" });
      // A short reading: the comparison reads what this misses when the company opens the review.
      const reading = await readSds(file.bytes, { timeoutMs: 5000 });
      stored.push({ file, key, facts: reading.outcome === "unreadable" ? null : reading.facts });
    }
    const result = await db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ status: SdsRequestStatus; expires_at: Date | string }>(sql`
        SELECT status, expires_at FROM sds_requests
        WHERE company_id = ${request.companyId} AND id = ${request.id} FOR UPDATE`);
      const locked = rows[0];
      const now = statusAt(locked!.status, new Date(locked!.expires_at), new Date());
      if (now !== "sent" && now !== "opened")
        return {
          ok: false,
          state: now === "expired" ? "expired" : "answered",
          replaced: [] as string[],
        } as const;
      const replaced: string[] = [];
      const answeredKeys: string[] = [];
      for (const { file, key, facts } of stored) {
        const removed = await tx.execute<{ file_key: string | null }>(sql`
          DELETE FROM sds_documents
          WHERE company_id = ${request.companyId} AND product_id = ${request.productId} AND pending
            AND language_id = ${file.languageId} AND market_id = ${file.marketId}
          RETURNING file_key`);
        for (const row of removed.rows) if (row.file_key) replaced.push(row.file_key);
        const sdsKey = newSdsKey();
        await insertPendingSheet(tx, request, file, key, sdsKey, facts);
        answeredKeys.push(sdsKey);
        await tx.execute(sql`
          INSERT INTO sds_request_answers (company_id, request_id, sds_key, language_id, market_id, file_name)
          VALUES (${request.companyId}, ${request.id}, ${sdsKey}, ${file.languageId}, ${file.marketId}, ${file.fileName})`);
      }
      const answer = files.length > 0 ? "new_version" : "still_valid";
      await tx.execute(sql`
        UPDATE sds_requests SET status = 'answered', answer = ${answer}, answered_at = now(),
          opened_at = coalesce(opened_at, now())
        WHERE company_id = ${request.companyId} AND id = ${request.id}`);
      await recordActivity(tx, {
        companyId: request.companyId,
        actorId: null,
        module: "sds",
        action: "submitted",
        object: { type: "sds_request", id: request.id, label: request.productName },
        before: { status: locked!.status },
        after: { status: "answered", answer, files: stored.map(({ file }) => file.fileName) },
      });
      await recordSupplierAnswer(tx, {
        companyId: request.companyId,
        requestId: request.id,
        productId: request.productId,
        productName: request.productName,
        answer,
        sheetKeys: answeredKeys,
        fileNames: stored.map(({ file }) => file.fileName),
      });
      return { ok: true, files: files.length, replaced } as const;
    });
    if (!result.ok) {
      await Promise.all(stored.map(({ key }) => storage.delete(key).catch(() => undefined)));
      return { ok: false, state: result.state };
    }
    await Promise.all(result.replaced.map((key) => storage.delete(key).catch(() => undefined)));
    return { ok: true, files: result.files };
  } catch (error) {
    await Promise.all(stored.map(({ key }) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
}

/**
 * The pending sheet of an uploaded PDF. What the sheet says comes from reading it; what the reading did not
 * find is taken from the product's current sheet of the same language and market (else any current sheet),
 * so the replace-sds comparison shows what the reading found changed, not gaps in the reading.
 */
async function insertPendingSheet(
  tx: Pick<Database, "execute">,
  request: ResolvedRequest,
  file: AnswerFile,
  fileKey: string,
  sdsKey: string,
  facts: SdsFacts | null,
): Promise<void> {
  const { rows } = await tx.execute<{
    label: string;
    signal_word: string | null;
    pictograms: string[];
    hazard_statements: string[];
    precautionary_statements: string[];
    storage_class: string | null;
    substances: unknown;
    cas_no: string | null;
    un_no: string | null;
    cas_numbers: string[];
  }>(sql`
    SELECT label, signal_word, pictograms, hazard_statements, precautionary_statements, storage_class,
      substances, cas_no, un_no, cas_numbers
    FROM sds_documents
    WHERE company_id = ${request.companyId} AND product_id = ${request.productId}
      AND NOT pending AND superseded_by_id IS NULL
    ORDER BY (language_id = ${file.languageId} AND market_id = ${file.marketId}) DESC, date_issue DESC, id DESC
    LIMIT 1`);
  const base = rows[0];
  const found = facts !== null && facts.classification !== "none_found";
  const signalWord = found ? facts.signal_word : (base?.signal_word ?? null);
  const today = new Date().toISOString().slice(0, 10);
  const revision = facts?.identity.revision_date;
  const dateIssue = revision && /^\d{4}-\d{2}-\d{2}$/.test(revision) && revision <= today ? revision : today;
  await tx.execute(sql`
    INSERT INTO sds_documents (company_id, product_id, key, label, supplier, article_no, language_id, market_id,
      version, date_issue, cas_no, un_no, signal_word, pictograms, hazard_statements, precautionary_statements,
      storage_class, substances, cas_numbers, file_key, file_name, file_size, pending, facts)
    VALUES (${request.companyId}, ${request.productId}, ${sdsKey}, ${base?.label ?? request.productName},
      ${request.supplier}, ${request.articleNo}, ${file.languageId}, ${file.marketId},
      ${(facts?.identity.version ?? "").slice(0, 50) || "–"}, ${dateIssue}, ${base?.cas_no ?? null},
      ${base?.un_no ?? null}, ${signalWord},
      ${sql.param(found ? facts.pictograms : (base?.pictograms ?? []))}::text[],
      ${sql.param(found ? facts.hazard_statements : (base?.hazard_statements ?? []))}::text[],
      ${sql.param(found ? facts.precautionary_statements : (base?.precautionary_statements ?? []))}::text[],
      ${facts?.storage_class ?? base?.storage_class ?? null},
      ${JSON.stringify(base?.substances ?? [])}::jsonb,
      ${sql.param(base?.cas_numbers ?? [])}::text[], ${fileKey}, ${file.fileName}, ${file.bytes.byteLength}, true,
      ${facts === null ? null : JSON.stringify(facts)}::jsonb)`);
}
