import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import {
  ProductPager,
  ProductSearchForm,
  ProductSortLinks,
  UniqueProductTable,
} from "~/features/products/components/ProductTable";
import { pageCount } from "~/lib/list-params";
import { requireUser } from "~/lib/auth.server";
import { emptyStateGuard } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { uniqueProducts } from "~/features/products/api.server";
import { listQueryOf, listSearch } from "~/features/products/list-query";
import { pageTitle } from "~/ui/meta";

export const handle = { breadcrumb: { key: "products.unique.title", to: "/unique-products" } };

export const meta = pageTitle;

/**
 * /unique-products: one row per product of the company, however many
 * locations hold it: how many, and the total amounts per unit.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ user, api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await emptyStateGuard(request, { user, api }, "products");
  const url = new URL(request.url);
  const state = { ...listQueryOf(url), view: "table" as const };
  const { rows, meta } = await uniqueProducts(api, state);
  const last = pageCount(meta.total, meta.limit);
  if (state.page > last) throw redirect(url.pathname + listSearch(state, { page: last }));
  return { title: `${t("products.unique.title")} – ${t("app.name")}`, state, rows, meta };
}

export default function UniqueProducts() {
  const { state, rows, meta } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("products.unique.title")}</h1>
      <p>{t("products.unique.intro")}</p>
      <p>
        <Link to="/products">{t("products.unique.allLink")}</Link>
      </p>
      <ProductSearchForm state={state} label={t("products.search.formLabel")} />
      <ProductSortLinks state={state} unique />
      <UniqueProductTable
        rows={rows}
        state={state}
        caption={t("products.caption.unique")}
        empty={state.q ? t("products.emptySearch", { q: state.q }) : t("products.empty")}
      />
      <ProductPager meta={meta} state={state} />
    </>
  );
}
