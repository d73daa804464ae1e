import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { en } from "../core/texts/en";

type Texts = Record<string, string>;

const NO_TEXTS: Texts = {};

/**
 * The i18next instances made so far, by the texts object they translate with
 * and the locale. The server's texts cache hands out the same object for a
 * language until the texts change, so every request in that language shares
 * one ready instance instead of building one per loader and one per render
 * (building an instance costs more than rendering a small page). Texts that
 * are no longer cached let their instances go with them.
 */
const instances = new WeakMap<Texts, Map<string, i18n>>();

/**
 * An i18next instance for a locale, initialised synchronously from texts the
 * server already has, so pages are translated without any client script.
 * Missing keys fall back to the built-in English wording. The instance is
 * shared: use it to translate, never change its language or resources.
 */
export function createI18n(locale: string, texts: Texts = NO_TEXTS): i18n {
  let byLocale = instances.get(texts);
  if (!byLocale) {
    byLocale = new Map();
    instances.set(texts, byLocale);
  }
  let instance = byLocale.get(locale);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.use(initReactI18next).init({
      lng: locale,
      fallbackLng: "en-GB",
      resources: { [locale]: { translation: texts }, "en-GB": { translation: en } },
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
  const utils = instance.services.languageUtils as {
    toResolveHierarchy(code: string, fallbackCode?: unknown): string[];
  };
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
