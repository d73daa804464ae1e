import { z } from "zod";
import { AMOUNT_UNITS } from "../products";
import { isCasNumber } from "../cas";
import { isIsoDate } from "../sds-rules";
import { cleanLine } from "../text";

/**
 * Chemical approval requests: the codes, the four form groups and the
 * validation rules, shared by the API (English messages) and the form in the
 * browser and the route action (translated messages). The legal steps are in
 * ./states.ts.
 */

export const REQUEST_STATUSES = [
  "NEW",
  "DRAFT",
  "UNDER_EVALUATION",
  "READY_FOR_APPROVAL",
  "APPROVED",
  "REJECTED",
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
/** APPROVED and REJECTED count as concluded. */
export const CONCLUDED_STATUSES: readonly RequestStatus[] = ["APPROVED", "REJECTED"];
/** Numeric ids of the status object ({ id, code, content }); stable, used nowhere else. */
export const REQUEST_STATUS_IDS: Record<RequestStatus, number> = {
  DRAFT: 1,
  NEW: 2,
  UNDER_EVALUATION: 3,
  READY_FOR_APPROVAL: 6,
  APPROVED: 4,
  REJECTED: 5,
};

export const EVALUATION_STATUSES = ["APPROVED", "REJECTED", "PENDING", "CANCELED", "EVALUATED"] as const;
export type EvaluationStatus = (typeof EVALUATION_STATUSES)[number];

/** Option lists (GET /chemical-approval/v1/options/*); labels are texts approvals.option.<kind>.<code>. */
export const FREQUENCIES = [
  "daily",
  "several_weekly",
  "weekly",
  "monthly",
  "quarterly",
  "yearly",
  "rarely",
] as const;
export const PPE_TYPES = [
  "safety_glasses",
  "goggles",
  "face_shield",
  "chemical_gloves",
  "cut_gloves",
  "lab_coat",
  "chemical_suit",
  "apron",
  "safety_shoes",
  "respirator_gas",
  "respirator_particle",
  "fresh_air_respirator",
  "hearing_protection",
] as const;
export const ENV_EXPOSURES = [
  "air_emission",
  "waste_water",
  "surface_water",
  "soil",
  "groundwater",
  "hazardous_waste",
  "spill_risk",
  "none",
] as const;
export const OPTION_KINDS = {
  frequencies: FREQUENCIES,
  ppe: PPE_TYPES,
  "env-exposures": ENV_EXPOSURES,
} as const;
export type OptionKind = keyof typeof OPTION_KINDS;

/** The request form's groups; the order of the form's fieldsets and of their fields. */
export const REQUEST_FORM_GROUPS = {
  generalInformation: [
    "name",
    "synonym",
    "supplier",
    "article_nr",
    "cas_nr",
    "location_ids",
    "sds_market",
    "sds_language",
    "attached_sds",
    "is_draft",
  ],
  intendedUse: [
    "usage_description",
    "indoor_usage",
    "outdoor_usage",
    "desired_start_date_usage",
    "estimated_annual_usage",
    "estimated_annual_usage_unit",
    "estimated_frequency_of_use",
    "estimated_use_length",
    "env_exposures",
  ],
  handlingInformation: [
    "handling_description",
    "storage_location",
    "max_amount_stored",
    "max_amount_stored_unit",
    "max_amount_to_be_ordered",
    "max_amount_to_be_ordered_unit",
    "waste_location",
    "waste_handling_description",
    "ppes",
    "ppe_type_details",
  ],
  additionalInfo: [
    "internal_code",
    "is_user_exposure",
    "estimated_daily_exposure",
    "additional_comment",
    "attachments",
  ],
} as const;
export type RequestFormGroup = keyof typeof REQUEST_FORM_GROUPS;

export const REQUEST_TEXT_MAX = 200;
export const REQUEST_CODE_MAX = 100;
export const REQUEST_LONG_TEXT_MAX = 4000;
export const REQUEST_LOCATIONS_MAX = 50;
export const REQUEST_ATTACHMENTS_MAX = 10;
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
export const AMOUNT_MAX = 99_999_999_999;
/** Attachment types accepted besides PDF: images, office documents, text. */
export const ATTACHMENT_TYPES: Readonly<Record<string, string>> = {
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  txt: "text/plain",
  csv: "text/csv",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  odt: "application/vnd.oasis.opendocument.text",
  ods: "application/vnd.oasis.opendocument.spreadsheet",
};

/** "hh:mm": two digits, a colon, two digits (minutes 00–59). */
export const HH_MM = /^\d{2}:[0-5]\d$/;
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Text is stripped of control characters and invalid Unicode.
 * Single-line fields also fold whitespace; multi-line fields keep newlines and tabs.
 */
export function cleanRequestText(value: string, multiline = false): string {
  const wellFormed = value.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    "",
  );
  if (multiline) {
    return (
      wellFormed
        .replace(/\r\n?/g, "\n")
        // eslint-disable-next-line no-control-regex -- removing control characters is the point
        .replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g, "")
        .trim()
    );
  }
  return cleanLine(wellFormed);
}

/** The messages the rules produce: English in the API, translated in the form. */
export interface RequestMessages {
  /** 'Field is required' */
  required: string;
  /** 'Wrong format' */
  wrongFormat: string;
  tooLong: (max: number) => string;
  tooMany: (max: number) => string;
}

export const ENGLISH_REQUEST_MESSAGES: RequestMessages = {
  required: "Field is required",
  wrongFormat: "Wrong format",
  tooLong: (max) => `At most ${max} characters.`,
  tooMany: (max) => `At most ${max} items.`,
};

/**
 * The API's answer for an upload token it does not know (expired or never
 * staged); the request form recognises it and asks for the file again.
 */
export const UNKNOWN_UPLOAD_MESSAGE = "The uploaded file is unknown or has expired. Choose the file again.";

/** Whether the request has an SDS after this save: the form or API says so (a new file, or the kept one). */
export interface RequestRuleContext {
  hasAttachedSds: boolean;
}

const emptyToUndefined = (value: unknown) =>
  value === "" || value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

/**
 * The request's fields and every rule of a request. Works on JSON (API)
 * and on conform's parsed form data (strings, arrays of strings, "on").
 * Files are not part of it: the API passes `hasAttachedSds`.
 */
export function productRequestSchema(m: RequestMessages, context: RequestRuleContext) {
  const text = (max: number, multiline = false) =>
    z.preprocess(
      emptyToUndefined,
      z
        .string()
        .transform((v) => cleanRequestText(v, multiline))
        .pipe(z.string().max(max, { error: m.tooLong(max) }))
        .optional(),
    );
  const flag = z.preprocess(
    (v) =>
      v === "on" || v === "true" || v === true
        ? true
        : v === "false" || v === undefined || v === null || v === ""
          ? false
          : v,
    z.boolean({ error: m.wrongFormat }),
  );
  const id = z.coerce
    .number({ error: m.wrongFormat })
    .int({ error: m.wrongFormat })
    .positive({ error: m.wrongFormat });
  const optionalId = z.preprocess(emptyToUndefined, id.optional());
  const amount = z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: m.wrongFormat })
      .min(0, { error: m.wrongFormat })
      .max(AMOUNT_MAX, { error: m.wrongFormat })
      .optional(),
  );
  const unit = z.preprocess(emptyToUndefined, z.enum(AMOUNT_UNITS, { error: m.wrongFormat }).optional());
  const codes = <T extends readonly [string, ...string[]]>(values: T) =>
    z.preprocess(
      (v) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]),
      z
        .array(z.enum(values, { error: m.wrongFormat }))
        .max(values.length, { error: m.tooMany(values.length) }),
    );
  const pattern = (re: RegExp) =>
    z.preprocess(
      emptyToUndefined,
      z
        .string()
        .transform((v) => v.trim())
        .pipe(z.string().regex(re, { error: m.wrongFormat }))
        .optional(),
    );

  return z
    .object({
      // generalInformation
      name: z.preprocess(
        (v) => (typeof v === "string" ? cleanRequestText(v) : v),
        z
          .string({ error: m.required })
          .min(1, { error: m.required })
          .max(REQUEST_TEXT_MAX, {
            error: m.tooLong(REQUEST_TEXT_MAX),
          }),
      ),
      synonym: text(REQUEST_TEXT_MAX),
      supplier: text(REQUEST_TEXT_MAX),
      article_nr: text(REQUEST_CODE_MAX),
      cas_nr: z.preprocess(
        emptyToUndefined,
        z
          .string()
          .transform((v) => v.trim())
          .refine(isCasNumber, { error: m.wrongFormat })
          .optional(),
      ),
      location_ids: z.preprocess(
        (v) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]),
        z.array(id).max(REQUEST_LOCATIONS_MAX, { error: m.tooMany(REQUEST_LOCATIONS_MAX) }),
      ),
      sds_market: optionalId,
      sds_language: optionalId,
      is_draft: flag,
      // intendedUse
      usage_description: text(REQUEST_LONG_TEXT_MAX, true),
      indoor_usage: flag,
      outdoor_usage: flag,
      // A real calendar date, YYYY-MM-DD (2026-02-30 is wrong).
      desired_start_date_usage: z.preprocess(
        emptyToUndefined,
        z
          .string()
          .transform((v) => v.trim())
          .pipe(z.string().refine(isIsoDate, { error: m.wrongFormat }))
          .optional(),
      ),
      estimated_annual_usage: amount,
      estimated_annual_usage_unit: unit,
      estimated_frequency_of_use: z.preprocess(
        emptyToUndefined,
        z.enum(FREQUENCIES, { error: m.wrongFormat }).optional(),
      ),
      estimated_use_length: pattern(HH_MM),
      env_exposures: codes(ENV_EXPOSURES),
      // handlingInformation
      handling_description: text(REQUEST_LONG_TEXT_MAX, true),
      storage_location: text(REQUEST_TEXT_MAX),
      max_amount_stored: amount,
      max_amount_stored_unit: unit,
      max_amount_to_be_ordered: amount,
      max_amount_to_be_ordered_unit: unit,
      waste_location: text(REQUEST_TEXT_MAX),
      waste_handling_description: text(REQUEST_LONG_TEXT_MAX, true),
      ppes: codes(PPE_TYPES),
      ppe_type_details: text(REQUEST_LONG_TEXT_MAX, true),
      // additionalInfo
      internal_code: text(REQUEST_CODE_MAX),
      is_user_exposure: flag,
      estimated_daily_exposure: pattern(HH_MM),
      additional_comment: text(REQUEST_LONG_TEXT_MAX, true),
    })
    .superRefine((value, ctx) => {
      const required = (path: string) => ctx.addIssue({ code: "custom", path: [path], message: m.required });
      if (!value.is_draft && value.location_ids.length === 0) required("location_ids");
      if (context.hasAttachedSds && !value.is_draft) {
        if (!value.supplier) required("supplier");
        if (!value.sds_market) required("sds_market");
        if (!value.sds_language) required("sds_language");
      }
      const pairs = [
        ["estimated_annual_usage", "estimated_annual_usage_unit"],
        ["max_amount_stored", "max_amount_stored_unit"],
        ["max_amount_to_be_ordered", "max_amount_to_be_ordered_unit"],
      ] as const;
      for (const [amountField, unitField] of pairs) {
        const amountValue = value[amountField];
        if (amountValue !== undefined && amountValue !== 0 && !value[unitField]) required(unitField);
      }
      if (value.is_user_exposure && !value.estimated_daily_exposure) required("estimated_daily_exposure");
    });
}
export type ProductRequestInput = z.output<ReturnType<typeof productRequestSchema>>;

/** An evaluation (PUT …/evaluation/{evalId}): is_approved and comment are required. */
export function evaluationSchema(m: RequestMessages) {
  return z.object({
    is_approved: z.preprocess(
      (v) => (v === "true" || v === true ? true : v === "false" || v === false ? false : undefined),
      z.boolean({ error: m.required }),
    ),
    comment: z.preprocess(
      (v) => (typeof v === "string" ? cleanRequestText(v, true) : v),
      z
        .string({ error: m.required })
        .min(1, { error: m.required })
        .max(REQUEST_LONG_TEXT_MAX, {
          error: m.tooLong(REQUEST_LONG_TEXT_MAX),
        }),
    ),
  });
}

/** Concluding (POST …/conclude): approve or reject, with a comment. */
export const conclusionSchema = evaluationSchema;
