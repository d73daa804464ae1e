import { redirect } from "@remix-run/node";
import {
  emptyPagePath,
  emptyStateOf,
  FIRST_ACTIONS,
  isEmptyStateModule,
  type EmptyState,
  type EmptyStateModule,
} from "~/features/shell/components/EmptyState";
import type { HasData } from "../../api/onboarding/schemas";
import type { CompanySettings } from "../../api/users/schemas";
import {
  hasAll,
  hasAny,
  type FeatureFlag,
  type PermissionFlag,
  type Permissions,
} from "../../core/permissions";
import { PERMISSION_WARNING_TIMEOUT } from "../../core/toast";
import type { User } from "../../api/users/schemas";
import type { ApiClient } from "./api-client.server";
import { apiStatus } from "./api-failure.server";
import { requireUser } from "./auth.server";
import { getTranslator } from "./i18n.server";
import { notFound } from "./responses.server";
import { redirectWithToast } from "./toast.server";
import { MODULES } from "../../core/modules";

/**
 * Route guards for loaders and actions. Each returns
 * when the user may go on and otherwise throws a response: a redirect to /main
 * with a warning toast (5 s), or for the empty-state guard a plain redirect to
 * the module's empty page. The API checks permissions again on every call;
 * these guards only spare the user a page they cannot use.
 */

/** A user's permission flags; a flag that is missing counts as not set. */
export interface PermissionHolder {
  permissions: Permissions;
}

/** Where a blocked user is sent. */
export const BLOCKED_REDIRECT = "/main";

/** Throws the redirect to /main with a warning toast; `key` is the text key of the warning. */
export async function blocked(request: Request, key = "toast.guard.disabled"): Promise<never> {
  const { t } = await getTranslator(request);
  throw await redirectWithToast(BLOCKED_REDIRECT, {
    type: "warning",
    text: t(key),
    timeout: PERMISSION_WARNING_TIMEOUT,
  });
}

export interface PermissionRequirement {
  /** Every one of these flags (all-of). */
  all?: readonly PermissionFlag[];
  /** At least one of these flags (any-of). */
  any?: readonly PermissionFlag[];
}

/** Whether the user's flags satisfy the requirement; both parts apply when both are given. */
export function meetsPermissions(user: PermissionHolder, requirement: PermissionRequirement): boolean {
  const { all, any } = requirement;
  if (all && !hasAll(user.permissions, all)) return false;
  if (any && any.length > 0 && !hasAny(user.permissions, any)) return false;
  return true;
}

/** All-of and/or any-of over the user's permission flags, else the permission warning. */
export async function requirePermissions(
  request: Request,
  user: PermissionHolder,
  requirement: PermissionRequirement,
): Promise<void> {
  if (!meetsPermissions(user, requirement)) await blocked(request);
}

/** A company feature flag (emptyState, replaceSds, sps, guidance), else the same warning. */
export async function requireFeature(
  request: Request,
  user: Pick<User, "features">,
  flag: FeatureFlag,
): Promise<void> {
  if (user.features[flag] !== true) await blocked(request);
}

/** /read-understood: not for guests, and only when the company setting document_rnu is on. */
export async function readUnderstoodGuard(
  request: Request,
  user: Pick<User, "is_guest_user">,
  companySettings: { settings: Pick<CompanySettings["settings"], "document_rnu"> },
): Promise<void> {
  if (user.is_guest_user) await blocked(request, "toast.guard.readUnderstoodGuest");
  // The API parses the stored switch (older values such as 1 or "true" included) into a boolean.
  if (!companySettings.settings.document_rnu) await blocked(request, "toast.guard.readUnderstoodOff");
}

/** /qr-readlink: (add_product and qr) or (edit_location and read_link_admin). */
export function mayUseQrReadlinks(user: PermissionHolder): boolean {
  return (
    meetsPermissions(user, { all: ["add_product", "qr"] }) ||
    meetsPermissions(user, { all: ["edit_location", "read_link_admin"] })
  );
}

export async function qrReadlinkGuard(request: Request, user: PermissionHolder): Promise<void> {
  if (!mayUseQrReadlinks(user)) await blocked(request);
}

/* ---------------------------------------------------------------- empty state */

/**
 * has_data answers that turned true, per company. A module that has data
 * keeps it in practice, and checking it on every page view would cost a call;
 * false is never cached, so new data is noticed on the next request.
 */
const hasDataCache = new Map<number, Set<EmptyStateModule>>();

/** Forgets the cache (tests). */
export function clearEmptyStateCache(): void {
  hasDataCache.clear();
}

/** Modules that live inside locations: without locations they lead to the locations empty state. */
const NEEDS_LOCATIONS: readonly EmptyStateModule[] = ["products", "legislation-lists"];

async function moduleHasData(
  api: Pick<ApiClient, "get">,
  companyId: number,
  module: EmptyStateModule,
): Promise<boolean> {
  const cached = hasDataCache.get(companyId);
  if (cached?.has(module)) return true;
  try {
    const { data } = await api.get<{ data: HasData }>(`/onboarding-api/v1/has-${module}`);
    if (data.has_data === true) {
      if (cached) cached.add(module);
      else hasDataCache.set(companyId, new Set([module]));
      return true;
    }
    return false;
  } catch (error) {
    // The guard is a convenience: when the check fails, show the page itself.
    // Other thrown responses (e.g. the sign-in redirect on 401) pass on.
    if (apiStatus(error) !== undefined) return true;
    throw error;
  }
}

/**
 * For the modules products, locations, risk-assessments, custom-lists,
 * amounts, substitutions, legislation-lists and sds-requests: when the
 * company's emptyState feature is on and the module has no data, redirects to
 * /{module}/empty?state=no-data (/risk-assessments/emptyRa for risk
 * assessments). Products and legislation lists first need a location: without
 * one they redirect to /locations/empty?state=no-locations.
 */
export async function emptyStateGuard(
  _request: Request,
  { user, api }: { user: Pick<User, "company_id" | "features">; api: Pick<ApiClient, "get"> },
  module: EmptyStateModule,
): Promise<void> {
  if (user.features.emptyState !== true) return;
  if (NEEDS_LOCATIONS.includes(module) && !(await moduleHasData(api, user.company_id, "locations"))) {
    throw redirect(emptyPagePath("locations", "no-locations"));
  }
  if (!(await moduleHasData(api, user.company_id, module))) {
    throw redirect(emptyPagePath(module, "no-data"));
  }
}

/* ------------------------------------------------------------ empty-state pages */

/**
 * The reason in the URL, if it still holds, so the page never claims one that
 * is not true (a bookmark, a shared link, data added since): `no-data` while
 * the module has no data, `no-locations` on the locations page while there
 * are no locations. Anything else, or a failed check, shows no reason.
 */
async function stateThatHolds(
  api: Pick<ApiClient, "get">,
  companyId: number,
  module: EmptyStateModule,
  requested: EmptyState | null,
): Promise<EmptyState | null> {
  if (requested === "no-locations") {
    return module === "locations" && !(await moduleHasData(api, companyId, "locations")) ? requested : null;
  }
  if (requested === "no-data") return (await moduleHasData(api, companyId, module)) ? null : requested;
  return null;
}

/**
 * The loader of /{module}/empty and /{module}/emptyRa: 404 for an unknown
 * module; the emptyState feature's warning when the company does not have it;
 * risk assessments live at /risk-assessments/emptyRa, every other module at
 * /{module}/empty (the other spelling redirects, keeping the query). The
 * first action is offered to users with its permission.
 */
export async function loadEmptyPage(
  request: Request,
  moduleParam: string | undefined,
  variant: "empty" | "emptyRa",
) {
  const { user, api } = await requireUser(request);
  if (!isEmptyStateModule(moduleParam)) throw notFound();
  const module = moduleParam;
  await requireFeature(request, user, "emptyState");
  const url = new URL(request.url);
  const wanted = module === "risk-assessments" ? "emptyRa" : "empty";
  if (variant !== wanted) throw redirect(`/${module}/${wanted}${url.search}`);
  const { permission, href } = FIRST_ACTIONS[module];
  // Only link to pages that exist in this build (core/modules.ts `built`).
  const path = href.split("?")[0] ?? href;
  const available = MODULES.some((m) => m.built && (m.path === path || path.startsWith(`${m.path}/`)));
  const [{ t }, state] = await Promise.all([
    getTranslator(request),
    stateThatHolds(api, user.company_id, module, emptyStateOf(url.searchParams.get("state"))),
  ]);
  return {
    module,
    state,
    canAct: !permission || user.permissions[permission] === true,
    available,
    title: `${t("empty.title", { module: t(`empty.${module}.name`) })} – ${t("app.name")}`,
  };
}
