import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { LocationMatch } from "../../../../api/locations/schemas";

/** "Oslo plant › Building A › Laboratory 1". */
export function pathText(path: { name: string }[]): string {
  return path.map((step) => step.name).join(" › ");
}

/**
 * Step one of choosing a location without JavaScript: a GET search form
 * (`?locq=`) that keeps the page's other parameters (the chosen products,
 * where they came from, where to go back to). The matches then show as radio
 * buttons in the action form (ProductLocationChoices).
 */
export function ProductLocationSearch({
  locq,
  keep,
}: {
  locq: string;
  /** Hidden fields to carry over; repeated names are allowed. */
  keep: [string, string][];
}) {
  const { t } = useTranslation();
  return (
    <Form method="get" className="inline-search product-location-search" preventScrollReset>
      {keep.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="location-search">{t("products.picker.search")}</label>
      <span className="inline-search-row">
        <input id="location-search" type="search" name="locq" defaultValue={locq} autoComplete="off" />
        <button type="submit" className="secondary">
          {t("products.picker.searchSubmit")}
        </button>
      </span>
    </Form>
  );
}

/** Step two: the matching locations as radio buttons (`location_id`), inside the action's form. */
export function ProductLocationChoices({
  name,
  locq,
  matches,
  chosen,
  errors,
  errorId,
  legend,
}: {
  name: string;
  locq: string;
  matches: LocationMatch[] | null;
  chosen: string | undefined;
  errors: string[] | undefined;
  errorId: string;
  legend: string;
}) {
  const { t } = useTranslation();
  const list = matches ?? [];
  return (
    <fieldset aria-describedby={errors ? errorId : undefined} id="location-choices" tabIndex={-1}>
      <legend>{legend}</legend>
      {errors ? (
        <p className="field-error" id={errorId}>
          {errors.join(" ")}
        </p>
      ) : null}
      {list.length > 0 ? (
        <ul className="radio-list">
          {list.map((match) => (
            <li key={match.id}>
              <input
                type="radio"
                id={`location-${match.id}`}
                name={name}
                value={String(match.id)}
                defaultChecked={chosen === String(match.id) || list.length === 1}
              />
              <label htmlFor={`location-${match.id}`}>{pathText(match.path)}</label>
            </li>
          ))}
        </ul>
      ) : null}
      {matches === null ? (
        <p className="help">{t("products.picker.hint")}</p>
      ) : list.length === 0 ? (
        <p className="help">{t("products.picker.noMatches", { q: locq })}</p>
      ) : null}
    </fieldset>
  );
}
