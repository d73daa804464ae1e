import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { coStorageCell, STORAGE_CLASS_IDS, STORAGE_NOTES } from "../../../../core/storage-classes";
import { storageInputSchema } from "../../../../core/company-settings/stored";
import { requireSettingsAdmin } from "~/features/company-settings/access.server";
import { getSettings } from "~/features/company-settings/api.server";
import { submitSettingsTab } from "~/features/company-settings/tab-form.server";
import { getTranslator } from "~/lib/i18n.server";
import { pageTitle } from "~/ui/meta";
import { hydrateLater } from "~/ui/hydrateLater";

export const handle = { breadcrumb: { key: "companySettings.tab.storage", to: "/company-settings/storage" } };

export const meta = pageTitle;

/**
 * /company-settings/storage (user_admin): the TRGS 510 storage classes in use, and the co-storage table
 * to read (row and column headings name the classes; the symbols are explained above it).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ api }, { t }] = await Promise.all([requireSettingsAdmin(request), getTranslator(request)]);
  const { settings } = await getSettings(api);
  return {
    title: `${t("companySettings.tab.storage")} – ${t("companySettings.title")} – ${t("app.name")}`,
    defaults: { storage_classes: settings.storage_classes },
    // The table from the loader: the page's JavaScript need not carry the rules.
    classes: [...STORAGE_CLASS_IDS] as string[],
    notes: [...STORAGE_NOTES] as number[],
    matrix: STORAGE_CLASS_IDS.map((row) => ({
      id: row,
      cells: STORAGE_CLASS_IDS.map((column) => coStorageCell(row, column)),
    })),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  return submitSettingsTab(request, "storage", storageInputSchema);
}

// The page hydrates after the rest of the page (app/ui/hydrateLater.tsx): its form code and conform are not in the first visit.
export default hydrateLater(() =>
  import("../components/StorageSettingsForm").then((module) => module.StorageSettings),
);
