import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { createTestDatabase } from "../support/db";

/**
 * Every tenant table carries company_id NOT NULL and an index whose
 * first column is company_id, so every company-scoped query has an index to
 * start from and the schema can be distributed by company (docs/deployment.md).
 * A new table fails here until it is a tenant table or is named below.
 */

/** Tables that hold no company's data, and why. */
const GLOBAL_TABLES: Readonly<Record<string, string>> = {
  companies: "the tenants themselves",
  frontend_texts: "interface texts, the same for every company",
  onboarding_forms: "the questionnaire definitions, the same for every company",
  rate_limits: "rate-limiter counters keyed by client, not by company",
  __drizzle_migrations: "migration bookkeeping",
  legislation_list_versions:
    "regulatory list versions: the shipped ones for every company, an import only for its owner_company_id",
  legislation_entries: "the entries of a regulatory list version",
  legislation_entry_keys: "the keys a regulatory list entry is matched by",
};

let db: Database;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
});
afterAll(async () => {
  await db.$client.end();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

describe("tenant tables", () => {
  it("every table of the public schema is a tenant table or a named global one", async () => {
    const tables = await rows<{ table_name: string; nullable: string | null }>(sql`
      SELECT t.table_name, c.is_nullable AS nullable
      FROM information_schema.tables t
      LEFT JOIN information_schema.columns c
        ON c.table_schema = t.table_schema AND c.table_name = t.table_name AND c.column_name = 'company_id'
      WHERE t.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      ORDER BY t.table_name`);
    expect(tables.length).toBeGreaterThan(10);
    const problems = tables
      .filter((t) => !(t.table_name in GLOBAL_TABLES))
      .filter((t) => t.nullable !== "NO")
      .map((t) => `${t.table_name}: company_id ${t.nullable === null ? "missing" : "nullable"}`);
    expect(problems).toEqual([]);
  });

  it("every tenant table has an index whose first column is company_id", async () => {
    const tables = await rows<{ table_name: string; leading: boolean }>(sql`
      SELECT c.relname AS table_name,
        EXISTS (
          SELECT 1 FROM pg_index i
          JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[0]
          WHERE i.indrelid = c.oid AND a.attname = 'company_id'
        ) AS leading
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r'
        AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'company_id' AND NOT a.attisdropped)
      ORDER BY c.relname`);
    const missing = tables.filter((t) => !t.leading && t.table_name !== "companies").map((t) => t.table_name);
    expect(missing).toEqual([]);
  });

  it("the global tables named above exist, so the list stays true", async () => {
    const names = (
      await rows<{ table_name: string }>(sql`
        SELECT table_name FROM information_schema.tables WHERE table_schema IN ('public', 'drizzle')`)
    ).map((r) => r.table_name);
    for (const table of Object.keys(GLOBAL_TABLES)) expect(names).toContain(table);
  });
});
