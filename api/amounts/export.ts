import { localeOf } from "../../core/languages";
import { amountReport } from "../../core/texts/amount-report/en";
import translations from "../../core/texts/amount-report/translations";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "../../core/texts/types";
import type { Translate } from "../../core/translate";
import type { ExportTable } from "../exposure/register-export";
import type { AmountRow } from "./schemas";

/** The amount export's texts in the caller's language (English when it has none). */
export function exportTranslator(languageId: number): Translate {
  const locale = localeOf(languageId);
  const table: Record<string, string> = (TRANSLATED_LOCALES as readonly string[]).includes(locale)
    ? translations[locale as TranslatedLocale]
    : {};
  const english: Record<string, string> = amountReport;
  return (key, values = {}) =>
    (table[key] || english[key] || key).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
      String(values[name] ?? ""),
    );
}

/** Numbers in the file as numbers (a spreadsheet adds them up), to three decimals. */
const rounded = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);

export function amountTable(t: Translate): ExportTable<AmountRow> {
  return {
    headers: [
      t("amountReport.column.product"),
      t("amountReport.column.supplier"),
      t("amountReport.column.location"),
      t("amountReport.column.amount"),
      t("amountReport.column.unit"),
      t("amountReport.column.density"),
      t("amountReport.column.kg"),
      t("amountReport.column.litres"),
      t("amountReport.column.conversion"),
      t("amountReport.column.categories"),
    ],
    cells: (row) => [
      row.product.name,
      row.product.supplier,
      row.location.name,
      row.amount,
      row.unit,
      row.density,
      rounded(row.kg),
      rounded(row.litres),
      t(`amountReport.conversion.${row.conversion}`),
      row.categories.map((category) => t(`amountReport.category.${category}`)).join("; "),
    ],
    widths: [36, 24, 30, 12, 8, 10, 12, 12, 20, 50],
  };
}
