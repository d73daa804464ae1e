import type { ApiApp, ApiDeps } from "../env";
import { registerCustomReportRoutes } from "./routes";

/** Custom reports: saved report definitions, their runs and exports. */
export function registerCustomReportsApi(api: ApiApp, deps: ApiDeps): void {
  registerCustomReportRoutes(api, deps);
}
