import type { ApiApp, ApiDeps } from "../env";

/** Lists of documents and the risk-assessment status of a location's products. */
export function registerListRoutes(_api: ApiApp, _deps: ApiDeps): void {}
