import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PUBLISHER_LIMITS } from "../../../../core/publisher/rules";
import { ErrorSummary, useErrorSummaryFocus } from "~/ui/ErrorSummary";
import { SelectField, TextField } from "~/ui/FormFields";

/**
 * The forms of a sheet's versions page. Each is a plain post to the page's action, which validates it with
 * conform + zod and calls the Publisher API; the errors it sends back (bad input, or the API's 409 in the
 * user's language) show at the form's top and under its fields. Every form names the version it starts from.
 */

export type VersionIntent = "newVersion" | "otherLanguage" | "otherMarket" | "copy" | "delete";

/** What the action answers for a form that failed: which form, and conform's result for it. */
export interface VersionFormReply {
  intent: VersionIntent;
  result: SubmissionResult<string[]>;
}

/** The reply of `intent`'s form, if the last post was that form's. */
export const replyFor = (reply: VersionFormReply | undefined, intent: VersionIntent) =>
  reply?.intent === intent ? reply.result : undefined;

/** A form's problems at its top (the API's message for a refused change too), taking the focus after a post. */
export function VersionErrors({
  formId,
  lastResult,
  errors,
  formErrors,
}: {
  formId: string;
  lastResult: SubmissionResult<string[]> | undefined;
  errors: Record<string, string[]> | undefined;
  formErrors: string[] | undefined;
}) {
  const { t } = useTranslation();
  const ref = useErrorSummaryFocus(lastResult);
  return (
    <ErrorSummary
      ref={ref}
      id={`${formId}-summary`}
      title={t("publisher.versions.errorTitle")}
      items={[
        ...(formErrors ?? []).map((text) => ({ key: `form-${text}`, text })),
        ...Object.entries(errors ?? {})
          .filter(([name]) => name !== "")
          .map(([name, messages]) => ({ key: name, text: messages.join(" "), href: `#${formId}-${name}` })),
      ]}
    />
  );
}

/** "New version" of one row: the next version in its language and market. */
export function NewVersionButton({ from, label }: { from: number; label: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="newVersion" />
      <input type="hidden" name="from" value={from} />
      <button type="submit" aria-label={`${t("publisher.versions.newVersion")}: ${label}`}>
        {t("publisher.versions.newVersion")}
      </button>
    </Form>
  );
}

export interface Choice {
  id: number;
  name: string;
}

/** A new version in another language (same market) or for another market (same language), from `from`. */
export function OtherVariantForm({
  kind,
  from,
  choices,
  label,
  submitLabel,
  lastResult,
}: {
  kind: "language" | "market";
  from: number;
  choices: Choice[];
  label: string;
  submitLabel: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const intent = kind === "language" ? "otherLanguage" : "otherMarket";
  const [form, fields] = useForm<{ from: string; language: string; market: string }>({
    id: `version-${kind}`,
    lastResult,
  });
  return (
    <>
      <VersionErrors
        formId={form.id}
        lastResult={lastResult}
        errors={form.allErrors}
        formErrors={form.errors}
      />
      <Form method="post" {...getFormProps(form)} className="stack">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="from" value={from} />
        <SelectField
          field={kind === "language" ? fields.language : fields.market}
          label={label}
          options={choices.map((choice) => ({ value: String(choice.id), label: choice.name }))}
        />
        <div>
          <button type="submit">{submitLabel}</button>
        </div>
      </Form>
    </>
  );
}

/** The version `from` copied as a new sheet under another product name. */
export function CopyForm({
  from,
  defaultName,
  lastResult,
}: {
  from: number;
  defaultName: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm<{ from: string; product_name: string }>({
    id: "version-copy",
    lastResult,
    defaultValue: { product_name: defaultName },
  });
  return (
    <>
      <VersionErrors
        formId={form.id}
        lastResult={lastResult}
        errors={form.allErrors}
        formErrors={form.errors}
      />
      <Form method="post" {...getFormProps(form)} className="stack">
        <input type="hidden" name="intent" value="copy" />
        <input type="hidden" name="from" value={from} />
        <TextField
          field={fields.product_name}
          label={t("publisher.versions.copy.name")}
          maxLength={PUBLISHER_LIMITS.name}
          size={40}
        />
        <div>
          <button type="submit">{t("publisher.versions.copy.submit")}</button>
        </div>
      </Form>
    </>
  );
}

/** The problems of a form that has no fields to show them under (a button's post): all at the top. */
export function ReplyErrors({
  formId,
  lastResult,
}: {
  formId: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const messages = Object.values(lastResult?.error ?? {}).flatMap((list) => list ?? []);
  return <VersionErrors formId={formId} lastResult={lastResult} errors={undefined} formErrors={messages} />;
}
