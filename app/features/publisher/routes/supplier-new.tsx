import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requirePublisher } from "../access.server";
import { countryChoices, typeChoices } from "../options.server";
import { submitSupplier } from "../supplier-form.server";
import { readForm, SMALL_FORM } from "~/lib/forms.server";
import { redirectWithToast } from "~/lib/toast.server";
import { hydrateLater } from "~/ui/hydrateLater";
import { pageTitle } from "~/ui/meta";

// The form hydrates after the page (app/ui/hydrateLater.tsx): conform and its code are not in the first visit.
const SupplierForm = hydrateLater(() =>
  import("../components/SupplierForm").then((module) => module.SupplierForm),
);

export const handle = { breadcrumb: { key: "internalDocuments.supplierNew.title", to: "/new-supplier" } };

export const meta = pageTitle;

/** /new-supplier (local_publisher): a new supplier's details and markets. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { t, locale } = await requirePublisher(request);
  return {
    title: `${t("internalDocuments.supplierNew.title")} – ${t("app.name")}`,
    types: typeChoices(t),
    countries: countryChoices(locale),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { api, t } = await requirePublisher(request);
  const formData = await readForm(request, SMALL_FORM);
  const outcome = await submitSupplier(formData, api, t, "/suppliers");
  if (!outcome.ok) return outcome.reply;
  throw await redirectWithToast(`/suppliers/${outcome.supplier.id}`, {
    type: "success",
    text: t("internalDocuments.supplierNew.saved", { name: outcome.supplier.name }),
  });
}

export default function NewSupplier() {
  const { types, countries } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("internalDocuments.supplierNew.title")}</h1>
      <SupplierForm
        id="supplier-new"
        types={types}
        countries={countries}
        submitLabel={t("internalDocuments.supplierNew.submit")}
        lastResult={lastResult}
      />
    </>
  );
}
