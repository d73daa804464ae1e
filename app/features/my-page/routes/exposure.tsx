import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireUser } from "~/lib/auth.server";
import { getTranslator } from "~/lib/i18n.server";
import { pageTitle } from "~/ui/meta";

export const handle = { breadcrumb: { key: "myPage.tab.exposure", to: "/my-page/exposure" } };

export const meta = pageTitle;

/**
 * The user's own exposure records. The exposure register is a later module;
 * until it stores records there are none to list, and the page says so.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ user }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  return {
    title: `${t("myPage.tab.exposure")} – ${t("myPage.title")} – ${t("app.name")}`,
    inUse: user.exposure,
  };
}

export default function ExposureTab() {
  const { inUse } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="exposure-heading">
      <h2 id="exposure-heading">{t("myPage.exposure.heading")}</h2>
      <p>{inUse ? t("myPage.exposure.none") : t("myPage.exposure.notInUse")}</p>
    </section>
  );
}
