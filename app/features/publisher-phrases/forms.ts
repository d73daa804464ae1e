import { z } from "zod";
import { PHRASE_LANGUAGE_IDS } from "../../../core/publisher/rules";
import { phraseSchema } from "../../../core/publisher/schemas";
import type { Translate } from "../../../core/translate";
import { textName } from "./fields";

/**
 * The phrase forms' schemas (conform + zod), made of the API's own rules (core/publisher/schemas.ts) with
 * the user's language: the same checks in the browser, in the action and in the API.
 */

/** /new-phrase and /edit-phrase: the code, the section and the English text. */
export function phraseFormSchema(t: Translate) {
  const { code, field_id, translations } = phraseSchema(t).shape;
  return z.object({ code, field_id, english: translations.shape["4"]! });
}

/** /translations: a text per language (`text_<language id>`), English required. */
export function translationsFormSchema(t: Translate) {
  const texts = phraseSchema(t).shape.translations.shape;
  return z.object(Object.fromEntries(PHRASE_LANGUAGE_IDS.map((id) => [textName(id), texts[String(id)]!])));
}

/** The translations a form's texts stand for, by language id (what the API takes). */
export function translationsOf(value: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(PHRASE_LANGUAGE_IDS.map((id) => [String(id), value[textName(id)] ?? ""]));
}
