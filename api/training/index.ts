import type { ApiApp, ApiDeps } from "../env";
import { registerTrainingRoutes } from "./routes";

/** Training (/training/v1): courses, completions, who is due and certificates. */
export function registerTrainingApi(api: ApiApp, deps: ApiDeps): void {
  registerTrainingRoutes(api, deps);
}
