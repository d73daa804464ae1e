import { route, type RouteConfigEntry } from "@remix-run/route-config";

const dir = "features/smartforms/routes";

/**
 * /smartforms/documents/{documentId}/approval, a document's versions, moving a legacy document to a smart form,
 * and the lifecycle panel's action.
 */
export const lifecycleRoutes: RouteConfigEntry[] = [
  route("smartforms/documents/:documentId/approval", `${dir}/approval.tsx`),
  route("smartforms/documents/:documentId/versions", `${dir}/versions.tsx`),
  route("smartforms/documents/:documentId/legacy", `${dir}/legacy.tsx`),
  route("smartforms/documents/:documentId/lifecycle", `${dir}/lifecycle-action.tsx`),
];
