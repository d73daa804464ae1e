import type { ApiApp, ApiDeps } from "../env";
import { registerSubstitutionRoutes } from "./routes";

/** Substitutions (/substitute, /substitution-history). */
export function registerSubstitutionApi(api: ApiApp, deps: ApiDeps): void {
  registerSubstitutionRoutes(api, deps);
}
