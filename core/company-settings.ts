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

export const COMPANY_SETTINGS_TABS: readonly CompanySettingsTab[] = [
  { key: "system", path: "/company-settings/system", requires: ["user_admin"] },
  { key: "riskAssessment", path: "/company-settings/risk-assessment", requires: ["user_admin"] },
  {
    key: "chemicalApproval",
    path: "/company-settings/chemical-approval",
    requires: ["chemical_approval_request"],
  },
  { key: "products", path: "/company-settings/products", requires: ["user_admin"] },
  { key: "storage", path: "/company-settings/storage", requires: ["user_admin"] },
  { key: "documents", path: "/company-settings/documents", requires: ["user_admin"] },
  { key: "support", path: "/company-settings/support", requires: ["user_admin"] },
  { key: "outbox", path: "/company-settings/outbox", requires: ["chemical_approval_admin"] },
];

/** The tabs this user may open, in order; empty when none. */
export function companySettingsTabs(user: { permissions: Permissions }): CompanySettingsTab[] {
  return COMPANY_SETTINGS_TABS.filter((tab) => hasAll(user.permissions, tab.requires));
}
