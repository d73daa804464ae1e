import { z } from "@hono/zod-openapi";
import { DOCUMENT_OPERATIONS } from "../../core/smartforms/states";
import { DOCUMENT_TYPE_IDS, FIELD_TYPES } from "../../core/smartforms/kinds";
import { envelope } from "../http/envelope";

/**
 * The wire shapes of smart forms (templates, documents and their life) under /smartforms/v1, declared once.
 * A structure and a document's answers are checked in full by the rules of core/smartforms (template.ts,
 * values.ts); the shapes here document them.
 */

/* ------------------------------------------------------------------ shared */

export const LabelsSchema = z.record(z.string(), z.string()).openapi("SmartformLabels", {
  description: "A text in up to ten languages, keyed by language id (1–10).",
  example: { "4": "Work task", "1": "Arbeidsoppgave" },
});

export const TemplateFieldSchema = z
  .object({
    key: z.string().openapi({ example: "f3" }),
    type: z.enum(FIELD_TYPES),
    label: LabelsSchema,
    help: LabelsSchema,
    required: z.boolean(),
    options: z
      .array(z.object({ bit: z.number().int(), label: LabelsSchema }))
      .openapi({ description: "Choice fields: each option's bit (a power of two) and label." }),
  })
  .openapi("SmartformField");

export const TemplateStructureSchema = z
  .object({
    tabs: z.array(
      z.object({
        key: z.string().openapi({ example: "t1" }),
        label: LabelsSchema,
        fields: z.array(TemplateFieldSchema),
      }),
    ),
  })
  .openapi("SmartformStructure", { description: "Tabs of fields (core/smartforms/template.ts)." });

export type TemplateStructureWire = z.infer<typeof TemplateStructureSchema>;

export const PersonRefSchema = z
  .object({ id: z.number().int(), name: z.string() })
  .openapi("SmartformPerson");
export type PersonRef = z.infer<typeof PersonRefSchema>;

/* ------------------------------------------------------------------ templates */

export const TemplateSchema = z
  .object({
    id: z.number().int(),
    document_type: z
      .number()
      .int()
      .openapi({ description: "1 risk assessment, 2 SPS, 4 exposure, 5 and 6 approvals." }),
    kind: z.number().int().openapi({ description: "1 smart form, 2 the older fixed form (legacy)." }),
    name: z.string(),
    language_id: z.number().int(),
    structure: TemplateStructureSchema,
    is_default: z.boolean(),
    archived: z.boolean(),
    revision: z.number().int(),
    /** Languages every label is written in. */
    languages: z.array(z.number().int()),
    document_count: z.number().int(),
    updated_at: z.string(),
  })
  .openapi("SmartformTemplate");
export type SmartformTemplate = z.infer<typeof TemplateSchema>;

/* ------------------------------------------------------------------ templates: more shapes */

export const TemplateListQuerySchema = z.object({
  type: z.coerce
    .number()
    .int()
    .refine((value) => (DOCUMENT_TYPE_IDS as number[]).includes(value), {
      message: "The type must be one of 1, 2, 4, 5 and 6.",
    })
    .openapi({ param: { name: "type", in: "query" }, example: 1, description: "The document kind." }),
  edit: z
    .enum(["1", "0", "true", "false"])
    .optional()
    .openapi({
      param: { name: "edit", in: "query" },
      description: "true: the builder's list, archived templates too (needs smartforms_admin).",
    }),
});

export const TemplateListResponse = envelope(z.array(TemplateSchema), "SmartformTemplateList");
export const TemplateResponse = envelope(TemplateSchema, "SmartformTemplateResponse");

export const TemplateCreateInputSchema = z
  .object({
    document_type: z.number().int().openapi({ example: 1 }),
    name: z.string().openapi({ example: "Risk assessment of a work task" }),
    language_id: z.number().int().optional().openapi({ description: "Defaults to the caller's language." }),
    copy_of: z
      .number()
      .int()
      .optional()
      .openapi({
        description: "Start from a copy of this template of the company (same kind), else the standard tabs.",
      }),
  })
  .openapi("SmartformTemplateCreate");
export type TemplateCreateInput = z.infer<typeof TemplateCreateInputSchema>;

export const TemplateUpdateInputSchema = z
  .object({
    revision: z.number().int().openapi({ description: "The revision the change was made on." }),
    name: z.string().optional(),
    structure: z.unknown().optional().openapi({ description: "The whole structure (SmartformStructure)." }),
    is_default: z.boolean().optional(),
    archived: z.boolean().optional(),
  })
  .openapi("SmartformTemplateUpdate");
export type TemplateUpdateInput = z.infer<typeof TemplateUpdateInputSchema>;

export const TemplateTranslateInputSchema = z
  .object({
    language_id: z.number().int(),
    texts: z
      .record(z.string(), z.string())
      .openapi({ description: "Text by label slot (t1, f3, f3.help, f3.o4); an empty text removes it." }),
    revision: z.number().int(),
  })
  .openapi("SmartformTemplateTranslate");
export type TemplateTranslateInput = z.infer<typeof TemplateTranslateInputSchema>;

export const StandardTabsSchema = z
  .object({ document_type: z.number().int(), structure: TemplateStructureSchema })
  .openapi("SmartformStandardTabs");
export type StandardTabs = z.infer<typeof StandardTabsSchema>;
export const StandardTabsResponse = envelope(StandardTabsSchema, "SmartformStandardTabsResponse");

/* ------------------------------------------------------------------ documents */

export const DocumentProductSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    supplier: z.string(),
    hazard_statements: z.array(z.string()),
    /** From the current SDS's section 9 as read (free text: "liquid", "powder"), or null. */
    physical_state: z.string().nullable(),
    /** Boiling point in °C when the SDS states one, or null. */
    boiling_point_c: z.number().nullable(),
  })
  .openapi("SmartformDocumentProduct");
export type DocumentProduct = z.infer<typeof DocumentProductSchema>;

export const DocumentSchema = z
  .object({
    id: z.number().int(),
    root_id: z.number().int(),
    version_no: z.number().int(),
    document_type: z.number().int(),
    template_id: z.number().int().nullable(),
    template_name: z.string().nullable(),
    kind: z.number().int(),
    title: z.string(),
    language_id: z.number().int(),
    location: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    status: z.object({ id: z.number().int(), name: z.string() }),
    structure: TemplateStructureSchema,
    values: z
      .record(z.string(), z.unknown())
      .openapi({ description: "Answers by field key (core/smartforms/values.ts)." }),
    is_latest: z.boolean(),
    is_published: z.boolean(),
    review_due: z.string().nullable(),
    revision: z.number().int(),
    created_by: PersonRefSchema.nullable(),
    submitted_by: PersonRefSchema.nullable(),
    approved_by: PersonRefSchema.nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    submitted_at: z.string().nullable(),
    approved_at: z.string().nullable(),
    /** What the caller may do with this version now (core/smartforms/states.ts). */
    operations: z.array(z.enum(DOCUMENT_OPERATIONS)),
    /** The products, locations and people the answers name, so a page shows names without more calls. */
    references: z.object({
      products: z.array(DocumentProductSchema),
      locations: z.array(z.object({ id: z.number().int(), name: z.string() })),
      people: z.array(PersonRefSchema),
    }),
  })
  .openapi("SmartformDocument");
export type SmartformDocument = z.infer<typeof DocumentSchema>;

/* ------------------------------------------------------------------ documents: more shapes */

/* ------------------------------------------------------------------ versions and life */

/* ------------------------------------------------------------------ lists and status */
