/**
 * The supplier's own wording printed beside each statement code in section 2 ("H225 Highly flammable liquid
 * and vapour." → H225: "Highly flammable liquid and vapour."). The form shows it beside the official wording,
 * so that a user sees where the sheet says something else (a named organ, a route of exposure, a translation).
 */

/** One code as printed (with a suffix such as H360Fd), and a combination of codes ("P303 + P361 + P353"). */
const CODE = "(?:EUH|H|P)\\s?\\d{3}(?!\\d)[A-Za-z]{0,2}";
const STATEMENT_SOURCE = `(?<![A-Za-z0-9])${CODE}(?:\\s*\\+\\s*${CODE})*`;
const STATEMENT = new RegExp(STATEMENT_SOURCE, "g");
/** The same without the global flag, for a yes/no test that keeps no position between calls. */
const HAS_STATEMENT = new RegExp(STATEMENT_SOURCE);
/** A line that begins with a code: the next statement, not a continuation. */
const STARTS_WITH_CODE = new RegExp(`^\\s*${CODE}`);
/**
 * A line that is not the continuation of a statement: a (sub)section heading ("2.3 Other hazards"), a label
 * that ends in a colon ("Precautionary statements:", "Prevention:"), a page's running header or footer.
 */
const NOT_CONTINUATION =
  /^\s*(?:\d+(?:\.\d+)*\.?\s|[\p{L} ()/-]{2,60}:\s*$|page\s+\d|seite\s+\d|pagina\s+\d|_{5,}|-{5,})/iu;
/** Words of labels that sheets print on a line of their own before a list of codes. */
const LABEL_WORDS =
  /^\s*(?:precautionary|hazard\s+statements?|prevention|response|storage|disposal|general|supplemental|signal|pictograms?|sicherheitshinweise|gefahrenhinweise|prévention|intervention|stockage|élimination|preventie|reactie|opslag|verwijdering)\b/iu;
/** Text that is no wording: what is left once punctuation is gone must have a word. */
const HAS_WORD = /\p{L}{2,}/u;
/** No real statement is longer; the cap keeps a run-on table cell out. */
const MAX_LENGTH = 400;
const MAX_CONTINUATION_LINES = 3;

const clean = (code: string) => code.replace(/\s+/g, "");

const LEADING = new Set([..." \t\n:：-–—.,;"]);
const TRAILING = new Set([..." \t\n,;"]);

/**
 * The wording after a code, without the separators sheets print between code and text (":", "-", "–") and
 * the commas or spaces after it. A loop rather than a pattern anchored at the end, which would go back over
 * every run of such characters in a long line.
 */
function trimWording(text: string): string {
  const collapsed = text.replace(/\s+/g, " ");
  let start = 0;
  let end = collapsed.length;
  while (start < end && LEADING.has(collapsed[start] ?? "")) start++;
  while (end > start && TRAILING.has(collapsed[end - 1] ?? "")) end--;
  return collapsed.slice(start, end);
}

/**
 * The wording printed beside each code of `codes` in `text`: from the code to the next code on its line, or,
 * when nothing follows it there or the wording does not end a sentence, continued on the next lines until a
 * line that starts with a code, a heading or a label. The first wording found for a code counts.
 */
export function statementTextsIn(text: string, codes: readonly string[]): Record<string, string> {
  const wanted = new Set(codes);
  const texts: Record<string, string> = {};
  const lines = text.split("\n");
  lines.forEach((line, index) => {
    const matches = [...line.matchAll(STATEMENT)];
    matches.forEach((match, position) => {
      const code = clean(match[0]);
      if (!wanted.has(code) || texts[code] !== undefined) return;
      const start = (match.index ?? 0) + match[0].length;
      const next = matches[position + 1];
      let wording = line.slice(start, next ? next.index : undefined);
      if (!next) {
        for (let step = 1; step <= MAX_CONTINUATION_LINES; step++) {
          if (/[.!]\s*$/.test(wording) && HAS_WORD.test(wording)) break;
          const following = lines[index + step];
          if (
            following === undefined ||
            following.trim() === "" ||
            STARTS_WITH_CODE.test(following) ||
            NOT_CONTINUATION.test(following) ||
            LABEL_WORDS.test(following)
          )
            break;
          // "H315:  Causes" / "skin irritation.  H336: …": the continuation ends where the next code begins.
          const nextCode = HAS_STATEMENT.exec(following);
          wording += ` ${nextCode ? following.slice(0, nextCode.index) : following}`;
          if (nextCode) break;
        }
      }
      const trimmed = trimWording(wording);
      if (HAS_WORD.test(trimmed) && trimmed.length <= MAX_LENGTH) texts[code] = trimmed;
    });
  });
  return texts;
}
