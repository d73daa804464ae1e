import { useTranslation } from "react-i18next";
import { HISTORY_LIMITS } from "../../../../core/exposure/history";

/** A person or product as a filter offers it. */
export interface Named {
  id: number;
  name: string;
}

/** What the server gives a searchable choice: the search text, the chosen one, the matches (null: no search). */
export interface SearchChoiceState {
  q: string;
  chosen: Named | null;
  matches: Named[] | null;
}

/** What the server gives a choice of several found by search: the chosen ones and the matches. */
export interface SearchChoicesState {
  q: string;
  chosen: Named[];
  matches: Named[] | null;
}

/**
 * One choice of a GET filter form found by searching its name (a person, a product), so a page never lists
 * everything the register holds: "any" and the chosen one as radio buttons, then a search field whose Find
 * submits the form (the search travels in the URL with the other filters and the choice so far) and the
 * matches as more radio buttons. The same without JavaScript.
 *
 * Inside a POST form (the plan form) `searchByGet` makes Find send the whole form as a GET to the page, so
 * what was entered comes back in the URL with the matches; `selected` then says which ids are ticked (the
 * form's values), and `multiple` makes it checkboxes (several people) without an "any" choice.
 */
export function SearchChoice({
  id,
  name,
  queryName,
  legend,
  searchLabel,
  anyLabel,
  state,
  searchByGet = false,
  selected,
  multiple = false,
  errors,
  errorId,
}: {
  id: string;
  name: string;
  queryName: string;
  legend: string;
  searchLabel: string;
  /** The "none" choice (one choice only); without it none is offered. */
  anyLabel?: string;
  state: SearchChoiceState | SearchChoicesState;
  searchByGet?: boolean;
  /** The ids ticked (default: the chosen ones). */
  selected?: readonly string[];
  multiple?: boolean;
  errors?: string[];
  errorId?: string;
}) {
  const { t } = useTranslation();
  const chosen: Named[] = Array.isArray(state.chosen) ? state.chosen : state.chosen ? [state.chosen] : [];
  const chosenIds = new Set(chosen.map((item) => item.id));
  const ticked = new Set(selected ?? chosen.map((item) => String(item.id)));
  const matches = (state.matches ?? []).filter((item) => !chosenIds.has(item.id));
  const invalid = Boolean(errors?.length);
  const choice = (item: Named, kind: "chosen" | "match") => (
    <li key={item.id}>
      <input
        type={multiple ? "checkbox" : "radio"}
        id={`${id}-${kind}-${item.id}`}
        name={name}
        value={item.id}
        defaultChecked={ticked.has(String(item.id))}
        aria-invalid={invalid || undefined}
      />
      <label htmlFor={`${id}-${kind}-${item.id}`}>{item.name}</label>
    </li>
  );
  return (
    <fieldset id={id} className="location-picker" aria-describedby={invalid && errorId ? errorId : undefined}>
      <legend>{legend}</legend>
      {invalid ? (
        <p className="field-error" id={errorId}>
          {errors!.join(" ")}
        </p>
      ) : null}
      <ul className="checkbox-list location-picker-chosen">
        {anyLabel !== undefined && !multiple ? (
          <li>
            <input
              type="radio"
              id={`${id}-none`}
              name={name}
              value=""
              defaultChecked={![...ticked].some((value) => value !== "")}
            />
            <label htmlFor={`${id}-none`}>{anyLabel}</label>
          </li>
        ) : null}
        {chosen.map((item) => choice(item, "chosen"))}
      </ul>
      <div className="location-picker-search">
        <label htmlFor={`${id}-q`}>{searchLabel}</label>
        <div className="inline-search-row">
          <input
            id={`${id}-q`}
            type="search"
            name={queryName}
            defaultValue={state.q}
            maxLength={HISTORY_LIMITS.search}
            autoComplete="off"
          />
          <button
            type="submit"
            className="secondary"
            formMethod={searchByGet ? "get" : undefined}
            formNoValidate={searchByGet || undefined}
          >
            {t("exposureRegister.filter.find")}
          </button>
        </div>
      </div>
      {state.matches !== null ? (
        <div className="location-picker-matches">
          <p className="location-picker-heading" id={`${id}-matches-label`}>
            {t("exposureRegister.filter.matches", { q: state.q })}
          </p>
          {matches.length === 0 ? (
            <p className="help">{t("exposureRegister.filter.noMatches", { q: state.q })}</p>
          ) : (
            <ul className="checkbox-list location-picker-found" aria-labelledby={`${id}-matches-label`}>
              {matches.map((item) => choice(item, "match"))}
            </ul>
          )}
        </div>
      ) : null}
    </fieldset>
  );
}
