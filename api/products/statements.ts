import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { isKnownCode, normaliseStatementCode } from "../../core/ghs/statement-code";
import { GHS_NON_EU_STATEMENTS, isNonEuStatementCode } from "../../core/ghs/ghs-non-eu-statements";

/**
 * EU CLP hazard (H, EUH) and precautionary (P) statement texts, server only.
 *
 * The texts come from the mhchem/hpstatements data set (reference/hpstatements/,
 * one JSON file per language, content version "latest = 2025-09-01"), CC BY 4.0:
 * "© European Union, https://eur-lex.europa.eu, 1998-2025" and "© hpstatements
 * contributors" (see reference/NOTICE.md). Norwegian is not in the data set
 * (Norway is not in the EU), so Norwegian falls back to English, as does any
 * code a language lacks. Texts with placeholders ("<state route of exposure …>")
 * are returned as in the data.
 *
 * The GHS statements that CLP does not have (H227, H401, P281 …; core/ghs/ghs-non-eu-statements.ts, UN GHS
 * Annex 3) are statements too, with their English wording in every language: non-EU sheets print them, and
 * the reader keeps them (docs/decisions/034-non-eu-ghs-codes.md).
 */

/** The data set's languages, by the app's language ids (1, Norwegian, has none). */
const LANGUAGE_CODES: Readonly<Record<number, string>> = {
  2: "sv",
  3: "da",
  4: "en",
  5: "fi",
  6: "de",
  7: "nl",
  8: "fr",
  9: "it",
  10: "es",
};
const DATA_LANGUAGES = ["en", "sv", "da", "fi", "de", "nl", "fr", "it", "es"] as const;
const FALLBACK = "en";
const VERSION = "latest";

/**
 * The data set's short licence notice (its `_licenseShort`; the unit test keeps
 * it equal to the files), to show wherever the texts are shown.
 */
export const STATEMENTS_NOTICE = "© European Union, https://eur-lex.europa.eu, 1998-2025, CC BY 4.0";

export interface StatementText {
  code: string;
  text: string;
  /** The two-letter code of the language whose text was used ("en" after a fallback). */
  language: string;
}

interface StatementsFile {
  codes: string[];
  statements: Record<string, string>;
}

/** language → code → text, read on first use. */
let loaded: Map<string, Map<string, string>> | undefined;

/**
 * The directory of the JSON files. The API also runs bundled into the Remix
 * server build (build/server/index.js), so import.meta.url is not always this
 * file: try the working directory (the repo root when started normally) first,
 * then the path relative to this module (api/products/ → ../../reference, which
 * is also right from build/server/).
 */
function dataDirectory(): string {
  const candidates = [
    join(process.cwd(), "reference", "hpstatements"),
    fileURLToPath(new URL("../../reference/hpstatements/", import.meta.url)),
  ];
  const found = candidates.find((dir) => existsSync(join(dir, `hpstatements-${FALLBACK}-${VERSION}.json`)));
  if (!found) throw new Error(`CLP statement texts not found; looked in ${candidates.join(", ")}`);
  return found;
}

function load(): Map<string, Map<string, string>> {
  if (loaded) return loaded;
  const dir = dataDirectory();
  const texts = new Map<string, Map<string, string>>();
  for (const language of DATA_LANGUAGES) {
    const file = join(dir, `hpstatements-${language}-${VERSION}.json`);
    const data = JSON.parse(readFileSync(file, "utf8")) as StatementsFile;
    const prefix = `${VERSION}/${language}/`;
    const byCode = new Map<string, string>();
    for (const code of data.codes) {
      const text = data.statements[prefix + code];
      if (typeof text === "string" && text.trim() !== "") byCode.set(code, text);
    }
    texts.set(language, byCode);
  }
  loaded = texts;
  return loaded;
}

/**
 * Whether the code is a statement: one the data set has a text for (in
 * English, which has every code), a GHS statement outside CLP, or a
 * combination of such codes of one kind that the data set does not list
 * ("P301+P310+P331"; isKnownCode).
 */
export function isKnownStatement(code: string): boolean {
  const english = load().get(FALLBACK);
  return isKnownCode(
    normaliseStatementCode(code),
    (part) => (english?.has(part) ?? false) || isNonEuStatementCode(part),
  );
}

/** The English text of a single code: CLP's, else the GHS annex's for a code outside CLP. */
function englishText(code: string): string | undefined {
  return load().get(FALLBACK)?.get(code) ?? GHS_NON_EU_STATEMENTS[code]?.text;
}

/**
 * Every single statement code with its English text (CLP's and the GHS codes outside CLP), for matching
 * statements that sheets print as sentences without their codes.
 */
export function englishStatements(): ReadonlyMap<string, string> {
  const all = new Map(load().get(FALLBACK));
  for (const [code, { text }] of Object.entries(GHS_NON_EU_STATEMENTS)) all.set(code, text);
  return all;
}

/**
 * The statement's text in the language (the app's language id; unknown ids mean
 * English), falling back to English; null for a code that is not a statement
 * (isKnownStatement). A combination the data set does not list reads as its
 * parts' texts one after the other, as the CLP annexes write combinations; in
 * English when the language lacks one of the parts.
 */
export function statementText(code: string, languageId: number): StatementText | null {
  const texts = load();
  const wanted = normaliseStatementCode(code);
  const language = LANGUAGE_CODES[languageId] ?? FALLBACK;
  const own = texts.get(language)?.get(wanted);
  if (own !== undefined) return { code: wanted, text: own, language };
  const english = englishText(wanted);
  if (english !== undefined) return { code: wanted, text: english, language: FALLBACK };
  if (!isKnownStatement(wanted)) return null;
  const parts = wanted.split("+");
  const ownParts = parts.map((part) => texts.get(language)?.get(part));
  if (ownParts.every((text) => text !== undefined))
    return { code: wanted, text: ownParts.join(" "), language };
  const englishParts = parts.map((part) => englishText(part) ?? "");
  return { code: wanted, text: englishParts.join(" "), language: FALLBACK };
}

/** The texts of several codes in their order, skipping codes the data set lacks. */
export function statementsFor(codes: readonly string[], languageId: number): StatementText[] {
  return codes.flatMap((code) => {
    const found = statementText(code, languageId);
    return found ? [found] : [];
  });
}
