import { localeOf } from "../../core/languages";
import { legislation } from "../../core/texts/legislation/en";
import translations from "../../core/texts/legislation/translations";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "../../core/texts/types";
import type { Translate } from "../../core/translate";
import type { ExportTable } from "../exposure/register-export";
import type { LegislationHit } from "./schemas";

/** The legislation export's columns, headed in the caller's language. */
export function exportTranslator(languageId: number): Translate {
  const locale = localeOf(languageId);
  const table: Record<string, string> = (TRANSLATED_LOCALES as readonly string[]).includes(locale)
    ? translations[locale as TranslatedLocale]
    : {};
  const english: Record<string, string> = legislation;
  return (key, values = {}) =>
    (table[key] || english[key] || key).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
      String(values[name] ?? ""),
    );
}

export function hitTable(t: Translate): ExportTable<LegislationHit> {
  return {
    headers: [
      t("legislation.hits.product"),
      t("legislation.export.supplier"),
      t("legislation.hits.list"),
      t("legislation.hits.entry"),
      t("legislation.hits.substance"),
      t("legislation.hits.reason"),
      t("legislation.hits.date"),
      t("legislation.export.matchedBy"),
      t("legislation.export.link"),
    ],
    cells: (hit) => [
      hit.product.name,
      hit.product.supplier,
      t(`legislation.list.${hit.list}`),
      hit.entry.ref,
      hit.substance,
      hit.entry.reason,
      hit.entry.date,
      t(`legislation.hits.matchedBy.${hit.matched_by}`),
      hit.entry.link,
    ],
    widths: [36, 24, 30, 30, 30, 50, 12, 16, 40],
  };
}
