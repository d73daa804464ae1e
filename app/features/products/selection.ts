/**
 * The value of a product row's checkbox, `<productId>@<locationId>` or
 * `<productId>`. Apart from ./forms.ts (which re-exports it) because the
 * product table renders it in the browser, and ./forms.ts brings zod along.
 */
export function selectionToken(productId: number, locationId: number | null): string {
  return locationId === null ? String(productId) : `${productId}@${locationId}`;
}
