import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { displayName } from "../../../../core/format";

/**
 * Naming a safety data sheet by its language and market: "Norsk (NO)",
 * "English (GB)", "Deutsch (DE)". The language name is written in that
 * language (an endonym, the way language switchers name languages), so the
 * text carries `lang`. Built on the server (Intl.DisplayNames) and passed to
 * the page, so the browser never computes it differently.
 */

/** The code Intl knows the language by for its name: Norwegian bokmål is named "norsk", like on Norwegian sheets. */
function nameCode(languageCode: string): string {
  return languageCode === "nb" ? "no" : languageCode;
}

/** The language's own name for itself, capitalised: "Norsk", "Deutsch", "English". */
export function languageEndonym(languageCode: string): string {
  const code = nameCode(languageCode);
  const name = displayName(code, "language", code);
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}

/** "Norsk (NO)". */
export function sheetName(languageCode: string, marketCode: string): string {
  return `${languageEndonym(languageCode)} (${marketCode})`;
}

/** A country's name in the reader's locale ("Norway", "Norwegen"), or its code. */
export function countryName(code: string, locale: string): string {
  return displayName(locale, "region", code);
}

export interface SheetChoice {
  language: number;
  language_code: string;
  market: number;
  market_code: string;
  /** "Norsk (NO)". */
  name: string;
  href: string;
  current: boolean;
}

/**
 * The languages and markets the product has a current sheet in, as links to
 * the product page showing that sheet; the one shown is marked current. Works
 * without JavaScript (plain links).
 */
export function SheetSwitcher({ choices }: { choices: SheetChoice[] }) {
  const { t } = useTranslation();
  if (choices.length < 2) return null;
  return (
    <nav aria-label={t("product.sheet.switcher")} className="sheet-switcher">
      <p className="label-like">{t("product.sheet.otherLanguages")}</p>
      <ul>
        {choices.map((choice) =>
          choice.current ? (
            <li key={`${choice.language}-${choice.market}`}>
              <span aria-current="true" lang={choice.language_code}>
                {choice.name}
              </span>
            </li>
          ) : (
            <li key={`${choice.language}-${choice.market}`}>
              <Link to={choice.href} hrefLang={choice.language_code} lang={choice.language_code}>
                {choice.name}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

/**
 * A sheet's language and market, version and issue date: the entries
 * (dt/dd pairs) of a `<dl className="facts">` on the product and SDS pages.
 */
export function SheetFactItems({
  sheet,
}: {
  sheet: { name: string; language_code: string; version: string; date: string; dateIso: string };
}) {
  const { t } = useTranslation();
  return (
    <>
      <dt>{t("product.sheet.languageMarket")}</dt>
      <dd lang={sheet.language_code}>{sheet.name}</dd>
      <dt>{t("product.field.version")}</dt>
      <dd>{sheet.version}</dd>
      <dt>{t("product.field.dateIssue")}</dt>
      <dd>
        <time dateTime={sheet.dateIso}>{sheet.date}</time>
      </dd>
    </>
  );
}
