/**
 * Checks on an uploaded PDF (an SDS file) before it is stored: size, a PDF
 * header and trailer, and a safe file name to keep and offer on download.
 */

export const MAX_PDF_BYTES = 20 * 1024 * 1024;

/** How far from the end `%%EOF` may be (some writers append whitespace or junk after it). */
const EOF_WINDOW = 1024;
const FILE_NAME_MAX = 120;
const FALLBACK_FILE_NAME = "document.pdf";

export type PdfCheck =
  { ok: true; fileName: string } | { ok: false; error: "empty" | "too_large" | "not_pdf" };

const HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const TRAILER = [0x25, 0x25, 0x45, 0x4f, 0x46]; // %%EOF

/**
 * "empty" for no bytes; "too_large" over MAX_PDF_BYTES; "not_pdf" unless the
 * bytes start with `%PDF-` (at offset 0: the leading junk that readers
 * tolerate is not accepted) and contain `%%EOF` within the last 1024 bytes.
 * This is a signature check, not a validation of the PDF's structure. On
 * success, the sanitised file name (sanitizeFileName).
 */
export function checkPdf(bytes: Uint8Array, fileName: string): PdfCheck {
  if (bytes.byteLength === 0) return { ok: false, error: "empty" };
  if (bytes.byteLength > MAX_PDF_BYTES) return { ok: false, error: "too_large" };
  if (!startsWith(bytes, HEADER) || !endsWithin(bytes, TRAILER, EOF_WINDOW)) {
    return { ok: false, error: "not_pdf" };
  }
  return { ok: true, fileName: sanitizeFileName(fileName) };
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.byteLength >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);
}

function endsWithin(bytes: Uint8Array, needle: readonly number[], window: number): boolean {
  const from = Math.max(0, bytes.byteLength - window);
  for (let start = bytes.byteLength - needle.length; start >= from; start--) {
    if (needle.every((byte, i) => bytes[start + i] === byte)) return true;
  }
  return false;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const CONTROL = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
const NOT_ALLOWED = /[^\p{L}\p{M}\p{N} ._\-()]/gu;
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i;

/**
 * A file name that is safe to store and to send in Content-Disposition: only
 * the last path segment (after `/` or `\`); lone surrogates, control and
 * format characters removed; other white space turned into spaces and
 * collapsed; only letters, combining marks and digits of any script, space and
 * `._-()` kept (NFC); no leading dots, dashes or spaces; at most 120
 * characters (UTF-16 units, cut between graphemes); always ending in `.pdf`
 * (an existing `.PDF` is lower-cased, any other name gets `.pdf` appended);
 * `document.pdf` when nothing is left. Windows device names get a `_` prefix.
 */
export function sanitizeFileName(name: string): string {
  let text = String(name ?? "").replace(LONE_SURROGATE, "");
  text = text.split(/[/\\]/).pop() ?? "";
  text = text
    .normalize("NFC")
    .replace(CONTROL, "")
    .replace(/\s+/gu, " ")
    .replace(NOT_ALLOWED, "")
    .replace(/ {2,}/g, " ");
  let stem = text.replace(/\.pdf$/i, "");
  stem = stem.replace(/^[\s.-]+/, "").replace(/[\s.]+$/, "");
  if (!stem) return FALLBACK_FILE_NAME;
  if (WINDOWS_RESERVED.test(stem)) stem = `_${stem}`;
  return `${truncate(stem, FILE_NAME_MAX - ".pdf".length).replace(/[\s.]+$/, "")}.pdf`;
}

/** At most `max` UTF-16 units, cut between graphemes (never inside a surrogate pair or before a combining mark). */
function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  let result = "";
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)) {
    if (result.length + segment.length > max) break;
    result += segment;
  }
  return result;
}
