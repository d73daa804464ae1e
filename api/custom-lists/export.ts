import { localeOf } from "../../core/languages";
import { customLists } from "../../core/texts/custom-lists/en";
import translations from "../../core/texts/custom-lists/translations";
import { legislation } from "../../core/texts/legislation/en";
import legislationTranslations from "../../core/texts/legislation/translations";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "../../core/texts/types";
import type { Translate } from "../../core/translate";
import type { ExportTable } from "../exposure/register-export";
import type { CustomHit } from "./schemas";

/** The custom-list export's texts in the caller's language (with the legislation area's "matched by"). */
export function customExportTranslator(languageId: number): Translate {
  const locale = localeOf(languageId);
  const translated = (TRANSLATED_LOCALES as readonly string[]).includes(locale);
  const table: Record<string, string> = translated
    ? { ...legislationTranslations[locale as TranslatedLocale], ...translations[locale as TranslatedLocale] }
    : {};
  const english: Record<string, string> = { ...legislation, ...customLists };
  return (key, values = {}) =>
    (table[key] || english[key] || key).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
      String(values[name] ?? ""),
    );
}

export function customHitTable(t: Translate): ExportTable<CustomHit> {
  return {
    headers: [
      t("customLists.export.product"),
      t("customLists.export.supplier"),
      t("customLists.export.list"),
      t("customLists.export.kind"),
      t("customLists.export.phaseOut"),
      t("customLists.export.entry"),
      t("customLists.export.substance"),
      t("customLists.export.reason"),
      t("customLists.export.date"),
      t("customLists.export.matchedBy"),
    ],
    cells: (hit) => [
      hit.product.name,
      hit.product.supplier,
      hit.list.greylist ? t("customLists.greylist") : hit.list.name,
      t(`customLists.kind.${hit.list.kind}`),
      hit.list.phase_out_date,
      [hit.entry.name, hit.entry.cas, hit.entry.ec].filter(Boolean).join(" "),
      hit.substance,
      hit.entry.reason,
      hit.entry.date,
      t(`legislation.hits.matchedBy.${hit.matched_by}`),
    ],
    widths: [36, 24, 30, 18, 14, 36, 30, 50, 12, 16],
  };
}
