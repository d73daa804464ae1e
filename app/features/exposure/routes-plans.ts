import { route, type RouteConfigEntry } from "@remix-run/route-config";

const dir = "features/exposure/routes";

/** /exposures/plans (the list and a new plan) and /exposures/plans/{uid} (a plan: read, change, close, record an occasion from it). */
export const exposurePlansRoutes: RouteConfigEntry[] = [
  route("exposures/plans", `${dir}/plans-list.tsx`, { id: "exposure/plans" }),
  route("exposures/plans/new", `${dir}/plans-new.tsx`, { id: "exposure/plans-new" }),
  route("exposures/plans/:uid", `${dir}/plans-plan.tsx`, { id: "exposure/plan" }),
];
