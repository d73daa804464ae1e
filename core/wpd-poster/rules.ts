import { z } from "zod";
import { isLanguageId } from "../languages";
import { cleanMultiline } from "../text";
import type { Translate } from "../translate";
import { WPD_SECTIONS } from "../workplace-descriptions/sections";
import {
  LANGUAGE_INPUTS,
  POSTER_EMERGENCY_LINES_MAX,
  POSTER_EMERGENCY_MAX,
  POSTER_LANGUAGES_MAX,
  orderedSections,
  positionInput,
  shownInput,
} from "./values";

/**
 * The rules of a poster layout, with messages from the caller's translate function: the API answers 422
 * with them in English, the page shows them in the user's language.
 */

export const posterMessages = (t: Translate) => ({
  sectionsRequired: t("wpd.poster.error.sectionsRequired"),
  sectionTwice: t("wpd.poster.error.sectionTwice"),
  section: t("wpd.poster.error.section"),
  emergencyTooLong: t("wpd.poster.error.emergencyTooLong", { max: POSTER_EMERGENCY_MAX }),
  emergencyLines: t("wpd.poster.error.emergencyLines", { max: POSTER_EMERGENCY_LINES_MAX }),
  language: t("wpd.poster.error.language"),
  languageTwice: t("wpd.poster.error.languageTwice"),
  languagesTooMany: t("wpd.poster.error.languagesTooMany", { max: POSTER_LANGUAGES_MAX }),
  position: t("wpd.poster.error.position", { max: WPD_SECTIONS.length }),
});

/** The emergency numbers: trimmed lines, at most the limit in characters and lines. */
export const emergencyNumbersSchema = (t: Translate) => {
  const m = posterMessages(t);
  return z
    .string({ error: m.emergencyTooLong })
    .transform((value) => cleanMultiline(value))
    .refine((value) => value.length <= POSTER_EMERGENCY_MAX, { message: m.emergencyTooLong })
    .refine((value) => value === "" || value.split("\n").length <= POSTER_EMERGENCY_LINES_MAX, {
      message: m.emergencyLines,
    });
};

/** The layout a client saves (the API's JSON body). */
export const posterLayoutInputSchema = (t: Translate) => {
  const m = posterMessages(t);
  return z.object({
    sections: z
      .array(z.enum(WPD_SECTIONS, { error: m.section }), { error: m.sectionsRequired })
      .min(1, { message: m.sectionsRequired })
      .max(WPD_SECTIONS.length, { message: m.sectionTwice })
      .refine((list) => new Set(list).size === list.length, { message: m.sectionTwice }),
    emergency_numbers: emergencyNumbersSchema(t).default(""),
    language_ids: z
      .array(
        z
          .number({ error: m.language })
          .int({ message: m.language })
          .refine(isLanguageId, { message: m.language }),
        {
          error: m.language,
        },
      )
      .max(POSTER_LANGUAGES_MAX, { message: m.languagesTooMany })
      .refine((list) => new Set(list).size === list.length, { message: m.languageTwice })
      .default([]),
  });
};

export type PosterLayoutInput = z.infer<ReturnType<typeof posterLayoutInputSchema>>;

/**
 * The layout as the page posts it: per section a shown box (`show_<section>`, "on" when ticked) and a
 * position (`position_<section>`, 1–6); the emergency numbers; two language selects ("" for none). It
 * becomes the API's input (sections sorted by position); errors name the page's inputs (`sections` for the
 * group of boxes).
 */
export const posterFormSchema = (t: Translate) => {
  const m = posterMessages(t);
  const shape: Record<string, z.ZodType> = {
    emergency_numbers: emergencyNumbersSchema(t).default(""),
  };
  for (const section of WPD_SECTIONS) {
    shape[shownInput(section)] = z.literal("on", { error: m.section }).optional();
    shape[positionInput(section)] = z.coerce
      .number({ error: m.position })
      .int({ message: m.position })
      .min(1, { message: m.position })
      .max(WPD_SECTIONS.length, { message: m.position });
  }
  for (const name of LANGUAGE_INPUTS) {
    shape[name] = z
      .string()
      .optional()
      .refine((value) => !value || isLanguageId(Number(value)), { message: m.language });
  }
  return z
    .object(shape)
    .superRefine((value, ctx) => {
      if (!WPD_SECTIONS.some((section) => value[shownInput(section)] === "on")) {
        ctx.addIssue({ code: "custom", path: ["sections"], message: m.sectionsRequired });
      }
      const [first, second] = LANGUAGE_INPUTS.map((name) => value[name] as string | undefined);
      if (first && second && first === second) {
        ctx.addIssue({ code: "custom", path: ["language_2"], message: m.languageTwice });
      }
    })
    .transform((value): PosterLayoutInput => ({
      sections: orderedSections(
        WPD_SECTIONS.map((section) => ({
          section,
          shown: value[shownInput(section)] === "on",
          position: value[positionInput(section)] as number,
        })),
      ),
      emergency_numbers: value.emergency_numbers as string,
      language_ids: [
        ...new Set(
          LANGUAGE_INPUTS.map((name) => value[name] as string | undefined)
            .filter((id): id is string => Boolean(id))
            .map(Number),
        ),
      ] as PosterLayoutInput["language_ids"],
    }));
};
