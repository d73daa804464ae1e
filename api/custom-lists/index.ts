import type { ApiApp, ApiDeps } from "../env";
import { registerCustomListRoutes } from "./routes";

/** Custom lists: the company's own lists of substances, screened like the legislation lists. */
export function registerCustomListsApi(api: ApiApp, deps: ApiDeps): void {
  registerCustomListRoutes(api, deps);
}
