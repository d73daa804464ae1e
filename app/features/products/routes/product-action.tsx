import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { amountColumns } from "~/features/products/components/AmountFields";
import { ErrorSummary, useErrorSummaryFocus, type ErrorSummaryItem } from "~/ui/ErrorSummary";
import { ProductLocationPicker } from "~/features/products/components/ProductLocationPicker";
import { loadLocationPicker } from "~/features/locations/picker.server";
import { useAmountText } from "~/features/products/components/amount-text";
import { DataTable } from "~/ui/DataTable";
import { useLazyValidation } from "~/ui/lazyValidation";
import { LOCATION_SEARCH_MAX_LENGTH } from "../../../../core/locations";
import type { AmountUnit, ProductAction } from "../../../../core/products";
import { PERMISSION_WARNING_TIMEOUT } from "../../../../core/toast";
import { ACTIONS_WITH_TARGET, FROM_SDS } from "~/features/products/actions";
import {
  amountValueOf,
  isProductAction,
  parseId,
  productActionSchema,
  returnToOf,
  selectionOf,
  type Selection,
} from "~/features/products/forms";
import { selectionToken } from "~/features/products/selection";
import { apiStatus, failureToast } from "~/lib/api-failure.server";
import { notFound } from "~/lib/responses.server";
import { requireUser } from "~/lib/auth.server";
import { errorMessage, fieldErrors } from "~/lib/errors";
import { requirePermissions } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { textParam } from "~/lib/list-params";
import {
  addProducts,
  amountUnits,
  changeAtSource,
  copyOrMove,
  incompatibilityCategories,
  loadChosen,
  locationOf,
} from "~/features/products/api.server";
import { pageUrlOf } from "~/features/products/list-query";
import { redirectWithToast } from "~/lib/toast.server";
import { pageTitle } from "~/ui/meta";
import { readForm } from "~/lib/forms.server";

export const handle = { breadcrumb: { key: "products.title", to: "/products" } };

export const meta = pageTitle;

/** How long the warning of a failed add stays. */
const ADD_FAILED_TIMEOUT = 5000;

function actionOf(param: string | undefined): ProductAction {
  if (!isProductAction(param)) throw notFound();
  return param;
}

/**
 * /product/{actionType}: add (products the company has, to another
 * location), copy, move, delete, archive, unarchive or categorise the chosen
 * products (`?products=<productId>@<locationId>,…`, `from`, `returnTo`).
 * Users with add_product only; the API checks again. Works without
 * JavaScript: the location is found with the location picker's GET search
 * (`locq`, the choice so far in `location_id`) and chosen with radio buttons.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, api } = await requireUser(request);
  const action = actionOf(params.actionType);
  await requirePermissions(request, user, { all: ["add_product"] });
  const { t } = await getTranslator(request);
  const url = new URL(request.url);
  const from = parseId(url.searchParams.get("from"));
  const selection = selectionOf(url.searchParams.getAll("products"), from);
  const locq = textParam(url, "locq", LOCATION_SEARCH_MAX_LENGTH);
  const needsTarget = ACTIONS_WITH_TARGET.includes(action);
  const [chosen, picker, categories, units] = await Promise.all([
    loadChosen(api, action === "add" ? uniqueProducts(selection) : selection),
    needsTarget ? loadLocationPicker(api, { ids: url.searchParams.getAll("location_id"), q: locq }) : null,
    action === "categorise" ? incompatibilityCategories(api) : [],
    action === "add" ? amountUnits(api) : [],
  ]);
  const returnTo = returnToOf(url.searchParams.get("returnTo"), from);
  const categoriesHere = new Set(chosen.map((item) => item.incompatibilityCategoryId ?? FROM_SDS));
  return {
    title: `${t(`products.action.${action}.title`)} – ${t("app.name")}`,
    action,
    chosen,
    /** Chosen products that are not at a location, for actions that need one. */
    withoutSource:
      action === "add" ? [] : chosen.filter((item) => item.locationId === null).map((item) => item.name),
    from,
    returnTo,
    locq,
    picker,
    categories: categories.map((category) => category.id),
    units: units.map((unit) => unit.id),
    /** The category the chosen products share, preselected in the categorise form. */
    currentCategory: categoriesHere.size === 1 ? [...categoriesHere][0]! : FROM_SDS,
    keep: [
      ...chosen.map((item): [string, string] => ["products", item.token]),
      ...(from !== null ? [["from", String(from)] as [string, string]] : []),
      ["returnTo", returnTo] as [string, string],
    ],
  };
}

/** For "add", one entry per product whatever location it was chosen at. */
function uniqueProducts(selection: readonly Selection[]): Selection[] {
  const seen = new Set<number>();
  return selection
    .filter((item) => (seen.has(item.productId) ? false : (seen.add(item.productId), true)))
    .map((item) => ({ productId: item.productId, locationId: null }));
}

export interface ActionReply {
  result: SubmissionResult<string[]>;
}

export async function action({ request, params }: ActionFunctionArgs): Promise<ActionReply | Response> {
  const { user, api } = await requireUser(request);
  const actionType = actionOf(params.actionType);
  await requirePermissions(request, user, { all: ["add_product"] });
  const [formData, { t }] = await Promise.all([readForm(request), getTranslator(request)]);
  const page = pageUrlOf(request);
  const categories =
    actionType === "categorise" ? (await incompatibilityCategories(api)).map((category) => category.id) : [];
  const submission = parseWithZod(formData, { schema: productActionSchema(t, actionType, categories) });
  if (submission.status !== "success") return { result: submission.reply() };
  const value = submission.value as Record<string, unknown>;
  const from = parseId(value.from);
  const returnTo = returnToOf(value.returnTo, from);

  const tokens = actionType === "add" ? [] : (value.products as string[]);
  const selection = selectionOf(tokens, from);
  if (actionType !== "add" && selection.some((item) => item.locationId === null)) {
    return { result: submission.reply({ formErrors: [t("products.error.noSource")] }) };
  }

  let target: { id: number; name: string } | null = null;
  if (ACTIONS_WITH_TARGET.includes(actionType)) {
    const id = Number(value.location_id);
    try {
      const location = await locationOf(api, id);
      if (location.archived) {
        return {
          result: submission.reply({ fieldErrors: { location_id: [t("products.error.locationArchived")] } }),
        };
      }
      target = { id: location.id, name: location.name };
    } catch (error) {
      if (error instanceof Response && error.status === 404) {
        return {
          result: submission.reply({ fieldErrors: { location_id: [t("products.error.locationRequired")] } }),
        };
      }
      throw error;
    }
  }

  let count = actionType === "add" ? (value.items as unknown[]).length : selection.length;
  let skipped = 0;
  try {
    switch (actionType) {
      case "add": {
        const items = (value.items as { product: string; amount?: string; unit?: AmountUnit }[]).map(
          (item) => ({
            productId: selectionOf([item.product], null)[0]!.productId,
            amount: amountValueOf(item),
            unit: item.unit ?? null,
          }),
        );
        ({ done: count, skipped } = await addProducts(api, target!.id, items));
        break;
      }
      case "copy":
      case "move":
        ({ done: count, skipped } = await copyOrMove(api, actionType, selection, target!.id));
        break;
      case "categorise": {
        const category = value.category === FROM_SDS ? null : String(value.category);
        await changeAtSource(api, "categorise", selection, category);
        break;
      }
      default:
        await changeAtSource(api, actionType, selection);
    }
  } catch (error) {
    const status = apiStatus(error);
    if (status === undefined) throw error;
    if (actionType === "add") {
      // A failed add shows the server's error or message as a 5 s warning.
      throw await redirectWithToast(page, {
        type: "warning",
        text: errorMessage(error, t),
        timeout: ADD_FAILED_TIMEOUT,
      });
    }
    const errors = fieldErrors(error);
    if (errors) {
      const { location_ids: onLocation, ...rest } = errors;
      return {
        result: submission.reply({
          fieldErrors: onLocation && target ? { location_id: onLocation } : {},
          formErrors: [...(onLocation && !target ? onLocation : []), ...Object.values(rest).flat()],
        }),
      };
    }
    // A conflict is shown on the form, where the user can choose again; a refusal stays longer on screen.
    if (status === 409) return { result: submission.reply({ formErrors: [errorMessage(error, t)] }) };
    if (status === 403) {
      throw await redirectWithToast(page, { ...failureToast(error, t), timeout: PERMISSION_WARNING_TIMEOUT });
    }
    throw await redirectWithToast(page, failureToast(error, t));
  }

  const key = `products.toast.${actionType}${count === 1 ? "One" : "Many"}`;
  const text = t(key, { number: count, location: target?.name ?? "" });
  return redirectWithToast(returnTo, {
    type: "success",
    text:
      skipped > 0
        ? `${text} ${t("products.toast.skipped", { number: skipped, location: target?.name ?? "" })}`
        : text,
  });
}

/* --------------------------------------------------------------------- view */

export default function ProductActionPage() {
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
