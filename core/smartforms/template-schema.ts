import { z } from "zod";
import { cleanName } from "../text";
import { isLanguageId, type LanguageId } from "../languages";
import {
  CHOICE_FIELD_TYPES,
  FIELD_OPTIONS_MAX,
  FIELD_TYPES,
  HELP_MAX,
  LABEL_MAX,
  TEMPLATE_FIELDS_MAX,
  TEMPLATE_TABS_MAX,
} from "./kinds";
import type { Labels, TemplateStructure } from "./template";

/* ---------------------------------------------------------- checking a structure */

const KEY = /^[tf][1-9][0-9]{0,3}$/;

function labelsSchema(max: number, required: boolean) {
  return z.record(z.string(), z.string()).transform((labels, ctx) => {
    const out: Labels = {};
    for (const [language, text] of Object.entries(labels)) {
      if (!isLanguageId(Number(language))) {
        ctx.addIssue({ code: "custom", message: "Unknown language" });
        continue;
      }
      const clean = cleanName(text);
      if (clean.length > max) ctx.addIssue({ code: "custom", message: `At most ${max} characters` });
      if (clean) out[language as `${LanguageId}`] = clean;
    }
    if (required && Object.keys(out).length === 0)
      ctx.addIssue({ code: "custom", message: "Field is required" });
    return out;
  });
}

/**
 * The whole structure as the API accepts it: known types, unique keys, options only on choice fields (each
 * a distinct power of two), within the limits. Messages are the API's English; forms check their own
 * inputs before they build a structure.
 */
export function templateStructureSchema() {
  const option = z.object({
    bit: z
      .number()
      .int()
      .refine((bit) => bit > 0 && bit <= 2 ** (FIELD_OPTIONS_MAX - 1) && (bit & (bit - 1)) === 0, {
        message: "An option's bit must be a power of two",
      }),
    label: labelsSchema(LABEL_MAX, true),
  });
  const field = z
    .object({
      key: z.string().regex(KEY, "Wrong format"),
      type: z.enum(FIELD_TYPES),
      label: labelsSchema(LABEL_MAX, true),
      help: labelsSchema(HELP_MAX, false).default({}),
      required: z.boolean().default(false),
      options: z.array(option).max(FIELD_OPTIONS_MAX).default([]),
    })
    .superRefine((value, ctx) => {
      const isChoice = CHOICE_FIELD_TYPES.includes(value.type);
      if (!isChoice && value.options.length > 0) {
        ctx.addIssue({ code: "custom", path: ["options"], message: "Only choice fields have options" });
      }
      if (isChoice && value.options.length === 0) {
        ctx.addIssue({
          code: "custom",
          path: ["options"],
          message: "A choice field needs at least one option",
        });
      }
      if (new Set(value.options.map((o) => o.bit)).size !== value.options.length) {
        ctx.addIssue({ code: "custom", path: ["options"], message: "Options must have distinct bits" });
      }
    });
  const tab = z.object({
    key: z.string().regex(KEY, "Wrong format"),
    label: labelsSchema(LABEL_MAX, true),
    fields: z.array(field).default([]),
  });
  return z
    .object({
      tabs: z.array(tab).min(1, "A template needs at least one tab").max(TEMPLATE_TABS_MAX),
      seq: z
        .object({ t: z.number().int().min(0).max(9999), f: z.number().int().min(0).max(9999) })
        .optional(),
    })
    .superRefine((value, ctx) => {
      const fields = value.tabs.flatMap((t) => t.fields);
      if (fields.length > TEMPLATE_FIELDS_MAX) {
        ctx.addIssue({ code: "custom", path: ["tabs"], message: `At most ${TEMPLATE_FIELDS_MAX} fields` });
      }
      const keys = [...value.tabs.map((t) => t.key), ...fields.map((f) => f.key)];
      if (new Set(keys).size !== keys.length) {
        ctx.addIssue({ code: "custom", path: ["tabs"], message: "Keys must be unique" });
      }
      if (value.tabs.some((t) => !t.key.startsWith("t")) || fields.some((f) => !f.key.startsWith("f"))) {
        ctx.addIssue({ code: "custom", path: ["tabs"], message: "Tab keys start with t, field keys with f" });
      }
    }) satisfies z.ZodType<TemplateStructure, unknown>;
}
