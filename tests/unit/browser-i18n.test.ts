/**
 * The browser's stand-in for i18next (app/ui/browser-i18n, used by the client
 * build only) must render every text exactly as the server's real i18next
 * does, or hydration would change what the user reads. This holds it to that
 * over every text of every language, and fails on any text using i18next
 * syntax the stand-in does not implement (nesting, formatting, plurals).
 */
import { describe, expect, it } from "vitest";
import { BrowserI18n } from "~/ui/browser-i18n/i18next";
import { createI18n, completeTexts } from "~/lib/i18n.server";
import { en } from "../../core/texts/en";
import { TRANSLATIONS } from "../../core/texts/translations";

const PLACEHOLDER = /\{\{([^{}]+)\}\}/g;
const languages: [string, Record<string, string>][] = [
  ["en-GB", en],
  ...(Object.entries(TRANSLATIONS) as [string, Record<string, string>][]),
];

function standIn(locale: string, texts: Record<string, string>): BrowserI18n {
  const i18n = new BrowserI18n();
  void i18n.init({ lng: locale, fallbackLng: "en-GB", resources: { [locale]: { translation: texts } } });
  return i18n;
}

describe("the browser's i18n stand-in", () => {
  it("uses no i18next syntax it does not implement, in any language", () => {
    for (const [locale, texts] of languages) {
      for (const [key, text] of Object.entries(texts)) {
        expect(text, `${locale} ${key}`).not.toMatch(/\$t\(/); // nesting
        for (const [, name] of text.matchAll(PLACEHOLDER)) {
          expect(name, `${locale} ${key}: {{${name}}}`).toMatch(/^\s*[\w.]+\s*$/); // no ", format"
        }
        expect(key, locale).not.toMatch(/_(zero|one|two|few|many|other|plural)$/); // plurals, context
      }
    }
  });

  it("renders every text of every language as the server's i18next does, with and without values", () => {
    for (const [locale, texts] of languages) {
      const complete = completeTexts(texts);
      const server = createI18n(locale, texts);
      const browser = standIn(locale, complete);
      for (const [key, text] of Object.entries(complete)) {
        expect(browser.t(key), `${locale} ${key}`).toBe(server.t(key));
        const names = [...text.matchAll(PLACEHOLDER)].map(([, name]) => name!.trim());
        if (names.length === 0) continue;
        const values = Object.fromEntries(names.map((name, i) => [name, i % 2 === 0 ? `v${i}` : i]));
        expect(browser.t(key, values), `${locale} ${key}`).toBe(server.t(key, values));
      }
    }
  });

  it("treats missing keys and missing values as i18next does", () => {
    const server = createI18n("en-GB", en);
    const browser = standIn("en-GB", completeTexts(en));
    expect(browser.t("no.such.key")).toBe(server.t("no.such.key"));
    const key = Object.keys(en).find((k) => (en as Record<string, string>)[k]!.includes("{{"))!;
    expect(browser.t(key, {})).toBe(server.t(key, {}));
  });
});
