import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/**
 * Previous/next links for a paged list, with "Page N of M" between them:
 * plain links, so paging works without JavaScript. Nothing is rendered for a
 * single page. `label` names the navigation landmark (several lists on one
 * page need distinct names); `href` builds the URL of a page.
 */
export function Pager({
  page,
  pages,
  href,
  label,
  className = "list-pager",
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  label?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={label ?? t("common.pager.label")} className={className}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} rel="prev">
              {t("common.pager.previous")}
            </Link>
          ) : null}
        </li>
        <li aria-current="page">{t("common.pager.pageOf", { page, pages })}</li>
        <li>
          {page < pages ? (
            <Link to={href(page + 1)} rel="next">
              {t("common.pager.next")}
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
