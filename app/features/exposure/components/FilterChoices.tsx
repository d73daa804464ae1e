import { useTranslation } from "react-i18next";
import { HISTORY_LIMITS } from "../../../../core/exposure/history";
import { FILTER_SEARCH } from "../forms-register";
import { LocationPicker, type LocationPickerState } from "~/ui/LocationPicker";
import { SearchPicker, type SearchPickerState } from "~/ui/SearchPicker";
import { registerSearchTexts } from "./search-texts";

/**
 * The register's and the records list's filter fields, found by search (GET), each one choice with an
 * "any" option: a location (and below), a product, a person. One definition, so both lists name and search
 * them alike; `id` prefixes the fields' ids on the page.
 */

export function LocationFilter({ id, state }: { id: string; state: LocationPickerState }) {
  const { t } = useTranslation();
  return (
    <LocationPicker
      id={`${id}-location`}
      name="location"
      multiple={false}
      legend={t("exposureRegister.filter.location")}
      state={state}
      queryName={FILTER_SEARCH.location}
      noneLabel={t("exposureRegister.filter.anyLocation")}
    />
  );
}

export function ProductFilter({ id, state }: { id: string; state: SearchPickerState }) {
  const { t } = useTranslation();
  return (
    <SearchPicker
      id={`${id}-product`}
      name="product"
      multiple={false}
      queryName={FILTER_SEARCH.product}
      queryMaxLength={HISTORY_LIMITS.search}
      legend={t("exposureRegister.filter.product")}
      texts={registerSearchTexts(t, t("exposureRegister.filter.findProduct"), state.q)}
      noneLabel={t("exposureRegister.filter.anyProduct")}
      state={state}
    />
  );
}

export function PersonFilter({ id, state }: { id: string; state: SearchPickerState }) {
  const { t } = useTranslation();
  return (
    <SearchPicker
      id={`${id}-person`}
      name="person"
      multiple={false}
      queryName={FILTER_SEARCH.person}
      queryMaxLength={HISTORY_LIMITS.search}
      legend={t("exposureRegister.filter.person")}
      texts={registerSearchTexts(t, t("exposureRegister.filter.findPerson"), state.q)}
      noneLabel={t("exposureRegister.filter.anyone")}
      state={state}
    />
  );
}
