import type { ApiApp, ApiDeps } from "../env";
import { registerAccessRoutes } from "./access-routes";
import { registerHistoryRoutes } from "./history-routes";
import { registerPlanRoutes } from "./plan-routes";
import { registerRecordRoutes } from "./record-routes";
import { registerRegisterRoutes } from "./register-routes";

/** The exposure register (/exposure/v1): plans, records, the register and lists, a person's history. */
export function registerExposureApi(api: ApiApp, deps: ApiDeps): void {
  registerAccessRoutes(api, deps);
  registerPlanRoutes(api, deps);
  registerRecordRoutes(api, deps);
  registerRegisterRoutes(api, deps);
  registerHistoryRoutes(api, deps);
}
