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
    // Server-side speed-ups only: the browser's build (import.meta.env.SSR false) leaves them out, its
    // stand-in has nothing for them to speed up; plain Node (a bench run with tsx) has no import.meta.env.
    if (import.meta.env?.SSR !== false) {
      rememberLanguageChains(instance);
      rememberPlainTexts(instance);
    }
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

/** At most this many remembered texts per instance (keys × the few fixed translators; far more than a page uses). */
const MAX_PLAIN_TEXTS = 20_000;

type Translate = (key: unknown, ...rest: unknown[]) => unknown;

/**
 * Most texts are asked for by key alone (no values to put in, no count, no
 * context). Their wording then depends only on the key and on the instance's
 * language and texts, which never change, so each is worked out once and
 * remembered. Otherwise i18next copies the options, splits the key and walks
 * the language chain on every call, hundreds of times per page. Calls with
 * options, and answers that are not strings, go to i18next every time.
 */
function rememberPlainTexts(instance: i18n): void {
  // The browser's stand-in (app/ui/browser-i18n) is a plain lookup already, with no fixed translators.
  if (typeof instance.getFixedT !== "function") return;
  const plain = new Map<string, string>();
  const remembering = (translate: Translate, scope: string): Translate => {
    const wrapped: Translate = (key, ...rest) => {
      if (rest.length > 0 || typeof key !== "string") return translate(key, ...rest);
      const id = `${scope}\u0000${key}`;
      const known = plain.get(id);
      if (known !== undefined) return known;
      const text = translate(key);
      if (typeof text !== "string") return text;
      if (plain.size >= MAX_PLAIN_TEXTS) plain.clear();
      plain.set(id, text);
      return text;
    };
    // A fixed translator carries its language, namespace and key prefix as properties.
    return Object.assign(wrapped, translate);
  };
  instance.t = remembering(instance.t.bind(instance) as unknown as Translate, "") as unknown as i18n["t"];
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => Translate;
  const fixed = new Map<string, Translate>();
  instance.getFixedT = ((lng: unknown, ns: unknown, keyPrefix: unknown) => {
    const scope = JSON.stringify([lng ?? null, ns ?? null, keyPrefix ?? null]);
    let t = fixed.get(scope);
    if (!t) {
      t = remembering(getFixedT(lng, ns, keyPrefix), scope);
      fixed.set(scope, t);
    }
    return t;
  }) as unknown as i18n["getFixedT"];
}
