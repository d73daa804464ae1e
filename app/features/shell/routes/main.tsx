import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PERMISSION_FLAGS } from "../../../../core/permissions";
import { usableModules } from "../../../../core/access";
import { requireUser } from "~/lib/auth.server";
import { getTranslator } from "~/lib/i18n.server";
import { LANGUAGES, isLanguageId } from "../../../../core/languages";
import { pageTitle } from "~/ui/meta";

export const meta = pageTitle;

/** The landing page after sign-in: who you are, where, and what you may use. */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ user }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  return {
    title: `${t("main.title")} – ${t("app.name")}`,
    user: {
      name: user.name,
      email: user.email,
      companyName: user.company_name,
      languageName: isLanguageId(user.language) ? LANGUAGES[user.language].name : String(user.language),
      isGuest: user.is_guest_user,
      permissions: PERMISSION_FLAGS.filter((flag) => user.permissions[flag]),
    },
    moduleKeys: usableModules(user)
      .filter((module) => module.key !== "home")
      .map((module) => ({ key: module.key, path: module.path })),
  };
}

export default function Main() {
  const { user, moduleKeys } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("main.welcome", { name: user.name })}</h1>
      {user.isGuest ? <p className="notice">{t("main.guest")}</p> : null}
      <section aria-labelledby="account-heading" className="panel">
        <h2 id="account-heading">{t("main.account")}</h2>
        <dl className="facts">
          <dt>{t("main.name")}</dt>
          <dd>{user.name}</dd>
          <dt>{t("main.email")}</dt>
          <dd>{user.email}</dd>
          <dt>{t("main.company")}</dt>
          <dd>{user.companyName}</dd>
          <dt>{t("main.language")}</dt>
          <dd>{user.languageName}</dd>
        </dl>
      </section>
      <section aria-labelledby="permissions-heading">
        <h2 id="permissions-heading">{t("main.permissions")}</h2>
        {user.permissions.length ? (
          <ul>
            {user.permissions.map((flag) => (
              <li key={flag}>{t(`permission.${flag}`)}</li>
            ))}
          </ul>
        ) : (
          <p>{t("main.noPermissions")}</p>
        )}
      </section>
      <section aria-labelledby="links-heading">
        <h2 id="links-heading">{t("main.links")}</h2>
        <ul className="link-list">
          {moduleKeys.map((module) => (
            <li key={module.key}>
              <Link to={module.path}>{t(`nav.module.${module.key}.name`)}</Link>
              <p>{t(`nav.module.${module.key}.includes`)}</p>
            </li>
          ))}
          <li>
            <a href="/api/reference">{t("main.apiReference")}</a>
            <p>{t("main.apiReferenceText")}</p>
          </li>
        </ul>
      </section>
    </>
  );
}
