import { LANGUAGES } from "../../../core/languages";
import { PHRASE_LANGUAGE_IDS, PUBLISHER_LIMITS } from "../../../core/publisher/rules";

/**
 * What the phrase pages render with, free of zod (the schemas are in ./forms.ts and load on a form's first
 * use): the input name of each language's text, the order the languages are shown in and the limits.
 */

/** English, the one required language, first; then the others by id. */
export const LANGUAGE_ORDER: readonly number[] = [4, ...PHRASE_LANGUAGE_IDS.filter((id) => id !== 4)];

/** The input of a language's text on the translations form. */
export const textName = (languageId: number): string => `text_${languageId}`;

export const languageName = (id: number): string => LANGUAGES[id as keyof typeof LANGUAGES]?.name ?? "";
export const languageLocale = (id: number): string => LANGUAGES[id as keyof typeof LANGUAGES]?.locale ?? "";

export const CODE_MAX = PUBLISHER_LIMITS.code;
export const TEXT_MAX = PUBLISHER_LIMITS.phraseText;

/** The languages of `translations` (by language id) that have no text, in the page's order. */
export function missingLanguages(translations: Record<string, string>): number[] {
  return LANGUAGE_ORDER.filter((id) => !translations[String(id)]?.trim());
}
