import approvals from "./approvals";
import evaluation from "./evaluation";
import boardGroups from "./boardGroups";
import companySettings from "./companySettings";
import outbox from "./outbox";
import type { EN_AREAS } from "../../app/locales/en";
import auth from "./auth";
import common from "./common";
import empty from "./empty";
import hierarchy from "./hierarchy";
import layout from "./layout";
import locations from "./locations";
import main from "./main";
import myPage from "./myPage";
import nav from "./nav";
import onboarding from "./onboarding";
import permissions from "./permissions";
import search from "./search";
import product from "./product";
import products from "./products";
import storageClasses from "./storageClasses";
import toast from "./toast";
import ops from "./ops";
import { TRANSLATED_LOCALES, type AreaTranslations, type TranslatedLocale } from "./types";

/**
 * Every area's translations, one db/texts/<area>.ts per English area file
 * (app/locales/en/<area>.ts). The type makes TypeScript fail when an English
 * area has no translations file here.
 */
export const AREA_TRANSLATIONS: {
  [Area in keyof typeof EN_AREAS]: AreaTranslations<(typeof EN_AREAS)[Area]>;
} = {
  approvals,
  evaluation,
  boardGroups,
  companySettings,
  outbox,
  auth,
  common,
  empty,
  hierarchy,
  layout,
  locations,
  main,
  myPage,
  nav,
  onboarding,
  permissions,
  product,
  products,
  search,
  storageClasses,
  toast,
  ops,
};

/** The nine translations, merged across areas: locale → key → text. */
export const TRANSLATIONS: Record<TranslatedLocale, Record<string, string>> = Object.fromEntries(
  TRANSLATED_LOCALES.map((locale) => [
    locale,
    Object.assign(
      {},
      ...Object.values(AREA_TRANSLATIONS).map(
        (area: Record<TranslatedLocale, Record<string, string>>) => area[locale],
      ),
    ) as Record<string, string>,
  ]),
) as Record<TranslatedLocale, Record<string, string>>;
