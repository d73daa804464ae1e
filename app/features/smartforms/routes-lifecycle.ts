import type { RouteConfigEntry } from "@remix-run/route-config";

/** /smartforms/documents/{documentId}/approval and a document's versions. */
export const lifecycleRoutes: RouteConfigEntry[] = [];
