import type { ApiApp, ApiDeps } from "../env";

/** Exposure plans: planned work with a registrable product (list, create, read, change, close, the people). */
export function registerPlanRoutes(api: ApiApp, deps: ApiDeps): void {
  void api;
  void deps;
}
