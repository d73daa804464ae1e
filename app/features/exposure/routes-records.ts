import type { RouteConfigEntry } from "@remix-run/route-config";

/** /exposures/create (query location_id and sds, or plan) records an occasion; /exposures/instances/{uid} reads one with its history, corrects it or marks it as made in error. */
export const exposureRecordsRoutes: RouteConfigEntry[] = [];
