import { z } from "zod";
import { DEFAULT_LANGUAGE_ID, isLanguageId, type LanguageId } from "../languages";
import { FEATURE_FLAGS, type FeatureFlag } from "../permissions";
import { isStorageClassId, STORAGE_CLASS_IDS, type StorageClassId } from "../storage-classes";
import type { Translate } from "../translate";
import { RETENTION_YEARS } from "../exposure/retention";
import { choices, isColumn, isCountryId, m } from "./rules";
import {
  COMPANY_NUMBER_MAX,
  defaultSettings,
  RA_APPROVERS_MAX,
  RA_REVIEW_MONTHS_MAX,
  RA_REVIEW_MONTHS_MIN,
  READ_LINK_DAYS_MAX,
  READ_LINK_DAYS_MIN,
  RISK_LABEL_MAX,
  RISK_LEVELS,
  SDS_OUTDATED_MONTHS_MAX,
  SDS_OUTDATED_MONTHS_MIN,
  type CompanySettingsValues,
} from "./values";

/**
 * What the server alone needs of the company settings' rules (kept apart from ./rules.ts, which the
 * browser loads to validate the forms): reading what is stored, tolerant (every key parsed on its own, a
 * missing, old or malformed value gives that key's default, unknown keys are ignored), and the storage
 * tab's input (fixed boxes: nothing for the browser to check).
 */

/* ------------------------------------------------------------ stored values */

/** Switches written by older versions may be 1, "1" or "true". */
const storedSwitch = (fallback: boolean) =>
  z
    .unknown()
    .transform((value) =>
      value === undefined || value === null
        ? fallback
        : value === true || value === 1 || value === "1" || value === "true",
    );
const storedWhole = (min: number, max: number, fallback: number) =>
  z.number().int().min(min).max(max).catch(fallback);
const storedLanguage = z
  .unknown()
  .transform((value): LanguageId => (isLanguageId(value) ? value : DEFAULT_LANGUAGE_ID));
/** A stored list keeps the entries that are still valid (a country or column that no longer exists goes). */
const storedList = <T>(keep: (value: unknown) => value is T) =>
  z.unknown().transform((value): T[] => (Array.isArray(value) ? [...new Set(value.filter(keep))] : []));
const storedLabels = z.unknown().transform((value) =>
  Array.from({ length: RISK_LEVELS }, (_, index) => {
    const label = Array.isArray(value) ? (value as unknown[])[index] : undefined;
    return typeof label === "string" ? label.slice(0, RISK_LABEL_MAX) : "";
  }),
);

const isString = (value: unknown): value is string => typeof value === "string";

function storedSchema() {
  const d = defaultSettings();
  return z.object({
    company_number: z.string().max(COMPANY_NUMBER_MAX).catch(d.company_number),
    default_language: storedLanguage,
    primary_markets: storedList(isCountryId),
    ra_approval_required: storedSwitch(d.ra_approval_required),
    ra_review_months: storedWhole(RA_REVIEW_MONTHS_MIN, RA_REVIEW_MONTHS_MAX, d.ra_review_months),
    ra_approvers: storedList(
      (value): value is number => Number.isInteger(value) && (value as number) > 0,
    ).transform((ids) => ids.slice(0, RA_APPROVERS_MAX)),
    ra_probability_labels: storedLabels,
    ra_consequence_labels: storedLabels,
    exposure_retention_years: storedWhole(RETENTION_YEARS.min, RETENTION_YEARS.max, RETENTION_YEARS.default),
    // Absent means never chosen: the default columns. A saved empty list stays empty.
    default_columns: z
      .unknown()
      .transform((value) =>
        Array.isArray(value) ? [...new Set(value.filter(isColumn))] : d.default_columns,
      ),
    sds_outdated_months: storedWhole(SDS_OUTDATED_MONTHS_MIN, SDS_OUTDATED_MONTHS_MAX, d.sds_outdated_months),
    storage_classes: storedList((value): value is StorageClassId => isStorageClassId(value)),
    document_rnu: storedSwitch(d.document_rnu),
    wpd_default_language: storedLanguage,
    read_link_sign_in: storedSwitch(d.read_link_sign_in),
    read_link_valid_days: storedWhole(READ_LINK_DAYS_MIN, READ_LINK_DAYS_MAX, d.read_link_valid_days),
    licenses: z
      .unknown()
      .transform((value) => (Array.isArray(value) ? [...new Set(value.filter(isString))] : null)),
  });
}

let stored: ReturnType<typeof storedSchema> | undefined;

/** companies.settings as the product reads it: every setting present, each defaulted when unusable. */
export function parseStoredSettings(raw: unknown): CompanySettingsValues {
  stored ??= storedSchema();
  const value: Record<string, unknown> =
    typeof raw === "object" && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  // Every known key is present (null when never saved), so each one's own default applies.
  const parsed = stored.parse(
    Object.fromEntries(Object.keys(stored.shape).map((key) => [key, value[key] ?? null])),
  );
  // Labels written before they were cut to length, or old lists, never fail the read.
  return {
    ...parsed,
    storage_classes: STORAGE_CLASS_IDS.filter((id) => parsed.storage_classes.includes(id)),
  };
}

/** companies.features as the product reads it: the four named flags (off unless true) and other switches. */
export function parseStoredFeatures(raw: unknown): Record<FeatureFlag, boolean> & Record<string, boolean> {
  const value = typeof raw === "object" && raw !== null && !Array.isArray(raw) ? raw : {};
  const switches = Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, boolean] => typeof entry[1] === "boolean"),
  );
  const named = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, switches[flag] === true]));
  return { ...switches, ...named } as Record<FeatureFlag, boolean> & Record<string, boolean>;
}

const storageClassChoice = (t: Translate) =>
  z.string({ error: m(t).choice }).refine(isStorageClassId, { error: m(t).choice });

/** Storage: the TRGS 510 storage classes the company uses (in the regulation's order). */
export function storageInputSchema(t: Translate) {
  return z.object({
    storage_classes: choices(storageClassChoice(t), t, STORAGE_CLASS_IDS.length).transform((ids) =>
      STORAGE_CLASS_IDS.filter((id) => (ids as string[]).includes(id)),
    ),
  });
}

export type StorageInput = z.output<ReturnType<typeof storageInputSchema>>;
