import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireUser } from "~/services/auth.server";

/** The common layout of signed-in pages; its loader is the session guard for all of them. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  return { user: { name: user.name, companyName: user.company_name } };
}

export default function AppLayout() {
  const { user } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t("layout.skip")}
      </a>
      <header className="site-header">
        <a className="brand" href="/main">
          {t("app.name")}
        </a>
        <span className="company">{user.companyName}</span>
        <div className="user-menu">
          <span>{t("layout.signedInAs", { name: user.name })}</span>
          <Form method="post" action="/auth/logout" reloadDocument>
            <button type="submit" className="link-button">
              {t("layout.signOut")}
            </button>
          </Form>
        </div>
      </header>
      <nav className="site-nav" aria-label={t("layout.primaryNav")}>
        <ul>
          <li>
            <NavLink to="/main">{t("layout.home")}</NavLink>
          </li>
        </ul>
      </nav>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
