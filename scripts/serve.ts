/**
 * Runs ChemSafe: PostgreSQL (embedded unless DATABASE_URL is set), migrations
 * and demo data, the demo OpenID provider (unless OIDC_ISSUER is set), then the
 * app itself under @remix-run/serve (or the Vite dev server with --dev).
 * SIGINT/SIGTERM stop the app first, then the provider, then PostgreSQL.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { createDatabase } from "../db/client";
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedCluster } from "../db/embedded";
import { runMigrations } from "../db/migrate";
import { seedDemoData, seedOnboardingForms } from "../db/seed";
import { syncTexts } from "../db/texts/sync";
import { startDemoProvider } from "../oidc/demo-provider";
import { lockDataDir } from "./data-dir-lock";

const dev = process.argv.includes("--dev");
const env = process.env;
const port = Number(env.PORT ?? 3000);
const host = env.HOST ?? "0.0.0.0";
const appUrl = (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, "");
const dataDir = resolve(env.DATA_DIR ?? "data");
const log = (line: string) => console.log(`[chemsafe] ${line}`);

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
let app: ChildProcess | undefined;
let stopping = false;
let unlock = () => {};

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  log("stopping…");
  if (app && app.exitCode === null && app.signalCode === null) {
    const exited = new Promise((done) => app!.once("exit", done));
    app.kill("SIGTERM");
    const timer = setTimeout(() => app?.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  }
  await provider?.close().catch(() => {});
  await cluster?.stop().catch(() => {});
  unlock();
  log("stopped");
  process.exit(code);
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => void shutdown(0));
// If whatever started us is gone (even killed outright), stop rather than linger.
const parentPid = process.ppid;
setInterval(() => {
  if (process.ppid !== parentPid) void shutdown(0);
}, 500).unref();

async function main() {
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

  if (!env.OIDC_ISSUER) {
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
    });
    log(`demo OpenID provider at ${issuer}`);
    Object.assign(childEnv, {
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: "chemsafe-demo",
      OIDC_CLIENT_SECRET: secrets.demoClientSecret,
      OIDC_AUDIENCE: audience,
    });
  }

  const bin = join("node_modules", ".bin", dev ? "remix" : "remix-serve");
  const args = dev ? ["vite:dev", "--port", String(port), "--host", host] : ["./build/server/index.js"];
  app = spawn(bin, args, { stdio: "inherit", env: childEnv });
  app.on("exit", (code) => {
    if (!stopping) {
      log(`app exited with code ${code}`);
      void shutdown(code ?? 1);
    }
  });
  log(`ChemSafe on ${appUrl}`);
}

main().catch((error) => {
  console.error(error);
  void shutdown(1);
});
