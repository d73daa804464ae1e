import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GREYLIST_LEVELS, GREYLIST_NAME_MAX } from "../../../../core/company-settings/values";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { SelectField, TextArea, TextField } from "~/ui/FormFields";
import { useLazyValidation } from "~/ui/lazyValidation";

/** The form of a greylist entry: CAS number, name, reason and level (adding on the list, editing on its page). */
export function GreylistForm({
  id,
  defaults,
  submitLabel,
  lastResult,
}: {
  id: string;
  defaults?: { cas: string; name: string; reason: string; level: string };
  submitLabel: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const validation = useLazyValidation(
    () => import("../../../../core/company-settings/rules"),
    (rules) => rules.greylistInputSchema(t),
  );
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: defaults ?? { level: "restricted" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });
  return (
    <>
      <ErrorSummary
        title={t("companySettings.errorSummary")}
        formId={form.id}
        lastResult={lastResult}
        errors={form.allErrors}
        formErrors={form.errors}
      />
      <Form method="post" {...getFormProps(form)} {...validation.formProps} className="stack">
        <input type="hidden" name="intent" value="save" />
        <TextField
          field={fields.cas}
          label={t("companySettings.greylist.cas")}
          hint={t("companySettings.greylist.casHint")}
          size={14}
          maxLength={14}
        />
        <TextField
          field={fields.name}
          label={t("companySettings.greylist.name")}
          maxLength={GREYLIST_NAME_MAX}
        />
        <TextArea field={fields.reason} label={t("companySettings.greylist.reason")} />
        <SelectField
          field={fields.level}
          label={t("companySettings.greylist.level")}
          options={GREYLIST_LEVELS.map((level) => ({
            value: level,
            label: t(`companySettings.greylist.level.${level}`),
          }))}
        />
        <div>
          <button type="submit">{submitLabel}</button>
        </div>
      </Form>
    </>
  );
}
