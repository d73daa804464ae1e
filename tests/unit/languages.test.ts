import { describe, expect, it } from "vitest";
import { DEFAULT_LANGUAGE_ID, languageFromAcceptLanguage, localeOf } from "../../core/languages";

describe("language ids", () => {
  it("maps the spec's ids to locales", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(localeOf)).toEqual([
      "nb",
      "sv",
      "da",
      "en-GB",
      "fi",
      "de",
      "nl",
      "fr",
      "it",
      "es",
    ]);
  });
  it("defaults to 4, British English", () => {
    expect(DEFAULT_LANGUAGE_ID).toBe(4);
    expect(localeOf(999)).toBe("en-GB");
  });
  it("picks the best match of Accept-Language before sign-in", () => {
    expect(languageFromAcceptLanguage("de-DE,de;q=0.9,en;q=0.8")).toBe(6);
    expect(languageFromAcceptLanguage("no;q=0.9, xx")).toBe(1);
    expect(languageFromAcceptLanguage("fr;q=0.5, sv;q=0.8")).toBe(2);
    expect(languageFromAcceptLanguage("pt-BR")).toBe(4);
    expect(languageFromAcceptLanguage(null)).toBe(4);
  });
});
