import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireUser } from "~/lib/auth.server";
import { formatDate } from "../../../../core/format";
import { getTranslator } from "~/lib/i18n.server";
import { getPersonalData } from "../api.server";
import { pageTitle } from "~/ui/meta";

export const handle = { breadcrumb: { key: "myPage.tab.privacy", to: "/my-page/privacy" } };

export const meta = pageTitle;

export async function loader({ request }: LoaderFunctionArgs) {
  const [{ api }, { t, locale }] = await Promise.all([requireUser(request), getTranslator(request)]);
  const data = await getPersonalData(api);
  return {
    title: `${t("myPage.tab.privacy")} – ${t("myPage.title")} – ${t("app.name")}`,
    since: formatDate(data.user.created_at, locale),
  };
}

/** What ChemSafe holds about the user, and a download of all of it as JSON. */
export default function PrivacyTab() {
  const { since } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="privacy-heading">
      <h2 id="privacy-heading">{t("myPage.privacy.heading")}</h2>
      <p>{t("myPage.privacy.intro")}</p>
      <ul>
        <li>{t("myPage.privacy.profile")}</li>
        <li>{t("myPage.privacy.access")}</li>
        <li>{t("myPage.privacy.sessions")}</li>
        <li>{t("myPage.privacy.onboarding")}</li>
        <li>{t("myPage.privacy.exposure")}</li>
      </ul>
      <p>{t("myPage.privacy.since", { date: since })}</p>
      <p>
        <a className="button" href="/my-page/privacy/download" download>
          {t("myPage.privacy.download")}
        </a>
      </p>
      <p>{t("myPage.privacy.contact")}</p>
    </section>
  );
}
