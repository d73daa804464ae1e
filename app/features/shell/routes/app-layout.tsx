import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Breadcrumbs } from "~/ui/Breadcrumbs";
import { ErrorPage } from "~/ui/ErrorPage";
import { MainNav } from "~/features/shell/components/MainNav";
import { SiteHeader } from "~/features/shell/components/SiteHeader";
import { APP_LAYOUT_ID } from "~/features/shell/layout-id";
import { usableModules } from "../../../../core/access";
import { MODULE_GROUPS } from "../../../../core/modules";
import { requireUser } from "~/lib/auth.server";
import { LANGUAGES } from "../../../../core/languages";

export const handle = { breadcrumb: { key: "layout.home", to: "/main" } };

/** The common layout of signed-in pages; its loader is the session guard for all of them. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  return {
    user: { name: user.name, companyName: user.company_name, languageId: user.language },
    navGroups: MODULE_GROUPS.map((group) => ({
      group,
      modules: usableModules(user)
        .filter((module) => module.group === group)
        .map((module) => ({ key: module.key, path: module.path })),
    })).filter((entry) => entry.modules.length > 0),
    languages: Object.entries(LANGUAGES).map(([id, { name, locale }]) => ({ id: Number(id), name, locale })),
  };
}

export default function AppLayout() {
  const { user, navGroups, languages } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t("layout.skip")}
      </a>
      <SiteHeader
        userName={user.name}
        companyName={user.companyName}
        languageId={user.languageId}
        languages={languages}
      />
      <MainNav groups={navGroups} />
      <main id="main" tabIndex={-1}>
        <Breadcrumbs />
        <Outlet />
      </main>
    </>
  );
}

/** A failing page keeps the layout (header, navigation) around the error catalogue's page. */
export function ErrorBoundary() {
  const data = useRouteLoaderData<typeof loader>(APP_LAYOUT_ID);
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t("layout.skip")}
      </a>
      {data ? (
        <>
          <SiteHeader
            userName={data.user.name}
            companyName={data.user.companyName}
            languageId={data.user.languageId}
            languages={data.languages}
          />
          <MainNav groups={data.navGroups} />
        </>
      ) : null}
      <main id="main" tabIndex={-1}>
        <ErrorPage />
      </main>
    </>
  );
}
