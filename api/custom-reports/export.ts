import { localeOf } from "../../core/languages";
import type { ReportColumn } from "../../core/custom-reports/definition";
import { customReports } from "../../core/texts/custom-reports/en";
import translations from "../../core/texts/custom-reports/translations";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "../../core/texts/types";
import { translateFrom, type Translate } from "../../core/translate";
import type { ExportTable } from "../exposure/register-export";

/** The rule messages in British English, for the API's 422 answers. */
export const customReportsEnglish = translateFrom(customReports);

/** The export's texts in the caller's language (English when it has none). */
export function reportTranslator(languageId: number): Translate {
  const locale = localeOf(languageId);
  const table: Record<string, string> = (TRANSLATED_LOCALES as readonly string[]).includes(locale)
    ? translations[locale as TranslatedLocale]
    : {};
  const english: Record<string, string> = customReports;
  return (key, values = {}) =>
    (table[key] || english[key] || key).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
      String(values[name] ?? ""),
    );
}

/** The file's columns: the report's, headed in the caller's language; numbers stay numbers. */
export function reportTable(t: Translate, columns: ReportColumn[]): ExportTable<(string | number | null)[]> {
  return {
    headers: columns.map((column) => t(`customReports.col.${column.key}`)),
    cells: (row) => row,
    widths: columns.map((column) => (column.kind === "text" ? 32 : 14)),
  };
}
