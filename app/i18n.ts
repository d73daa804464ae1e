import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";

type Texts = Record<string, string>;

const NO_TEXTS: Texts = {};

/** The locale of the fallback texts: the built-in British English. */
const FALLBACK_LOCALE = "en-GB";

/**
 * The i18next instances made so far, by the texts object they translate with,
 * the fallback texts and the locale. The server's texts cache hands out the same object for a
 * language until the texts change, so every request in that language shares
 * one ready instance instead of building one per loader and one per render
 * (building an instance costs more than rendering a small page). Texts that
 * are no longer cached let their instances go with them.
 */
const instances = new WeakMap<Texts, WeakMap<Texts, Map<string, i18n>>>();

/**
 * An i18next instance for a locale, initialised synchronously from texts the
 * server already has, so pages are translated without any client script.
 * Keys missing from `texts` fall back to `fallback` (English). This module
 * also runs in the browser, so it carries no texts of its own: the server
 * passes the built-in English (createI18n in app/lib/i18n.server.ts), and the
 * page's instance (app/root.tsx) gets the root loader's complete texts. The
 * instance is shared: use it to translate, never change its language or
 * resources.
 */
export function i18nFor(locale: string, texts: Texts = NO_TEXTS, fallback: Texts = NO_TEXTS): i18n {
  let byFallback = instances.get(texts);
  if (!byFallback) {
    byFallback = new WeakMap();
    instances.set(texts, byFallback);
  }
  let byLocale = byFallback.get(fallback);
  if (!byLocale) {
    byLocale = new Map();
    byFallback.set(fallback, byLocale);
  }
  let instance = byLocale.get(locale);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.use(initReactI18next).init({
      lng: locale,
      fallbackLng: FALLBACK_LOCALE,
      // English itself looks a key up in its texts, then in the fallback.
      resources:
        locale === FALLBACK_LOCALE
          ? { [locale]: { translation: { ...fallback, ...texts } } }
          : { [locale]: { translation: texts }, [FALLBACK_LOCALE]: { translation: fallback } },
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false }, // React escapes
      initImmediate: false,
      returnNull: false,
    });
    rememberLanguageChains(instance);
    byLocale.set(locale, instance);
  }
  return instance;
}

/**
 * i18next works out the chain of languages to look a key up in ("nb", then
 * the "en-GB" fallback) on every translation, canonicalising each code with
 * Intl each time: a few microseconds that add up to a measurable share of a
 * page with hundreds of texts. An instance's languages never change, so the
 * chain is worked out once per language asked for and handed out as a copy.
 */
function rememberLanguageChains(instance: i18n): void {
  // The browser's stand-in (app/ui/browser-i18n) has no chains to work out.
  const utils = instance.services?.languageUtils as
    { toResolveHierarchy(code: string, fallbackCode?: unknown): string[] } | undefined;
  if (!utils) return;
  const resolve = utils.toResolveHierarchy.bind(utils);
  const chains = new Map<string, string[]>();
  utils.toResolveHierarchy = (code, fallbackCode) => {
    if (fallbackCode !== undefined || typeof code !== "string") return resolve(code, fallbackCode);
    let chain = chains.get(code);
    if (!chain) {
      chain = resolve(code);
      chains.set(code, chain);
    }
    return [...chain];
  };
}
