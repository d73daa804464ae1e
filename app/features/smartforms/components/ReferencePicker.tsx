import { useTranslation } from "react-i18next";
import type { DocumentPickItem } from "../../../../api/smartforms/schemas";
import { CANDIDATE_QUERY_MAX } from "../../../../core/smartforms/kinds";
import { PICKER_INTENT_PREFIX, pickerQueryName } from "../document-paths";

/**
 * A product, location or person field of a document as a searched picker
 * (docs/decisions/082-searched-reference-pickers.md): the items chosen (ticked checkboxes; unticking one removes
 * it when the tab is saved), a search field with its Find button, and after a search its best matches as
 * unticked checkboxes. The page never lists every candidate.
 *
 * Find is a submit button of the tab's form (`intent` = `search:<field>`): the action answers the tab as it was
 * entered, with the matches, and saves nothing, so nothing typed in the tab's other fields is lost. It looks and
 * works as the location picker does without JavaScript (app/ui/LocationPicker.tsx, decision 029), and uses its
 * styles.
 */

export type ReferenceList = "products" | "locations" | "people";

/** What the server gives one field's picker (document-pickers.server.ts). */
export interface ReferencePickerState {
  /** The search text ("" before a search). */
  q: string;
  chosen: DocumentPickItem[];
  /** The matches of `q` that are not chosen; null before a search. */
  matches: DocumentPickItem[] | null;
  /** Whether the matches fill the page (more may exist: the user narrows the search). */
  full: boolean;
}

export function ReferencePicker({
  fieldKey,
  id,
  list,
  state,
  invalid,
}: {
  fieldKey: string;
  /** The field's element id; the picker's own ids start with it. */
  id: string;
  list: ReferenceList;
  state: ReferencePickerState;
  invalid: boolean | undefined;
}) {
  const { t } = useTranslation();
  const searchId = `${id}-search`;
  const chosenIds = new Set(state.chosen.map((item) => item.id));
  const matches = (state.matches ?? []).filter((item) => !chosenIds.has(item.id));
  const choice = (item: DocumentPickItem, prefix: string, checked: boolean) => {
    const choiceId = `${id}-${prefix}-${item.id}`;
    return (
      <li key={item.id}>
        <input
          type="checkbox"
          id={choiceId}
          name={fieldKey}
          value={item.id}
          defaultChecked={checked}
          aria-invalid={invalid}
        />
        <label htmlFor={choiceId}>{item.name}</label>
        {item.detail && item.detail !== item.name ? (
          <span className="location-picker-note">{item.detail}</span>
        ) : null}
      </li>
    );
  };
  return (
    <div className="location-picker">
      <p className="location-picker-heading" id={`${id}-chosen-label`}>
        {t("smartformDocuments.picker.chosen")}
      </p>
      {state.chosen.length === 0 ? (
        <p className="help">{t("smartformDocuments.picker.noneChosen")}</p>
      ) : (
        <ul className="checkbox-list location-picker-chosen" aria-labelledby={`${id}-chosen-label`}>
          {state.chosen.map((item) => choice(item, "chosen", true))}
        </ul>
      )}
      <div className="location-picker-search">
        <label htmlFor={searchId}>{t(`smartformDocuments.picker.search.${list}`)}</label>
        <p className="help" id={`${searchId}-hint`}>
          {t("smartformDocuments.picker.searchHint")}
        </p>
        <div className="inline-search-row">
          <input
            id={searchId}
            type="search"
            name={pickerQueryName(fieldKey)}
            defaultValue={state.q}
            maxLength={CANDIDATE_QUERY_MAX}
            autoComplete="off"
            aria-describedby={`${searchId}-hint`}
          />
          <button
            type="submit"
            className="secondary"
            name="intent"
            value={`${PICKER_INTENT_PREFIX}${fieldKey}`}
            formNoValidate
          >
            {t("smartformDocuments.picker.find")}
          </button>
        </div>
      </div>
      {state.matches !== null ? (
        <div className="location-picker-matches">
          <p className="location-picker-heading" id={`${id}-matches-label`}>
            {t("smartformDocuments.picker.matches", { q: state.q })}
          </p>
          {matches.length === 0 ? (
            <p className="help">{t("smartformDocuments.picker.noMatches", { q: state.q })}</p>
          ) : (
            <ul className="checkbox-list location-picker-found" aria-labelledby={`${id}-matches-label`}>
              {matches.map((item) => choice(item, "match", false))}
            </ul>
          )}
          {state.full ? <p className="help">{t("smartformDocuments.picker.more")}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
