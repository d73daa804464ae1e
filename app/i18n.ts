import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { en } from "../core/texts/en";

/**
 * One i18next instance per render, initialised synchronously from texts the
 * server already has, so pages are translated without any client script.
 * Missing keys fall back to the built-in English wording.
 */
export function createI18n(locale: string, texts: Record<string, string> = {}): i18n {
  const instance = i18next.createInstance();
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
  return instance;
}
