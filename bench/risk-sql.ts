/**
 * `npx tsx bench/risk-sql.ts`: the document lists' and the risk-assessment status page's statements at the
 * HTTP benchmark's large size, seen by PostgreSQL.
 *
 * One throwaway embedded PostgreSQL under `.tmp/bench-risk/`: the migrations, the demo data and the large
 * size of bench/http-data.ts without its audit trail and exposure register (100,000 products, 10,000 locations, 11,112
 * documents). Then each list and status call runs through the API's own query code (api/smartforms/
 * lists.ts) with an executor that prints EXPLAIN (ANALYZE, BUFFERS) of each statement (warm: the second
 * run) before answering with its rows, so what is explained is exactly what the pages run.
 */
import { rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql, type SQL } from "drizzle-orm";
import { listDocuments, riskAssessmentStatus, today } from "../api/smartforms/lists";

import { createDatabase, type Database } from "../db/client";
import { ensureDatabase, startEmbeddedPostgres } from "../db/embedded";
import { runMigrations } from "../db/migrate";
import { seedDemoData } from "../seed/seed";
import { COMPANY_ID, generateHttpData, HTTP_SIZES } from "./http-data";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const DIR = join(ROOT, ".tmp", "bench-risk");
const VERBOSE = process.argv.includes("--plans");
/** Keep the cluster and its data for the next run (which then skips generating). */
const KEEP = process.argv.includes("--keep");
/** Time each call (the median of 7 runs, no EXPLAIN) instead of explaining its statements. */
const TIME = process.argv.includes("--time");
const ONLY = process.argv.find((arg) => arg.startsWith("--only="))?.slice("--only=".length);

/** An executor that explains each statement (twice: the second, warm, is reported) and then runs it. */
function explaining(db: Database, label: string) {
  return {
    async execute(query: SQL) {
      // Without --plans, the execution time without the cost of timing every node.
      const explain = VERBOSE ? sql`EXPLAIN (ANALYZE, BUFFERS)` : sql`EXPLAIN (ANALYZE, TIMING OFF)`;
      await db.execute(sql`${explain} ${query}`);
      const { rows } = await db.execute<{ "QUERY PLAN": string }>(sql`${explain} ${query}`);
      const plan = rows.map((row) => row["QUERY PLAN"]);
      const time = plan.find((line) => line.startsWith("Execution Time"));
      console.log(`${label}: ${time}`);
      if (VERBOSE) console.log(`\n${plan.join("\n")}\n`);
      return db.execute(query);
    },
  } as unknown as Pick<Database, "execute">;
}

if (!KEEP) rmSync(DIR, { recursive: true, force: true });
const cluster = await startEmbeddedPostgres({ dir: DIR, port: 3883, persistent: KEEP });
try {
  await ensureDatabase(cluster.adminUrl, "bench_risk");
  const db = createDatabase(cluster.urlFor("bench_risk"), 2);
  await runMigrations(db);
  const large = HTTP_SIZES.find((size) => size.name === "large")!;
  const started = Date.now();
  const counts = (await seedDemoData(db))
    ? // Without the audit trail, users and the exposure register (a million records), which these lists never read.
      await generateHttpData(db, { ...large, activities: 0, users: 0, exposure: undefined, exposurePlans: 0 })
    : {};
  // A kept cluster may have been rewritten by a newer migration since its data was made: measure it as
  // autovacuum would leave it (visibility map and statistics up to date), not with every page dirty.
  await db.execute(sql`VACUUM (ANALYZE) location_products, products, risk_status_marks`);
  const documents = (
    await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM smartform_documents WHERE company_id = ${COMPANY_ID}`,
    )
  ).rows[0]!.n;
  console.log(
    `${JSON.stringify(counts)}, ${documents} documents (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );

  const scope = { companyId: COMPANY_ID, roots: null };
  const { rows: places } = await db.execute<{ id: number; name: string }>(sql`
    SELECT l.id, l.name FROM locations l
    WHERE l.company_id = ${COMPANY_ID} AND l.parent_id IS NULL ORDER BY
      (SELECT count(*) FROM location_subtree(${COMPANY_ID}, ARRAY[l.id])) DESC LIMIT 1`);
  const site = places[0]!;
  const { rows: mids } = await db.execute<{ id: number }>(sql`
    SELECT l.id FROM locations l WHERE l.company_id = ${COMPANY_ID} AND l.parent_id = ${site.id} ORDER BY l.id LIMIT 1`);
  const day = today();
  const page = { page: 1, today: day };
  const run = async (label: string, call: (db: Pick<Database, "execute">) => Promise<unknown>) => {
    if (ONLY && !label.startsWith(ONLY)) return;
    if (!TIME) return void (await call(explaining(db, label)));
    const times: number[] = [];
    for (let i = 0; i < 7; i++) {
      const start = performance.now();
      await call(db);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    console.log(`${label}: median ${times[3]!.toFixed(1)} ms (of 7 runs, round trips included)`);
  };
  await run("documents type=1", (x) => listDocuments(x, scope, { type: 1, ...page }));
  await run("documents type=1 page 100", (x) => listDocuments(x, scope, { type: 1, page: 100, today: day }));
  await run("documents type=1 q=acetone", (x) => listDocuments(x, scope, { type: 1, q: "acetone", ...page }));
  await run("documents type=1 review=due", (x) =>
    listDocuments(x, scope, { type: 1, reviewDue: true, ...page }),
  );
  await run("documents type=1 status=2", (x) => listDocuments(x, scope, { type: 1, status: 2, ...page }));
  await run(`documents type=1 location=${site.name}`, (x) =>
    listDocuments(x, scope, { type: 1, locationId: site.id, ...page }),
  );
  await run("documents type=1 location=(second level)", (x) =>
    listDocuments(x, scope, { type: 1, locationId: mids[0]!.id, ...page }),
  );
  await run("status (whole company)", (x) => riskAssessmentStatus(x, scope, { ...page }));
  await run("status state=covered", (x) => riskAssessmentStatus(x, scope, { state: "covered", ...page }));
  await run("status state=none", (x) => riskAssessmentStatus(x, scope, { state: "none", ...page }));
  await run("status page 100", (x) => riskAssessmentStatus(x, scope, { page: 100, today: day }));
  await run(`status location=${site.name}`, (x) =>
    riskAssessmentStatus(x, scope, { locationId: site.id, ...page }),
  );
  await run("status location=(second level)", (x) =>
    riskAssessmentStatus(x, scope, { locationId: mids[0]!.id, ...page }),
  );
  await db.$client.end();
} finally {
  await cluster.stop();
}
