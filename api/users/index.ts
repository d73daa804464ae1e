import type { ApiApp, ApiDeps } from "../env";
import { registerUserAdminRoutes } from "./admin-routes";
import { registerPersonalDataRoutes } from "./personal-data-routes";
import { registerUserRoutes } from "./routes";

/** Users: the signed-in user, personal data, and the administration of the company's users. */
export function registerUsersApi(api: ApiApp, deps: ApiDeps): void {
  registerUserRoutes(api, deps);
  registerPersonalDataRoutes(api, deps);
  registerUserAdminRoutes(api, deps);
}
