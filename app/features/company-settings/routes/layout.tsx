import type { LoaderFunctionArgs } from "@remix-run/node";
import { NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { companySettingsTabs } from "../../../../core/company-settings";
import { requireUser } from "~/lib/auth.server";
import { blocked } from "~/lib/guards.server";

export const handle = { breadcrumb: { key: "companySettings.title", to: "/company-settings" } };

/**
 * /company-settings: the heading and the tabs the user may open (plain
 * links: they work without JavaScript; the current one has aria-current).
 * Without any tab the user gets the permission warning on /main.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const tabs = companySettingsTabs(user);
  if (tabs.length === 0) await blocked(request);
  return { tabs: tabs.map(({ key, path }) => ({ key, path })) };
}

export default function CompanySettings() {
  const { tabs } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("companySettings.title")}</h1>
      <nav aria-label={t("companySettings.tabs")} className="tabs">
        <ul>
          {tabs.map((tab) => (
            <li key={tab.key}>
              <NavLink to={tab.path}>{t(`companySettings.tab.${tab.key}`)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
