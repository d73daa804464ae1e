import { z } from "zod";
import {
  FIELD_OPTIONS_MAX,
  FIELD_TYPES,
  HELP_MAX,
  LABEL_MAX,
  TEMPLATE_NAME_MAX,
  CHOICE_FIELD_TYPES,
} from "../../../core/smartforms/kinds";
import type { Translate } from "../../../core/translate";

/**
 * The template builder's forms (conform + zod): each button of /smartforms/{type} and
 * /smartforms/{type}/template/{id} posts one of these, checked in the action before anything is built or
 * saved. Messages in the user's language. Server-only: the pages render from template-inputs.ts.
 */

const text = (t: Translate, max: number, required: boolean) => {
  const base = z
    .string()
    .trim()
    .max(max, { message: t("smartforms.error.tooLong", { max }) });
  return required
    ? z
        .string({ error: t("smartforms.error.required") })
        .pipe(base.min(1, { message: t("smartforms.error.required") }))
    : // Conform reads an empty input as absent: it is an empty text.
      base.optional().transform((value) => value ?? "");
};

/** Options typed one per line (empty lines skipped). */
export function optionLines(value: string | undefined): string[] {
  return (value ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

const optionsText = (t: Translate) =>
  z
    .string()
    .optional()
    .transform((value) => value ?? "")
    .superRefine((value, ctx) => {
      const lines = optionLines(value);
      if (lines.length > FIELD_OPTIONS_MAX) {
        ctx.addIssue({ code: "custom", message: t("smartforms.error.tooMany", { max: FIELD_OPTIONS_MAX }) });
      }
      if (lines.some((line) => line.length > LABEL_MAX)) {
        ctx.addIssue({ code: "custom", message: t("smartforms.error.tooLong", { max: LABEL_MAX }) });
      }
    });

const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on" || value === "true");

export const templateNameSchema = (t: Translate) => z.object({ name: text(t, TEMPLATE_NAME_MAX, true) });

/** Creating: a name, and what to start from ("standard" or a template id to copy). */
export const createTemplateSchema = (t: Translate) =>
  z.object({
    name: text(t, TEMPLATE_NAME_MAX, true),
    start: z
      .string({ error: t("smartforms.error.required") })
      .regex(/^(standard|[1-9][0-9]{0,9})$/, { message: t("smartforms.error.choice") }),
  });

export const tabLabelSchema = (t: Translate) => z.object({ label: text(t, LABEL_MAX, true) });

export const addFieldSchema = (t: Translate) =>
  z
    .object({
      type: z.enum(FIELD_TYPES, { error: t("smartforms.error.choice") }),
      label: text(t, LABEL_MAX, true),
      required: checkbox,
      options: optionsText(t),
    })
    .superRefine((value, ctx) => {
      if (CHOICE_FIELD_TYPES.includes(value.type) && optionLines(value.options).length === 0) {
        ctx.addIssue({ code: "custom", path: ["options"], message: t("smartformTemplates.error.noOptions") });
      }
    });

/** Editing a field: texts in the template's language; `option.b<bit>` each kept option (empty removes it). */
export const updateFieldSchema = (t: Translate) =>
  z.object({
    label: text(t, LABEL_MAX, true),
    help: text(t, HELP_MAX, false),
    required: checkbox,
    option: z
      .record(
        z.string().regex(/^b[0-9]{1,10}$/),
        z
          .string()
          .trim()
          .max(LABEL_MAX, { message: t("smartforms.error.tooLong", { max: LABEL_MAX }) }),
      )
      .optional()
      .default({}),
    options: optionsText(t),
  });

/** Translating: the chosen language and `text.<slot>` per label (dots of the slot written as "_"). */
export const translateSchema = (t: Translate) =>
  z.object({
    language: z.coerce.number().int().min(1).max(10),
    text: z
      .record(
        z.string(),
        z
          .string()
          .trim()
          .max(HELP_MAX, { message: t("smartforms.error.tooLong", { max: HELP_MAX }) }),
      )
      .optional()
      .default({}),
  });
