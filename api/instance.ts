import { getDatabase } from "../db/client";
import { createApi } from "./app";
import { createOidcVerifier } from "./auth";
import type { ApiApp } from "./env";

let instance: ApiApp | undefined;

/**
 * The process-wide API, built on first use from the environment:
 * DATABASE_URL, OIDC_ISSUER and OIDC_AUDIENCE (default urn:chemsafe:api).
 */
export function getApi(): ApiApp {
  if (!instance) {
    const issuer = process.env.OIDC_ISSUER;
    if (!issuer) throw new Error("OIDC_ISSUER is not set");
    instance = createApi({
      db: getDatabase(),
      verifyToken: createOidcVerifier({ issuer, audience: process.env.OIDC_AUDIENCE ?? "urn:chemsafe:api" }),
    });
  }
  return instance;
}

/** Replaces the process-wide API (e.g. one built on a test database); undefined resets it. */
export function setApiForTests(api: ApiApp | undefined): void {
  instance = api;
}
