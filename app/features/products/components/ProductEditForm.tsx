import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary, useFocusOnError } from "~/ui/ErrorSummary";
import { TextField } from "~/ui/FormFields";
import { useLazyValidation } from "~/ui/lazyValidation";
import { PRODUCT_EDIT_FIELDS } from "../product-edit-fields";

/**
 * The product's name, supplier and article number. The page loads it with `hydrateLater`, so conform is
 * not part of the page's first visit; the rules (and zod) load when the form first validates.
 */
export function ProductEditForm({
  product,
  back,
  limits,
  lastResult,
}: {
  product: { name: string; supplier: string; article_no: string };
  back: string;
  limits: { name: number; supplier: number; articleNo: number };
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const validation = useLazyValidation(
    () => import("../../../../core/sds-rules"),
    (rules) => rules.productEditSchema(t),
  );
  const [form, fields] = useForm({
    id: "product-edit",
    lastResult,
    defaultValue: product,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });
  useFocusOnError(form.id, lastResult);
  const summary = [
    ...(form.errors ?? []).map((text, index) => ({ key: `form-${index}`, text })),
    ...PRODUCT_EDIT_FIELDS.flatMap((name) =>
      fields[name].errors?.length
        ? [{ key: name, text: fields[name].errors!.join(" "), href: `#${fields[name].id}` }]
        : [],
    ),
  ];
  return (
    <>
      <ErrorSummary id={`${form.id}-summary`} title={t("product.edit.errorSummary")} items={summary} />
      <Form method="post" {...getFormProps(form)} {...validation.formProps} className="stack">
        <TextField field={fields.name} label={t("product.field.name")} maxLength={limits.name} />
        <TextField
          field={fields.supplier}
          label={t("product.field.supplier")}
          hint={t("product.field.optional")}
          maxLength={limits.supplier}
        />
        <TextField
          field={fields.article_no}
          label={t("product.field.articleNo")}
          hint={t("product.field.optional")}
          maxLength={limits.articleNo}
        />
        <div className="form-buttons">
          <button type="submit">{t("product.edit.submit")}</button>
          <Link to={back}>{t("product.edit.cancel")}</Link>
        </div>
      </Form>
    </>
  );
}
