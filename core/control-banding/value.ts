import { z } from "zod";
import type { Translate } from "../translate";
import { cleanLine, cleanMultiline } from "../text";

/**
 * What an assessor records in a control-banding field: the task, the product, its form and how much and how
 * long it is used, the approach ChemSafe proposed and the one the assessor chose (with why, when lower).
 */
export const AMOUNTS = ["small", "medium", "large"] as const;
export const FORMS = ["solid", "liquid"] as const;
export const RELEASE_LEVELS = ["low", "medium", "high"] as const;
export const FREQUENCIES = ["rarely", "weekly", "daily", "shift"] as const;
export const DURATIONS = ["short", "medium", "long"] as const;
export const APPROACHES = [1, 2, 3, 4] as const;
export const TASK_MAX = 300;
export const JUSTIFICATION_MAX = 2_000;

export interface ControlBandingValue {
  task: string;
  product_id: number | null;
  form: (typeof FORMS)[number] | null;
  /** Solids: how dusty. Liquids: ChemSafe derives volatility from the boiling point and process temperature. */
  dustiness: (typeof RELEASE_LEVELS)[number] | null;
  boiling_point_c: number | null;
  process_temperature_c: number | null;
  amount: (typeof AMOUNTS)[number] | null;
  frequency: (typeof FREQUENCIES)[number] | null;
  duration: (typeof DURATIONS)[number] | null;
  chosen_approach: (typeof APPROACHES)[number] | null;
  justification: string;
}

export function controlBandingValueSchema(t: Translate) {
  const choice = t("smartforms.error.choice");
  const number = t("smartforms.error.number");
  const tooLong = (max: number) => t("smartforms.error.tooLong", { max });
  const temperature = z.number({ error: number }).min(-273, { error: number }).max(2000, { error: number });
  return z.object({
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
    chosen_approach: z
      .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: choice })
      .nullable()
      .default(null),
    justification: z
      .string({ error: choice })
      .overwrite(cleanMultiline)
      .max(JUSTIFICATION_MAX, { error: tooLong(JUSTIFICATION_MAX) })
      .default(""),
  }) satisfies z.ZodType<ControlBandingValue, unknown>;
}

/** Whether the assessor has said anything yet (an untouched field counts as unanswered). */
export function isControlBandingAnswered(value: ControlBandingValue): boolean {
  return Boolean(value.task || value.product_id || value.form || value.amount);
}
