import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import {
  RA_REVIEW_MONTHS_MAX,
  RA_REVIEW_MONTHS_MIN,
  RISK_LABEL_MAX,
  RISK_LEVELS,
} from "../../../../core/company-settings/values";
import { RETENTION_YEARS } from "../../../../core/exposure/retention";
import {
  allMessages,
  CheckboxGroup,
  SaveButton,
  SettingsSection,
} from "~/features/company-settings/components/SettingsForm";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { Checkbox, FieldError, TextField } from "~/ui/FormFields";
import { useLazyValidation } from "~/ui/lazyValidation";
import type { loader, action } from "../routes/risk-assessment";

const LEVELS = Array.from({ length: RISK_LEVELS }, (_, index) => index + 1);

export function RiskAssessmentSettings() {
  const { defaults, approvers } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  const validation = useLazyValidation(
    () => import("../../../../core/company-settings/rules"),
    (rules) => rules.riskAssessmentInputSchema(t),
  );
  const [form, fields] = useForm({
    id: "risk-settings",
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });
  return (
    <SettingsSection
      id="risk"
      heading={t("companySettings.tab.riskAssessment")}
      intro={t("companySettings.risk.intro")}
    >
      <ErrorSummary
        title={t("companySettings.errorSummary")}
        formId={form.id}
        lastResult={lastResult}
        errors={form.allErrors}
        formErrors={form.errors}
        groups={["ra_approvers"]}
      />
      <Form method="post" {...getFormProps(form)} {...validation.formProps} className="stack">
        <Checkbox field={fields.ra_approval_required} label={t("companySettings.risk.approval")} />
        <CheckboxGroup
          field={fields.ra_approvers}
          legend={t("smartformVersions.settings.approvers")}
          hint={`${t("smartformVersions.settings.approversHint")}${
            approvers.more
              ? ` ${t("smartformVersions.settings.approversMore", { count: approvers.limit })}`
              : ""
          }`}
          options={approvers.users.map((user) => ({ value: String(user.id), label: user.name }))}
        />
        <TextField
          field={fields.ra_review_months}
          type="number"
          label={t("companySettings.risk.reviewMonths")}
          hint={t("companySettings.risk.reviewMonthsHint", {
            min: RA_REVIEW_MONTHS_MIN,
            max: RA_REVIEW_MONTHS_MAX,
          })}
          min={RA_REVIEW_MONTHS_MIN}
          inputMode="numeric"
        />
        <fieldset aria-describedby="matrix-hint">
          <legend>{t("companySettings.risk.matrix")}</legend>
          <p className="help" id="matrix-hint">
            {t("companySettings.risk.matrixHint")}
          </p>
          <div className="settings-columns">
            {(["probability", "consequence"] as const).map((axis) => {
              const field =
                axis === "probability" ? fields.ra_probability_labels : fields.ra_consequence_labels;
              const labels = field.getFieldList();
              const messages = allMessages(field);
              return (
                <fieldset key={axis} id={field.id} tabIndex={-1}>
                  <legend>{t(`companySettings.risk.${axis}`)}</legend>
                  {messages.length ? <p className="field-error">{messages.join(" ")}</p> : null}
                  {LEVELS.map((level) => {
                    const label = labels[level - 1];
                    if (!label) return null;
                    const { key, ...props } = getInputProps(label, { type: "text" });
                    return (
                      <div className="field" key={key ?? level}>
                        <label htmlFor={label.id}>
                          {t(`companySettings.risk.${axis}Level`, {
                            level,
                            standard: t(`companySettings.risk.${axis}.${level}`),
                          })}
                        </label>
                        <FieldError field={label} />
                        <input {...props} maxLength={RISK_LABEL_MAX} autoComplete="off" />
                      </div>
                    );
                  })}
                </fieldset>
              );
            })}
          </div>
        </fieldset>
        <TextField
          field={fields.exposure_retention_years}
          type="number"
          label={t("companySettings.risk.retentionYears")}
          hint={t("companySettings.risk.retentionYearsHint", {
            min: RETENTION_YEARS.min,
            max: RETENTION_YEARS.max,
          })}
          min={RETENTION_YEARS.min}
          inputMode="numeric"
        />
        <SaveButton />
      </Form>
    </SettingsSection>
  );
}
