import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { editorHref, SECTION_COUNT } from "../section-fields";

/** The sixteen sections of Annex II as links, the one shown marked as the current page. */
export function SectionNav({ id, current }: { id: number; current: number }) {
  const { t } = useTranslation();
  const sections = Array.from({ length: SECTION_COUNT }, (_, i) => i + 1);
  return (
    <nav aria-label={t("publisher.editor.nav.label")} className="section-nav">
      <ol>
        {sections.map((section) => (
          <li key={section}>
            <Link to={editorHref(id, section)} aria-current={section === current ? "page" : undefined}>
              {section}. {t(`publisher.editor.heading.${section}`)}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
