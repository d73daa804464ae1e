import type { ExposureAccessWire } from "../../../api/exposure/schemas";
import type { ApiClient } from "../../lib/api-client.server";
import { blocked } from "../../lib/guards.server";
import { getExposureAccess } from "./api.server";

/**
 * The plan pages' guard: keepers and readers of the register and the people it applies to read plans; only
 * keepers make and change them. Anyone else is sent to /main with the register's warning (the API refuses
 * them too; this spares them a page they cannot use).
 */
export async function requirePlanAccess(
  request: Request,
  api: Pick<ApiClient, "get">,
  options: { keeper?: boolean } = {},
): Promise<ExposureAccessWire> {
  const access = await getExposureAccess(api);
  const allowed = options.keeper
    ? access.is_admin
    : access.is_admin || access.is_reader || access.in_register;
  if (!allowed) await blocked(request, "exposure.error.notAllowed");
  return access;
}

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
