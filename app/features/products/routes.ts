import { route } from "@remix-run/route-config";

const dir = "features/products/routes";

/** Products, their safety data sheets, search, and products at locations. */
export const productRoutes = [
  route("products", `${dir}/products.tsx`, { index: true }),
  route("products/empty", `${dir}/products-empty.tsx`),
  route("products/new", `${dir}/product-new.tsx`),
  route("products/:prodId", `${dir}/product.tsx`, { index: true }),
  route("products/:prodId/edit", `${dir}/product-edit.tsx`),
  route("product/:actionType", `${dir}/product-action.tsx`),
  route("amounts/edit", `${dir}/amounts-edit.tsx`),
  route("unique-products", `${dir}/unique-products.tsx`),
  route("locations/:locationId/products", `${dir}/location-products.tsx`),
  route("locations/:locationId/unique-products", `${dir}/location-unique-products.tsx`),
  route("sds/:key", `${dir}/sds.tsx`, { index: true }),
  route("search", `${dir}/search.tsx`),
  route("replace-sds", `${dir}/replace-sds.tsx`),
];

/** The SDS PDF itself. */
export const productResourceRoutes = [route("sds/:key/pdf", `${dir}/sds-pdf.ts`)];
