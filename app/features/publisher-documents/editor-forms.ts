import { z } from "zod";
import { isPictogram } from "../../../core/ghs/pictograms";
import { isSdsType } from "../../../core/publisher/annex-ii";
import { copySheetSchema, newSheetSchema, SHEET_LIMITS } from "../../../core/publisher/document-schemas";
import { isWellFormedText, PUBLISHER_LIMITS } from "../../../core/publisher/rules";
import { cleanMultiline, cleanName } from "../../../core/text";
import type { Translate } from "../../../core/translate";
import { MAX_ID } from "../../../core/ids";
import { COMPOSITION, FIND, phraseField, phraseOfValue, subsectionsOf, textField } from "./section-fields";

/**
 * The forms of /new-document (conform + zod, in the user's language): the supplier of a new sheet, the new
 * sheet's heading, a copy of a sheet, a draft's section and the confirmation before a draft is deleted. The
 * route's action validates every submission with them; with JavaScript the browser does too (loaded when a
 * form is first used: app/ui/lazyValidation.ts), so this module is never imported statically by a component.
 */

const wholeId = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(MAX_ID, { error: message });

/** Step 1 of a new sheet (a GET form): its supplier. */
export function supplierFormSchema(t: Translate) {
  return z.object({ supplier: wholeId(t("publisher.sheet.error.manufacturer")) });
}

/** Step 2: the new sheet's heading, as the Editor API takes it. */
export const startFormSchema = newSheetSchema;

/** A new sheet as a copy of an existing one under another product name. */
export const copyFormSchema = copySheetSchema;

/**
 * The confirmation before a draft is deleted: the button and the draft's revision when the page was shown (the
 * Editor API keeps a draft changed since).
 */
export function deleteFormSchema(t: Translate) {
  return z.object({ intent: z.literal("delete"), revision: wholeId(t("publisher.sheet.error.revision")) });
}

/** "Check and publish": the draft's revision when the page was shown, so what is published is what was seen. */
export function publishFormSchema(t: Translate) {
  return z.object({ intent: z.literal("publish"), revision: wholeId(t("publisher.sheet.error.revision")) });
}

const list = <T extends z.ZodType>(item: T) => z.array(item).optional().default([]);

/**
 * The form of `section` of a draft whose composition has the substances `substanceIds`. `revision` is the
 * draft's version stamp when the form was shown: the Editor API refuses the save when the draft changed since.
 */
export function sectionFormSchema(t: Translate, section: number, substanceIds: readonly number[]) {
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
    revision: wholeId(t("publisher.sheet.error.revision")),
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
    for (const id of substanceIds) {
      shape[COMPOSITION.min(id)] = percent;
      shape[COMPOSITION.max(id)] = percent;
    }
  }
  return z.object(shape).superRefine((value, ctx) => {
    if (section !== 3) return;
    const pairs: [string, string][] = [
      [COMPOSITION.newMin, COMPOSITION.newMax],
      ...substanceIds.map((id): [string, string] => [COMPOSITION.min(id), COMPOSITION.max(id)]),
    ];
    for (const [min, max] of pairs) {
      const low = value[min] as number | undefined;
      const high = value[max] as number | undefined;
      if (low !== undefined && high !== undefined && low > high)
        ctx.addIssue({ code: "custom", path: [max], message: t("publisher.sheet.error.concentration") });
    }
  });
}
