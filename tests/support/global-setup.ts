import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { createDatabase } from "../../db/client";
import { ensureDatabase, startEmbeddedPostgres } from "../../db/embedded";
import { runMigrations } from "../../db/migrate";
import { seedDemoData } from "../../seed/seed";
import { syncTexts } from "../../db/texts-sync";

export const TEMPLATE_DATABASE = "chemsafe_template";

/**
 * One embedded PostgreSQL cluster per test run. The template database is
 * migrated and seeded once; each test file clones it (tests/support/db.ts).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "chemsafe-vitest-"));
  const port = 40000 + Math.floor(Math.random() * 20000);
  const cluster = await startEmbeddedPostgres({ dir, port, persistent: false });
  await ensureDatabase(cluster.adminUrl, TEMPLATE_DATABASE);
  const db = createDatabase(cluster.urlFor(TEMPLATE_DATABASE), 1);
  await runMigrations(db);
  await seedDemoData(db);
  await syncTexts(db);
  await db.$client.end();
  project.provide("pgAdminUrl", cluster.adminUrl);
  return async () => {
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}
