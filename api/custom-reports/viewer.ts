import type { Context } from "hono";
import { mayReportOn } from "../../core/custom-reports/access";
import type { ReportSource } from "../../core/custom-reports/definition";
import type { Permissions } from "../../core/permissions";
import { boardMembership, isApprovalAdmin } from "../chemical-approvals/actor";
import { companyFeatures } from "../company-settings/settings";
import type { ApiEnv } from "../env";
import { exposureAccess, readsAll } from "../exposure/store";
import { forbidden } from "../http/errors";
import { scopeOf } from "../locations/scope";
import type { Executor } from "../locations/tree";
import { mergeFeatures } from "../users/present";
import type { ReportViewer } from "./sources";

/**
 * Whether the caller may report on a source (core/custom-reports/access.ts: the source's module must be
 * theirs to open), with the company's features and the user's own flags as the navigation reads them.
 */
export function mayReport(c: Context<ApiEnv>, source: ReportSource): boolean {
  const user = c.get("user");
  return mayReportOn(source, {
    permissions: (user.permissions ?? {}) as Permissions,
    features: mergeFeatures(companyFeatures(c.get("company")), user.features ?? {}),
    exposure: user.exposure,
  });
}

/** 403 unless the caller may report on the source (a saved or shared report included). */
export function assertMayReport(c: Context<ApiEnv>, source: ReportSource): void {
  if (!mayReport(c, source)) throw forbidden();
}

/**
 * The caller as the report's source reads them, by the source's own module's rules: approval admins and
 * members of any approval board see every request (the requests list's "all"); exposure keepers and readers
 * see everyone's records in their scope. Only the source's own question is asked of the database.
 */
export async function viewerOf(
  c: Context<ApiEnv>,
  db: Executor,
  source: ReportSource,
): Promise<ReportViewer> {
  const user = c.get("user");
  const approvalsAll =
    source === "approvals" &&
    (isApprovalAdmin(user) || (await boardMembership(db, user.companyId, user.id, null)).ofAny);
  return {
    scope: scopeOf(user),
    userId: user.id,
    approvalsAll,
    exposureAll: readsAll(exposureAccess(user)),
  };
}
