import type { ApiApp } from "../env";
import { registerSiteRoutes } from "./routes";

/** The site: the caller's company settings. */
export function registerSiteApi(api: ApiApp): void {
  registerSiteRoutes(api);
}
