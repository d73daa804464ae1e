import { z } from "zod";
import type { Translate } from "../translate";
import { cleanLine, cleanMultiline } from "../text";
import { controlBandingValueSchema, isControlBandingAnswered } from "../control-banding/value";
import {
  LONG_TEXT_VALUE_MAX,
  MEASURES_MAX,
  MEASURE_TEXT_MAX,
  NUMBER_VALUE_MAX,
  REFERENCES_MAX,
  RISK_MATRIX_LEVELS,
  TEXT_VALUE_MAX,
  type FieldType,
} from "./kinds";
import { allFields, type TemplateField, type TemplateStructure } from "./template";
import { isValidDate, PPE_CHOICES, type DocumentValues, type FieldValue } from "./answers";

/** Messages of the answers' rules, in the caller's language. */
export const valueMessages = (t: Translate) => ({
  required: t("smartforms.error.required"),
  tooLong: (max: number) => t("smartforms.error.tooLong", { max }),
  number: t("smartforms.error.number"),
  date: t("smartforms.error.date"),
  choice: t("smartforms.error.choice"),
  tooMany: (max: number) => t("smartforms.error.tooMany", { max }),
});

function valueSchema(field: TemplateField, t: Translate): z.ZodType<FieldValue | undefined, unknown> {
  const msg = valueMessages(t);
  const allBits = field.options.reduce((sum, option) => sum | option.bit, 0);
  const ids = z
    .array(z.number({ error: msg.choice }).int({ error: msg.choice }).positive({ error: msg.choice }), {
      error: msg.choice,
    })
    .max(REFERENCES_MAX, { error: msg.tooMany(REFERENCES_MAX) })
    .transform((values) => [...new Set(values)])
    .transform((values) => (values.length > 0 ? values : undefined));
  const text = (max: number, clean: (value: string) => string) =>
    z
      .string({ error: msg.choice })
      .overwrite(clean)
      .max(max, { error: msg.tooLong(max) })
      .transform((value) => value || undefined);
  const bits = (mask: number) =>
    z
      .number({ error: msg.choice })
      .int({ error: msg.choice })
      .refine((value) => value >= 0 && (value & ~mask) === 0, { error: msg.choice })
      .transform((value) => value || undefined);
  const date = z
    .string({ error: msg.date })
    .refine((value) => value === "" || isValidDate(value), { error: msg.date })
    .transform((value) => value || undefined);
  const level = z
    .number({ error: msg.choice })
    .int({ error: msg.choice })
    .min(1, { error: msg.choice })
    .max(RISK_MATRIX_LEVELS, { error: msg.choice });
  const schemas: Record<FieldType, z.ZodType<FieldValue | undefined, unknown>> = {
    text: text(TEXT_VALUE_MAX, cleanLine),
    long_text: text(LONG_TEXT_VALUE_MAX, cleanMultiline),
    number: z
      .number({ error: msg.number })
      .refine((value) => Number.isFinite(value) && Math.abs(value) <= NUMBER_VALUE_MAX, {
        error: msg.number,
      }),
    date,
    single_choice: z
      .number({ error: msg.choice })
      .refine((value) => field.options.some((option) => option.bit === value), { error: msg.choice }),
    multiple_choice: bits(allBits),
    yes_no: z.boolean({ error: msg.choice }),
    product: ids,
    location: ids,
    person: ids,
    ppe: bits(2 ** PPE_CHOICES.length - 1),
    risk_matrix: z.object({ likelihood: level, severity: level }, { error: msg.choice }),
    measures: z
      .array(
        z.object({
          text: z
            .string({ error: msg.choice })
            .overwrite(cleanMultiline)
            .max(MEASURE_TEXT_MAX, { error: msg.tooLong(MEASURE_TEXT_MAX) }),
          responsible: z
            .string({ error: msg.choice })
            .overwrite(cleanLine)
            .max(TEXT_VALUE_MAX, { error: msg.tooLong(TEXT_VALUE_MAX) })
            .default(""),
          due: z
            .string({ error: msg.date })
            .refine((value) => value === "" || isValidDate(value), { error: msg.date })
            .transform((value) => value || null)
            .nullable()
            .default(null),
          done: z.boolean({ error: msg.choice }).default(false),
        }),
        { error: msg.choice },
      )
      .max(MEASURES_MAX, { error: msg.tooMany(MEASURES_MAX) })
      // A row without text is an empty row of the form, not a measure.
      .transform((rows) => rows.filter((row) => row.text))
      .transform((rows) => (rows.length > 0 ? rows : undefined)),
    control_banding: controlBandingValueSchema(t).transform((value) =>
      isControlBandingAnswered(value) ? value : undefined,
    ),
  };
  return schemas[field.type];
}

/**
 * The answers of a document on a structure. A draft may leave anything out; a document submitted for
 * approval or publishing must answer every required field. Keys the structure lacks are dropped.
 */
export function documentValuesSchema(structure: TemplateStructure, t: Translate, mode: "draft" | "submit") {
  const fields = allFields(structure);
  const shape: Record<string, z.ZodType<FieldValue | undefined, unknown>> = {};
  for (const field of fields) shape[field.key] = valueSchema(field, t).optional();
  const required = valueMessages(t).required;
  return z
    .object(shape)
    .transform((values) => {
      const out: DocumentValues = {};
      for (const [key, value] of Object.entries(values))
        if (value !== undefined) out[key] = value as FieldValue;
      return out;
    })
    .superRefine((values, ctx) => {
      if (mode !== "submit") return;
      for (const field of fields) {
        if (field.required && values[field.key] === undefined) {
          ctx.addIssue({ code: "custom", path: [field.key], message: required });
        }
      }
    });
}
