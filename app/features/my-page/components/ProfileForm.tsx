import {
  getFormProps,
  getInputProps,
  getSelectProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { useLazyValidation } from "~/ui/lazyValidation";

/**
 * One's name, language and default product columns. The page loads it with `hydrateLater`, so conform is
 * not part of the page's first visit; the rules (and zod) load when the form first validates.
 */
export function ProfileForm({
  profile,
  languages,
  columns,
  lastResult,
}: {
  profile: { name: string; email: string; language: string; default_columns: string[] };
  languages: { id: string; name: string; locale: string }[];
  columns: readonly string[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const validation = useLazyValidation(
    () => import("../../../../core/profile"),
    (profile) => profile.ProfileFormSchema,
  );
  const [form, fields] = useForm({
    id: "profile",
    lastResult,
    defaultValue: profile,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });
  const errorText = (errors: string[] | undefined) => errors?.map((key) => t(key, { max: 200 })).join(" ");
  const chosenColumns = new Set(profile.default_columns);

  return (
    <>
      <ErrorSummary
        id={`${form.id}-summary`}
        title={t("myPage.profile.errorSummary")}
        items={[
          ...(form.errors ?? []).map((key) => ({ key, text: t(key) })),
          ...[fields.name, fields.language, fields.default_columns]
            .filter((field) => field.errors?.length)
            .map((field) => ({ key: field.id, text: errorText(field.errors) ?? "", href: `#${field.id}` })),
        ]}
      />
      <Form method="post" {...getFormProps(form)} {...validation.formProps} className="stack">
        <div className="field">
          <label htmlFor={fields.name.id}>{t("myPage.profile.name")}</label>
          <input {...getInputProps(fields.name, { type: "text" })} autoComplete="name" />
          {fields.name.errors ? (
            <p className="field-error" id={fields.name.errorId}>
              {errorText(fields.name.errors)}
            </p>
          ) : null}
        </div>
        <div className="field">
          {/* A read-only value: a term and its description (aria-labelledby is not allowed on a paragraph). */}
          <dl className="static-field">
            <dt className="label-like">{t("myPage.profile.email")}</dt>
            <dd className="static-value">{profile.email}</dd>
          </dl>
          <p className="help">{t("myPage.profile.emailHelp")}</p>
        </div>
        <div className="field">
          <label htmlFor={fields.language.id}>{t("myPage.profile.language")}</label>
          <select {...getSelectProps(fields.language)}>
            {languages.map((language) => (
              <option key={language.id} value={language.id} lang={language.locale}>
                {language.name}
              </option>
            ))}
          </select>
          {fields.language.errors ? (
            <p className="field-error" id={fields.language.errorId}>
              {errorText(fields.language.errors)}
            </p>
          ) : null}
        </div>
        <fieldset aria-describedby="columns-help">
          <legend>{t("myPage.profile.columns")}</legend>
          <p className="help" id="columns-help">
            {t("myPage.profile.columnsHelp")}
          </p>
          <ul className="checkbox-list">
            {columns.map((column) => (
              <li key={column}>
                <input
                  type="checkbox"
                  id={`column-${column}`}
                  name={fields.default_columns.name}
                  value={column}
                  defaultChecked={chosenColumns.has(column)}
                />
                <label htmlFor={`column-${column}`}>{t(`myPage.column.${column}`)}</label>
              </li>
            ))}
          </ul>
          {fields.default_columns.errors ? (
            <p className="field-error">{errorText(fields.default_columns.errors)}</p>
          ) : null}
        </fieldset>
        <div>
          <button type="submit">{t("myPage.profile.save")}</button>
        </div>
      </Form>
    </>
  );
}
