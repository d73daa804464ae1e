import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PUBLISHER_LIMITS } from "../../../../core/publisher/rules";
import { SHEET_LIMITS_ARTICLE_NO } from "../limits";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { SelectField, TextField } from "~/ui/FormFields";
import { useLazyValidation } from "~/ui/lazyValidation";

/**
 * The forms that start a sheet on /new-document (conform + the shared fields): the supplier (a GET form, so
 * that the next step can offer its languages and markets without a script), the new sheet's heading, and a
 * copy of an existing sheet. The route's action validates every post; with JavaScript the browser validates
 * too, its schemas loaded when a form is first used (../editor-forms.ts).
 */

export interface Choice {
  id: number;
  name: string;
}

const options = (choices: readonly Choice[]) =>
  choices.map((choice) => ({ value: String(choice.id), label: choice.name }));

/** Step 1: the supplier of the new sheet. */
export function SupplierForm({ suppliers }: { suppliers: Choice[] }) {
  const { t } = useTranslation();
  const validation = useLazyValidation(
    () => import("../editor-forms"),
    (forms) => forms.supplierFormSchema(t),
  );
  const [form, fields] = useForm({
    id: "supplier",
    onValidate: validation.onValidate,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    constraint: { supplier: { required: true } },
  });
  return (
    <>
      <ErrorSummary
        title={t("publisher.editor.errors")}
        formId={form.id}
        errors={form.allErrors}
        formErrors={form.errors}
      />
      <Form method="get" {...getFormProps(form)} {...validation.formProps} className="stack">
        <SelectField
          field={fields.supplier}
          label={t("publisher.editor.start.supplier")}
          options={options(suppliers)}
        />
        <div>
          <button type="submit">{t("publisher.editor.start.continue")}</button>
        </div>
      </Form>
    </>
  );
}

/** Step 2: product, article number, language, market, kind and template of a sheet of `supplierId`. */
export function StartForm({
  supplierId,
  choices,
  lastResult,
}: {
  supplierId: number;
  choices: { languages: Choice[]; markets: Choice[]; types: Choice[]; templates: Choice[] };
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const validation = useLazyValidation(
    () => import("../editor-forms"),
    (forms) => forms.startFormSchema(t),
  );
  const [form, fields] = useForm({
    id: "start",
    lastResult,
    defaultValue: { language_id: "4", sds_type: "1", template_id: "1" },
    onValidate: validation.onValidate,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    constraint: { product_name: { required: true } },
  });
  return (
    <>
      <ErrorSummary
        title={t("publisher.editor.errors")}
        formId={form.id}
        lastResult={lastResult}
        errors={form.allErrors}
        formErrors={form.errors}
      />
      <Form method="post" {...getFormProps(form)} {...validation.formProps} className="stack">
        <input type="hidden" name="manufacturer_id" value={supplierId} />
        <TextField
          field={fields.product_name}
          label={t("publisher.editor.start.productName")}
          maxLength={PUBLISHER_LIMITS.name}
        />
        <TextField
          field={fields.article_no}
          label={t("publisher.editor.start.articleNo")}
          maxLength={SHEET_LIMITS_ARTICLE_NO}
          size={20}
        />
        <SelectField
          field={fields.language_id}
          label={t("publisher.editor.start.language")}
          options={options(choices.languages)}
        />
        <SelectField
          field={fields.market_id}
          label={t("publisher.editor.start.market")}
          options={options(choices.markets)}
        />
        <SelectField
          field={fields.sds_type}
          label={t("publisher.editor.start.type")}
          options={options(choices.types)}
        />
        <SelectField
          field={fields.template_id}
          label={t("publisher.editor.start.template")}
          options={options(choices.templates)}
        />
        <div>
          <button type="submit" name="intent" value="start">
            {t("publisher.editor.start.submit")}
          </button>
        </div>
      </Form>
    </>
  );
}

/** A new sheet as a copy of one of the company's sheets (any version), under another product name. */
export function CopyForm({
  copies,
  action,
  lastResult,
}: {
  copies: Choice[];
  /** Where the copy posts: the page with its search, so a refused copy shows the same list. */
  action: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const validation = useLazyValidation(
    () => import("../editor-forms"),
    (forms) => forms.copyFormSchema(t),
  );
  const [form, fields] = useForm({
    id: "copy",
    lastResult,
    onValidate: validation.onValidate,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    constraint: { product_name: { required: true } },
  });
  return (
    <>
      <ErrorSummary
        title={t("publisher.editor.errors")}
        formId={form.id}
        lastResult={lastResult}
        errors={form.allErrors}
        formErrors={form.errors}
      />
      <Form method="post" action={action} {...getFormProps(form)} {...validation.formProps} className="stack">
        <SelectField
          field={fields.copy_of}
          label={t("publisher.editor.copy.source")}
          options={options(copies)}
        />
        <TextField
          field={fields.product_name}
          label={t("publisher.editor.copy.productName")}
          maxLength={PUBLISHER_LIMITS.name}
        />
        <div>
          <button type="submit" name="intent" value="copy">
            {t("publisher.editor.copy.submit")}
          </button>
        </div>
      </Form>
    </>
  );
}
