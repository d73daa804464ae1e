import { route } from "@remix-run/route-config";

/** Change impact of a new sheet version; under the app layout. */
export const sdsChangeImpactRoutes = [
  route("sdsevents/:eventId/impact", "features/sds-change-impact/routes/impact.tsx"),
];
