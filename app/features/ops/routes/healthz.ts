import { healthResponse } from "~/lib/health.server";

/** Liveness: 200 { status: "ok" } when the process is up and the database answers, else 503. */
export const loader = () => healthResponse();
