import { ANNEX_II_SUBSECTIONS, type AnnexSubsection } from "../../../core/publisher/annex-ii";

/**
 * The names of the editor's fields, shared by the page that renders them and the action that reads them (zod-
 * free, so the page's code carries no schema). A subsection number's dot would read as a nested field, so
 * "2.2" is written "2_2" in names.
 */

export const SECTION_COUNT = 16;

/** The subsections of a section, in the order of the sheet. */
export const subsectionsOf = (section: number): AnnexSubsection[] =>
  ANNEX_II_SUBSECTIONS.filter((item) => item.section === section);

const key = (subsection: string) => subsection.replace(".", "_");

/** The free text of a subsection. */
export const textField = (subsection: string) => `text_${key(subsection)}`;
/** The phrases a subsection keeps (checkboxes, ticked while they stay). */
export const phraseField = (subsection: string) => `phrase_${key(subsection)}`;

/** A phrase as a checkbox value: "s12" for company phrase 12, "cH225" for an official statement. */
export function phraseValue(phrase: { sentence_id: number | null; statement_code: string | null }): string {
  return phrase.sentence_id !== null ? `s${phrase.sentence_id}` : `c${phrase.statement_code ?? ""}`;
}

/** The phrase a checkbox value stands for, or null when it is no phrase's. */
export function phraseOfValue(
  value: string,
): { sentence_id: number | null; statement_code: string | null } | null {
  const own = /^s([1-9][0-9]{0,9})$/.exec(value);
  if (own) return { sentence_id: Number(own[1]), statement_code: null };
  const official = /^c((?:EUH|H|P)[0-9]{3}[A-Za-z]{0,2}(?:\+(?:EUH|H|P)[0-9]{3}[A-Za-z]{0,2})*)$/.exec(value);
  if (official) return { sentence_id: null, statement_code: official[1]! };
  return null;
}

/** The section shown: `?section=` from 1 to 16, else 1. */
export function sectionOfUrl(url: URL): number {
  const value = url.searchParams.get("section");
  const section = value && /^[0-9]{1,2}$/.test(value) ? Number(value) : 1;
  return section >= 1 && section <= SECTION_COUNT ? section : 1;
}

/** The editor's address: a draft (or published version) by document id, one section at a time. */
export function editorHref(id: number, section?: number, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({
    id: String(id),
    ...(section ? { section: String(section) } : {}),
    ...extra,
  });
  return `/new-document?${query.toString()}`;
}

/** The fields of the composition (section 3): one row per substance, by its id, and a row to add one. */
export const COMPOSITION = {
  substance: "substance",
  min: (id: number) => `min_${id}`,
  max: (id: number) => `max_${id}`,
  remove: "remove",
  newSubstance: "new_substance",
  newMin: "new_min",
  newMax: "new_max",
} as const;

/** The phrase search of a section: the subsection the phrases are for, the words, and the ticked results. */
export const FIND = { to: "to", q: "q", add: "add" } as const;
