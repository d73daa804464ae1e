import approvals from "./approvals/translations";
import evaluation from "./evaluation/translations";
import boardGroups from "./boardGroups/translations";
import companySettings from "./companySettings/translations";
import outbox from "./outbox/translations";
import type { EN_AREAS } from "./en";
import auth from "./auth/translations";
import common from "./common/translations";
import empty from "./empty/translations";
import hierarchy from "./hierarchy/translations";
import layout from "./layout/translations";
import locations from "./locations/translations";
import main from "./main/translations";
import myPage from "./myPage/translations";
import nav from "./nav/translations";
import onboarding from "./onboarding/translations";
import permissions from "./permissions/translations";
import search from "./search/translations";
import product from "./product/translations";
import products from "./products/translations";
import storageClasses from "./storageClasses/translations";
import toast from "./toast/translations";
import ops from "./ops/translations";
import { TRANSLATED_LOCALES, type AreaTranslations, type TranslatedLocale } from "./types";

/**
 * Every area's translations, one core/texts/<area>/translations.ts beside each English area file
 * (core/texts/<area>/en.ts). The type makes TypeScript fail when an English
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
