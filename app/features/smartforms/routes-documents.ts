import type { RouteConfigEntry } from "@remix-run/route-config";

/** /smartforms/{type}/documents/create and /smartforms/{type}/documents/{documentId}: filling in a document. */
export const documentRoutes: RouteConfigEntry[] = [];
