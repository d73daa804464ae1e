import type { ApiApp, ApiDeps } from "../env";
import { registerReadUnderstoodRoutes } from "./routes";

/** Read and understood (/read-understood/v1): a person's list, SDS acknowledgements, assignments, status. */
export function registerReadUnderstoodApi(api: ApiApp, deps: ApiDeps): void {
  registerReadUnderstoodRoutes(api, deps);
}
