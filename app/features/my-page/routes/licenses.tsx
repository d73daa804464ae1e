import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { MODULES } from "../../../../core/modules";
import { requireUser } from "~/lib/auth.server";
import { getTranslator } from "~/lib/i18n.server";
import { getCompanySettings } from "../api.server";
import { DataTable } from "~/ui/DataTable";
import { pageTitle } from "~/ui/meta";

export const handle = { breadcrumb: { key: "myPage.tab.licenses", to: "/my-page/licenses" } };

export const meta = pageTitle;

/**
 * The company's licences: `settings.licenses` lists the licensed module keys;
 * a company without that setting has the full product
 * (docs/decisions/010-layout-navigation-and-my-page.md).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  const company = await getCompanySettings(api);
  const licensed = company.settings.licenses ? new Set(company.settings.licenses) : null;
  return {
    title: `${t("myPage.tab.licenses")} – ${t("myPage.title")} – ${t("app.name")}`,
    companyName: company.name,
    modules: MODULES.filter((module) => module.key !== "home" && module.key !== "myPage").map((module) => ({
      key: module.key,
      included: licensed ? licensed.has(module.key) : true,
    })),
  };
}

export default function LicensesTab() {
  const { companyName, modules } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="licenses-heading">
      <h2 id="licenses-heading">{t("myPage.licenses.heading")}</h2>
      <p>{t("myPage.licenses.intro", { company: companyName })}</p>
      <DataTable
        caption={t("myPage.licenses.caption")}
        captionHidden
        rows={modules}
        rowKey={(module) => module.key}
        columns={[
          {
            id: "module",
            header: t("myPage.licenses.module"),
            rowHeader: true,
            cell: (module) => t(`nav.module.${module.key}.name`),
          },
          {
            id: "contents",
            header: t("myPage.licenses.contents"),
            cell: (module) => t(`nav.module.${module.key}.includes`),
          },
          {
            id: "status",
            header: t("myPage.licenses.status"),
            cell: (module) =>
              module.included ? t("myPage.licenses.included") : t("myPage.licenses.notIncluded"),
          },
        ]}
      />
    </section>
  );
}
