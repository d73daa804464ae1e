import type { ApiApp, ApiDeps } from "../env";
import { registerAmountReportRoutes } from "./routes";

/** The amount report: amounts held per product, location and hazard category, and its export. */
export function registerAmountsApi(api: ApiApp, deps: ApiDeps): void {
  registerAmountReportRoutes(api, deps);
}
