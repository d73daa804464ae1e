import { route, type RouteConfigEntry } from "@remix-run/route-config";

const dir = "features/smartforms/routes";

/**
 * /smartforms/{type}/documents/create and /smartforms/{type}/documents/{documentId}: filling in a document,
 * with its print view and PDF streamed from the API.
 */
export const documentRoutes: RouteConfigEntry[] = [
  route("smartforms/:type/documents/create", `${dir}/document-create.tsx`),
  route("smartforms/:type/documents/:documentId", `${dir}/document.tsx`),
  route("smartforms/:type/documents/:documentId/print", `${dir}/document-print.ts`, { id: "document-print" }),
  route("smartforms/:type/documents/:documentId/pdf", `${dir}/document-pdf.ts`, { id: "document-pdf" }),
];
