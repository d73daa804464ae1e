import type { RouteConfigEntry } from "@remix-run/route-config";

/** /exposure (the register by location, product and person), /exposures/instances (every record, filtered), /exposures (the legacy history: there), and the exports. */
export const exposureRegisterRoutes: RouteConfigEntry[] = [];
