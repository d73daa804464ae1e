import type { RouteConfigEntry } from "@remix-run/route-config";

/** /exposures/plans (the list and a new plan) and /exposures/plans/{uid} (a plan: read, change, close, record an occasion from it). */
export const exposurePlansRoutes: RouteConfigEntry[] = [];
