import { useForm, type FieldMetadata } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLazyValidation } from "~/ui/lazyValidation";
import { ErrorSummary, useErrorSummaryFocus } from "~/ui/ErrorSummary";
import { FieldError } from "~/ui/FormFields";
import { describedBy } from "~/ui/described-by";
import type { OnboardingQuestion } from "../../../../api/onboarding/schemas";
import type { loader, action } from "../routes/questionnaire";

function isChosen(initialValue: unknown, value: string): boolean {
  return Array.isArray(initialValue) ? initialValue.includes(value) : initialValue === value;
}

function Question({ question, field }: { question: OnboardingQuestion; field: FieldMetadata<unknown> }) {
  const { t } = useTranslation();
  const errors = field.errors;
  const hintId = question.hint_key ? `${field.id}-hint` : undefined;
  const errorId = errors ? field.errorId : undefined;
  const marker = (
    <span className="required-marker">
      {" "}
      {question.required ? t("onboarding.required") : t("onboarding.optional")}
    </span>
  );
  const hint = question.hint_key ? (
    <p className="help" id={hintId}>
      {t(question.hint_key)}
    </p>
  ) : null;
  const error = <FieldError field={field} />;

  if (question.type === "single_choice" || question.type === "multiple_choice") {
    const type = question.type === "single_choice" ? "radio" : "checkbox";
    return (
      <fieldset id={field.id} aria-describedby={describedBy(hintId, errorId)}>
        <legend>
          {t(question.key)}
          {marker}
        </legend>
        {hint}
        {error}
        <ul className="checkbox-list">
          {(question.options ?? []).map((option) => {
            const id = `${field.id}-${option.value}`;
            return (
              <li key={option.value}>
                <input
                  type={type}
                  id={id}
                  name={field.name}
                  value={option.value}
                  defaultChecked={isChosen(field.initialValue, option.value)}
                  aria-invalid={errors ? true : undefined}
                />
                <label htmlFor={id}>{t(option.key)}</label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    );
  }

  const common = {
    id: field.id,
    name: field.name,
    defaultValue: typeof field.initialValue === "string" ? field.initialValue : undefined,
    "aria-invalid": errors ? true : undefined,
    "aria-describedby": describedBy(hintId, errorId),
  };
  return (
    <div className="field">
      <label htmlFor={field.id}>
        {t(question.key)}
        {marker}
      </label>
      {hint}
      {error}
      {question.type === "number" ? (
        <input {...common} type="text" inputMode="numeric" autoComplete="off" size={10} />
      ) : (
        <textarea {...common} rows={5} />
      )}
    </div>
  );
}

/** The id of the control an error summary link moves to: the first option of a choice question. */
function firstControlId(question: OnboardingQuestion, fieldId: string): string {
  const first = question.options?.[0];
  return first && (question.type === "single_choice" || question.type === "multiple_choice")
    ? `${fieldId}-${first.value}`
    : fieldId;
}

const DISMISS_FORM_ID = "questionnaire-dismiss";

export function Questionnaire() {
  const { form: definition, eligible, continueTo } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  const validation = useLazyValidation(
    () => import("../forms"),
    (forms) => forms.questionnaireSchema(definition, t),
  );
  const [form, fields] = useForm<Record<string, unknown>>({
    id: "questionnaire",
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });
  const summaryRef = useErrorSummaryFocus(lastResult);

  if (!eligible) {
    return (
      <>
        <h1>{t("onboarding.questionnaire.heading")}</h1>
        <p className="notice">{t("onboarding.questionnaire.unavailable")}</p>
        <p>
          <Link to={continueTo ?? "/main"}>{t("onboarding.questionnaire.continue")}</Link>
        </p>
      </>
    );
  }

  const fieldOf = (question: OnboardingQuestion) => fields[question.id] as FieldMetadata<unknown>;
  const questionErrors = definition.questions.flatMap((question) => {
    const field = fieldOf(question);
    return field.errors?.length ? [{ question, field, text: field.errors.join(" ") }] : [];
  });
  const formErrors = form.errors ?? [];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    form.onSubmit(event);
    // Invalid in the browser: conform stopped the submission; show where the problems are.
    if (event.defaultPrevented) setTimeout(() => summaryRef.current?.focus(), 0);
  };

  return (
    <>
      <h1>{t("onboarding.questionnaire.heading")}</h1>
      <p>{t("onboarding.questionnaire.intro")}</p>
      <ErrorSummary
        id="questionnaire-summary"
        title={t("onboarding.errorSummary")}
        ref={summaryRef}
        items={[
          ...formErrors.map((text) => ({ key: text, text })),
          ...questionErrors.map(({ question, field, text }) => ({
            key: question.id,
            text: `${t(question.key)} ${text}`,
            href: `#${firstControlId(question, field.id)}`,
          })),
        ]}
      />
      <Form
        method="post"
        id={form.id}
        {...validation.formProps}
        onSubmit={onSubmit}
        noValidate
        className="stack"
      >
        {definition.questions.map((question) => (
          <Question key={question.id} question={question} field={fieldOf(question)} />
        ))}
        <div>
          <button type="submit">{t("onboarding.questionnaire.submit")}</button>{" "}
          <button type="submit" form={DISMISS_FORM_ID} name="intent" value="dismiss" className="secondary">
            {t("onboarding.questionnaire.dismiss")}
          </button>
        </div>
      </Form>
      {/* "Not now" belongs to this form, so it skips the questionnaire's validation. */}
      <Form method="post" id={DISMISS_FORM_ID} />
    </>
  );
}
