import type { Phrase } from "../../../api/publisher/schemas";

/**
 * Finding phrases on /standard-phrases. The API answers the whole bounded list (at most 1,000 company
 * phrases, then the few hundred official statements), so the page filters and pages it here instead of
 * asking again per filter.
 */

/** Rows a page of either list shows. */
export const PHRASES_PER_PAGE = 50;

/** The SDS section the official H, EUH and P statements are written in (label elements, section 2.2). */
export const OFFICIAL_SECTION = 2;

export interface PhraseFilter {
  /** Part of the code or the text, any case; "" for all. */
  q: string;
  /** An SDS section (1–16), or null for all. */
  field: number | null;
}

const matches = (phrase: Phrase, needle: string) =>
  needle === "" ||
  phrase.code.toLowerCase().includes(needle) ||
  phrase.text.toLowerCase().includes(needle) ||
  Object.values(phrase.translations).some((text) => text.toLowerCase().includes(needle));

/** The company's phrases and the official statements that match, each in the API's order. */
export function filterPhrases(phrases: readonly Phrase[], { q, field }: PhraseFilter) {
  const needle = q.toLowerCase();
  const own: Phrase[] = [];
  const official: Phrase[] = [];
  for (const phrase of phrases) {
    if (!matches(phrase, needle)) continue;
    if (phrase.official) {
      if (field === null || field === OFFICIAL_SECTION) official.push(phrase);
    } else if (field === null || phrase.field_id === field) {
      own.push(phrase);
    }
  }
  return { own, official };
}

/** Page `page` (from 1) of `rows`. */
export const pageOf = <T>(rows: readonly T[], page: number): T[] =>
  rows.slice((page - 1) * PHRASES_PER_PAGE, page * PHRASES_PER_PAGE);
