import { publisherDocuments } from "../../../core/texts/publisher-documents/en";
import type { Translate } from "../../../core/translate";

/**
 * The problems that keep a sheet from being published, in the reader's language. The API words them in its
 * English (`errors.sheet` of the 422); each is one of the `publisher.sheet.problem.*` texts, so the page reads
 * the values back out of the English wording and words the same text again with `t`. A message it does not
 * recognise is shown as the API sent it.
 */

export interface ShownProblem {
  text: string;
  /** The section the problem is about (a link to it), when it names one. */
  section: number | null;
}

type ProblemKey = Extract<keyof typeof publisherDocuments, `publisher.sheet.problem.${string}`>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The English template of `key` as a pattern whose groups are its placeholders, in order. */
function patternOf(key: ProblemKey): { pattern: RegExp; names: string[] } {
  const template = publisherDocuments[key];
  const names: string[] = [];
  const source = template
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      if (!name) return escape(part);
      names.push(name);
      return "(.+?)";
    })
    .join("");
  return { pattern: new RegExp(`^${source}$`), names };
}

const KEYS = (Object.keys(publisherDocuments) as (keyof typeof publisherDocuments)[]).filter(
  (key): key is ProblemKey => key.startsWith("publisher.sheet.problem."),
);
let patterns: { key: ProblemKey; pattern: RegExp; names: string[] }[] | null = null;

const SIGNAL_WORDS = new Set(["Danger", "Warning"]);

/** One problem in the reader's language, with the section it is about. */
export function shownProblem(message: string, t: Translate): ShownProblem {
  patterns ??= KEYS.map((key) => ({ key, ...patternOf(key) }));
  for (const { key, pattern, names } of patterns) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values: Record<string, string> = Object.fromEntries(names.map((name, i) => [name, match[i + 1]!]));
    if (values.expected !== undefined && SIGNAL_WORDS.has(values.expected))
      values.expected = t(`publisher.sheet.signalWord.${values.expected}`);
    const section = values.section ?? values.subsection?.split(".")[0];
    const label = key === "publisher.sheet.problem.pictogramMissing" || key.endsWith("pictogramExtra");
    const signal = key.startsWith("publisher.sheet.problem.signalWord");
    return {
      text: t(key, values),
      section:
        section !== undefined ? Number(section) : label || signal ? 2 : key.endsWith(".cas") ? 3 : null,
    };
  }
  return { text: message, section: null };
}
