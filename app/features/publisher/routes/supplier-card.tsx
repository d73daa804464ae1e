import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requirePublisher } from "../access.server";
import { getSupplier } from "../api.server";
import { SupplierDetails } from "../components/SupplierDetails";
import { countryChoices, namer, supplierView, typeChoices } from "../options.server";
import { idFromParams } from "~/lib/route-params.server";
import { pageTitle } from "~/ui/meta";

export const handle = { breadcrumb: { key: "internalDocuments.supplier.cardTitle", to: "/suppliers" } };

export const meta = pageTitle;

/**
 * /show-supplier/{manufacturerId} (local_publisher): the supplier's card, read-only and on its own (to read
 * or print, or to link to from elsewhere): every field and its markets. Another company's supplier, or none,
 * is the not-found page.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api, t, locale } = await requirePublisher(request);
  const supplier = await getSupplier(api, idFromParams(params.manufacturerId));
  return {
    title: `${supplier.name} – ${t("internalDocuments.supplier.cardTitle")} – ${t("app.name")}`,
    supplier: supplierView(supplier, { type: namer(typeChoices(t)), country: namer(countryChoices(locale)) }),
  };
}

export default function SupplierCard() {
  const { supplier } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <article aria-labelledby="supplier-card-title">
      <p className="help">{t("internalDocuments.supplier.cardTitle")}</p>
      <h1 id="supplier-card-title">{supplier.name}</h1>
      <SupplierDetails supplier={supplier} />
      <p>
        <Link to={`/suppliers/${supplier.id}`}>{t("internalDocuments.supplier.back")}</Link>
      </p>
    </article>
  );
}
