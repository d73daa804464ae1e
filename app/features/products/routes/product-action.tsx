import { type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { loadLocationPicker } from "~/features/locations/picker.server";
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
import { hydrateLater } from "~/ui/hydrateLater";

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

// The page hydrates after the rest of the page (app/ui/hydrateLater.tsx): its form code and conform are not in the first visit.
export default hydrateLater(() =>
  import("../components/ProductActionForm").then((module) => module.ProductActionPage),
);
