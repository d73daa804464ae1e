import { getFormProps, useForm } from "@conform-to/react";
import { numberFormat } from "../../../../core/format";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLazyValidation } from "~/ui/lazyValidation";
import { amountColumns } from "~/features/products/components/AmountFields";
import { ErrorSummary, useErrorSummaryFocus, type ErrorSummaryItem } from "~/ui/ErrorSummary";
import { DataTable } from "~/ui/DataTable";
import type { loader } from "../routes/amounts-edit";
import type { AmountsReply } from "../routes/amounts-edit";

interface RowField {
  id: string;
  errorId: string;
  errors?: string[];
  initialValue?: unknown;
}

export function EditAmounts() {
  const { rows, units, from, returnTo } = useLoaderData<typeof loader>();
  const reply = useActionData() as AmountsReply | undefined;
  const { t, i18n } = useTranslation();
  const validation = useLazyValidation(
    () => import("~/features/products/forms"),
    (forms) => forms.amountsFormSchema(t),
  );
  const format = numberFormat(i18n.language, { maximumFractionDigits: 3, useGrouping: false });
  const [form, fields] = useForm({
    id: "edit-amounts",
    lastResult: reply?.result,
    defaultValue: {
      rows: rows.map((row) => ({
        id: String(row.id),
        amount: row.amount === null ? "" : format.format(row.amount),
        unit: row.unit ?? "",
      })),
    },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });
  const summaryRef = useErrorSummaryFocus(reply?.result);
  const list = fields.rows.getFieldList();
  const fieldsOf = (index: number) => {
    const row = list[index]?.getFieldset() as unknown as { amount: RowField; unit: RowField } | undefined;
    return row;
  };
  const amounts = amountColumns<(typeof rows)[number]>({
    prefix: "rows",
    idOf: (index, part) => `${part}-${index}`,
    fieldOf: (index, part) => fieldsOf(index)?.[part],
    label: (row, part) =>
      t(part === "amount" ? "products.amountAt" : "products.unitAt", {
        name: row.name,
        location: row.location,
      }),
    units,
    size: 10,
  });
  const summary: ErrorSummaryItem[] = [
    ...(form.errors ?? []).map((text, index) => ({ key: `form-${index}`, text })),
    ...(fields.rows.errors ?? []).map((text, index) => ({ key: `rows-${index}`, text })),
    ...rows.flatMap((row, index) => {
      const field = fieldsOf(index);
      if (!field) return [];
      return [
        ...(field.amount.errors ?? []).map((text) => ({
          key: `amount-${index}`,
          text: `${row.name} (${row.location}): ${text}`,
          href: `#amount-${index}`,
        })),
        ...(field.unit.errors ?? []).map((text) => ({
          key: `unit-${index}`,
          text: `${row.name} (${row.location}), ${t("products.unitLabel")}: ${text}`,
          href: `#unit-${index}`,
        })),
      ];
    }),
  ];

  return (
    <>
      <h1>{t("products.amounts.title")}</h1>
      <p>{t("products.amounts.intro")}</p>
      <ErrorSummary
        ref={summaryRef}
        id="amounts-errors"
        title={t("products.error.summary")}
        items={summary}
      />
      {rows.length === 0 ? (
        <>
          <div className="notice warning">
            <p>{t("products.action.noneChosen")}</p>
          </div>
          <p>
            <Link to={returnTo}>{t("products.action.back")}</Link>
          </p>
        </>
      ) : (
        <Form method="post" {...getFormProps(form)} {...validation.formProps} className="stack">
          <input type="hidden" name="returnTo" value={returnTo} />
          {from !== null ? <input type="hidden" name="from" value={from} /> : null}
          <p className="help" id="amounts-help">
            {t("products.amounts.help")}
          </p>
          <DataTable
            caption={t("products.amounts.caption")}
            className="product-table amounts-table"
            rows={rows}
            rowKey={(row) => row.id}
            columns={[
              {
                id: "name",
                header: t("products.column.name"),
                rowHeader: true,
                cell: (row, index) => (
                  <>
                    {row.name}
                    {row.archived ? <span className="tag">{t("products.archived")}</span> : null}
                    <input type="hidden" name={`rows[${index}].id`} value={row.id} />
                  </>
                ),
              },
              { id: "location", header: t("products.column.location"), cell: (row) => row.location },
              { id: "amount", header: t("products.amountLabel"), ...amounts.amount },
              { id: "unit", header: t("products.unitLabel"), ...amounts.unit },
            ]}
          />
          <div className="button-row">
            <button type="submit">{t("products.amounts.submit")}</button>
            <Link to={returnTo}>{t("products.action.cancel")}</Link>
          </div>
        </Form>
      )}
    </>
  );
}
