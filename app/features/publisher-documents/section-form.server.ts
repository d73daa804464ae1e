import { z } from "zod";
import type { Sheet, SheetChangeInput } from "../../../api/publisher/schemas";
import { isPictogram } from "../../../core/ghs/pictograms";
import { ANNEX_II_SUBSECTIONS, isSdsType } from "../../../core/publisher/annex-ii";
import { SHEET_LIMITS } from "../../../core/publisher/document-schemas";
import { isWellFormedText, PUBLISHER_LIMITS } from "../../../core/publisher/rules";
import { cleanMultiline, cleanName } from "../../../core/text";
import type { Translate } from "../../../core/translate";
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
 * composition); the API replaces a part of the sheet as a whole, so the change is the sheet as it is with the
 * shown section's part of each replaced. Validated here with the same rules as the API, in the user's language.
 */

const list = <T extends z.ZodType>(item: T) => z.array(item).optional().default([]);

/** The form's schema for `section` of `sheet` (the composition's rows are the sheet's substances). */
export function sectionFormSchema(t: Translate, section: number, sheet: Sheet) {
  const textError = t("publisher.sheet.error.text", { max: SHEET_LIMITS.subsectionText });
  const text = z
    .string()
    .overwrite(cleanMultiline)
    .max(SHEET_LIMITS.subsectionText, { error: textError })
    .refine(isWellFormedText, { error: textError })
    .optional()
    .default("");
  const phrase = z.string().refine((value) => phraseOfValue(value) !== null, {
    error: t("publisher.sheet.error.phrase", { id: "?" }),
  });
  const shape: Record<string, z.ZodType> = {
    [FIND.to]: z.string().max(10).optional(),
    [FIND.q]: z.string().max(200).optional(),
    [FIND.add]: list(phrase),
  };
  for (const { number } of subsectionsOf(section)) {
    shape[textField(number)] = text;
    shape[phraseField(number)] = list(phrase);
  }
  const percent = z
    .number({ error: t("publisher.sheet.error.concentration") })
    .min(0, { error: t("publisher.sheet.error.concentration") })
    .max(100, { error: t("publisher.sheet.error.concentration") })
    .optional();
  if (section === 1) {
    const nameError = t("publisher.sheet.error.name");
    shape.product_name = z
      .string({ error: nameError })
      .overwrite(cleanName)
      .min(1, { error: nameError })
      .max(PUBLISHER_LIMITS.name, { error: nameError })
      .refine(isWellFormedText, { error: nameError });
    const articleError = t("publisher.sheet.error.text", { max: SHEET_LIMITS.articleNo });
    shape.article_no = z
      .string()
      .overwrite(cleanName)
      .max(SHEET_LIMITS.articleNo, { error: articleError })
      .refine(isWellFormedText, { error: articleError })
      .optional()
      .default("");
    shape.sds_type = z
      .number({ error: t("publisher.sheet.error.type") })
      .refine(isSdsType, { error: t("publisher.sheet.error.type") });
  }
  if (section === 2) {
    shape.signal_word = z
      .enum(["Danger", "Warning"], { error: t("publisher.sheet.error.signalWord") })
      .optional();
    shape.pictograms = list(
      z.string().refine(isPictogram, { error: t("publisher.sheet.error.pictogram", { code: "?" }) }),
    );
  }
  if (section === 3) {
    shape[COMPOSITION.substance] = list(z.number().int().positive());
    shape[COMPOSITION.remove] = list(z.number().int().positive());
    shape[COMPOSITION.newSubstance] = z
      .number({ error: t("publisher.sheet.error.substance", { id: "?" }) })
      .int()
      .positive()
      .optional();
    shape[COMPOSITION.newMin] = percent;
    shape[COMPOSITION.newMax] = percent;
    for (const substance of sheet.substances) {
      shape[COMPOSITION.min(substance.substance_id)] = percent;
      shape[COMPOSITION.max(substance.substance_id)] = percent;
    }
  }
  return z.object(shape).superRefine((value, ctx) => {
    if (section !== 3) return;
    const pairs: [string, string][] = [
      [COMPOSITION.newMin, COMPOSITION.newMax],
      ...sheet.substances.map((s): [string, string] => [
        COMPOSITION.min(s.substance_id),
        COMPOSITION.max(s.substance_id),
      ]),
    ];
    for (const [min, max] of pairs) {
      const low = value[min] as number | undefined;
      const high = value[max] as number | undefined;
      if (low !== undefined && high !== undefined && low > high)
        ctx.addIssue({ code: "custom", path: [max], message: t("publisher.sheet.error.concentration") });
    }
  });
}

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

  const change: SheetChangeInput = { sections, phrases };
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
