import { route, type RouteConfigEntry } from "@remix-run/route-config";

const dir = "features/exposure/routes";

/** /exposure-history: a person's exposure history (the caller's own, or anyone's for the register's keepers and readers) and its PDF. */
export const exposureHistoryRoutes: RouteConfigEntry[] = [
  route("exposure-history", `${dir}/history.tsx`),
  route("exposure-history/pdf", `${dir}/history-pdf.ts`, { id: "exposure-history-pdf" }),
];
