import { z } from "@hono/zod-openapi";
import { searchText } from "../http/params";
import { EXPOSURE_ROUTES, FREQUENCIES } from "../../core/exposure/kinds";
import { decodeCursor, parseDay } from "../../core/activities/trail";
import { HISTORY_LIMITS } from "../../core/exposure/history";
import { parseId } from "../../core/ids";
import {
  CURRENT_MONTHS,
  REGISTER_PAGE_MAX,
  REGISTER_PERIODS,
  REGISTER_ROWS_MAX,
} from "../../core/exposure/register-lists";
import {
  PLAN_CHOICES_MAX as CHOICE_MATCHES_MAX,
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
  q: searchText("q", PLAN_QUERY_MAX)
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
  product_id: queryId(
    "product_id",
    "The chosen product (a prefilled form's), named in `product` when in scope.",
  ),
  person_ids: z
    .string()
    .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,199}$/, {
      error: "person_ids must be up to 200 ids separated by commas.",
    })
    .optional()
    .openapi({
      ...planQueryParam(
        "person_ids",
        "The chosen people (ids, comma-separated, 200 at most), named in `people`.",
      ),
      example: "12,14",
    }),
  product_q: searchText("product_q", HISTORY_LIMITS.search)
    .optional()
    .openapi(
      planQueryParam(
        "product_q",
        `Part of a product's name: the registrable products held at the caller's locations whose name contains it (${CHOICE_MATCHES_MAX} at most) in \`product_matches\`.`,
      ),
    ),
  person_q: searchText("person_q", HISTORY_LIMITS.search)
    .optional()
    .openapi(
      planQueryParam(
        "person_q",
        `Part of a person's name: the people the register applies to whose name contains it (${CHOICE_MATCHES_MAX} at most) in \`people_matches\`.`,
      ),
    ),
});

const PlanProductChoiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  supplier: z.string(),
  registrable: z.boolean(),
});

export const PlanChoicesSchema = z
  .object({
    product: PlanProductChoiceSchema.nullable().openapi({
      description: "product_id's product; null when not asked or not the caller's to see.",
    }),
    product_matches: z.array(PlanProductChoiceSchema).nullable().openapi({
      description: "The matches of product_q; null without product_q.",
    }),
    people: z.array(ExposurePersonSchema).openapi({
      description: "person_ids' people that the register applies to (others are left out).",
    }),
    people_matches: z.array(ExposurePersonSchema).nullable().openapi({
      description: "The matches of person_q; null without person_q.",
    }),
  })
  .openapi("ExposurePlanChoices", {
    description:
      "What the plan form offers, bounded whatever the company holds: the chosen product and people by id, " +
      "and the matches of a product or person search (the location is chosen with the location picker).",
  });
export type PlanChoices = z.infer<typeof PlanChoicesSchema>;

/* ------------------------------------------------------------------ records: more shapes */

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

const idQuery = z.coerce.number().int().min(1).max(2147483647);
const dayQuery = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(
    (text) =>
      !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
      new Date(`${text}T00:00:00Z`).toISOString().startsWith(text),
    "Not a day",
  )
  .openapi({ description: "A day, YYYY-MM-DD (UTC)." });

export const RegisterQuerySchema = z.object({
  location_id: idQuery
    .optional()
    .openapi({ description: "That location and every location below it (404 when not the caller's)." }),
  product_id: idQuery.optional(),
  person_id: idQuery.optional(),
  period: z
    .enum(REGISTER_PERIODS)
    .optional()
    .openapi({
      description: `current: the last exposure lies within ${CURRENT_MONTHS} months; all (default).`,
    }),
});
export type RegisterQuery = z.infer<typeof RegisterQuerySchema>;

export const RegisterPageQuerySchema = RegisterQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(REGISTER_PAGE_MAX).optional(),
});

export const RegisterLineSchema = z
  .object({
    location: z.object({ id: z.number().int(), path: z.string() }),
    product: z.object({ id: z.number().int(), name: z.string() }),
    person: ExposurePersonSchema,
    first_at: z.string().openapi({ description: "ISO 8601: the first exposure." }),
    last_at: z.string().openapi({ description: "ISO 8601: the last exposure." }),
    occasions: z.number().int(),
    total_minutes: z.number().int(),
  })
  .openapi("ExposureRegisterLine", {
    description: "One location, product and person: the first and last exposure, occasions, minutes in all.",
  });
export type RegisterLine = z.infer<typeof RegisterLineSchema>;

export const RegisterPageLineSchema = RegisterLineSchema.extend({
  reasons: z.array(RegistrableReasonSchema).openapi({
    description:
      "Why the product is registrable, read from the sheet of the line's latest occasion that is not voided " +
      "(as its record keeps it); empty when that sheet does not make it registrable.",
  }),
}).openapi("ExposureRegisterPageLine", {
  description: "A register line with the reasons its product is registrable.",
});
export type RegisterPageLine = z.infer<typeof RegisterPageLineSchema>;

export const RegisterPageSchema = z
  .object({
    data: z.array(RegisterPageLineSchema),
    meta: z.object({
      total: z
        .number()
        .int()
        .openapi({ description: `Lines, counted up to ${REGISTER_ROWS_MAX}.` }),
      page: z.number().int(),
      limit: z.number().int(),
    }),
  })
  .openapi("ExposureRegisterPage");
export type RegisterPage = z.infer<typeof RegisterPageSchema>;

export const InstanceListQuerySchema = z.object({
  person_id: idQuery.optional(),
  product_id: idQuery.optional(),
  location_id: idQuery
    .optional()
    .openapi({ description: "That location and every location below it (404 when not the caller's)." }),
  from: dayQuery.optional(),
  to: dayQuery.optional(),
  include_voided: z
    .enum(["true", "false"])
    .optional()
    .openapi({ description: "true: records made in error too (default: left out)." }),
  self_reported: z
    .enum(["true", "false"])
    .optional()
    .openapi({ description: "true: only self-reported records; false: only those recorded by others." }),
});
export type InstanceListQuery = z.infer<typeof InstanceListQuerySchema>;

export const InstancePageQuerySchema = InstanceListQuerySchema.extend({
  cursor: z
    .string()
    .max(64)
    .optional()
    .openapi({ description: "meta.older or meta.newer of a page (keyset paging)." }),
});

export const InstanceListItemSchema = z
  .object({
    uid: z.string(),
    person: ExposurePersonSchema,
    product: z.object({
      id: z.number().int(),
      name: z.string().openapi({ description: "As recorded (the snapshot)." }),
      sheet_version: z.string().nullable(),
    }),
    location: z.object({ id: z.number().int(), path: z.string().openapi({ description: "As recorded." }) }),
    started_at: z.string(),
    duration_minutes: z.number().int(),
    routes: ExposureRoutesSchema,
    voided: z.boolean(),
    self_reported: z.boolean(),
  })
  .openapi("ExposureInstanceListItem");
export type InstanceListItem = z.infer<typeof InstanceListItemSchema>;

export const InstancePageSchema = z
  .object({
    data: z.array(InstanceListItemSchema),
    meta: z.object({
      limit: z.number().int(),
      older: z.string().nullable().openapi({ description: "The cursor of the next (older) page." }),
      newer: z.string().nullable().openapi({ description: "The cursor of the previous (newer) page." }),
    }),
  })
  .openapi("ExposureInstancePage");
export type InstancePage = z.infer<typeof InstancePageSchema>;

const choiceSearch = (name: string, description: string) =>
  searchText(name, HISTORY_LIMITS.search)
    .optional()
    .openapi({ param: { name, in: "query", description } });

/** GET /exposure/v1/register/choices: the chosen person and product by id, and searches by name. */
export const RegisterChoicesQuerySchema = z.object({
  person_id: idQuery.optional().openapi({ description: "The chosen person, named in `person`." }),
  product_id: idQuery.optional().openapi({ description: "The chosen product, named in `product`." }),
  person_q: choiceSearch("person_q", "Part of a person's name (case-insensitive): the matches in `people`."),
  product_q: choiceSearch(
    "product_q",
    "Part of a product's name (case-insensitive): the matches in `products`.",
  ),
});

const NamedSchema = z.object({ id: z.number().int(), name: z.string() });

export const RegisterChoicesSchema = z
  .object({
    person: ExposurePersonSchema.nullable().openapi({
      description: "person_id's name; null when not asked or not found.",
    }),
    product: NamedSchema.nullable().openapi({
      description: "product_id's name; null when not asked or not found.",
    }),
    people: z.array(ExposurePersonSchema).nullable().openapi({
      description:
        "The people the register applies to whose name contains person_q (25 at most); null without person_q.",
    }),
    products: z
      .array(NamedSchema)
      .nullable()
      .openapi({
        description:
          "The products with lines in the caller's part of the register whose name contains product_q (25 at most); " +
          "null without product_q.",
      }),
  })
  .openapi("ExposureRegisterChoices", {
    description:
      "The register filters' choices: the chosen person and product named, and the matches of a search.",
  });
export type RegisterChoices = z.infer<typeof RegisterChoicesSchema>;

/* ------------------------------------------------------------------ a person's history: more shapes */

const historyDay = (name: string, description: string) =>
  z
    .string()
    .refine((text) => parseDay(text) !== null, { error: `${name} must be a date (YYYY-MM-DD).` })
    .optional()
    .openapi({ param: { name, in: "query", description }, example: "2026-11-26" });

/** GET /exposure/v1/people: the people the register applies to, for a keeper's or reader's choice. */
export const HistoryPeopleQuerySchema = z.object({
  q: searchText("q", HISTORY_LIMITS.search)
    .optional()
    .openapi({ param: { name: "q", in: "query", description: "Part of the name (case-insensitive)." } }),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${HISTORY_LIMITS.peopleMax}.` })
    .int({ error: `limit must be a whole number from 1 to ${HISTORY_LIMITS.peopleMax}.` })
    .min(1, { error: `limit must be a whole number from 1 to ${HISTORY_LIMITS.peopleMax}.` })
    .max(HISTORY_LIMITS.peopleMax, {
      error: `limit must be a whole number from 1 to ${HISTORY_LIMITS.peopleMax}.`,
    })
    .optional()
    .openapi({
      param: { name: "limit", in: "query", description: `At most (default ${HISTORY_LIMITS.people}).` },
    }),
});

export const HistoryPeopleSchema = z
  .object({
    data: z.array(ExposurePersonSchema),
    meta: z.object({
      more: z.boolean().openapi({ description: "More people match: narrow the search." }),
    }),
  })
  .openapi("ExposureHistoryPeople");
export type HistoryPeople = z.infer<typeof HistoryPeopleSchema>;

/** GET /exposure/v1/history/{personId}: the filters and the page. */
export const HistoryQuerySchema = z
  .object({
    from: historyDay("from", "Records that began on or after this day (UTC)."),
    to: historyDay("to", "Records that began on or before this day (UTC)."),
    product: z
      .string()
      .refine((text) => parseId(text) !== null, { error: "product must be a product id." })
      .optional()
      .openapi({ param: { name: "product", in: "query", description: "Only this product (an id)." } }),
    cursor: z
      .string()
      .refine((text) => decodeCursor(text) !== null, { error: "cursor is not a cursor of this list." })
      .optional()
      .openapi({
        param: {
          name: "cursor",
          in: "query",
          description: "meta.older or meta.newer of a previous page, with the same filters.",
        },
      }),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.from > query.to) {
      ctx.addIssue({ code: "custom", path: ["to"], message: "to must not be before from." });
    }
  });
export type HistoryQuery = z.infer<typeof HistoryQuerySchema>;

const SheetRefSchema = z
  .object({ key: z.string(), version: z.string(), date_issue: z.string() })
  .openapi("ExposureSheetRef", { description: "A safety data sheet as the record's snapshot kept it." });

export const HistoryPersonSchema = ExposurePersonSchema.extend({
  anonymous: z.boolean().openapi({ description: "The person was erased: the name is a pseudonym." }),
}).openapi("ExposureHistoryPerson");

/** One product's line of a person's totals (records not voided). */
export const HistoryTotalSchema = z
  .object({
    product: z.object({ id: z.number().int(), name: z.string(), supplier: z.string() }),
    occasions: z.number().int(),
    minutes: z.number().int(),
    first_at: z.string(),
    last_at: z.string(),
    sheets: z.array(SheetRefSchema).openapi({ description: "The sheet versions the records name." }),
    reasons: z.array(RegistrableReasonSchema).openapi({
      description: "Why the product is registrable, judged on those sheets today; empty when it is not.",
    }),
  })
  .openapi("ExposureHistoryTotal");
export type HistoryTotal = z.infer<typeof HistoryTotalSchema>;

/** One record of a person's history as it reads now (voided ones marked). */
export const HistoryRecordSchema = z
  .object({
    uid: z.string(),
    started_at: z.string(),
    duration_minutes: z.number().int(),
    location: z.object({ id: z.number().int(), path: z.string() }),
    product: z.object({ id: z.number().int(), name: z.string(), supplier: z.string() }),
    sheet: SheetRefSchema.nullable(),
    routes: ExposureRoutesSchema,
    ppe: z.array(z.string()).openapi({ description: "PPE worn (core/smartforms/answers.ts PPE_CHOICES)." }),
    measurements: z.array(
      z.object({ agent: z.string(), value: z.number(), unit: z.string(), method: z.string() }),
    ),
    incident: z.string(),
    notes: z.string(),
    self_reported: z.boolean(),
    revision: z.number().int(),
    voided: z.object({ at: z.string(), reason: z.string() }).nullable(),
  })
  .openapi("ExposureHistoryRecord");
export type HistoryRecord = z.infer<typeof HistoryRecordSchema>;

export const HistorySchema = z
  .object({
    data: z.object({
      person: HistoryPersonSchema,
      retention_years: z.number().int(),
      totals: z.array(HistoryTotalSchema),
      records: z.array(HistoryRecordSchema),
    }),
    meta: z.object({
      limit: z.number().int(),
      older: z.string().nullable().openapi({ description: "The next page back in time; null at the end." }),
      newer: z.string().nullable().openapi({ description: "The page before this one; null on the first." }),
    }),
  })
  .openapi("ExposureHistory");
export type History = z.infer<typeof HistorySchema>;
