import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { hydrateLater } from "~/ui/hydrateLater";
import {
  ARTICLE_NO_MAX,
  PRODUCT_NAME_MAX,
  productEditSchema,
  SUPPLIER_MAX,
} from "../../../../core/sds-rules";
import { requireUser } from "~/lib/auth.server";
import { apiStatus, replyToFailure } from "~/lib/api-failure.server";
import { idParam } from "~/lib/list-params";
import { idFromParams } from "~/lib/route-params.server";
import { requirePermissions } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { loadProduct, updateProductBasics } from "~/features/products/api.server";
import { productPath } from "~/features/products/product-paths";
import { redirectWithToast } from "~/lib/toast.server";
import { pageTitle } from "~/ui/meta";
import { readForm } from "~/lib/forms.server";
import { PRODUCT_EDIT_FIELDS } from "../product-edit-fields";

export const handle = { breadcrumb: { key: "product.edit.title", to: "/products" } };

export const meta = pageTitle;

// The form hydrates after the page (app/ui/hydrateLater.tsx): conform is not part of the first visit.
const ProductEditForm = hydrateLater(() =>
  import("../components/ProductEditForm").then((module) => module.ProductEditForm),
);

/** The product page to go back to, keeping the sheet's language and market of the page the user came from. */
function backTo(request: Request, id: number): string {
  const url = new URL(request.url);
  return productPath(id, {
    language: idParam(url, "sds_language"),
    market: idParam(url, "sds_market"),
  });
}

/** /products/{prodId}/edit: the product's name, supplier and article number (add_product). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [{ user, api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requirePermissions(request, user, { all: ["add_product"] });
  const id = idFromParams(params.prodId);
  const { data: product } = await loadProduct(api, id);
  return {
    title: `${t("product.edit.heading", { name: product.name })} – ${t("app.name")}`,
    product: {
      id: product.id,
      name: product.name,
      supplier: product.supplier,
      article_no: product.article_no ?? "",
    },
    back: backTo(request, id),
    // From the loader, so the page's JavaScript does not import core/sds-rules (and zod with it).
    limits: { name: PRODUCT_NAME_MAX, supplier: SUPPLIER_MAX, articleNo: ARTICLE_NO_MAX },
  };
}

/** PUT /product/v1/{id}; then back to the product page with a toast. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { user, api } = await requireUser(request);
  await requirePermissions(request, user, { all: ["add_product"] });
  const id = idFromParams(params.prodId);
  const [formData, { t }] = await Promise.all([readForm(request), getTranslator(request)]);
  const submission = parseWithZod(formData, { schema: productEditSchema(t) });
  if (submission.status !== "success") return submission.reply();
  const back = backTo(request, id);
  let product;
  try {
    product = await updateProductBasics(api, id, submission.value);
  } catch (error) {
    // A product that is gone has no page to go back to.
    const to = apiStatus(error) === 404 ? "/products" : back;
    return replyToFailure(error, { submission, back: to, t, formFields: PRODUCT_EDIT_FIELDS });
  }
  throw await redirectWithToast(back, {
    type: "success",
    text: t("product.toast.saved", { name: product.name }),
  });
}

export default function ProductEdit() {
  const { product, back, limits } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("product.edit.heading", { name: product.name })}</h1>
      <ProductEditForm product={product} back={back} limits={limits} lastResult={lastResult} />
    </>
  );
}
