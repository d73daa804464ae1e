/**
 * The HTTP benchmark (`npm run bench -- http`; never part of
 * `npm test`). For each size (small, medium, large; bench/http-data.ts) in its
 * own database of a throwaway embedded PostgreSQL under .tmp/:
 *
 * - the demo data, then Demo Chemicals filled up to the size;
 * - the production build (BUILD_DIR, .tmp/build-bench) under scripts/serve.ts
 *   with its demo OpenID provider, on loopback;
 * - a real sign-in as admin@demo.test in Chromium (bench/http-browser.ts),
 *   whose session cookie the load then carries;
 * - autocannon in this process (the app runs in its own): fixed concurrency, a
 *   warm-up, then a fixed time per scenario (five pages, the requests list and
 *   saving a request draft); requests per second, latency percentiles from every
 *   response, the app's and PostgreSQL's CPU per request, the app's memory;
 * - two baselines: a bare Node http server answering a saved copy of the
 *   /products HTML (bench/http-ceiling.ts) and React's renderToString of the
 *   same page with its data in memory (bench/http-render.ts);
 * - page weight (bench/http-weight.ts);
 * - on one size (medium by default) a mixed read/write load at a fixed rate
 *   for 60 s: errors (must be 0) and memory before and after.
 *
 * Results: bench/results/latest.json and bench/results/latest.md.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { dirname, join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { createDatabase } from "../db/client";
import { ensureDatabase, startEmbeddedPostgres } from "../db/embedded";
import { runMigrations } from "../db/migrate";
import { seedDemoData } from "../seed/seed";
import { DRAFT_NAME, DRAFT_PATH, signInWithBrowser } from "./http-browser";
import { COMPANY_ID, generateHttpData, HTTP_SIZES, type GeneratedCounts, type HttpSize } from "./http-data";
import {
  descendants,
  rssMb,
  runHelper,
  startHelper,
  startServer,
  stopProcess,
  type Server,
} from "./http-process";
import type { RenderResult } from "./http-render";
import { pageWeight, type PageWeight } from "./http-weight";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const WORK_DIR = join(ROOT, ".tmp", "bench-http");
export const RESULTS_JSON = join(ROOT, "bench", "results", "latest.json");
export const RESULTS_MD = join(ROOT, "bench", "results", "latest.md");

export interface HttpBenchOptions {
  sizes: HttpSize["name"][];
  /** Seconds per scenario (10), warm-up seconds before each (3), open connections (10). */
  duration: number;
  warmup: number;
  connections: number;
  /** The mixed load: seconds (60), requests a second (20), on which size (medium, else the last one run). */
  mixedSeconds: number;
  mixedRate: number;
  mixedSize: HttpSize["name"] | null;
  /** Use the build already in buildDir instead of building. */
  skipBuild: boolean;
  buildDir: string;
  appPort: number;
  pgPort: number;
  /** Only write bench/results/latest.md again from latest.json (after a change of the report's layout). */
  report: boolean;
  /** The app's LOG_LEVEL (default: the app's default, info: one JSON line per request, as in production). */
  logLevel: string | undefined;
}

export const DEFAULT_OPTIONS: HttpBenchOptions = {
  sizes: HTTP_SIZES.map((s) => s.name),
  duration: 10,
  warmup: 3,
  connections: 10,
  mixedSeconds: 60,
  mixedRate: 20,
  mixedSize: "medium",
  skipBuild: false,
  buildDir: ".tmp/build-bench",
  appPort: 3850,
  pgPort: 3861,
  logLevel: undefined,
  report: false,
};

/** `--sizes small,medium --duration 5 --warmup 2 --connections 10 --mixed-seconds 60 --mixed-rate 20 …` */
export function parseHttpOptions(args: string[]): HttpBenchOptions {
  const options = { ...DEFAULT_OPTIONS };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const [flag, inline] = arg.includes("=")
      ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)]
      : [arg];
    const value = () => {
      const next = inline ?? args[++i];
      if (next === undefined) throw new Error(`${flag} needs a value`);
      return next;
    };
    const number = () => {
      const n = Number(value());
      if (!Number.isFinite(n) || n <= 0) throw new Error(`${flag} needs a positive number`);
      return n;
    };
    switch (flag) {
      case "--sizes": {
        const names = value()
          .split(",")
          .map((s) => s.trim());
        for (const name of names) {
          if (!HTTP_SIZES.some((s) => s.name === name)) throw new Error(`unknown size ${name}`);
        }
        options.sizes = names as HttpSize["name"][];
        break;
      }
      case "--duration":
        options.duration = number();
        break;
      case "--warmup":
        options.warmup = number();
        break;
      case "--connections":
        options.connections = number();
        break;
      case "--mixed-seconds":
        options.mixedSeconds = number();
        break;
      case "--mixed-rate":
        options.mixedRate = number();
        break;
      case "--mixed-size": {
        const name = value();
        if (name !== "none" && !HTTP_SIZES.some((s) => s.name === name))
          throw new Error(`unknown size ${name}`);
        options.mixedSize = name === "none" ? null : (name as HttpSize["name"]);
        break;
      }
      case "--no-mixed":
        options.mixedSize = null;
        break;
      case "--skip-build":
        options.skipBuild = true;
        break;
      case "--build-dir":
        options.buildDir = value();
        break;
      case "--log-level":
        options.logLevel = value();
        break;
      case "--report":
        options.report = true;
        break;
      default:
        throw new Error(
          `unknown option ${arg}; known: --sizes small,medium,large --duration S --warmup S --connections N ` +
            `--mixed-seconds S --mixed-rate R --mixed-size small|medium|large|none --no-mixed --skip-build ` +
            `--build-dir DIR --log-level LEVEL --report`,
        );
    }
  }
  return options;
}

export interface LoadStats {
  seconds: number;
  requests: number;
  requests_per_s: number;
  mean_ms: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  max_ms: number;
  /** Responses with a status other than the expected one, connection errors and timeouts. */
  errors: number;
  timeouts: number;
  status: Record<string, number>;
  bytes_per_response: number;
}

export interface ScenarioResult {
  scenario: string;
  method: "GET" | "POST";
  path: string;
  /** "skipped": the route is not there yet (404) or did not answer as expected; see note. */
  outcome: "measured" | "skipped";
  note?: string;
  load?: LoadStats;
  /** CPU milliseconds per request of the app process and of PostgreSQL (all its processes). */
  app_cpu_ms_per_request?: number;
  pg_cpu_ms_per_request?: number;
  rss_mb_before?: number | null;
  rss_mb_after?: number | null;
  /** Requests per second of the page ÷ those of the ceiling server. */
  page_per_ceiling?: number;
  /** Server time per page at saturation (1000 / requests per second, ms) ÷ renderToString's mean time. */
  page_time_per_render?: number;
  /** The app's CPU per request ÷ renderToString's CPU per render (CPU time: less hurt by a busy machine). */
  page_cpu_per_render?: number;
}

export interface SizeResult {
  size: HttpSize["name"];
  target: HttpSize;
  counts: GeneratedCounts;
  generate_s: number;
  server_start_s: number;
  product_id: number;
  scenarios: ScenarioResult[];
  ceiling: (LoadStats & { html_bytes: number }) | null;
  render: RenderResult | null;
  page_weight: PageWeight[];
  /** The fields the draft's save posts (from the form, as "Save as draft" submits it), or null. */
  draft_fields: string[] | null;
  load_average: { before: number[]; after: number[] };
}

export interface MixedResult {
  size: HttpSize["name"];
  rate: number;
  seconds: number;
  connections: number;
  mix: {
    scenario: string;
    method: string;
    path: string;
    expected: number;
    responses: number;
    errors: number;
  }[];
  load: LoadStats;
  /** Responses with another status than expected (a GET must answer 200, the draft POST 302), per status. */
  unexpected: Record<string, number>;
  /**
   * What the app managed of this mix with the scenarios' concurrency: each kind as often as the others, so
   * the mean of their times per request at saturation (1000 / req/s); and the rate as a share of it.
   */
  capacity_req_per_s: number | null;
  rate_share_of_capacity: number | null;
  rss_mb_before: number | null;
  rss_mb_after: number | null;
  rss_mb_after_gc_wait: number | null;
  drafts_before: number;
  drafts_after: number;
}

export interface HttpBenchResult {
  generated_at: string;
  revision: string;
  machine: {
    cpus: number;
    cpu_model: string;
    node: string;
    load_average_start: number[];
    load_average_end: number[];
  };
  postgres: string;
  options: Omit<HttpBenchOptions, "appPort" | "pgPort">;
  build_s: number | null;
  signed_in_as: string;
  sizes: SizeResult[];
  mixed: MixedResult | null;
  notes: string[];
}

interface Autocannon {
  (options: Record<string, unknown>): AutocannonInstance;
}
interface AutocannonInstance extends PromiseLike<AutocannonResult> {
  on(
    event: "response",
    listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
  ): void;
  on(event: "reqError", listener: (error: Error) => void): void;
}
interface AutocannonResult {
  duration: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

interface Request {
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Runs autocannon; every response's latency and status is collected here (autocannon has no p95). */
async function load(
  origin: string,
  requests: (Request & { onResponse?: (status: number) => void })[],
  options: {
    seconds: number;
    connections: number;
    expect: (status: number) => boolean;
    overallRate?: number;
  },
): Promise<LoadStats> {
  const latencies: number[] = [];
  let bytes = 0;
  let unexpected = 0;
  const instance = autocannon({
    url: origin,
    connections: options.connections,
    duration: options.seconds,
    timeout: 30,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    requests: requests.map((r) => ({
      method: r.method,
      path: r.path,
      headers: r.headers,
      ...(r.body === undefined ? {} : { body: r.body }),
      ...(r.onResponse ? { onResponse: (status: number) => r.onResponse!(status) } : {}),
    })),
  });
  instance.on("response", (_client, statusCode, resBytes, responseTime) => {
    latencies.push(responseTime);
    bytes += resBytes;
    if (!options.expect(statusCode)) unexpected++;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const status = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]),
  );
  return {
    seconds: result.duration,
    requests: latencies.length,
    requests_per_s: round(latencies.length / result.duration, 1),
    mean_ms: round(latencies.reduce((sum, l) => sum + l, 0) / Math.max(1, latencies.length), 2),
    p50_ms: round(percentile(latencies, 50), 2),
    p95_ms: round(percentile(latencies, 95), 2),
    p99_ms: round(percentile(latencies, 99), 2),
    max_ms: round(latencies[latencies.length - 1] ?? 0, 2),
    errors: unexpected + result.errors,
    timeouts: result.timeouts,
    status,
    bytes_per_response: Math.round(bytes / Math.max(1, latencies.length)),
  };
}

/**
 * CPU time (user + system, ms) of processes, from /proc/<pid>/stat (clock ticks of 10 ms), with the CPU of
 * their children that have ended (cutime + cstime): PostgreSQL's postmaster reaps the backends that close.
 */
function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      // After "pid (comm) ": state is field 3, utime 14, stime 15, cutime 16, cstime 17.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // gone
    }
  }
  return ticks * 10;
}

/** PostgreSQL's processes now (the postmaster and its backends): those under this one named postgres. */
function postgresPids(): number[] {
  return descendants(process.pid).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres";
    } catch {
      return false;
    }
  });
}

/** CPU ms of PostgreSQL so far: its live processes and the backends that ended. */
const postgresCpuMs = () => cpuMs(postgresPids());

interface Scenario {
  scenario: string;
  request: Request;
  /** The status a successful answer has (200; the draft's save redirects, 302). */
  expected: number;
}

function scenariosOf(
  productId: number,
  cookie: string,
  origin: string,
  draftBody: string | null,
): Scenario[] {
  const get = (scenario: string, path: string): Scenario => ({
    scenario,
    request: { method: "GET", path, headers: { Cookie: cookie, Accept: "text/html" } },
    expected: 200,
  });
  const list: Scenario[] = [
    get("/main", "/main"),
    get("/products (page 1)", "/products"),
    get('/products?q=acetone (search "acetone")', "/products?q=acetone"),
    get("/products/{id} (3 sheets, 2 locations)", `/products/${productId}`),
    get("/location-hierarchy", "/location-hierarchy"),
    get("/chemical-approvals/requests", "/chemical-approvals/requests"),
  ];
  list.push({
    scenario: "save a request draft (POST /chemical-approvals/requests/new)",
    request: {
      method: "POST",
      path: DRAFT_PATH,
      headers: {
        Cookie: cookie,
        Accept: "text/html",
        Origin: origin,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: draftBody ?? "",
    },
    expected: 302,
  });
  return list;
}

/** One request as the load sends it; returns status, location and body. */
async function probe(origin: string, request: Request) {
  const response = await fetch(`${origin}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("location"), body: await response.text() };
}

async function measureScenario(
  origin: string,
  server: Server,
  scenario: Scenario,
  options: HttpBenchOptions,
): Promise<ScenarioResult> {
  const base = { scenario: scenario.scenario, method: scenario.request.method, path: scenario.request.path };
  const expect = (status: number) => status === scenario.expected;
  await load(origin, [scenario.request], {
    seconds: options.warmup,
    connections: options.connections,
    expect,
  });
  const rssBefore = rssMb(server.appPid);
  const appCpu = cpuMs(server.appPid === null ? [] : [server.appPid]);
  const pgCpu = postgresCpuMs();
  const stats = await load(origin, [scenario.request], {
    seconds: options.duration,
    connections: options.connections,
    expect,
  });
  const appCpuUsed = cpuMs(server.appPid === null ? [] : [server.appPid]) - appCpu;
  const pgCpuUsed = postgresCpuMs() - pgCpu;
  const result: ScenarioResult = {
    ...base,
    outcome: "measured",
    load: stats,
    app_cpu_ms_per_request: round(appCpuUsed / Math.max(1, stats.requests), 2),
    pg_cpu_ms_per_request: round(pgCpuUsed / Math.max(1, stats.requests), 2),
    rss_mb_before: rssBefore,
    rss_mb_after: rssMb(server.appPid),
  };
  console.log(
    `    ${scenario.scenario}: ${stats.requests_per_s} req/s, p50 ${stats.p50_ms} ms, p95 ${stats.p95_ms} ms, ` +
      `p99 ${stats.p99_ms} ms, app CPU ${result.app_cpu_ms_per_request} ms/req, PG CPU ` +
      `${result.pg_cpu_ms_per_request} ms/req, RSS ${rssBefore} → ${result.rss_mb_after} MB` +
      (stats.errors ? `, ${stats.errors} ERRORS (${JSON.stringify(stats.status)})` : ""),
  );
  return result;
}

function serverEnv(options: HttpBenchOptions, databaseUrl: string, origin: string): NodeJS.ProcessEnv {
  // The app decides NODE_ENV (serve.ts: production) and, unless --log-level, its log level; the demo
  // provider, in-process API and local file storage, whatever this shell has set.
  const dropped = /^(OIDC_|S3_)|^(API_BASE_URL|NODE_ENV|LOG_LEVEL)$/;
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !dropped.test(key)),
  ) as NodeJS.ProcessEnv;
  Object.assign(env, {
    PORT: String(options.appPort),
    HOST: "127.0.0.1",
    APP_URL: origin,
    DATA_DIR: join(WORK_DIR, "data"),
    DATABASE_URL: databaseUrl,
    BUILD_DIR: options.buildDir,
    OIDC_DEMO_PORT: String(options.appPort + 1),
    OIDC_DEMO_HOST: "127.0.0.1",
    OIDC_DEMO_ISSUER: `http://127.0.0.1:${options.appPort + 1}`,
  });
  if (options.logLevel) env.LOG_LEVEL = options.logLevel;
  return env;
}

async function runMixed(
  origin: string,
  server: Server,
  size: HttpSize["name"],
  scenarios: Scenario[],
  available: Set<string>,
  options: HttpBenchOptions,
  countDrafts: () => Promise<number>,
  measured: ScenarioResult[],
): Promise<MixedResult> {
  // Reads of every measured page, page 2 of the list too, and one draft save in eight requests.
  const reads = scenarios.filter((s) => s.request.method === "GET" && available.has(s.scenario));
  const write = scenarios.find((s) => s.request.method === "POST" && available.has(s.scenario));
  const page2 = reads.find((s) => s.request.path === "/products");
  const mix: Scenario[] = [
    ...reads,
    ...(page2
      ? [{ ...page2, scenario: "/products?page=2", request: { ...page2.request, path: "/products?page=2" } }]
      : []),
    ...(write ? [write] : []),
  ];
  const counts = mix.map((s) => ({
    scenario: s.scenario,
    method: s.request.method,
    path: s.request.path,
    expected: s.expected,
    responses: 0,
    errors: 0,
  }));
  const unexpected: Record<string, number> = {};
  const speeds = mix.map((kind) => {
    const path = kind.scenario === "/products?page=2" ? "/products" : kind.request.path;
    return measured.find((r) => r.path === path && r.method === kind.request.method)?.load?.requests_per_s;
  });
  const known = speeds.filter((v): v is number => v !== undefined && v > 0);
  const capacity =
    known.length === speeds.length && known.length > 0
      ? 1000 / (known.reduce((sum: number, v) => sum + 1000 / v, 0) / known.length)
      : null;
  const draftsBefore = await countDrafts();
  const rssBefore = rssMb(server.appPid);
  console.log(
    `  Mixed load on ${size}: ${options.mixedRate} requests/s for ${options.mixedSeconds} s over ` +
      `${mix.length} kinds (${write ? "1 write" : "no write"}) …`,
  );
  const stats = await load(
    origin,
    mix.map((s, i) => ({
      ...s.request,
      onResponse: (status: number) => {
        counts[i]!.responses++;
        if (status !== s.expected) {
          counts[i]!.errors++;
          unexpected[`${s.scenario}: ${status}`] = (unexpected[`${s.scenario}: ${status}`] ?? 0) + 1;
        }
      },
    })),
    {
      seconds: options.mixedSeconds,
      connections: options.connections,
      overallRate: options.mixedRate,
      // Counted per request kind above; here nothing is "unexpected" by status alone.
      expect: () => true,
    },
  );
  const rssAfter = rssMb(server.appPid);
  await new Promise((done) => setTimeout(done, 5_000));
  const mismatched = counts.reduce((sum, c) => sum + c.errors, 0);
  const result: MixedResult = {
    size,
    rate: options.mixedRate,
    seconds: options.mixedSeconds,
    connections: options.connections,
    mix: counts,
    load: { ...stats, errors: stats.errors + mismatched },
    unexpected,
    capacity_req_per_s: capacity === null ? null : round(capacity, 1),
    rate_share_of_capacity: capacity === null ? null : round(options.mixedRate / capacity, 2),
    rss_mb_before: rssBefore,
    rss_mb_after: rssAfter,
    rss_mb_after_gc_wait: rssMb(server.appPid),
    drafts_before: draftsBefore,
    drafts_after: await countDrafts(),
  };
  console.log(
    `    ${stats.requests} responses (${stats.requests_per_s}/s), ${result.load.errors} errors ` +
      `(${stats.timeouts} timeouts), p50 ${stats.p50_ms} ms, p95 ${stats.p95_ms} ms, p99 ${stats.p99_ms} ms, ` +
      `RSS ${rssBefore} → ${rssAfter} MB (${result.rss_mb_after_gc_wait} MB 5 s later), ` +
      `drafts ${draftsBefore} → ${result.drafts_after}`,
  );
  return result;
}

export async function runHttpBench(options: HttpBenchOptions): Promise<HttpBenchResult> {
  const notes: string[] = [];
  const loadStart = loadavg().map((l) => round(l, 2));
  mkdirSync(WORK_DIR, { recursive: true });
  const origin = `http://127.0.0.1:${options.appPort}`;
  const ceilingPort = options.appPort + 2;

  let buildSeconds: number | null = null;
  if (options.skipBuild && existsSync(join(ROOT, options.buildDir, "server", "index.js"))) {
    console.log(`  Using the build in ${options.buildDir} (--skip-build).`);
  } else {
    console.log(`  Building the app into ${options.buildDir} …`);
    const started = performance.now();
    const build = spawnSync("npx", ["remix", "vite:build"], {
      cwd: ROOT,
      env: { ...process.env, BUILD_DIR: options.buildDir, NODE_ENV: "production" },
      encoding: "utf8",
    });
    if (build.status !== 0) {
      throw new Error(
        `the build failed:\n${(build.stdout + build.stderr).split("\n").slice(-40).join("\n")}`,
      );
    }
    buildSeconds = round((performance.now() - started) / 1000, 1);
  }

  const pgDir = join(WORK_DIR, "pg");
  rmSync(pgDir, { recursive: true, force: true });
  const cluster = await startEmbeddedPostgres({ dir: pgDir, port: options.pgPort, persistent: false });
  const sizes: SizeResult[] = [];
  let mixed: MixedResult | null = null;
  let postgres = "?";
  const mixedSize =
    options.mixedSize && options.sizes.includes(options.mixedSize)
      ? options.mixedSize
      : options.mixedSize
        ? (options.sizes[options.sizes.length - 1] ?? null)
        : null;
  if (options.mixedSize && mixedSize !== options.mixedSize) {
    notes.push(`The mixed load ran on ${mixedSize}: ${options.mixedSize} was not among the sizes run.`);
  }
  try {
    for (const name of options.sizes) {
      const size = HTTP_SIZES.find((s) => s.name === name)!;
      const loadBefore = loadavg().map((l) => round(l, 2));
      const database = `bench_http_${name}`;
      await ensureDatabase(cluster.adminUrl, database);
      const url = cluster.urlFor(database);
      const db = createDatabase(url, 2);
      let server: Server | undefined;
      try {
        console.log(
          `\n  ${name}: ${size.products} products, ${size.locations} locations, ${size.requests} requests …`,
        );
        const generated = performance.now();
        await runMigrations(db);
        postgres = String((await db.execute(sql`SHOW server_version`)).rows[0]?.server_version ?? "?");
        await seedDemoData(db);
        const counts = await generateHttpData(db, size);
        const generateSeconds = round((performance.now() - generated) / 1000, 1);
        console.log(`    data: ${JSON.stringify(counts)} (${generateSeconds} s)`);
        const product = (
          await db.execute(sql`
            SELECT p.id FROM products p
            WHERE p.company_id = ${COMPANY_ID}
              AND (SELECT count(*) FROM sds_documents s WHERE s.company_id = p.company_id AND s.product_id = p.id) >= 3
              AND (SELECT count(*) FROM location_products lp
                   WHERE lp.company_id = p.company_id AND lp.product_id = p.id) >= 2
            ORDER BY p.id DESC LIMIT 1`)
        ).rows[0] as { id: number } | undefined;
        if (!product) throw new Error("no product with 3 sheets and 2 locations");
        const countDrafts = async () =>
          Number(
            (
              await db.execute(
                sql`SELECT count(*)::int AS n FROM product_requests WHERE company_id = ${COMPANY_ID} AND name = ${DRAFT_NAME}`,
              )
            ).rows[0]?.n ?? 0,
          );

        const starting = performance.now();
        server = await startServer(
          serverEnv(options, url, origin),
          origin,
          join(WORK_DIR, `serve-${name}.log`),
        );
        const serverStart = round((performance.now() - starting) / 1000, 1);
        if (server.appPid === null) notes.push(`${name}: the app process was not found; no memory figures.`);
        const session = await signInWithBrowser(origin, "admin@demo.test", "demo");
        console.log(`    signed in as admin@demo.test (landed on ${new URL(session.landedAt).pathname})`);
        const draftBody = "body" in session.draft ? session.draft.body : null;
        if ("pending" in session.draft)
          notes.push(`${name}: saving a request draft is pending: ${session.draft.pending}.`);

        const scenarios = scenariosOf(product.id, session.cookie, origin, draftBody);
        const results: ScenarioResult[] = [];
        const available = new Set<string>();
        const weights: PageWeight[] = [];
        const assets = new Map<string, Buffer>();
        let productsHtml: string | null = null;
        for (const scenario of scenarios) {
          const base = {
            scenario: scenario.scenario,
            method: scenario.request.method,
            path: scenario.request.path,
          };
          if (scenario.request.method === "POST" && draftBody === null) {
            results.push({
              ...base,
              outcome: "skipped",
              note: "pending: " + (session.draft as { pending: string }).pending,
            });
            continue;
          }
          const answer = await probe(origin, scenario.request);
          if (answer.status !== scenario.expected) {
            const note =
              answer.status === 404
                ? `${scenario.request.path} answers 404: the route is not there yet`
                : `answered ${answer.status}${answer.location ? ` → ${answer.location}` : ""} instead of ${scenario.expected}: ${answer.body.slice(0, 200)}`;
            console.log(`    ${scenario.scenario}: skipped (${note})`);
            results.push({ ...base, outcome: "skipped", note });
            continue;
          }
          if (
            scenario.request.method === "POST" &&
            !answer.location?.startsWith("/chemical-approvals/requests")
          ) {
            const note = `the draft's save redirected to ${answer.location}, not to the requests list`;
            results.push({ ...base, outcome: "skipped", note });
            continue;
          }
          if (scenario.request.method === "GET") {
            weights.push(
              await pageWeight(scenario.scenario, scenario.request.path, answer.body, origin, assets),
            );
            if (scenario.request.path === "/products") productsHtml = answer.body;
          }
          available.add(scenario.scenario);
          results.push(await measureScenario(origin, server, scenario, options));
        }

        // The form the draft's save comes from: its weight too (it is not under load itself).
        if (draftBody !== null) {
          const form = await probe(origin, {
            method: "GET",
            path: DRAFT_PATH,
            headers: { Cookie: session.cookie, Accept: "text/html" },
          });
          if (form.status === 200) {
            weights.push(await pageWeight(`${DRAFT_PATH} (the form)`, DRAFT_PATH, form.body, origin, assets));
          }
        }

        // The baselines, from the /products page.
        let ceiling: SizeResult["ceiling"] = null;
        let render: SizeResult["render"] = null;
        if (productsHtml) {
          const file = join(WORK_DIR, `products-${name}.html`);
          writeFileSync(file, productsHtml);
          const helper = await startHelper(
            ["bench/http-ceiling.ts", String(ceilingPort), file],
            process.env,
            "listening",
          );
          try {
            const ceilingOrigin = `http://127.0.0.1:${ceilingPort}`;
            const request: Request = { method: "GET", path: "/products", headers: { Accept: "text/html" } };
            const expect = (status: number) => status === 200;
            await load(ceilingOrigin, [request], {
              seconds: options.warmup,
              connections: options.connections,
              expect,
            });
            const stats = await load(ceilingOrigin, [request], {
              seconds: options.duration,
              connections: options.connections,
              expect,
            });
            ceiling = { ...stats, html_bytes: Buffer.byteLength(productsHtml) };
            console.log(
              `    ceiling (bare Node http, the saved /products HTML): ${stats.requests_per_s} req/s, ` +
                `p50 ${stats.p50_ms} ms, p99 ${stats.p99_ms} ms`,
            );
          } finally {
            await stopProcess(helper);
          }
          const output = await runHelper(["bench/http-render.ts"], {
            ...serverEnv(options, url, origin),
            // As serve.ts gives them to the app: the secret (the CSP and cookies need it) and the issuer.
            SESSION_SECRET: (
              JSON.parse(readFileSync(join(WORK_DIR, "data", "secrets.json"), "utf8")) as {
                sessionSecret: string;
              }
            ).sessionSecret,
            OIDC_ISSUER: `http://127.0.0.1:${options.appPort + 1}`,
            OIDC_CLIENT_ID: "chemsafe-demo",
            NODE_ENV: "production",
            LOG_LEVEL: "error",
            BENCH_ORIGIN: origin,
            BENCH_COOKIE: session.cookie,
            BENCH_PATH: "/products",
            BENCH_SECONDS: String(Math.max(2, Math.round(options.duration / 2))),
          });
          const line = output
            .trim()
            .split("\n")
            .reverse()
            .find((l) => l.startsWith('{"path"'));
          if (!line) throw new Error(`bench/http-render.ts printed no result:\n${output.slice(-500)}`);
          render = JSON.parse(line) as RenderResult;
          console.log(
            `    render (renderToString of /products, data in memory): ${render.render.mean_ms} ms mean ` +
              `(${render.render.cpu_ms} ms CPU), ` +
              `p95 ${render.render.p95_ms} ms (${render.render.html_bytes} bytes); whole document handler ` +
              `${render.document.mean_ms} ms mean`,
          );
        }
        for (const result of results) {
          if (!result.load) continue;
          if (ceiling)
            result.page_per_ceiling = round(result.load.requests_per_s / ceiling.requests_per_s, 4);
          if (render && result.method === "GET") {
            result.page_time_per_render = round(1000 / result.load.requests_per_s / render.render.mean_ms, 2);
            result.page_cpu_per_render = round(
              (result.app_cpu_ms_per_request ?? 0) / render.render.cpu_ms,
              2,
            );
          }
        }

        if (mixedSize === name) {
          mixed = await runMixed(origin, server, name, scenarios, available, options, countDrafts, results);
        }
        sizes.push({
          size: name,
          target: size,
          counts,
          generate_s: generateSeconds,
          server_start_s: serverStart,
          product_id: product.id,
          scenarios: results,
          ceiling,
          render,
          page_weight: weights,
          draft_fields: "fields" in session.draft ? session.draft.fields : null,
          load_average: { before: loadBefore, after: loadavg().map((l) => round(l, 2)) },
        });
      } finally {
        if (server) await stopProcess(server.process);
        await db.$client.end();
      }
      const admin = createDatabase(cluster.adminUrl, 1);
      await admin.$client.query(`DROP DATABASE ${database}`);
      await admin.$client.end();
    }
  } finally {
    await cluster.stop();
    rmSync(pgDir, { recursive: true, force: true });
  }
  const { appPort: _appPort, pgPort: _pgPort, ...shown } = options;
  const busiest = Math.max(
    loadStart[0] ?? 0,
    ...sizes.flatMap((s) => [s.load_average.before[0] ?? 0, s.load_average.after[0] ?? 0]),
  );
  if (busiest > cpus().length) {
    notes.push(
      `The machine was busy: a load average of up to ${busiest} on ${cpus().length} cores during the run. ` +
        `Other processes took CPU from the app, PostgreSQL and autocannon, so req/s are lower and latencies ` +
        `higher than on an idle machine; the CPU milliseconds per request (and the CPU/render ratio) are less ` +
        `affected.`,
    );
  }
  return {
    generated_at: new Date().toISOString(),
    revision: revision(),
    machine: {
      cpus: cpus().length,
      cpu_model: cpus()[0]?.model ?? "?",
      node: process.version,
      load_average_start: loadStart,
      load_average_end: loadavg().map((l) => round(l, 2)),
    },
    postgres,
    options: shown,
    build_s: buildSeconds,
    signed_in_as: "admin@demo.test",
    sizes,
    mixed,
    notes,
  };
}

const fmt = (value: number | null | undefined, digits = 1) =>
  value === null || value === undefined
    ? "–"
    : value.toLocaleString("en-GB", { maximumFractionDigits: digits, minimumFractionDigits: digits });
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;

/** The Markdown of the results: per size the scenarios and baselines, page weight, and the mixed load. */
export function markdownReport(result: HttpBenchResult): string {
  const lines: string[] = [];
  const machine = result.machine;
  lines.push(
    `Run finished ${result.generated_at.slice(0, 16).replace("T", " ")} UTC on ${machine.cpus} × ${machine.cpu_model}, ` +
      `Node ${machine.node}, PostgreSQL ${result.postgres}; load average ${machine.load_average_start.join(" / ")} ` +
      `at the start, ${machine.load_average_end.join(" / ")} at the end. ${result.options.connections} connections, ` +
      `${result.options.warmup} s warm-up, ${result.options.duration} s per scenario.`,
  );
  for (const size of result.sizes) {
    const c = size.counts;
    lines.push(
      "",
      `### ${size.size}: ${c.products.toLocaleString("en-GB")} products, ${c.locations.toLocaleString("en-GB")} locations, ` +
        `${c.product_requests.toLocaleString("en-GB")} approval requests`,
      "",
      `${c.sds.toLocaleString("en-GB")} safety data sheets, ${c.location_products.toLocaleString("en-GB")} placements; ` +
        `load average ${size.load_average.before.join(" / ")} before, ${size.load_average.after.join(" / ")} after.`,
      "",
      "| Scenario | req/s | p50 ms | p95 ms | p99 ms | app CPU ms/req | PG CPU ms/req | RSS MB before → after | page/ceiling | time/render | CPU/render |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    );
    for (const s of size.scenarios) {
      if (!s.load) {
        lines.push(`| ${s.scenario} | skipped: ${s.note ?? ""} | | | | | | | | | |`);
        continue;
      }
      const l = s.load;
      lines.push(
        `| ${s.scenario}${l.errors ? ` (**${l.errors} errors**)` : ""} | ${fmt(l.requests_per_s)} | ${fmt(l.p50_ms)} | ` +
          `${fmt(l.p95_ms)} | ${fmt(l.p99_ms)} | ${fmt(s.app_cpu_ms_per_request)} | ${fmt(s.pg_cpu_ms_per_request)} | ` +
          `${fmt(s.rss_mb_before, 0)} → ${fmt(s.rss_mb_after, 0)} | ${fmt(s.page_per_ceiling, 3)} | ` +
          `${fmt(s.page_time_per_render)} | ${fmt(s.page_cpu_per_render)} |`,
      );
    }
    if (size.ceiling) {
      const l = size.ceiling;
      lines.push(
        `| ceiling: bare Node http, saved /products HTML (${kb(l.html_bytes)} kB) | ${fmt(l.requests_per_s)} | ` +
          `${fmt(l.p50_ms)} | ${fmt(l.p95_ms)} | ${fmt(l.p99_ms)} | | | | 1.000 | | |`,
      );
    }
    if (size.render) {
      const r = size.render.render;
      const d = size.render.document;
      lines.push(
        `| render: renderToString of /products, data in memory (one core, sequential) | ${fmt(r.per_second)} | ` +
          `${fmt(r.p50_ms)} | ${fmt(r.p95_ms)} | ${fmt(r.p99_ms)} | ${fmt(r.cpu_ms)} | | | | 1.0 | 1.0 |`,
        `| document: Remix handler of /products, data in memory (one core, sequential) | ${fmt(d.per_second)} | ` +
          `${fmt(d.p50_ms)} | ${fmt(d.p95_ms)} | ${fmt(d.p99_ms)} | ${fmt(d.cpu_ms)} | | | | | |`,
      );
    }
  }
  // Page weight: the HTML per size (it grows with the data), the scripts and styles (the same at every size).
  const weighed = result.sizes.filter((s) => s.page_weight.length > 0);
  const routes = [...new Set(weighed.flatMap((s) => s.page_weight.map((w) => w.route)))];
  if (routes.length) {
    lines.push(
      "",
      "### Page weight on a first visit (kB; gzip level 6)",
      "",
      `| Page | ${weighed.map((s) => `HTML ${s.size} (gzip)`).join(" | ")} | JS files | JS | JS gzip | CSS gzip |`,
      `| --- |${weighed.map(() => " ---: |").join("")} ---: | ---: | ---: | ---: |`,
    );
    for (const route of routes) {
      const bySize = weighed.map((s) => s.page_weight.find((w) => w.route === route));
      const any = bySize.find((w) => w !== undefined)!;
      lines.push(
        `| ${route} | ${bySize.map((w) => (w ? `${kb(w.html_bytes)} (${kb(w.html_gzip)})` : "–")).join(" | ")} | ` +
          `${any.js_files} | ${kb(any.js_bytes)} | ${kb(any.js_gzip)} | ${kb(any.css_gzip)} |`,
      );
    }
  }
  const m = result.mixed;
  if (m) {
    lines.push(
      "",
      `### Mixed load (${m.size}): ${m.rate} requests/s for ${m.seconds} s, ${m.connections} connections`,
      "",
      "| Requests | req/s | errors | timeouts | p50 ms | p95 ms | p99 ms | max ms | RSS MB before → after (5 s later) | drafts saved |",
      "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
      `| ${m.load.requests} | ${fmt(m.load.requests_per_s)} | ${m.load.errors ? `**${m.load.errors}**` : 0} | ` +
        `${m.load.timeouts} | ${fmt(m.load.p50_ms)} | ${fmt(m.load.p95_ms)} | ${fmt(m.load.p99_ms)} | ` +
        `${fmt(m.load.max_ms)} | ${fmt(m.rss_mb_before, 0)} → ${fmt(m.rss_mb_after, 0)} (${fmt(m.rss_mb_after_gc_wait, 0)}) | ` +
        `${m.drafts_after - m.drafts_before} |`,
      "",
      `Mix, in turn on each connection: ${m.mix.map((k) => `${k.method} ${k.path} (${k.responses})`).join(", ")}.` +
        (m.capacity_req_per_s === null
          ? ""
          : ` The app managed about ${fmt(m.capacity_req_per_s)} requests/s of this mix at ${m.connections} connections ` +
            `(from the scenarios above), so the rate is ${Math.round((m.rate_share_of_capacity ?? 0) * 100)} % of it.`),
    );
  }
  if (result.notes.length) lines.push("", ...result.notes.map((note) => `- ${note}`));
  return lines.join("\n");
}

/** The results of the last run (bench/results/latest.json). */
export function readHttpResults(): HttpBenchResult {
  return JSON.parse(readFileSync(RESULTS_JSON, "utf8")) as HttpBenchResult;
}

export function writeHttpResults(result: HttpBenchResult): void {
  mkdirSync(dirname(RESULTS_JSON), { recursive: true });
  writeFileSync(RESULTS_JSON, `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(RESULTS_MD, `# HTTP benchmark (npm run bench -- http)\n\n${markdownReport(result)}\n`);
}

/** The commit the sources are on, and whether the working tree differs from it. */
function revision(): string {
  try {
    const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], {
      cwd: ROOT,
      encoding: "utf8",
    }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain"], { cwd: ROOT, encoding: "utf8" }).trim();
    return dirty ? `${head} + uncommitted changes` : head;
  } catch {
    return "?";
  }
}
