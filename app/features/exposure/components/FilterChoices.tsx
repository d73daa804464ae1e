import { useTranslation } from "react-i18next";
import { FILTER_SEARCH } from "../forms-register";
import { SearchChoice, type SearchChoiceState } from "./SearchChoice";
import { LocationPicker, type LocationPickerState } from "~/ui/LocationPicker";

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

export function ProductFilter({ id, state }: { id: string; state: SearchChoiceState }) {
  const { t } = useTranslation();
  return (
    <SearchChoice
      id={`${id}-product`}
      name="product"
      queryName={FILTER_SEARCH.product}
      legend={t("exposureRegister.filter.product")}
      searchLabel={t("exposureRegister.filter.findProduct")}
      anyLabel={t("exposureRegister.filter.anyProduct")}
      state={state}
    />
  );
}

export function PersonFilter({ id, state }: { id: string; state: SearchChoiceState }) {
  const { t } = useTranslation();
  return (
    <SearchChoice
      id={`${id}-person`}
      name="person"
      queryName={FILTER_SEARCH.person}
      legend={t("exposureRegister.filter.person")}
      searchLabel={t("exposureRegister.filter.findPerson")}
      anyLabel={t("exposureRegister.filter.anyone")}
      state={state}
    />
  );
}
