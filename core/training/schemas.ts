import { z } from "zod";
import { MAX_ID } from "../ids";
import { cleanLine, cleanMultiline } from "../text";
import type { Translate } from "../translate";
import { isDay, isWellFormedText, TRAINING_LIMITS } from "./rules";

/**
 * The course and completion forms' rules, one schema for the API's JSON body and the page's form: the API
 * builds them with English messages, the form with the user's language (conform turns the posted text into
 * numbers and lists; the API refuses unknown fields, the form ignores its own search fields). Whether the locations, products and person are the caller's to name the API checks.
 */

const id = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(MAX_ID, { error: message });

const idList = (message: string, max: number, tooMany: string) =>
  z
    .array(id(message), { error: message })
    .default([])
    .transform((ids) => [...new Set(ids)])
    .refine((ids) => ids.length <= max, { error: tooMany });

export function courseSchema(t: Translate) {
  const tooLong = (max: number) => t("training.error.tooLong", { max });
  return z.object({
    title: z
      .string({ error: t("training.error.title") })
      .overwrite(cleanLine)
      .min(1, { error: t("training.error.title") })
      .max(TRAINING_LIMITS.title, { error: tooLong(TRAINING_LIMITS.title) })
      .refine(isWellFormedText, { error: t("training.error.text") }),
    description: z
      .string({ error: tooLong(TRAINING_LIMITS.description) })
      .overwrite(cleanMultiline)
      .max(TRAINING_LIMITS.description, { error: tooLong(TRAINING_LIMITS.description) })
      .refine(isWellFormedText, { error: t("training.error.text") })
      .default(""),
    validity_months: z
      .number({ error: t("training.error.validity", { max: TRAINING_LIMITS.validityMonths }) })
      .int({ error: t("training.error.validity", { max: TRAINING_LIMITS.validityMonths }) })
      .min(1, { error: t("training.error.validity", { max: TRAINING_LIMITS.validityMonths }) })
      .max(TRAINING_LIMITS.validityMonths, {
        error: t("training.error.validity", { max: TRAINING_LIMITS.validityMonths }),
      })
      .nullish()
      .transform((value) => value ?? null),
    location_ids: idList(
      t("training.error.location"),
      TRAINING_LIMITS.locations,
      t("training.error.tooMany", { max: TRAINING_LIMITS.locations }),
    ),
    product_ids: idList(
      t("training.error.product"),
      TRAINING_LIMITS.products,
      t("training.error.tooMany", { max: TRAINING_LIMITS.products }),
    ),
  });
}
export type CourseInput = z.output<ReturnType<typeof courseSchema>>;

/** A completion: who and on which day (a real day, not after `today`). */
export function completionSchema(t: Translate, today: string) {
  return z.object({
    user_id: id(t("training.error.person")),
    completed_on: z
      .string({ error: t("training.error.completedOn") })
      .trim()
      .refine(isDay, { error: t("training.error.completedOn") })
      .refine((day) => day <= today, { error: t("training.error.future") }),
  });
}
export type CompletionInput = z.output<ReturnType<typeof completionSchema>>;
