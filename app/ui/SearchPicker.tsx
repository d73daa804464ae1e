/**
 * The one searched picker of the app for items found by name (products, people, and a smart-form document's
 * product, location and person fields): the chosen items, a search field with its Find button, and after a
 * search its best matches, so a page never lists everything a company holds. It renders on the server only and
 * works the same without JavaScript; Find always goes to the server:
 *
 * - in a GET filter form, Find submits the form (the search travels in the URL with the other filters);
 * - `searchByGet`: inside a POST form, Find sends the whole form as a GET to the page, so what was entered
 *   comes back in the URL with the matches;
 * - `searchButton`: inside a big POST form, Find is a submit button with its own name and value; the action
 *   answers the form as it was entered with the matches and saves nothing.
 *
 * The chosen items and the matches are the same inputs (checkboxes, or radio buttons for one choice), so
 * whatever is ticked when the form is saved is what it posts. The location picker (app/ui/LocationPicker.tsx)
 * shares the markup and styles but stays its own component: it becomes a combobox with JavaScript.
 *
 * The texts come from the caller (each page words its own search); `id` prefixes every id of the picker.
 */

/** An item as the picker shows it: its name and an optional note after it (a product's supplier, a path). */
export interface PickerItem {
  id: number;
  name: string;
  detail?: string | null;
}

/** What the server gives a picker. */
export interface SearchPickerState {
  /** The search text ("" before a search). */
  q: string;
  chosen: PickerItem[];
  /** The matches of `q` (chosen ones are left out when shown); null before a search. */
  matches: PickerItem[] | null;
  /** Whether the matches fill a page (more may exist: the user narrows the search). */
  full?: boolean;
}

export interface SearchPickerTexts {
  searchLabel: string;
  searchHint?: string;
  find: string;
  /** The heading of the matches ("Matches for …"). */
  matches: string;
  /** Said instead of the matches when there are none. */
  noMatches: string;
  /** Said after the matches when they fill a page. */
  more?: string;
  /** A heading over the chosen items; without it they are listed without one. */
  chosen?: string;
  /** Said when nothing is chosen (and there is no "none" choice). */
  noneChosen?: string;
}

export interface SearchPickerProps {
  /** Unique on the page: the ids of the picker's elements start with it. */
  id: string;
  /** The name of the choice inputs (each posts an item's id). */
  name: string;
  multiple: boolean;
  state: SearchPickerState;
  texts: SearchPickerTexts;
  /** The name and length limit of the search field. */
  queryName: string;
  queryMaxLength: number;
  /**
   * The picker is a fieldset with this legend (and the id `id`); without it, the caller's own group (a
   * fieldset with its legend) holds it.
   */
  legend?: string;
  /** One choice only: the label of the choice "none" (e.g. "Anyone"); without it none is offered. */
  noneLabel?: string;
  /** The ids ticked (the form's values); by default the chosen ones. */
  selected?: readonly string[];
  /** Find as a submit button with this name and value (the action searches). */
  searchButton?: { name: string; value: string };
  /** Find sends the surrounding form as a GET to the page. */
  searchByGet?: boolean;
  /** Errors shown in the picker's fieldset (with `legend`). */
  errors?: string[];
  errorId?: string;
  /** Marks the choices invalid when the caller shows the errors itself. */
  invalid?: boolean;
}

export function SearchPicker(props: SearchPickerProps) {
  const { id, name, multiple, state, texts, queryName, queryMaxLength, legend, noneLabel } = props;
  const { selected, searchButton, searchByGet = false, errors, errorId } = props;
  const shownErrors = errors?.length ? errors : null;
  const invalid = Boolean(shownErrors) || props.invalid === true;
  const chosenIds = new Set(state.chosen.map((item) => item.id));
  const ticked = new Set(selected ?? state.chosen.map((item) => String(item.id)));
  const matches = (state.matches ?? []).filter((item) => !chosenIds.has(item.id));
  const offerNone = noneLabel !== undefined && !multiple;
  const searchId = `${id}-q`;
  const hintId = `${searchId}-hint`;

  const choice = (item: PickerItem, kind: "chosen" | "match") => {
    const choiceId = `${id}-${kind}-${item.id}`;
    return (
      <li key={item.id}>
        <input
          type={multiple ? "checkbox" : "radio"}
          id={choiceId}
          name={name}
          value={item.id}
          defaultChecked={ticked.has(String(item.id))}
          aria-invalid={invalid || undefined}
        />
        <label htmlFor={choiceId}>{item.name}</label>
        {item.detail && item.detail !== item.name ? (
          <span className="location-picker-note">{item.detail}</span>
        ) : null}
      </li>
    );
  };

  const chosenLabelId = texts.chosen ? `${id}-chosen-label` : undefined;
  const body = (
    <>
      {legend !== undefined && shownErrors ? (
        <p className="field-error" id={errorId}>
          {shownErrors.join(" ")}
        </p>
      ) : null}
      {texts.chosen ? (
        <p className="location-picker-heading" id={chosenLabelId}>
          {texts.chosen}
        </p>
      ) : null}
      {state.chosen.length === 0 && !offerNone ? (
        texts.noneChosen ? (
          <p className="help">{texts.noneChosen}</p>
        ) : null
      ) : (
        <ul className="checkbox-list location-picker-chosen" aria-labelledby={chosenLabelId}>
          {offerNone ? (
            <li>
              <input
                type="radio"
                id={`${id}-none`}
                name={name}
                value=""
                defaultChecked={![...ticked].some((value) => value !== "")}
              />
              <label htmlFor={`${id}-none`}>{noneLabel}</label>
            </li>
          ) : null}
          {state.chosen.map((item) => choice(item, "chosen"))}
        </ul>
      )}
      <div className="location-picker-search">
        <label htmlFor={searchId}>{texts.searchLabel}</label>
        {texts.searchHint ? (
          <p className="help" id={hintId}>
            {texts.searchHint}
          </p>
        ) : null}
        <div className="inline-search-row">
          <input
            id={searchId}
            type="search"
            name={queryName}
            defaultValue={state.q}
            maxLength={queryMaxLength}
            autoComplete="off"
            aria-describedby={texts.searchHint ? hintId : undefined}
          />
          <button
            type="submit"
            className="secondary"
            name={searchButton?.name}
            value={searchButton?.value}
            formMethod={searchByGet ? "get" : undefined}
            // A search never needs the rest of the form to be valid.
            formNoValidate={searchByGet || searchButton !== undefined || undefined}
          >
            {texts.find}
          </button>
        </div>
      </div>
      {state.matches !== null ? (
        <div className="location-picker-matches">
          <p className="location-picker-heading" id={`${id}-matches-label`}>
            {texts.matches}
          </p>
          {matches.length === 0 ? (
            <p className="help">{texts.noMatches}</p>
          ) : (
            <ul className="checkbox-list location-picker-found" aria-labelledby={`${id}-matches-label`}>
              {matches.map((item) => choice(item, "match"))}
            </ul>
          )}
          {state.full && texts.more ? <p className="help">{texts.more}</p> : null}
        </div>
      ) : null}
    </>
  );

  if (legend === undefined) return <div className="location-picker">{body}</div>;
  return (
    <fieldset
      id={id}
      className="location-picker"
      aria-describedby={shownErrors && errorId ? errorId : undefined}
    >
      <legend>{legend}</legend>
      {body}
    </fieldset>
  );
}
