import { sanitizeFileName } from "../../core/pdf-check";

/**
 * The headers of a downloaded SDS PDF (GET /product/v1/sds-file): the file
 * name and the Content-Disposition that shows it inline.
 */

/** `Content-Disposition: inline` with a plain ASCII filename and, for other names, RFC 5987 `filename*`. */
export function inlineDisposition(fileName: string): string {
  const ascii = fileName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["\\]/g, "_");
  if (ascii === fileName) return `inline; filename="${ascii}"`;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** `<label>-<language>-<market>-v<version>.pdf`, sanitised. */
export function sdsFileName(sds: {
  label: string;
  language_code: string;
  market_code: string;
  version: string;
}): string {
  return sanitizeFileName(`${sds.label}-${sds.language_code}-${sds.market_code}-v${sds.version}`);
}
