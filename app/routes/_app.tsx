import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { ErrorPage } from "~/components/ErrorPage";
import { MainNav } from "~/components/MainNav";
import { SiteHeader } from "~/components/SiteHeader";
import { usableModules } from "~/services/access";
import { requireUser } from "~/services/auth.server";
import { LANGUAGES } from "~/services/languages";

export const handle = { breadcrumb: { key: "layout.home", to: "/main" } };

/** The common layout of signed-in pages; its loader is the session guard for all of them. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  return {
    user: { name: user.name, companyName: user.company_name, languageId: user.language },
    moduleKeys: usableModules(user).map((module) => module.key),
    languages: Object.entries(LANGUAGES).map(([id, { name, locale }]) => ({ id: Number(id), name, locale })),
  };
}

export default function AppLayout() {
  const { user, moduleKeys, languages } = useLoaderData<typeof loader>();
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
      <MainNav moduleKeys={moduleKeys} />
      <main id="main" tabIndex={-1}>
        <Breadcrumbs />
        <Outlet />
      </main>
    </>
  );
}

/** A failing page keeps the layout (header, navigation) around the error catalogue's page. */
export function ErrorBoundary() {
  const data = useRouteLoaderData<typeof loader>("routes/_app");
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
          <MainNav moduleKeys={data.moduleKeys} />
        </>
      ) : null}
      <main id="main" tabIndex={-1}>
        <ErrorPage />
      </main>
    </>
  );
}
