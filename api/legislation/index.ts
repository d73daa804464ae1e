import type { ApiApp, ApiDeps } from "../env";
import { registerLegislationRoutes } from "./routes";

/** The legislation lists (the Archive calls): screening the company's products against regulatory lists. */
export function registerLegislationApi(api: ApiApp, deps: ApiDeps): void {
  registerLegislationRoutes(api, deps);
}
