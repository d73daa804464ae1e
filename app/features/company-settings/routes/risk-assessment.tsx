import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import {
  RA_APPROVERS_MAX,
  RA_REVIEW_MONTHS_MAX,
  RA_REVIEW_MONTHS_MIN,
  RISK_LABEL_MAX,
  RISK_LEVELS,
} from "../../../../core/company-settings/values";
import { riskAssessmentInputSchema } from "../../../../core/company-settings/rules";
import { RETENTION_YEARS } from "../../../../core/exposure/retention";
import { requireSettingsAdmin } from "~/features/company-settings/access.server";
import { getSettings } from "~/features/company-settings/api.server";
import { getUser, listUsers } from "~/features/users/api.server";
import { submitSettingsTab } from "~/features/company-settings/tab-form.server";
import {
  allMessages,
  CheckboxGroup,
  SaveButton,
  SettingsErrorSummary,
  SettingsSection,
  ticked,
} from "~/features/company-settings/components/SettingsForm";
import { getTranslator } from "~/lib/i18n.server";
import { Checkbox, FieldError, TextField } from "~/ui/FormFields";
import { useLazyValidation } from "~/ui/lazyValidation";
import { pageTitle } from "~/ui/meta";

export const handle = {
  breadcrumb: { key: "companySettings.tab.riskAssessment", to: "/company-settings/risk-assessment" },
};

export const meta = pageTitle;

/**
 * /company-settings/risk-assessment (user_admin): approval, approvers, review interval, risk matrix labels and
 * how long exposure records are kept. Templates are made in the template builder (/smartforms/templates).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ api }, { t }] = await Promise.all([requireSettingsAdmin(request), getTranslator(request)]);
  const { settings } = await getSettings(api);
  const approvers = await approverChoices(api, settings.ra_approvers);
  return {
    title: `${t("companySettings.tab.riskAssessment")} – ${t("companySettings.title")} – ${t("app.name")}`,
    approvers,
    defaults: {
      ra_approval_required: ticked(settings.ra_approval_required),
      ra_review_months: String(settings.ra_review_months),
      ra_approvers: settings.ra_approvers.map(String),
      ra_probability_labels: settings.ra_probability_labels,
      ra_consequence_labels: settings.ra_consequence_labels,
      exposure_retention_years: String(settings.exposure_retention_years),
    },
  };
}

/** Pages of active, non-guest users offered as approvers (a bounded list; the chosen ones always appear). */
const APPROVER_PAGES = 3;

/** Who may be ticked as an approver: the first pages of active users, and everyone already chosen. */
async function approverChoices(api: Parameters<typeof listUsers>[0], chosen: number[]) {
  const pages = await Promise.all(
    Array.from({ length: APPROVER_PAGES }, (_, index) =>
      listUsers(api, { status: "active", guest: "regular", page: index + 1 }),
    ),
  );
  const offered = new Map(pages.flatMap((page) => page.data).map((user) => [user.id, user.name]));
  const missing = chosen.filter((id) => !offered.has(id)).slice(0, RA_APPROVERS_MAX);
  const extra = await Promise.all(missing.map((id) => getUser(api, id).catch(() => null)));
  for (const user of extra) if (user) offered.set(user.id, user.name);
  const total = pages[0]?.meta.total ?? 0;
  return {
    users: [...offered].map(([id, name]) => ({ id, name })),
    more: total > offered.size,
    limit: offered.size,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  return submitSettingsTab(request, "risk-assessment", riskAssessmentInputSchema);
}

const LEVELS = Array.from({ length: RISK_LEVELS }, (_, index) => index + 1);

export default function RiskAssessmentSettings() {
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
      <SettingsErrorSummary
        formId={form.id}
        lastResult={lastResult}
        errors={form.allErrors}
        formErrors={form.errors}
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
