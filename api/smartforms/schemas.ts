import { z } from "@hono/zod-openapi";
import { searchText } from "../http/params";
import { DOCUMENT_OPERATIONS } from "../../core/smartforms/states";
import {
  LIST_PAGE_MAX,
  LIST_PAGE_SIZE,
  LIST_QUERY_MAX,
  LIST_ROWS_MAX,
  RA_STATES,
  type RaState,
} from "../../core/risk-assessments/lists";
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
    seq: z
      .object({ t: z.number().int(), f: z.number().int() })
      .optional()
      .openapi({ description: "The highest tab and field key numbers ever given (keys are never reused)." }),
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
    copy_of: z.number().int().optional().openapi({
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

const AnswersSchema = z
  .record(z.string(), z.unknown())
  .openapi({ description: "Answers by field key, checked by the draft rules (core/smartforms/values.ts)." });

export const DocumentCreateSchema = z
  .object({
    document_type: z
      .number()
      .int()
      .openapi({ description: "1 risk assessment, 2 SPS or 4 exposure record.", example: 1 }),
    template_id: z.number().int().nullable().optional().openapi({
      description: "An active smart-form template of that kind; absent: the company's default one.",
    }),
    title: z.string().max(2000),
    location_id: z.number().int().nullable().optional().openapi({
      description: "A location in the caller's top nodes; absent or null: the whole company.",
    }),
    values: AnswersSchema.optional(),
  })
  .openapi("SmartformDocumentCreate");
export type DocumentCreate = z.infer<typeof DocumentCreateSchema>;

export const DocumentSaveSchema = z
  .object({
    revision: z.number().int().openapi({ description: "The revision the caller read; another answers 409." }),
    title: z.string().max(2000).optional(),
    location_id: z.number().int().nullable().optional(),
    values: AnswersSchema.optional().openapi({ description: "Every answer of the version (replaces them)." }),
  })
  .openapi("SmartformDocumentSave");
export type DocumentSave = z.infer<typeof DocumentSaveSchema>;

export const FieldDataSchema = z
  .object({
    data: z.object({
      connections: z
        .array(
          z.object({
            field_key: z.string().max(20),
            product_id: z.number().int().nullable().optional(),
            location_id: z.number().int().nullable().optional(),
          }),
        )
        .max(500),
    }),
  })
  .openapi("SmartformFieldData");

export const NamedSchema = z.object({ id: z.number().int(), name: z.string() }).openapi("SmartformNamed");

export const DocumentChoicesSchema = z
  .object({
    products: z.array(NamedSchema),
    locations: z.array(NamedSchema),
    people: z.array(NamedSchema),
    risk_labels: z.object({
      probability: z
        .array(z.string())
        .openapi({ description: "Five labels; an empty one: the standard label." }),
      consequence: z.array(z.string()),
    }),
  })
  .openapi("SmartformDocumentChoices");
export type DocumentChoices = z.infer<typeof DocumentChoicesSchema>;

/** An item a reference field's searched picker shows. */
export const DocumentPickItemSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    detail: z.string().nullable().openapi({
      description: "What tells it apart: a product's article number, a location's path; else null.",
    }),
  })
  .openapi("SmartformPickItem");
export type DocumentPickItem = z.infer<typeof DocumentPickItemSchema>;

export const DocumentCandidatesSchema = z
  .object({
    matches: z.array(DocumentPickItemSchema).openapi({ description: "The best matches of q, at most 20." }),
    chosen: z.array(DocumentPickItemSchema).openapi({
      description: "The items of ids the caller may see (others are left out).",
    }),
  })
  .openapi("SmartformDocumentCandidates");
export type DocumentCandidates = z.infer<typeof DocumentCandidatesSchema>;

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

const listQueryParam = (name: string, description: string) => ({
  param: { name, in: "query" as const, description },
});

const pageField = z.coerce
  .number({ error: `page must be a whole number from 1 to ${LIST_PAGE_MAX}.` })
  .int({ error: `page must be a whole number from 1 to ${LIST_PAGE_MAX}.` })
  .min(1, { error: `page must be a whole number from 1 to ${LIST_PAGE_MAX}.` })
  .max(LIST_PAGE_MAX, { error: `page must be a whole number from 1 to ${LIST_PAGE_MAX}.` })
  .optional()
  .openapi({
    ...listQueryParam("page", `The page, ${LIST_PAGE_SIZE} rows each (1 by default).`),
    example: 1,
  });

const locationIdField = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, { error: "location_id must be a location id." })
  .optional()
  .openapi({ ...listQueryParam("location_id", "That location and every location below it."), example: "12" });

/** GET /smartforms/v1/documents: the kind (required), the filters (combined with AND) and the page. */
export const DocumentListQuerySchema = z.object({
  type: z
    .enum(["1", "2"], { error: "type must be 1 (risk assessments) or 2 (SPS)." })
    .openapi({ ...listQueryParam("type", "1 risk assessments, 2 SPS."), example: "1" }),
  location_id: locationIdField,
  status: z
    .enum(["1", "2", "3"], { error: "status must be 1, 2 or 3." })
    .optional()
    .openapi(
      listQueryParam(
        "status",
        "The newest version's status: 1 in progress, 2 waiting for approval, 3 approved.",
      ),
    ),
  template_id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, { error: "template_id must be a template id." })
    .optional()
    .openapi(listQueryParam("template_id", "Documents made on this template.")),
  q: searchText("q", LIST_QUERY_MAX)
    .optional()
    .openapi(listQueryParam("q", "Words in the title (a substring, any case).")),
  review: z
    .enum(["due"], { error: "review must be due." })
    .optional()
    .openapi(listQueryParam("review", "due: the version in force is past its review date.")),
  page: pageField,
});

const ListMetaSchema = z
  .object({
    total: z
      .number()
      .int()
      .openapi({ description: `Matching rows, counted up to ${LIST_ROWS_MAX}.` }),
    page: z.number().int(),
    limit: z.number().int(),
  })
  .openapi("SmartformListMeta");

export const DocumentListItemSchema = z
  .object({
    id: z.number().int().openapi({ description: "The newest version's id." }),
    root_id: z.number().int(),
    version_no: z.number().int(),
    title: z.string(),
    template: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    kind: z.number().int(),
    location: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    status: z.object({ id: z.number().int(), name: z.string() }),
    is_published: z.boolean().openapi({
      description:
        "An approved version is in force (the newest version itself, or an earlier one while a newer is filled in).",
    }),
    published_version: z
      .object({ id: z.number().int(), version_no: z.number().int() })
      .nullable()
      .openapi({ description: "The version in force, or null." }),
    review_due: z
      .string()
      .nullable()
      .openapi({ description: "The version in force's review date (YYYY-MM-DD)." }),
    review_overdue: z.boolean(),
    updated_at: z.string(),
    author: PersonRefSchema.nullable(),
  })
  .openapi("SmartformDocumentListItem");
export type DocumentListItem = z.infer<typeof DocumentListItemSchema>;

export const DocumentListResponse = z
  .object({ data: z.array(DocumentListItemSchema), meta: ListMetaSchema })
  .openapi("SmartformDocumentList");
export type DocumentList = z.infer<typeof DocumentListResponse>;

export const RiskStatusQuerySchema = z.object({
  location_id: locationIdField,
  state: z
    .enum(RA_STATES, { error: `state must be one of ${RA_STATES.join(", ")}.` })
    .optional()
    .openapi(listQueryParam("state", "Only the products in this state.")),
  page: pageField,
});

export const RiskStatusItemSchema = z
  .object({
    product: z.object({ id: z.number().int(), name: z.string() }),
    location: z.object({ id: z.number().int(), name: z.string() }),
    state: z.enum(RA_STATES),
    assessment: z
      .object({
        id: z.number().int(),
        title: z.string(),
        status: z.number().int(),
        review_due: z.string().nullable(),
        approved_at: z.string().nullable(),
      })
      .nullable()
      .openapi({
        description: "The approved assessment in force that covers it, else the one in progress, else null.",
      }),
  })
  .openapi("RiskAssessmentStatusItem");
export type RiskStatusItem = z.infer<typeof RiskStatusItemSchema>;

export const RiskStatusResponse = z
  .object({
    data: z.array(RiskStatusItemSchema),
    counts: z.object(
      Object.fromEntries(RA_STATES.map((s) => [s, z.number().int()])) as Record<RaState, z.ZodNumber>,
    ),
    meta: ListMetaSchema,
  })
  .openapi("RiskAssessmentStatus");
export type RiskStatusPage = z.infer<typeof RiskStatusResponse>;
