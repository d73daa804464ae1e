import type { TFunction } from "i18next";
import type { SearchPickerTexts } from "~/ui/SearchPicker";

/**
 * The texts of a person or product search of the register's filters and forms (the plan form, the training
 * forms): the field's own label, the register's Find and matches.
 */
export function registerSearchTexts(t: TFunction, searchLabel: string, q: string): SearchPickerTexts {
  return {
    searchLabel,
    find: t("exposureRegister.filter.find"),
    matches: t("exposureRegister.filter.matches", { q }),
    noMatches: t("exposureRegister.filter.noMatches", { q }),
  };
}
