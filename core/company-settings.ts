import { hasAll, type PermissionFlag, type Permissions } from "./permissions";

/**
 * The tabs of /company-settings, in the order of the page, each for the users who may use it: the company's
 * own settings (system, risk assessment, products, storage, documents) and support for company
 * administrators (user_admin), chemical approval boards and the outbox for the approval flags.
 */
export interface CompanySettingsTab {
  key:
    | "system"
    | "riskAssessment"
    | "chemicalApproval"
    | "products"
    | "storage"
    | "documents"
    | "support"
    | "outbox";
  path: string;
  /** Every one of these flags. */
  requires: readonly PermissionFlag[];
}

/** A tab at /company-settings/<its key in kebab case> (every page loads this list: kept small). */
const tab = (key: CompanySettingsTab["key"], flag: PermissionFlag): CompanySettingsTab => ({
  key,
  path: `/company-settings/${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`,
  requires: [flag],
});

export const COMPANY_SETTINGS_TABS: readonly CompanySettingsTab[] = [
  tab("system", "user_admin"),
  tab("riskAssessment", "user_admin"),
  tab("chemicalApproval", "chemical_approval_request"),
  tab("products", "user_admin"),
  tab("storage", "user_admin"),
  tab("documents", "user_admin"),
  tab("support", "user_admin"),
  tab("outbox", "chemical_approval_admin"),
];

/** The tabs this user may open, in order; empty when none. */
export function companySettingsTabs(user: { permissions: Permissions }): CompanySettingsTab[] {
  return COMPANY_SETTINGS_TABS.filter((tab) => hasAll(user.permissions, tab.requires));
}
