import type { ApiApp, ApiDeps } from "../env";
import { registerSdsEventRoutes } from "./routes";

/** SDS events (/sdsevents), actions (/actions), and copying and expiring a sheet (Document v1). */
export function registerSdsEventsApi(api: ApiApp, deps: ApiDeps): void {
  registerSdsEventRoutes(api, deps);
}
