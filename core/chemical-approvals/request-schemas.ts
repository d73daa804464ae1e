import { z } from "zod";
import { AMOUNT_UNITS } from "../products";
import { isCasNumber } from "../cas";
import { isIsoDate } from "../sds-rules";
import {
  AMOUNT_MAX,
  cleanRequestText,
  ENV_EXPOSURES,
  FREQUENCIES,
  HH_MM,
  PPE_TYPES,
  REQUEST_CODE_MAX,
  REQUEST_LOCATIONS_MAX,
  REQUEST_LONG_TEXT_MAX,
  REQUEST_TEXT_MAX,
  type RequestMessages,
  type RequestRuleContext,
} from "./request-rules";

/**
 * The rules of a chemical approval request and of an evaluation as zod
 * schemas, shared by the API (English messages) and the forms in the browser
 * and the route actions (translated messages). Apart from the codes and limits
 * (./request-rules.ts) so that a page can render those without zod: in the
 * browser this module loads when a form is first used (app/ui/lazyValidation.ts).
 */

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
