import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { getStorage } from "../storage";
import type { Executor } from "../locations/tree";

/**
 * Staged files (the pending_uploads table), shared by the forms that take a
 * file: a chemical approval request's SDS and attachments, and a product's
 * safety data sheet (/products/new, /replace-sds). A checked file goes to
 * file storage and a row holds it under a random token that belongs to the
 * uploading user and company and to one purpose. The form keeps the token in
 * a hidden field, so a form that the server refused keeps its file and the
 * user does not choose it again. Saving consumes the token inside the saving
 * transaction: the row is deleted and its file key moves to what was saved,
 * so the file itself is never copied. removeStaleUploads (a queue job)
 * removes what no save consumed.
 */

/** Tokens are 32 hex characters. */
export const TOKEN_PATTERN = /^[0-9a-f]{32}$/;

/**
 * What a staged file is for: a token of one purpose is never consumed by the
 * other's save (a request's file cannot become a product's sheet by a forged
 * form, and the other way round).
 */
export type UploadPurpose = "request" | "product_sds";

export interface PendingUpload {
  token: string;
  companyId: number;
  userId: number;
  fileKey: string;
  fileName: string;
  contentType: string;
  size: number;
  createdAt: Date;
}

export interface UploadOwner {
  companyId: number;
  userId: number;
}

export function newUploadToken(): string {
  return randomBytes(16).toString("hex");
}

/**
 * Stores a checked file under `{folder}/{company}/{token}.{extension}` and its
 * pending_uploads row. The file is written first and removed again when the
 * row cannot be written.
 */
export async function stageUpload(
  db: Executor,
  owner: UploadOwner,
  file: {
    bytes: Uint8Array;
    fileName: string;
    contentType: string;
    extension: string;
    folder: string;
    purpose: UploadPurpose;
  },
): Promise<PendingUpload> {
  const token = newUploadToken();
  const fileKey = `${file.folder}/${owner.companyId}/${token}.${file.extension}`;
  const storage = getStorage();
  await storage.put(fileKey, file.bytes, { contentType: file.contentType });
  try {
    const result = await db.execute<{ created_at: Date }>(sql`
      INSERT INTO pending_uploads (token, company_id, user_id, file_key, file_name, content_type, size, purpose)
      VALUES (${token}, ${owner.companyId}, ${owner.userId}, ${fileKey}, ${file.fileName},
        ${file.contentType}, ${file.bytes.byteLength}, ${file.purpose})
      RETURNING created_at`);
    return {
      token,
      companyId: owner.companyId,
      userId: owner.userId,
      fileKey,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.bytes.byteLength,
      createdAt: new Date(result.rows[0]!.created_at),
    };
  } catch (error) {
    await storage.delete(fileKey).catch(() => undefined);
    throw error;
  }
}

interface PendingRow extends Record<string, unknown> {
  token: string;
  company_id: number;
  user_id: number;
  file_key: string;
  file_name: string;
  content_type: string;
  size: number;
  created_at: Date;
}

const toPending = (row: PendingRow): PendingUpload => ({
  token: row.token,
  companyId: row.company_id,
  userId: row.user_id,
  fileKey: row.file_key,
  fileName: row.file_name,
  contentType: row.content_type,
  size: row.size,
  createdAt: new Date(row.created_at),
});

/** The caller's staged uploads of the purpose among `tokens` (others' and unknown tokens are left out). */
export async function findUploads(
  db: Executor,
  owner: UploadOwner,
  tokens: readonly string[],
  purpose: UploadPurpose = "request",
): Promise<PendingUpload[]> {
  const valid = tokens.filter((token) => TOKEN_PATTERN.test(token));
  if (valid.length === 0) return [];
  const result = await db.execute<PendingRow>(sql`
    SELECT * FROM pending_uploads
    WHERE token = ANY(${sql.param(valid)}::text[]) AND purpose = ${purpose}
      AND company_id = ${owner.companyId} AND user_id = ${owner.userId}`);
  return result.rows.map(toPending);
}

/**
 * Consumes the caller's uploads of the purpose by token (inside the saving
 * transaction): the rows are deleted and returned in the order of `tokens`.
 * Null when any token is unknown, already consumed, of another purpose, or
 * another user's or company's: the caller then rolls back (nothing was
 * consumed).
 */
export async function consumeUploads(
  tx: Executor,
  owner: UploadOwner,
  tokens: readonly string[],
  purpose: UploadPurpose = "request",
): Promise<PendingUpload[] | null> {
  if (tokens.length === 0) return [];
  if (new Set(tokens).size !== tokens.length || tokens.some((token) => !TOKEN_PATTERN.test(token)))
    return null;
  const result = await tx.execute<PendingRow>(sql`
    DELETE FROM pending_uploads
    WHERE token = ANY(${sql.param([...tokens])}::text[]) AND purpose = ${purpose}
      AND company_id = ${owner.companyId} AND user_id = ${owner.userId}
    RETURNING *`);
  if (result.rows.length !== tokens.length) return null;
  const byToken = new Map(result.rows.map((row) => [row.token, toPending(row)]));
  return tokens.map((token) => byToken.get(token)!);
}

/** Removes stored files, best effort (a file left behind is only wasted space): after a commit. */
export async function removeStoredFiles(keys: readonly (string | null | undefined)[]): Promise<void> {
  const storage = getStorage();
  for (const key of keys) {
    if (!key) continue;
    await storage.delete(key).catch((error: unknown) => console.warn(`Could not delete ${key}:`, error));
  }
}

/** Rows removed per statement by removeStaleUploads. */
const STALE_BATCH = 500;
/** How long an unconsumed upload is kept (the queue job's default). */
export const STALE_UPLOAD_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the uploads staged before `olderThan` that no save consumed, of
 * every purpose: their rows, then their files (in batches, each batch's rows
 * deleted before its files, so a file is never removed while a row can still
 * hand it to a save). Returns how many were removed. The queue job
 * uploads.cleanup runs it hourly with `new Date(Date.now() - STALE_UPLOAD_MS)`.
 */
export async function removeStaleUploads(db: Executor, olderThan: Date): Promise<number> {
  let removed = 0;
  for (;;) {
    const result = await db.execute<{ file_key: string }>(sql`
      DELETE FROM pending_uploads
      WHERE token IN (
        SELECT token FROM pending_uploads WHERE created_at < ${olderThan.toISOString()}::timestamptz
        ORDER BY created_at LIMIT ${STALE_BATCH}
      )
      RETURNING file_key`);
    await removeStoredFiles(result.rows.map((row) => row.file_key));
    removed += result.rows.length;
    if (result.rows.length < STALE_BATCH) return removed;
  }
}
