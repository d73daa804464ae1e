import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** The pages around the current one, with the first and the last; gaps are null. */
function pageWindow(page: number, last: number): (number | null)[] {
  const pages = new Set([1, last, page - 2, page - 1, page, page + 1, page + 2]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= last).sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((p, index) => {
    if (index > 0 && p - (sorted[index - 1] ?? p) > 1) result.push(null);
    result.push(p);
  });
  return result;
}

/**
 * Previous/next links for a paged list: plain links, so paging works without
 * JavaScript. Between them "Page N of M", or with `numbered` the page numbers
 * around the current one (for long lists a user skims). Nothing is rendered
 * for a single page. `label` names the navigation landmark (several lists on
 * one page need distinct names); `href` builds the URL of a page.
 */
export function Pager({
  page,
  pages,
  href,
  label,
  numbered = false,
  className = "list-pager",
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  label?: string;
  numbered?: boolean;
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
        {numbered ? (
          pageWindow(page, pages).map((p, index) =>
            p === null ? (
              <li key={`gap-${index}`} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={p}>
                {p === page ? (
                  <span aria-current="page" className="current-page">
                    <span className="visually-hidden">{t("common.pager.page")} </span>
                    {p}
                  </span>
                ) : (
                  <Link to={href(p)}>
                    <span className="visually-hidden">{t("common.pager.page")} </span>
                    {p}
                  </Link>
                )}
              </li>
            ),
          )
        ) : (
          <li aria-current="page">{t("common.pager.pageOf", { page, pages })}</li>
        )}
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

/**
 * Links for a list paged by keyset (a cursor per page instead of a page number, for lists too long to
 * count): "newest" back to the start, "newer" and "older". Plain links, so paging works without
 * JavaScript. The caller names the three links, since what "newer" means depends on the list's order.
 */
export function KeysetPager({
  first,
  newer,
  older,
  label,
  texts,
  className = "list-pager",
}: {
  /** The first page's URL, or null on the first page. */
  first: string | null;
  newer: string | null;
  older: string | null;
  label: string;
  texts: { first: string; newer: string; older: string };
  className?: string;
}) {
  if (!newer && !older && !first) return null;
  return (
    <nav aria-label={label} className={className}>
      <ul>
        {first && newer ? (
          <li>
            <Link to={first}>{texts.first}</Link>
          </li>
        ) : null}
        <li>
          {newer ? (
            <Link to={newer} rel="prev">
              {texts.newer}
            </Link>
          ) : first ? (
            <Link to={first}>{texts.first}</Link>
          ) : null}
        </li>
        <li>
          {older ? (
            <Link to={older} rel="next">
              {texts.older}
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
