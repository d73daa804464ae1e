import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { informationPath, LocationPath } from "~/features/locations/components/LocationPath";
import { ProductListView } from "~/features/products/components/ProductListView";
import { ProductStorageWarning } from "~/features/products/components/ProductStorageWarning";
import { pageCount } from "~/lib/list-params";
import { badRequest } from "~/lib/responses.server";
import { requireUser } from "~/lib/auth.server";
import { emptyStateGuard } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { idFromParams } from "~/lib/route-params.server";
import { locationOf, locationProducts, saveColumns, storageWarningOf } from "~/features/products/api.server";
import { columnsOf, listQueryOf, listSearch, pageUrlOf } from "~/features/products/list-query";
import { rememberLocation } from "~/features/locations/recent-locations.server";
import { pageTitle } from "~/ui/meta";
import { readForm, SMALL_FORM } from "~/lib/forms.server";

export const handle = { breadcrumb: { key: "products.title", to: "/products" } };

export const meta = pageTitle;

/** The products list's path of a location. */
const productsPath = (id: number) => `/locations/${id}/products`;

/**
 * /locations/{locationId}/products: the products at a location and the
 * locations inside it ("only this location" narrows it), with the location's
 * path, the TRGS 510 storage warning, and the list of /products. Visiting
 * makes it a recent location.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [{ user, api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  const id = idFromParams(params.locationId);
  await emptyStateGuard(request, { user, api }, "products");
  const url = new URL(request.url);
  const state = listQueryOf(url);
  const location = await locationOf(api, id);
  const [{ rows, meta }, warning] = await Promise.all([
    locationProducts(api, id, state),
    storageWarningOf(api, id),
  ]);
  const last = pageCount(meta.total, meta.limit);
  if (state.page > last) throw redirect(url.pathname + listSearch(state, { page: last }));
  const locationNames: Record<string, string> = { [String(location.id)]: location.name };
  for (const row of rows) locationNames[String(row.location_id)] = row.location_name;
  return data(
    {
      title: `${t("products.location.title", { name: location.name })} – ${t("app.name")}`,
      location: { id: location.id, name: location.name, path: location.path, archived: location.archived },
      state,
      rows,
      meta,
      warning,
      locationNames,
      columns: columnsOf(user),
      canAct: user.permissions.add_product === true,
      returnTo: pageUrlOf(request),
    },
    { headers: { "Set-Cookie": await rememberLocation(request, location.id) } },
  );
}

/**
 * The "Columns" form: the user's default columns (POST /user/v1/user). Only
 * on a location the user has: another company's id is the not-found page, as
 * everywhere else.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const [{ api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await locationOf(api, idFromParams(params.locationId));
  const formData = await readForm(request, SMALL_FORM);
  if (formData.get("intent") !== "columns") throw badRequest();
  return saveColumns(api, formData, t, pageUrlOf(request));
}

export default function LocationProducts() {
  const { location, state, rows, meta, warning, locationNames, columns, canAct, returnTo } =
    useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <>
      <div className="location-heading">
        <h1>{t("products.location.heading", { name: location.name })}</h1>
        {location.archived ? <span className="tag">{t("products.archived")}</span> : null}
      </div>
      <LocationPath
        path={location.path}
        linkTo={productsPath}
        lastIsCurrent
        label={t("products.location.path")}
      />
      <p className="location-links">
        <Link to={informationPath(location.id)}>
          {t("products.location.information", { name: location.name })}
        </Link>
        <Link to={`/locations/${location.id}/unique-products`}>{t("products.location.uniqueLink")}</Link>
      </p>
      {warning ? (
        <ProductStorageWarning warning={warning} locationId={location.id} locationNames={locationNames} />
      ) : null}
      <ProductListView
        rows={rows}
        meta={meta}
        state={state}
        columns={columns}
        canAct={canAct}
        returnTo={returnTo}
        from={location.id}
        caption={
          state.onlyHere
            ? t("products.caption.locationOnly", { name: location.name })
            : t("products.caption.location", { name: location.name })
        }
        columnsResult={reply?.result}
        showOnlyHere
      />
    </>
  );
}
