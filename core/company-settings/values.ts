import { DEFAULT_LANGUAGE_ID, type LanguageId } from "../languages";
import type { StorageClassId } from "../storage-classes";
import { RETENTION_YEARS } from "../exposure/retention";

/**
 * The company settings that the tabs of /company-settings edit: the tabs that save, the keys each tab owns
 * in companies.settings, their limits and their defaults. Zod-free, so pages can render with these
 * constants without loading the rules (./rules.ts builds the schemas from them). Browser-safe.
 */

/** The tabs that save settings, as their URL segment (/company-settings/<tab>, PUT …/settings/<tab>). */
export const SETTINGS_TABS = ["system", "risk-assessment", "products", "storage", "documents"] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export function isSettingsTab(value: unknown): value is SettingsTab {
  return typeof value === "string" && (SETTINGS_TABS as readonly string[]).includes(value);
}

export const COMPANY_NAME_MAX = 200;
/** An organisation or registration number: digits, letters, spaces, dots, dashes and slashes. */
export const COMPANY_NUMBER_MAX = 40;
export const COMPANY_NUMBER_PATTERN = /^[0-9A-Za-z .\-/]*$/;
/** At most this many primary markets (there are fewer countries; the bound keeps a body small). */
export const PRIMARY_MARKETS_MAX = 50;

export const RA_REVIEW_MONTHS_MIN = 1;
export const RA_REVIEW_MONTHS_MAX = 60;
/** The risk matrix is 5 probability levels by 5 consequence levels. */
export const RISK_LEVELS = 5;
export const RISK_LABEL_MAX = 60;
/** Named approvers of risk assessments: a short list of people, chosen with checkboxes. */
export const RA_APPROVERS_MAX = 50;

export const SDS_OUTDATED_MONTHS_MIN = 1;
export const SDS_OUTDATED_MONTHS_MAX = 120;
export const PRODUCT_COLUMNS_MAX = 50;

export const READ_LINK_DAYS_MIN = 1;
export const READ_LINK_DAYS_MAX = 3650;

/**
 * Every company setting, as the app and the API read it (companies.settings, parsed and defaulted).
 * `licenses` is set by ChemSafe with the contract and shown on My page; no tab edits it.
 */
export interface CompanySettingsValues {
  company_number: string;
  default_language: LanguageId;
  primary_markets: number[];
  ra_approval_required: boolean;
  ra_review_months: number;
  /** The users (ids) who approve risk assessments when approval is required. */
  ra_approvers: number[];
  /** Labels of probability levels 1–5; an empty label shows the standard name of the level. */
  ra_probability_labels: string[];
  /** Labels of consequence levels 1–5; an empty label shows the standard name of the level. */
  ra_consequence_labels: string[];
  /** Years the exposure register keeps a record after the exposure ends (core/exposure/retention.ts). */
  exposure_retention_years: number;
  default_columns: string[];
  sds_outdated_months: number;
  storage_classes: StorageClassId[];
  document_rnu: boolean;
  wpd_default_language: LanguageId;
  read_link_sign_in: boolean;
  read_link_valid_days: number;
  /** The licensed module keys; null: the full product. */
  licenses: string[] | null;
}

const emptyLabels = () => Array.from({ length: RISK_LEVELS }, () => "");

/** What a company without saved settings has. */
export function defaultSettings(): CompanySettingsValues {
  return {
    company_number: "",
    default_language: DEFAULT_LANGUAGE_ID,
    primary_markets: [],
    ra_approval_required: false,
    ra_review_months: 12,
    ra_approvers: [],
    ra_probability_labels: emptyLabels(),
    ra_consequence_labels: emptyLabels(),
    exposure_retention_years: RETENTION_YEARS.default,
    default_columns: ["name", "supplier", "cas_no", "signal_word", "pictograms", "location"],
    // Three years: the age at which most SDS regimes expect a sheet to have been reviewed.
    sds_outdated_months: 36,
    storage_classes: [],
    document_rnu: false,
    wpd_default_language: DEFAULT_LANGUAGE_ID,
    read_link_sign_in: false,
    read_link_valid_days: 365,
    licenses: null,
  };
}

/** The settings keys each tab saves (the system tab also saves the company's name and its feature flags). */
export const TAB_SETTING_KEYS = {
  system: ["company_number", "default_language", "primary_markets"],
  "risk-assessment": [
    "ra_approval_required",
    "ra_review_months",
    "ra_approvers",
    "ra_probability_labels",
    "ra_consequence_labels",
    "exposure_retention_years",
  ],
  products: ["default_columns", "sds_outdated_months"],
  storage: ["storage_classes"],
  documents: ["document_rnu", "wpd_default_language", "read_link_sign_in", "read_link_valid_days"],
} as const satisfies Record<SettingsTab, readonly (keyof CompanySettingsValues)[]>;

/* ------------------------------------------------------------------ greylist */

/** How strictly a greylisted substance is restricted: needs approval before use, or not to be used at all. */
export const GREYLIST_LEVELS = ["restricted", "banned"] as const;
export type GreylistLevel = (typeof GREYLIST_LEVELS)[number];
export const GREYLIST_NAME_MAX = 200;
export const GREYLIST_REASON_MAX = 1000;
/** A company's greylist is shown whole: at most this many substances. */
export const GREYLIST_MAX = 2000;

export const GREYLIST_PATH = "/company-settings/products/greylist";
export const greylistItemPath = (id: number) => `${GREYLIST_PATH}/${id}`;
