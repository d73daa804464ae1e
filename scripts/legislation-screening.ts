/**
 * Measures screening every product of a company against the legislation lists: N products (default
 * 100,000, the bench's large size), each with a current sheet of five substances (a few on the lists, most
 * not), screened by legislation_rescreen in one set-based statement. The budget is 5 s for 100,000
 * products; the script fails (exit 1) when the full screening takes longer.
 *
 *   npx tsx scripts/legislation-screening.ts [products]      (DATABASE_URL, else an embedded PostgreSQL
 *                                                             in $TMPDIR, made and removed by the script)
 *
 * It works in a company of its own and deletes it at the end; the shipped lists are loaded if missing.
 */
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql, TransactionRollbackError, type SQL } from "drizzle-orm";
import { ensureShippedLists } from "../api/legislation/store";
import { createDatabase } from "../db/client";
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedCluster } from "../db/embedded";
import { runMigrations } from "../db/migrate";

const BUDGET_MS = 5000;
const BUDGET_PRODUCTS = 100_000;
const products = Number(process.argv[2] ?? BUDGET_PRODUCTS);
if (!Number.isInteger(products) || products < 1) throw new Error("products: a whole number above 0");

let cluster: EmbeddedCluster | undefined;
let dir: string | undefined;
let url = process.env.DATABASE_URL;
if (!url) {
  dir = mkdtempSync(join(tmpdir(), "legislation-screening-"));
  // The embedded server runs as its own user when started as root: it must be able to enter the folder.
  chmodSync(dir, 0o755);
  cluster = await startEmbeddedPostgres({
    dir: join(dir, "postgres"),
    port: Number(process.env.EMBEDDED_PG_PORT ?? 54391),
  });
  await ensureDatabase(cluster.adminUrl, "screening");
  url = cluster.urlFor("screening");
}
const db = createDatabase(url, 1);
let over = false;
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
const KEPT_COUNT_TRIGGERS = [
  "legislation_hits_count_insert",
  "legislation_hits_count_delete",
  "legislation_hits_count_update",
];

/**
 * The CPU time the server's process for our connection has used (user + system, from /proc, at 100 ticks a
 * second), or NaN when the server is not on this machine. A busy machine stretches the wall time; this not.
 */
async function backendCpuMs(executor: Pick<typeof db, "execute"> = db): Promise<number> {
  const [row] = (await executor.execute<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`)).rows;
  const file = `/proc/${row!.pid}/stat`;
  if (!existsSync(file)) return Number.NaN;
  const fields = readFileSync(file, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A full screening after `setup`, in a transaction rolled back: its wall and server CPU time. */
async function rolledBack(...setup: SQL[]): Promise<{ ms: number; backend_cpu_ms: number }> {
  let measured = { ms: 0, backend_cpu_ms: 0 };
  await db
    .transaction(async (tx) => {
      for (const statement of setup) await tx.execute(statement);
      const start = process.hrtime.bigint();
      const cpu = await backendCpuMs(tx);
      await tx.execute(sql`SELECT legislation_rescreen(${companyIdOf()}::int, NULL::int[])`);
      measured = { ms: Math.round(ms(start)), backend_cpu_ms: (await backendCpuMs(tx)) - cpu };
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  return measured;
}
let benchCompany = 0;
const companyIdOf = () => benchCompany;
try {
  await runMigrations(db);
  await ensureShippedLists(db);
  const [company] = (
    await db.execute<{ id: number }>(
      sql`INSERT INTO companies (name) VALUES ('Screening bench') RETURNING id`,
    )
  ).rows;
  const companyId = company!.id;
  benchCompany = companyId;
  try {
    await db.execute(sql`
      INSERT INTO products (company_id, name)
      SELECT ${companyId}, 'Product ' || i FROM generate_series(1, ${products}) i`);
    // Every 20th substance is one of 300 listed CAS numbers; the rest are made up (not on a list).
    const listed = (
      await db.execute<{ cas: string }>(sql`
        SELECT DISTINCT substr(key, 5) AS cas FROM legislation_entry_keys WHERE key LIKE 'cas:%' ORDER BY 1 LIMIT 300`)
    ).rows.map((row) => row.cas);
    const insertStart = process.hrtime.bigint();
    await db.execute(sql`
      INSERT INTO sds_documents (company_id, product_id, key, label, language_id, market_id, date_issue, substances, cas_numbers)
      SELECT p.company_id, p.id, 'screening-' || p.id, p.name, 4, 1, '2026-01-01', s.substances, s.cas
      FROM products p
      CROSS JOIN LATERAL (
        SELECT jsonb_agg(jsonb_build_object('name', 'Substance ' || n, 'cas', c, 'ec', null)) AS substances,
          array_agg(c) AS cas
        FROM (
          SELECT n, CASE WHEN (p.id * 5 + n) % 20 = 0
            THEN (${sql.param(listed)}::text[])[1 + (p.id + n) % ${listed.length}]
            ELSE (1000000 + (p.id * 5 + n) % 900000)::text || '-00-0' END AS c
          FROM generate_series(1, 5) n
        ) picked
      ) s
      WHERE p.company_id = ${companyId}`);
    const insertMs = ms(insertStart);
    // What autovacuum would do shortly after a load this size: the planner then knows the kept keys.
    await db.execute(sql`ANALYZE legislation_sheet_keys`);
    if (process.env.EXPLAIN) {
      // The plan of the full screening's insert (the statement of legislation_rescreen when every product
      // is screened), run and rolled back: what to look at when it is slow.
      await db
        .transaction(async (tx) => {
          await tx.execute(sql`DELETE FROM legislation_hits WHERE company_id = ${companyId}`);
          const plan = await tx.execute<{ "QUERY PLAN": string }>(sql`EXPLAIN (ANALYZE, BUFFERS)
          INSERT INTO legislation_hits (company_id, product_id, entry_id, list_code, matched_by, substance)
          SELECT DISTINCT ON (k.product_id, ek.entry_id)
            ${companyId}::int, k.product_id, ek.entry_id, v.list_code,
            CASE k.kind WHEN 0 THEN 'cas' WHEN 1 THEN 'ec' ELSE 'name' END, k.substance
          FROM legislation_versions_of(${companyId}::int) cv
          JOIN legislation_list_versions v ON v.id = cv.version_id
          JOIN legislation_entry_keys ek ON ek.version_id = cv.version_id
          JOIN legislation_sheet_keys k ON k.company_id = ${companyId}::int AND k.key = ek.key
          ORDER BY k.product_id, ek.entry_id, k.kind, k.pref, k.substance`);
          console.log(plan.rows.map((row) => row["QUERY PLAN"]).join("\n"));
          tx.rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof TransactionRollbackError)) throw error;
        });
    }
    const screenStart = process.hrtime.bigint();
    const cpuStart = await backendCpuMs();
    await db.execute(sql`SELECT legislation_rescreen(${companyId}::int, NULL::int[])`);
    const screenMs = ms(screenStart);
    const screenCpuMs = (await backendCpuMs()) - cpuStart;
    const loadDuring = loadAverage();
    // Two more screenings, each rolled back: from no hits (every hit new: the first screening, or a list
    // whose every entry changed), and the same with the kept counts' triggers off (what they cost).
    const fromNothing = await rolledBack(sql`DELETE FROM legislation_hits WHERE company_id = ${companyId}`);
    const fromNothingUncounted = await rolledBack(
      sql`DELETE FROM legislation_hits WHERE company_id = ${companyId}`,
      ...KEPT_COUNT_TRIGGERS.map((name) => sql.raw(`ALTER TABLE legislation_hits DISABLE TRIGGER ${name}`)),
    );
    const [counted] = (
      await db.execute<{ hits: number; products: number }>(sql`
        SELECT count(*)::int AS hits, count(DISTINCT product_id)::int AS products
        FROM legislation_hits WHERE company_id = ${companyId}`)
    ).rows;
    const budget = (BUDGET_MS * products) / BUDGET_PRODUCTS;
    console.log(
      JSON.stringify(
        {
          products,
          sheets_inserted_and_screened_by_trigger_ms: Math.round(insertMs),
          full_screening_ms: Math.round(screenMs),
          full_screening_backend_cpu_ms: screenCpuMs,
          load_average: loadDuring,
          from_no_hits: fromNothing,
          from_no_hits_without_kept_count_triggers: fromNothingUncounted,
          hits: counted!.hits,
          products_with_hits: counted!.products,
          budget_ms: Math.round(budget),
          within_budget: screenMs <= budget,
        },
        null,
        2,
      ),
    );
    over = screenMs > budget;
  } finally {
    await db.execute(sql`DELETE FROM companies WHERE id = ${companyId}`);
  }
} finally {
  await db.$client.end();
  await cluster?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}
// Stopping the embedded server resets the exit code; say the outcome last.
if (over) process.exit(1);
