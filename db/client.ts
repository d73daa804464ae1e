import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema";

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

/** Opens a pooled connection to the given PostgreSQL database. */
export function createDatabase(url: string, max = 10): Database {
  // allowExitOnIdle: idle connections must not keep a stopping server alive.
  const pool = new pg.Pool({ connectionString: url, max, allowExitOnIdle: true });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on("error", (error) => console.error("postgres pool error", error.message));
  return drizzle(pool, { schema }) as Database;
}

let shared: Database | undefined;

/** The process-wide database, configured by DATABASE_URL. */
export function getDatabase(): Database {
  if (!shared) {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error("DATABASE_URL is not set");
    shared = createDatabase(url);
  }
  return shared;
}
