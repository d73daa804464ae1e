import type { SdsFacts } from "../products/sds-facts";
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES } from "../../core/chemical-approvals/request-rules";
import type { Executor } from "../locations/tree";
import { stageUpload as stagePending, type PendingUpload } from "../uploads/pending";
import { checkPdf, sanitizeFileName } from "../../core/pdf-check";

/**
 * Files of chemical approval requests. A file is staged first
 * (POST /chemical-approval/v1/uploads): it goes to file storage and a
 * pending_uploads row holds it under a random token that belongs to the
 * uploading user and company (the shared staging of api/uploads/pending.ts,
 * which product sheets use too). Saving a request consumes tokens in its
 * transaction: the row is deleted and the file key moves to the request (the
 * attached SDS or an attachment), so the file itself is never copied. A form
 * that was rejected keeps its tokens and the user does not choose the files
 * again. removeStaleUploads (a queue job) removes what was never consumed.
 */

export const UPLOAD_KINDS = ["sds", "attachment"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

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

/** The staged file as the API shows it. */
export interface UploadView {
  token: string;
  file_name: string;
  size: number;
  content_type: string;
  facts: SdsFacts | null;
}

export function uploadView(upload: PendingUpload, facts: SdsFacts | null = null): UploadView {
  return {
    token: upload.token,
    file_name: upload.fileName,
    size: upload.size,
    content_type: upload.contentType,
    facts,
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

/** Stages a checked file of a request (under requests/{company}/). */
export function stageUpload(
  db: Executor,
  owner: { companyId: number; userId: number },
  file: { bytes: Uint8Array; fileName: string; contentType: string; extension: string },
): Promise<PendingUpload> {
  return stagePending(db, owner, { ...file, folder: "requests", purpose: "request" });
}
