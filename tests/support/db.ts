import { randomBytes } from "node:crypto";
import { inject } from "vitest";
import { createDatabase, type Database } from "../../db/client";
import { ensureDatabase } from "../../db/embedded";

/** A fresh database for one test file: a copy of the migrated, seeded template. */
export async function createTestDatabase(): Promise<{ db: Database; url: string }> {
  const adminUrl = inject("pgAdminUrl");
  const name = `test_${randomBytes(6).toString("hex")}`;
  await ensureDatabase(adminUrl, name, "chemsafe_template");
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  return { db: createDatabase(url, 4), url };
}
