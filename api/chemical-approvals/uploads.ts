import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES } from "../../core/chemical-approvals/request-rules";
import { getStorage } from "../storage";
import type { Executor } from "../locations/tree";
import { checkPdf, sanitizeFileName } from "../../core/pdf-check";

/**
 * Files of chemical approval requests. A file is staged first
 * (POST /chemical-approval/v1/uploads): it goes to file storage and a
 * pending_uploads row holds it under a random token that belongs to the
 * uploading user and company. Saving a request consumes tokens in its
 * transaction: the row is deleted and the file key moves to the request (the
 * attached SDS or an attachment), so the file itself is never copied. A form
 * that was rejected keeps its tokens and the user does not choose the files
 * again. removeStaleUploads (a queue job) removes what was never consumed.
 */

export const UPLOAD_KINDS = ["sds", "attachment"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** Tokens are 32 hex characters. */
export const TOKEN_PATTERN = /^[0-9a-f]{32}$/;

const MEGABYTES = Math.round(ATTACHMENT_MAX_BYTES / (1024 * 1024));

export const UPLOAD_MESSAGES = {
  missing: "The file is required.",
  empty: "The file is empty.",
  too_large: `The file is larger than ${MEGABYTES} MB.`,
  not_pdf: "The safety data sheet must be a PDF file.",
  wrong_type: `The file type is not accepted. Accepted: ${Object.keys(ATTACHMENT_TYPES).join(", ")}.`,
  content_mismatch: "The file's content does not match its type.",
  kind: 'kind must be "sds" or "attachment".',
} as const;
export type UploadProblem = keyof typeof UPLOAD_MESSAGES;

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

/** The staged file as the API shows it. */
export interface UploadView {
  token: string;
  file_name: string;
  size: number;
  content_type: string;
}

export function uploadView(upload: PendingUpload): UploadView {
  return {
    token: upload.token,
    file_name: upload.fileName,
    size: upload.size,
    content_type: upload.contentType,
  };
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], offset = 0) =>
  bytes.byteLength >= offset + prefix.length && prefix.every((byte, i) => bytes[offset + i] === byte);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** Text files: valid UTF-8 (a BOM allowed) without NUL bytes, judged from their first 64 KB. */
function looksLikeText(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 64 * 1024);
  if (head.includes(0)) return false;
  try {
    // A multi-byte character cut at the 64 KB boundary is not an error: stream mode.
    new TextDecoder("utf-8", { fatal: true }).decode(head, { stream: bytes.byteLength > head.byteLength });
    return true;
  } catch {
    return false;
  }
}

/** Does the content match the extension? Signatures where they are cheap to check. */
function contentMatches(extension: string, bytes: Uint8Array): boolean {
  switch (extension) {
    case "pdf":
      // The PDF rule of SDS files (checkPdf): a header after leading junk and padding after %%EOF are fine.
      return checkPdf(bytes, "").ok;
    case "png":
      return startsWith(bytes, PNG);
    case "jpg":
    case "jpeg":
      return startsWith(bytes, JPEG);
    case "docx":
    case "xlsx":
    case "odt":
    case "ods":
      return startsWith(bytes, ZIP);
    case "txt":
    case "csv":
      return looksLikeText(bytes);
    default:
      return false;
  }
}

/**
 * A safe file name with the given extension: the last path segment only, no
 * control or unusual characters, at most 120 characters (sanitizeFileName,
 * which always ends in .pdf, with .pdf swapped for the extension).
 */
export function sanitizeAttachmentName(name: string, extension: string): string {
  const base = String(name ?? "")
    .split(/[/\\]/)
    .pop()!
    .replace(new RegExp(`\\.${extension}$`, "i"), "");
  return sanitizeFileName(base).replace(/\.pdf$/, `.${extension}`);
}

export type FileCheck =
  | { ok: true; fileName: string; contentType: string; extension: string }
  | { ok: false; error: UploadProblem };

/**
 * Checks a staged file: an SDS must be a PDF (checkPdf: signature and
 * trailer, 20 MB); an attachment must have an extension of ATTACHMENT_TYPES
 * whose signature the content carries (PDF, PNG, JPEG, ZIP for the office
 * formats, UTF-8 text for txt and csv), at most 20 MB.
 */
export function checkUpload(kind: UploadKind, bytes: Uint8Array, name: string): FileCheck {
  if (bytes.byteLength === 0) return { ok: false, error: "empty" };
  if (bytes.byteLength > ATTACHMENT_MAX_BYTES) return { ok: false, error: "too_large" };
  if (kind === "sds") {
    const check = checkPdf(bytes, name);
    if (!check.ok) return { ok: false, error: check.error };
    return { ok: true, fileName: check.fileName, contentType: "application/pdf", extension: "pdf" };
  }
  const lastSegment =
    String(name ?? "")
      .split(/[/\\]/)
      .pop() ?? "";
  const extension = /\.([A-Za-z0-9]{1,5})$/.exec(lastSegment.trim())?.[1]?.toLowerCase() ?? "";
  const contentType = ATTACHMENT_TYPES[extension];
  if (!contentType || !Object.hasOwn(ATTACHMENT_TYPES, extension)) return { ok: false, error: "wrong_type" };
  if (!contentMatches(extension, bytes)) return { ok: false, error: "content_mismatch" };
  return { ok: true, fileName: sanitizeAttachmentName(lastSegment, extension), contentType, extension };
}

export function newUploadToken(): string {
  return randomBytes(16).toString("hex");
}

/**
 * Stores a checked file and its pending_uploads row. The file is written
 * first and removed again when the row cannot be written.
 */
export async function stageUpload(
  db: Executor,
  owner: { companyId: number; userId: number },
  file: { bytes: Uint8Array; fileName: string; contentType: string; extension: string },
): Promise<PendingUpload> {
  const token = newUploadToken();
  const fileKey = `requests/${owner.companyId}/${token}.${file.extension}`;
  const storage = getStorage();
  await storage.put(fileKey, file.bytes, { contentType: file.contentType });
  try {
    const result = await db.execute<{ created_at: Date }>(sql`
      INSERT INTO pending_uploads (token, company_id, user_id, file_key, file_name, content_type, size)
      VALUES (${token}, ${owner.companyId}, ${owner.userId}, ${fileKey}, ${file.fileName},
        ${file.contentType}, ${file.bytes.byteLength})
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

/** The caller's staged uploads among `tokens` (others' and unknown tokens are left out). */
export async function findUploads(
  db: Executor,
  owner: { companyId: number; userId: number },
  tokens: readonly string[],
): Promise<PendingUpload[]> {
  const valid = tokens.filter((token) => TOKEN_PATTERN.test(token));
  if (valid.length === 0) return [];
  const result = await db.execute<PendingRow>(sql`
    SELECT * FROM pending_uploads
    WHERE token = ANY(${sql.param(valid)}::text[])
      AND company_id = ${owner.companyId} AND user_id = ${owner.userId}`);
  return result.rows.map(toPending);
}

/**
 * Consumes the caller's uploads by token (inside the saving transaction): the
 * rows are deleted and returned in the order of `tokens`. Null when any token
 * is unknown, already consumed, or another user's or company's: the caller
 * then rolls back (nothing was consumed).
 */
export async function consumeUploads(
  tx: Executor,
  owner: { companyId: number; userId: number },
  tokens: readonly string[],
): Promise<PendingUpload[] | null> {
  if (tokens.length === 0) return [];
  if (new Set(tokens).size !== tokens.length || tokens.some((token) => !TOKEN_PATTERN.test(token)))
    return null;
  const result = await tx.execute<PendingRow>(sql`
    DELETE FROM pending_uploads
    WHERE token = ANY(${sql.param([...tokens])}::text[])
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
 * Removes the uploads staged before `olderThan` that no save consumed: their
 * rows, then their files (in batches, each batch's rows deleted before its
 * files, so a file is never removed while a row can still hand it to a
 * request). Returns how many were removed. For the queue (A4): schedule it,
 * e.g. hourly with `new Date(Date.now() - STALE_UPLOAD_MS)`.
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
