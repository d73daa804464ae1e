import { route, type RouteConfigEntry } from "@remix-run/route-config";

const dir = "features/risk-assessments/routes";

/**
 * Risk assessments and SPS documents: /documents/{type} and /locations/{locationId}/documents/{type}, and the
 * risk-assessment status of a location's products (/riskassessment/status, /locations/{locationId}/…).
 */
export const riskAssessmentRoutes: RouteConfigEntry[] = [
  route("documents/:type", `${dir}/documents.tsx`, { id: "risk-assessments/documents" }),
  route("locations/:locationId/documents/:type", `${dir}/documents.tsx`, {
    id: "risk-assessments/location-documents",
  }),
  route("riskassessment/status", `${dir}/status.tsx`, { id: "risk-assessments/status" }),
  route("locations/:locationId/riskassessment/status", `${dir}/status.tsx`, {
    id: "risk-assessments/location-status",
  }),
];
