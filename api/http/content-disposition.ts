/**
 * Content-Disposition for files the API sends: a plain ASCII `filename` every
 * client understands and, for the real name, RFC 5987's `filename*` (UTF-8).
 */

/** The name with accents dropped and anything outside printable ASCII, quotes and backslashes as `_`. */
export function asciiFileName(fileName: string): string {
  return fileName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["\\]/g, "_");
}

/** `filename*=UTF-8''…`: the name percent-encoded as RFC 5987 asks (also `'`, `(`, `)`, `*`). */
export function encodedFileName(fileName: string): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `filename*=UTF-8''${encoded}`;
}
