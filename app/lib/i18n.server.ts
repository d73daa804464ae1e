import { createHash } from "node:crypto";
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

const published = new WeakMap<Texts, { version: string; body: string }>();

/**
 * The complete texts as the browser gets them: their JSON and a version (a
 * hash of that JSON), worked out once per texts object. The version goes into
 * the texts' address, so a browser may keep them for good.
 */
export function publishedTexts(complete: Texts): { version: string; body: string } {
  let entry = published.get(complete);
  if (!entry) {
    const body = JSON.stringify(complete);
    entry = { version: createHash("sha256").update(body).digest("base64url").slice(0, 16), body };
    published.set(complete, entry);
  }
  return entry;
}

/** Where the browser fetches a language's complete texts: `/texts/<language id>.<version>.json`. */
export function textsHref(languageId: number, complete: Texts): string {
  return `/texts/${languageId}.${publishedTexts(complete).version}.json`;
}

/** A translate function for loaders and actions (page titles, messages), with the texts the root loader uses. */
export async function getTranslator(request: Request) {
  const languageId = await languageOf(request);
  const locale = localeOf(languageId);
  const i18n = createI18n(locale, await loadTexts(languageId));
  return { t: i18n.t.bind(i18n), languageId, locale };
}
