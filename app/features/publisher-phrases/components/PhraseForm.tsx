import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PHRASE_FIELD_IDS } from "../../../../core/publisher/rules";
import { CODE_MAX, TEXT_MAX } from "../fields";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { FieldError, SelectField, TextField } from "~/ui/FormFields";
import { useLazyValidation } from "~/ui/lazyValidation";

/** A company phrase's code, SDS section and English text (/new-phrase, /edit-phrase). */
export function PhraseForm({
  id,
  defaults,
  submitLabel,
  lastResult,
}: {
  id: string;
  defaults?: { code: string; field_id: string; english: string };
  submitLabel: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const validation = useLazyValidation(
    () => import("../forms"),
    (forms) => forms.phraseFormSchema(t),
  );
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });
  const { key: englishKey, ...english } = getTextareaProps(fields.english);
  return (
    <>
      <ErrorSummary
        title={t("phrases.errorSummary")}
        formId={form.id}
        lastResult={lastResult}
        errors={form.allErrors}
        formErrors={form.errors}
      />
      <Form method="post" {...getFormProps(form)} {...validation.formProps} className="stack">
        <input type="hidden" name="intent" value="save" />
        <TextField
          field={fields.code}
          label={t("phrases.form.code")}
          hint={t("phrases.form.codeHint")}
          size={CODE_MAX}
          maxLength={CODE_MAX}
          autoCapitalize="characters"
        />
        <SelectField
          field={fields.field_id}
          label={t("phrases.form.field")}
          options={[
            { value: "", label: t("phrases.form.chooseField") },
            ...PHRASE_FIELD_IDS.map((section) => ({
              value: String(section),
              label: t(`phrases.section.${section}`),
            })),
          ]}
        />
        <div className="field">
          <label htmlFor={fields.english.id}>{t("phrases.form.english")}</label>
          <FieldError field={fields.english} />
          <textarea key={englishKey} {...english} lang="en" rows={4} maxLength={TEXT_MAX} />
        </div>
        <div>
          <button type="submit">{submitLabel}</button>
        </div>
      </Form>
    </>
  );
}
