/**
 * `npx tsx bench/exposure-sql.ts --size large [--keep] [--generate-only] [--plans]`: the exposure register's
 * data generation timed, and its list and choice statements at that size seen by PostgreSQL.
 *
 * One embedded PostgreSQL under `.tmp/bench-exposure-<size>/`: the migrations, the demo data and the size of
 * bench/http-data.ts without its audit trail and documents (which these pages never read), then the
 * exposure plans and records (bench/exposure-data.ts), each timed. With --keep the cluster and its data stay
 * for the next run, which then skips generating (the large size's million records are generated once).
 * Then each register, records and choices call runs through the API's own query code with an executor that
 * prints EXPLAIN (ANALYZE, BUFFERS) of each statement (warm: the second run) before answering with its rows,
 * so what is explained is exactly what the pages run.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql, type SQL } from "drizzle-orm";
import { createDatabase, type Database } from "../db/client";
import { ensureDatabase, startEmbeddedPostgres } from "../db/embedded";
import { runMigrations } from "../db/migrate";
import { seedDemoData } from "../seed/seed";
import { COMPANY_ID, generateHttpData, HTTP_SIZES, type HttpSize } from "./http-data";
import { generateExposure, generateExposurePlans } from "./exposure-data";
import { explainExposureStatements } from "./exposure-sql-statements";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const argument = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const sizeName = (argument("size") ?? "large") as HttpSize["name"];
const size = HTTP_SIZES.find((s) => s.name === sizeName);
if (!size) throw new Error(`unknown size ${sizeName}: small, medium or large`);
const DIR = join(ROOT, ".tmp", `bench-exposure-${size.name}`);
const KEEP = process.argv.includes("--keep");
const GENERATE_ONLY = process.argv.includes("--generate-only");
const VERBOSE = process.argv.includes("--plans");
const ONLY = argument("only");
const TIMES_FILE = join(DIR, "generated.json");

/** An executor that explains each statement (twice: the second, warm, is reported) and then runs it. */
function explaining(db: Database, label: string): Pick<Database, "execute"> {
  return {
    async execute(query: SQL) {
      const explain = VERBOSE ? sql`EXPLAIN (ANALYZE, BUFFERS)` : sql`EXPLAIN (ANALYZE, BUFFERS, TIMING OFF)`;
      await db.execute(sql`${explain} ${query}`);
      const { rows } = await db.execute<{ "QUERY PLAN": string }>(sql`${explain} ${query}`);
      const plan = rows.map((row) => row["QUERY PLAN"]);
      const time = plan.find((line) => line.startsWith("Execution Time"));
      const buffers = plan.find((line) => line.trim().startsWith("Buffers:"))?.trim();
      console.log(`${label}: ${time}; ${buffers ?? "no buffers"}`);
      if (VERBOSE) console.log(`\n${plan.join("\n")}\n`);
      return db.execute(query);
    },
  } as unknown as Pick<Database, "execute">;
}

if (!KEEP) rmSync(DIR, { recursive: true, force: true });
const port = 3890 + HTTP_SIZES.indexOf(size);
const cluster = await startEmbeddedPostgres({ dir: DIR, port, persistent: KEEP });
try {
  await ensureDatabase(cluster.adminUrl, "bench_exposure");
  const db = createDatabase(cluster.urlFor("bench_exposure"), 2);
  await runMigrations(db);
  if (await seedDemoData(db)) {
    const started = performance.now();
    await generateHttpData(db, { ...size, activities: 0, documents: 0 }, { exposure: false });
    const base = (performance.now() - started) / 1000;
    console.log(`${size.name}: products, locations and users in ${base.toFixed(1)} s`);
    const plans = size.exposurePlans ? await generateExposurePlans(db, COMPANY_ID, size.exposurePlans) : 0;
    console.log(`${size.exposurePlans ?? 0} exposure plans in ${plans.toFixed(1)} s`);
    const records = size.exposure ? await generateExposure(db, COMPANY_ID, size.exposure) : 0;
    console.log(`${JSON.stringify(size.exposure)} records and the register in ${records.toFixed(1)} s`);
    await db.$client.query("VACUUM ANALYZE");
    writeFileSync(TIMES_FILE, JSON.stringify({ size: size.name, base, plans, records }, null, 2));
  } else if (existsSync(TIMES_FILE)) {
    console.log(`generated before: ${readFileSync(TIMES_FILE, "utf8")}`);
  }
  const { rows } = await db.execute<{ records: number; lines: number; plans: number }>(sql`
    SELECT (SELECT count(*)::int FROM exposure_instances WHERE company_id = ${COMPANY_ID}) AS records,
      (SELECT count(*)::int FROM exposure_register_entries WHERE company_id = ${COMPANY_ID}) AS lines,
      (SELECT count(*)::int FROM exposure_plans WHERE company_id = ${COMPANY_ID}) AS plans`);
  console.log(JSON.stringify(rows[0]));
  if (!GENERATE_ONLY) {
    await explainExposureStatements(db, (label) => explaining(db, label), ONLY);
  }
  await db.$client.end();
} finally {
  await cluster.stop();
}
