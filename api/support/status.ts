import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import journal from "../../db/migrations/meta/_journal.json";
import { jobsRunning } from "../jobs";
import { getStorage, type FileStorage } from "../storage";

/**
 * The support tab's "version and system status": what a support person asks first. Each check is the
 * cheap, honest version of what the operations checks do (/healthz and /readyz ask the database and the
 * migrations the same way, app/lib/health.server.ts), answered as a state and never as an error page.
 */

export type CheckState = "ok" | "warning" | "error";

export interface SystemStatus {
  version: string;
  /** The git commit the server runs, when it is known (COMMIT_SHA at deploy, else git at start). */
  commit: string | null;
  schema_version: string;
  checks: {
    database: { state: CheckState; migrations_applied: number | null; migrations_expected: number };
    jobs: { state: CheckState; where: "this_process" | "elsewhere" | "none" };
    mail: { state: CheckState; transport: "smtp" | "stored" };
    storage: { state: CheckState; kind: "local" | "s3"; writable: boolean };
  };
}

const TIMEOUT_MS = 2_000;

async function withTimeout<T>(work: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), TIMEOUT_MS);
  });
  try {
    return await Promise.race([work(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

let version: string | undefined;

/** The version in the installation's package.json (the server runs from its directory), read once. */
export function productVersion(): string {
  if (version !== undefined) return version;
  try {
    const parsed = JSON.parse(readFileSync(join(process.cwd(), "package.json"), "utf8")) as {
      version?: unknown;
    };
    version = typeof parsed.version === "string" ? parsed.version : "unknown";
  } catch {
    version = process.env.npm_package_version ?? "unknown";
  }
  return version;
}

let commit: string | null | undefined;

/** COMMIT_SHA when the deployment sets it; else asked of git once (null when this is no git checkout). */
export function serverCommit(): string | null {
  if (commit !== undefined) return commit;
  const fromEnv = process.env.COMMIT_SHA?.trim();
  if (fromEnv && /^[0-9a-f]{7,40}$/i.test(fromEnv)) return (commit = fromEnv.slice(0, 12));
  try {
    const out = execFileSync("git", ["rev-parse", "--short=12", "HEAD"], {
      timeout: 1_000,
      stdio: ["ignore", "pipe", "ignore"],
    })
      .toString()
      .trim();
    commit = /^[0-9a-f]{7,40}$/.test(out) ? out : null;
  } catch {
    commit = null;
  }
  return commit;
}

async function migrationsApplied(db: Database): Promise<number | null> {
  try {
    const { rows } = await withTimeout(() =>
      db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`),
    );
    return rows[0]?.n ?? 0;
  } catch {
    return null;
  }
}

/** Jobs run here, or pg-boss's own bookkeeping was updated in the last five minutes by another process. */
async function jobsWhere(db: Database): Promise<"this_process" | "elsewhere" | "none"> {
  if (jobsRunning()) return "this_process";
  try {
    const { rows } = await withTimeout(() =>
      db.execute<{ recent: boolean }>(sql`
        SELECT greatest(maintained_on, cron_on, monitored_on) > now() - interval '5 minutes' AS recent
        FROM pgboss.version LIMIT 1`),
    );
    return rows[0]?.recent ? "elsewhere" : "none";
  } catch {
    // No pgboss schema: jobs never ran on this database.
    return "none";
  }
}

/** Writes, reads back and removes a small file under the company's own prefix. */
async function storageWritable(storage: FileStorage, companyId: number): Promise<boolean> {
  const key = `status/${companyId}/probe-${randomUUID()}.txt`;
  try {
    return await withTimeout(async () => {
      const body = new TextEncoder().encode("ok");
      await storage.put(key, body, { contentType: "text/plain; charset=utf-8" });
      const back = await storage.get(key);
      await storage.delete(key);
      return back?.size === body.byteLength;
    });
  } catch {
    await storage.delete(key).catch(() => {});
    return false;
  }
}

export async function systemStatus(
  db: Database,
  companyId: number,
  storage: FileStorage = getStorage(),
): Promise<SystemStatus> {
  const expected = journal.entries.length;
  const [applied, jobs, writable] = await Promise.all([
    migrationsApplied(db),
    jobsWhere(db),
    storageWritable(storage, companyId),
  ]);
  const smtp = (process.env.SMTP_URL ?? "").trim() !== "";
  return {
    version: productVersion(),
    commit: serverCommit(),
    schema_version: journal.entries.at(-1)?.tag ?? "unknown",
    checks: {
      database: {
        state: applied === null ? "error" : applied < expected ? "warning" : "ok",
        migrations_applied: applied,
        migrations_expected: expected,
      },
      jobs: { state: jobs === "none" ? "error" : "ok", where: jobs },
      // Without SMTP the messages are kept for the outbox page: a normal mode, worth knowing about.
      mail: { state: smtp ? "ok" : "warning", transport: smtp ? "smtp" : "stored" },
      storage: { state: writable ? "ok" : "error", kind: storage.kind, writable },
    },
  };
}
