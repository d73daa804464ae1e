/** The plan pages' addresses (shared by the loaders and the pages). */

/** The plan list's address with its filters (the defaults left out). */
export function plansSearch(state: {
  q: string;
  status: string;
  locationId: number | null;
  productId: number | null;
  personId: number | null;
  page: number;
}): string {
  const params = new URLSearchParams();
  if (state.q) params.set("q", state.q);
  if (state.status !== "open") params.set("status", state.status);
  if (state.locationId !== null) params.set("location", String(state.locationId));
  if (state.productId !== null) params.set("product", String(state.productId));
  if (state.personId !== null) params.set("person", String(state.personId));
  if (state.page > 1) params.set("page", String(state.page));
  const query = params.toString();
  return `/exposures/plans${query ? `?${query}` : ""}`;
}
