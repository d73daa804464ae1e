import { getFormProps, useForm } from "@conform-to/react";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { COMPANY_NAME_MAX, COMPANY_NUMBER_MAX } from "../../../../core/company-settings/values";
import {
  CheckboxGroup,
  SaveButton,
  SettingsSection,
} from "~/features/company-settings/components/SettingsForm";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { Checkbox, SelectField, TextField } from "~/ui/FormFields";
import { useLazyValidation } from "~/ui/lazyValidation";
import type { loader, action } from "../routes/system";

export function SystemSettings() {
  const { defaults, flags, languages, markets } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  const validation = useLazyValidation(
    () => import("../../../../core/company-settings/rules"),
    (rules) => rules.systemInputSchema(t),
  );
  const [form, fields] = useForm({
    id: "system-settings",
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });
  const features = fields.features.getFieldset();
  return (
    <SettingsSection
      id="system"
      heading={t("companySettings.tab.system")}
      intro={t("companySettings.system.intro")}
    >
      <ErrorSummary
        title={t("companySettings.errorSummary")}
        formId={form.id}
        lastResult={lastResult}
        errors={form.allErrors}
        formErrors={form.errors}
        groups={["primary_markets", "features"]}
      />
      <Form method="post" {...getFormProps(form)} {...validation.formProps} className="stack">
        <TextField
          field={fields.name}
          label={t("companySettings.system.name")}
          maxLength={COMPANY_NAME_MAX}
        />
        <TextField
          field={fields.company_number}
          label={t("companySettings.system.companyNumber")}
          hint={t("companySettings.system.companyNumberHint")}
          maxLength={COMPANY_NUMBER_MAX}
        />
        <SelectField
          field={fields.default_language}
          label={t("companySettings.system.defaultLanguage")}
          hint={t("companySettings.system.defaultLanguageHint")}
          options={languages}
        />
        <CheckboxGroup
          field={fields.primary_markets}
          legend={t("companySettings.system.markets")}
          hint={t("companySettings.system.marketsHint")}
          options={markets}
          className="checkbox-list columns"
        />
        <fieldset id={fields.features.id} tabIndex={-1} aria-describedby="features-hint">
          <legend>{t("companySettings.system.features")}</legend>
          <p className="help" id="features-hint">
            {t("companySettings.system.featuresHint")}
          </p>
          {flags.map((flag) => (
            <Checkbox key={flag} field={features[flag]!} label={t(`companySettings.feature.${flag}`)} />
          ))}
        </fieldset>
        <SaveButton />
      </Form>
    </SettingsSection>
  );
}
