import { localeOf } from "../../core/languages";
import { readLinks } from "../../core/texts/read-links/en";
import translations from "../../core/texts/read-links/translations";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "../../core/texts/types";
import type { Translate } from "../../core/translate";

/** The read-link texts the QR sheet needs, in the caller's language (English where it has none). */
export function readLinkTranslator(languageId: number): Translate {
  const locale = localeOf(languageId);
  const table: Record<string, string> = (TRANSLATED_LOCALES as readonly string[]).includes(locale)
    ? translations[locale as TranslatedLocale]
    : {};
  const english: Record<string, string> = readLinks;
  return (key, values = {}) =>
    (table[key] || english[key] || key).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
      String(values[name] ?? ""),
    );
}
