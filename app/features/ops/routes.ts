import { route } from "@remix-run/route-config";

/** Health checks for load balancers and orchestrators; no session, no layout. */
export const opsRoutes = [
  route("healthz", "features/ops/routes/healthz.ts"),
  route("readyz", "features/ops/routes/readyz.ts"),
];
