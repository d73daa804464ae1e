import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ErrorSummary, useErrorSummaryFocus } from "~/ui/ErrorSummary";
import { FieldError } from "~/ui/FormFields";
import { useLazyValidation } from "~/ui/lazyValidation";

const SKIP_FORM_ID = "location-prompt-skip";

/**
 * The first location's name, with "Skip for now". The page loads it with `hydrateLater`, so conform is not
 * part of the page's first visit; the rules (and zod) load when the form first validates.
 */
export function FirstLocationForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const validation = useLazyValidation(
    () => import("../forms"),
    (forms) => forms.locationNameSchema(t),
  );
  const [form, fields] = useForm({
    id: "location-prompt",
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });
  const summaryRef = useErrorSummaryFocus(lastResult);

  const nameErrors = fields.name.errors ?? [];
  const formErrors = form.errors ?? [];
  const hintId = `${fields.name.id}-hint`;
  const { onSubmit: conformSubmit, ...formProps } = getFormProps(form);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    conformSubmit(event);
    if (event.defaultPrevented) setTimeout(() => summaryRef.current?.focus(), 0);
  };

  return (
    <>
      <ErrorSummary
        id="location-prompt-summary"
        title={t("onboarding.errorSummary")}
        ref={summaryRef}
        items={[
          ...formErrors.map((text) => ({ key: text, text })),
          ...(nameErrors.length > 0
            ? [{ key: "name", text: nameErrors.join(" "), href: `#${fields.name.id}` }]
            : []),
        ]}
      />
      <Form
        method="post"
        {...formProps}
        {...validation.formProps}
        onSubmit={onSubmit}
        noValidate
        className="stack"
      >
        <div className="field">
          <label htmlFor={fields.name.id}>{t("onboarding.location.name")}</label>
          <p className="help" id={hintId}>
            {t("onboarding.location.nameHint")}
          </p>
          <FieldError field={fields.name} />
          <input
            {...getInputProps(fields.name, { type: "text", ariaDescribedBy: hintId })}
            autoComplete="off"
          />
        </div>
        <div>
          <button type="submit">{t("onboarding.location.create")}</button>{" "}
          <button type="submit" form={SKIP_FORM_ID} name="intent" value="skip" className="secondary">
            {t("onboarding.location.skip")}
          </button>
        </div>
      </Form>
      {/* "Skip for now" belongs to this form, so it skips the name's validation. */}
      <Form method="post" id={SKIP_FORM_ID} />
    </>
  );
}
