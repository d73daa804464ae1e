import type { ApiApp, ApiDeps } from "../env";

/** Exposure records: recording an occasion (from a plan or not), reading one with its history, correcting it, marking it as made in error. */
export function registerRecordRoutes(api: ApiApp, deps: ApiDeps): void {
  void api;
  void deps;
}
