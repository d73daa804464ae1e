import { z } from "@hono/zod-openapi";
import { PRODUCT_COLUMNS } from "../../core/profile";
import { STORAGE_CLASS_IDS } from "../../core/storage-classes";
import { RETENTION_YEARS } from "../../core/exposure/retention";
import {
  documentsInputSchema,
  greylistInputSchema,
  productsInputSchema,
  riskAssessmentInputSchema,
  systemInputSchema,
} from "../../core/company-settings/rules";
import { storageInputSchema } from "../../core/company-settings/stored";
import {
  GREYLIST_LEVELS,
  GREYLIST_MAX,
  RA_REVIEW_MONTHS_MAX,
  RA_REVIEW_MONTHS_MIN,
  READ_LINK_DAYS_MAX,
  READ_LINK_DAYS_MIN,
  RISK_LEVELS,
  SDS_OUTDATED_MONTHS_MAX,
  SDS_OUTDATED_MONTHS_MIN,
} from "../../core/company-settings/values";
import { envelope } from "../http/envelope";
import { idParam } from "../http/params";
import { english } from "./english";

/**
 * The wire shapes of the company settings: the settings as read (every key present, defaulted), the body
 * of each tab's save (the rules of core/company-settings/rules.ts with English messages, so a 422 names
 * the field and says what is wrong), the greylist and the primary markets.
 */

const languageId = z.number().int().openapi({ description: "A language id (1–10); 4 is British English." });

export const CompanySettingsValuesSchema = z
  .object({
    company_number: z.string().openapi({ description: "Organisation number; empty when not given." }),
    default_language: languageId,
    primary_markets: z
      .array(z.number().int())
      .openapi({ description: "Country ids (GET /site/v1/primary-markets).", example: [1, 2] }),
    ra_approval_required: z.boolean(),
    ra_review_months: z.number().int(),
    ra_approvers: z
      .array(z.number().int())
      .openapi({ description: "The users (ids) who approve risk assessments when approval is required." }),
    ra_probability_labels: z
      .array(z.string())
      .openapi({ description: `${RISK_LEVELS} labels, level 1 first; empty: the standard name.` }),
    ra_consequence_labels: z
      .array(z.string())
      .openapi({ description: `${RISK_LEVELS} labels, level 1 first; empty: the standard name.` }),
    exposure_retention_years: z
      .number()
      .int()
      .openapi({
        description:
          `Years the exposure register keeps a record after the exposure ends (${RETENTION_YEARS.min}–` +
          `${RETENTION_YEARS.max}; Directive 2004/37/EC asks for at least 40, Norway for 60).`,
      }),
    default_columns: z
      .array(z.string())
      .openapi({ description: `Column keys: ${PRODUCT_COLUMNS.join(", ")}.` }),
    sds_outdated_months: z.number().int(),
    storage_classes: z
      .array(z.string())
      .openapi({ description: "TRGS 510 storage class ids in use, in the regulation's order." }),
    document_rnu: z.boolean().openapi({ description: "Read-and-understood is on." }),
    wpd_default_language: languageId,
    read_link_sign_in: z.boolean().openapi({ description: "Read links ask the reader to sign in." }),
    read_link_valid_days: z.number().int(),
    licenses: z.array(z.string()).nullable().openapi({
      description: "The licensed modules (set by ChemSafe with the contract); null: the full product.",
    }),
  })
  .openapi("CompanySettingsValues", {
    description:
      "Every company setting, defaulted when never saved; unknown stored keys are not shown. Each tab saves " +
      "its own (PUT /site/v1/company/settings/{tab}).",
  });

/* The bodies: the shared rules, documented. */

export const SystemSettingsInputSchema = systemInputSchema(english).openapi("SystemSettingsInput", {
  description:
    "The company's name (1–200 characters) and organisation number (letters, digits, spaces, . - /), the " +
    "default language id, the primary markets (country ids), and the four feature flags. A switch left out " +
    "is off.",
  example: {
    name: "Demo Chemicals AS",
    company_number: "912 345 678",
    default_language: 1,
    primary_markets: [1, 2],
    features: { emptyState: false, replaceSds: true, sps: true, guidance: true },
  },
});
export const RiskAssessmentSettingsInputSchema = riskAssessmentInputSchema(english).openapi(
  "RiskAssessmentSettingsInput",
  {
    description:
      `Whether assessments need approval, who approves them (ids of active users of the company who are not guests; another id answers 422), the review interval in months (${RA_REVIEW_MONTHS_MIN}–${RA_REVIEW_MONTHS_MAX}), ` +
      `up to ${RISK_LEVELS} labels for the probability and the consequence levels (missing ones are empty), ` +
      `and how many years the exposure register keeps a record after the exposure ends ` +
      `(${RETENTION_YEARS.min}–${RETENTION_YEARS.max}). Templates are made with the template calls.`,
    example: {
      ra_approval_required: true,
      ra_review_months: 12,
      ra_approvers: [],
      ra_probability_labels: ["Rare", "Unlikely", "Possible", "Likely", "Almost certain"],
      ra_consequence_labels: ["", "", "", "", ""],
      exposure_retention_years: 40,
    },
  },
);
export const ProductsSettingsInputSchema = productsInputSchema(english).openapi("ProductsSettingsInput", {
  description:
    `The default columns of product lists (${PRODUCT_COLUMNS.join(", ")}) and the age in months ` +
    `(${SDS_OUTDATED_MONTHS_MIN}–${SDS_OUTDATED_MONTHS_MAX}) after which a safety data sheet is outdated.`,
  example: { default_columns: ["name", "supplier"], sds_outdated_months: 36 },
});
export const StorageSettingsInputSchema = storageInputSchema(english).openapi("StorageSettingsInput", {
  description: `The TRGS 510 storage classes in use: ${STORAGE_CLASS_IDS.join(", ")}.`,
  example: { storage_classes: ["3", "8A"] },
});
export const DocumentsSettingsInputSchema = documentsInputSchema(english).openapi("DocumentsSettingsInput", {
  description:
    "Read-and-understood on or off, the default language of workplace descriptions, whether read links ask " +
    `the reader to sign in, and how many days a read link works (${READ_LINK_DAYS_MIN}–${READ_LINK_DAYS_MAX}). ` +
    "A switch left out is off.",
  example: {
    document_rnu: true,
    wpd_default_language: 4,
    read_link_sign_in: false,
    read_link_valid_days: 365,
  },
});

/* The greylist. */

export const GreylistEntrySchema = z
  .object({
    id: z.number().int(),
    cas: z.string().openapi({ example: "71-43-2" }),
    name: z.string().openapi({ example: "Benzene" }),
    reason: z.string(),
    level: z.enum(GREYLIST_LEVELS),
    updated_at: z.string(),
  })
  .openapi("GreylistEntry");
export type GreylistEntry = z.infer<typeof GreylistEntrySchema>;

export const GreylistSaveSchema = greylistInputSchema(english)
  .extend({
    id: z
      .number()
      .int()
      .positive()
      .optional()
      .openapi({ description: "The entry to change; left out: a new entry." }),
  })
  .openapi("GreylistSave", {
    description:
      "A CAS number with a valid check digit, unique in the company's greylist; the name (1–200 characters); " +
      `the reason (at most 1000); the level (${GREYLIST_LEVELS.join(" or ")}).`,
    example: { cas: "71-43-2", name: "Benzene", reason: "Carcinogen", level: "banned" },
  });

export const GreylistResponse = envelope(GreylistEntrySchema, "GreylistEntryResponse");
export const GreylistListResponse = envelope(
  z.array(GreylistEntrySchema).openapi({ description: `By CAS number, at most ${GREYLIST_MAX}.` }),
  "GreylistListResponse",
);
export const GreylistDeletedResponse = envelope(
  z.object({ id: z.number().int() }),
  "GreylistDeletedResponse",
);
export const greylistParams = z.object({ id: idParam("id", "The greylist entry id.") });

export const PrimaryMarketSchema = z
  .object({
    id: z.number().int().openapi({ example: 1 }),
    code: z.string().openapi({ example: "NO" }),
    primary: z.boolean().openapi({ description: "One of the company's primary markets." }),
  })
  .openapi("PrimaryMarket");
export const PrimaryMarketsResponse = envelope(z.array(PrimaryMarketSchema), "PrimaryMarketsResponse");
