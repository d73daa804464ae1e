import { useTranslation } from "react-i18next";
import { LocationPicker, type LocationPickerState } from "~/ui/LocationPicker";
import type { ProductAction } from "../../../../core/products";

/**
 * The target location of a product action (add, copy, move): the shared
 * location picker, one choice (`location_id`). Without JavaScript its Find
 * sends the action's form as a GET to the page (`locq`, the chosen products,
 * where they came from, where to go back to and the choice so far all land in
 * the URL) and the matches come back as radio buttons; nothing is done until
 * the action's own button posts. With JavaScript it is a combobox.
 */
export function ProductLocationPicker({
  action,
  state,
  errors,
  errorId,
}: {
  action: ProductAction;
  state: LocationPickerState;
  errors: string[] | undefined;
  errorId: string;
}) {
  const { t } = useTranslation();
  return (
    <LocationPicker
      id="location-choices"
      name="location_id"
      multiple={false}
      legend={t(`products.picker.legend.${action}`)}
      hint={t("products.picker.hint")}
      state={state}
      queryName="locq"
      searchByGet
      errors={errors}
      errorId={errorId}
    />
  );
}
