import { z } from "zod";
import { MAX_ID } from "../ids";
import { cleanLine, cleanMultiline } from "../text";
import type { Translate } from "../translate";
import { isValidDate, PPE_CHOICES } from "../smartforms/answers";
import { parseDuration } from "./duration";
import { EXPOSURE_LIMITS, EXPOSURE_ROUTES, FREQUENCIES } from "./kinds";

/**
 * The plan form's rules (planned work with a registrable product), one schema for the API's JSON body and
 * the page's form: the API builds it with English messages, the form with the user's language (conform turns
 * the posted text into numbers and lists). What the rules can't know (the location, product, sheet, people
 * and risk assessment being the caller's to name) the API checks against the database.
 */

const id = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(MAX_ID, { error: message });

const optionalId = (message: string) =>
  id(message)
    .nullish()
    .transform((value) => value ?? null);

const date = (message: string) => z.string({ error: message }).trim().refine(isValidDate, { error: message });

/** A list of choices, each once, in the order of `all` (so the stored bits and the page agree). */
const choiceList = <T extends string>(all: readonly T[], message: string) =>
  z
    .array(z.enum(all as [T, ...T[]], { error: message }), { error: message })
    .max(all.length, { error: message })
    .default([])
    .transform((values) => all.filter((value) => values.includes(value)));

function planShape(t: Translate) {
  const tooLong = (max: number) => t("exposurePlans.error.tooLong", { max });
  const choice = t("exposurePlans.error.choice");
  return {
    title: z
      .string({ error: t("exposurePlans.error.title") })
      .overwrite(cleanLine)
      .min(1, { error: t("exposurePlans.error.title") })
      .max(EXPOSURE_LIMITS.title, { error: tooLong(EXPOSURE_LIMITS.title) }),
    work_description: z
      .string({ error: tooLong(EXPOSURE_LIMITS.text) })
      .overwrite(cleanMultiline)
      .max(EXPOSURE_LIMITS.text, { error: tooLong(EXPOSURE_LIMITS.text) })
      .default(""),
    location_id: id(t("exposurePlans.error.location")),
    product_id: id(t("exposurePlans.error.product")),
    sds_id: optionalId(t("exposurePlans.error.sheet")),
    people: z
      .array(id(t("exposurePlans.error.person")), { error: t("exposurePlans.error.people") })
      .default([])
      .transform((ids) => [...new Set(ids)])
      .refine((ids) => ids.length > 0, { error: t("exposurePlans.error.people") })
      .refine((ids) => ids.length <= EXPOSURE_LIMITS.peoplePerPlan, {
        error: t("exposurePlans.error.tooManyPeople", { max: EXPOSURE_LIMITS.peoplePerPlan }),
      }),
    starts_on: date(t("exposurePlans.error.startsOn")),
    ends_on: date(t("exposurePlans.error.endsOn"))
      .nullish()
      .transform((value) => value ?? null),
    expected_duration: z
      .string({ error: t("exposure.error.duration") })
      .trim()
      .refine((text) => parseDuration(text) !== null, { error: t("exposure.error.duration"), abort: true })
      .transform((text) => parseDuration(text)!)
      .refine((minutes) => minutes >= 1 && minutes <= EXPOSURE_LIMITS.maxMinutes, {
        error: t("exposure.error.durationRange"),
      }),
    frequency: z.enum(FREQUENCIES, { error: t("exposurePlans.error.frequency") }),
    routes: choiceList(EXPOSURE_ROUTES, choice),
    ppe: choiceList(PPE_CHOICES, choice),
    measures: z
      .string({ error: tooLong(EXPOSURE_LIMITS.text) })
      .overwrite(cleanMultiline)
      .max(EXPOSURE_LIMITS.text, { error: tooLong(EXPOSURE_LIMITS.text) })
      .default(""),
    source_document_id: optionalId(t("exposurePlans.error.source")),
  };
}

/** The period's end is not before its start (dates in YYYY-MM-DD compare as text). */
const periodCheck =
  (t: Translate) => (plan: { starts_on: string; ends_on: string | null }, context: z.RefinementCtx) => {
    if (plan.ends_on !== null && plan.ends_on < plan.starts_on) {
      context.addIssue({ code: "custom", path: ["ends_on"], message: t("exposurePlans.error.endsBefore") });
    }
  };

/** Plan fields: what a new plan is made of. */
export function planInputSchema(t: Translate) {
  return z.object(planShape(t)).superRefine(periodCheck(t));
}

/** A change: the same fields and the revision read (a plan changed since answers 409). */
export function planUpdateSchema(t: Translate) {
  const message = t("exposurePlans.error.revision");
  return z
    .object({
      ...planShape(t),
      revision: z.number({ error: message }).int({ error: message }).min(1, { error: message }),
    })
    .superRefine(periodCheck(t));
}

export type PlanInput = z.output<ReturnType<typeof planInputSchema>>;
/** The body as sent: expected_duration still "hh:mm". */
export type PlanInputBody = z.input<ReturnType<typeof planInputSchema>>;
