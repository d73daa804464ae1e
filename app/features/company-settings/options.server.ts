import { COUNTRIES } from "../../../core/countries";
import { LANGUAGES } from "../../../core/languages";

/** The choices the settings forms offer, named for the reader: languages by their own names, countries in the reader's language. */

export function languageOptions() {
  return Object.entries(LANGUAGES).map(([id, { name, locale }]) => ({
    value: id,
    label: name,
    lang: locale,
  }));
}

export function marketOptions(locale: string) {
  const names = new Intl.DisplayNames([locale], { type: "region" });
  return Object.entries(COUNTRIES)
    .map(([id, code]) => ({ value: id, label: names.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
