import { z } from "@hono/zod-openapi";
import { EXPOSURE_ROUTES, FREQUENCIES } from "../../core/exposure/kinds";
import {
  PLAN_CHOICES_MAX,
  PLAN_PAGE_MAX,
  PLAN_PAGE_SIZE,
  PLAN_QUERY_MAX,
  PLAN_STATUSES,
} from "../../core/exposure/plan-list";
import { planInputSchema, planUpdateSchema } from "../../core/exposure/plan-rules";
import { PPE_CHOICES } from "../../core/smartforms/answers";
import { planEnglish } from "./plan-english";

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

const planQueryParam = (name: string, description: string) => ({
  param: { name, in: "query" as const, description },
});
const queryId = (name: string, description: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/, { error: `${name} must be an id.` })
    .optional()
    .openapi({ ...planQueryParam(name, description), example: "12" });

/** GET /exposure/v1/plans: filters (combined with AND) and the page. */
export const PlanListQuerySchema = z.object({
  q: z
    .string()
    .max(PLAN_QUERY_MAX, { error: `q must be at most ${PLAN_QUERY_MAX} characters.` })
    .optional()
    .openapi(planQueryParam("q", "Words in the title (a substring, any case).")),
  status: z
    .enum(PLAN_STATUSES, { error: "status must be open, closed or all." })
    .optional()
    .openapi(planQueryParam("status", "open (the default), closed or all.")),
  location_id: queryId("location_id", "Plans at that location and every location below it."),
  product_id: queryId("product_id", "Plans with this product."),
  person_id: queryId("person_id", "Plans that name this person."),
  page: z.coerce
    .number({ error: `page must be a whole number from 1 to ${PLAN_PAGE_MAX}.` })
    .int({ error: `page must be a whole number from 1 to ${PLAN_PAGE_MAX}.` })
    .min(1, { error: `page must be a whole number from 1 to ${PLAN_PAGE_MAX}.` })
    .max(PLAN_PAGE_MAX, { error: `page must be a whole number from 1 to ${PLAN_PAGE_MAX}.` })
    .optional()
    .openapi({
      ...planQueryParam("page", `The page, ${PLAN_PAGE_SIZE} rows each (1 by default).`),
      example: 1,
    }),
});

export const PlanListItemSchema = z
  .object({
    uid: z.string(),
    title: z.string(),
    location: z.object({ id: z.number().int(), path: z.string() }),
    product: z.object({ id: z.number().int(), name: z.string() }),
    starts_on: z.string(),
    ends_on: z.string().nullable(),
    frequency: FrequencySchema,
    people: z.number().int().openapi({ description: "How many people the plan names." }),
    closed: z.boolean(),
  })
  .openapi("ExposurePlanListItem");
export type PlanListItem = z.infer<typeof PlanListItemSchema>;

export const PlanListResponse = z
  .object({
    data: z.array(PlanListItemSchema),
    meta: z.object({ total: z.number().int(), page: z.number().int(), limit: z.number().int() }),
  })
  .openapi("ExposurePlanList");
export type PlanList = z.infer<typeof PlanListResponse>;

export const PlanInputSchema = planInputSchema(planEnglish).openapi("ExposurePlanInput", {
  description:
    "A plan: title, the work, location_id, product_id, sds_id (one of the product's sheets; absent: its " +
    "current sheet), people (user ids the register applies to, at least one), starts_on and ends_on " +
    "(YYYY-MM-DD, ends_on optional and not before starts_on), expected_duration (hh:mm, 00:01–24:00), " +
    "frequency, routes and ppe (names), measures, source_document_id (a risk assessment's root id).",
});
export const PlanUpdateSchema = planUpdateSchema(planEnglish).openapi("ExposurePlanUpdate", {
  description: "The same fields as a new plan, and the revision read.",
});

export const PlanSchema = z
  .object({
    uid: z.string(),
    title: z.string(),
    work_description: z.string(),
    location_id: z.number().int(),
    product_id: z.number().int(),
    sds_id: z.number().int().nullable(),
    snapshot: ExposureSnapshotSchema,
    reasons: z.array(RegistrableReasonSchema).openapi({
      description: "Why the snapshot's sheet makes the product registrable; empty: it does not.",
    }),
    people: z.array(ExposurePersonSchema),
    starts_on: z.string(),
    ends_on: z.string().nullable(),
    expected_minutes: z.number().int(),
    expected_duration: z.string().openapi({ example: "01:30" }),
    frequency: FrequencySchema,
    routes: ExposureRoutesSchema,
    ppe: z.array(z.enum(PPE_CHOICES)),
    measures: z.string(),
    source_document: z
      .object({ id: z.number().int(), latest_id: z.number().int(), title: z.string() })
      .nullable()
      .openapi({
        description: "The risk assessment the plan was started from (its root id and newest version).",
      }),
    records: z.number().int().openapi({ description: "Occasions recorded from the plan (not voided)." }),
    closed_at: z.string().nullable(),
    revision: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
    can_edit: z.boolean().openapi({ description: "The caller keeps the register (exposure_admin)." }),
  })
  .openapi("ExposurePlan");
export type Plan = z.infer<typeof PlanSchema>;

export const PlanChoicesQuerySchema = z.object({
  product_id: queryId("product_id", "A product to offer as well (a prefilled form's), when in scope."),
  location_id: queryId("location_id", "A location to offer as well, when in scope."),
});

export const PlanChoicesSchema = z
  .object({
    products: z.array(
      z.object({ id: z.number().int(), name: z.string(), supplier: z.string(), registrable: z.boolean() }),
    ),
    locations: z.array(z.object({ id: z.number().int(), path: z.string() })),
    people: z.array(ExposurePersonSchema),
  })
  .openapi("ExposurePlanChoices", {
    description:
      `What the plan form offers: the registrable products held at the caller's locations (at most ` +
      `${PLAN_CHOICES_MAX}), the locations holding them, and the people the register applies to.`,
  });
export type PlanChoices = z.infer<typeof PlanChoicesSchema>;

/* ------------------------------------------------------------------ records: more shapes */

/* ------------------------------------------------------------------ register and lists: more shapes */

/* ------------------------------------------------------------------ a person's history: more shapes */
