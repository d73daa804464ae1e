/**
 * `npm run db:reset`: empties the database (DATABASE_URL, else the embedded
 * one under DATA_DIR), applies the migrations and seeds the demo data again.
 */
import { sql } from "drizzle-orm";
import { join, resolve } from "node:path";
import { createDatabase } from "../db/client";
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedCluster } from "../db/embedded";
import { runMigrations } from "../db/migrate";
import { seedDemoData } from "../seed/seed";
import { syncTexts } from "../db/texts-sync";
import { lockDataDir } from "./data-dir-lock";

const dataDir = resolve(process.env.DATA_DIR ?? "data");
let cluster: EmbeddedCluster | undefined;
let unlock = () => {};
try {
  let url = process.env.DATABASE_URL;
  if (!url) {
    unlock = lockDataDir(dataDir);
    cluster = await startEmbeddedPostgres({
      dir: join(dataDir, "postgres"),
      port: Number(process.env.EMBEDDED_PG_PORT ?? 54329),
    });
    await ensureDatabase(cluster.adminUrl, "chemsafe");
    url = cluster.urlFor("chemsafe");
  }
  const db = createDatabase(url, 1);
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`drop schema if exists public cascade`);
  await db.execute(sql`create schema public`);
  await runMigrations(db);
  await seedDemoData(db);
  await syncTexts(db);
  await db.$client.end();
  console.log("Database reset: migrations applied and demo data seeded.");
} finally {
  await cluster?.stop();
  unlock();
}
