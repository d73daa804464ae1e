import type { i18n } from "i18next";
import { i18nFor } from "../i18n";
import { DEFAULT_LANGUAGE_ID, localeOf } from "../../core/languages";
import { common } from "../../core/texts/common/en";

/**
 * The common English texts (the product name, the error pages): what the
 * server shows without the root loader's texts, i.e. on an error page because
 * the root loader failed. The browser's bundle leaves them out (about 0.8 KB
 * gzip on every page for a rare case): before it hydrates such a page it
 * fetches the default language's texts instead (fetchFallbackTexts), which
 * hold the common ones too.
 */
// Vite sets import.meta.env.SSR in both builds (false in the browser's, which then drops `common`); in
// plain Node (a bench run with tsx) there is no import.meta.env, and that is a server too.
const builtIn = import.meta.env?.SSR === false ? undefined : common;

/**
 * The interface texts of the pages, by the address they are served at
 * (`/texts/<language>.<version>.json`, see app/features/shell/routes/texts.ts).
 * The root loader names that address instead of sending the texts in every
 * page: encoding 1,200 texts into each document cost about 3 ms of CPU and
 * 20 KB of gzip per page, while a versioned address is fetched once and kept
 * by the browser. The server renders with the texts it already has (the root
 * loader puts them here before the page renders); the browser fetches them
 * before it hydrates the page (app/entry.client.tsx) and before it shows a page
 * in another language (the root's clientLoader).
 */
const known = new Map<string, i18n>();

/** At most this many (language, version) texts are kept; a handful in practice. */
const MAX_KNOWN = 50;

/** Makes the texts served at `href` available to textsI18n. */
export function rememberTexts(href: string, locale: string, texts: Record<string, string>): void {
  if (known.has(href)) return;
  if (known.size >= MAX_KNOWN) known.delete(known.keys().next().value as string);
  known.set(href, i18nFor(locale, texts));
}

/**
 * The translator of the texts at `href`. While they are not here (an error
 * page): on the server the common English texts; in the browser the texts it
 * has (the fallback texts on a first visit, else those the page was last shown
 * with; complete, so they hold the common keys too).
 */
export function textsI18n(href: string | undefined, locale: string): i18n {
  const texts = href ? known.get(href) : undefined;
  if (texts) return texts;
  if (builtIn) return i18nFor(locale, builtIn);
  return [...known.values()].at(-1) ?? i18nFor(locale);
}

/** Fetches the texts at `href` (in the browser) unless they are here already; rejects when they cannot be had. */
export async function fetchTexts(href: string, locale: string): Promise<void> {
  if (known.has(href)) return;
  const response = await fetch(href, { credentials: "same-origin", headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`${href} answered ${response.status}`);
  rememberTexts(href, locale, (await response.json()) as Record<string, string>);
}

/** The id of the element that names the page's texts (app/root.tsx), read before hydration. */
export const TEXTS_LINK_ID = "page-texts";

/**
 * Fetches the default language's current texts (the version "current" is
 * served uncached): in the browser, before it hydrates a page without the root
 * loader's texts; rejects when they cannot be had.
 */
export function fetchFallbackTexts(): Promise<void> {
  return fetchTexts(`/texts/${DEFAULT_LANGUAGE_ID}.current.json`, localeOf(DEFAULT_LANGUAGE_ID));
}
