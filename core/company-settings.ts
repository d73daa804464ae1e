import { hasAll, type PermissionFlag, type Permissions } from "./permissions";

/**
 * The tabs of /company-settings. Only the areas that are built are listed,
 * each for the users who may use it; the other tabs (system, risk-assessment, products, storage, documents,
 * support) come with their modules.
 */
export interface CompanySettingsTab {
  key: "chemicalApproval" | "outbox";
  path: string;
  /** Every one of these flags. */
  requires: readonly PermissionFlag[];
}

export const COMPANY_SETTINGS_TABS: readonly CompanySettingsTab[] = [
  {
    key: "chemicalApproval",
    path: "/company-settings/chemical-approval",
    requires: ["chemical_approval_request"],
  },
  { key: "outbox", path: "/company-settings/outbox", requires: ["chemical_approval_admin"] },
];

/** The tabs this user may open, in order; empty when none. */
export function companySettingsTabs(user: { permissions: Permissions }): CompanySettingsTab[] {
  return COMPANY_SETTINGS_TABS.filter((tab) => hasAll(user.permissions, tab.requires));
}
