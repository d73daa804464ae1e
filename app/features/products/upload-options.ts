import { COUNTRIES } from "../../../core/countries";
import { LANGUAGES } from "../../../core/languages";
import type { UploadOption } from "../../ui/FormFields";
import { countryName, languageEndonym } from "./components/ProductSheet";

/** The language and market choices of the upload form: languages by their own names, countries in the reader's. */
export function uploadOptions(locale: string): { languages: UploadOption[]; markets: UploadOption[] } {
  const languages = Object.entries(LANGUAGES).map(([id, { locale: code }]) => {
    const base = code.split("-")[0] ?? code;
    return { value: id, label: languageEndonym(base), lang: base };
  });
  const collator = new Intl.Collator(locale);
  const markets = Object.entries(COUNTRIES)
    .map(([id, code]) => ({ value: id, label: `${countryName(code, locale)} (${code})` }))
    .sort((a, b) => collator.compare(a.label, b.label));
  return { languages, markets };
}
