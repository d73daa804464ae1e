/**
 * Liveness and readiness checks for /healthz and /readyz.
 *
 * This is the one app service that queries the database directly instead of
 * going through the API: health is about the database itself (is it reachable,
 * are the migrations applied), and a check that went through the API would
 * need a signed-in user and measure more than it should.
 */
import { getDatabase } from "../../db/client";
import journal from "../../db/migrations/meta/_journal.json";

const TIMEOUT_MS = 2_000;

/** Runs `query` and gives up after two seconds. */
async function withTimeout<T>(query: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("database timeout")), TIMEOUT_MS);
  });
  try {
    return await Promise.race([query(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** True when the database answers `select 1` within two seconds. */
export async function databaseAnswers(): Promise<boolean> {
  try {
    await withTimeout(() => getDatabase().$client.query("select 1"));
    return true;
  } catch {
    return false;
  }
}

/** The number of migrations in db/migrations (drizzle's journal). */
export const expectedMigrations = journal.entries.length;

/** How many migrations drizzle has recorded as applied, or null when the database does not answer. */
export async function appliedMigrations(): Promise<number | null> {
  try {
    const result = await withTimeout(() =>
      getDatabase().$client.query<{ count: string }>(
        "select count(*) as count from drizzle.__drizzle_migrations",
      ),
    );
    return Number(result.rows[0]?.count ?? 0);
  } catch (error) {
    // The table is missing before the first migration: nothing applied yet.
    if (error instanceof Error && "code" in error && error.code === "42P01") return 0;
    return null;
  }
}

const NO_STORE = { "Cache-Control": "no-store" };

/** GET /healthz: the process is up and the database answers. */
export async function healthResponse(): Promise<Response> {
  return (await databaseAnswers())
    ? Response.json({ status: "ok" }, { headers: NO_STORE })
    : Response.json({ status: "error", database: "unreachable" }, { status: 503, headers: NO_STORE });
}

/** GET /readyz: the database answers and every migration is applied. */
export async function readinessResponse(): Promise<Response> {
  const applied = await appliedMigrations();
  if (applied === null) {
    return Response.json({ status: "error", database: "unreachable" }, { status: 503, headers: NO_STORE });
  }
  if (applied < expectedMigrations) {
    return Response.json(
      { status: "error", migrations: { applied, expected: expectedMigrations } },
      { status: 503, headers: NO_STORE },
    );
  }
  return Response.json({ status: "ok" }, { headers: NO_STORE });
}
