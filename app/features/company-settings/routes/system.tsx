import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FEATURE_FLAGS } from "../../../../core/permissions";
import { COMPANY_NAME_MAX, COMPANY_NUMBER_MAX } from "../../../../core/company-settings/values";
import { systemInputSchema } from "../../../../core/company-settings/rules";
import { requireSettingsAdmin } from "~/features/company-settings/access.server";
import { getSettings } from "~/features/company-settings/api.server";
import { languageOptions, marketOptions } from "~/features/company-settings/options.server";
import { submitSettingsTab } from "~/features/company-settings/tab-form.server";
import {
  CheckboxGroup,
  SaveButton,
  SettingsErrorSummary,
  SettingsSection,
  ticked,
} from "~/features/company-settings/components/SettingsForm";
import { getTranslator } from "~/lib/i18n.server";
import { Checkbox, SelectField, TextField } from "~/ui/FormFields";
import { useLazyValidation } from "~/ui/lazyValidation";
import { pageTitle } from "~/ui/meta";

export const handle = { breadcrumb: { key: "companySettings.tab.system", to: "/company-settings/system" } };

export const meta = pageTitle;

/** /company-settings/system (user_admin): the company's name and number, languages, markets and feature flags. */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ api }, { t, locale }] = await Promise.all([requireSettingsAdmin(request), getTranslator(request)]);
  const company = await getSettings(api);
  return {
    title: `${t("companySettings.tab.system")} – ${t("companySettings.title")} – ${t("app.name")}`,
    defaults: {
      name: company.name,
      company_number: company.settings.company_number,
      default_language: String(company.settings.default_language),
      primary_markets: company.settings.primary_markets.map(String),
      features: Object.fromEntries(
        FEATURE_FLAGS.map((flag) => [flag, ticked(company.features[flag] === true)]),
      ),
    },
    // The flags from the loader: the page's JavaScript need not import the permission module.
    flags: [...FEATURE_FLAGS] as string[],
    languages: languageOptions(),
    markets: marketOptions(locale),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  return submitSettingsTab(request, "system", systemInputSchema);
}

export default function SystemSettings() {
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
      <SettingsErrorSummary
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
