import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { fileURLToPath } from "node:url";
import type { Database } from "./client";

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** pg_advisory_lock key of the migrations ("chemsafe" in ASCII, as a number). */
const MIGRATION_LOCK = 0x63_68_65_6d_73_61_66_65n;

/**
 * Applies every pending SQL migration in db/migrations, in one transaction each.
 * Several instances starting at once take turns: the first applies, the others
 * wait on an advisory lock and then find nothing left to do.
 */
export async function runMigrations(db: Database): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK.toString()]);
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK.toString()]).catch(() => undefined);
    client.release();
  }
}
