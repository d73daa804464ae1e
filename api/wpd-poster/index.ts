import type { ApiApp, ApiDeps } from "../env";
import { registerWpdPosterRoutes } from "./routes";

/** The poster layout of workplace descriptions (/document/v1/wpd-poster). */
export function registerWpdPosterApi(api: ApiApp, deps: ApiDeps): void {
  registerWpdPosterRoutes(api, deps);
}
