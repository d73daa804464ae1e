import { z } from "zod";
import { MAX_ID } from "../ids";
import { LANGUAGES } from "../languages";
import { PICTOGRAMS } from "../ghs/pictograms";
import { cleanLine, cleanMultiline } from "../text";
import type { Translate } from "../translate";
import { WPD_SIGNAL_WORD_MAX, WPD_STATEMENT_MAX, WPD_STATEMENTS_MAX } from "./limits";
import { WPD_SECTION_MAX, WPD_SECTIONS, WPD_STATUSES, WPD_TITLE_MAX } from "./sections";

/**
 * The rules of a workplace description's content, one schema for the API's JSON body (English messages)
 * and the page's form (the user's language). What the rules can't know (the location, product and sheet
 * being the caller's) the API checks against the database.
 */

/** Lone surrogates (broken Unicode) go, as control characters do. */
const wellFormed = (value: string) =>
  value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "");

export const cleanWpdLine = (value: string) => cleanLine(wellFormed(value));
export const cleanWpdText = (value: string) => cleanMultiline(wellFormed(value));

const LANGUAGE_IDS = Object.keys(LANGUAGES).map(Number);

export function wpdInputSchema(t: Translate) {
  const tooLong = (max: number) => t("wpd.error.tooLong", { max });
  const id = (message: string) =>
    z
      .number({ error: message })
      .int({ error: message })
      .min(1, { error: message })
      .max(MAX_ID, { error: message });
  const section = z
    .string({ error: tooLong(WPD_SECTION_MAX) })
    .overwrite(cleanWpdText)
    .max(WPD_SECTION_MAX, { error: tooLong(WPD_SECTION_MAX) })
    .default("");
  return z.object({
    title: z
      .string({ error: t("wpd.error.title") })
      .overwrite(cleanWpdLine)
      .min(1, { error: t("wpd.error.title") })
      .max(WPD_TITLE_MAX, { error: tooLong(WPD_TITLE_MAX) }),
    location_id: id(t("wpd.error.location")),
    product_id: id(t("wpd.error.product"))
      .nullish()
      .transform((value) => value ?? null),
    sds_id: id(t("wpd.error.sheet"))
      .nullish()
      .transform((value) => value ?? null),
    language_id: z
      .number({ error: t("wpd.error.language") })
      .int({ error: t("wpd.error.language") })
      .refine((value) => LANGUAGE_IDS.includes(value), { error: t("wpd.error.language") }),
    status: z.enum(WPD_STATUSES, { error: t("wpd.error.choice") }).default("draft"),
    sections: z
      .object(
        Object.fromEntries(WPD_SECTIONS.map((name) => [name, section])) as Record<
          (typeof WPD_SECTIONS)[number],
          typeof section
        >,
      )
      .default(Object.fromEntries(WPD_SECTIONS.map((name) => [name, ""])) as never),
    pictograms: z
      .array(z.enum(PICTOGRAMS, { error: t("wpd.error.choice") }), { error: t("wpd.error.choice") })
      .max(PICTOGRAMS.length, { error: t("wpd.error.choice") })
      .default([])
      .transform((values) => PICTOGRAMS.filter((code) => values.includes(code))),
    hazard_statements: z
      .array(
        z
          .string({ error: tooLong(WPD_STATEMENT_MAX) })
          .overwrite(cleanWpdLine)
          .max(WPD_STATEMENT_MAX, { error: tooLong(WPD_STATEMENT_MAX) }),
        { error: tooLong(WPD_STATEMENTS_MAX) },
      )
      .max(WPD_STATEMENTS_MAX, { error: tooLong(WPD_STATEMENTS_MAX) })
      .default([])
      .transform((lines) => lines.filter((line) => line !== "")),
    signal_word: z
      .string({ error: tooLong(WPD_SIGNAL_WORD_MAX) })
      .overwrite(cleanWpdLine)
      .max(WPD_SIGNAL_WORD_MAX, { error: tooLong(WPD_SIGNAL_WORD_MAX) })
      .nullish()
      .transform((value) => (value ? value : null)),
  });
}
export type WpdInput = z.output<ReturnType<typeof wpdInputSchema>>;
