import { englishStatements } from "./statements";

/**
 * Statements that a sheet prints as sentences without their codes (US OSHA sheets of Fisher, Clorox,
 * Robertet; Unilever South Africa): each sentence of section 2's hazard-statement block is compared with the
 * standard English wording of every statement (CLP's, and the GHS statements outside CLP), and so is each
 * sentence of the precautionary block. Only an exact match counts, after the differences that carry no
 * meaning are removed (case, punctuation, spaces, US spelling, the placeholders of the standard wording);
 * "Causes serious eye irritation" is H319, "Causes eye irritation" is H320 and a sentence that is neither
 * gives no code. A wrong code is worse than a missed one: the form asks the user to confirm these codes, but
 * a user may not read a code the reader got wrong.
 */

/** US spellings of words the statements use, to the CLP (British) spelling. */
const SPELLINGS: readonly [RegExp, string][] = [
  [/\bvapor(s?)\b/g, "vapour$1"],
  [/\boxidizer(s?)\b/g, "oxidiser$1"],
  [/\boxidizing\b/g, "oxidising"],
  [/\bpressurized\b/g, "pressurised"],
  [/\bsensitization\b/g, "sensitisation"],
  [/\bcenter\b/g, "centre"],
];

/**
 * A sentence or a standard wording reduced to what must match: lower case, US spelling made British, the
 * standard wording's placeholders ("<state route of exposure …>", "…") and the words in parentheses a sheet
 * adds ("Causes damage to organs (liver)") dropped, every run of other characters one space.
 */
export function normaliseSentence(text: string): string {
  let result = text
    .normalize("NFKC")
    .toLowerCase()
    // Innermost brackets only ([^<>] rather than [^>]): a run of openers without a closer stays linear.
    .replace(/<[^<>]*>/g, " ")
    .replace(/\([^()]*\)/g, " ")
    .replace(/\[[^[\]]*\]/g, " ")
    .replace(/…|\.\.\./g, " ");
  for (const [pattern, replacement] of SPELLINGS) result = result.replace(pattern, replacement);
  return result.replace(/[^\p{L}\p{N}]+/gu, " ").trim();
}

interface Wordings {
  hazard: Map<string, string>;
  precautionary: Map<string, string>;
}
let wordings: Wordings | undefined;

/**
 * Normalised wording → code, for H/EUH and P codes apart. A wording two codes share after normalisation (none
 * does in the data sets today) is left out rather than guessed.
 */
function standardWordings(): Wordings {
  if (wordings) return wordings;
  const hazard = new Map<string, string>();
  const precautionary = new Map<string, string>();
  const ambiguous = new Set<string>();
  for (const [code, text] of englishStatements()) {
    const key = normaliseSentence(text);
    // The conditions ("IF SWALLOWED:", "IF INHALED:") are parts of combinations, not statements of their own:
    // "IF INHALED:" on a line followed by the sheet's own advice says neither P304 nor P304+P340.
    if (/:\s*$/.test(text) || key.split(" ").length < 2) continue;
    const map = code.startsWith("P") ? precautionary : hazard;
    const seen = map.get(key);
    if (seen !== undefined && seen !== code) ambiguous.add(key);
    else map.set(key, code);
  }
  for (const key of ambiguous) {
    hazard.delete(key);
    precautionary.delete(key);
  }
  wordings = { hazard, precautionary };
  return wordings;
}

/** The label that opens the block of hazard statements ("Hazard statements", "Hazard Statements :"). */
const HAZARD_LABEL = /^\s*hazard\s+statements?\b\s*(?:\([^)]{0,30}\))?\s*[:\-–]?\s*/i;
/** The label that opens the block of precautionary statements. */
const PRECAUTION_LABEL = /^\s*precautionary\s+statements?\b[^:]{0,40}:?\s*/i;
/**
 * Lines that end a block: the other block, the hazards that are not classified (OSHA "HNOC"), other hazards,
 * supplementary information, other information.
 */
const BLOCK_END =
  /^\s*(?:hazard\s+statements?|precautionary\s+statements?|hazards?\s+not\s+otherwise|other\s+hazards?|other\s+information|supplement(?:al|ary)|unknown\s+(?:acute\s+)?toxicity|hnoc\b)/i;

/** The lines of the block each label opens in section 2, the label itself cut off its line. */
function blockLines(section: string, label: RegExp): string[] {
  const lines: string[] = [];
  let inside = false;
  for (const line of section.split("\n")) {
    const opens = label.exec(line);
    if (opens) {
      inside = true;
      lines.push(line.slice(opens[0].length));
      continue;
    }
    if (inside && BLOCK_END.test(line)) inside = false;
    if (inside) lines.push(line);
  }
  return lines;
}

/**
 * The sentences of one line: split after a full stop, and after the label of a table row ("Prevention :
 * Wear protective gloves …", "Response  :  IF INHALED:" keep their colon where it is part of the wording).
 */
function sentencesOf(line: string): string[] {
  const withoutRowLabel = line
    .replace(/^\s*[\p{L} ]{2,30}\s{2,}:\s+/u, "")
    .replace(/^\s*[\p{L} ]{2,30}\s+:\s{2,}/u, "");
  return withoutRowLabel
    .split(/(?<=[.!])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== "");
}

const MAX_LINE = 1000;

interface Found {
  codes: string[];
  /** By code: the sentence as the sheet prints it. */
  texts: Record<string, string>;
}

/**
 * The codes whose standard wording the lines print: per line, the longest run of consecutive sentences that is
 * one wording (a combination such as "IF SWALLOWED: Rinse mouth. Do NOT induce vomiting." is one), else each
 * sentence. A sentence wrapped over two lines is tried joined with the next line when neither matches alone.
 */
function codesIn(lines: string[], table: Map<string, string>): Found {
  const found: Found = { codes: [], texts: {} };
  const add = (code: string, printed: string) => {
    if (found.codes.includes(code)) return;
    found.codes.push(code);
    found.texts[code] = printed.replace(/\s+/g, " ").trim();
  };
  const matchLine = (line: string): boolean => {
    const sentences = sentencesOf(line);
    let matched = false;
    for (let start = 0; start < sentences.length; start++) {
      for (let end = sentences.length; end > start; end--) {
        const printed = sentences.slice(start, end).join(" ");
        const code = table.get(normaliseSentence(printed));
        if (code !== undefined) {
          add(code, printed);
          matched = true;
          start = end - 1;
          break;
        }
      }
    }
    return matched;
  };
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? "";
    // No statement (or combination) is this long; a longer line is running text or a hostile PDF's.
    if (line.length > MAX_LINE) continue;
    if (matchLine(line)) continue;
    const next = lines[index + 1];
    // "May cause damage to organs through prolonged or" / "repeated exposure": one sentence on two lines.
    const joined = `${line} ${next ?? ""}`;
    const code =
      next !== undefined && next.length <= MAX_LINE && !/[.!]\s*$/.test(line)
        ? table.get(normaliseSentence(joined))
        : undefined;
    if (code !== undefined) {
      add(code, joined);
      index++;
    }
  }
  return found;
}

/**
 * The hazard and precautionary codes a section-2 text prints as sentences, and each sentence as printed (the
 * supplier's wording of that statement). The caller asks only where the sheet prints no codes of that kind.
 */
export function statementsFromSentences(section: string): {
  hazards: string[];
  precautions: string[];
  texts: Record<string, string>;
} {
  const { hazard, precautionary } = standardWordings();
  const hazards = codesIn(blockLines(section, HAZARD_LABEL), hazard);
  const precautions = codesIn(blockLines(section, PRECAUTION_LABEL), precautionary);
  return {
    hazards: hazards.codes,
    precautions: precautions.codes,
    texts: { ...hazards.texts, ...precautions.texts },
  };
}
