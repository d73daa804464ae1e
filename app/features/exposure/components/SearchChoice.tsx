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

/**
 * One choice of a GET filter form found by searching its name (a person, a product), so a page never lists
 * everything the register holds: "any" and the chosen one as radio buttons, then a search field whose Find
 * submits the form (the search travels in the URL with the other filters and the choice so far) and the
 * matches as more radio buttons. The same without JavaScript.
 */
export function SearchChoice({
  id,
  name,
  queryName,
  legend,
  searchLabel,
  anyLabel,
  state,
}: {
  id: string;
  name: string;
  queryName: string;
  legend: string;
  searchLabel: string;
  anyLabel: string;
  state: SearchChoiceState;
}) {
  const { t } = useTranslation();
  const matches = (state.matches ?? []).filter((item) => item.id !== state.chosen?.id);
  const radio = (item: Named, kind: "chosen" | "match") => (
    <li key={item.id}>
      <input
        type="radio"
        id={`${id}-${kind}-${item.id}`}
        name={name}
        value={item.id}
        defaultChecked={kind === "chosen"}
      />
      <label htmlFor={`${id}-${kind}-${item.id}`}>{item.name}</label>
    </li>
  );
  return (
    <fieldset id={id} className="location-picker">
      <legend>{legend}</legend>
      <ul className="checkbox-list location-picker-chosen">
        <li>
          <input type="radio" id={`${id}-none`} name={name} value="" defaultChecked={state.chosen === null} />
          <label htmlFor={`${id}-none`}>{anyLabel}</label>
        </li>
        {state.chosen ? radio(state.chosen, "chosen") : null}
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
          <button type="submit" className="secondary">
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
              {matches.map((item) => radio(item, "match"))}
            </ul>
          )}
        </div>
      ) : null}
    </fieldset>
  );
}
