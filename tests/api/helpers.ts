import { and, eq } from "drizzle-orm";
import { createApi } from "../../api/app";
import { createJwtVerifier } from "../../api/auth";
import type { ApiApp } from "../../api/env";
import type { Database } from "../../db/client";
import { locations, products } from "../../db/schema";
import { DEMO_COMPANY_IDS } from "../../seed/seed";
import { createTestDatabase } from "../support/db";
import { createTestIssuer, TEST_AUDIENCE, TEST_ISSUER, type TestIssuer } from "../support/tokens";

export const DEMO = DEMO_COMPANY_IDS.demoChemicals;
export const OTHER = DEMO_COMPANY_IDS.otherIndustries;

/** Seeded users: the demo company's admin, HSE manager and worker, and the other company's admin. */
export const ADMIN = "admin@demo.test";
export const HSE = "hse@demo.test";
export const WORKER = "worker@demo.test";
export const OTHER_ADMIN = "admin@other.test";

/** The API's answer for an id the caller may not see. */
export const NOT_FOUND = { message: "Not found" };

export interface ApiHarness {
  api: ApiApp;
  db: Database;
  issuer: TestIssuer;
  /** Authorization header (plus any extra headers) for the email. */
  headersFor(email: string, extra?: Record<string, string>): Promise<Record<string, string>>;
  /** GET/POST as the email; parses the JSON body. */
  call(
    email: string | null,
    path: string,
    init?: { method?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; body: unknown; headers: Headers; text: string }>;
  close(): Promise<void>;
}

/** A fresh database and an API that trusts a throwaway test issuer. */
export async function createHarness(): Promise<ApiHarness> {
  const { db } = await createTestDatabase();
  const issuer = await createTestIssuer();
  const api = createApi({
    db,
    verifyToken: createJwtVerifier({ issuer: TEST_ISSUER, audience: TEST_AUDIENCE, jwks: issuer.jwks }),
  });
  const headersFor = async (email: string, extra: Record<string, string> = {}) => ({
    Authorization: `Bearer ${await issuer.tokenFor(email)}`,
    ...extra,
  });
  return {
    api,
    db,
    issuer,
    headersFor,
    async call(email, path, init = {}) {
      const headers: Record<string, string> = {
        ...(email ? await headersFor(email) : {}),
        ...(init.body !== undefined ? { "Content-Type": "application/json" } : {}),
        ...init.headers,
      };
      const response = await api.request(path, {
        method: init.method ?? "GET",
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON (e.g. the HTML reference)
      }
      return { status: response.status, body, headers: response.headers, text };
    },
    close: () => db.$client.end(),
  };
}

/** The id of the one location with this name in the company (seeded names are unique per company). */
export async function locationIdOf(db: Database, companyId: number, name: string): Promise<number> {
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.companyId, companyId), eq(locations.name, name)));
  if (rows.length !== 1) throw new Error(`${rows.length} locations named ${name}`);
  return rows[0]!.id;
}

/** The id of the one product with this name in the company (seeded names are unique per company). */
export async function productIdOf(db: Database, companyId: number, name: string): Promise<number> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.companyId, companyId), eq(products.name, name)));
  if (rows.length !== 1) throw new Error(`${rows.length} products named ${name}`);
  return rows[0]!.id;
}
