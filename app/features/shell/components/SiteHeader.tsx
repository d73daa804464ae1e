import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

export interface SiteHeaderProps {
  userName: string;
  companyName: string;
  languageId: number;
  languages: { id: number; name: string; locale: string }[];
}

/** Product name, company and the user menu (a details element: it opens without JavaScript). */
export function SiteHeader({ userName, companyName, languageId, languages }: SiteHeaderProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const here = location.pathname + location.search;
  const menu = useRef<HTMLDetailsElement>(null);
  // With JavaScript, navigation keeps the DOM: close the menu as a full page load would.
  // Not on the first run (hydration): a menu opened before the scripts arrived stays open.
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    if (menu.current) menu.current.open = false;
  }, [location.key]);
  return (
    <header className="site-header">
      <Link className="brand" to="/main">
        {t("app.name")}
      </Link>
      <span className="company">{companyName}</span>
      <details className="user-menu" ref={menu}>
        <summary>
          <span className="visually-hidden">{t("nav.accountMenu")}: </span>
          {userName}
        </summary>
        <div className="user-menu-panel">
          <p className="signed-in-as">{t("layout.signedInAs", { name: userName })}</p>
          <ul>
            <li>
              <Link to="/my-page">{t("nav.myPage")}</Link>
            </li>
          </ul>
          <Form method="post" action="/language" className="language-form">
            <input type="hidden" name="redirectTo" value={here} />
            <label htmlFor="menu-language">{t("nav.language")}</label>
            <select id="menu-language" name="language" defaultValue={languageId}>
              {languages.map((language) => (
                <option key={language.id} value={language.id} lang={language.locale}>
                  {language.name}
                </option>
              ))}
            </select>
            <button type="submit">{t("nav.changeLanguage")}</button>
          </Form>
          <Form method="post" action="/auth/logout" reloadDocument>
            <button type="submit" className="secondary">
              {t("layout.signOut")}
            </button>
          </Form>
        </div>
      </details>
    </header>
  );
}
