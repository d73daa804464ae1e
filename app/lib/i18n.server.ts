import { createI18n } from "../i18n";
import {
  DEFAULT_LANGUAGE_ID,
  isLanguageId,
  languageFromAcceptLanguage,
  localeOf,
} from "../../core/languages";
import { getSession } from "./session.server";
import { loadTexts } from "./texts.server";

/** The active language id: the signed-in user's, else the browser's preference, else 4. */
export async function languageOf(request: Request): Promise<number> {
  const session = await getSession(request);
  const language = session.get("language");
  if (isLanguageId(language)) return language;
  return languageFromAcceptLanguage(request.headers.get("Accept-Language")) ?? DEFAULT_LANGUAGE_ID;
}

/** A translate function for loaders and actions (page titles, messages), with the texts the root loader uses. */
export async function getTranslator(request: Request) {
  const languageId = await languageOf(request);
  const locale = localeOf(languageId);
  const i18n = createI18n(locale, await loadTexts(languageId));
  return { t: i18n.t.bind(i18n), languageId, locale };
}
