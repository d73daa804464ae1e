import { Fragment } from "react";
import { useTranslation } from "react-i18next";

/** A supplier as the pages show it: every field, with its type, country and markets already named. */
export interface SupplierView {
  id: number;
  name: string;
  type: string;
  address: string;
  postcode: string;
  city: string;
  country: string;
  phone: string;
  emergency_phone: string;
  email: string;
  website: string;
  markets: string[];
  updated_at: string;
}

/** The supplier's details as a description list (read-only; the card and the list's selected supplier). */
export function SupplierDetails({ supplier }: { supplier: SupplierView }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t("internalDocuments.suppliers.type"), supplier.type],
    [t("internalDocuments.supplier.address"), supplier.address],
    [t("internalDocuments.supplier.postcode"), supplier.postcode],
    [t("internalDocuments.supplier.city"), supplier.city],
    [t("internalDocuments.supplier.country"), supplier.country || t("internalDocuments.supplier.noCountry")],
    [t("internalDocuments.supplier.phone"), supplier.phone],
    [t("internalDocuments.supplier.emergencyPhone"), supplier.emergency_phone],
    [t("internalDocuments.supplier.email"), supplier.email],
    [t("internalDocuments.supplier.website"), supplier.website],
    [
      t("internalDocuments.supplier.markets"),
      supplier.markets.length ? supplier.markets.join(", ") : t("internalDocuments.suppliers.noMarkets"),
    ],
    [t("internalDocuments.supplier.updated"), supplier.updated_at.slice(0, 10)],
  ];
  return (
    <dl className="facts">
      {rows
        .filter(([, value]) => value !== "")
        .map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
    </dl>
  );
}
