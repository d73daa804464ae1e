import { getFormProps, useForm } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { amountColumns } from "~/features/products/components/AmountFields";
import { ErrorSummary, useErrorSummaryFocus, type ErrorSummaryItem } from "~/ui/ErrorSummary";
import { ProductLocationPicker } from "~/features/products/components/ProductLocationPicker";
import { useAmountText } from "~/features/products/components/amount-text";
import { DataTable } from "~/ui/DataTable";
import { useLazyValidation } from "~/ui/lazyValidation";
import { ACTIONS_WITH_TARGET, FROM_SDS } from "~/features/products/actions";
import { selectionToken } from "~/features/products/selection";
import type { ActionReply, loader } from "../routes/product-action";

export function ProductActionPage() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData() as ActionReply | undefined;
  const { t } = useTranslation();
  const { action, chosen, withoutSource, returnTo, from } = data;
  const lastResult = reply?.result;
  const validation = useLazyValidation(
    () => import("~/features/products/forms"),
    (forms) => forms.productActionSchema(t, action, data.categories),
  );
  const [form, fields] = useForm({
    id: `product-${action}`,
    lastResult,
    // The add form's rows, so that conform knows the list before the first submission.
    defaultValue:
      action === "add"
        ? {
            items: chosen.map((item) => ({
              product: selectionToken(item.productId, null),
              amount: "",
              unit: "",
            })),
          }
        : undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });
  const summaryRef = useErrorSummaryFocus(lastResult);

  const all = fields as unknown as Record<string, FieldLike>;
  const itemsField = all.items;
  const items = action === "add" && itemsField ? (itemsField as unknown as ListField).getFieldList() : [];
  const summary: ErrorSummaryItem[] = [
    ...(form.errors ?? []).map((text, index) => ({ key: `form-${index}`, text })),
    ...(all.location_id?.errors ?? []).map((text, index) => ({
      key: `loc-${index}`,
      text,
      href: "#location-choices",
    })),
    ...(all.category?.errors ?? []).map((text, index) => ({
      key: `cat-${index}`,
      text,
      href: `#${all.category!.id}`,
    })),
    ...(all.products?.errors ?? []).map((text, index) => ({ key: `prod-${index}`, text })),
    ...(itemsField?.errors ?? []).map((text, index) => ({ key: `items-${index}`, text })),
    ...items.flatMap((item, index) => {
      const row = item.getFieldset();
      const name = chosen[index]?.name ?? "";
      return [
        ...(row.amount.errors ?? []).map((text) => ({
          key: `${row.amount.id}`,
          text: `${name}: ${text}`,
          href: `#${row.amount.id}`,
        })),
        ...(row.unit.errors ?? []).map((text) => ({
          key: `${row.unit.id}`,
          text: `${name}: ${t("products.unitLabel")} – ${text}`,
          href: `#${row.unit.id}`,
        })),
      ];
    }),
  ];

  const canSubmit = chosen.length > 0 && withoutSource.length === 0;
  const chosenLocation =
    typeof all.location_id?.initialValue === "string" ? all.location_id.initialValue : undefined;
  // After a refused post the location posted stays chosen (it is among the page's matches).
  const picker = useMemo(() => {
    const state = data.picker;
    const posted = state?.matches?.find((match) => String(match.id) === chosenLocation);
    if (!state || !posted) return state;
    return {
      ...state,
      chosen: [posted],
      matches: state.matches!.filter((match) => match !== posted),
    };
  }, [data.picker, chosenLocation]);

  return (
    <>
      <h1>{t(`products.action.${action}.title`)}</h1>
      <p>{t(`products.action.${action}.intro`)}</p>
      <ErrorSummary ref={summaryRef} id="action-errors" title={t("products.error.summary")} items={summary} />

      {chosen.length === 0 ? (
        <div className="notice warning">
          <p>{t("products.action.noneChosen")}</p>
        </div>
      ) : null}
      {withoutSource.length > 0 ? (
        <div className="notice warning">
          <p>{t("products.error.noSource")}</p>
        </div>
      ) : null}

      {chosen.length > 0 && action !== "add" ? <ChosenTable chosen={chosen} /> : null}

      {canSubmit ? (
        <Form
          method="post"
          {...getFormProps(form)}
          {...validation.formProps}
          className="stack product-action-form"
        >
          <input type="hidden" name="intent" value={action} />
          <input type="hidden" name="returnTo" value={returnTo} />
          {from !== null ? <input type="hidden" name="from" value={from} /> : null}
          {/* "add" posts its rows instead, but the location search's GET carries the choice in these too. */}
          {chosen.map((item) => (
            <input key={item.token} type="hidden" name="products" value={item.token} />
          ))}

          {ACTIONS_WITH_TARGET.includes(action) && picker ? (
            <ProductLocationPicker
              action={action}
              state={picker}
              errors={all.location_id?.errors}
              errorId={all.location_id?.errorId ?? "location-error"}
            />
          ) : null}

          {action === "add" ? <AddAmounts items={items} chosen={chosen} units={data.units} /> : null}

          {action === "categorise" && all.category ? (
            <div className="field">
              <label htmlFor={all.category.id}>{t("products.categorise.label")}</label>
              <p className="help" id={`${all.category.id}-help`}>
                {t("products.categorise.help")}
              </p>
              {all.category.errors ? (
                <p className="field-error" id={all.category.errorId}>
                  {all.category.errors.join(" ")}
                </p>
              ) : null}
              <select
                id={all.category.id}
                name="category"
                defaultValue={
                  typeof all.category.initialValue === "string"
                    ? all.category.initialValue
                    : data.currentCategory
                }
                aria-invalid={all.category.errors ? true : undefined}
                aria-describedby={
                  all.category.errors
                    ? `${all.category.errorId} ${all.category.id}-help`
                    : `${all.category.id}-help`
                }
              >
                <option value={FROM_SDS}>{t("products.categorise.fromSds")}</option>
                {data.categories.map((id) => (
                  <option key={id} value={id}>
                    {id} – {t(`storageClass.${id}`, { defaultValue: id })}
                  </option>
                ))}
              </select>
            </div>
          ) : null}

          {action === "delete" || action === "archive" || action === "unarchive" ? (
            <p className="confirm-text">
              {t(`products.action.${action}.${chosen.length === 1 ? "confirmOne" : "confirmMany"}`, {
                number: chosen.length,
              })}
            </p>
          ) : null}

          <div className="button-row">
            <button type="submit" className={action === "delete" ? "danger" : undefined}>
              {t(`products.action.${action}.submit`, { number: chosen.length })}
            </button>
            <Link to={returnTo}>{t("products.action.cancel")}</Link>
          </div>
        </Form>
      ) : (
        <p>
          <Link to={returnTo}>{t("products.action.back")}</Link>
        </p>
      )}
    </>
  );
}

interface FieldLike {
  id: string;
  name: string;
  errorId: string;
  errors?: string[];
  initialValue?: unknown;
}
interface ListField {
  getFieldList(): {
    key: string;
    getFieldset(): { product: FieldLike; amount: FieldLike; unit: FieldLike };
  }[];
}
type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

function ChosenTable({ chosen }: { chosen: LoaderData["chosen"] }) {
  const { t } = useTranslation();
  const amountText = useAmountText();
  return (
    <DataTable
      caption={t("products.action.chosen")}
      className="product-table"
      rows={chosen}
      rowKey={(item) => item.token}
      columns={[
        {
          id: "name",
          header: t("products.column.name"),
          rowHeader: true,
          cell: (item) => (
            <>
              {item.name}
              {item.archived ? <span className="tag">{t("products.archived")}</span> : null}
            </>
          ),
        },
        { id: "supplier", header: t("products.column.supplier"), cell: (item) => item.supplier },
        {
          id: "location",
          header: t("products.column.location"),
          cell: (item) => item.locationPath ?? item.locationName ?? "",
        },
        {
          id: "amount",
          header: t("products.column.amount"),
          className: "number",
          cell: (item) => amountText(item.amount, item.unit),
        },
        {
          id: "storage_class",
          header: t("products.column.storage_class"),
          cell: (item) =>
            `${item.storageClass ?? ""}${item.incompatibilityCategoryId ? ` ${t("products.categorise.setHere")}` : ""}`,
        },
      ]}
    />
  );
}

/** "add": the products to place, each with an optional amount and unit. */
function AddAmounts({
  items,
  chosen,
  units,
}: {
  items: ReturnType<ListField["getFieldList"]>;
  chosen: LoaderData["chosen"];
  units: string[];
}) {
  const { t } = useTranslation();
  const amounts = amountColumns<LoaderData["chosen"][number]>({
    prefix: "items",
    idOf: (index, part) => items[index]?.getFieldset()[part].id ?? `items[${index}]-${part}`,
    fieldOf: (index, part) => items[index]?.getFieldset()[part],
    label: (product, part) =>
      t(part === "amount" ? "products.amountFor" : "products.unitFor", { name: product.name }),
    units,
    size: 8,
  });
  return (
    <fieldset>
      <legend>{t("products.add.amountsLegend")}</legend>
      <p className="help" id="amounts-help">
        {t("products.add.amountsHelp")}
      </p>
      <DataTable
        caption={t("products.add.amountsLegend")}
        captionHidden
        className="product-table amounts-table"
        rows={chosen}
        rowKey={(product) => product.token}
        columns={[
          {
            id: "name",
            header: t("products.column.name"),
            rowHeader: true,
            cell: (product, index) => (
              <>
                {product.name}
                <input
                  type="hidden"
                  name={`items[${index}].product`}
                  value={selectionToken(product.productId, null)}
                />
              </>
            ),
          },
          { id: "supplier", header: t("products.column.supplier"), cell: (product) => product.supplier },
          { id: "amount", header: t("products.amountLabel"), ...amounts.amount },
          { id: "unit", header: t("products.unitLabel"), ...amounts.unit },
        ]}
      />
    </fieldset>
  );
}
