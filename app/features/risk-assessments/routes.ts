import type { RouteConfigEntry } from "@remix-run/route-config";

/**
 * Risk assessments and SPS documents: /documents/{type} and /locations/{locationId}/documents/{type}, and the
 * risk-assessment status of a location's products (/riskassessment/status, /locations/{locationId}/…).
 */
export const riskAssessmentRoutes: RouteConfigEntry[] = [];
