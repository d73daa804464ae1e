import type { ApiApp, ApiDeps } from "../env";

/** The register by location, product and person, the list of records, and their CSV and XLSX exports. */
export function registerRegisterRoutes(api: ApiApp, deps: ApiDeps): void {
  void api;
  void deps;
}
