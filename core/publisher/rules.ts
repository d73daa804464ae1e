/**
 * Internal documents publisher: the company's own suppliers (manufacturers), substances and standard phrases
 * that its own safety data sheets are written from. The limits, kinds and code rules both the API and the
 * forms apply; no data set is imported, so the browser can use them too.
 */
import { COUNTRIES } from "../countries";
import { LANGUAGES } from "../languages";

export const PUBLISHER_LIMITS = {
  name: 200,
  line: 200,
  email: 254,
  phone: 40,
  ec: 20,
  classification: 1000,
  phraseText: 2000,
  code: 20,
  markets: Object.keys(COUNTRIES).length,
} as const;

/** Rows a publisher list shows at most: the lists are bounded, not paged (a company keeps hundreds, not more). */
export const PUBLISHER_LIST_LIMIT = 1000;
/** The company's own sheets (every version, language and market) a page of `sdslist` answers. */
export const SHEET_PAGE_SIZE = 50;
/** The sheets `sdslist` counts at most: a page past 100,000 versions is not one anyone reads (search narrows). */
export const SHEET_COUNT_LIMIT = 100_000;
/** The last page of `sdslist`: as far as its count goes. */
export const SHEET_LAST_PAGE = SHEET_COUNT_LIMIT / SHEET_PAGE_SIZE;
/** The longest search text `sdslist` takes (the app cuts what people type to this). */
export const SHEET_SEARCH_MAX = 200;

/** The company's substances a page of `substancelist` and `substancelist/usage` answers. */
export const SUBSTANCE_PAGE_SIZE = 50;
/** The last page of the substance lists (500,000 substances, far past any company's). */
export const SUBSTANCE_LAST_PAGE = 10_000;
/** The longest search text the substance lists take (the app cuts what people type to this). */
export const SUBSTANCE_SEARCH_MAX = 200;
/** The sheets a substance of `substancelist` names under "where used" (its count says how many in all). */
export const SUBSTANCE_NAMED_USES = 5;

/** The documents or sheets a "where used" answer names at most. */
export const WHERE_USED_LIMIT = 100;

/** The roles a supplier plays on a sheet (section 1 of an SDS); ids are stored and never change meaning. */
export const MANUFACTURER_TYPES = {
  1: "manufacturer",
  2: "supplier",
  3: "importer",
  4: "distributor",
} as const;
export type ManufacturerTypeId = keyof typeof MANUFACTURER_TYPES;
export const MANUFACTURER_TYPE_IDS = Object.keys(MANUFACTURER_TYPES).map(Number) as ManufacturerTypeId[];

export const isManufacturerType = (id: unknown): id is ManufacturerTypeId =>
  typeof id === "number" && Object.hasOwn(MANUFACTURER_TYPES, id);

/** The markets a supplier sells in: the countries ChemSafe serves (core/countries.ts), by id. */
export const MARKET_IDS: readonly number[] = Object.keys(COUNTRIES).map(Number);
export const isMarketId = (id: unknown): boolean => typeof id === "number" && Object.hasOwn(COUNTRIES, id);

/** The ten languages a company phrase is translated into, by language id. */
export const PHRASE_LANGUAGE_IDS: readonly number[] = Object.keys(LANGUAGES).map(Number);

/**
 * The SDS sections a standard phrase is written for (sentences/fields): the sixteen sections of an SDS
 * (Annex II of REACH). Ids are the section numbers.
 */
export const PHRASE_FIELD_IDS: readonly number[] = Array.from({ length: 16 }, (_, i) => i + 1);
export const isPhraseField = (id: unknown): boolean =>
  typeof id === "number" && Number.isInteger(id) && id >= 1 && id <= 16;

/**
 * A company phrase's code: letters, digits, dots and dashes, starting with a letter (e.g. "C-001", "FIRE.2").
 * Codes shaped like an official CLP statement (H…, EUH…, P… followed by a digit) are refused: those
 * statements are the regulation's, read-only, in their official wording.
 */
const PHRASE_CODE = /^[A-Za-z][A-Za-z0-9.-]*$/;
const OFFICIAL_SHAPE = /^(EUH|H|P)\d/i;

export function normalisePhraseCode(raw: string): string {
  return raw.trim().toUpperCase();
}

export type PhraseCodeProblem = "format" | "official" | null;

export function phraseCodeProblem(code: string): PhraseCodeProblem {
  if (code.length < 1 || code.length > PUBLISHER_LIMITS.code || !PHRASE_CODE.test(code)) return "format";
  if (OFFICIAL_SHAPE.test(code)) return "official";
  return null;
}

/** An EC number (EINECS/ELINCS/NLP): three groups, 3-3-1 digits, with a check digit (weights 1 to 6, mod 11). */
export function isEcNumber(value: string): boolean {
  const match = /^(\d{3})-(\d{3})-(\d)$/.exec(value);
  if (!match) return false;
  const digits = (match[1]! + match[2]!).split("").map(Number);
  const sum = digits.reduce((total, digit, index) => total + digit * (index + 1), 0);
  const check = sum % 11;
  return check !== 10 && check === Number(match[3]);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isWellFormedText = (value: string): boolean => !LONE_SURROGATE.test(value);
