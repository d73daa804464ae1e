/** The URLs of the product pages, built in one place. */

/** The product page's URL, keeping the sheet's language and market when given. */
export function productPath(
  id: number,
  sheet: { language?: number | null; market?: number | null } = {},
): string {
  const query = new URLSearchParams();
  if (sheet.language) query.set("sds_language", String(sheet.language));
  if (sheet.market) query.set("sds_market", String(sheet.market));
  const search = query.toString();
  return `/products/${id}${search ? `?${search}` : ""}`;
}

/** /replace-sds for the product, at step 2 (the comparison) when a sheet key is given. */
export function replacePath(productId: number, sdsKey?: string): string {
  const query = new URLSearchParams({ prodId: String(productId) });
  if (sdsKey) query.set("sds_key", sdsKey);
  return `/replace-sds?${query.toString()}`;
}
