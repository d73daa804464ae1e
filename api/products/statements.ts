import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

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
 * Codes as written in SDSs, without spaces: "P305 + P351 + P338" → "P305+P351+P338".
 * Case is kept: it carries meaning (H360Fd and H360FD are different statements).
 */
function normalise(code: string): string {
  return code.replace(/\s+/g, "");
}

/** Whether the data set has a text for the code (in English, which has every code). */
export function isKnownStatement(code: string): boolean {
  return load().get(FALLBACK)?.has(normalise(code)) ?? false;
}

/**
 * The statement's text in the language (the app's language id; unknown ids mean
 * English), falling back to English; null for a code the data set lacks.
 */
export function statementText(code: string, languageId: number): StatementText | null {
  const texts = load();
  const wanted = normalise(code);
  const language = LANGUAGE_CODES[languageId] ?? FALLBACK;
  const own = texts.get(language)?.get(wanted);
  if (own !== undefined) return { code: wanted, text: own, language };
  const english = texts.get(FALLBACK)?.get(wanted);
  return english === undefined ? null : { code: wanted, text: english, language: FALLBACK };
}

/** The texts of several codes in their order, skipping codes the data set lacks. */
export function statementsFor(codes: readonly string[], languageId: number): StatementText[] {
  return codes.flatMap((code) => {
    const found = statementText(code, languageId);
    return found ? [found] : [];
  });
}
