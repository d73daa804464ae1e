import { sanitizeFileName } from "../../core/pdf-check";
import { asciiFileName, encodedFileName } from "../http/content-disposition";

/**
 * The headers of a downloaded SDS PDF (GET /product/v1/sds-file): the file
 * name and the Content-Disposition that shows it inline.
 */

/** `Content-Disposition: inline` with a plain ASCII filename and, for other names, RFC 5987 `filename*`. */
export function inlineDisposition(fileName: string): string {
  const ascii = asciiFileName(fileName);
  if (ascii === fileName) return `inline; filename="${ascii}"`;
  return `inline; filename="${ascii}"; ${encodedFileName(fileName)}`;
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
