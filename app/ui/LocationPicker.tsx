import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { LOCATION_SEARCH_MAX_LENGTH } from "../../core/locations";

/**
 * The one location picker of the app: wherever a location is chosen (one or
 * several), the page lists only the chosen locations and the best matches of
 * a search, never the company's whole tree.
 *
 * Without JavaScript the search field and its Find button submit a form: in a
 * big form (long texts) Find is a submit button of the form itself with its
 * own intent (a POST the action answers with the form as it was entered plus
 * the matches, saving nothing); in a small GET page it belongs to a GET form
 * that carries the page's parameters. The matches come back as checkboxes
 * (several) or radio buttons (one) next to the chosen ones, which stay
 * ticked in every round trip.
 *
 * With JavaScript the field becomes a WAI-ARIA combobox: typing fetches the
 * matches from the resource route (/locations/search) into a listbox, the
 * arrow keys move through them, Enter or a click chooses one, and a live
 * region says how many were found and what was chosen. The chosen ones are
 * the same inputs as without JavaScript, so the form posts the same fields.
 */

/** A location as the picker shows it. */
export interface PickedLocation {
  id: number;
  /** "Oslo plant › Building A › Laboratory 1". */
  path: string;
  archived: boolean;
  /** The name of its approval board (null: none), when the page asked for boards. */
  board?: string | null;
}

/** What the server gives the picker (app/features/locations/picker.server.ts). */
export interface LocationPickerState {
  /** The search text ("" before a search). */
  q: string;
  chosen: PickedLocation[];
  /** The matches of `q` that are not chosen; null before a search. */
  matches: PickedLocation[] | null;
}

export interface LocationPickerProps {
  /** Unique on the page: the ids of the picker's elements start with it. */
  id: string;
  /** The name of the chosen locations' inputs (each posts a location id). */
  name: string;
  multiple: boolean;
  legend: string;
  hint?: string;
  state: LocationPickerState;
  /** The name of the search field. */
  queryName: string;
  /** Find as a submit button of the surrounding form, with this name and value (the action searches). */
  searchButton?: { name: string; value: string };
  /** Find and the search field belong to this other form (a GET form carrying the page's parameters). */
  searchForm?: string;
  /** Find sends the surrounding form as a GET to the page (its fields, the choice included, become the URL). */
  searchByGet?: boolean;
  /** One choice only: the label of the choice "none" (e.g. "Any location"); without it none is offered. */
  noneLabel?: string;
  errors?: string[];
  errorId?: string;
  /** A note after each location (its board); returns null for none. */
  note?: (location: PickedLocation) => string | null;
  /** Ask the resource route for each location's board. */
  boards?: boolean;
  /** Called with the ids chosen after a change with JavaScript. */
  onChange?: (ids: number[]) => void;
  /**
   * One choice only: a fixed choice listed first among the chosen ones, with its own value (e.g. "The top
   * level" of a move, whose form posts "top"). Unlike `noneLabel` it is ticked only when `checked` says so.
   */
  extraChoice?: { value: string; label: string; checked: boolean };
  /** Locations never offered as matches, with or without JavaScript (e.g. the location being moved). */
  excludeIds?: readonly number[];
}

/**
 * The chosen ones; with one choice and nothing chosen, a single match is ticked already (unless the extra
 * choice is, or `excluded` leaves that match out).
 */
function initiallyTicked(
  state: LocationPickerState,
  multiple: boolean,
  extraTicked = false,
  excluded?: readonly number[],
): Set<number> {
  if (extraTicked) return new Set();
  const ids = new Set(state.chosen.map((location) => location.id));
  const offered = (state.matches ?? []).filter((location) => !excluded?.includes(location.id));
  if (!multiple && ids.size === 0 && offered.length === 1) ids.add(offered[0]!.id);
  return ids;
}

/** The resource route the combobox asks (app/features/locations/routes/search.ts). */
export const LOCATION_SEARCH_PATH = "/locations/search";
const DEBOUNCE_MS = 200;

export function LocationPicker(props: LocationPickerProps) {
  const { id, name, multiple, legend, hint, state, queryName, searchButton, searchForm, noneLabel } = props;
  const { errors, note, boards, onChange, searchByGet, extraChoice, excludeIds } = props;
  const { t } = useTranslation();
  const errorId = props.errorId ?? `${id}-error`;
  const inputId = `${id}-search`;
  const listId = `${id}-listbox`;
  const statusId = `${id}-status`;
  const optionId = useId();

  // The locations listed as chosen (ticked or not) and the ticked ones; a new server state starts again.
  const [listed, setListed] = useState(state.chosen);
  const extraChecked = extraChoice?.checked === true;
  const [ticked, setTicked] = useState(() => initiallyTicked(state, multiple, extraChecked, excludeIds));
  const [extraTicked, setExtraTicked] = useState(extraChecked);
  useEffect(() => {
    setListed(state.chosen);
    setTicked(initiallyTicked(state, multiple, extraChecked, excludeIds));
    setExtraTicked(extraChecked);
    // excludeIds is compared by what it holds: a caller may pass a new array on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, multiple, extraChecked, excludeIds?.join(",")]);

  // The combobox exists only once JavaScript runs; the server renders a plain search field.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const [options, setOptions] = useState<PickedLocation[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const request = useRef<AbortController>();
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  function tick(next: Set<number>) {
    setTicked(next);
    // A location chosen (one choice only) unticks the extra choice.
    if (next.size > 0) setExtraTicked(false);
    onChange?.([...next]);
  }

  async function search(text: string) {
    request.current?.abort();
    const q = text.trim();
    if (q === "") {
      setOptions([]);
      setOpen(false);
      setStatus("");
      return;
    }
    const controller = new AbortController();
    request.current = controller;
    try {
      const params = new URLSearchParams({ q });
      if (boards) params.set("boards", "1");
      const response = await fetch(`${LOCATION_SEARCH_PATH}?${params}`, {
        signal: controller.signal,
        headers: { Accept: "application/json" },
      });
      if (!response.ok) throw new Error(String(response.status));
      const found = ((await response.json()) as { matches: PickedLocation[] }).matches;
      const fresh = found.filter(
        (location) => !ticked.has(location.id) && !excludeIds?.includes(location.id),
      );
      setOptions(fresh);
      setActive(fresh.length > 0 ? 0 : -1);
      setOpen(true);
      setStatus(
        fresh.length > 0
          ? t("locations.picker.matchCount", { number: fresh.length })
          : t("locations.picker.noMatches", { q }),
      );
    } catch {
      // A newer search replaced this one; anything else: say so, Find tries again.
      if (controller.signal.aborted) return;
      setOptions([]);
      setOpen(false);
      setStatus(t("locations.picker.searchFailed"));
    }
  }

  function choose(location: PickedLocation) {
    // One choice: the new one replaces the list; several: it joins it.
    setListed((current) =>
      !multiple
        ? [location]
        : current.some((item) => item.id === location.id)
          ? current
          : [...current, location],
    );
    tick(multiple ? new Set([...ticked, location.id]) : new Set([location.id]));
    setOptions([]);
    setOpen(false);
    setActive(-1);
    setStatus(t("locations.picker.picked", { path: location.path }));
    if (inputRef.current) inputRef.current.value = "";
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!enhanced) return;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        event.preventDefault();
        if (!open) {
          void search(event.currentTarget.value);
          return;
        }
        if (options.length === 0) return;
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive((current) => (current + step + options.length) % options.length);
        return;
      }
      case "Enter":
        // Enter chooses; it never submits the form around the picker.
        event.preventDefault();
        if (open && active >= 0 && options[active]) choose(options[active]);
        else void search(event.currentTarget.value);
        return;
      case "Escape":
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        return;
    }
  }

  function onFind(event: MouseEvent<HTMLButtonElement>) {
    if (!enhanced) return;
    // With JavaScript Find needs no trip to the server.
    event.preventDefault();
    void search(inputRef.current?.value ?? "");
    inputRef.current?.focus();
  }

  const invalid = errors?.length ? true : undefined;
  const choice = (location: PickedLocation, prefix: string) => {
    const choiceId = `${id}-${prefix}-${location.id}`;
    const noteText = note?.(location) ?? null;
    return (
      <li key={location.id}>
        <input
          type={multiple ? "checkbox" : "radio"}
          id={choiceId}
          name={name}
          value={String(location.id)}
          checked={ticked.has(location.id)}
          onChange={(event) => {
            const next = multiple ? new Set(ticked) : new Set<number>();
            if (event.currentTarget.checked) next.add(location.id);
            else next.delete(location.id);
            tick(next);
          }}
          aria-invalid={invalid}
          aria-describedby={noteText ? `${choiceId}-note` : undefined}
        />
        <label htmlFor={choiceId}>
          {location.path}
          {location.archived ? <span className="tag">{t("locations.picker.archived")}</span> : null}
        </label>
        {noteText ? (
          <span className="location-picker-note" id={`${choiceId}-note`}>
            {noteText}
          </span>
        ) : null}
      </li>
    );
  };

  const matches = (state.matches ?? []).filter(
    (location) => !listed.some((item) => item.id === location.id) && !excludeIds?.includes(location.id),
  );
  const describedBy = [`${id}-hint`, invalid ? errorId : null].filter(Boolean).join(" ");

  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className="location-picker"
      aria-invalid={invalid}
      aria-describedby={describedBy}
    >
      <legend>{legend}</legend>
      <p className="help" id={`${id}-hint`}>
        {hint ? `${hint} ` : ""}
        {multiple && listed.length > 0 ? t("locations.picker.chosenHint") : ""}
      </p>
      {invalid ? (
        <p className="field-error" id={errorId}>
          {errors!.join(" ")}
        </p>
      ) : null}

      <p className="location-picker-heading" id={`${id}-chosen-label`}>
        {t("locations.picker.chosen")}
      </p>
      {listed.length === 0 && !noneLabel && !(extraChoice && !multiple) ? (
        <p className="help">{t("locations.picker.noneChosen")}</p>
      ) : (
        <ul className="checkbox-list location-picker-chosen" aria-labelledby={`${id}-chosen-label`}>
          {noneLabel && !multiple ? (
            <li>
              <input
                type="radio"
                id={`${id}-none`}
                name={name}
                value=""
                checked={ticked.size === 0}
                onChange={() => tick(new Set())}
              />
              <label htmlFor={`${id}-none`}>{noneLabel}</label>
            </li>
          ) : null}
          {extraChoice && !multiple ? (
            <li>
              <input
                type="radio"
                id={`${id}-extra`}
                name={name}
                value={extraChoice.value}
                checked={extraTicked}
                onChange={() => {
                  setExtraTicked(true);
                  tick(new Set());
                }}
              />
              <label htmlFor={`${id}-extra`}>{extraChoice.label}</label>
            </li>
          ) : null}
          {listed.map((location) => choice(location, "chosen"))}
        </ul>
      )}

      <div className="location-picker-search">
        <label htmlFor={inputId}>{t("locations.picker.search")}</label>
        <p className="help" id={`${inputId}-hint`}>
          {enhanced ? t("locations.picker.comboHint") : t("locations.picker.searchHint")}
        </p>
        <div className="inline-search-row">
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            name={queryName}
            form={searchForm}
            defaultValue={state.q}
            maxLength={LOCATION_SEARCH_MAX_LENGTH}
            autoComplete="off"
            aria-describedby={`${inputId}-hint`}
            onKeyDown={onKeyDown}
            onChange={(event) => {
              if (!enhanced) return;
              const text = event.currentTarget.value;
              clearTimeout(timer.current);
              timer.current = setTimeout(() => void search(text), DEBOUNCE_MS);
            }}
            onBlur={() => setOpen(false)}
            {...(enhanced
              ? {
                  role: "combobox",
                  "aria-autocomplete": "list" as const,
                  "aria-expanded": open,
                  "aria-controls": listId,
                  "aria-activedescendant":
                    open && active >= 0 && options[active] ? `${optionId}-${options[active].id}` : undefined,
                }
              : {})}
          />
          <button
            type="submit"
            className="secondary"
            form={searchForm}
            formMethod={searchByGet ? "get" : undefined}
            name={searchButton?.name}
            value={searchButton?.value}
            formNoValidate
            onClick={onFind}
          >
            {t("locations.picker.searchSubmit")}
          </button>
        </div>
        {enhanced ? (
          <div
            id={listId}
            role="listbox"
            aria-label={legend}
            className="location-picker-listbox"
            hidden={!open}
          >
            {options.map((location, index) => {
              const noteText = note?.(location) ?? null;
              return (
                // The options are not focusable: the keyboard works on the combobox (aria-activedescendant).
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
                <div
                  key={location.id}
                  id={`${optionId}-${location.id}`}
                  role="option"
                  aria-selected={index === active}
                  className={index === active ? "active" : undefined}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(location)}
                >
                  {location.path}
                  {noteText ? <span className="location-picker-note"> {noteText}</span> : null}
                </div>
              );
            })}
          </div>
        ) : null}
        <p className="help location-picker-status" id={statusId} role="status">
          {enhanced ? status : ""}
        </p>
      </div>

      {state.matches !== null ? (
        <div className="location-picker-matches">
          <p className="location-picker-heading" id={`${id}-matches-label`}>
            {t("locations.picker.matches", { q: state.q })}
          </p>
          {matches.length === 0 ? (
            <p className="help">{t("locations.picker.noMatches", { q: state.q })}</p>
          ) : (
            <ul className="checkbox-list location-picker-found" aria-labelledby={`${id}-matches-label`}>
              {matches.map((location) => choice(location, "match"))}
            </ul>
          )}
        </div>
      ) : null}
    </fieldset>
  );
}
