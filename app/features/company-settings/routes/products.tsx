import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { PRODUCT_COLUMNS } from "../../../../core/profile";
import { productsInputSchema } from "../../../../core/company-settings/rules";
import { requireSettingsAdmin } from "~/features/company-settings/access.server";
import { getSettings } from "~/features/company-settings/api.server";
import { submitSettingsTab } from "~/features/company-settings/tab-form.server";
import { getTranslator } from "~/lib/i18n.server";
import { pageTitle } from "~/ui/meta";
import { hydrateLater } from "~/ui/hydrateLater";

export const handle = {
  breadcrumb: { key: "companySettings.tab.products", to: "/company-settings/products" },
};

export const meta = pageTitle;

/** /company-settings/products (user_admin): default product-list columns, SDS age, and the way to the greylist. */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ api }, { t }] = await Promise.all([requireSettingsAdmin(request), getTranslator(request)]);
  const { settings } = await getSettings(api);
  return {
    title: `${t("companySettings.tab.products")} – ${t("companySettings.title")} – ${t("app.name")}`,
    // From the loader, so the page's JavaScript does not import core/profile (and zod with it).
    columns: PRODUCT_COLUMNS,
    defaults: {
      default_columns: settings.default_columns,
      sds_outdated_months: String(settings.sds_outdated_months),
    },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  return submitSettingsTab(request, "products", productsInputSchema);
}

// The page hydrates after the rest of the page (app/ui/hydrateLater.tsx): its form code and conform are not in the first visit.
export default hydrateLater(() =>
  import("../components/ProductsSettingsForm").then((module) => module.ProductsSettings),
);
