import { route, type RouteConfigEntry } from "@remix-run/route-config";

const dir = "features/exposure/routes";

/** /exposure (the register by location, product and person), /exposures/instances (every record, filtered), /exposures (the legacy history: there), and the exports. */
export const exposureRegisterRoutes: RouteConfigEntry[] = [
  route("exposure", `${dir}/register-register.tsx`, { id: "exposure/register" }),
  route("exposure/register.csv", `${dir}/register-export.ts`, { id: "exposure/register-csv" }),
  route("exposure/register.xlsx", `${dir}/register-export.ts`, { id: "exposure/register-xlsx" }),
  route("exposures/instances", `${dir}/register-instances.tsx`, { id: "exposure/instances" }),
  route("exposures/instances.csv", `${dir}/register-export.ts`, { id: "exposure/instances-csv" }),
  route("exposures/instances.xlsx", `${dir}/register-export.ts`, { id: "exposure/instances-xlsx" }),
  route("exposures", `${dir}/register-legacy.ts`, { id: "exposure/legacy" }),
];
