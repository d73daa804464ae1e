import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import {
  CONTACT_EMAIL_MAX,
  CONTACT_NAME_MAX,
  CONTACT_PHONE_MAX,
  CONTACT_ROLE_MAX,
} from "../../../../core/support/limits";
import { ErrorSummary, useErrorSummaryFocus } from "~/ui/ErrorSummary";
import { useLazyValidation } from "~/ui/lazyValidation";

export interface ContactDefaults {
  id: number | null;
  name: string;
  role: string;
  email: string;
  phone: string;
}

/**
 * Adds or edits a support contact: name, role, e-mail and phone. Checked in the browser once the form is
 * first used (the rules load then) and always by the action; a refused save comes back with what was
 * typed, the problems listed at the top and each wrong field marked.
 */
export function ContactForm({
  defaults,
  lastResult,
  cancelTo,
}: {
  defaults: ContactDefaults;
  lastResult: SubmissionResult<string[]> | undefined;
  /** Editing: where Cancel goes. */
  cancelTo?: string;
}) {
  const { t } = useTranslation();
  const validation = useLazyValidation(
    () => import("../../../../core/support/contact-rules"),
    (rules) => rules.contactFormSchema(t),
  );
  const [form, fields] = useForm({
    id: "contact-form",
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });
  const summaryRef = useErrorSummaryFocus(lastResult);
  const inputs = [
    {
      field: fields.name,
      label: t("support.contacts.name"),
      max: CONTACT_NAME_MAX,
      type: "text",
      auto: "name",
    },
    {
      field: fields.role,
      label: t("support.contacts.role"),
      max: CONTACT_ROLE_MAX,
      type: "text",
      auto: "organization-title",
    },
    {
      field: fields.email,
      label: t("support.contacts.email"),
      max: CONTACT_EMAIL_MAX,
      type: "email",
      auto: "email",
    },
    {
      field: fields.phone,
      label: t("support.contacts.phone"),
      max: CONTACT_PHONE_MAX,
      type: "tel",
      auto: "tel",
    },
  ] as const;
  return (
    <Form method="post" {...getFormProps(form)} {...validation.formProps} className="stack" key={form.key}>
      <ErrorSummary
        id={`${form.id}-summary`}
        title={t("support.contacts.errorSummary")}
        ref={summaryRef}
        items={[
          ...(form.errors ?? []).map((text, index) => ({ key: `form-${index}`, text })),
          ...inputs
            .filter(({ field }) => field.errors?.length)
            .map(({ field }) => ({ key: field.name, text: field.errors!.join(" "), href: `#${field.id}` })),
        ]}
      />
      {defaults.id !== null ? <input type="hidden" name="id" value={defaults.id} /> : null}
      {inputs.map(({ field, label, max, type, auto }) => (
        <div className="field" key={field.name}>
          <label htmlFor={field.id}>{label}</label>
          {field.errors?.length ? (
            <p className="field-error" id={field.errorId}>
              {field.errors.join(" ")}
            </p>
          ) : null}
          <input {...getInputProps(field, { type })} maxLength={max} autoComplete={auto} />
        </div>
      ))}
      <div className="actions">
        <button type="submit" name="intent" value="save">
          {t("support.contacts.save")}
        </button>
        {cancelTo ? <Link to={cancelTo}>{t("support.contacts.cancel")}</Link> : null}
      </div>
    </Form>
  );
}
