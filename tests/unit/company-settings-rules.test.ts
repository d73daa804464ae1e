import { describe, expect, it } from "vitest";
import {
  documentsInputSchema,
  greylistInputSchema,
  riskAssessmentInputSchema,
  systemInputSchema,
} from "../../core/company-settings/rules";
import {
  parseStoredFeatures,
  parseStoredSettings,
  storageInputSchema,
} from "../../core/company-settings/stored";
import { defaultSettings, TAB_SETTING_KEYS } from "../../core/company-settings/values";
import { companySettingsTabs } from "../../core/company-settings";

/** The company settings' rules: reading what is stored (tolerant) and each tab's input (strict). */

const t = (key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;
const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("parseStoredSettings", () => {
  it("gives every default for nothing stored, or for something that is not an object", () => {
    for (const raw of [{}, null, undefined, [], "x", 3])
      expect(parseStoredSettings(raw)).toEqual(defaultSettings());
  });

  it("reads older switch values and keeps valid list entries only, once each, in their order", () => {
    const parsed = parseStoredSettings({
      document_rnu: "true",
      read_link_sign_in: 1,
      ra_approval_required: "no",
      primary_markets: [2, 2, "1", 999, 1],
      storage_classes: ["8A", "3", "bogus"],
      default_columns: ["cas_no", "password"],
      licenses: ["products", 4],
    });
    expect(parsed.document_rnu).toBe(true);
    expect(parsed.read_link_sign_in).toBe(true);
    expect(parsed.ra_approval_required).toBe(false);
    expect(parsed.primary_markets).toEqual([2, 1]);
    expect(parsed.storage_classes).toEqual(["3", "8A"]);
    expect(parsed.default_columns).toEqual(["cas_no"]);
    expect(parsed.licenses).toEqual(["products"]);
  });

  it("falls back per key for malformed values and ignores unknown keys", () => {
    const parsed = parseStoredSettings({
      ra_review_months: 0,
      sds_outdated_months: "12",
      read_link_valid_days: 1.5,
      default_language: 42,
      company_number: 5,
      ra_probability_labels: ["a", 3, "x".repeat(100)],
      ra_templates: [{ name: "General", is_default: true }],
      exposure_retention_years: 39,
      retired_setting: true,
    });
    const defaults = defaultSettings();
    expect(parsed.ra_review_months).toBe(defaults.ra_review_months);
    expect(parsed.sds_outdated_months).toBe(defaults.sds_outdated_months);
    expect(parsed.read_link_valid_days).toBe(defaults.read_link_valid_days);
    expect(parsed.default_language).toBe(4);
    expect(parsed.company_number).toBe("");
    expect(parsed.ra_probability_labels).toEqual(["a", "", "x".repeat(60), "", ""]);
    expect(parsed.exposure_retention_years).toBe(40);
    // The old list of template names is a retired key like any other.
    expect(parsed).not.toHaveProperty("ra_templates");
    expect(parsed).not.toHaveProperty("retired_setting");
    expect(parseStoredSettings({ exposure_retention_years: 60 }).exposure_retention_years).toBe(60);
  });

  it("an empty saved column list stays empty; a missing one is the default", () => {
    expect(parseStoredSettings({ default_columns: [] }).default_columns).toEqual([]);
    expect(parseStoredSettings({}).default_columns).toEqual(defaultSettings().default_columns);
  });
});

describe("parseStoredFeatures", () => {
  it("has the four named flags, off unless true, and keeps other switches", () => {
    expect(parseStoredFeatures({ sps: true, guidance: "yes", beta: true, note: "x" })).toEqual({
      emptyState: false,
      replaceSds: false,
      sps: true,
      guidance: false,
      beta: true,
    });
    expect(parseStoredFeatures(null)).toEqual({
      emptyState: false,
      replaceSds: false,
      sps: false,
      guidance: false,
    });
  });
});

describe("tab inputs", () => {
  it("system: cleans the name, dedupes markets, switches default to off", () => {
    const parsed = systemInputSchema(t).parse({
      name: "  Acme\tAS ",
      default_language: 2,
      primary_markets: [1, 1, 3],
    });
    expect(parsed).toEqual({
      name: "Acme AS",
      company_number: "",
      default_language: 2,
      primary_markets: [1, 3],
      features: { emptyState: false, replaceSds: false, sps: false, guidance: false },
    });
  });

  it("system: refuses unknown languages and markets, long names and odd numbers", () => {
    const result = systemInputSchema(t).safeParse({
      name: "x".repeat(201),
      company_number: "12;3",
      default_language: 0,
      primary_markets: [0],
    });
    expect(issues(result)).toEqual({
      name: 'companySettings.error.tooLong {"max":200}',
      company_number: "companySettings.error.companyNumber",
      default_language: "companySettings.error.invalidChoice",
      "primary_markets.0": "companySettings.error.invalidChoice",
    });
  });

  it("risk assessment: pads labels, keeps exposure records 40 to 100 years, ignores old template rows", () => {
    const schema = riskAssessmentInputSchema(t);
    const parsed = schema.parse({
      ra_templates: [{ name: "A" }],
      ra_review_months: 6,
      ra_probability_labels: ["x"],
      exposure_retention_years: 60,
    });
    expect(parsed).toMatchObject({
      ra_probability_labels: ["x", "", "", "", ""],
      ra_consequence_labels: ["", "", "", "", ""],
      exposure_retention_years: 60,
    });
    expect(parsed).not.toHaveProperty("ra_templates");
    for (const years of [25, 39, 101, 40.5, undefined]) {
      expect(
        issues(schema.safeParse({ ra_review_months: 6, exposure_retention_years: years })),
        String(years),
      ).toEqual({ exposure_retention_years: 'companySettings.error.wholeNumber {"min":40,"max":100}' });
    }
    expect(
      issues(
        schema.safeParse({
          ra_review_months: 6,
          exposure_retention_years: 40,
          ra_consequence_labels: ["", "", "", "", "", ""],
        }),
      ),
    ).toEqual({
      ra_consequence_labels: 'companySettings.error.levels {"count":5}',
    });
  });

  it("storage: keeps the regulation's order; documents: whole days in range", () => {
    expect(storageInputSchema(t).parse({ storage_classes: ["13", "1", "1"] })).toEqual({
      storage_classes: ["1", "13"],
    });
    expect(
      issues(documentsInputSchema(t).safeParse({ wpd_default_language: 4, read_link_valid_days: 0 })),
    ).toEqual({
      read_link_valid_days: 'companySettings.error.wholeNumber {"min":1,"max":3650}',
    });
  });

  it("greylist: a CAS number with its check digit (spaces removed), a name and a level", () => {
    expect(greylistInputSchema(t).parse({ cas: " 67-64-1 ", name: "Acetone", level: "banned" })).toEqual({
      cas: "67-64-1",
      name: "Acetone",
      reason: "",
      level: "banned",
    });
    expect(issues(greylistInputSchema(t).safeParse({ cas: "67-64-2", name: "", level: "maybe" }))).toEqual({
      cas: "companySettings.error.cas",
      name: "companySettings.error.required",
      level: "companySettings.error.invalidChoice",
    });
  });

  it("every tab's keys are settings the reader knows", () => {
    const known = Object.keys(defaultSettings());
    for (const keys of Object.values(TAB_SETTING_KEYS)) for (const key of keys) expect(known).toContain(key);
  });
});

describe("the tabs a user may open", () => {
  it("user_admin opens the company's tabs and support; the approval tabs keep their own flags", () => {
    expect(companySettingsTabs({ permissions: { user_admin: true } }).map((tab) => tab.key)).toEqual([
      "system",
      "riskAssessment",
      "products",
      "storage",
      "documents",
      "support",
    ]);
    expect(companySettingsTabs({ permissions: {} })).toEqual([]);
  });
});
