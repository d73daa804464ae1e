import { z } from "@hono/zod-openapi";
import { DOCUMENT_OPERATIONS } from "../../core/smartforms/states";
import { FIELD_TYPES } from "../../core/smartforms/kinds";

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

/** One version of a document in its list of versions. */
export const DocumentVersionSchema = z
  .object({
    id: z.number().int(),
    version_no: z.number().int(),
    kind: z.number().int().openapi({ description: "1 smart form, 2 the older fixed form (legacy)." }),
    status: z.object({ id: z.number().int(), name: z.string() }),
    is_latest: z.boolean(),
    /** The newest approved version: the one in force. */
    is_published: z.boolean(),
    language_id: z.number().int(),
    template_name: z.string().nullable(),
    created_by: PersonRefSchema.nullable(),
    submitted_by: PersonRefSchema.nullable(),
    approved_by: PersonRefSchema.nullable(),
    created_at: z.string(),
    submitted_at: z.string().nullable(),
    approved_at: z.string().nullable(),
    superseded_at: z.string().nullable(),
  })
  .openapi("SmartformDocumentVersion");
export type DocumentVersion = z.infer<typeof DocumentVersionSchema>;

/** A submission, approval or send-back of a version, with the decider's comment. */
export const DocumentDecisionSchema = z
  .object({
    id: z.number().int(),
    document_id: z.number().int(),
    version_no: z.number().int(),
    decision: z.enum(["submitted", "approved", "sent_back"]),
    comment: z.string(),
    user: PersonRefSchema.nullable(),
    created_at: z.string(),
  })
  .openapi("SmartformDocumentDecision");
export type DocumentDecisionRow = z.infer<typeof DocumentDecisionSchema>;

export const DocumentVersionsSchema = z
  .object({
    root_id: z.number().int(),
    title: z.string(),
    document_type: z.number().int(),
    /** Newest first. */
    versions: z.array(DocumentVersionSchema),
    /** Newest first, at most 200. */
    decisions: z.array(DocumentDecisionSchema),
  })
  .openapi("SmartformDocumentVersions");
export type DocumentVersions = z.infer<typeof DocumentVersionsSchema>;

export const NewVersionBodySchema = z
  .object({
    template: z.number().int().nullable().optional().openapi({
      description: "A template of the document's kind to fill the new version in on; absent: the same form.",
    }),
    migrateMeasures: z.boolean().optional().openapi({
      description:
        "Legacy documents: move the older form's measures into the template's first measures field.",
    }),
  })
  .openapi("SmartformNewVersionBody");
export type NewVersionBody = z.infer<typeof NewVersionBodySchema>;

export const SendBackBodySchema = z
  .object({ comment: z.string().openapi({ description: "Required: what the author should change." }) })
  .openapi("SmartformSendBackBody");

export const TranslateBodySchema = z
  .object({ language_id: z.number().int().openapi({ example: 1 }) })
  .openapi("SmartformTranslateBody");

export const TranslateCheckSchema = z
  .object({
    /** Languages the document's form has every label in. */
    languages: z.array(z.number().int()),
    language_id: z.number().int().openapi({ description: "The document's own language." }),
    caller_language_id: z.number().int(),
    caller_language_available: z.boolean(),
  })
  .openapi("SmartformTranslateCheck");
export type TranslateCheck = z.infer<typeof TranslateCheckSchema>;

export const LegacyMeasureSchema = z
  .object({
    id: z.number().int(),
    document_id: z.number().int(),
    position: z.number().int(),
    text: z.string(),
    responsible: z.string(),
    due: z.string().nullable(),
    done: z.boolean(),
  })
  .openapi("SmartformLegacyMeasure");
export type LegacyMeasure = z.infer<typeof LegacyMeasureSchema>;

export const RnuStatusSchema = z
  .object({
    document_id: z.number().int(),
    /** The caller may confirm (or withdraw) read and understood on this version now. */
    allowed: z.boolean(),
    /** Why not: rnu_off, guest, not_published; null when allowed. */
    reason: z.string().nullable(),
    acknowledged_at: z.string().nullable(),
  })
  .openapi("SmartformRnuStatus");
export type RnuStatus = z.infer<typeof RnuStatusSchema>;

/** What moving a legacy document to a smart form offers: the templates to choose and the measures to move. */
export const LegacyMoveSchema = z
  .object({
    document_id: z.number().int(),
    /** Active risk assessment smart-form templates of the company, by name (at most 200). */
    templates: z.array(z.object({ id: z.number().int(), name: z.string(), language_id: z.number().int() })),
    /** The document's legacy measures in their order (at most 500). */
    measures: z.array(LegacyMeasureSchema),
  })
  .openapi("SmartformLegacyMove");
export type LegacyMove = z.infer<typeof LegacyMoveSchema>;

export const DeletedDocumentSchema = z
  .object({
    id: z.number().int(),
    /** The version now in force or newest, when the document still exists; null when it is gone. */
    latest_id: z.number().int().nullable(),
  })
  .openapi("SmartformDeleted");
export type DeletedDocument = z.infer<typeof DeletedDocumentSchema>;

/* ------------------------------------------------------------------ lists and status */
