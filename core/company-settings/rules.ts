import { z } from "zod";
import { isCasNumber } from "../cas";
import { COUNTRIES } from "../countries";
import { isLanguageId, type LanguageId } from "../languages";
import { FEATURE_FLAGS, type FeatureFlag } from "../permissions";
import { PRODUCT_COLUMNS } from "../profile";
import { cleanLine, cleanMultiline, cleanName } from "../text";
import type { Translate } from "../translate";
import { RETENTION_YEARS } from "../exposure/retention";
import {
  COMPANY_NAME_MAX,
  COMPANY_NUMBER_MAX,
  COMPANY_NUMBER_PATTERN,
  GREYLIST_LEVELS,
  GREYLIST_NAME_MAX,
  GREYLIST_REASON_MAX,
  PRIMARY_MARKETS_MAX,
  PRODUCT_COLUMNS_MAX,
  RA_APPROVERS_MAX,
  RA_REVIEW_MONTHS_MAX,
  RA_REVIEW_MONTHS_MIN,
  READ_LINK_DAYS_MAX,
  READ_LINK_DAYS_MIN,
  RISK_LABEL_MAX,
  RISK_LEVELS,
  SDS_OUTDATED_MONTHS_MAX,
  SDS_OUTDATED_MONTHS_MIN,
} from "./values";

/**
 * The rules of the company settings: reading what is stored (tolerant: every key parsed on its own, a
 * missing, old or malformed value gives the default, unknown keys are ignored) and the input of each tab
 * and of a greylist entry (strict: the API answers 422 with these messages in English, the forms show
 * them in the user's language; the same schema validates a JSON body and, through conform, a posted form).
 */

const COUNTRY_IDS = new Set(Object.keys(COUNTRIES).map(Number));
const COLUMN_KEYS = new Set<string>(PRODUCT_COLUMNS);

export const isCountryId = (value: unknown): value is number =>
  typeof value === "number" && COUNTRY_IDS.has(value);
export const isColumn = (value: unknown): value is string =>
  typeof value === "string" && COLUMN_KEYS.has(value);

/* -------------------------------------------------------------- tab inputs */

export const m = (t: Translate) => ({
  required: t("companySettings.error.required"),
  tooLong: (max: number) => t("companySettings.error.tooLong", { max }),
  choice: t("companySettings.error.invalidChoice"),
  tooMany: (max: number) => t("companySettings.error.tooMany", { max }),
  whole: (min: number, max: number) => t("companySettings.error.wholeNumber", { min, max }),
  onOff: t("companySettings.error.onOff"),
});

/** A switch: on or off; left out is off (an unticked box posts nothing). */
const onOff = (t: Translate) => z.boolean({ error: m(t).onOff }).default(false);

const wholeNumber = (t: Translate, min: number, max: number) => {
  const message = m(t).whole(min, max);
  return z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
};

const language = (t: Translate) =>
  z
    .number({ error: m(t).choice })
    .refine((value) => isLanguageId(value), { error: m(t).choice })
    .transform((value) => value as LanguageId);

/** A list of choices (ticked boxes), each one of `allowed`, kept once each. */
export const choices = <T extends z.ZodType<string | number>>(item: T, t: Translate, max: number) =>
  z
    .array(item, { error: m(t).choice })
    .max(max, { error: m(t).tooMany(max) })
    .default([])
    .transform((values) => [...new Set(values)] as z.output<T>[]);

const countryChoice = (t: Translate) =>
  z.number({ error: m(t).choice }).refine(isCountryId, { error: m(t).choice });
const columnChoice = (t: Translate) =>
  z.string({ error: m(t).choice }).refine(isColumn, { error: m(t).choice });
/** System: the company's name and number, its languages and markets, and the feature flags. */
export function systemInputSchema(t: Translate) {
  const msg = m(t);
  return z.object({
    name: z
      .string({ error: msg.required })
      .overwrite(cleanName)
      .min(1, { error: msg.required })
      .max(COMPANY_NAME_MAX, { error: msg.tooLong(COMPANY_NAME_MAX) }),
    company_number: z
      .string({ error: t("companySettings.error.companyNumber") })
      .overwrite(cleanLine)
      .max(COMPANY_NUMBER_MAX, { error: msg.tooLong(COMPANY_NUMBER_MAX) })
      .regex(COMPANY_NUMBER_PATTERN, { error: t("companySettings.error.companyNumber") })
      .default(""),
    default_language: language(t),
    primary_markets: choices(countryChoice(t), t, PRIMARY_MARKETS_MAX),
    features: z
      .object(
        Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, onOff(t)])) as Record<
          FeatureFlag,
          ReturnType<typeof onOff>
        >,
        {
          error: msg.choice,
        },
      )
      .default({ emptyState: false, replaceSds: false, sps: false, guidance: false }),
  });
}

/** Five labels; a label left empty (a form posts nothing for it) or missing at the end is empty. */
const riskLabels = (t: Translate) =>
  z
    .array(
      z
        .string({ error: m(t).choice })
        .overwrite(cleanLine)
        .max(RISK_LABEL_MAX, { error: m(t).tooLong(RISK_LABEL_MAX) })
        .optional(),
      { error: m(t).choice },
    )
    .max(RISK_LEVELS, { error: t("companySettings.error.levels", { count: RISK_LEVELS }) })
    .default([])
    .transform((labels) => Array.from({ length: RISK_LEVELS }, (_, index) => labels[index] ?? ""));

/**
 * Risk assessment: whether assessments need approval, who approves, the review interval, the matrix labels,
 * and how long the exposure register keeps its records. (Templates are made in the template builder.)
 */
export function riskAssessmentInputSchema(t: Translate) {
  const msg = m(t);
  return z.object({
    ra_approval_required: onOff(t),
    ra_review_months: wholeNumber(t, RA_REVIEW_MONTHS_MIN, RA_REVIEW_MONTHS_MAX),
    // User ids; the API checks that each is an active user of the company.
    ra_approvers: choices(
      z.number({ error: msg.choice }).int({ error: msg.choice }).positive({ error: msg.choice }),
      t,
      RA_APPROVERS_MAX,
    ),
    ra_probability_labels: riskLabels(t),
    ra_consequence_labels: riskLabels(t),
    exposure_retention_years: wholeNumber(t, RETENTION_YEARS.min, RETENTION_YEARS.max),
  });
}

/** Products: the default columns of product lists and when a safety data sheet counts as outdated. */
export function productsInputSchema(t: Translate) {
  return z.object({
    default_columns: choices(columnChoice(t), t, PRODUCT_COLUMNS_MAX),
    sds_outdated_months: wholeNumber(t, SDS_OUTDATED_MONTHS_MIN, SDS_OUTDATED_MONTHS_MAX),
  });
}

/** Documents: read-and-understood, workplace descriptions and read links. */
export function documentsInputSchema(t: Translate) {
  return z.object({
    document_rnu: onOff(t),
    wpd_default_language: language(t),
    read_link_sign_in: onOff(t),
    read_link_valid_days: wholeNumber(t, READ_LINK_DAYS_MIN, READ_LINK_DAYS_MAX),
  });
}

export const TAB_INPUT_SCHEMAS = {
  system: systemInputSchema,
  "risk-assessment": riskAssessmentInputSchema,
  products: productsInputSchema,
  documents: documentsInputSchema,
} as const;

export type SystemInput = z.output<ReturnType<typeof systemInputSchema>>;
export type RiskAssessmentInput = z.output<ReturnType<typeof riskAssessmentInputSchema>>;
export type ProductsInput = z.output<ReturnType<typeof productsInputSchema>>;
export type DocumentsInput = z.output<ReturnType<typeof documentsInputSchema>>;

/* ----------------------------------------------------------------- greylist */

/** A CAS number as typed: spaces removed. */
export const cleanCas = (value: string) => value.replace(/\s+/g, "");

/** A greylist entry: the substance's CAS number and name, why it is listed, and how strictly. */
export function greylistInputSchema(t: Translate) {
  const msg = m(t);
  return z.object({
    cas: z
      .string({ error: msg.required })
      .overwrite(cleanCas)
      .min(1, { error: msg.required })
      .refine(isCasNumber, { error: t("companySettings.error.cas") }),
    name: z
      .string({ error: msg.required })
      .overwrite(cleanName)
      .min(1, { error: msg.required })
      .max(GREYLIST_NAME_MAX, { error: msg.tooLong(GREYLIST_NAME_MAX) }),
    reason: z
      .string({ error: msg.required })
      .overwrite(cleanMultiline)
      .max(GREYLIST_REASON_MAX, { error: msg.tooLong(GREYLIST_REASON_MAX) })
      .default(""),
    level: z.enum(GREYLIST_LEVELS, { error: msg.choice }),
  });
}

export type GreylistInput = z.output<ReturnType<typeof greylistInputSchema>>;
