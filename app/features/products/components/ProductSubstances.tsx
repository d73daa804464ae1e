import { useTranslation } from "react-i18next";
import { numberFormat } from "../../../../core/format";
import type { Substance } from "../../../../api/products/schemas";
import { DataTable } from "~/ui/DataTable";

/** "10–20 %", "≥ 99.5 %", "≤ 5 %", or "" when the sheet gives no concentration. */
export function concentrationText(
  substance: Pick<Substance, "concentration_min" | "concentration_max">,
  locale: string,
): string {
  const format = numberFormat(locale, { maximumFractionDigits: 3 });
  const { concentration_min: min, concentration_max: max } = substance;
  if (min !== null && max !== null) {
    return min === max ? `${format.format(min)} %` : `${format.format(min)}–${format.format(max)} %`;
  }
  if (min !== null) return `≥ ${format.format(min)} %`;
  if (max !== null) return `≤ ${format.format(max)} %`;
  return "";
}

/** The substances of section 3: name, CAS and EC numbers and the concentration range. */
export function ProductSubstances({
  substances,
  caption,
}: {
  substances: readonly Substance[];
  caption: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <DataTable
      caption={caption}
      className="product-substances"
      rows={substances}
      rowKey={(substance, index) => `${substance.name}-${index}`}
      empty={<p>{t("product.substances.none")}</p>}
      columns={[
        {
          id: "name",
          header: t("product.substances.name"),
          rowHeader: true,
          cell: (substance) => substance.name,
        },
        { id: "cas", header: t("product.substances.cas"), cell: (substance) => substance.cas ?? "–" },
        { id: "ec", header: t("product.substances.ec"), cell: (substance) => substance.ec ?? "–" },
        {
          id: "concentration",
          header: t("product.substances.concentration"),
          cell: (substance) => concentrationText(substance, i18n.language) || "–",
        },
      ]}
    />
  );
}
