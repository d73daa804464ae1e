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
