import { migrate } from "drizzle-orm/node-postgres/migrator";
import { fileURLToPath } from "node:url";
import type { Database } from "./client";

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** Applies every pending SQL migration in db/migrations, in one transaction each. */
export async function runMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder });
}
