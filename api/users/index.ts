import type { ApiApp, ApiDeps } from "../env";
import { registerPersonalDataRoutes } from "./personal-data-routes";
import { registerUserRoutes } from "./routes";

/** Users: the signed-in user, other users of the company, and personal data. */
export function registerUsersApi(api: ApiApp, deps: ApiDeps): void {
  registerUserRoutes(api, deps);
  registerPersonalDataRoutes(api, deps);
}
