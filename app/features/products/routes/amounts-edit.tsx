import { type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
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
import { hydrateLater } from "~/ui/hydrateLater";

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

export interface AmountsReply {
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

// The page hydrates after the rest of the page (app/ui/hydrateLater.tsx): its form code and conform are not in the first visit.
export default hydrateLater(() =>
  import("../components/EditAmountsForm").then((module) => module.EditAmounts),
);
