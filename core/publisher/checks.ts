import { isCasNumber } from "../cas";
import { pictogramsFromStatements } from "../ghs/pictogram-rules";
import { ANNEX_II_SUBSECTIONS, MANDATORY_SUBSECTIONS, sectionOf } from "./annex-ii";

/**
 * The checks a company's own sheet passes before it is published, as plain rules: every section says
 * something and the mandatory subsections are filled; the signal word and the pictograms agree with the
 * hazard statements by the CLP rules; every substance's CAS number is valid; every company phrase on the
 * sheet is translated into the sheet's language. Each problem is data (a code and what it is about); the
 * caller words it in the reader's language.
 */

export interface SheetForChecks {
  languageId: number;
  /** Free text by subsection number ("1.2" …). */
  sections: Readonly<Record<string, string>>;
  phrases: readonly {
    subsection: string;
    sentenceId: number | null;
    statementCode: string | null;
    /** For a company phrase: its code and the language ids it has a text in. */
    code?: string;
    languages?: readonly number[];
  }[];
  substances: readonly { name: string; cas: string | null }[];
  signalWord: "Danger" | "Warning" | null;
  pictograms: readonly string[];
}

export type SheetProblem =
  | { code: "sectionEmpty"; section: number }
  | { code: "subsectionEmpty"; subsection: string }
  | { code: "signalWord"; expected: "Danger" | "Warning" | null }
  | { code: "pictogramMissing"; pictogram: string }
  | { code: "pictogramExtra"; pictogram: string }
  | { code: "cas"; substance: string; cas: string }
  | { code: "untranslated"; phrase: string };

/** Hazard statements whose category always takes the signal word "Danger" (CLP Annex I). */
const DANGER = new Set([
  "H200", "H201", "H202", "H203", "H205", "H206", "H207", "H220", "H222", "H224", "H225", "H230", "H231",
  "H240", "H241", "H250", "H251", "H260", "H270", "H271", "H300", "H301", "H304", "H310", "H311", "H314",
  "H318", "H330", "H331", "H334", "H340", "H350", "H360", "H370", "H372",
]); // prettier-ignore

/** Hazard statements whose category always takes "Warning". */
const WARNING = new Set([
  "H204", "H208", "H221", "H223", "H226", "H229", "H252", "H280", "H281", "H290", "H302", "H312", "H315",
  "H317", "H319", "H332", "H335", "H336", "H341", "H351", "H361", "H371", "H373", "H400", "H410", "H411",
  "H420",
]); // prettier-ignore

/**
 * Hazard statements said by two categories with different signal words (H228: Flam. Sol. 1 Danger, 2
 * Warning; H242, H261, H272 likewise): either word agrees with them.
 */
const EITHER = new Set(["H228", "H242", "H261", "H272"]);

const baseOf = (code: string): string | null => /^H\d{3}/.exec(code.trim().toUpperCase())?.[0] ?? null;

/** The hazard statement codes among the statements (combined ones split: "H300+H310" counts as both). */
export function hazardCodes(statements: readonly string[]): string[] {
  return [...new Set(statements.flatMap((s) => s.split("+")).flatMap((part) => baseOf(part) ?? []))].sort();
}

/**
 * The signal word the hazard statements call for: "Danger" when one of them takes it; "Warning" when one
 * takes at least a signal word; null when none does. `either` says whether the other word would also do
 * (a statement of two categories with different words and nothing that decides).
 */
export function expectedSignalWord(statements: readonly string[]): {
  word: "Danger" | "Warning" | null;
  either: boolean;
} {
  const codes = hazardCodes(statements);
  if (codes.some((code) => DANGER.has(code))) return { word: "Danger", either: false };
  const eitherCode = codes.some((code) => EITHER.has(code));
  if (eitherCode) return { word: "Warning", either: true };
  if (codes.some((code) => WARNING.has(code))) return { word: "Warning", either: false };
  return { word: null, either: false };
}

/**
 * The pictograms the statements require (after the precedence rules) and those they allow (every pictogram
 * any one of them calls for: the ones the precedence rules make optional may still be printed).
 */
export function pictogramRule(
  statements: readonly string[],
  classification: string | null,
): { required: string[]; allowed: Set<string> } {
  const required = pictogramsFromStatements(statements, classification);
  const allowed = new Set<string>(required);
  for (const statement of statements)
    for (const pictogram of pictogramsFromStatements([statement], classification)) allowed.add(pictogram);
  return { required, allowed };
}

const filled = (text: string | undefined) => text !== undefined && text.trim() !== "";

/** Every problem of the sheet, in the order of the sheet; an empty list: it may be published. */
export function sheetProblems(sheet: SheetForChecks): SheetProblem[] {
  const problems: SheetProblem[] = [];
  const hasPhrase = new Set(sheet.phrases.map((phrase) => phrase.subsection));
  const subsectionFilled = (number: string) => filled(sheet.sections[number]) || hasPhrase.has(number);
  const statements = sheet.phrases.flatMap((phrase) => (phrase.statementCode ? [phrase.statementCode] : []));

  for (let section = 1; section <= 16; section++) {
    // Section 1 names the product and the supplier (columns of the sheet); section 3 may be its composition.
    if (section === 1) continue;
    if (section === 3 && sheet.substances.length > 0) continue;
    const any = ANNEX_II_SUBSECTIONS.some(
      (item) => item.section === section && subsectionFilled(item.number),
    );
    if (!any) problems.push({ code: "sectionEmpty", section });
  }
  for (const number of MANDATORY_SUBSECTIONS) {
    const sectionReported = problems.some(
      (problem) => problem.code === "sectionEmpty" && problem.section === sectionOf(number),
    );
    if (!sectionReported && !subsectionFilled(number))
      problems.push({ code: "subsectionEmpty", subsection: number });
  }

  const expected = expectedSignalWord(statements);
  const agrees = sheet.signalWord === expected.word || (expected.either && sheet.signalWord !== null);
  if (!agrees) problems.push({ code: "signalWord", expected: expected.word });

  const { required, allowed } = pictogramRule(statements, sheet.sections["2.1"] ?? null);
  for (const pictogram of required)
    if (!sheet.pictograms.includes(pictogram)) problems.push({ code: "pictogramMissing", pictogram });
  for (const pictogram of sheet.pictograms)
    if (!allowed.has(pictogram)) problems.push({ code: "pictogramExtra", pictogram });

  for (const substance of sheet.substances)
    if (substance.cas !== null && substance.cas !== "" && !isCasNumber(substance.cas))
      problems.push({ code: "cas", substance: substance.name, cas: substance.cas });

  const untranslated = new Set<string>();
  for (const phrase of sheet.phrases)
    if (phrase.sentenceId !== null && !(phrase.languages ?? []).includes(sheet.languageId))
      untranslated.add(phrase.code ?? String(phrase.sentenceId));
  for (const phrase of untranslated) problems.push({ code: "untranslated", phrase });

  return problems;
}
