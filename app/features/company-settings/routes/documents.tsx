import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { READ_LINK_DAYS_MAX, READ_LINK_DAYS_MIN } from "../../../../core/company-settings/values";
import { documentsInputSchema } from "../../../../core/company-settings/rules";
import { requireSettingsAdmin } from "~/features/company-settings/access.server";
import { getSettings } from "~/features/company-settings/api.server";
import { languageOptions } from "~/features/company-settings/options.server";
import { submitSettingsTab } from "~/features/company-settings/tab-form.server";
import {
  SaveButton,
  SettingsErrorSummary,
  SettingsSection,
  ticked,
} from "~/features/company-settings/components/SettingsForm";
import { getTranslator } from "~/lib/i18n.server";
import { Checkbox, SelectField, TextField } from "~/ui/FormFields";
import { useLazyValidation } from "~/ui/lazyValidation";
import { pageTitle } from "~/ui/meta";

export const handle = {
  breadcrumb: { key: "companySettings.tab.documents", to: "/company-settings/documents" },
};

export const meta = pageTitle;

/** /company-settings/documents (user_admin): read-and-understood, workplace descriptions, read links. */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ api }, { t }] = await Promise.all([requireSettingsAdmin(request), getTranslator(request)]);
  const { settings } = await getSettings(api);
  return {
    title: `${t("companySettings.tab.documents")} – ${t("companySettings.title")} – ${t("app.name")}`,
    defaults: {
      document_rnu: ticked(settings.document_rnu),
      wpd_default_language: String(settings.wpd_default_language),
      read_link_sign_in: ticked(settings.read_link_sign_in),
      read_link_valid_days: String(settings.read_link_valid_days),
    },
    languages: languageOptions(),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  return submitSettingsTab(request, "documents", documentsInputSchema);
}

export default function DocumentsSettings() {
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
      <SettingsErrorSummary
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
