import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { numberFormat } from "../../../../core/format";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLazyValidation } from "~/ui/lazyValidation";
import { amountColumns } from "~/features/products/components/AmountFields";
import { ErrorSummary, useErrorSummaryFocus, type ErrorSummaryItem } from "~/ui/ErrorSummary";
import { DataTable } from "~/ui/DataTable";
import type { AmountUnit } from "../../../../core/products";
import { PERMISSION_WARNING_TIMEOUT } from "../../../../core/toast";
import {
  amountsFormSchema,
  amountValueOf,
  parseId,
  returnToOf,
  selectionOf,
} from "~/features/products/forms";
import { apiStatus, failureToast } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { fieldErrors } from "~/lib/errors";
import { requirePermissions } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { amountUnits, loadChosen, updateAmounts } from "~/features/products/api.server";
import { pageUrlOf } from "~/features/products/list-query";
import { redirectWithToast } from "~/lib/toast.server";
import { pageTitle } from "~/ui/meta";
import { readForm } from "~/lib/forms.server";

export const handle = { breadcrumb: { key: "products.title", to: "/products" } };

export const meta = pageTitle;

/**
 * /amounts/edit?products=<productId>@<locationId>,…: the amount and unit of
 * each chosen product at its location, saved together with
 * POST /product/v1/updateProductAmount. Users with add_product only.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user, api } = await requireUser(request);
  await requirePermissions(request, user, { all: ["add_product"] });
  const { t } = await getTranslator(request);
  const url = new URL(request.url);
  const from = parseId(url.searchParams.get("from"));
  const selection = selectionOf(url.searchParams.getAll("products"), from).filter(
    (item) => item.locationId !== null,
  );
  const [chosen, units] = await Promise.all([loadChosen(api, selection), amountUnits(api)]);
  return {
    title: `${t("products.amounts.title")} – ${t("app.name")}`,
    rows: chosen
      .filter((item) => item.rowId !== null)
      .map((item) => ({
        id: item.rowId!,
        name: item.name,
        supplier: item.supplier,
        location: item.locationPath ?? item.locationName ?? "",
        amount: item.amount,
        unit: item.unit,
        archived: item.archived,
      })),
    units: units.map((unit) => unit.id),
    from,
    returnTo: returnToOf(url.searchParams.get("returnTo"), from),
  };
}

interface AmountsReply {
  result: SubmissionResult<string[]>;
}

export async function action({ request }: ActionFunctionArgs): Promise<AmountsReply | Response> {
  const { user, api } = await requireUser(request);
  await requirePermissions(request, user, { all: ["add_product"] });
  const [formData, { t }] = await Promise.all([readForm(request), getTranslator(request)]);
  const submission = parseWithZod(formData, { schema: amountsFormSchema(t) });
  if (submission.status !== "success") return { result: submission.reply() };
  const from = parseId(formData.get("from"));
  const returnTo = returnToOf(submission.value.returnTo, from);
  const rows = submission.value.rows.map((row) => ({
    id: Number(row.id),
    amount: amountValueOf(row),
    unit: (row.unit ?? null) as AmountUnit | null,
  }));
  try {
    await updateAmounts(api, rows);
  } catch (error) {
    const status = apiStatus(error);
    if (status === undefined) throw error;
    const errors = fieldErrors(error);
    if (errors) {
      // The API names a row's field items.N.unit; the form calls it rows[N].unit.
      const onRows: Record<string, string[]> = {};
      const other: string[] = [];
      for (const [key, messages] of Object.entries(errors)) {
        const match = /^items\.(\d+)\.(amount|unit)$/.exec(key);
        if (match) onRows[`rows[${match[1]}].${match[2]}`] = messages;
        else other.push(...messages);
      }
      return { result: submission.reply({ fieldErrors: onRows, formErrors: other }) };
    }
    // A refusal stays longer on screen than other toasts, so it can be read.
    const toast = failureToast(error, t);
    throw await redirectWithToast(
      pageUrlOf(request),
      status === 403 ? { ...toast, timeout: PERMISSION_WARNING_TIMEOUT } : toast,
    );
  }
  const text =
    rows.length === 1
      ? t("products.toast.amountsOne")
      : t("products.toast.amountsMany", { number: rows.length });
  return redirectWithToast(returnTo, { type: "success", text });
}

interface RowField {
  id: string;
  errorId: string;
  errors?: string[];
  initialValue?: unknown;
}

export default function EditAmounts() {
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
