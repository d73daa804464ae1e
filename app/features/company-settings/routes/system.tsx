import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { FEATURE_FLAGS } from "../../../../core/permissions";
import { systemInputSchema } from "../../../../core/company-settings/rules";
import { requireSettingsAdmin } from "~/features/company-settings/access.server";
import { getSettings } from "~/features/company-settings/api.server";
import { languageOptions, marketOptions } from "~/features/company-settings/options.server";
import { submitSettingsTab } from "~/features/company-settings/tab-form.server";
import { ticked } from "~/features/company-settings/components/SettingsForm";
import { getTranslator } from "~/lib/i18n.server";
import { pageTitle } from "~/ui/meta";
import { hydrateLater } from "~/ui/hydrateLater";

export const handle = { breadcrumb: { key: "companySettings.tab.system", to: "/company-settings/system" } };

export const meta = pageTitle;

/** /company-settings/system (user_admin): the company's name and number, languages, markets and feature flags. */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ api }, { t, locale }] = await Promise.all([requireSettingsAdmin(request), getTranslator(request)]);
  const company = await getSettings(api);
  return {
    title: `${t("companySettings.tab.system")} – ${t("companySettings.title")} – ${t("app.name")}`,
    defaults: {
      name: company.name,
      company_number: company.settings.company_number,
      default_language: String(company.settings.default_language),
      primary_markets: company.settings.primary_markets.map(String),
      features: Object.fromEntries(
        FEATURE_FLAGS.map((flag) => [flag, ticked(company.features[flag] === true)]),
      ),
    },
    // The flags from the loader: the page's JavaScript need not import the permission module.
    flags: [...FEATURE_FLAGS] as string[],
    languages: languageOptions(),
    markets: marketOptions(locale),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  return submitSettingsTab(request, "system", systemInputSchema);
}

// The page hydrates after the rest of the page (app/ui/hydrateLater.tsx): its form code and conform are not in the first visit.
export default hydrateLater(() =>
  import("../components/SystemSettingsForm").then((module) => module.SystemSettings),
);
