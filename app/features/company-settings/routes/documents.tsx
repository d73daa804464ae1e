import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { documentsInputSchema } from "../../../../core/company-settings/rules";
import { requireSettingsAdmin } from "~/features/company-settings/access.server";
import { getSettings } from "~/features/company-settings/api.server";
import { languageOptions } from "~/features/company-settings/options.server";
import { submitSettingsTab } from "~/features/company-settings/tab-form.server";
import { ticked } from "~/features/company-settings/components/SettingsForm";
import { getTranslator } from "~/lib/i18n.server";
import { pageTitle } from "~/ui/meta";
import { hydrateLater } from "~/ui/hydrateLater";

export const handle = {
  breadcrumb: { key: "companySettings.tab.documents", to: "/company-settings/documents" },
};

export const meta = pageTitle;

/** /company-settings/documents (user_admin): read-and-understood, workplace descriptions, read links. */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ api }, { t }] = await Promise.all([requireSettingsAdmin(request), getTranslator(request)]);
  const { settings } = await getSettings(api);
  return {
    title: `${t("companySettings.tab.documents")} – ${t("companySettings.title")} – ${t("app.name")}`,
    defaults: {
      document_rnu: ticked(settings.document_rnu),
      wpd_default_language: String(settings.wpd_default_language),
      read_link_sign_in: ticked(settings.read_link_sign_in),
      read_link_valid_days: String(settings.read_link_valid_days),
    },
    languages: languageOptions(),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  return submitSettingsTab(request, "documents", documentsInputSchema);
}

// The page hydrates after the rest of the page (app/ui/hydrateLater.tsx): its form code and conform are not in the first visit.
export default hydrateLater(() =>
  import("../components/DocumentsSettingsForm").then((module) => module.DocumentsSettings),
);
