import type { ApiApp, ApiDeps } from "../env";
import { registerPersonalDataAdminRoutes } from "./routes";

/** Personal data of the company's people for administrators (/gdpr): export and erasure. */
export function registerGdprApi(api: ApiApp, deps: ApiDeps): void {
  registerPersonalDataAdminRoutes(api, deps);
}
