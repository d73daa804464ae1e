/**
 * The key that names one of the company's own sheets across its versions, languages and markets: "DOC-" and
 * letters or digits (new sheets get ten Crockford base-32 characters; the demo sheets are spelled out). The
 * versions page takes it from its URL and the Publisher API's version list accepts it instead of a document id.
 */
export const SHEET_KEY_MAX = 64;

const SHEET_KEY = /^DOC-[0-9A-Z]{1,60}$/;

/** Whether `value` has the shape of a sheet key (its existence is the API's to say). */
export function isSheetKey(value: string): boolean {
  return value.length <= SHEET_KEY_MAX && SHEET_KEY.test(value);
}
