import type { ApiApp, ApiDeps } from "../env";
import { registerCompanySettingsRoutes } from "./routes";

/** Company settings: saving the tabs, the greylist, the primary markets. */
export function registerCompanySettingsApi(api: ApiApp, deps: ApiDeps): void {
  registerCompanySettingsRoutes(api, deps);
}
