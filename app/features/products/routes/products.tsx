import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ProductListView } from "~/features/products/components/ProductListView";
import { pageCount } from "~/lib/list-params";
import { badRequest } from "~/lib/responses.server";
import { requireUser } from "~/lib/auth.server";
import { emptyStateGuard } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { companyProducts, saveColumns } from "~/features/products/api.server";
import { columnsOf, listQueryOf, listSearch, pageUrlOf } from "~/features/products/list-query";
import { pageTitle } from "~/ui/meta";
import { readForm } from "~/lib/forms.server";

export const handle = { breadcrumb: { key: "products.title", to: "/products" } };

export const meta = pageTitle;

/**
 * /products: every product at every location of the company, 20 a page, with
 * search, "include archived", sorting, the table or the quick-text view, the
 * user's default columns, and the bulk actions for users with add_product.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ user, api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await emptyStateGuard(request, { user, api }, "products");
  const url = new URL(request.url);
  const state = listQueryOf(url);
  const { rows, meta } = await companyProducts(api, state);
  const last = pageCount(meta.total, meta.limit);
  if (state.page > last) throw redirect(url.pathname + listSearch(state, { page: last }));
  return {
    title: `${t("products.title")} – ${t("app.name")}`,
    state,
    rows,
    meta,
    columns: columnsOf(user),
    canAct: user.permissions.add_product === true,
    returnTo: pageUrlOf(request),
  };
}

/** The "Columns" form: the user's default columns (POST /user/v1/user). */
export async function action({ request }: ActionFunctionArgs) {
  const [{ api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  const formData = await readForm(request);
  if (formData.get("intent") !== "columns") throw badRequest();
  return saveColumns(api, formData, t, pageUrlOf(request));
}

export default function Products() {
  const { state, rows, meta, columns, canAct, returnTo } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("products.title")}</h1>
      <p>{t("products.intro")}</p>
      <p>
        <Link to="/unique-products">{t("products.uniqueLink")}</Link>
      </p>
      {canAct ? (
        <p>
          <Link className="button" to="/products/new">
            {t("product.new.title")}
          </Link>
        </p>
      ) : null}
      <ProductListView
        rows={rows}
        meta={meta}
        state={state}
        columns={columns}
        canAct={canAct}
        returnTo={returnTo}
        caption={t("products.caption.all")}
        columnsResult={reply?.result}
      />
    </>
  );
}
