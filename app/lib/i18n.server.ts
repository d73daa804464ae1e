import type { i18n } from "i18next";
import { i18nFor } from "../i18n";
import { en } from "../../core/texts/en";
import {
  DEFAULT_LANGUAGE_ID,
  isLanguageId,
  languageFromAcceptLanguage,
  localeOf,
} from "../../core/languages";
import { getSession } from "./session.server";
import { loadTexts, type Texts } from "./texts.server";

/** The active language id: the signed-in user's, else the browser's preference, else 4. */
export async function languageOf(request: Request): Promise<number> {
  const session = await getSession(request);
  const language = session.get("language");
  if (isLanguageId(language)) return language;
  return languageFromAcceptLanguage(request.headers.get("Accept-Language")) ?? DEFAULT_LANGUAGE_ID;
}

/**
 * An i18next instance for loaders, actions and server-only documents: the
 * language's texts, with the built-in English for every key they lack.
 */
export function createI18n(locale: string, texts?: Texts): i18n {
  return i18nFor(locale, texts, en);
}

const completed = new WeakMap<Texts, Texts>();

/**
 * The language's texts with the built-in English filled in for every key they
 * lack: what the root loader sends, so the browser needs no English of its own
 * (it is not in the client bundle). One object per texts object, so the
 * page's i18next instance is made once per language.
 */
export function completeTexts(texts: Texts): Texts {
  let complete = completed.get(texts);
  if (!complete) {
    complete = Object.freeze({ ...en, ...texts });
    completed.set(texts, complete);
  }
  return complete;
}

/** A translate function for loaders and actions (page titles, messages), with the texts the root loader uses. */
export async function getTranslator(request: Request) {
  const languageId = await languageOf(request);
  const locale = localeOf(languageId);
  const i18n = createI18n(locale, await loadTexts(languageId));
  return { t: i18n.t.bind(i18n), languageId, locale };
}
