import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LANGUAGE_ORDER, languageLocale, languageName, TEXT_MAX, textName } from "../fields";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { FieldError } from "~/ui/FormFields";
import { useLazyValidation } from "~/ui/lazyValidation";

/**
 * A phrase's text in all ten languages on one form, English first and required; a language without a text
 * says "missing" in its label, so what is left to translate shows at a glance (and to a screen reader).
 */
export function TranslationsForm({
  id,
  defaults,
  lastResult,
}: {
  id: string;
  defaults: Record<string, string>;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const validation = useLazyValidation(
    () => import("../forms"),
    (forms) => forms.translationsFormSchema(t),
  );
  const [form, fields] = useForm<Record<string, string>>({
    id,
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });
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
        <fieldset>
          <legend>{t("phrases.translations.legend")}</legend>
          {LANGUAGE_ORDER.map((languageId) => {
            const field = fields[textName(languageId)]!;
            const { key, ...props } = getTextareaProps(field);
            const missing = !defaults[textName(languageId)]?.trim();
            return (
              <div className="field" key={languageId}>
                <label htmlFor={field.id}>
                  <span lang={languageLocale(languageId)}>{languageName(languageId)}</span>
                  {missing ? ` (${t("phrases.translations.missingMark")})` : null}
                </label>
                <FieldError field={field} />
                <textarea
                  key={key}
                  {...props}
                  lang={languageLocale(languageId)}
                  rows={3}
                  maxLength={TEXT_MAX}
                />
              </div>
            );
          })}
        </fieldset>
        <div>
          <button type="submit">{t("phrases.translations.submit")}</button>
        </div>
      </Form>
    </>
  );
}
