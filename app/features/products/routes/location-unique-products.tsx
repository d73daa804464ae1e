import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { informationPath, LocationPath } from "~/features/locations/components/LocationPath";
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
import { idFromParams } from "~/lib/route-params.server";
import { locationOf, uniqueProducts } from "~/features/products/api.server";
import { listQueryOf, listSearch } from "~/features/products/list-query";
import { rememberLocation } from "~/features/locations/recent-locations.server";
import { pageTitle } from "~/ui/meta";

export const handle = { breadcrumb: { key: "products.unique.title", to: "/unique-products" } };

export const meta = pageTitle;

const uniquePath = (id: number) => `/locations/${id}/unique-products`;

/**
 * /locations/{locationId}/unique-products: one row per product kept at the
 * location or inside it ("only this location" narrows it), with how many
 * locations hold it and the totals per unit.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [{ user, api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  const id = idFromParams(params.locationId);
  await emptyStateGuard(request, { user, api }, "products");
  const url = new URL(request.url);
  const state = { ...listQueryOf(url), view: "table" as const };
  const location = await locationOf(api, id);
  const { rows, meta } = await uniqueProducts(api, state, id);
  const last = pageCount(meta.total, meta.limit);
  if (state.page > last) throw redirect(url.pathname + listSearch(state, { page: last }));
  return data(
    {
      title: `${t("products.unique.locationTitle", { name: location.name })} – ${t("app.name")}`,
      location: { id: location.id, name: location.name, path: location.path, archived: location.archived },
      state,
      rows,
      meta,
    },
    { headers: { "Set-Cookie": await rememberLocation(request, location.id) } },
  );
}

export default function LocationUniqueProducts() {
  const { location, state, rows, meta } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <div className="location-heading">
        <h1>{t("products.unique.locationHeading", { name: location.name })}</h1>
        {location.archived ? <span className="tag">{t("products.archived")}</span> : null}
      </div>
      <LocationPath
        path={location.path}
        linkTo={uniquePath}
        lastIsCurrent
        label={t("products.location.path")}
      />
      <p className="location-links">
        <Link to={`/locations/${location.id}/products`}>
          {t("products.unique.locationAllLink", { name: location.name })}
        </Link>
        <Link to={informationPath(location.id)}>
          {t("products.location.information", { name: location.name })}
        </Link>
      </p>
      <ProductSearchForm state={state} label={t("products.search.formLabel")} showOnlyHere />
      <ProductSortLinks state={state} unique />
      <UniqueProductTable
        rows={rows}
        state={state}
        caption={t("products.caption.uniqueLocation", { name: location.name })}
        empty={state.q ? t("products.emptySearch", { q: state.q }) : t("products.empty")}
      />
      <ProductPager meta={meta} state={state} />
    </>
  );
}
