import { Link, NavLink, Outlet } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export const handle = { breadcrumb: { key: "myPage.title", to: "/my-page" } };

const TABS = ["profile", "licenses", "privacy", "exposure"] as const;

/** My page: tabs as plain links (they work without JavaScript). */
export default function MyPage() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("myPage.title")}</h1>
      <nav aria-label={t("myPage.tabs")} className="tabs">
        <ul>
          {TABS.map((tab) => (
            <li key={tab}>
              <NavLink to={`/my-page/${tab}`}>{t(`myPage.tab.${tab}`)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {/* The person's own documents to read (a guest or a company without it meets the page's warning). */}
      <p>
        <Link to="/read-understood">{t("nav.module.readUnderstood.name")}</Link>
      </p>
      <Outlet />
    </>
  );
}
