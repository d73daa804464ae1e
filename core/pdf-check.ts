/**
 * Checks on an uploaded PDF (an SDS file) before it is stored: size, the PDF
 * signatures, and a safe file name to keep and offer on download.
 */

export const MAX_PDF_BYTES = 20 * 1024 * 1024;

/** How far into the file the `%PDF-` header may start (Acrobat and pdf.js look this far; leading junk happens). */
const HEADER_WINDOW = 1024;
const FILE_NAME_MAX = 120;
const FALLBACK_FILE_NAME = "document.pdf";

export type PdfCheck =
  { ok: true; fileName: string } | { ok: false; error: "empty" | "too_large" | "not_pdf" };

const HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const TRAILER = [0x25, 0x25, 0x45, 0x4f, 0x46]; // %%EOF
const OBJ = [0x6f, 0x62, 0x6a]; // obj

/**
 * "empty" for no bytes; "too_large" over MAX_PDF_BYTES; "not_pdf" unless the
 * bytes have a PDF header (`%PDF-` and a version such as `1.7`) within their
 * first 1024 bytes (bytes before it must not be the start of another format,
 * such as a ZIP archive or a web page: startsAsOtherFormat), and after it an indirect object (`<n> <g> obj`) and an
 * end-of-file marker `%%EOF` anywhere. Where the marker is does not matter:
 * real sheets are padded with kilobytes of spaces, or have a web server's
 * HTML page appended, after it, and every reader still opens them (they look
 * for the cross-reference from the end, however far back). This is a
 * signature check, not a validation of the PDF's structure. On success, the
 * sanitised file name (sanitizeFileName).
 */
export function checkPdf(bytes: Uint8Array, fileName: string): PdfCheck {
  if (bytes.byteLength === 0) return { ok: false, error: "empty" };
  if (bytes.byteLength > MAX_PDF_BYTES) return { ok: false, error: "too_large" };
  const header = headerOffset(bytes);
  if (header < 0 || (header > 0 && startsAsOtherFormat(bytes))) return { ok: false, error: "not_pdf" };
  const trailer = lastIndexOf(bytes, TRAILER, header);
  if (trailer < 0 || !hasIndirectObject(bytes, header, trailer)) return { ok: false, error: "not_pdf" };
  return { ok: true, fileName: sanitizeFileName(fileName) };
}

const isDigit = (byte: number | undefined) => byte !== undefined && byte >= 0x30 && byte <= 0x39;
const isSpace = (byte: number | undefined) =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0x00;

/** Where `%PDF-<digit>.<digit>` starts within the first HEADER_WINDOW bytes, or -1. */
function headerOffset(bytes: Uint8Array): number {
  const last = Math.min(HEADER_WINDOW, bytes.byteLength) - HEADER.length;
  for (let start = 0; start <= last; start++) {
    if (!matchesAt(bytes, HEADER, start)) continue;
    const version = start + HEADER.length;
    if (isDigit(bytes[version]) && bytes[version + 1] === 0x2e && isDigit(bytes[version + 2])) return start;
  }
  return -1;
}

/**
 * Signatures of files that are something else, whatever follows: ZIP (and so
 * .docx, .xlsx, .odt), the old Office format, PNG, JPEG, GIF, and markup (a
 * web page or XML, which starts with "<"). Leading junk before a PDF header
 * is tolerated, but not when it says the file is one of these.
 */
const OTHER_FORMATS: readonly (readonly number[])[] = [
  [0x50, 0x4b, 0x03, 0x04], // ZIP
  [0x50, 0x4b, 0x05, 0x06], // empty ZIP
  [0x50, 0x4b, 0x07, 0x08], // spanned ZIP
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // OLE2: .doc, .xls
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF8
];
const UTF8_BOM = [0xef, 0xbb, 0xbf];

function startsAsOtherFormat(bytes: Uint8Array): boolean {
  if (OTHER_FORMATS.some((signature) => matchesAt(bytes, signature, 0))) return true;
  let at = matchesAt(bytes, UTF8_BOM, 0) ? UTF8_BOM.length : 0;
  while (isSpace(bytes[at])) at++;
  return bytes[at] === 0x3c; // "<"
}

/** Whether `<digits> <digits> obj` occurs between `from` and `to`: every PDF keeps its catalog in one. */
function hasIndirectObject(bytes: Uint8Array, from: number, to: number): boolean {
  for (let at = indexOf(bytes, OBJ, from, to); at >= 0; at = indexOf(bytes, OBJ, at + 1, to)) {
    let cursor = at - 1;
    if (!isSpace(bytes[cursor])) continue;
    while (isSpace(bytes[cursor])) cursor--;
    if (!isDigit(bytes[cursor])) continue;
    while (isDigit(bytes[cursor])) cursor--;
    if (!isSpace(bytes[cursor])) continue;
    while (isSpace(bytes[cursor])) cursor--;
    if (isDigit(bytes[cursor])) return true;
  }
  return false;
}

function matchesAt(bytes: Uint8Array, needle: readonly number[], start: number): boolean {
  return needle.every((byte, i) => bytes[start + i] === byte);
}

function indexOf(bytes: Uint8Array, needle: readonly number[], from: number, to: number): number {
  for (let start = from; start <= to - needle.length; start++) {
    if (bytes[start] === needle[0] && matchesAt(bytes, needle, start)) return start;
  }
  return -1;
}

/** The last start of `needle` at or after `from`, searching from the end (the marker is usually near it). */
function lastIndexOf(bytes: Uint8Array, needle: readonly number[], from: number): number {
  for (let start = bytes.byteLength - needle.length; start >= from; start--) {
    if (bytes[start] === needle[0] && matchesAt(bytes, needle, start)) return start;
  }
  return -1;
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
