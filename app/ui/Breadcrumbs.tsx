import { Link, useMatches } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** A route declares `handle = { breadcrumb: { key, to } }` to appear here. */
export interface BreadcrumbHandle {
  breadcrumb: { key: string; to: string };
}

function isBreadcrumbHandle(handle: unknown): handle is BreadcrumbHandle {
  return typeof handle === "object" && handle !== null && "breadcrumb" in handle;
}

/** Breadcrumbs for nested pages (shown when there are at least two levels). */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const crumbs = useMatches()
    .map((match) => match.handle)
    .filter(isBreadcrumbHandle)
    .map((handle) => handle.breadcrumb);
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label={t("nav.breadcrumbs")} className="breadcrumbs">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.to}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{t(crumb.key)}</span>
            ) : (
              <Link to={crumb.to}>{t(crumb.key)}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
