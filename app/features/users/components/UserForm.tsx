import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import {
  TOPNODE_QUERY,
  USER_EMAIL_MAX,
  USER_INTENTS,
  USER_NAME_MAX,
  USER_PERMISSION_FLAGS,
} from "../../../../core/users/user-rules";
import { ErrorSummary, useErrorSummaryFocus } from "../../../ui/ErrorSummary";
import { FieldError, listOf } from "../../../ui/FormFields";
import { LocationPicker } from "../../../ui/LocationPicker";
import { useLazyValidation } from "../../../ui/lazyValidation";
import type { UserFormChoices, UserFormDefaults, UserFormReply } from "../forms";

export interface UserFormProps {
  /** Unique on the page. */
  id: string;
  choices: UserFormChoices;
  defaults: UserFormDefaults;
  submitLabel: string;
  reply?: UserFormReply;
}

/**
 * The one user form of /users/new and /users/{id}: the account (name, e-mail address, language), the
 * permission flags, the kind of account, the default product columns and the top locations (the shared
 * location picker; its Find posts the form with intent=find-locations and it comes back as entered with
 * the matches; unticking a chosen location removes it). A plain form that works without JavaScript; a
 * refused save comes back as entered, the problems listed at the top and linked to their fields.
 */
export function UserForm({ id, choices, defaults, submitLabel, reply }: UserFormProps) {
  const lastResult = reply?.result;
  const { t } = useTranslation();
  const validation = useLazyValidation(
    () => import("../../../../core/users/user-schemas"),
    (rules) => rules.userFormSchema(t),
  );
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });
  const summaryRef = useErrorSummaryFocus(lastResult);

  const permissionsId = `${form.id}-permissions`;
  const kindId = `${form.id}-kind`;
  const columnsId = `${form.id}-columns`;
  const topnodesId = `${form.id}-topnodes`;
  const granted = new Set(listOf(fields.permissions.initialValue));
  const columns = new Set(listOf(fields.default_columns.initialValue));
  const summary = [
    ...(form.errors ?? []).map((text, index) => ({ key: `form-${index}`, text })),
    ...[
      { field: fields.name, href: `#${fields.name.id}` },
      { field: fields.email, href: `#${fields.email.id}` },
      { field: fields.language, href: `#${fields.language.id}` },
      { field: fields.permissions, href: `#${permissionsId}` },
      { field: fields.default_columns, href: `#${columnsId}` },
      { field: fields.topnodes, href: `#${topnodesId}` },
    ]
      .filter(({ field }) => field.errors?.length)
      .map(({ field, href }) => ({ key: field.name, text: field.errors!.join(" "), href })),
  ];

  return (
    <Form
      method="post"
      {...getFormProps(form)}
      {...validation.formProps}
      className="stack user-form"
      key={form.key}
    >
      <ErrorSummary
        id={`${form.id}-summary`}
        title={t("users.form.errorSummary")}
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
        value={USER_INTENTS.save}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
      >
        {submitLabel}
      </button>

      <fieldset>
        <legend>{t("users.form.account")}</legend>
        <div className="field">
          <label htmlFor={fields.name.id}>{t("users.form.name")}</label>
          <FieldError field={fields.name} />
          <input
            {...getInputProps(fields.name, { type: "text" })}
            maxLength={USER_NAME_MAX}
            autoComplete="off"
          />
        </div>
        <div className="field">
          <label htmlFor={fields.email.id}>{t("users.form.email")}</label>
          <p className="help" id={`${fields.email.id}-hint`}>
            {t("users.form.emailHint")}
          </p>
          <FieldError field={fields.email} />
          <input
            {...getInputProps(fields.email, { type: "email", ariaDescribedBy: `${fields.email.id}-hint` })}
            maxLength={USER_EMAIL_MAX}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        <div className="field">
          <label htmlFor={fields.language.id}>{t("users.form.language")}</label>
          <FieldError field={fields.language} />
          <select {...getSelectProps(fields.language)}>
            {choices.languages.map((language) => (
              <option key={language.id} value={language.id} lang={language.locale}>
                {language.name}
              </option>
            ))}
          </select>
        </div>
      </fieldset>

      <fieldset id={permissionsId} tabIndex={-1} aria-invalid={fields.permissions.errors ? true : undefined}>
        <legend>{t("users.form.permissions")}</legend>
        <FieldError field={fields.permissions} />
        <ul className="checkbox-list">
          {USER_PERMISSION_FLAGS.map((flag) => (
            <li key={flag}>
              <input
                type="checkbox"
                id={`${form.id}-permission-${flag}`}
                name={fields.permissions.name}
                value={flag}
                defaultChecked={granted.has(flag)}
              />
              <label htmlFor={`${form.id}-permission-${flag}`}>{t(`permission.${flag}`)}</label>
            </li>
          ))}
        </ul>
      </fieldset>

      <fieldset id={kindId}>
        <legend>{t("users.form.kind")}</legend>
        <ul className="checkbox-list">
          {(
            [
              [fields.is_guest_user, "users.form.isGuest"],
              [fields.is_personal, "users.form.isPersonal"],
              [fields.is_validated, "users.form.isValidated"],
            ] as const
          ).map(([field, label]) => (
            <li key={field.name}>
              <input {...getInputProps(field, { type: "checkbox" })} />
              <label htmlFor={field.id}>{t(label)}</label>
            </li>
          ))}
        </ul>
      </fieldset>

      <fieldset id={columnsId} tabIndex={-1} aria-invalid={fields.default_columns.errors ? true : undefined}>
        <legend>{t("users.form.columns")}</legend>
        <FieldError field={fields.default_columns} />
        <ul className="checkbox-list">
          {choices.columns.map((column) => (
            <li key={column}>
              <input
                type="checkbox"
                id={`${form.id}-column-${column}`}
                name={fields.default_columns.name}
                value={column}
                defaultChecked={columns.has(column)}
              />
              <label htmlFor={`${form.id}-column-${column}`}>{t(`myPage.column.${column}`)}</label>
            </li>
          ))}
        </ul>
      </fieldset>

      <LocationPicker
        id={topnodesId}
        name={fields.topnodes.name}
        multiple
        legend={t("users.form.topnodes")}
        hint={t("users.form.topnodesHint")}
        state={reply?.picker ?? choices.picker}
        queryName={TOPNODE_QUERY}
        searchButton={{ name: "intent", value: USER_INTENTS.findLocations }}
        errors={fields.topnodes.errors}
        errorId={fields.topnodes.errorId}
      />

      <div>
        <button type="submit" name="intent" value={USER_INTENTS.save}>
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}
