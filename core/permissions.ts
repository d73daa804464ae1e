/** The named permission flags. Users carry a map of these. */
export const PERMISSION_FLAGS = [
  "chemical_approval_request",
  // Chemical approvals (docs/decisions/018-chemical-approvals.md): manages approval boards, sees every
  // request, concludes and resets.
  "chemical_approval_admin",
  "smartforms_admin",
  "local_publisher",
  "local_publisher_delete",
  "wpd",
  "add_product",
  "qr",
  "edit_location",
  "read_link_admin",
  // Administers the company (docs/decisions/037-company-administration.md): users, company settings,
  // the recent-activity trail, personal data and the full export.
  "user_admin",
  // The exposure register (docs/decisions/047-exposure-register.md): exposure_admin keeps it (plans, records,
  // corrections) within the user's locations; exposure_reader reads it and everyone's history there (an
  // occupational physician, a safety representative). A person in the register always reads their own.
  "exposure_admin",
  "exposure_reader",
] as const;

export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];
export type Permissions = Partial<Record<PermissionFlag, boolean>>;

/** Company feature flags. */
export const FEATURE_FLAGS = ["emptyState", "replaceSds", "sps", "guidance"] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** All-of check: every flag must be set. */
export function hasAll(permissions: Permissions, flags: readonly PermissionFlag[]): boolean {
  return flags.every((flag) => permissions[flag] === true);
}

/** Any-of check: at least one flag must be set. */
export function hasAny(permissions: Permissions, flags: readonly PermissionFlag[]): boolean {
  return flags.some((flag) => permissions[flag] === true);
}

/** Company id 1000081 counts as secure whatever its setting. */
export const ALWAYS_SECURE_COMPANY_ID = 1000081;
