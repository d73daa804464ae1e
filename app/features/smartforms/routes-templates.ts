import type { RouteConfigEntry } from "@remix-run/route-config";

/** /smartforms, /smartforms/{type} and /smartforms/{type}/template/{id}: the template builder. */
export const templateRoutes: RouteConfigEntry[] = [];
