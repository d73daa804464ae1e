/** The nine languages that have translations next to the built-in English. */
export const TRANSLATED_LOCALES = ["nb", "sv", "da", "fi", "de", "nl", "fr", "it", "es"] as const;
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

/**
 * An area's translations: every locale must have every key of the area's
 * English texts (core/texts/<area>/en.ts), so TypeScript catches a gap.
 */
export type AreaTranslations<English extends Record<string, string>> = Record<
  TranslatedLocale,
  Record<keyof English, string>
>;
