import { z } from "@hono/zod-openapi";
import { EXPOSURE_ROUTES, FREQUENCIES } from "../../core/exposure/kinds";

/**
 * The wire shapes of the exposure register under /exposure/v1, declared once. Shared shapes first; then one
 * section per part (plans, records, the register and lists, a person's history): each part adds its shapes
 * only inside its own section.
 */

/* ------------------------------------------------------------------ shared */

export const ExposurePersonSchema = z
  .object({ id: z.number().int(), name: z.string() })
  .openapi("ExposurePerson", { description: "A person of the company (a pseudonym after erasure)." });
export type ExposurePerson = z.infer<typeof ExposurePersonSchema>;

export const RegistrableReasonSchema = z
  .discriminatedUnion("kind", [
    z.object({ kind: z.literal("statement"), code: z.string().openapi({ example: "H350i" }) }),
    z.object({
      kind: z.literal("annexVi"),
      cas: z.string(),
      name: z.string(),
      categories: z.string().openapi({ example: "Carc. 1A; Muta. 1B" }),
      indexNo: z.string(),
      atp: z.string(),
      celex: z.string(),
      applies: z.string().openapi({ description: "YYYY-MM-DD: the classification applies from this day." }),
    }),
  ])
  .openapi("ExposureRegistrableReason", {
    description:
      "Why a product belongs in the register: a CMR 1A/1B statement on its sheet, or a substance of its " +
      "sheet with a harmonised CMR 1A/1B classification in CLP Annex VI.",
  });
export type RegistrableReasonWire = z.infer<typeof RegistrableReasonSchema>;

export const ExposureSnapshotSchema = z
  .object({
    product: z.object({ name: z.string(), supplier: z.string() }),
    sds: z
      .object({
        key: z.string(),
        version: z.string(),
        dateIssue: z.string(),
        languageId: z.number().int(),
        hazardStatements: z.array(z.string()),
        casNumbers: z.array(z.string()),
      })
      .nullable(),
    location: z.object({ path: z.string() }).nullable(),
  })
  .openapi("ExposureSnapshot", {
    description: "The product, sheet and location as they were when the plan or record was written.",
  });

export const ExposureRoutesSchema = z
  .array(z.enum(EXPOSURE_ROUTES))
  .openapi({ description: "Routes of exposure (stored as bit flags in this order)." });
export const FrequencySchema = z.enum(FREQUENCIES);

export const ExposureAccessSchema = z
  .object({
    is_admin: z.boolean().openapi({ description: "exposure_admin: keeps the register." }),
    is_reader: z.boolean().openapi({ description: "exposure_reader: reads everyone's records." }),
    in_register: z.boolean().openapi({ description: "The caller is a person the register applies to." }),
    retention_years: z.number().int(),
  })
  .openapi("ExposureAccess");
export type ExposureAccessWire = z.infer<typeof ExposureAccessSchema>;

/* ------------------------------------------------------------------ plans: more shapes */

/* ------------------------------------------------------------------ records: more shapes */

// Imports are hoisted: this one sits in the records section so the parts' additions never touch the same lines.
import { PPE_CHOICES } from "../../core/smartforms/answers";

const PpeSchema = z
  .array(z.enum(PPE_CHOICES))
  .openapi({ description: "PPE worn (stored as bit flags in this order)." });

export const ExposureMeasurementSchema = z
  .object({
    agent: z.string().openapi({ description: "What was measured: the substance or its marker." }),
    value: z.number().min(0),
    unit: z.string().openapi({ example: "mg/m³" }),
    method: z.string(),
  })
  .openapi("ExposureMeasurement");

const UID = z.string().min(1).max(100);
const ID = z.number().int().min(1).max(2147483647);

export const ExposureRecordCreateSchema = z
  .object({
    person_id: ID.optional().openapi({
      description: "Whom the record names; a person in the register recording for themself may leave it out.",
    }),
    plan_uid: UID.optional().openapi({
      description:
        "The plan the occasion belongs to: fills location, product, sheet, routes, PPE and duration when they are left out. A closed plan is refused (409 plan_closed).",
    }),
    location_id: ID.optional(),
    product_id: ID.optional(),
    sds_id: ID.nullable().optional().openapi({
      description: "One of the product's sheets, any version; left out: the product's current sheet.",
    }),
    started_at: z.string().openapi({
      description:
        "When the exposure began: ISO 8601 with its offset (a time without one is UTC); at most a few minutes ahead of now.",
      example: "2026-03-04T07:30:00Z",
    }),
    duration: z.string().optional().openapi({
      description: "hh:mm, 00:01 to 24:00 (the plan's expected minutes when left out with a plan).",
      example: "01:30",
    }),
    routes: z.array(z.enum(EXPOSURE_ROUTES)).optional(),
    ppe: PpeSchema.optional(),
    measurements: z.array(z.unknown()).optional().openapi({ description: "Up to 10 ExposureMeasurement." }),
    incident: z.string().optional(),
    notes: z.string().optional(),
  })
  .openapi("ExposureRecordCreate");
export type ExposureRecordCreate = z.infer<typeof ExposureRecordCreateSchema>;

export const ExposureRecordCorrectSchema = z
  .object({
    revision: ID.openapi({ description: "The revision read; another one answers 409 stale." }),
    reason: z.string().openapi({ description: "Why the record is corrected (required)." }),
    person_id: ID.optional(),
    sds_id: ID.optional().openapi({ description: "Another of the record's product's sheets (any version)." }),
    started_at: z.string().optional(),
    duration: z.string().optional(),
    routes: z.array(z.enum(EXPOSURE_ROUTES)).optional(),
    ppe: PpeSchema.optional(),
    measurements: z.array(z.unknown()).optional(),
    incident: z.string().optional(),
    notes: z.string().optional(),
  })
  .openapi("ExposureRecordCorrect");
export type ExposureRecordCorrect = z.infer<typeof ExposureRecordCorrectSchema>;

export const ExposureRecordVoidSchema = z
  .object({
    revision: ID,
    reason: z.string().openapi({ description: "Why the record was made in error (required)." }),
  })
  .openapi("ExposureRecordVoid");
export type ExposureRecordVoid = z.infer<typeof ExposureRecordVoidSchema>;

export const ExposureRecordRevisionSchema = z
  .object({
    revision: z.number().int().openapi({ description: "The revision these values belonged to." }),
    change: z.enum(["corrected", "voided"]),
    values: z
      .record(z.string(), z.unknown())
      .openapi({ description: "The record's fields before the change." }),
    reason: z.string(),
    changed_by: ExposurePersonSchema,
    changed_at: z.string(),
  })
  .openapi("ExposureRecordRevision");
export type ExposureRecordRevision = z.infer<typeof ExposureRecordRevisionSchema>;

export const ExposureRecordSchema = z
  .object({
    uid: z.string(),
    person: ExposurePersonSchema,
    recorded_by: ExposurePersonSchema,
    self_reported: z.boolean(),
    plan: z.object({ uid: z.string(), title: z.string() }).nullable(),
    location_id: z.number().int(),
    product_id: z.number().int(),
    sds_id: z.number().int().nullable(),
    snapshot: ExposureSnapshotSchema,
    started_at: z.string(),
    duration: z.string().openapi({ example: "01:30" }),
    duration_minutes: z.number().int(),
    routes: ExposureRoutesSchema,
    ppe: PpeSchema,
    measurements: z.array(ExposureMeasurementSchema),
    incident: z.string(),
    notes: z.string(),
    registrable: z.boolean(),
    reasons: z.array(RegistrableReasonSchema),
    revision: z.number().int(),
    voided: z.object({ at: z.string(), by: ExposurePersonSchema, reason: z.string() }).nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    history: z.array(ExposureRecordRevisionSchema).openapi({ description: "Earlier values, newest first." }),
  })
  .openapi("ExposureRecord");
export type ExposureRecordWire = z.infer<typeof ExposureRecordSchema>;

export const ExposureRecordFormSchema = z
  .object({
    plan: z.object({ uid: z.string(), title: z.string(), closed: z.boolean() }).nullable(),
    location: z.object({ id: z.number().int(), path: z.string() }).nullable(),
    product: z.object({ id: z.number().int(), name: z.string(), supplier: z.string() }).nullable(),
    sds: z
      .object({ id: z.number().int(), key: z.string(), version: z.string(), date_issue: z.string() })
      .nullable(),
    registrable: z.boolean(),
    reasons: z.array(RegistrableReasonSchema),
    defaults: z.object({ duration: z.string(), routes: ExposureRoutesSchema, ppe: PpeSchema }),
    people: z.array(ExposurePersonSchema).openapi({
      description: "Whom the caller may record for: everyone in the register (keepers) or themself.",
    }),
  })
  .openapi("ExposureRecordForm");
export type ExposureRecordFormWire = z.infer<typeof ExposureRecordFormSchema>;

/* ------------------------------------------------------------------ register and lists: more shapes */

/* ------------------------------------------------------------------ a person's history: more shapes */
