/**
 * A database of the HTTP benchmark's size, kept for looking at query plans (EXPLAIN (ANALYZE, BUFFERS)) by hand:
 * the same data as `npm run bench -- http` makes for that size (demo seed, bench/http-data.ts with the exposure
 * register, bench/point-of-use-data.ts), in a persistent embedded PostgreSQL under `.tmp/large-db/`.
 *
 *   npx tsx bench/large-db.ts build [small|medium|large]   makes it (about 9 minutes at large), then stops
 *   npx tsx bench/large-db.ts serve                        starts it, applies newer migrations, prints its URL until stopped
 *
 * Plans are only worth reading after ANALYZE, which `build` runs at the end, as autovacuum would in production.
 */
import { join, resolve, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { createDatabase } from "../db/client";
import { ensureDatabase, startEmbeddedPostgres } from "../db/embedded";
import { runMigrations } from "../db/migrate";
import { seedDemoData } from "../seed/seed";
import { generateHttpData, HTTP_SIZES } from "./http-data";
import { generatePointOfUse } from "./point-of-use-data";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const DIR = join(ROOT, ".tmp", "large-db");
const PORT = Number(process.env.LARGE_DB_PORT ?? 3891);
const DATABASE = "bench_large";

const [command = "serve", sizeName = "large"] = process.argv.slice(2);
const cluster = await startEmbeddedPostgres({ dir: DIR, port: PORT, persistent: true });
const url = cluster.urlFor(DATABASE);
if (command === "build") {
  const size = HTTP_SIZES.find((s) => s.name === sizeName);
  if (!size) throw new Error(`unknown size ${sizeName}; known: ${HTTP_SIZES.map((s) => s.name).join(", ")}`);
  await ensureDatabase(cluster.adminUrl, DATABASE);
  const db = createDatabase(url, 2);
  const started = performance.now();
  await runMigrations(db);
  await seedDemoData(db);
  const counts = await generateHttpData(db, size, { exposure: true });
  const pointOfUse = await generatePointOfUse(db);
  await db.execute(sql`ANALYZE`);
  console.log(JSON.stringify({ counts, pointOfUse: pointOfUse.counts }));
  console.log(`built ${sizeName} in ${Math.round((performance.now() - started) / 1000)} s`);
  await db.$client.end();
  await cluster.stop();
} else if (command === "serve") {
  // A database built before the newest migrations gets them (and fresh statistics for what they added), so plans
  // are read against today's schema without a nine-minute rebuild.
  const db = createDatabase(url, 2);
  await runMigrations(db);
  await db.execute(sql`ANALYZE`);
  await db.$client.end();
  console.log(url);
  await new Promise<void>((done) => {
    process.once("SIGINT", done);
    process.once("SIGTERM", done);
  });
  await cluster.stop();
} else {
  throw new Error(`unknown command ${command}; known: build, serve`);
}
