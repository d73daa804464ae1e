import { route, type RouteConfigEntry } from "@remix-run/route-config";

const dir = "features/exposure/routes";

/** /exposures/create (query location_id and sds, or plan) records an occasion; /exposures/instances/{uid} reads one with its history, corrects it or marks it as made in error. */
export const exposureRecordsRoutes: RouteConfigEntry[] = [
  route("exposures/create", `${dir}/records-create.tsx`, { id: "exposure/records-create" }),
  route("exposures/instances/:uid", `${dir}/records-record.tsx`, { id: "exposure/records-record" }),
];
