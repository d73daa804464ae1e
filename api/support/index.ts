import type { ApiApp, ApiDeps } from "../env";
import { registerSupportRoutes } from "./routes";

/** The support tab of company settings: support contacts, system status and the full export. */
export function registerSupportApi(api: ApiApp, deps: ApiDeps): void {
  registerSupportRoutes(api, deps);
}
