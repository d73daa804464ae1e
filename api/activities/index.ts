import type { ApiApp, ApiDeps } from "../env";
import { registerActivityRoutes } from "./routes";

/** The audit trail (recent activity): read-only lists for company administrators. */
export function registerActivitiesApi(api: ApiApp, deps: ApiDeps): void {
  registerActivityRoutes(api, deps);
}
