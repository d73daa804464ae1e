import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PRODUCT_COLUMNS, type ProductColumn } from "../../../../core/products";
import { useLazyValidation } from "~/ui/lazyValidation";

/**
 * "Columns": the user's default columns of the product lists, saved with
 * POST /user/v1/user (the route action, intent "columns"). The product name
 * is always shown. A disclosure (<details>) keeps it out of the way.
 */
export function ProductColumnsForm({
  columns,
  lastResult,
}: {
  columns: readonly ProductColumn[];
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const validation = useLazyValidation(
    () => import("~/features/products/forms"),
    (forms) => forms.columnsFormSchema(t),
  );
  const [form, fields] = useForm({
    id: "product-columns",
    lastResult,
    shouldValidate: "onSubmit",
    onValidate: validation.onValidate,
  });
  const chosen = new Set<string>(columns);
  const errors = [...(form.errors ?? []), ...(fields.columns.errors ?? [])];
  const errorId = `${form.id}-errors`;
  return (
    <details className="product-columns" open={errors.length > 0 ? true : undefined}>
      <summary>{t("products.columns.summary")}</summary>
      <Form method="post" {...getFormProps(form)} {...validation.formProps} className="stack">
        <input type="hidden" name="intent" value="columns" />
        <fieldset aria-describedby={errors.length ? errorId : "product-columns-help"}>
          <legend>{t("products.columns.legend")}</legend>
          <p className="help" id="product-columns-help">
            {t("products.columns.help")}
          </p>
          {errors.length ? (
            <p className="field-error" id={errorId}>
              {errors.join(" ")}
            </p>
          ) : null}
          <ul className="checkbox-list column-choices">
            {PRODUCT_COLUMNS.map((column) => (
              <li key={column}>
                <input
                  type="checkbox"
                  id={`column-${column}`}
                  name={column === "name" ? undefined : "columns"}
                  value={column}
                  defaultChecked={column === "name" || chosen.has(column)}
                  disabled={column === "name"}
                />
                <label htmlFor={`column-${column}`}>
                  {t(`products.column.${column}`)}
                  {column === "name" ? ` ${t("products.columns.always")}` : ""}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <div>
          <button type="submit">{t("products.columns.save")}</button>
        </div>
      </Form>
    </details>
  );
}
