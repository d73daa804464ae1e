/**
 * The one rule for hazard (H, EUH) and precautionary (P) statement codes as
 * people type them and suppliers print them: the product forms, the API, the
 * reader of attached sheets and the approval all normalise and judge codes
 * here. No data set is imported, so the browser can use the rule too; whether
 * a code exists is asked of a list passed in (isKnownCode).
 */

export type StatementKind = "hazard" | "precautionary";

const PREFIX = /^(euh|h|p)(?=\d)/i;

/**
 * A code as printed, in its stored form: white space removed (also around
 * "+": "P305 + P351 + P338" → "P305+P351+P338", "H 302" → "H302"), the
 * prefix of every part upper-cased ("euh066" → "EUH066", "p301+p310" →
 * "P301+P310"). The letters after the number stay as printed: they tell
 * statements apart (H360Fd, fertility 1B and development 2, is not H360FD).
 */
export function normaliseStatementCode(raw: string): string {
  return raw
    .replace(/\s+/g, "")
    .split("+")
    .map((part) => part.replace(PREFIX, (prefix) => prefix.toUpperCase()))
    .join("+");
}

/**
 * The codes of a text field, separated by commas, semicolons or white space,
 * each normalised (normaliseStatementCode); a combination stays one code
 * whether or not "+" has spaces around it. Duplicates are dropped, the order
 * is kept.
 */
export function splitStatementCodes(text: string | undefined): string[] {
  if (!text) return [];
  const codes = text
    .replace(/\s*\+\s*/g, "+")
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(normaliseStatementCode);
  return [...new Set(codes)];
}

const HAZARD_PART = "H\\d{3}[A-Za-z]{0,2}";
/** EUH statements are never combined; H statements may be ("H302+H332"). */
const HAZARD_CODE = new RegExp(`^(?:EUH\\d{3}[A-Za-z]?|${HAZARD_PART}(?:\\+${HAZARD_PART})*)$`);
const PRECAUTIONARY_CODE = /^P\d{3}(?:\+P\d{3})*$/;

/** Whether a normalised code has the form of a hazard or a precautionary code (single or combined), or neither. */
export function statementKind(code: string): StatementKind | null {
  if (HAZARD_CODE.test(code)) return "hazard";
  if (PRECAUTIONARY_CODE.test(code)) return "precautionary";
  return null;
}

/**
 * Whether a normalised code is a real statement, given the single codes (and
 * listed combinations) of a statement data set: a code the data set lists,
 * or a combination of two or more different codes of one kind (all H or all
 * P) that the data set each lists. Suppliers print combinations the CLP
 * annexes do not list ("P301+P310+P331"); such a combination only says its
 * parts together, so it is as valid as its parts.
 */
export function isKnownCode(code: string, listed: (code: string) => boolean): boolean {
  if (listed(code)) return true;
  if (statementKind(code) === null) return false;
  const parts = code.split("+");
  return parts.length > 1 && new Set(parts).size === parts.length && parts.every((part) => listed(part));
}
