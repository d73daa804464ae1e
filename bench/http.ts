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
 *   saving a request draft; --scenarios for fewer); requests per second,
 *   latency percentiles from every response, the app's and PostgreSQL's CPU
 *   per request (their own /proc counters), the app's memory, load average;
 * - two baselines: a bare Node http server answering a saved copy of the
 *   /products HTML (bench/http-ceiling.ts) and React's renderToString of the
 *   same page with its data in memory (bench/http-render.ts);
 * - page weight (bench/http-weight.ts);
 * - on one size (medium by default) a mixed read/write load: the highest
 *   fixed rate that holds p95 and 0 errors, found by short open-loop probes
 *   and one confirming run (bench/http-rate.ts);
 * - on request (--soak-seconds), a soak of the same mix at a moderate rate,
 *   with the app's RSS and V8 heap sampled (bench/http-heap.mjs).
 *
 * Results: bench/results/latest.json and bench/results/latest.md, which marks
 * each speed budget of bench/budgets.ts met or not met.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { dirname, join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath, pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import { createDatabase } from "../db/client";
import { ensureDatabase, startEmbeddedPostgres } from "../db/embedded";
import { runMigrations } from "../db/migrate";
import { seedDemoData } from "../seed/seed";
import { benchPublisherUsage, type PublisherUsageTargets } from "./publisher-usage-data";
import { DRAFT_NAME, DRAFT_PATH, signInWithBrowser } from "./http-browser";
import {
  benchDocument,
  APPROVAL_DOCUMENT_TITLE,
  COMPANY_ID,
  generateHttpData,
  HTTP_SIZES,
  type GeneratedCounts,
  type HttpSize,
} from "./http-data";
import { benchCustomList } from "./custom-lists-data";
import { generatePointOfUse, type PointOfUseTargets } from "./point-of-use-data";
import { applyReplacement } from "../api/products/replace-sds";
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
import { roundRate, runAtRate, searchRate, type RateRequest, type RateRun } from "./http-rate";
import {
  evaluateBudgets,
  memoryTrend,
  MIN_RESPONSES_FOR_CPU,
  MIXED_LOAD_TARGET,
  type BudgetRow,
} from "./budgets";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const WORK_DIR = join(ROOT, ".tmp", "bench-http");
/** Where the app's V8 heap figures are written during a soak (bench/http-heap.mjs). */
const HEAP_DIR = join(WORK_DIR, "heap");
export const RESULTS_JSON = join(ROOT, "bench", "results", "latest.json");
export const RESULTS_MD = join(ROOT, "bench", "results", "latest.md");

/** The scenarios by their short names (`--scenarios main,products`). */
export const SCENARIO_IDS = [
  "main",
  "products",
  "search",
  "product",
  "locations",
  "requests",
  "draft",
  "activities",
  "users",
  "usersearch",
  "gdpr",
  "settings",
  "greylist",
  "riskassessments",
  "locationriskassessments",
  "rastatus",
  "locationrastatus",
  "document",
  "smartforms",
  "template",
  "approval",
  "versions",
  "documentcreate",
  "requestontemplate",
  "exposureregister",
  "exposureinstances",
  "exposurehistory",
  "exposurerecord",
  "exposureplans",
  "exposurecreateplan",
  "exposurecreatesds",
  "exposureplannew",
  "exposuremypage",
  "readunderstood",
  "readunderstoodmanage",
  "sdsrequests",
  "sdsrequestnew",
  "wpdposter",
  "legislations",
  "amountreport",
  // At the point of use: workplace descriptions, read and understood by location, a public read link.
  "wpdlist",
  "wpdpage",
  "readunderstoodlocation",
  "readlink",
  "substitute",
  "substitutionhistory",
  // Training: the courses and who is due.
  "training",
  // SDS events and actions.
  "sdsevents",
  "actions",
  // Standard phrases of the internal documents publisher.
  "standardphrases",
  // Custom lists: the company's lists with their product counts, and one list with its substances.
  "customlists",
  "customlist",
  // Internal documents publisher: the suppliers and the substances with where they are used.
  "suppliers",
  "substances",
  // Change impact of a new sheet version.
  "sdsimpact",
  // Custom reports: a report of every action (100,000 at the large size), its page and its CSV.
  "customreport",
  "customreportcsv",
  // Internal documents publisher: the company's own sheets (a page of versions), and one sheet's versions page.
  "publisherdocuments",
  "sheetversions",
  // The legislation lists of a site's subtree (the products held there on the lists).
  "locationlegislations",
  // The editor of the company's own sheets: a draft's section 2 with a phrase search.
  "sheeteditor",
  // Where the publisher's material is used: a phrase's sheets, the substance usage list, a sheet's composition.
  "phraseinuse",
  "substanceusage",
  "sheetcomposition",
] as const;
export type ScenarioId = (typeof SCENARIO_IDS)[number];

/** The admin's custom report of every action (the bench's custom report scenarios), made once. */
async function benchCustomReport(db: ReturnType<typeof createDatabase>): Promise<number | null> {
  const definition = JSON.stringify({
    source: "actions",
    columns: ["title", "status", "due_date", "assignee", "location", "product"],
    filters: [],
    group_by: null,
    order_by: null,
    order_dir: "asc",
  });
  const { rows } = await db.execute(sql`
    WITH owner AS (SELECT id FROM users WHERE company_id = ${COMPANY_ID} AND email = 'admin@demo.test'),
    found AS (
      SELECT r.id FROM custom_reports r JOIN owner o ON o.id = r.owner_id
      WHERE r.company_id = ${COMPANY_ID} AND r.name = 'Bench: every action'),
    made AS (
      INSERT INTO custom_reports (company_id, owner_id, name, shared, definition)
      SELECT ${COMPANY_ID}, o.id, 'Bench: every action', false, ${definition}::jsonb FROM owner o
      WHERE NOT EXISTS (SELECT 1 FROM found)
      RETURNING id)
    SELECT id FROM found UNION ALL SELECT id FROM made`);
  return (rows[0] as { id: number } | undefined)?.id ?? null;
}

/** An open plan, and a place with the sheet of a record made there: the recording form's two ways in. */
async function exposureFormTargets(
  db: ReturnType<typeof createDatabase>,
): Promise<{ planUid: string | null; locationId: number | null; sdsKey: string | null }> {
  const plan = (
    await db.execute(sql`
      SELECT uid FROM exposure_plans WHERE company_id = ${COMPANY_ID} AND closed_at IS NULL ORDER BY id LIMIT 1`)
  ).rows[0] as { uid: string } | undefined;
  const sheet = (
    await db.execute(sql`
      SELECT i.location_id, s.key FROM exposure_instances i
      JOIN sds_documents s ON s.company_id = i.company_id AND s.id = i.sds_id
      WHERE i.company_id = ${COMPANY_ID} AND i.sds_id IS NOT NULL ORDER BY i.id LIMIT 1`)
  ).rows[0] as { location_id: number; key: string } | undefined;
  return { planUid: plan?.uid ?? null, locationId: sheet?.location_id ?? null, sdsKey: sheet?.key ?? null };
}

export interface HttpBenchOptions {
  sizes: HttpSize["name"][];
  /** Only these scenarios under load (null: all). /products brings its baselines (ceiling, render) along. */
  scenarios: ScenarioId[] | null;
  /** Seconds per scenario (10), warm-up seconds before each (3), open connections (10). */
  duration: number;
  warmup: number;
  connections: number;
  /**
   * The mixed load, on one size (medium, else the last one run; null: none): without a rate, the search for
   * the highest rate that holds (probes of probeSeconds, at most searchProbes, then a confirming run of
   * mixedSeconds, at most confirmTries of them); with mixedRate, one run at that rate for mixedSeconds.
   */
  mixedSeconds: number;
  mixedRate: number | null;
  mixedSize: HttpSize["name"] | null;
  probeSeconds: number;
  searchProbes: number;
  confirmTries: number;
  /** The soak (0: none): the mix at soakRate (default half the rate found) on the mixed size, sampled. */
  soakSeconds: number;
  soakRate: number | null;
  soakSampleSeconds: number;
  /** Use the build already in buildDir instead of building (a build of the same sources is reused anyway). */
  skipBuild: boolean;
  /** Build even when the build in buildDir is of the same sources. */
  rebuild: boolean;
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
  scenarios: null,
  duration: 10,
  warmup: 3,
  connections: 10,
  mixedSeconds: MIXED_LOAD_TARGET.seconds,
  mixedRate: null,
  mixedSize: "medium",
  probeSeconds: 15,
  searchProbes: 5,
  confirmTries: 4,
  soakSeconds: 0,
  soakRate: null,
  soakSampleSeconds: 10,
  skipBuild: false,
  rebuild: false,
  buildDir: ".tmp/build-bench",
  appPort: 3850,
  pgPort: 3861,
  logLevel: undefined,
  report: false,
};

/** `--sizes small,medium --scenarios main,products --duration 5 --warmup 2 --soak-seconds 600 …` */
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
      case "--scenarios": {
        const names = value()
          .split(",")
          .map((s) => s.trim());
        for (const name of names) {
          if (!(SCENARIO_IDS as readonly string[]).includes(name))
            throw new Error(`unknown scenario ${name}; known: ${SCENARIO_IDS.join(", ")}`);
        }
        options.scenarios = names as ScenarioId[];
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
      case "--probe-seconds":
        options.probeSeconds = number();
        break;
      case "--search-probes":
        options.searchProbes = Math.round(number());
        break;
      case "--confirm-tries":
        options.confirmTries = Math.round(number());
        break;
      case "--soak-seconds":
        options.soakSeconds = number();
        break;
      case "--soak-rate":
        options.soakRate = number();
        break;
      case "--soak-sample-seconds":
        options.soakSampleSeconds = number();
        break;
      case "--rebuild":
        options.rebuild = true;
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
      case "--port":
        options.appPort = number();
        break;
      case "--pg-port":
        options.pgPort = number();
        break;
      default:
        throw new Error(
          `unknown option ${arg}; known: --sizes small,medium,large --scenarios ${SCENARIO_IDS.join(",")} ` +
            `--duration S --warmup S --connections N --mixed-size small|medium|large|none --no-mixed ` +
            `--mixed-seconds S --mixed-rate R --probe-seconds S --search-probes N --confirm-tries N ` +
            `--soak-seconds S --soak-rate R --soak-sample-seconds S --skip-build --rebuild --build-dir DIR ` +
            `--port N --pg-port N --log-level LEVEL --report`,
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
  /** The short name (`--scenarios`); absent in results from before it existed. */
  id?: ScenarioId;
  scenario: string;
  method: "GET" | "POST";
  path: string;
  /** "skipped": the route is not there yet (404) or did not answer as expected; see note. */
  outcome: "measured" | "skipped";
  note?: string;
  load?: LoadStats;
  /**
   * CPU milliseconds per request of the app process (its own counters: /proc/<pid>/stat, user + system) and
   * of PostgreSQL (all its processes); the machine's 1-minute load average at the scenario's end.
   */
  app_cpu_ms_per_request?: number;
  pg_cpu_ms_per_request?: number;
  load_average_1m?: number;
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

export interface MixedKind {
  scenario: string;
  method: string;
  path: string;
  expected: number;
}

export interface MixedResult {
  size: HttpSize["name"];
  /** The kinds of request, in turn: every page, page 2 of the list, a draft's save. */
  mix: MixedKind[];
  /** The mix as fast as the app answers it (autocannon, the scenarios' connections): where the search starts. */
  capacity: LoadStats | null;
  /** What a rate must hold (bench/budgets.ts). */
  target: typeof MIXED_LOAD_TARGET;
  /** "search": the highest rate that holds; "fixed": one run at --mixed-rate. */
  mode: "search" | "fixed";
  /** The highest rate the confirming run held (search), or the fixed rate if it held; null: none held. */
  rate: number | null;
  /** Every run: the probes and confirming run(s), or the one fixed-rate run. */
  runs: RateRun[];
  /** The run that decided the rate (the confirming one; the fixed one). */
  confirmed: RateRun | null;
  seconds_total: number;
  rss_mb_before: number | null;
  rss_mb_after: number | null;
  rss_mb_after_gc_wait: number | null;
  drafts_before: number;
  drafts_after: number;
}

export interface SoakSample {
  t_s: number;
  rss_mb: number | null;
  /**
   * V8's heap from the app process (bench/http-heap.mjs), when it could be read: in use and in all now, in
   * use right after the last full collection (what survives it: the live data), and full collections so far.
   */
  heap_used_mb: number | null;
  heap_total_mb: number | null;
  heap_after_major_gc_mb: number | null;
  major_gcs: number | null;
  load_average_1m: number;
}

export interface SoakResult {
  size: HttpSize["name"];
  rate: number;
  /** Where the rate came from: --soak-rate, half the rate that held, or a quarter of the mix's capacity. */
  rate_from: string;
  seconds: number;
  sample_every_s: number;
  run: RateRun;
  samples: SoakSample[];
  rss: ReturnType<typeof memoryTrend>;
  /** The trend of the heap in use after full collections (null: too few samples, or no preload). */
  heap_after_gc: ReturnType<typeof memoryTrend>;
  drafts_saved: number;
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
  soak?: SoakResult | null;
  /** The budgets of bench/budgets.ts against these results (evaluated again by --report). */
  budgets?: BudgetRow[];
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
  id: ScenarioId;
  scenario: string;
  request: Request;
  /** The status a successful answer has (200; the draft's save redirects, 302). */
  expected: number;
}

/**
 * A replacement with its change impact: the demo's Toluene has a newer sheet waiting (one more H statement,
 * one P statement fewer, a substance at another concentration); applying it through the API's own code
 * writes the replaced event and its actions as a user's apply would. Null when the seed has no such sheet.
 */
async function changeImpactEventId(db: ReturnType<typeof createDatabase>): Promise<number | null> {
  const pending = (
    await db.execute<{ product_id: number; key: string; user_id: number }>(sql`
      SELECT s.product_id, s.key, (SELECT id FROM users WHERE company_id = s.company_id AND email = 'admin@demo.test') AS user_id
      FROM sds_documents s JOIN products p ON p.company_id = s.company_id AND p.id = s.product_id
      WHERE s.company_id = ${COMPANY_ID} AND s.pending AND p.name = 'Toluene' ORDER BY s.id LIMIT 1`)
  ).rows[0];
  if (!pending) return null;
  const applied = await applyReplacement(
    db,
    { companyId: COMPANY_ID, roots: null, userId: pending.user_id },
    pending.product_id,
    pending.key,
    4,
  );
  if (!applied.ok) return null;
  const event = (
    await db.execute<{ id: number }>(sql`
      SELECT id FROM sds_events WHERE company_id = ${COMPANY_ID} AND kind = 'replaced'
        AND product_id = ${pending.product_id} AND sds_key = ${pending.key} ORDER BY id DESC LIMIT 1`)
  ).rows[0];
  return event?.id ?? null;
}

function scenariosOf(
  productId: number,
  cookie: string,
  origin: string,
  draftBody: string | null,
  siteId: number,
  documentId: number,
  templateId: number,
  approvalDocumentId: number | null = null,
  requestTemplateId: number | null = null,
  exposurePersonId: number | null = null,
  exposureRecordUid: string | null = null,
  exposureForm: { planUid: string | null; locationId: number | null; sdsKey: string | null } = {
    planUid: null,
    locationId: null,
    sdsKey: null,
  },
  pointOfUse: PointOfUseTargets | null = null,
  customListId: number | null = null,
  impactEventId: number | null = null,
  customReportId: number | null = null,
  publisherUsage: PublisherUsageTargets | null = null,
): Scenario[] {
  const get = (id: ScenarioId, scenario: string, path: string): Scenario => ({
    id,
    scenario,
    request: { method: "GET", path, headers: { Cookie: cookie, Accept: "text/html" } },
    expected: 200,
  });
  const list: Scenario[] = [
    get("main", "/main", "/main"),
    get("products", "/products (page 1)", "/products"),
    get("search", '/products?q=acetone (search "acetone")', "/products?q=acetone"),
    get("product", "/products/{id} (3 sheets, 2 locations)", `/products/${productId}`),
    get("locations", "/location-hierarchy", "/location-hierarchy"),
    get("requests", "/chemical-approvals/requests", "/chemical-approvals/requests"),
    get("activities", "/activities (the newest 50 of the audit trail)", "/activities"),
    get("users", "/users (page 1 of the active users)", "/users"),
    get("usersearch", '/users?q=user+12 (search "user 12")', "/users?q=user+12"),
    get("gdpr", '/gdpr?q=a (people matching "a", at most 20)', "/gdpr?q=a"),
    get("settings", "/company-settings/system", "/company-settings/system"),
    get("greylist", "/company-settings/products/greylist", "/company-settings/products/greylist"),
    get("riskassessments", "/documents/1 (the newest 50 risk assessments)", "/documents/1"),
    get(
      "locationriskassessments",
      "/locations/{id}/documents/1 (a site's subtree)",
      `/locations/${siteId}/documents/1`,
    ),
    get("rastatus", "/riskassessment/status (every product held, page 1)", "/riskassessment/status"),
    get(
      "locationrastatus",
      "/locations/{id}/riskassessment/status (a site's subtree)",
      `/locations/${siteId}/riskassessment/status`,
    ),
    get(
      "document",
      "/smartforms/1/documents/{id} (a risk assessment's first tab, its candidates bounded)",
      `/smartforms/1/documents/${documentId}`,
    ),
    get("smartforms", "/smartforms/1 (the risk assessment templates)", "/smartforms/1"),
    get(
      "documentcreate",
      "/smartforms/1/documents/create (a new risk assessment: its template and the location picker)",
      "/smartforms/1/documents/create",
    ),
    get(
      "template",
      "/smartforms/1/template/{id} (the template builder)",
      `/smartforms/1/template/${templateId}`,
    ),
  ];
  if (approvalDocumentId !== null)
    list.push(
      get(
        "approval",
        "/smartforms/documents/{id}/approval (a risk assessment waiting for approval)",
        `/smartforms/documents/${approvalDocumentId}/approval`,
      ),
      get(
        "versions",
        "/smartforms/documents/{id}/versions (its versions and decisions)",
        `/smartforms/documents/${approvalDocumentId}/versions`,
      ),
    );
  if (requestTemplateId !== null)
    list.push(
      get(
        "requestontemplate",
        "/chemical-approvals/requests/new?templateId={id} (a request on a form)",
        `/chemical-approvals/requests/new?templateId=${requestTemplateId}`,
      ),
    );
  list.push(
    get("exposureregister", "/exposure (the exposure register, page 1)", "/exposure"),
    get("exposureinstances", "/exposures/instances (the newest 50 exposure records)", "/exposures/instances"),
  );
  // A person's history, and one record: both need the data to name someone (absent from an empty bench).
  if (exposurePersonId !== null)
    list.push(
      get(
        "exposurehistory",
        "/exposure-history?person={id} (the person with the most exposure records)",
        `/exposure-history?person=${exposurePersonId}`,
      ),
    );
  if (exposureRecordUid !== null)
    list.push(
      get(
        "exposurerecord",
        "/exposures/instances/{uid} (an exposure record with its history and the keeper's forms)",
        `/exposures/instances/${exposureRecordUid}`,
      ),
    );
  list.push(get("exposureplans", "/exposures/plans (the newest 50 open plans)", "/exposures/plans"));
  // The recording form from a plan and from a place and sheet (the product page's link), when the data has them.
  if (exposureForm.planUid !== null)
    list.push(
      get(
        "exposurecreateplan",
        "/exposures/create?plan={uid} (record an occasion on a plan)",
        `/exposures/create?plan=${exposureForm.planUid}`,
      ),
    );
  if (exposureForm.locationId !== null && exposureForm.sdsKey !== null)
    list.push(
      get(
        "exposurecreatesds",
        "/exposures/create?location_id={id}&sds={key} (record an occasion at a place with a sheet)",
        `/exposures/create?location_id=${exposureForm.locationId}&sds=${encodeURIComponent(exposureForm.sdsKey)}`,
      ),
    );
  list.push(
    get(
      "exposureplannew",
      "/exposures/plans/new (the new plan form with its choices)",
      "/exposures/plans/new",
    ),
    get("exposuremypage", "/my-page/exposure (one's own exposure history)", "/my-page/exposure"),
  );
  list.push(
    get("readunderstood", "/read-understood (the signed-in person's list, bounded)", "/read-understood"),
    get(
      "readunderstoodmanage",
      "/read-understood/manage?q=a (documents in force by title, at most 50 of each kind)",
      "/read-understood/manage?q=a",
    ),
  );
  list.push(
    get("sdsrequests", "/sdsrequests (the newest 50 supplier SDS requests, paged)", "/sdsrequests"),
    get(
      "sdsrequestnew",
      "/sdsrequests/new?q=a (asking a supplier: products by name, at most 20, and the outdated count)",
      "/sdsrequests/new?q=a",
    ),
  );
  // The poster layout of workplace descriptions: a form with a bounded list of descriptions to preview.
  list.push(
    get(
      "wpdposter",
      "/workplacedescriptions/poster/edit (the poster layout, at most 200 descriptions to preview)",
      "/workplacedescriptions/poster/edit",
    ),
  );
  list.push(
    get(
      "legislations",
      "/legislations (the products on the legislation lists, page 1, and the lists' versions)",
      "/legislations",
    ),
  );
  // The amount report: a page of placements with the totals per hazard category added up by PostgreSQL.
  list.push(
    get(
      "amountreport",
      "/amountreport (amounts per product and location, page 1, and the totals per hazard category)",
      "/amountreport",
    ),
  );
  // At the point of use (bench/point-of-use-data.ts): the company's descriptions, one at the store with
  // 1,000 products, the manager's view of the site above it, and the store's public read link (no session).
  if (pointOfUse !== null)
    list.push(
      get("wpdlist", "/workplacedescriptions (the current descriptions, page 1)", "/workplacedescriptions"),
      get(
        "wpdpage",
        "/workplacedescription?id={id} (a version 2 at the store with 1,000 products: the form and its choices)",
        `/workplacedescription?id=${pointOfUse.wpdVersionId}`,
      ),
      get(
        "readunderstoodlocation",
        "/read-understood/location?location={id} (a site's documents in force, who has and who hasn't)",
        `/read-understood/location?location=${pointOfUse.siteId}`,
      ),
      {
        id: "readlink",
        scenario: "/read/{token} (the public read-link page of a location with 1,000 products)",
        request: {
          method: "GET",
          path: `/read/${pointOfUse.readLinkToken}`,
          headers: { Accept: "text/html" },
        },
        expected: 200,
      },
    );
  // Substitution: the product search (trigram, at most 20, each with its score) and the paged history.
  list.push(
    get(
      "substitute",
      "/substitute?q=acet (products to replace by name or supplier, at most 20, with their hazard scores)",
      "/substitute?q=acet",
    ),
    get(
      "substitutionhistory",
      "/substitution-history (the newest 50 substitutions, paged)",
      "/substitution-history",
    ),
  );
  // Training: the caller's own training, a page of courses and a page of who is due (one set-based query).
  list.push(get("training", "/training (own training, courses page 1 and who is due page 1)", "/training"));
  // SDS events and actions: a keyset page of the timeline, and a page of everyone's actions.
  list.push(
    get("sdsevents", "/sdsevents (the newest 50 SDS events, keyset-paged)", "/sdsevents"),
    get("actions", "/actions/list (everyone's open actions, 50 a page)", "/actions/list"),
  );
  // Standard phrases: the company's phrases (at most 1,000) and the official CLP statements, 50 of each a page.
  list.push(
    get(
      "standardphrases",
      "/standard-phrases (the company's phrases and the official statements, 50 of each a page)",
      "/standard-phrases",
    ),
  );
  // Custom lists (bench/custom-lists-data.ts): the lists with the products on each, and one of 50 substances.
  if (customListId !== null)
    list.push(
      get(
        "customlists",
        "/custom-lists (the company's lists, each with its products counted)",
        "/custom-lists",
      ),
      get(
        "customlist",
        "/custom-lists/{id} (a list of 50 substances with its forms)",
        `/custom-lists/${customListId}`,
      ),
    );
  // Internal documents publisher: the suppliers (bounded at 1,000) and the substances, each with the current
  // sheets of the library that list its CAS (one LATERAL query over the GIN-indexed CAS numbers).
  list.push(
    get("suppliers", "/suppliers (the company's suppliers, bounded at 1,000)", "/suppliers"),
    get(
      "substances",
      "/substances (page 1 of the company's substances, 50 with where each is used)",
      "/substances",
    ),
  );
  // Change impact: what a new sheet version changed and its actions (the page bounds them per kind).
  if (impactEventId !== null)
    list.push(
      get(
        "sdsimpact",
        "/sdsevents/{eventId}/impact (a replaced sheet's difference and its follow-up actions)",
        `/sdsevents/${impactEventId}/impact`,
      ),
    );
  // A custom report of every action: a page of 100 rows with the count (up to 100,000), and the whole CSV.
  if (customReportId !== null)
    list.push(
      get(
        "customreport",
        "/custom-reports/{id} (a report of every action, page 1 of 100 rows and the count)",
        `/custom-reports/${customReportId}`,
      ),
      get(
        "customreportcsv",
        "/custom-reports/{id}/export.csv (every action of the report as CSV, streamed, up to 100,000 rows)",
        `/custom-reports/${customReportId}/export.csv`,
      ),
    );
  // The publisher's own sheets: the first page of 50 versions by product name with their count, and the demo
  // degreaser's versions page (its versions and the free languages and markets: three API calls).
  list.push(
    get(
      "publisherdocuments",
      "/documents (the company's own sheets, page 1 of 50 versions and the count)",
      "/documents",
    ),
    get(
      "sheetversions",
      "/documents/all-versions/{sdsKey} (a sheet's versions, with its free languages and markets)",
      "/documents/all-versions/DOC-DEMODEGR500",
    ),
  );
  // A site's legislation page: the hits of the products held in its subtree, and its custom-list hits.
  list.push(
    get(
      "locationlegislations",
      "/locations/{id}/legislations (the hits of the products held in a site's subtree, page 1)",
      `/locations/${siteId}/legislations`,
    ),
  );
  // Where the publisher's material is used (bench/publisher-usage-data.ts): a phrase on 600 documents (100
  // named), the first page of 2,000 substances with their sheets counted, a sheet's composition by version.
  if (publisherUsage !== null)
    list.push(
      get(
        "phraseinuse",
        "/phrases/inuse/{id} (a phrase on 600 documents: the count and 100 named)",
        `/phrases/inuse/${publisherUsage.sentenceId}`,
      ),
      get(
        "substanceusage",
        "/substances/all-versions (page 1 of 2,000 substances, sheets and versions counted)",
        "/substances/all-versions",
      ),
      get(
        "sheetcomposition",
        "/substances/all-versions/{sdsKey} (a sheet's composition in each of its versions)",
        `/substances/all-versions/${publisherUsage.sdsKey}`,
      ),
    );
  list.push({
    id: "draft",
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
  const base = {
    id: scenario.id,
    scenario: scenario.scenario,
    method: scenario.request.method,
    path: scenario.request.path,
  };
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
    load_average_1m: round(loadavg()[0] ?? 0, 2),
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
    // The read-link scenario asks for one public page thousands of times from one address.
    RATE_LIMIT_READ_LINK: "off",
  });
  if (options.logLevel) env.LOG_LEVEL = options.logLevel;
  return env;
}

/** The mixed load's kinds of request: every page that answered, page 2 of the list, a draft's save. */
function mixOf(scenarios: Scenario[], available: Set<string>): Scenario[] {
  const reads = scenarios.filter((s) => s.request.method === "GET" && available.has(s.scenario));
  const write = scenarios.find((s) => s.request.method === "POST" && available.has(s.scenario));
  const page1 = reads.find((s) => s.request.path === "/products");
  return [
    ...reads,
    ...(page1
      ? [{ ...page1, scenario: "/products?page=2", request: { ...page1.request, path: "/products?page=2" } }]
      : []),
    ...(write ? [write] : []),
  ];
}

const rateRequests = (mix: Scenario[]): RateRequest[] =>
  mix.map((s) => ({ kind: s.scenario, ...s.request, expected: s.expected }));

function logRun(run: RateRun): void {
  console.log(
    `    ${run.phase} at ${run.rate}/s for ${run.seconds} s: ${run.holds ? "holds" : "does not hold"}; ` +
      `${run.requests}/${run.sent} answered, ${run.errors} errors, p50 ${run.p50_ms} ms, p95 ${run.p95_ms} ms, ` +
      `p99 ${run.p99_ms} ms (load average ${run.load_average_1m})`,
  );
}

async function runMixed(
  origin: string,
  server: Server,
  size: HttpSize["name"],
  mix: Scenario[],
  options: HttpBenchOptions,
  countDrafts: () => Promise<number>,
): Promise<MixedResult> {
  const started = performance.now();
  const draftsBefore = await countDrafts();
  const rssBefore = rssMb(server.appPid);
  const requests = rateRequests(mix);
  const target = MIXED_LOAD_TARGET;
  const atRate = (rate: number, seconds: number, phase: RateRun["phase"]) =>
    runAtRate(origin, requests, {
      phase,
      rate,
      seconds,
      target,
      loadAverage: () => loadavg()[0] ?? 0,
    }).then((run) => {
      logRun(run);
      return run;
    });

  let capacity: LoadStats | null = null;
  let rate: number | null;
  let runs: RateRun[];
  let confirmed: RateRun | null;
  if (options.mixedRate !== null) {
    console.log(`  Mixed load on ${size}: ${options.mixedRate}/s for ${options.mixedSeconds} s …`);
    const run = await atRate(options.mixedRate, options.mixedSeconds, "fixed");
    runs = [run];
    confirmed = run;
    rate = run.holds ? options.mixedRate : null;
  } else {
    // Where to start: the mix as fast as the app answers it, in turn on each connection (it warms up too).
    capacity = await mixCapacity(origin, mix, options);
    console.log(
      `  Mixed load on ${size}: the mix's capacity ${capacity.requests_per_s} req/s at ` +
        `${options.connections} connections; searching the highest rate with p95 ≤ ${target.p95_ms} ms and ` +
        `${target.errors} errors (probes of ${options.probeSeconds} s, then ${options.mixedSeconds} s) …`,
    );
    // A rate well under capacity: at capacity requests queue, and p95 is far over the target.
    const search = await searchRate(Math.max(1, capacity.requests_per_s * 0.6), atRate, {
      probeSeconds: options.probeSeconds,
      confirmSeconds: options.mixedSeconds,
      maxProbes: options.searchProbes,
      maxConfirms: options.confirmTries,
      precision: 0.1,
      minRate: 0.5,
    });
    ({ rate, runs, confirmed } = search);
  }
  const rssAfter = rssMb(server.appPid);
  await new Promise((done) => setTimeout(done, 5_000));
  const result: MixedResult = {
    size,
    mix: mix.map((s) => ({
      scenario: s.scenario,
      method: s.request.method,
      path: s.request.path,
      expected: s.expected,
    })),
    capacity,
    target,
    mode: options.mixedRate === null ? "search" : "fixed",
    rate,
    runs,
    confirmed,
    seconds_total: round((performance.now() - started) / 1000, 1),
    rss_mb_before: rssBefore,
    rss_mb_after: rssAfter,
    rss_mb_after_gc_wait: rssMb(server.appPid),
    drafts_before: draftsBefore,
    drafts_after: await countDrafts(),
  };
  console.log(
    `    rate that holds: ${rate === null ? "none" : `${rate}/s`}; RSS ${rssBefore} → ${rssAfter} MB ` +
      `(${result.rss_mb_after_gc_wait} MB 5 s later), drafts ${draftsBefore} → ${result.drafts_after}`,
  );
  return result;
}

/** V8's heap of the app process, as bench/http-heap.mjs last wrote it (at most 5 s old), or nulls. */
function heapOf(
  pid: number | null,
): Pick<SoakSample, "heap_used_mb" | "heap_total_mb" | "heap_after_major_gc_mb" | "major_gcs"> {
  try {
    const heap = JSON.parse(readFileSync(join(HEAP_DIR, `heap-${pid}.json`), "utf8")) as {
      at: number;
      heap_used_mb: number;
      heap_total_mb: number;
      heap_after_major_gc_mb: number | null;
      major_gcs: number;
    };
    if (Date.now() - heap.at <= 5_000) {
      const { heap_used_mb, heap_total_mb, heap_after_major_gc_mb, major_gcs } = heap;
      return { heap_used_mb, heap_total_mb, heap_after_major_gc_mb, major_gcs };
    }
  } catch {
    // not written (no preload, or not yet)
  }
  return { heap_used_mb: null, heap_total_mb: null, heap_after_major_gc_mb: null, major_gcs: null };
}

/** The mix as fast as the app answers it (autocannon, the scenarios' connections), after a warm-up. */
async function mixCapacity(origin: string, mix: Scenario[], options: HttpBenchOptions): Promise<LoadStats> {
  const expect = () => true;
  const requests = mix.map((s) => s.request);
  await load(origin, requests, { seconds: options.warmup, connections: options.connections, expect });
  return load(origin, requests, {
    seconds: Math.min(options.probeSeconds, 10),
    connections: options.connections,
    expect,
  });
}

async function runSoak(
  origin: string,
  server: Server,
  size: HttpSize["name"],
  mix: Scenario[],
  options: HttpBenchOptions,
  mixed: MixedResult | null,
  countDrafts: () => Promise<number>,
): Promise<SoakResult> {
  // A moderate rate: half of one that held; without one, a quarter of what the app manages of the mix at
  // full speed (half of that kept requests queued for seconds on a busy machine).
  let rate: number;
  let rateFrom: string;
  if (options.soakRate !== null) [rate, rateFrom] = [options.soakRate, "--soak-rate"];
  else if (mixed?.rate)
    [rate, rateFrom] = [roundRate(mixed.rate / 2), `half the rate that held (${mixed.rate}/s)`];
  else {
    const capacity = mixed?.capacity ?? (await mixCapacity(origin, mix, options));
    rate = Math.max(0.5, roundRate(capacity.requests_per_s / 4));
    rateFrom = `a quarter of the mix's capacity (${capacity.requests_per_s}/s)${mixed ? ": no rate held" : ""}`;
  }
  console.log(
    `  Soak on ${size}: the mix at ${rate}/s (${rateFrom}) for ${options.soakSeconds} s, memory every ` +
      `${options.soakSampleSeconds} s …`,
  );
  const draftsBefore = await countDrafts();
  const started = performance.now();
  const samples: SoakSample[] = [];
  const sample = () => {
    const entry: SoakSample = {
      t_s: round((performance.now() - started) / 1000, 1),
      rss_mb: rssMb(server.appPid),
      ...heapOf(server.appPid),
      load_average_1m: round(loadavg()[0] ?? 0, 2),
    };
    samples.push(entry);
    console.log(
      `    ${entry.t_s} s: RSS ${entry.rss_mb} MB, heap ${entry.heap_used_mb ?? "?"} / ${entry.heap_total_mb ?? "?"} MB, ` +
        `${entry.heap_after_major_gc_mb ?? "?"} MB after the last full GC (${entry.major_gcs ?? "?"} so far)`,
    );
  };
  sample();
  const timer = setInterval(sample, options.soakSampleSeconds * 1000);
  let run: RateRun;
  try {
    run = await runAtRate(origin, rateRequests(mix), {
      phase: "soak",
      rate,
      seconds: options.soakSeconds,
      target: MIXED_LOAD_TARGET,
      loadAverage: () => loadavg()[0] ?? 0,
    });
  } finally {
    clearInterval(timer);
  }
  sample();
  logRun(run);
  const result: SoakResult = {
    size,
    rate,
    rate_from: rateFrom,
    seconds: options.soakSeconds,
    sample_every_s: options.soakSampleSeconds,
    run,
    samples,
    ...soakTrends(samples),
    drafts_saved: (await countDrafts()) - draftsBefore,
  };
  console.log(`    ${soakSummary(result)}`);
  return result;
}

/** Whether RSS and the heap after full collections level off (bench/budgets.ts), from a soak's samples. */
function soakTrends(samples: SoakSample[]): Pick<SoakResult, "rss" | "heap_after_gc"> {
  const series = (pick: (s: SoakSample) => number | null | undefined) =>
    samples.flatMap((s) => {
      const mb = pick(s);
      return mb === null || mb === undefined ? [] : [{ t_s: s.t_s, mb }];
    });
  return {
    rss: memoryTrend(series((s) => s.rss_mb)),
    // One point per full collection seen (a sample repeats the last one's figure until the next).
    heap_after_gc: memoryTrend(
      series((s) => s.heap_after_major_gc_mb).filter(
        (_point, i, all) => i === 0 || all[i]!.mb !== all[i - 1]!.mb,
      ),
    ),
  };
}

/** The soak in one line: the load, and whether the memory levelled off. */
export function soakSummary(soak: SoakResult): string {
  const first = soak.samples[0];
  const last = soak.samples[soak.samples.length - 1];
  const trend = (name: string, t: SoakResult["rss"]) =>
    t
      ? `${name} grew ${fmt(t.first_half_growth_mb)} MB over the first half and ${fmt(t.last_half_growth_mb)} MB ` +
        `over the second: ${t.levels_off ? "it levels off" : "**it does not level off**"}`
      : `${name}: too few samples`;
  return (
    `${soak.run.requests} requests at ${soak.rate}/s for ${soak.seconds} s, ${soak.run.errors} errors, ` +
    `p95 ${fmt(soak.run.p95_ms)} ms; RSS ${fmt(first?.rss_mb, 0)} → ${fmt(last?.rss_mb, 0)} MB; ` +
    trend("RSS", soak.rss) +
    (soak.samples.some((s) => s.heap_used_mb !== null && s.heap_used_mb !== undefined)
      ? soak.heap_after_gc
        ? `; ${trend("the V8 heap after full collections", soak.heap_after_gc)}`
        : `; the V8 heap after full collections: too few full collections during the run to tell ` +
          `(${soak.samples[soak.samples.length - 1]?.major_gcs ?? 0} since the app started)`
      : "") +
    "."
  );
}

export async function runHttpBench(options: HttpBenchOptions): Promise<HttpBenchResult> {
  const notes: string[] = [];
  const loadStart = loadavg().map((l) => round(l, 2));
  mkdirSync(WORK_DIR, { recursive: true });
  const origin = `http://127.0.0.1:${options.appPort}`;
  const ceilingPort = options.appPort + 2;

  let buildSeconds: number | null = null;
  const stampFile = join(ROOT, options.buildDir, ".bench-sources");
  const stamp = sourcesStamp();
  const built = existsSync(join(ROOT, options.buildDir, "server", "index.js"));
  if (options.skipBuild && built) {
    console.log(`  Using the build in ${options.buildDir} (--skip-build).`);
  } else if (
    !options.rebuild &&
    built &&
    existsSync(stampFile) &&
    readFileSync(stampFile, "utf8") === stamp
  ) {
    console.log(
      `  Using the build in ${options.buildDir}: built from these same sources (--rebuild to build).`,
    );
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
    writeFileSync(stampFile, stamp);
  }

  const pgDir = join(WORK_DIR, "pg");
  rmSync(pgDir, { recursive: true, force: true });
  const cluster = await startEmbeddedPostgres({ dir: pgDir, port: options.pgPort, persistent: false });
  const sizes: SizeResult[] = [];
  let mixed: MixedResult | null = null;
  let postgres = "?";
  let soak: SoakResult | null = null;
  // The mixed load and the soak run on one size: the one asked for (medium by default; the soak too with
  // --no-mixed), else the last one run.
  const wanted = options.mixedSize ?? (options.soakSeconds > 0 ? DEFAULT_OPTIONS.mixedSize : null);
  const loadSize = wanted
    ? options.sizes.includes(wanted)
      ? wanted
      : (options.sizes[options.sizes.length - 1] ?? null)
    : null;
  if (wanted && loadSize !== wanted) {
    notes.push(`The mixed load and soak ran on ${loadSize}: ${wanted} was not among the sizes run.`);
  }
  const selected = (id: ScenarioId) => options.scenarios === null || options.scenarios.includes(id);
  rmSync(HEAP_DIR, { recursive: true, force: true });
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
        // The exposure register's million records (at large) only when one of its scenarios runs.
        const counts = await generateHttpData(db, size, {
          exposure: SCENARIO_IDS.some((id) => id.startsWith("exposure") && selected(id)),
        });
        const pointOfUse = await generatePointOfUse(db);
        console.log(`    at the point of use: ${JSON.stringify(pointOfUse.counts)}`);
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
        // A site of the company (the newest top location: a generated one at the larger sizes).
        const site = (
          await db.execute(sql`
            SELECT id FROM locations WHERE company_id = ${COMPANY_ID} AND parent_id IS NULL AND NOT archived
            ORDER BY id DESC LIMIT 1`)
        ).rows[0] as { id: number };
        const template = (
          await db.execute(sql`
            SELECT id FROM smartform_templates
            WHERE company_id = ${COMPANY_ID} AND document_type = 1 AND kind = 1 AND is_default LIMIT 1`)
        ).rows[0] as { id: number } | undefined;
        if (!template) throw new Error("no default risk assessment template");
        const countDrafts = async () =>
          Number(
            (
              await db.execute(
                sql`SELECT count(*)::int AS n FROM product_requests WHERE company_id = ${COMPANY_ID} AND name = ${DRAFT_NAME}`,
              )
            ).rows[0]?.n ?? 0,
          );

        const starting = performance.now();
        const env = serverEnv(options, url, origin);
        if (options.soakSeconds > 0 && loadSize === name) {
          // The soak samples V8's heap too: a preload writes it from inside the app (bench/http-heap.mjs).
          mkdirSync(HEAP_DIR, { recursive: true });
          env.BENCH_HEAP_DIR = HEAP_DIR;
          env.NODE_OPTIONS = [
            env.NODE_OPTIONS,
            `--import ${pathToFileURL(join(ROOT, "bench", "http-heap.mjs")).href}`,
          ]
            .filter(Boolean)
            .join(" ");
        }
        server = await startServer(env, origin, join(WORK_DIR, `serve-${name}.log`));
        const serverStart = round((performance.now() - starting) / 1000, 1);
        if (server.appPid === null) notes.push(`${name}: the app process was not found; no memory figures.`);
        const session = await signInWithBrowser(origin, "admin@demo.test", "demo");
        console.log(`    signed in as admin@demo.test (landed on ${new URL(session.landedAt).pathname})`);
        const draftBody = "body" in session.draft ? session.draft.body : null;
        if ("pending" in session.draft)
          notes.push(`${name}: saving a request draft is pending: ${session.draft.pending}.`);

        const documentId = await benchDocument(db, product.id);
        const requestTemplate = (
          await db.execute(sql`
            SELECT id FROM smartform_templates
            WHERE company_id = ${COMPANY_ID} AND document_type = 6 AND is_default AND archived_at IS NULL LIMIT 1`)
        ).rows[0] as { id: number } | undefined;
        const approval = (
          await db.execute(sql`
            SELECT id FROM smartform_documents
            WHERE company_id = ${COMPANY_ID} AND title = ${APPROVAL_DOCUMENT_TITLE} AND is_latest LIMIT 1`)
        ).rows[0] as { id: number } | undefined;
        // A corrected record of the seeded year (seed/exposure-records.ts): its history has a row.
        const exposureRecord = (
          await db.execute(sql`
            SELECT uid FROM exposure_instances
            WHERE company_id = ${COMPANY_ID} AND revision > 1 AND voided_at IS NULL ORDER BY id LIMIT 1`)
        ).rows[0] as { uid: string } | undefined;
        const scenarios = scenariosOf(
          product.id,
          session.cookie,
          origin,
          draftBody,
          site.id,
          documentId,
          template.id,
          approval?.id ?? null,
          requestTemplate?.id ?? null,
          // The person with the most exposure records (the register's lines count them).
          (
            (
              await db.execute(sql`
                SELECT person_id FROM exposure_register_entries WHERE company_id = ${COMPANY_ID}
                GROUP BY person_id ORDER BY sum(occasions) DESC, person_id LIMIT 1`)
            ).rows[0] as { person_id: number } | undefined
          )?.person_id ?? null,
          exposureRecord?.uid ?? null,
          await exposureFormTargets(db),
          pointOfUse,
          await benchCustomList(db, COMPANY_ID),
          selected("sdsimpact") ? await changeImpactEventId(db) : null,
          await benchCustomReport(db),
          await benchPublisherUsage(db, COMPANY_ID),
        );
        // The editor of a draft of the company's own sheets (bench/http.ts sheetEditorScenario).
        if (selected("sheeteditor")) scenarios.push(...(await sheetEditorScenario(db, session.cookie)));
        const results: ScenarioResult[] = [];
        const available = new Set<string>();
        const weights: PageWeight[] = [];
        const assets = new Map<string, Buffer>();
        let productsHtml: string | null = null;
        for (const scenario of scenarios) {
          const base = {
            id: scenario.id,
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
          // Every page is weighed and checked; only the chosen ones (--scenarios) go under load.
          if (selected(scenario.id)) results.push(await measureScenario(origin, server, scenario, options));
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
        if (productsHtml && selected("products")) {
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

        if (loadSize === name) {
          const mix = mixOf(scenarios, available);
          if (options.mixedSize) mixed = await runMixed(origin, server, name, mix, options, countDrafts);
          if (options.soakSeconds > 0)
            soak = await runSoak(origin, server, name, mix, options, mixed, countDrafts);
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
      await admin.$client.query(`DROP DATABASE ${database} WITH (FORCE)`);
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
    soak,
    notes,
  };
}

/**
 * What the build is built from: a hash of every file git knows of or would add, outside what does not go
 * into the build (the benchmark, tests, docs). The same stamp means the build in BUILD_DIR can be reused.
 */
function sourcesStamp(): string {
  const hash = createHash("sha256");
  try {
    const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
      cwd: ROOT,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    })
      .split("\0")
      .filter((f) => f && !/^(bench|tests|docs|node_modules|\.tmp)(\/|$)/.test(f) && !f.endsWith(".md"))
      .sort();
    for (const file of files) {
      hash.update(`${file}\0`);
      try {
        hash.update(readFileSync(join(ROOT, file)));
      } catch {
        hash.update("(gone)");
      }
    }
  } catch {
    // No git: a stamp that never matches, so the app is always built.
    hash.update(String(Date.now()));
  }
  return hash.digest("hex");
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
  const budgets = evaluateBudgets(result);
  if (budgets.length) {
    const names = result.sizes.map((s) => s.size);
    const met = budgets.flatMap((b) => b.cells).filter((c) => c.status === "met").length;
    const missed = budgets.flatMap((b) => b.cells).filter((c) => c.status === "not met").length;
    lines.push(
      "",
      `### Budgets (bench/budgets.ts): ${met} met, ${missed} not met`,
      "",
      `| Budget | ${names.join(" | ")} |`,
      `| --- |${names.map(() => " ---: |").join("")}`,
      ...budgets.map((b) => {
        const cells = names.map((name) => {
          const cell = b.cells.find((c) => c.size === name);
          if (!cell) return "–";
          if (cell.status === "not measured") return "not measured";
          const value = fmt(cell.measured, b.unit === "× ceiling" ? 3 : 1);
          const noisy =
            cell.responses !== undefined && cell.responses < MIN_RESPONSES_FOR_CPU
              ? ` (noisy: ${cell.responses} responses)`
              : "";
          return (cell.status === "met" ? `${value}: met` : `${value}: **not met**`) + noisy;
        });
        return `| ${b.label} | ${cells.join(" | ")} |`;
      }),
    );
  }
  for (const size of result.sizes) {
    const c = size.counts;
    lines.push(
      "",
      `### ${size.size}: ${c.products.toLocaleString("en-GB")} products, ${c.locations.toLocaleString("en-GB")} locations, ` +
        `${c.product_requests.toLocaleString("en-GB")} approval requests, ` +
        `${(c.activities ?? 0).toLocaleString("en-GB")} audit trail rows`,
      "",
      `${c.sds.toLocaleString("en-GB")} safety data sheets, ${c.location_products.toLocaleString("en-GB")} placements; ` +
        `load average ${size.load_average.before.join(" / ")} before, ${size.load_average.after.join(" / ")} after.`,
      "",
      "| Scenario | req/s | p50 ms | p95 ms | p99 ms | app CPU ms/req | PG CPU ms/req | RSS MB before → after | page/ceiling | time/render | CPU/render | load avg |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    );
    for (const s of size.scenarios) {
      if (!s.load) {
        lines.push(`| ${s.scenario} | skipped: ${s.note ?? ""} | | | | | | | | | | |`);
        continue;
      }
      const l = s.load;
      lines.push(
        `| ${s.scenario}${l.errors ? ` (**${l.errors} errors**)` : ""} | ${fmt(l.requests_per_s)} | ${fmt(l.p50_ms)} | ` +
          `${fmt(l.p95_ms)} | ${fmt(l.p99_ms)} | ${fmt(s.app_cpu_ms_per_request)} | ${fmt(s.pg_cpu_ms_per_request)} | ` +
          `${fmt(s.rss_mb_before, 0)} → ${fmt(s.rss_mb_after, 0)} | ${fmt(s.page_per_ceiling, 3)} | ` +
          `${fmt(s.page_time_per_render)} | ${fmt(s.page_cpu_per_render)} | ${fmt(s.load_average_1m, 2)} |`,
      );
    }
    if (size.ceiling) {
      const l = size.ceiling;
      lines.push(
        `| ceiling: bare Node http, saved /products HTML (${kb(l.html_bytes)} kB) | ${fmt(l.requests_per_s)} | ` +
          `${fmt(l.p50_ms)} | ${fmt(l.p95_ms)} | ${fmt(l.p99_ms)} | | | | 1.000 | | | |`,
      );
    }
    if (size.render) {
      const r = size.render.render;
      const d = size.render.document;
      lines.push(
        `| render: renderToString of /products, data in memory (one core, sequential) | ${fmt(r.per_second)} | ` +
          `${fmt(r.p50_ms)} | ${fmt(r.p95_ms)} | ${fmt(r.p99_ms)} | ${fmt(r.cpu_ms)} | | | | 1.0 | 1.0 | |`,
        `| document: Remix handler of /products, data in memory (one core, sequential) | ${fmt(d.per_second)} | ` +
          `${fmt(d.p50_ms)} | ${fmt(d.p95_ms)} | ${fmt(d.p99_ms)} | ${fmt(d.cpu_ms)} | | | | | | |`,
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
  if (m && !Array.isArray((m as Partial<MixedResult>).runs)) {
    // Results from before the rate search: one fixed-rate run.
    const old = m as unknown as { rate: number; seconds: number; load: LoadStats };
    lines.push(
      "",
      `### Mixed load (${m.size}): ${old.rate} requests/s for ${old.seconds} s`,
      "",
      `${old.load.requests} requests, ${old.load.errors} errors, p50 ${fmt(old.load.p50_ms)} ms, ` +
        `p95 ${fmt(old.load.p95_ms)} ms, p99 ${fmt(old.load.p99_ms)} ms (a run from before the rate search).`,
    );
  } else if (m) {
    const target = `p95 ≤ ${m.target.p95_ms} ms and ${m.target.errors} errors`;
    const c = m.confirmed;
    lines.push(
      "",
      m.mode === "search"
        ? `### Mixed load (${m.size}): the highest fixed rate held for ${c?.seconds ?? result.options.mixedSeconds} s with ${target}`
        : `### Mixed load (${m.size}): ${fmt(c?.rate)} requests/s (--mixed-rate) for ${fmt(c?.seconds, 0)} s, target ${target}`,
      "",
      (m.mode === "search"
        ? m.rate === null
          ? "**No rate held**: every probe and confirming run missed the target."
          : `**${fmt(m.rate)} requests/s**:`
        : m.rate === null
          ? "**Not held**:"
          : "**Held**:") +
        (c
          ? ` p50 ${fmt(c.p50_ms)} ms, p95 ${fmt(c.p95_ms)} ms, p99 ${fmt(c.p99_ms)} ms, ${c.errors} errors over ` +
            `${c.requests} requests in ${fmt(c.seconds, 0)} s.`
          : ""),
      "",
      "| Run | rate/s | s | answered / sent | errors | timeouts | p50 ms | p95 ms | p99 ms | max ms | load avg | holds |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    );
    if (m.capacity) {
      const l = m.capacity;
      lines.push(
        `| capacity (as fast as answered, ${result.options.connections} connections) | ${fmt(l.requests_per_s)} | ` +
          `${fmt(l.seconds, 0)} | ${l.requests} | ${l.errors} | ${l.timeouts} | ${fmt(l.p50_ms)} | ${fmt(l.p95_ms)} | ` +
          `${fmt(l.p99_ms)} | ${fmt(l.max_ms)} | | |`,
      );
    }
    for (const r of m.runs) {
      lines.push(
        `| ${r.phase} | ${fmt(r.rate)} | ${fmt(r.seconds, 0)} | ${r.requests} / ${r.sent} | ${r.errors ? `**${r.errors}**` : 0} | ` +
          `${r.timeouts} | ${fmt(r.p50_ms)} | ${fmt(r.p95_ms)} | ${fmt(r.p99_ms)} | ${fmt(r.max_ms)} | ` +
          `${fmt(r.load_average_1m, 2)} | ${r.holds ? "yes" : "no"} |`,
      );
    }
    lines.push(
      "",
      `Open loop: requests evenly spaced at the rate, latency counted from when each was due. Mix, in turn: ` +
        `${m.mix.map((k) => `${k.method} ${k.path}${c ? ` (${c.kinds.find((x) => x.kind === k.scenario)?.responses ?? 0}, p95 ${fmt(c.kinds.find((x) => x.kind === k.scenario)?.p95_ms)} ms)` : ""}`).join(", ")}. ` +
        `RSS ${fmt(m.rss_mb_before, 0)} → ${fmt(m.rss_mb_after, 0)} MB (${fmt(m.rss_mb_after_gc_wait, 0)} MB 5 s later); ` +
        `${m.drafts_after - m.drafts_before} drafts saved; ${fmt(m.seconds_total, 0)} s in all.`,
    );
  }
  const soak = result.soak;
  if (soak) {
    lines.push(
      "",
      `### Soak (${soak.size}): the mix at ${fmt(soak.rate)} requests/s for ${fmt(soak.seconds, 0)} s`,
      "",
      `${soakSummary(soak)} Rate: ${soak.rate_from}; ${soak.drafts_saved} drafts saved.`,
      "",
      "| s | RSS MB | V8 heap used MB | V8 heap total MB | heap after last full GC MB | full GCs | load avg |",
      "| ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
      ...soak.samples.map(
        (x) =>
          `| ${fmt(x.t_s, 0)} | ${fmt(x.rss_mb, 1)} | ${fmt(x.heap_used_mb)} | ${fmt(x.heap_total_mb)} | ` +
          `${fmt(x.heap_after_major_gc_mb)} | ${x.major_gcs ?? "–"} | ${fmt(x.load_average_1m, 2)} |`,
      ),
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
  // The budgets as they stand now (bench/budgets.ts), also when --report rewrites older results.
  result.budgets = evaluateBudgets(result);
  if (result.soak) Object.assign(result.soak, soakTrends(result.soak.samples));
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

/* ------------------------------------------------------------ the editor of the company's own sheets */

/**
 * /new-document?id={draft}&section=2&to=2.2&q=flammable: a draft's label section with its subsections, the
 * label's pictograms and a phrase search over the company's phrases and the official statements (at most 25
 * shown). The demo company's seeded draft (seed/publisher.ts); none, no scenario.
 */
async function sheetEditorScenario(
  db: ReturnType<typeof createDatabase>,
  cookie: string,
): Promise<Scenario[]> {
  const draft = (
    await db.execute(sql`
      SELECT id FROM publisher_documents WHERE company_id = ${COMPANY_ID} AND status = 'draft' ORDER BY id LIMIT 1`)
  ).rows[0] as { id: number } | undefined;
  if (!draft) return [];
  return [
    {
      id: "sheeteditor",
      scenario: "/new-document?id={id}&section=2 (a draft's label section with a phrase search)",
      request: {
        method: "GET",
        path: `/new-document?id=${draft.id}&section=2&to=2.2&q=flammable`,
        headers: { Cookie: cookie, Accept: "text/html" },
      },
      expected: 200,
    },
  ];
}
