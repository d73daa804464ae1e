import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PUBLISHER_LIMITS } from "../../../../core/publisher/rules";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { SelectField, TextField } from "~/ui/FormFields";
import type { Choice } from "./VersionParts";

/**
 * The forms of a sheet's versions page. Each is a plain post to the page's action, which validates it with
 * conform + zod and calls the Publisher API; the errors it sends back (bad input, or the API's 409 in the
 * user's language) show at the form's top and under its fields. Every form names the version it starts from.
 */

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
  const { t } = useTranslation();
  const intent = kind === "language" ? "otherLanguage" : "otherMarket";
  const [form, fields] = useForm<{ from: string; language: string; market: string }>({
    id: `version-${kind}`,
    lastResult,
  });
  return (
    <>
      <ErrorSummary
        title={t("publisher.versions.errorTitle")}
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
      <ErrorSummary
        title={t("publisher.versions.errorTitle")}
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
