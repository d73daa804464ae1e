/**
 * `npm run bench -- products-sql` (or `npx tsx bench/products-sql.ts`): every SQL statement a product page costs
 * PostgreSQL, seen by PostgreSQL itself (pg_stat_statements).
 *
 * One embedded PostgreSQL with pg_stat_statements preloaded, under
 * `.tmp/bench-sql/` (kept between runs, so the 100,000-product company is
 * generated once; migrations run again on every start, so a new migration is
 * measured on the same data). The data is the HTTP benchmark's "large" size
 * (bench/http-data.ts: the demo data, then Demo Chemicals filled to 100,000
 * products and 10,000 locations). The pages run as a document request runs
 * them: the root, the app layout and the page's loader, in parallel, on one
 * Request with a signed-in session of admin@demo.test, against the in-process
 * API (bearer token verified on every call, as in production).
 *
 * For each page: warm-up requests, then the statistics are reset and the page
 * is requested RUNS times; each statement's calls, execution time and
 * buffers per request are printed, with the total. Execution time is
 * PostgreSQL's own (total_exec_time plus planning), which is steadier on a
 * busy machine than wall time. Paths given on the command line replace the
 * default pages; `--explain` prints EXPLAIN (ANALYZE, BUFFERS) of the page's
 * statements (all but the session and user lookups).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { createApi } from "../api/app";
import { createJwtVerifier } from "../api/auth";
import { setApiForTests } from "../api/instance";
import { createLogger, getLogger, setLoggerForTests } from "../server/logger";
import { createDatabase } from "../db/client";
import { ensureDatabase, startEmbeddedPostgres } from "../db/embedded";
import { runMigrations } from "../db/migrate";
import { seedDemoData } from "../seed/seed";
import { createTestIssuer, TEST_AUDIENCE, TEST_ISSUER } from "../tests/support/tokens";
import { generateHttpData, HTTP_SIZES } from "./http-data";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const DIR = join(ROOT, ".tmp", "bench-sql");
const PORT = 3871;
const RUNS = Number(process.env.RUNS ?? 20);
const WARMUP = 5;
const EMAIL = "admin@demo.test";
/** Clock ticks per second of /proc's CPU times. */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

export const PAGES = ["/products", "/products?q=acetone", "/products?q=67-64-1", "/main"] as const;

interface StatementRow {
  query: string;
  calls: number;
  ms: number;
  plan_ms: number;
  hit: number;
  read: number;
  rows: number;
}

/**
 * CPU time (user + system, ms) of this cluster's processes so far: the postmaster and its children (the
 * connections' backends and the background workers), from /proc. Unlike the statements' times, this does
 * not grow while a process waits for a core on a busy machine. Linux only; null elsewhere.
 */
function clusterCpuMs(): number | null {
  try {
    const postmaster = Number(readFileSync(join(DIR, "cluster", "postmaster.pid"), "utf8").split("\n")[0]);
    let ticks = 0;
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      } catch {
        continue; // the process ended meanwhile
      }
      // After the command name in parentheses: state, ppid, …; utime and stime are fields 14 and 15.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const pid = Number(entry);
      if (pid !== postmaster && Number(fields[1]) !== postmaster) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
    }
    return (ticks * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** Starts the cluster with pg_stat_statements loaded (a restart the first time, to preload it). */
async function startCluster() {
  mkdirSync(DIR, { recursive: true });
  let cluster = await startEmbeddedPostgres({ dir: DIR, port: PORT, persistent: true });
  const admin = new pg.Client({ connectionString: cluster.adminUrl });
  await admin.connect();
  const loaded = (await admin.query("SHOW shared_preload_libraries")).rows[0].shared_preload_libraries;
  if (!String(loaded).includes("pg_stat_statements")) {
    await admin.query("ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'");
    await admin.query("ALTER SYSTEM SET pg_stat_statements.track = 'all'");
    await admin.query("ALTER SYSTEM SET pg_stat_statements.track_planning = on");
    await admin.end();
    await cluster.stop();
    cluster = await startEmbeddedPostgres({ dir: DIR, port: PORT, persistent: true });
  } else {
    await admin.end();
  }
  return cluster;
}

async function main() {
  const explain = process.argv.includes("--explain");
  const pages = process.argv.slice(2).filter((a) => a.startsWith("/"));
  const logger = getLogger();
  if (process.env.LOG_LEVEL === undefined) setLoggerForTests(createLogger(undefined, "silent"));
  const cluster = await startCluster();
  const database = "bench_sql_large";
  await ensureDatabase(cluster.adminUrl, database);
  const url = cluster.urlFor(database);
  const db = createDatabase(url, 10);
  try {
    await runMigrations(db);
    const marker = join(DIR, "generated");
    if (!existsSync(marker)) {
      console.log("generating the large company (100,000 products, 10,000 locations) …");
      await seedDemoData(db);
      console.log(
        JSON.stringify(
          await generateHttpData(
            db,
            HTTP_SIZES.find((s) => s.name === "large")!,
          ),
        ),
      );
      writeFileSync(marker, new Date().toISOString());
    }
    await db.$client.query("CREATE EXTENSION IF NOT EXISTS pg_stat_statements");
    await db.$client.query("ANALYZE");

    process.env.DATABASE_URL = url;
    process.env.SESSION_SECRET = "bench-secret";
    process.env.APP_URL = "http://app.test";
    delete process.env.OIDC_ISSUER;
    delete process.env.API_BASE_URL;
    const issuer = await createTestIssuer();
    setApiForTests(
      createApi({
        db,
        verifyToken: createJwtVerifier({ issuer: TEST_ISSUER, audience: TEST_AUDIENCE, jwks: issuer.jwks }),
      }),
    );
    const { sessionStorage } = await import("~/lib/session.server");
    const user = await db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, EMAIL) });
    if (!user) throw new Error(`no user ${EMAIL}`);
    const session = await sessionStorage().getSession();
    session.set("userId", user.id);
    session.set("companyId", user.companyId);
    session.set("email", user.email);
    session.set("language", user.language);
    session.set("accessToken", await issuer.tokenFor(EMAIL, { expiresIn: "2h" }));
    session.set("refreshToken", null);
    session.set("accessTokenExpiresAt", Date.now() + 7_200_000);
    session.set("idToken", null);
    const cookie = (await sessionStorage().commitSession(session)).split(";")[0]!;

    // The root loader's work (app/root.tsx imports its stylesheet, which only Vite can load): the language,
    // the flashed toast and the texts, the same three calls.
    const { languageOf } = await import("~/lib/i18n.server");
    const { getToast } = await import("~/lib/toast.server");
    const { loadTexts } = await import("~/lib/texts.server");
    const rootLoader = async ({ request: req }: { request: Request }) => {
      const languageId = await languageOf(req);
      const { toast } = await getToast(req);
      return { languageId, texts: await loadTexts(languageId), toast };
    };
    const layout = await import("~/features/shell/routes/app-layout");
    const products = await import("~/features/products/routes/products");
    const main = await import("~/features/shell/routes/main");
    /** One document request: the root, layout and page loaders in parallel on one Request, as Remix runs them. */
    const request = async (path: string) => {
      const req = new Request(`http://app.test${path}`, { headers: { Cookie: cookie } });
      const args = { request: req, params: {}, context: {} };
      const page = path.startsWith("/main") ? main.loader : products.loader;
      await Promise.all([rootLoader(args), layout.loader(args), page(args)]);
    };

    // `--explain`: the statements of one request of each page are recorded at the pool (text and parameters)
    // and explained with EXPLAIN (ANALYZE, BUFFERS) after its statistics are read.
    const recorded: { text: string; values: unknown[] }[] = [];
    let recording = false;
    const pool = db.$client as unknown as { query: (...args: unknown[]) => unknown };
    const query = pool.query.bind(pool);
    pool.query = (...args: unknown[]) => {
      const first = args[0] as string | { text?: string; values?: unknown[] };
      if (recording) {
        if (typeof first === "string") recorded.push({ text: first, values: (args[1] as unknown[]) ?? [] });
        else if (first?.text)
          recorded.push({ text: first.text, values: first.values ?? (args[1] as unknown[]) ?? [] });
      }
      return query(...args);
    };

    const report: Record<string, unknown> = {};
    for (const path of pages.length ? pages : PAGES) {
      for (let i = 0; i < WARMUP; i++) await request(path);
      await db.$client.query("SELECT pg_stat_statements_reset()");
      const cpuBefore = clusterCpuMs();
      for (let i = 0; i < RUNS; i++) await request(path);
      const cpuAfter = clusterCpuMs();
      const rows = (
        await db.$client.query<StatementRow>(
          `SELECT query, calls::int, total_exec_time AS ms, total_plan_time AS plan_ms,
                  shared_blks_hit::int AS hit, shared_blks_read::int AS read, rows::int
           FROM pg_stat_statements
           WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
             AND query NOT LIKE '%pg_stat_statements%'
           ORDER BY total_exec_time + total_plan_time DESC`,
        )
      ).rows;
      const per = (n: number) => n / RUNS;
      let total = 0;
      console.log(`\n## ${path} (${RUNS} requests; per request)\n`);
      console.log("| calls | exec ms | plan ms | buffers hit | rows | statement |");
      console.log("| ----: | ------: | ------: | ----------: | ---: | --------- |");
      for (const row of rows) {
        total += row.ms + row.plan_ms;
        const text = row.query.replace(/\s+/g, " ").slice(0, 160);
        console.log(
          `| ${per(row.calls).toFixed(1)} | ${per(row.ms).toFixed(3)} | ${per(row.plan_ms).toFixed(3)} | ${per(row.hit).toFixed(0)} | ${per(row.rows).toFixed(0)} | ${text} |`,
        );
      }
      console.log(`\nTotal: ${per(total).toFixed(2)} ms of PostgreSQL execution + planning per request.`);
      const cpu = cpuBefore === null || cpuAfter === null ? null : per(cpuAfter - cpuBefore);
      if (cpu !== null) console.log(`CPU of the cluster's processes: ${cpu.toFixed(2)} ms per request.`);
      report[path] = { total_ms_per_request: per(total), cpu_ms_per_request: cpu, statements: rows };
      if (explain) {
        recorded.length = 0;
        recording = true;
        await request(path);
        recording = false;
        for (const [index, statement] of recorded.entries()) {
          if (/"sessions"|"users"/.test(statement.text)) continue;
          writeFileSync(join(DIR, `statement-${index}.json`), JSON.stringify(statement));
          const plan = await query({
            text: `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`,
            values: statement.values,
          });
          const lines = (plan as { rows: Record<string, string>[] }).rows.map((r) => r["QUERY PLAN"]);
          console.log(`\n${statement.text.replace(/\s+/g, " ")}\n${JSON.stringify(statement.values)}`);
          console.log(lines.join("\n"));
        }
      }
    }
    writeFileSync(join(DIR, "latest.json"), JSON.stringify(report, null, 2));
  } finally {
    await db.$client.end();
    await cluster.stop();
    setLoggerForTests(logger);
  }
}

await main();
