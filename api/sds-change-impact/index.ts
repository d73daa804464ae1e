import type { ApiApp, ApiDeps } from "../env";
import { registerSdsChangeImpactRoutes } from "./routes";

/** Change impact of a new sheet version (GET /sdsevents/v1/events/{id}/impact). */
export function registerSdsChangeImpactApi(api: ApiApp, deps: ApiDeps): void {
  registerSdsChangeImpactRoutes(api, deps);
}
