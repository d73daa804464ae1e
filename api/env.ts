import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Database } from "../db/client";
import type { Company, UserRow } from "../db/schema";
import type { TokenVerifier } from "./auth";

/** What the API is built from. */
export interface ApiDeps {
  db: Database;
  verifyToken: TokenVerifier;
}

/** Request context: the caller (set by the auth middleware) and the request language. */
export interface ApiVariables {
  user: UserRow;
  company: Company;
  /** Language id from X-LANGUAGE / User-Language; 4 (British English) by default. */
  language: number;
}

export interface ApiEnv {
  Variables: ApiVariables;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Hono's own "no routes typed" schema
export type ApiApp = OpenAPIHono<ApiEnv, {}, "/api">;

export const API_BASE_PATH = "/api";
