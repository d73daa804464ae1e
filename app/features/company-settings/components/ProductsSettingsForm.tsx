import { getFormProps, useForm } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import {
  GREYLIST_PATH,
  SDS_OUTDATED_MONTHS_MAX,
  SDS_OUTDATED_MONTHS_MIN,
} from "../../../../core/company-settings/values";
import {
  CheckboxGroup,
  SaveButton,
  SettingsSection,
} from "~/features/company-settings/components/SettingsForm";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { TextField } from "~/ui/FormFields";
import { useLazyValidation } from "~/ui/lazyValidation";
import type { loader, action } from "../routes/products";

export function ProductsSettings() {
  const { defaults, columns } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  const validation = useLazyValidation(
    () => import("../../../../core/company-settings/rules"),
    (rules) => rules.productsInputSchema(t),
  );
  const [form, fields] = useForm({
    id: "products-settings",
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });
  return (
    <>
      <SettingsSection
        id="products"
        heading={t("companySettings.tab.products")}
        intro={t("companySettings.products.intro")}
      >
        <ErrorSummary
          title={t("companySettings.errorSummary")}
          formId={form.id}
          lastResult={lastResult}
          errors={form.allErrors}
          formErrors={form.errors}
          groups={["default_columns"]}
        />
        <Form method="post" {...getFormProps(form)} {...validation.formProps} className="stack">
          <CheckboxGroup
            field={fields.default_columns}
            legend={t("companySettings.products.columns")}
            hint={t("companySettings.products.columnsHint")}
            options={columns.map((column) => ({ value: column, label: t(`myPage.column.${column}`) }))}
          />
          <TextField
            field={fields.sds_outdated_months}
            type="number"
            label={t("companySettings.products.sdsMonths")}
            hint={t("companySettings.products.sdsMonthsHint", {
              min: SDS_OUTDATED_MONTHS_MIN,
              max: SDS_OUTDATED_MONTHS_MAX,
            })}
            min={SDS_OUTDATED_MONTHS_MIN}
            inputMode="numeric"
          />
          <SaveButton />
        </Form>
      </SettingsSection>
      <section aria-labelledby="greylist-heading">
        <h2 id="greylist-heading">{t("companySettings.products.greylistHeading")}</h2>
        <p>{t("companySettings.products.greylistIntro")}</p>
        <p>
          <Link to={GREYLIST_PATH}>{t("companySettings.products.greylistLink")}</Link>
        </p>
      </section>
    </>
  );
}
