import { z } from "zod";
import type { Translate } from "../translate";
import { cleanLine, cleanMultiline } from "../text";
import {
  FORMS,
  RELEASE_LEVELS,
  AMOUNTS,
  FREQUENCIES,
  DURATIONS,
  TASK_MAX,
  JUSTIFICATION_MAX,
  needsJustification,
  type ControlBandingValue,
} from "./choices";

export * from "./choices";

/**
 * The rules of what an assessor records in a control-banding field (the shape and choices: ./choices.ts; the
 * method: ./method.ts).
 */
const approach = (error: string) =>
  z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error });

export function controlBandingValueSchema(t: Translate) {
  const choice = t("smartforms.error.choice");
  const number = t("smartforms.error.number");
  const tooLong = (max: number) => t("smartforms.error.tooLong", { max });
  const temperature = z.number({ error: number }).min(-273, { error: number }).max(2000, { error: number });
  return z
    .object({
      task: z
        .string({ error: choice })
        .overwrite(cleanLine)
        .max(TASK_MAX, { error: tooLong(TASK_MAX) })
        .default(""),
      product_id: z
        .number({ error: choice })
        .int({ error: choice })
        .positive({ error: choice })
        .nullable()
        .default(null),
      form: z.enum(FORMS, { error: choice }).nullable().default(null),
      dustiness: z.enum(RELEASE_LEVELS, { error: choice }).nullable().default(null),
      boiling_point_c: temperature.nullable().default(null),
      process_temperature_c: temperature.nullable().default(null),
      amount: z.enum(AMOUNTS, { error: choice }).nullable().default(null),
      frequency: z.enum(FREQUENCIES, { error: choice }).nullable().default(null),
      duration: z.enum(DURATIONS, { error: choice }).nullable().default(null),
      special_process: z.boolean({ error: choice }).default(false),
      proposed_approach: approach(choice).nullable().default(null),
      chosen_approach: approach(choice).nullable().default(null),
      justification: z
        .string({ error: choice })
        .overwrite(cleanMultiline)
        .max(JUSTIFICATION_MAX, { error: tooLong(JUSTIFICATION_MAX) })
        .default(""),
    })
    .superRefine((value, ctx) => {
      // The method's proposal is the floor: an assessor may choose less only with a written reason.
      if (needsJustification(value)) {
        ctx.addIssue({
          code: "custom",
          path: ["justification"],
          message: t("controlBanding.error.justification"),
        });
      }
    }) satisfies z.ZodType<ControlBandingValue, unknown>;
}

/** Whether the assessor has said anything yet (an untouched field counts as unanswered). */
export function isControlBandingAnswered(value: ControlBandingValue): boolean {
  return Boolean(value.task || value.product_id || value.form || value.amount || value.chosen_approach);
}
