import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companies, type Company } from "../../db/schema";
import { ALWAYS_SECURE_COMPANY_ID, FEATURE_FLAGS } from "../../core/permissions";
import type { ActivityFields } from "../../core/activities/activity-kinds";
import {
  parseStoredFeatures,
  parseStoredSettings,
  type StorageInput,
} from "../../core/company-settings/stored";
import type {
  DocumentsInput,
  ProductsInput,
  RiskAssessmentInput,
  SystemInput,
} from "../../core/company-settings/rules";
import { TAB_SETTING_KEYS, type SettingsTab } from "../../core/company-settings/values";
import { recordActivity } from "../activities/record";
import { validationFailed } from "../http/errors";
import { english } from "./english";
import type { CompanySettings, Features } from "../users/schemas";

/**
 * The one reader of companies.settings and companies.features: every part of the API that needs a company
 * setting or a company feature flag goes through here, so each is parsed and defaulted the same way
 * (core/company-settings/rules.ts), and the one writer: each tab saves its own keys.
 */

/** The company's feature flags: the four named ones always present (off unless set), other switches kept. */
export function companyFeatures(company: Pick<Company, "features">): Features {
  return parseStoredFeatures(company.features);
}

/** The settings of a company row the caller already has (the auth middleware loads the caller's). */
export function settingsOfCompany(company: Company): CompanySettings {
  return {
    company_id: company.id,
    name: company.name,
    settings: parseStoredSettings(company.settings),
    features: companyFeatures(company),
    secure_company: company.isSecure || company.id === ALWAYS_SECURE_COMPANY_ID,
  };
}

/** The company's settings, parsed and defaulted; undefined for an unknown company. */
export async function companySettings(db: Database, companyId: number): Promise<CompanySettings | undefined> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  return company ? settingsOfCompany(company) : undefined;
}

export type TabInput = {
  system: SystemInput;
  "risk-assessment": RiskAssessmentInput;
  products: ProductsInput;
  storage: StorageInput;
  documents: DocumentsInput;
};

/** What the trail records of a tab: its settings, and for the system tab the name and the feature flags. */
function tabFields(tab: SettingsTab, company: Company): ActivityFields {
  const settings = parseStoredSettings(company.settings);
  const fields: ActivityFields = {};
  for (const key of TAB_SETTING_KEYS[tab]) fields[key] = settings[key] as ActivityFields[string];
  if (tab === "system") {
    fields.name = company.name;
    const features = companyFeatures(company);
    for (const flag of FEATURE_FLAGS) fields[flag] = features[flag];
  }
  return fields;
}

/** Approvers must be active users of the company who are not guests (guests only read): else 422. */
async function checkApprovers(tx: Pick<Database, "execute">, companyId: number, ids: unknown): Promise<void> {
  const wanted = Array.isArray(ids) ? (ids as number[]) : [];
  if (wanted.length === 0) return;
  const { rows } = await tx.execute<{ id: number }>(sql`
    SELECT id FROM users
    WHERE company_id = ${companyId} AND id = ANY(${sql.param(wanted)}::int[])
      AND deactivated_at IS NULL AND NOT is_guest_user`);
  const found = new Set(rows.map((row) => Number(row.id)));
  const unknown = wanted.findIndex((id) => !found.has(id));
  if (unknown >= 0)
    throw validationFailed({ [`ra_approvers.${unknown}`]: [english("companySettings.error.invalidChoice")] });
}

/**
 * Saves one tab in one transaction with its audit record (module settings, object company-settings
 * labelled with the tab; only the keys that changed). Stored keys of other tabs, and keys this version does
 * not know, stay as they are.
 */
export async function saveSettingsTab<T extends SettingsTab>(
  db: Database,
  actor: { companyId: number; userId: number },
  tab: T,
  input: TabInput[T],
): Promise<CompanySettings> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(companies)
      .where(eq(companies.id, actor.companyId))
      .for("update");
    if (!current) throw new Error(`company ${actor.companyId} is missing`);

    const { name, features, ...values } = input as Partial<SystemInput> & Record<string, unknown>;
    if (tab === "risk-assessment") await checkApprovers(tx, actor.companyId, values.ra_approvers);
    const settings = { ...current.settings };
    for (const key of TAB_SETTING_KEYS[tab]) settings[key] = values[key];
    const update: Partial<Company> = { settings };
    if (tab === "system" && name !== undefined && features) {
      update.name = name;
      update.features = { ...current.features, ...features };
    }
    const [saved] = await tx
      .update(companies)
      .set(update)
      .where(eq(companies.id, actor.companyId))
      .returning();
    if (!saved) throw new Error(`company ${actor.companyId} is missing`);

    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      module: "settings",
      action: "updated",
      object: { type: "company-settings", id: actor.companyId, label: tab },
      before: tabFields(tab, current),
      after: tabFields(tab, saved),
    });
    return settingsOfCompany(saved);
  });
}
