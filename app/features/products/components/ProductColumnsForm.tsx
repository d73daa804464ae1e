import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PRODUCT_COLUMNS, type ProductColumn } from "../../../../core/products";

/**
 * "Columns": the user's default columns of the product lists, saved with
 * POST /user/v1/user (the route action, intent "columns"). The product name
 * is always shown. A disclosure (<details>) keeps it out of the way.
 *
 * A plain form without conform: its only inputs are checkboxes whose values
 * come from PRODUCT_COLUMNS and none is required, so nothing a browser can
 * send fails validation, and a check in the browser would never say anything.
 * The route action validates (columnsFormSchema in ../forms.ts) and its reply's
 * errors show here. That keeps conform (about 10 KB gzip) out of the product
 * lists' first visit.
 */
export function ProductColumnsForm({
  columns,
  lastResult,
}: {
  columns: readonly ProductColumn[];
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  // The form's errors (conform's key "") and those of the columns as a whole.
  const errors = [...(lastResult?.error?.[""] ?? []), ...(lastResult?.error?.columns ?? [])];
  const formId = "product-columns";
  const errorId = `${formId}-errors`;
  const chosen = new Set<string>(columns);
  return (
    <details className="product-columns" open={errors.length > 0 ? true : undefined}>
      <summary>{t("products.columns.summary")}</summary>
      <Form method="post" id={formId} className="stack">
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
