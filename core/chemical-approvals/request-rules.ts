import { PPE_TYPES } from "../ppe-types";
import { cleanLine } from "../text";

/**
 * Chemical approval requests: the codes, the four form groups, the limits and
 * the messages of the rules, shared by the API (English messages) and the form
 * in the browser and the route action (translated messages). No zod here: the
 * pages render these on a first visit, and the rules' zod schemas
 * (./request-schemas.ts) load in the browser only when a form is first used.
 * The legal steps are in ./states.ts.
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
export { PPE_TYPES };
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
