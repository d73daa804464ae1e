/**
 * `npx tsx bench/activities-sql.ts [rows]`: the audit trail's statements at size, seen by PostgreSQL.
 *
 * One throwaway embedded PostgreSQL under `.tmp/bench-activities/`: the migrations, the demo data and
 * `rows` (default 1,000,000) generated trail rows for Demo Chemicals (bench/http-data.ts's
 * generateActivities, as the HTTP benchmark's large size). Then each filter of GET /activity/v1/activities,
 * its first page and a page deep in the trail, runs through the API's own query code (api/activities/
 * trail.ts) with an executor that prints EXPLAIN (ANALYZE, BUFFERS) of the statement instead of running it,
 * so what is explained is exactly what the page runs. Also the person filter's choices.
 */
import { rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql, type SQL } from "drizzle-orm";
import { trailActors, trailPage, type TrailFilters } from "../api/activities/trail";
import { encodeCursor } from "../core/activities/trail";
import { createDatabase, type Database } from "../db/client";
import { ensureDatabase, startEmbeddedPostgres } from "../db/embedded";
import { runMigrations } from "../db/migrate";
import { seedDemoData } from "../seed/seed";
import { COMPANY_ID, generateActivities } from "./http-data";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const DIR = join(ROOT, ".tmp", "bench-activities");
const ROWS = Number(process.argv[2] ?? 1_000_000);

/** An executor that explains each statement (twice: the second, warm, is printed) and answers no rows. */
function explaining(db: Database, label: string) {
  return {
    async execute(query: SQL) {
      await db.execute(sql`EXPLAIN (ANALYZE, BUFFERS) ${query}`);
      const { rows } = await db.execute<{ "QUERY PLAN": string }>(sql`EXPLAIN (ANALYZE, BUFFERS) ${query}`);
      console.log(`\n### ${label}\n\n${rows.map((row) => row["QUERY PLAN"]).join("\n")}`);
      return { rows: [] };
    },
  } as unknown as Pick<Database, "execute">;
}

rmSync(DIR, { recursive: true, force: true });
const cluster = await startEmbeddedPostgres({ dir: DIR, port: 3881, persistent: false });
try {
  await ensureDatabase(cluster.adminUrl, "bench_activities");
  const db = createDatabase(cluster.urlFor("bench_activities"), 2);
  await runMigrations(db);
  await seedDemoData(db);
  const started = Date.now();
  await generateActivities(db, ROWS);
  await db.execute(sql`VACUUM ANALYZE activities`);
  const total = (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM activities`)).rows[0]!.n;
  console.log(`${total} activities (${((Date.now() - started) / 1000).toFixed(1)} s to generate)`);

  const { rows: people } = await db.execute<{ id: number }>(
    sql`SELECT id FROM users WHERE company_id = ${COMPANY_ID} AND email = 'admin@demo.test'`,
  );
  const actorId = people[0]!.id;
  // A cursor half-way down the trail (a deep page: keyset paging costs the same there).
  const { rows: middle } = await db.execute<{ id: string; at: string }>(sql`
    SELECT id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at
    FROM activities WHERE company_id = ${COMPANY_ID} ORDER BY created_at DESC, id DESC OFFSET ${Math.floor(total / 2)} LIMIT 1`);
  const deep = { direction: "older" as const, at: middle[0]!.at, id: Number(middle[0]!.id) };
  encodeCursor(deep); // the same cursor a client would send
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const twoMonthsAgo = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);

  const cases: [string, TrailFilters][] = [
    ["no filter", {}],
    ["person", { actorId }],
    ["module", { module: "sds" }],
    ["object type", { objectType: "product" }],
    ["one object", { objectType: "product", objectId: "4242" }],
    ["period (one month)", { from: twoMonthsAgo, to: monthAgo }],
    ["person + module", { actorId, module: "products" }],
    ["module + period", { module: "locations", from: twoMonthsAgo, to: monthAgo }],
  ];
  for (const [label, filters] of cases) {
    await trailPage(explaining(db, `${label}: first page`), COMPANY_ID, filters, 50, null);
    await trailPage(explaining(db, `${label}: a page half-way down`), COMPANY_ID, filters, 50, deep);
  }
  await trailActors(explaining(db, "the person filter's choices"), COMPANY_ID);
  await db.$client.end();
} finally {
  await cluster.stop();
}
