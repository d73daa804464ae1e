import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { CookieJar, browse, serveApp, signIn, type ServedApp } from "./support";

/**
 * Crash safety: the whole server (app, demo provider and PostgreSQL,
 * one process group) is killed with SIGKILL in the middle of a burst of form
 * saves, then started again on the same data. Every save that was answered
 * with success is there, and none is half-written: each saved request has its
 * location row (both are written in one transaction).
 */

const REQUESTER = "requester@demo.test";
const WORKERS = 6;

let app: ServedApp | undefined;

afterAll(async () => {
  await app?.stop();
});

async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

describe("crash safety", () => {
  it("after a SIGKILL during a burst of saves, every answered save is there and none is half-written", async () => {
    const first = await serveApp({ LOG_LEVEL: "warn" }, { detached: true });
    app = first;
    const ports = {
      port: Number(new URL(first.url).port),
      oidcPort: Number(new URL(first.issuer).port),
      pgPort: Number(new URL(first.databaseUrl()).port),
    };
    const [location] = await query<{ id: number }>(
      first.databaseUrl(),
      "SELECT id FROM locations WHERE company_id = 1000001 AND name = 'Laboratory 2'",
    );
    const jar = new CookieJar();
    await signIn(first, jar, REQUESTER);

    const saved: string[] = [];
    let stop = false;
    let sent = 0;
    const worker = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const name = `Crash ${w}-${i}`;
        sent++;
        try {
          const response = await browse(jar, `${first.url}/chemical-approvals/requests/new`, {
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: first.url },
            body: new URLSearchParams({ name, is_draft: "true", location_ids: String(location!.id) }),
          });
          if (
            response.status === 302 &&
            response.headers.get("location")?.startsWith("/chemical-approvals/requests")
          ) {
            saved.push(name);
          } else if (!stop) {
            throw new Error(`${name}: ${response.status} ${response.headers.get("location") ?? ""}`);
          }
        } catch (error) {
          if (!stop) throw error;
          return; // the server is gone: this save's outcome is unknown, and that is allowed
        }
      }
    };
    const burst = Promise.allSettled(Array.from({ length: WORKERS }, (_, w) => worker(w)));
    // Kill once the burst is well under way.
    while (saved.length < 20) await new Promise((done) => setTimeout(done, 20));
    stop = true;
    process.kill(-first.process.pid!, "SIGKILL");
    await first.exited;
    const results = await burst;
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    expect(saved.length).toBeGreaterThanOrEqual(20);

    const second = await serveApp({ LOG_LEVEL: "warn" }, { ports, dataDir: first.dataDir, detached: true });
    app = second;
    const rows = await query<{ name: string; status: string; locations: number }>(
      second.databaseUrl(),
      `SELECT r.name, r.status, (SELECT count(*)::int FROM product_request_locations l
         WHERE l.company_id = r.company_id AND l.request_id = r.id) AS locations
       FROM product_requests r WHERE r.company_id = 1000001 AND r.name LIKE 'Crash %'`,
    );
    const names = new Set(rows.map((row) => row.name));
    expect(saved.filter((name) => !names.has(name))).toEqual([]);
    expect(rows.filter((row) => row.locations !== 1 || row.status !== "DRAFT")).toEqual([]);
    // At most the saves in flight at the kill are there without an answer.
    expect(rows.length).toBeLessThanOrEqual(saved.length + WORKERS);
    expect(sent).toBeGreaterThanOrEqual(rows.length);
    // And the restarted app works: the requester's list answers.
    const jar2 = new CookieJar();
    await signIn(second, jar2, REQUESTER);
    const list = await browse(jar2, `${second.url}/chemical-approvals/requests?q=Crash`);
    expect(list.status).toBe(200);
  }, 300_000);
});
