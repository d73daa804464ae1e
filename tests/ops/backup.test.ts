/**
 * Backup and restore, as docs/deployment.md describes them: a seeded database
 * that the app has written to is backed up, restored into a fresh database,
 * the API is pointed at the restored copy, a signed-in caller (bearer token)
 * finds the data, and the app keeps working there (new ids, migrations
 * complete, so /readyz would answer 200).
 *
 * The schema needs PostgreSQL 18, and pg_dump refuses a server newer than
 * itself. With PostgreSQL 18 client tools installed, the test takes the
 * logical backup (pg_dump --format=custom, pg_restore into a new database).
 * Without them (Debian 12 ships 15; the embedded package has only the server)
 * it takes an online physical base backup through the low-level backup API and
 * starts a fresh server on the copy. The test prints which one ran.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../../api/app";
import { createJwtVerifier } from "../../api/auth";
import { createDatabase, type Database } from "../../db/client";
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedCluster } from "../../db/embedded";
import { runMigrations } from "../../db/migrate";
import journal from "../../db/migrations/meta/_journal.json";
import { seedDemoData } from "../../seed/seed";
import { syncTexts } from "../../db/texts-sync";
import { createTestIssuer, TEST_AUDIENCE, TEST_ISSUER, type TestIssuer } from "../support/tokens";
import {
  baseBackup,
  clientTools,
  embeddedMajor,
  embeddedPostgres,
  startServer,
  type RunningServer,
} from "./postgres-tools";
import { freePort } from "./support";

const ADMIN = "admin@demo.test";

let work: string;
let cluster: EmbeddedCluster;
let source: Database;
let sourceUrl: string;
let issuer: TestIssuer;
let restoredServer: RunningServer | undefined;

function apiOn(db: Database) {
  const api = createApi({
    db,
    verifyToken: createJwtVerifier({ issuer: TEST_ISSUER, audience: TEST_AUDIENCE, jwks: issuer.jwks }),
  });
  return async (path: string, init: { method?: string; body?: unknown } = {}) => {
    const response = await api.request(path, {
      method: init.method ?? "GET",
      headers: {
        Authorization: `Bearer ${await issuer.tokenFor(ADMIN)}`,
        ...(init.body ? { "Content-Type": "application/json" } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as { data: unknown } };
  };
}

/** Row counts of every table (public, drizzle's migrations, pg-boss's schema, …). */
async function rowCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ schema: string; name: string }>(
      `select table_schema as schema, table_name as name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
       order by 1, 2`,
    );
    const counts: Record<string, number> = {};
    for (const { schema, name } of rows) {
      const table = `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(name)}`;
      const result = await client.query<{ n: string }>(`select count(*) as n from ${table}`);
      counts[`${schema}.${name}`] = Number(result.rows[0]?.n);
    }
    return counts;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "chemsafe-backup-"));
  chmodSync(work, 0o755); // as root, the server runs as "postgres" and must reach the copies
  issuer = await createTestIssuer();
  // The production setup of `npm start`: a cluster, database "chemsafe", migrated and seeded.
  cluster = await startEmbeddedPostgres({
    dir: join(work, "source"),
    port: await freePort(),
    persistent: false,
  });
  await ensureDatabase(cluster.adminUrl, "chemsafe");
  sourceUrl = cluster.urlFor("chemsafe");
  source = createDatabase(sourceUrl, 2);
  await runMigrations(source);
  await seedDemoData(source);
  await syncTexts(source);
}, 180_000);

afterAll(async () => {
  await source?.$client.end();
  await restoredServer?.stop();
  await cluster?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe("backup and restore", () => {
  it("backs up, restores into a fresh database, signs in, and the data is there", async () => {
    // Something the app wrote after seeding, so the backup holds live data, not only the seed.
    const before = apiOn(source);
    const created = await before("/api/hierarchy/v1/locations", {
      method: "POST",
      body: { name: "Written before the backup" },
    });
    expect(created.status).toBe(201);

    let restoredUrl: string;
    const major = embeddedMajor();
    const tools = clientTools(major);
    if (tools) {
      // Logical: the commands of docs/deployment.md.
      console.log(`backup test: pg_dump/pg_restore ${tools.major} (${tools.dir}) on PostgreSQL ${major}`);
      const dump = join(work, "chemsafe.dump");
      execFileSync(tools.path("pg_dump"), [
        "--format=custom",
        "--no-owner",
        "--no-acl",
        `--file=${dump}`,
        sourceUrl,
      ]);
      expect(statSync(dump).size).toBeGreaterThan(10_000);
      await ensureDatabase(cluster.adminUrl, "chemsafe_restored");
      restoredUrl = cluster.urlFor("chemsafe_restored");
      execFileSync(tools.path("pg_restore"), [
        "--no-owner",
        "--no-acl",
        "--exit-on-error",
        `--dbname=${restoredUrl}`,
        dump,
      ]);
    } else {
      // Physical: an online base backup, and a fresh server started on the copy.
      console.log(
        `backup test: no pg_dump ${major}+ installed, so an online base backup (pg_backup_start/pg_backup_stop) of PostgreSQL ${major}`,
      );
      const copy = join(work, "restored");
      await baseBackup(cluster.adminUrl, copy);
      const port = await freePort();
      restoredServer = await startServer(embeddedPostgres(), copy, port);
      // The copy listens on loopback TCP only (the source may be reached through its Unix socket).
      restoredUrl = sourceUrl.replace(/@[^@/]+:\d+\//, `@127.0.0.1:${port}/`);
      expect(restoredUrl).not.toBe(sourceUrl);
    }

    // Every table came back with every row, the migrations table included.
    const [original, copy] = [await rowCounts(sourceUrl), await rowCounts(restoredUrl)];
    expect(Object.keys(copy).length).toBeGreaterThan(10);
    expect(copy).toEqual(original);
    expect(copy["drizzle.__drizzle_migrations"]).toBe(journal.entries.length);

    const restored = createDatabase(restoredUrl, 2);
    try {
      const after = apiOn(restored);
      // Signed in with a bearer token: the user and the data are there.
      const me = await after("/api/user/v1/user");
      expect(me.status).toBe(200);
      expect(me.body.data).toMatchObject({ email: ADMIN });
      const top = await after("/api/hierarchy/v1/locations");
      expect(top.status).toBe(200);
      expect(JSON.stringify(top.body)).toContain("Written before the backup");
      expect(top.body).toEqual((await before("/api/hierarchy/v1/locations")).body);
      // The app keeps writing there: sequences came back too, so new ids do not collide.
      const next = await after("/api/hierarchy/v1/locations", {
        method: "POST",
        body: { name: "Written after the restore" },
      });
      expect(next.status).toBe(201);
    } finally {
      await restored.$client.end();
    }
  });
});
