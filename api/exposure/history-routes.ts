import type { ApiApp, ApiDeps } from "../env";

/** A person's exposure history (the caller's own, or anyone's for the register's keepers and readers) and its PDF. */
export function registerHistoryRoutes(api: ApiApp, deps: ApiDeps): void {
  void api;
  void deps;
}
