import { useTranslation } from "react-i18next";
import { numberFormat } from "../../../../core/format";

/**
 * "2.5 L" in the user's locale; empty when the row has no amount. Apart from
 * ./ProductTable.tsx because the product actions' page shows amounts without
 * the product lists' table, sorting and paging.
 */
export function useAmountText() {
  const { t, i18n } = useTranslation();
  const format = numberFormat(i18n.language, { maximumFractionDigits: 3 });
  return (amount: number | null, unit: string | null): string => {
    if (amount === null) return "";
    const number = format.format(amount);
    return unit ? `${number} ${t(`products.unitShort.${unit}`, { defaultValue: unit })}` : number;
  };
}
