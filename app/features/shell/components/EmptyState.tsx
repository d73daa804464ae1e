import { isRouteErrorResponse, Link, useParams, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { PermissionFlag } from "../../../../core/permissions";

/** The empty-state modules, the same as the onboarding has-* checks. */
export const EMPTY_STATE_MODULES = [
  "products",
  "locations",
  "risk-assessments",
  "custom-lists",
  "amounts",
  "substitutions",
  "legislation-lists",
  "sds-requests",
] as const;
export type EmptyStateModule = (typeof EMPTY_STATE_MODULES)[number];

export function isEmptyStateModule(value: unknown): value is EmptyStateModule {
  return typeof value === "string" && (EMPTY_STATE_MODULES as readonly string[]).includes(value);
}

/**
 * Why an empty page is shown, the `state` query parameter:
 * - `no-data`: the module has no data for the company yet (has-{module} is false);
 * - `no-locations`: on /locations/empty, the user wanted products or legislation
 *   lists, which are kept per location, and the company has no locations yet.
 * Any other value (or none) shows the page without a reason, and so does a
 * reason that no longer holds (the loader asks the API).
 */
export const EMPTY_STATES = ["no-data", "no-locations"] as const;
export type EmptyState = (typeof EMPTY_STATES)[number];

export function emptyStateOf(value: unknown): EmptyState | null {
  return typeof value === "string" && (EMPTY_STATES as readonly string[]).includes(value)
    ? (value as EmptyState)
    : null;
}

/**
 * Each module's first action: where it leads (a page of the module) and the
 * permission it needs, if any.
 */
export const FIRST_ACTIONS: Record<EmptyStateModule, { href: string; permission?: PermissionFlag }> = {
  // An empty library starts with uploading the first safety data sheet.
  products: { href: "/products/new", permission: "add_product" },
  // The hierarchy page skips the empty-state redirect for ?first=1, so the first location can be added there.
  locations: { href: "/location-hierarchy?first=1", permission: "edit_location" },
  // The list skips the empty-state redirect for ?first=1, where its create form starts the first assessment.
  "risk-assessments": { href: "/documents/1?first=1" },
  // The form for a new list (user administrators keep the lists).
  "custom-lists": { href: "/custom-lists/new", permission: "user_admin" },
  amounts: { href: "/amountreport" },
  substitutions: { href: "/substitute" },
  // The page skips the empty-state redirect for ?first=1: the lists, their versions and (for administrators) the import.
  "legislation-lists": { href: "/legislations?first=1" },
  // The form, not the list (which redirects here while there is no request).
  "sds-requests": { href: "/sdsrequests/new", permission: "add_product" },
};

/** The path of a module's empty page: risk assessments have their own (/risk-assessments/emptyRa). */
export function emptyPagePath(module: EmptyStateModule, state?: EmptyState | null): string {
  const path = module === "risk-assessments" ? `/${module}/emptyRa` : `/${module}/empty`;
  return state ? `${path}?state=${state}` : path;
}

export interface EmptyStateProps {
  module: EmptyStateModule;
  state: EmptyState | null;
  /** Whether the user may take the first action (has its permission). */
  canAct: boolean;
  /** Whether the first action's page exists in this build (the loader asks core/modules.ts). */
  available: boolean;
}

/** An empty module: what it is for, why this page is shown and the first step. */
export function EmptyStatePanel({ module, state, canAct, available }: EmptyStateProps) {
  const { t } = useTranslation();
  const action = FIRST_ACTIONS[module];
  return (
    <section className="empty-state" aria-labelledby="empty-heading">
      <h1 id="empty-heading">{t(`empty.${module}.heading`)}</h1>
      <p className="empty-state-intro">{t(`empty.${module}.intro`)}</p>
      {state ? <p className="notice">{t(`empty.state.${state}`)}</p> : null}
      {!available ? null : canAct ? (
        <p>
          <Link className="button" to={action.href}>
            {t(`empty.${module}.action`)}
          </Link>
        </p>
      ) : (
        <p className="notice">
          {t("empty.noPermission", { permission: t(`permission.${action.permission ?? ""}`) })}
        </p>
      )}
      <p>
        <Link to="/main">{t("empty.home")}</Link>
      </p>
    </section>
  );
}

/** The empty pages' error boundary: an unknown module is a 404 inside the signed-in layout. */
export function EmptyStateErrorBoundary() {
  const error = useRouteError();
  const { module } = useParams();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="error-page" aria-labelledby="error-heading">
      <h1 id="error-heading">{notFound ? t("empty.notFound.title") : t("error.title")}</h1>
      <p>{notFound ? t("empty.notFound.text", { module }) : t("error.generic")}</p>
      <p>
        <Link to="/main">{t("error.home")}</Link>
      </p>
    </section>
  );
}
