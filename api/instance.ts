import { getDatabase } from "../db/client";
import { createApi } from "./app";
import { createOidcVerifier } from "./auth";
import { cacheVerifiedTokens } from "./token-cache";
import type { ApiApp } from "./env";
import { startJobs, stopJobs } from "./jobs";
import { warmPdfReader } from "./products/sds-reader";

let instance: ApiApp | undefined;

/**
 * The process-wide API, built on first use from the environment:
 * DATABASE_URL, OIDC_ISSUER and OIDC_AUDIENCE (default urn:chemsafe:api).
 * Building it also starts the background jobs (pg-boss: mail delivery and the
 * sweeps, decision 019) on the same database, once per process; they stop on
 * SIGTERM or SIGINT, before the process ends. JOBS=off leaves them out (e.g.
 * for a process that only serves the API beside another that runs the jobs).
 * It also starts loading the PDF reader, so the first upload is not slowed.
 */
export function getApi(): ApiApp {
  if (!instance) {
    const issuer = process.env.OIDC_ISSUER;
    if (!issuer) throw new Error("OIDC_ISSUER is not set");
    instance = createApi({
      db: getDatabase(),
      verifyToken: cacheVerifiedTokens(
        createOidcVerifier({ issuer, audience: process.env.OIDC_AUDIENCE ?? "urn:chemsafe:api" }),
      ),
    });
    runJobs();
    // Not awaited: the PDF library loads (about 3 s) while the first pages are served.
    void warmPdfReader();
  }
  return instance;
}

function runJobs(): void {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl || process.env.JOBS === "off") return;
  startJobs({ databaseUrl, db: getDatabase() }).catch((error: unknown) =>
    console.error("[jobs] could not start; queued mail waits for the next start:", error),
  );
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      void stopJobs().catch((error: unknown) => console.error("[jobs] stop:", error));
    });
  }
}

/** Replaces the process-wide API (e.g. one built on a test database); undefined resets it. */
export function setApiForTests(api: ApiApp | undefined): void {
  instance = api;
}
