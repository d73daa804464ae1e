/**
 * Runs ChemSafe: PostgreSQL (embedded unless DATABASE_URL is set), migrations
 * and demo data, the demo OpenID provider (unless OIDC_ISSUER is set), then the
 * app itself under @remix-run/serve (or the Vite dev server with --dev).
 *
 * Shutdown (SIGINT, SIGTERM, SIGHUP, or the app exiting by itself), in order:
 * 1. the app gets SIGTERM. remix-serve then closes its HTTP server: it accepts
 *    no new connection, closes idle keep-alive connections, and finishes the
 *    requests in flight; the background jobs stop too (api/instance.ts). The
 *    process exits when nothing is left; after SHUTDOWN_TIMEOUT_MS (default
 *    10 s) it gets SIGKILL.
 * 2. the demo provider closes (requests in flight get 1 s).
 * 3. PostgreSQL stops (embedded only).
 *
 * Logs are JSON lines (pino, server/logger.ts). remix-serve's own
 * access log (morgan "tiny": method, URL with its query string, status) is
 * dropped from the app's output: the app logs every request itself, without
 * the query's secrets (an OAuth callback's code and state, for one).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { getLogger } from "../server/logger";
import { createRateLimits, rateLimitSettings } from "../app/lib/rate-limit.server";
import { createDatabase, type Database } from "../db/client";
import { ensureDatabase, startEmbeddedPostgres, StartupProblem, type EmbeddedCluster } from "../db/embedded";
import { runMigrations } from "../db/migrate";
import { seedDemoData, seedOnboardingForms } from "../seed/seed";
import { syncTexts } from "../db/texts-sync";
import { startDemoProvider } from "../oidc/demo-provider";
import { chemSafeDemoAccounts } from "../oidc/demo-accounts";
import { lockDataDir } from "./data-dir-lock";

const dev = process.argv.includes("--dev");
const env = process.env;
const port = Number(env.PORT ?? 3000);
const host = env.HOST ?? "0.0.0.0";
const appUrl = (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, "");
const dataDir = resolve(env.DATA_DIR ?? "data");
const logger = getLogger().child({ component: "serve" });
const log = (line: string) => logger.info(line);
/** How long the app may take to finish its requests and exit after SIGTERM before it is killed. */
const shutdownTimeoutMs = Number(env.SHUTDOWN_TIMEOUT_MS ?? 10_000);

/** A line of remix-serve's morgan "tiny" access log: `GET /path?query 200 1234 - 5.678 ms`. */
const MORGAN_TINY = /^[A-Z]+ \S+ (\d{3}|-) (\d+|-) - (\d+(\.\d+)?|-) ms$/;

/** Resolves when `promise` settles or after `ms`, whichever is first (a stuck step must not hang the shutdown). */
async function within(ms: number, promise: Promise<unknown> | undefined, what: string): Promise<void> {
  if (!promise) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((done) => {
    timer = setTimeout(() => {
      logger.warn(`${what} did not finish within ${ms} ms; going on`);
      done();
    }, ms);
  });
  await Promise.race([
    promise.then(
      () => undefined,
      (error: unknown) => logger.warn({ err: error }, what),
    ),
    timeout,
  ]);
  clearTimeout(timer);
}

/** Secrets generated once per data directory, so sessions survive restarts. */
function localSecrets(): { sessionSecret: string; demoClientSecret: string } {
  const file = join(dataDir, "secrets.json");
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    const secrets = {
      sessionSecret: randomBytes(32).toString("base64url"),
      demoClientSecret: randomBytes(32).toString("base64url"),
    };
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return JSON.parse(readFileSync(file, "utf8"));
}

let cluster: EmbeddedCluster | undefined;
let provider: { close(): Promise<void> } | undefined;
/** The demo provider's pool for its rate limits (table rate_limits). */
let providerDb: Database | undefined;
let app: ChildProcess | undefined;
let stopping = false;
let unlock = () => {};

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  log("stopping…");
  const started = Date.now();
  if (app && app.exitCode === null && app.signalCode === null) {
    const running = app;
    const exited = new Promise((done) => running.once("exit", done));
    running.kill("SIGTERM");
    const timer = setTimeout(() => {
      logger.warn(`the app did not exit within ${shutdownTimeoutMs} ms of SIGTERM; killing it`);
      running.kill("SIGKILL");
    }, shutdownTimeoutMs);
    await exited;
    clearTimeout(timer);
    log(`app stopped after ${Date.now() - started} ms`);
  }
  await within(5_000, provider?.close(), "stopping the demo provider");
  await within(5_000, providerDb?.$client.end(), "closing the demo provider's database pool");
  await within(30_000, cluster?.stop(), "stopping PostgreSQL");
  unlock();
  log(`stopped after ${Date.now() - started} ms`);
  process.exit(code);
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => void shutdown(0));
// If whatever started us is gone (even killed outright), stop rather than linger.
const parentPid = process.ppid;
setInterval(() => {
  if (process.ppid !== parentPid) void shutdown(0);
}, 500).unref();

async function main() {
  // A malformed RATE_LIMIT_* variable stops the start here, not at the first sign-in.
  const limits = rateLimitSettings(env);
  unlock = lockDataDir(dataDir);
  const secrets = localSecrets();
  const childEnv: NodeJS.ProcessEnv = {
    ...env,
    PORT: String(port),
    HOST: host,
    APP_URL: appUrl,
    DATA_DIR: dataDir,
    SESSION_SECRET: env.SESSION_SECRET ?? secrets.sessionSecret,
    NODE_ENV: dev ? "development" : "production",
  };

  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    const pgPort = Number(env.EMBEDDED_PG_PORT ?? 54329);
    log(`starting embedded PostgreSQL on 127.0.0.1:${pgPort} (data in ${join(dataDir, "postgres")})`);
    cluster = await startEmbeddedPostgres({ dir: join(dataDir, "postgres"), port: pgPort });
    await ensureDatabase(cluster.adminUrl, "chemsafe");
    databaseUrl = cluster.urlFor("chemsafe");
  }
  childEnv.DATABASE_URL = databaseUrl;

  const db = createDatabase(databaseUrl, 1);
  await runMigrations(db);
  if (await seedDemoData(db)) log("demo data seeded");
  // Reference data that ships with the code: kept current on every start.
  await syncTexts(db);
  await seedOnboardingForms(db);
  await db.$client.end();

  logger.info({ rateLimits: limits }, "rate limits (RATE_LIMIT_*; null = off)");

  if (!env.OIDC_ISSUER) {
    providerDb = createDatabase(databaseUrl, 2);
    const demoPort = Number(env.OIDC_DEMO_PORT ?? 3001);
    const issuer = (env.OIDC_DEMO_ISSUER ?? `http://localhost:${demoPort}`).replace(/\/$/, "");
    const audience = env.OIDC_AUDIENCE ?? "urn:chemsafe:api";
    provider = await startDemoProvider({
      issuer,
      port: demoPort,
      host: env.OIDC_DEMO_HOST ?? "127.0.0.1",
      appUrl,
      clientId: "chemsafe-demo",
      clientSecret: secrets.demoClientSecret,
      audience,
      keysFile: join(dataDir, "demo-oidc-keys.json"),
      // Counted in PostgreSQL like the app's, so they hold however many instances run.
      rateLimits: createRateLimits({ pool: providerDb.$client, env }),
      // Every active ChemSafe user signs in with the demo password (demo only).
      accounts: chemSafeDemoAccounts(providerDb.$client),
      log: (line) => logger.debug({ component: "oidc" }, line),
    });
    log(`demo OpenID provider at ${issuer}`);
    Object.assign(childEnv, {
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: "chemsafe-demo",
      OIDC_CLIENT_SECRET: secrets.demoClientSecret,
      OIDC_AUDIENCE: audience,
    });
  }

  let bin = join("node_modules", ".bin", dev ? "remix" : "remix-serve");
  let args = dev
    ? ["vite:dev", "--port", String(port), "--host", host]
    : [resolve(env.BUILD_DIR ?? "build", "server", "index.js")];
  // CPU_PROFILE_DIR: the app runs under Node's profiler and writes a .cpuprofile there when it stops
  // (docs/performance.md, "Profiling"). Node refuses --cpu-prof in NODE_OPTIONS, hence the explicit node.
  if (env.CPU_PROFILE_DIR && !dev) {
    args = ["--cpu-prof", "--cpu-prof-dir", resolve(env.CPU_PROFILE_DIR), resolve(bin), ...args];
    bin = process.execPath;
  }
  // The dev server's output stays as it is (interactive); in production morgan's lines are dropped.
  app = spawn(bin, args, { stdio: dev ? "inherit" : ["inherit", "pipe", "inherit"], env: childEnv });
  if (app.stdout) {
    createInterface({ input: app.stdout, crlfDelay: Infinity }).on("line", (line) => {
      if (!MORGAN_TINY.test(line)) process.stdout.write(`${line}\n`);
    });
  }
  app.on("exit", (code) => {
    if (!stopping) {
      log(`app exited with code ${code}`);
      void shutdown(code ?? 1);
    }
  });
  log(`ChemSafe on ${appUrl}`);
}

main().catch((error) => {
  // A problem the operator must fix is one line; anything else keeps its stack.
  if (error instanceof StartupProblem) process.stderr.write(`${error.message}\n`);
  else console.error(error);
  void shutdown(1);
});
