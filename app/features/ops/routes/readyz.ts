import { readinessResponse } from "~/lib/health.server";

/** Readiness: 200 when the database answers and every migration is applied, else 503. */
export const loader = () => readinessResponse();
