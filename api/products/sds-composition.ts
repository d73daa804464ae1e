import { isCasNumber } from "../../core/cas";
import type { SdsComponent } from "./sds-facts";
import { isKnownStatement } from "./statements";

/**
 * The substances of section 3 (composition / information on ingredients), each with its own name, CAS and EC
 * numbers, concentration as printed and H codes. These are the ingredients' classifications, never the
 * product's (those are section 2's).
 *
 * Section 3 is a table, and the text layer gives it as lines whose cells are joined by spaces, with long cells
 * (names, classifications) wrapped onto the next lines. What every layout shares is the CAS number, so each
 * valid CAS number (check digit, core/cas.ts) anchors one substance, and the lines around it are shared out:
 *
 * - Row layout (Exxon, Fisher, Clorox, Symrise, Treatt, Air Products, BASF US: the CAS number unlabelled in the
 *   row): a substance's lines run from its CAS line to the line before the next CAS line, because the wrapped
 *   cells follow the row's first line. The name is the row's text before the numbers, or after them when the
 *   row starts with the CAS number ("74-87-3 >= 0.01 - <= 0.1% chloromethane").
 * - Labelled layout (BP, Firmenich, Sigma-Aldrich: "CAS: 68457-79-4", "N° CAS : 0000928-96-1" on a line of
 *   its own under the name): each line between two CAS lines goes to the nearer one (a tie to the later,
 *   whose name is printed above its CAS line), and the name is the first line of the substance that has one.
 *
 * What is not robust: a name wrapped over several lines keeps its first line only; a substance printed without
 * a CAS number ("Base oil – unspecified", "Polymer", trade secrets) is not listed; in the labelled layout a
 * classification printed far from its CAS line can go to the neighbouring substance.
 */

/** No real section 3 lists more; the cap keeps a hostile text from filling the row. */
const MAX_COMPONENTS = 100;
const MAX_NAME = 160;

const CAS = /(?<![\d-])(\d{2,7})-(\d{2})-(\d)(?![\d-])/;
/** A CAS number that a label precedes on its line ("CAS: 68457-79-4", "N° CAS : …", "CAS-nummer: …"). */
const LABELLED_CAS = /CAS[\s\w.#°-]{0,12}[:：]?\s*(?:\d{2,7})-\d{2}-\d(?![\d-])/i;
const CAS_LABEL_AT_END = /CAS[\s\w.#°-]{0,12}[:：]\s*$/i;
const EC = /(?<![\d-])(\d{3})-(\d{3})-(\d)(?![\d-])/g;
/** REACH registration numbers ("01-2119480165-39", "01-2119463881-32-XXXX") and index numbers ("603-059-00-6"). */
const OTHER_NUMBERS = /(?<![\d-])(?:01-\d{10}-\d{2}(?:-[\dA-Z]{4})?|\d{3}-\d{3}-\d{2}-[\dX])(?![\d-])/g;

const BOUND = "(?:[<>≤≥]=?|=<|=>)";
const NUMBER = "\\d{1,3}(?:[.,]\\d+)?";
/**
 * A concentration as printed: a range ("10 - < 20 %", "≥25 - ≤50", "5 - 10", "2-10", ">= 10.0 < 15.0%"), a
 * bound (">95", "<= 3 %") or a percentage ("100 %"). Numbers glued to letters (R22, H315, Cat. 1C) are not.
 */
const CONCENTRATION = new RegExp(
  [
    `(?:${BOUND}\\s*)?${NUMBER}\\s*(?:%\\s*)?(?:[-–]|to)\\s*(?:${BOUND}\\s*)?${NUMBER}(?:\\s*%)?`,
    `${BOUND}\\s*${NUMBER}\\s*(?:%\\s*)?${BOUND}\\s*${NUMBER}(?:\\s*%)?`,
    `${BOUND}\\s*${NUMBER}(?:\\s*%)?`,
    `${NUMBER}\\s*%`,
  ]
    .map((pattern) => `(?<![\\p{L}\\d.,/-])${pattern}(?![\\d.,/])`)
    .join("|"),
  "u",
);
const HAZARD_CODE = /(?<![A-Za-z0-9])(EUH|H)\s?(\d{3})(?!\d)([A-Za-z]{0,2})/g;
/**
 * Where a name ends in a row: an identifier label, a hazard class of CLP or of the old directive (Flam. Liq.,
 * Acute Tox., Xn; R22), a code, a number.
 */
const NAME_END =
  /\s(?:REACH|EC|EG|CE|CAS|Index|N°|No\.|EINECS|ELINCS)\b|\s(?:Flam|Acute|Skin|Eye|Aquatic|Asp|STOT|Repr|Carc|Muta|Press|Ox|Met|Resp|Self|Water|Org|Expl|Lact|Environmental|Flammable|Aspiration|Serious|Specific|Reproductive|Carcinogenicity|Germ)\.?\s|\s(?:Xi|Xn|F\+?|T\+?|N|C|O|E)\s?;|\s[<>≤≥=]|\s\d|\sH\d{3}|\sR\d{2}/u;
/**
 * Lines that carry no name: labels of identifiers and properties, table headings, footnotes, and the running
 * header and footer a page break puts inside the table.
 */
const NOT_A_NAME =
  /^\s*(?:REACH|EC\b|EG\b|CE\b|CAS|Index|N°|EINECS|ELINCS|Registration|Concentration|Classification|Chemical\s+name|Components?\b|Ingredients?\b|Substances?\b|Mixtures?\b|Hazardous|Contains|Formula|Molecular|Synonyms?|GHS|Product|Revised|Reference|Version|Versie|Datum|Date|Page|Safety\s+Data|According|This\s+Safety|SECTION|RUBRIEK|ABSCHNITT|RUBRIQUE|uitgave|Cat\.|Category|Acute|Skin|Eye|Aquatic|Flam|STOT|Asp\.|Repr\.|Carc\.|Muta\.|Environmental|Flammable|\[\d\]|\(M=)/i;
/** A (sub)section heading: "3. COMPOSITION/INFORMATION ON INGREDIENTS", "3.2 Mixtures". */
const HEADING = /^\s*\d{1,2}(?:\.\d{1,2})*\.?\s+\p{L}/u;
/** A line of a running header or footer: "Page 2 / 11", "Seite 3 von 12", "2/15". */
const PAGE_LINE = /\b(?:page|seite|pagina|strona|strana)\s*:?\s*\d|^\s*\d+\s*\/\s*\d+\s*$/i;

const lettersIn = (text: string) => (text.match(/\p{L}/gu) ?? []).length;

/** A CAS number with leading zeros dropped ("0000928-96-1" → "928-96-1"), or null when its check digit fails. */
function casIn(line: string): string | null {
  const match = CAS.exec(line);
  if (!match) return null;
  const cas = `${String(Number(match[1]))}-${match[2]}-${match[3]}`;
  return /^\d{2,7}-/.test(cas) && isCasNumber(cas) ? cas : null;
}

/** An EC number with a valid check digit (the weighted sum of the first six digits modulo 11). */
function ecIn(text: string): string | null {
  for (const match of text.matchAll(EC)) {
    const digits = `${match[1]}${match[2]}`.split("").map(Number);
    const sum = digits.reduce((total, digit, index) => total + digit * (index + 1), 0);
    if (sum % 11 === Number(match[3])) return `${match[1]}-${match[2]}-${match[3]}`;
  }
  return null;
}

/** The text with the identifiers blanked, so that their digits are not read as concentrations. */
function withoutIdentifiers(text: string): string {
  return text.replace(new RegExp(CAS.source, "g"), " ").replace(EC, " ").replace(OTHER_NUMBERS, " ");
}

function concentrationIn(text: string): string | null {
  const match = CONCENTRATION.exec(withoutIdentifiers(text));
  return match ? match[0].replace(/\s+/g, " ").trim() : null;
}

function hazardCodesIn(text: string): string[] {
  const codes: string[] = [];
  for (const match of text.matchAll(HAZARD_CODE)) {
    const base = `${match[1]}${match[2]}`;
    const suffix = match[3] ?? "";
    // The longest known form: "H360F" stays H360F, "H361(F)" is H361, "H372c" (not a statement) is H372.
    for (let length = suffix.length; length >= 0; length--) {
      const code = base + suffix.slice(0, length);
      if (isKnownStatement(code)) {
        if (!codes.includes(code)) codes.push(code);
        break;
      }
    }
  }
  return codes;
}

/** A name cut where the row's other cells begin, or null when no name is left. */
function cleanName(text: string): string | null {
  // A name may start with a digit ("3-Hexen-1-Ol"): only what follows white space ends it.
  const cut = NAME_END.exec(text);
  const name = (cut ? text.slice(0, cut.index) : text)
    .replace(/^[\s:;,.*|-]+|[\s:;,*|-]+$/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return lettersIn(name) >= 2 && name.length <= MAX_NAME && !NOT_A_NAME.test(name) && !PAGE_LINE.test(text)
    ? name
    : null;
}

/** The name of a row-layout substance: the text before the CAS number on its line, else after the numbers. */
function rowName(line: string, cas: RegExpExecArray): string | null {
  const before = line.slice(0, cas.index).replace(EC, " ");
  const fromBefore = cleanName(before);
  if (fromBefore) return fromBefore;
  // "74-87-3 >= 0.01 - <= 0.1% chloromethane": the name is what follows the numbers.
  const after = withoutIdentifiers(line.slice(cas.index + cas[0].length));
  const concentration = CONCENTRATION.exec(after);
  const rest = concentration ? after.slice(concentration.index + concentration[0].length) : after;
  return cleanName(rest);
}

/** The substances of a section-3 text (see the module comment), in the order printed, each CAS number once. */
export function compositionOf(section: string): SdsComponent[] {
  // One space for every run: the cells need no more, and no pattern can then backtrack over a long run.
  const lines = section.replace(/[^\S\n]+/g, " ").split("\n");
  const anchors: { index: number; cas: string; labelled: boolean }[] = [];
  lines.forEach((line, index) => {
    const cas = casIn(line);
    if (cas && !anchors.some((anchor) => anchor.cas === cas))
      anchors.push({
        index,
        cas,
        // "CAS-nummer:" at the end of one line and the number alone on the next is labelled too.
        labelled: LABELLED_CAS.test(line) || CAS_LABEL_AT_END.test(lines[index - 1] ?? ""),
      });
  });
  if (anchors.length === 0) return [];
  // Most anchors decide the layout: one table is printed one way.
  const labelled = anchors.filter((anchor) => anchor.labelled).length * 2 > anchors.length;
  /**
   * Where a labelled-layout substance begins: its row's first line, the last line at or above its CAS line
   * (and below the previous CAS line) that holds a concentration ("Phenol, dodecyl- REACH #: … ≤3 Skin Corr.
   * 1C, H314"; Firmenich's ">= 10.0 < 15.0% GHS Classification:"); without one, the line after the middle
   * between the two CAS lines.
   */
  const rowStart = (casLine: number, previousCasLine: number): number => {
    for (let index = casLine; index > previousCasLine; index--) {
      const line = lines[index] ?? "";
      if (index < casLine && LABELLED_CAS.test(line)) break;
      if (concentrationIn(line) !== null) return index;
    }
    return previousCasLine < 0 ? 0 : Math.floor((previousCasLine + casLine) / 2) + 1;
  };

  return anchors.slice(0, MAX_COMPONENTS).map((anchor, position) => {
    const previous = anchors[position - 1];
    const next = anchors[position + 1];
    let first: number;
    let last: number;
    if (labelled) {
      first = rowStart(anchor.index, previous?.index ?? -1);
      last = next ? rowStart(next.index, anchor.index) - 1 : lines.length - 1;
    } else {
      first = anchor.index;
      last = next ? next.index - 1 : lines.length - 1;
    }
    const block = lines.slice(first, last + 1);
    const text = block.join("\n");
    const line = lines[anchor.index] ?? "";
    let name: string | null;
    if (labelled) {
      name = null;
      for (const row of block) {
        // "Poly(oxy-1,2-ethanediyl), .alpha.- [ CAS: 9036-19-5 ≤3 …": the name before the label.
        const candidate = LABELLED_CAS.test(row) ? row.slice(0, row.search(/CAS/i)) : row;
        if (NOT_A_NAME.test(candidate) || PAGE_LINE.test(candidate) || HEADING.test(candidate)) continue;
        // A line that starts with a concentration (Firmenich: ">= 10.0 < 15.0% GHS Classification:") has no name.
        const leading = CONCENTRATION.exec(withoutIdentifiers(candidate));
        if (leading && candidate.slice(0, leading.index).trim() === "") continue;
        name = cleanName(candidate);
        if (name) break;
      }
    } else {
      name = rowName(line, CAS.exec(line) as RegExpExecArray);
    }
    return {
      name,
      cas: anchor.cas,
      ec: ecIn(line) ?? ecIn(text),
      concentration: concentrationIn(labelled ? (lines[first] ?? "") : line) ?? concentrationIn(text),
      hazard_statements: hazardCodesIn(text),
    };
  });
}
