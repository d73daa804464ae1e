import type { RouteConfigEntry } from "@remix-run/route-config";

/** /exposure-history: a person's exposure history (the caller's own, or anyone's for the register's keepers and readers) and its PDF. */
export const exposureHistoryRoutes: RouteConfigEntry[] = [];
