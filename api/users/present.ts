import type { Company, UserRow } from "../../db/schema";
import { ALWAYS_SECURE_COMPANY_ID, FEATURE_FLAGS, PERMISSION_FLAGS } from "../../core/permissions";
import { companyFeatures, settingsOfCompany } from "../company-settings/settings";
import type { CompanySettings, Features, PermissionMap, User } from "./schemas";

/** Rows of the database → the API's response bodies. */

export function isSecureCompany(company: Company): boolean {
  return company.isSecure || company.id === ALWAYS_SECURE_COMPANY_ID;
}

function booleansOf(value: Record<string, unknown>): Record<string, boolean> {
  return Object.fromEntries(Object.entries(value).filter(([, flag]) => typeof flag === "boolean")) as Record<
    string,
    boolean
  >;
}

/** The named flags default to false; later layers win over earlier ones. */
export function mergeFeatures(...layers: Record<string, unknown>[]): Features {
  const defaults = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, false]));
  return Object.assign(defaults, ...layers.map(booleansOf)) as Features;
}

export function permissionMap(permissions: Record<string, unknown>): PermissionMap {
  return Object.fromEntries(
    PERMISSION_FLAGS.map((flag) => [flag, permissions[flag] === true]),
  ) as PermissionMap;
}

export function toUser(user: UserRow, company: Company): User {
  return {
    id: user.id,
    company_id: company.id,
    company_name: company.name,
    name: user.name,
    email: user.email,
    permissions: permissionMap(user.permissions),
    features: mergeFeatures(companyFeatures(company), user.features),
    topnodes: user.topnodes,
    exposure: user.exposure,
    is_personal: user.isPersonal,
    is_guest_user: user.isGuestUser,
    anonymous: user.anonymous,
    secure_company: isSecureCompany(company),
    is_validated: user.isValidated,
    default_columns: user.defaultColumns,
    language: user.language,
  };
}

/** The company's settings and flags, read by the one reader of company settings. */
export function toCompanySettings(company: Company): CompanySettings {
  return settingsOfCompany(company);
}
