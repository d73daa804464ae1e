import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BOARD_NAME_MAX } from "../../../../core/chemical-approvals/boards";
import { useLazyValidation } from "../../../ui/lazyValidation";
import { ErrorSummary, useErrorSummaryFocus } from "../../../ui/ErrorSummary";
import { FieldError } from "../../../ui/FormFields";
import { LocationPicker } from "../../../ui/LocationPicker";
import { BOARD_LOCATION_QUERY, LOCATION_SEARCH_INTENT } from "../form-inputs";
import type { BoardFormChoices, BoardFormReply } from "../forms";

export interface BoardGroupFormProps {
  /** Unique on the page. */
  id: string;
  options: BoardFormChoices;
  /** The values the form starts with (ids as text). */
  defaults?: { name: string; locations: string[]; members: string[] };
  submitLabel: string;
  reply?: BoardFormReply;
}

const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === "string" ? [value] : [];

/**
 * The board form: a name, the locations (the shared location picker: its
 * Find posts the form with intent=find-locations and it comes back as entered
 * with the matches, each marked with the board that covers it) and the
 * members (checkboxes). A plain form: it works without JavaScript, and a
 * refused save comes back with everything as it was chosen, the problems
 * listed at the top (linked to their fields) and each wrong field marked.
 */
export function BoardGroupForm({ id, options, defaults, submitLabel, reply }: BoardGroupFormProps) {
  const lastResult = reply?.result;
  const { t } = useTranslation();
  const validation = useLazyValidation(
    () => import("../../../../core/chemical-approvals/board-rules"),
    (rules) => rules.boardGroupFormSchema(t),
  );
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: defaults ?? { name: "", locations: [], members: [] },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });

  const summaryRef = useErrorSummaryFocus(lastResult);

  const chosenMembers = new Set(asList(fields.members.initialValue));
  const locationsId = `${form.id}-locations`;
  const membersId = `${form.id}-members`;
  const summary = [
    ...(form.errors ?? []).map((text, index) => ({ key: `form-${index}`, text })),
    ...[
      { field: fields.name, href: `#${fields.name.id}` },
      { field: fields.locations, href: `#${locationsId}` },
      { field: fields.members, href: `#${membersId}` },
    ]
      .filter(({ field }) => field.errors?.length)
      .map(({ field, href }) => ({ key: field.name, text: field.errors!.join(" "), href })),
  ];
  const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(" ") || undefined;

  return (
    <Form
      method="post"
      {...getFormProps(form)}
      {...validation.formProps}
      className="stack board-form"
      key={form.key}
    >
      <ErrorSummary
        id={`${form.id}-summary`}
        title={t("boardGroups.form.errorSummary")}
        items={summary}
        ref={summaryRef}
      />
      {/*
        Enter in a text field presses a form's first submit button; this one saves (the location search's
        Find comes before the real button). Out of sight and out of the tab order.
      */}
      <button
        type="submit"
        name="intent"
        value="save"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
      >
        {submitLabel}
      </button>

      <div className="field">
        <label htmlFor={fields.name.id}>{t("boardGroups.form.name")}</label>
        <p className="help" id={`${fields.name.id}-hint`}>
          {t("boardGroups.form.nameHint", { max: BOARD_NAME_MAX })}
        </p>
        <FieldError field={fields.name} />
        <input
          {...getInputProps(fields.name, { type: "text", ariaDescribedBy: `${fields.name.id}-hint` })}
          maxLength={BOARD_NAME_MAX}
          autoComplete="off"
        />
      </div>

      <LocationPicker
        id={locationsId}
        name={fields.locations.name}
        multiple
        legend={t("boardGroups.form.locations")}
        hint={t("boardGroups.form.locationsHint")}
        state={reply?.picker ?? options.locations}
        queryName={BOARD_LOCATION_QUERY}
        searchButton={{ name: "intent", value: LOCATION_SEARCH_INTENT }}
        errors={fields.locations.errors}
        errorId={fields.locations.errorId}
        boards
        note={(location) =>
          location.board && location.board !== defaults?.name
            ? t("boardGroups.form.inBoard", { board: location.board })
            : null
        }
      />

      <fieldset
        id={membersId}
        tabIndex={-1}
        aria-invalid={fields.members.errors ? true : undefined}
        aria-describedby={describedBy(`${membersId}-hint`, fields.members.errors && fields.members.errorId)}
      >
        <legend>{t("boardGroups.form.members")}</legend>
        <p className="help" id={`${membersId}-hint`}>
          {t("boardGroups.form.membersHint")}
        </p>
        <FieldError field={fields.members} />
        {options.members.length === 0 ? <p>{t("boardGroups.form.noMembers")}</p> : null}
        <ul className="checkbox-list board-member-list">
          {options.members.map((member) => {
            const inputId = `${form.id}-member-${member.id}`;
            return (
              <li key={member.id}>
                <input
                  type="checkbox"
                  id={inputId}
                  name={fields.members.name}
                  value={String(member.id)}
                  defaultChecked={chosenMembers.has(String(member.id))}
                />
                <label htmlFor={inputId}>
                  {member.name} <span className="board-email">({member.email})</span>
                  {member.eligible ? null : (
                    <span className="tag">{t("boardGroups.form.memberNotEligible")}</span>
                  )}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>

      <div>
        <button type="submit" name="intent" value="save">
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}
