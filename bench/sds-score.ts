/**
 * The scoring of the SDS reading benchmark (bench/sds.ts), kept apart from the
 * PDF reading so the unit test can check it without a PDF: the truth file's
 * shape, where the corpus is, how statement codes are compared and how
 * precision and recall add up over the sheets.
 *
 * Combined codes: a combination such as "P301 + P310" is ONE item, compared
 * after removing white space and upper-casing ("P301+P310"), in the order
 * printed. The truth lists them so (a sheet's label prints the combination as
 * one statement), and a reader that splits it into P301 and P310 scores one
 * miss and two wrong items. The benchmark also reports P statements with every
 * combination split into single codes on both sides, to tell a reader that
 * finds the codes but not the combination from one that misses them.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

export interface TruthSheet {
  sha256: string;
  source: { repo: string; path: string; commit: string };
  pages: number;
  product_name: string | null;
  supplier: string | null;
  article_no: string | null;
  sds_number: string | null;
  language: string | null;
  market: string | null;
  format: string;
  version: string | null;
  revision_date: string | null;
  signal_word: "Danger" | "Warning" | null;
  h_statements: string[];
  /** null when the sheet prints precautionary sentences without codes. */
  p_statements: string[] | null;
  pictograms: string[];
  pictograms_source: "text" | "images" | "vector";
  storage_class: string | null;
  /** null for a pre-GHS sheet that says nothing either way. */
  not_classified: boolean | null;
  /** false when the hazard statements are printed as sentences (the codes were mapped by hand). */
  h_codes_printed: boolean | null;
  notes: string;
  failure_modes: {
    pictograms_only_as_images: boolean;
    pictograms_vector_only: boolean;
    /** null where the sheet has no text layer to look in. */
    section3_h_codes_not_in_product: string[] | null;
    combined_codes_with_spaces: boolean;
    padding_after_eof_beyond_1024: boolean;
    bytes_after_last_eof: number;
    statements_without_codes: boolean;
    non_eu_ghs_codes: string[];
    no_text_layer: boolean;
    more_than_20_pages: boolean;
  };
}

export interface TruthFile {
  about: string;
  built: string;
  sheets: TruthSheet[];
}

export const TRUTH_FILE = new URL("./sds-truth.json", import.meta.url);

export function readTruth(file: URL | string = TRUTH_FILE): TruthFile {
  const truth = JSON.parse(readFileSync(file, "utf8")) as TruthFile;
  if (!Array.isArray(truth.sheets)) throw new Error(`${String(file)}: no sheets`);
  return truth;
}

/** Where the corpus is: `--corpus <dir>`, else the SDS_CORPUS environment variable, else .tmp/sds-corpus. */
export const DEFAULT_CORPUS = ".tmp/sds-corpus";

export function corpusDirOf(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>> = process.env,
): string {
  const flag = args.indexOf("--corpus");
  if (flag >= 0) {
    const dir = args[flag + 1];
    if (dir === undefined || dir.startsWith("--")) throw new Error("--corpus needs a directory");
    return dir;
  }
  return env.SDS_CORPUS || DEFAULT_CORPUS;
}

/** A corpus folder holds `pdfs/<first 12 hex digits of the sha256>.pdf`. */
export function corpusPdfPath(dir: string, sha256: string): string {
  return join(dir, "pdfs", `${sha256.slice(0, 12)}.pdf`);
}

export function sha256Of(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

export interface CorpusSheets {
  /** Truth sheets whose PDF is present with the right sha256, with its bytes. */
  present: { sheet: TruthSheet; bytes: Uint8Array }[];
  missing: TruthSheet[];
  /** A file under the sheet's name whose sha256 differs (a different document: not scored). */
  mismatched: TruthSheet[];
}

/** null when the corpus folder is absent (no `pdfs/` in it). */
export function corpusSheets(dir: string, sheets: readonly TruthSheet[]): CorpusSheets | null {
  if (!existsSync(join(dir, "pdfs"))) return null;
  const result: CorpusSheets = { present: [], missing: [], mismatched: [] };
  for (const sheet of sheets) {
    const path = corpusPdfPath(dir, sheet.sha256);
    if (!existsSync(path)) {
      result.missing.push(sheet);
      continue;
    }
    const bytes = new Uint8Array(readFileSync(path));
    if (sha256Of(bytes) === sheet.sha256) result.present.push({ sheet, bytes });
    else result.mismatched.push(sheet);
  }
  return result;
}

/**
 * "P301 + P310" → "P301+P310". The case stays: H360D and H360d are different
 * statements (the capital letter is the category, the small one the suspicion).
 */
export function normaliseCode(code: string): string {
  return code.replace(/\s+/g, "");
}

/** The items compared: normalised, each once; with `split`, every combination as its single codes. */
export function codeItems(codes: readonly string[], options: { split?: boolean } = {}): Set<string> {
  const items = new Set<string>();
  for (const code of codes) {
    const normal = normaliseCode(code);
    for (const item of options.split ? normal.split("+") : [normal]) if (item !== "") items.add(item);
  }
  return items;
}

export interface SetComparison {
  true_positives: number;
  false_positives: number;
  false_negatives: number;
  wrong: string[];
  missed: string[];
  exact: boolean;
}

export function compareSets(
  truth: readonly string[],
  found: readonly string[],
  options: { split?: boolean } = {},
): SetComparison {
  const expected = codeItems(truth, options);
  const got = codeItems(found, options);
  const wrong = [...got].filter((item) => !expected.has(item));
  const missed = [...expected].filter((item) => !got.has(item));
  return {
    true_positives: got.size - wrong.length,
    false_positives: wrong.length,
    false_negatives: missed.length,
    wrong,
    missed,
    exact: wrong.length === 0 && missed.length === 0,
  };
}

/** Micro-averaged over all items of all sheets, plus the share of sheets exactly right. */
export interface SetScore {
  sheets: number;
  exact_sheets: number;
  true_positives: number;
  false_positives: number;
  false_negatives: number;
  /** null when nothing was found (precision) or nothing was to be found (recall). */
  precision: number | null;
  recall: number | null;
}

export function setScore(comparisons: readonly SetComparison[]): SetScore {
  const sum = (key: "true_positives" | "false_positives" | "false_negatives") =>
    comparisons.reduce((total, comparison) => total + comparison[key], 0);
  const tp = sum("true_positives");
  const fp = sum("false_positives");
  const fn = sum("false_negatives");
  return {
    sheets: comparisons.length,
    exact_sheets: comparisons.filter((comparison) => comparison.exact).length,
    true_positives: tp,
    false_positives: fp,
    false_negatives: fn,
    precision: tp + fp === 0 ? null : tp / (tp + fp),
    recall: tp + fn === 0 ? null : tp / (tp + fn),
  };
}

/**
 * A single value per sheet (signal word, storage class, not classified).
 * Precision: of the values the reader gave, the share that are right; recall:
 * of the values the truth has, the share the reader gave right; accuracy: the
 * share of sheets where both agree, "no value" included.
 */
export interface ScalarScore {
  sheets: number;
  correct_sheets: number;
  given: number;
  expected: number;
  right: number;
  precision: number | null;
  recall: number | null;
  accuracy: number | null;
}

export function scalarScore<T>(
  pairs: readonly { truth: T | null; found: T | null }[],
  /** When a value given counts as the truth's (both not null); equality unless told. */
  equal: (truth: T, found: T) => boolean = (truth, found) => truth === found,
): ScalarScore {
  const agrees = (pair: { truth: T | null; found: T | null }) =>
    pair.found === null ? pair.truth === null : pair.truth !== null && equal(pair.truth, pair.found);
  const given = pairs.filter((pair) => pair.found !== null).length;
  const expected = pairs.filter((pair) => pair.truth !== null).length;
  const right = pairs.filter((pair) => pair.found !== null && agrees(pair)).length;
  const correct = pairs.filter(agrees).length;
  return {
    sheets: pairs.length,
    correct_sheets: correct,
    given,
    expected,
    right,
    precision: given === 0 ? null : right / given,
    recall: expected === 0 ? null : right / expected,
    accuracy: pairs.length === 0 ? null : correct / pairs.length,
  };
}

/**
 * Names (product, supplier) as compared: case, runs of white space and the marks ®, ™ and © do not count, nor
 * punctuation at either end ("EXXONMOBIL CHEMICAL COMPANY" is "ExxonMobil Chemical Company"; "Clorox®
 * Germicidal Bleach" is "Clorox Germicidal Bleach").
 */
export function normaliseName(name: string): string {
  return name
    .replace(/[®™©]/g, " ")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/^[\s,.;:*-]+|[\s,.;:*-]+$/g, "")
    .trim();
}

/**
 * Words that say a product's form or grade rather than which product it is: a reader that gives "Acetone,
 * puriss." or "Propane, liquefied" for the truth's "Acetone" or "Propane" names the same product.
 */
const FORM_OR_GRADE = new Set(
  (
    "solution liquid liquefied liquified gas gaseous compressed refrigerated dissolved anhydrous powder solid " +
    "crystals crystalline granules pellets technical tech grade reagent acs puriss pure p.a. pa ar usp nf fcc " +
    "bp ep ph.eur. extra dry hplc gr"
  ).split(" "),
);

/**
 * A product name is right when it is the truth's (normalised, see normaliseName) or the truth's followed by
 * at most two words of form or grade (FORM_OR_GRADE) or a concentration ("99 %", "30%"), after a space,
 * comma or dash. Anything else extra (another product's name, an address) makes it wrong.
 */
export function productNameMatches(truth: string, found: string): boolean {
  const expected = normaliseName(truth);
  const given = normaliseName(found);
  if (given === expected) return true;
  if (!given.startsWith(expected)) return false;
  const rest = given.slice(expected.length);
  if (!/^[\s,–-]/.test(rest)) return false;
  const words = rest
    .replace(/[,–-]/g, " ")
    .trim()
    .replace(/(\d)\s+%/g, "$1%")
    .split(/\s+/);
  return (
    words.length > 0 &&
    words.length <= 2 &&
    words.every((word) => FORM_OR_GRADE.has(word) || /^\d+(?:[.,]\d+)?%$/.test(word))
  );
}

/** The numbers of an article-number field: "A1; A2, A3" → ["A1", "A2", "A3"] (case and spaces ignored). */
export function articleNumbers(value: string): string[] {
  return value
    .split(/\s*[;,]\s*/)
    .map((item) => item.replace(/\s+/g, " ").trim().toUpperCase())
    .filter((item) => item !== "");
}

/**
 * An article number is right when it is one of the truth's listed numbers (a sheet for several pack sizes
 * lists several; the reader may give the first), or the same list (separators ";" and "," alike).
 */
export function articleNumberMatches(truth: string, found: string): boolean {
  const listed = articleNumbers(truth);
  const given = articleNumbers(found);
  if (given.length === 1) return listed.includes(given[0] ?? "");
  return given.length === listed.length && given.every((item, index) => item === listed[index]);
}

/** The identity fields the benchmark scores, with how a value given is compared with the truth's. */
export const IDENTITY_COMPARISONS = {
  product_name: productNameMatches,
  supplier: (truth: string, found: string) => normaliseName(truth) === normaliseName(found),
  article_no: articleNumberMatches,
  sds_number: (truth: string, found: string) => truth.trim().toUpperCase() === found.trim().toUpperCase(),
  version: (truth: string, found: string) => truth === found,
  revision_date: (truth: string, found: string) => truth === found,
  language: (truth: string, found: string) => truth === found,
  market: (truth: string, found: string) => truth === found,
} as const satisfies Record<string, (truth: string, found: string) => boolean>;

export type IdentityField = keyof typeof IDENTITY_COMPARISONS;

/**
 * The identity pairs of one field over the sheets. The truth records an SDS number only where it is the
 * sheet's only identifier (no article number); on sheets with an article number the SDS number is not
 * scored.
 */
export function identityPairs(
  field: IdentityField,
  rows: readonly { truth: TruthSheet; found: Record<IdentityField, string | null> }[],
): { truth: string | null; found: string | null }[] {
  return rows
    .filter(({ truth }) => field !== "sds_number" || truth.article_no === null)
    .map(({ truth, found }) => ({ truth: truth[field], found: found[field] }));
}

/** The nearest-rank percentile (p in 0..100) of the values; 0 for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? 0;
}

/** "93.1 %" or "—" when there was nothing to measure. */
export function percent(value: number | null): string {
  return value === null ? "—" : `${(value * 100).toFixed(1)} %`;
}
