/** Language ids and the locales they map to. 4 (British English) is the default. */
export const LANGUAGES = {
  1: { locale: "nb", name: "Norsk bokmål" },
  2: { locale: "sv", name: "Svenska" },
  3: { locale: "da", name: "Dansk" },
  4: { locale: "en-GB", name: "English (UK)" },
  5: { locale: "fi", name: "Suomi" },
  6: { locale: "de", name: "Deutsch" },
  7: { locale: "nl", name: "Nederlands" },
  8: { locale: "fr", name: "Français" },
  9: { locale: "it", name: "Italiano" },
  10: { locale: "es", name: "Español" },
} as const satisfies Record<number, { locale: string; name: string }>;

export type LanguageId = keyof typeof LANGUAGES;
export const DEFAULT_LANGUAGE_ID: LanguageId = 4;

export function isLanguageId(id: unknown): id is LanguageId {
  return typeof id === "number" && Object.hasOwn(LANGUAGES, id);
}

export function localeOf(id: number): string {
  return isLanguageId(id) ? LANGUAGES[id].locale : LANGUAGES[DEFAULT_LANGUAGE_ID].locale;
}

/** The best language id for an Accept-Language header (used before sign-in). */
export function languageFromAcceptLanguage(header: string | null): LanguageId {
  if (!header) return DEFAULT_LANGUAGE_ID;
  const wanted = header
    .split(",")
    .map((part) => {
      const [tag = "", q] = part.trim().split(";q=");
      return { tag: tag.toLowerCase(), q: q ? Number(q) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    const base = tag.split("-")[0];
    for (const [id, { locale }] of Object.entries(LANGUAGES)) {
      const candidate = locale.toLowerCase();
      if (candidate === tag || candidate.split("-")[0] === base || (base === "no" && candidate === "nb")) {
        return Number(id) as LanguageId;
      }
    }
  }
  return DEFAULT_LANGUAGE_ID;
}
