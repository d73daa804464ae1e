import type { Sheet, SheetChangeInput } from "../../../api/publisher/schemas";
import { ANNEX_II_SUBSECTIONS } from "../../../core/publisher/annex-ii";
import {
  COMPOSITION,
  FIND,
  phraseField,
  phraseOfValue,
  phraseValue,
  subsectionsOf,
  textField,
} from "./section-fields";

/**
 * Saving the section the editor shows. The form posts that section's fields only (its texts, the phrases each
 * subsection keeps, the phrases ticked in a search, and for section 1 the heading, 2 the label, 3 the
 * composition) with the draft's revision it was shown at; the API replaces a part of the sheet as a whole, so
 * the change is the sheet as it is with the shown section's part of each replaced, and it names that revision
 * so that a save made from an older state of the draft is refused rather than undoing someone else's.
 */

export type SectionForm = Record<string, unknown>;

const dedupe = <T>(items: T[], keyOf: (item: T) => string) => {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/**
 * The change that saves the shown section: the whole set of texts and phrases with the section's replaced
 * (the phrases ticked in a search join the subsection they were searched for), and the heading, the label or
 * the composition when the section is 1, 2 or 3.
 */
export function sectionChange(sheet: Sheet, section: number, form: SectionForm): SheetChangeInput {
  const shown = new Set(subsectionsOf(section).map((item) => item.number));
  const sections: Record<string, string> = {};
  for (const [number, text] of Object.entries(sheet.sections))
    if (!shown.has(number)) sections[number] = text;
  for (const number of shown) {
    const text = form[textField(number)] as string;
    if (text !== "") sections[number] = text;
  }

  const target = form[FIND.to];
  const addTo = typeof target === "string" && shown.has(target) ? target : null;
  const phrases: NonNullable<SheetChangeInput["phrases"]> = [];
  for (const { number } of ANNEX_II_SUBSECTIONS) {
    if (!shown.has(number)) {
      for (const p of sheet.phrases)
        if (p.subsection === number)
          phrases.push({ subsection: number, sentence_id: p.sentence_id, statement_code: p.statement_code });
      continue;
    }
    const values = [
      ...(form[phraseField(number)] as string[]),
      ...(addTo === number ? (form[FIND.add] as string[]) : []),
    ];
    const chosen = values.flatMap((value) => {
      const phrase = phraseOfValue(value);
      return phrase ? [{ subsection: number, ...phrase }] : [];
    });
    phrases.push(...dedupe(chosen, phraseValue));
  }

  const change: SheetChangeInput = { sections, phrases, revision: form.revision as number };
  if (section === 1) {
    change.product_name = form.product_name as string;
    change.article_no = form.article_no as string;
    change.sds_type = form.sds_type as number;
  }
  if (section === 2) {
    change.signal_word = (form.signal_word as "Danger" | "Warning" | undefined) ?? null;
    change.pictograms = [...new Set(form.pictograms as string[])].sort();
  }
  if (section === 3) {
    const removed = new Set(form[COMPOSITION.remove] as number[]);
    const known = new Set(sheet.substances.map((s) => s.substance_id));
    const percent = (name: string) => (form[name] as number | undefined) ?? null;
    const rows = (form[COMPOSITION.substance] as number[])
      .filter((id) => known.has(id) && !removed.has(id))
      .map((id) => ({
        substance_id: id,
        concentration_min: percent(COMPOSITION.min(id)),
        concentration_max: percent(COMPOSITION.max(id)),
      }));
    const added = form[COMPOSITION.newSubstance] as number | undefined;
    if (added !== undefined && !rows.some((row) => row.substance_id === added))
      rows.push({
        substance_id: added,
        concentration_min: percent(COMPOSITION.newMin),
        concentration_max: percent(COMPOSITION.newMax),
      });
    change.substances = rows;
  }
  return change;
}
