import { z } from "zod";
import { isCasNumber } from "../cas";
import { ecKey } from "../legislation/keys";
import { cleanMultiline, cleanName } from "../text";
import type { Translate } from "../translate";
import {
  CUSTOM_ENTRY_NAME_MAX,
  CUSTOM_ENTRY_REASON_MAX,
  CUSTOM_LIST_KINDS,
  CUSTOM_LIST_NAME_MAX,
} from "./lists";

/**
 * What a custom list and an entry must be (strict: the API answers 422 with these messages in English; a
 * form would show them in the user's language through the same schema).
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isIsoDate = (value: string) =>
  ISO_DATE.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const m = (t: Translate) => ({
  required: t("customLists.error.required"),
  tooLong: (max: number) => t("customLists.error.tooLong", { max }),
  choice: t("customLists.error.invalidChoice"),
  date: t("customLists.error.date"),
});

/** An optional text field: blank is left out. */
const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/**
 * The pages' forms carry which of a page's forms was sent (intent) beside the fields; the API's bodies do
 * not, and the schemas stay strict for both.
 */
const FORM_INTENT = { intent: z.string().optional() };

/** A list: its name, its kind, and for a phase-out list the day its substances must be gone. */
export function customListInputSchema(t: Translate) {
  const msg = m(t);
  return z
    .object({
      ...FORM_INTENT,
      name: z
        .string({ error: msg.required })
        .overwrite(cleanName)
        .min(1, { error: msg.required })
        .max(CUSTOM_LIST_NAME_MAX, { error: msg.tooLong(CUSTOM_LIST_NAME_MAX) }),
      kind: z.enum(CUSTOM_LIST_KINDS, { error: msg.choice }),
      phase_out_date: z.preprocess(
        blankToUndefined,
        z.string({ error: msg.date }).refine(isIsoDate, { error: msg.date }).optional(),
      ),
    })
    .strict()
    .superRefine((value, ctx) => {
      if (value.kind === "phase-out" && !value.phase_out_date) {
        ctx.addIssue({
          code: "custom",
          path: ["phase_out_date"],
          message: t("customLists.error.phaseOutDate"),
        });
      }
    })
    .transform(({ intent: _intent, ...value }) => ({
      ...value,
      phase_out_date: value.kind === "phase-out" ? (value.phase_out_date ?? null) : null,
    }));
}

/** An entry: the substance's name and, where known, its CAS and EC numbers; why it is listed; since when. */
export function customEntryInputSchema(t: Translate) {
  const msg = m(t);
  return z
    .object({
      ...FORM_INTENT,
      name: z
        .string({ error: msg.required })
        .overwrite(cleanName)
        .min(1, { error: msg.required })
        .max(CUSTOM_ENTRY_NAME_MAX, { error: msg.tooLong(CUSTOM_ENTRY_NAME_MAX) }),
      cas: z.preprocess(
        (value) => (typeof value === "string" ? blankToUndefined(value.replace(/\s+/g, "")) : value),
        z
          .string({ error: t("customLists.error.cas") })
          .refine(isCasNumber, { error: t("customLists.error.cas") })
          .optional(),
      ),
      ec: z.preprocess(
        (value) => (typeof value === "string" ? blankToUndefined(value.replace(/\s+/g, "")) : value),
        z
          .string({ error: t("customLists.error.ec") })
          .refine((value) => ecKey(value) !== null, { error: t("customLists.error.ec") })
          .optional(),
      ),
      reason: z
        .string({ error: msg.required })
        .overwrite(cleanMultiline)
        .max(CUSTOM_ENTRY_REASON_MAX, { error: msg.tooLong(CUSTOM_ENTRY_REASON_MAX) })
        .default(""),
      date: z.preprocess(
        blankToUndefined,
        z.string({ error: msg.date }).refine(isIsoDate, { error: msg.date }).optional(),
      ),
    })
    .strict()
    .transform(({ intent: _intent, ...value }) => value);
}

export type CustomListInput = z.output<ReturnType<typeof customListInputSchema>>;
export type CustomEntryInput = z.output<ReturnType<typeof customEntryInputSchema>>;
