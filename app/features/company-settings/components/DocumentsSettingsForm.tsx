import { getFormProps, useForm } from "@conform-to/react";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { READ_LINK_DAYS_MAX, READ_LINK_DAYS_MIN } from "../../../../core/company-settings/values";
import { SaveButton, SettingsSection } from "~/features/company-settings/components/SettingsForm";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { Checkbox, SelectField, TextField } from "~/ui/FormFields";
import { useLazyValidation } from "~/ui/lazyValidation";
import type { loader, action } from "../routes/documents";

export function DocumentsSettings() {
  const { defaults, languages } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  const validation = useLazyValidation(
    () => import("../../../../core/company-settings/rules"),
    (rules) => rules.documentsInputSchema(t),
  );
  const [form, fields] = useForm({
    id: "documents-settings",
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });
  return (
    <SettingsSection
      id="documents"
      heading={t("companySettings.tab.documents")}
      intro={t("companySettings.documents.intro")}
    >
      <ErrorSummary
        title={t("companySettings.errorSummary")}
        formId={form.id}
        lastResult={lastResult}
        errors={form.allErrors}
        formErrors={form.errors}
      />
      <Form method="post" {...getFormProps(form)} {...validation.formProps} className="stack">
        <fieldset aria-describedby="rnu-hint">
          <legend>{t("companySettings.documents.rnu")}</legend>
          <p className="help" id="rnu-hint">
            {t("companySettings.documents.rnuHint")}
          </p>
          <Checkbox field={fields.document_rnu} label={t("companySettings.documents.rnuLabel")} />
        </fieldset>
        <fieldset>
          <legend>{t("companySettings.documents.wpd")}</legend>
          <SelectField
            field={fields.wpd_default_language}
            label={t("companySettings.documents.wpdLanguage")}
            options={languages}
          />
        </fieldset>
        <fieldset>
          <legend>{t("companySettings.documents.readLinks")}</legend>
          <Checkbox field={fields.read_link_sign_in} label={t("companySettings.documents.readLinkSignIn")} />
          <TextField
            field={fields.read_link_valid_days}
            type="number"
            label={t("companySettings.documents.readLinkDays")}
            hint={t("companySettings.documents.readLinkDaysHint", {
              min: READ_LINK_DAYS_MIN,
              max: READ_LINK_DAYS_MAX,
            })}
            min={READ_LINK_DAYS_MIN}
            inputMode="numeric"
          />
        </fieldset>
        <SaveButton />
      </Form>
    </SettingsSection>
  );
}
