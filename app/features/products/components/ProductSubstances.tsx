import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Substance } from "../../../../api/products/schemas";

/** "10–20 %", "≥ 99.5 %", "≤ 5 %", or "" when the sheet gives no concentration. */
export function concentrationText(
  substance: Pick<Substance, "concentration_min" | "concentration_max">,
  locale: string,
): string {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  const { concentration_min: min, concentration_max: max } = substance;
  if (min !== null && max !== null) {
    return min === max ? `${format.format(min)} %` : `${format.format(min)}–${format.format(max)} %`;
  }
  if (min !== null) return `≥ ${format.format(min)} %`;
  if (max !== null) return `≤ ${format.format(max)} %`;
  return "";
}

/**
 * A wide table's horizontal scroll area, named by the table's caption: a
 * region that takes focus, so keyboard users can scroll it (WCAG 2.1.1; axe
 * scrollable-region-focusable).
 */
export function ScrollRegion({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll area must be reachable by keyboard
    <div className="table-scroll" tabIndex={0} role="region" aria-labelledby={labelledBy}>
      {children}
    </div>
  );
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
  const captionId = useId();
  if (substances.length === 0) return <p>{t("product.substances.none")}</p>;
  return (
    <ScrollRegion labelledBy={captionId}>
      <table className="product-substances">
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("product.substances.name")}</th>
            <th scope="col">{t("product.substances.cas")}</th>
            <th scope="col">{t("product.substances.ec")}</th>
            <th scope="col">{t("product.substances.concentration")}</th>
          </tr>
        </thead>
        <tbody>
          {substances.map((substance, index) => (
            <tr key={`${substance.name}-${index}`}>
              <th scope="row">{substance.name}</th>
              <td>{substance.cas ?? "–"}</td>
              <td>{substance.ec ?? "–"}</td>
              <td>{concentrationText(substance, i18n.language) || "–"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
