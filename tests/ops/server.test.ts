/**
 * Process-level tests of the production server as `npm start` runs it
 * (scripts/serve.ts: embedded PostgreSQL, demo provider, remix-serve with the
 * build in BUILD_DIR): request ids and JSON logs, Server-Timing, rate limits
 * counted in PostgreSQL, and a graceful shutdown that finishes a request in
 * flight.
 */
import { existsSync } from "node:fs";
import { request as httpRequest, Agent } from "node:http";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browse, CookieJar, serveApp, signIn, type ServedApp } from "./support";

let app: ServedApp;
const jar = new CookieJar();

beforeAll(async () => {
  app = await serveApp({ RATE_LIMIT_SIGN_IN: "6/60", SHUTDOWN_TIMEOUT_MS: "15000" });
});
afterAll(async () => {
  await app?.stop();
});

const SERVER_TIMING = /^api;dur=\d+\.\d;desc="(\d+) calls?", render;dur=\d+\.\d, total;dur=(\d+\.\d)$/;

describe("requests, logs and Server-Timing", () => {
  it("a page answers with the caller's request id and Server-Timing, and logs one JSON line", async () => {
    const response = await fetch(`${app.url}/auth?redirectTo=%2Fmain&state=s3cret`, {
      headers: { "X-Request-Id": "ops-auth-1" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Request-Id")).toBe("ops-auth-1");
    expect(response.headers.get("Server-Timing")).toMatch(SERVER_TIMING);
    await response.text();
    const line = await app.waitForLog((l) => l.msg === "request" && l.requestId === "ops-auth-1");
    expect(line).toMatchObject({
      level: "info",
      service: "chemsafe",
      method: "GET",
      path: "/auth",
      query: "?redirectTo=%2Fmain&state=[redacted]",
      status: 200,
      kind: "document",
    });
    expect(line.durationMs).toBeTypeOf("number");
    expect(typeof line.time).toBe("string");
    expect(app.logs.filter((l) => l.requestId === "ops-auth-1" && l.msg === "request")).toHaveLength(1);
    // remix-serve's own access line (with the query's secrets) is not in the output.
    expect(app.output.join("\n")).not.toMatch(/^GET \/auth\?/m);
    expect(app.output.join("\n")).not.toContain("s3cret");
  });

  it("a malformed request id is replaced by a fresh one", async () => {
    const response = await fetch(`${app.url}/auth`, { headers: { "X-Request-Id": "two words" } });
    await response.text();
    expect(response.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("after signing in, a page's line and its API calls' lines share its id and name the user", async () => {
    const landed = await signIn(app, jar, "admin@demo.test");
    expect(landed.pathname).toBe("/main");
    const response = await browse(jar, `${app.url}/main`, { headers: { "X-Request-Id": "ops-main-1" } });
    expect(response.status).toBe(200);
    await response.text();
    const timing = SERVER_TIMING.exec(response.headers.get("Server-Timing") ?? "");
    expect(Number(timing?.[1])).toBeGreaterThanOrEqual(1); // /main asks the API at least once
    const page = await app.waitForLog((l) => l.msg === "request" && l.requestId === "ops-main-1");
    expect(page).toMatchObject({ path: "/main", status: 200, kind: "document" });
    expect(page.userId).toBeTypeOf("number");
    expect(page.companyId).toBeTypeOf("number");
    expect(page.apiCalls).toBe(Number(timing?.[1]));
    const apiLines = app.logs.filter((l) => l.msg === "api" && l.requestId === "ops-main-1");
    expect(apiLines.length).toBe(page.apiCalls);
    for (const line of apiLines) {
      expect(line).toMatchObject({ userId: page.userId, companyId: page.companyId });
      expect(String(line.path)).toMatch(/^\/api\//);
    }
    // A data request (client-side navigation) gets Server-Timing too.
    const data = await browse(jar, `${app.url}/main.data`, { headers: { accept: "*/*" } });
    expect(data.status).toBe(200);
    expect(data.headers.get("Server-Timing")).toMatch(/^api;dur=\d+\.\d;desc="\d+ calls?", total;dur=/);
    await data.arrayBuffer();
    // Nothing secret in any line: no tokens, cookies, codes or passwords.
    const everything = app.output.join("\n");
    expect(everything).not.toMatch(/Bearer |eyJhbGci|__session=|password/i);
    expect(everything).not.toMatch(/[?&]code=(?!\[redacted\])/);
  });
});

describe("rate limits (RATE_LIMIT_SIGN_IN=6/60), counted in PostgreSQL", () => {
  it("the seventh sign-in start within a minute gets the 429 page with Retry-After", async () => {
    const post = () =>
      fetch(`${app.url}/auth`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Accept-Language": "nb-NO" },
        body: new URLSearchParams({ redirectTo: "/main" }),
      });
    // One start was the sign-in above.
    const statuses: number[] = [];
    let limited: Response | undefined;
    for (let i = 0; i < 8 && !limited; i++) {
      const response = await post();
      statuses.push(response.status);
      if (response.status === 429) limited = response;
      else await response.text();
    }
    expect(statuses).toEqual([302, 302, 302, 302, 302, 429]);
    expect(Number(limited!.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(limited!.headers.get("Content-Security-Policy")).toContain("script-src 'self' 'nonce-");
    const html = await limited!.text();
    expect(html).toContain('<html lang="nb"');
    expect(html).toContain('<h1 id="rate-limited-heading">For mange forsøk</h1>');
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"/);
    const warning = await app.waitForLog((l) => l.msg === "rate limited");
    expect(warning).toMatchObject({ level: "warn", limit: "signIn" });

    // The counters are rows of rate_limits, shared by every instance on this database.
    const client = new pg.Client({ connectionString: app.databaseUrl() });
    await client.connect();
    try {
      const { rows } = await client.query<{ key: string; points: number }>(
        "select key, points from rate_limits where key like 'signIn:%'",
      );
      expect(rows.reduce((sum, row) => sum + row.points, 0)).toBeGreaterThanOrEqual(7);
      const callback = await client.query("select 1 from rate_limits where key like 'callback:%'");
      expect(callback.rowCount).toBeGreaterThan(0);
    } finally {
      await client.end();
    }
  });
});

describe("graceful shutdown", () => {
  it("SIGTERM: no new connections, the request in flight completes, everything stops within the bound", async () => {
    const agent = new Agent({ keepAlive: true });
    const body = new URLSearchParams({ language: "6", redirectTo: "/main" }).toString();
    const half = Math.floor(body.length / 2);
    let finishedBodyAt = 0;
    const answered = new Promise<{ status: number; location?: string; at: number }>((done, fail) => {
      const req = httpRequest(
        `${app.url}/language`,
        {
          method: "POST",
          agent,
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            "Content-Length": String(Buffer.byteLength(body)),
            Cookie: jar.header(),
            "X-Request-Id": "ops-inflight-1",
          },
        },
        (res) => {
          res.resume();
          res.on("end", () =>
            done({ status: res.statusCode ?? 0, location: res.headers.location, at: Date.now() }),
          );
        },
      );
      req.on("error", fail);
      // Half the form now, the rest after SIGTERM: the request is in flight when the signal comes.
      req.write(body.slice(0, half));
      setTimeout(() => {
        signalledAt = Date.now();
        app.process.kill("SIGTERM");
      }, 500);
      setTimeout(() => {
        finishedBodyAt = Date.now();
        req.end(body.slice(half));
      }, 2_000);
    });
    let signalledAt = 0;

    // While the request waits for its body, the app accepts no new connection.
    await new Promise((done) => setTimeout(done, 1_200));
    await expect(fetch(`${app.url}/healthz`)).rejects.toThrow();

    const response = await answered;
    expect(response.status).toBe(302);
    expect(response.location).toBe("/main");
    expect(response.at).toBeGreaterThanOrEqual(finishedBodyAt);
    agent.destroy();

    const exit = await Promise.race([
      app.exited,
      new Promise<never>((_, fail) => setTimeout(() => fail(new Error("did not exit within 30 s")), 30_000)),
    ]);
    const exitedAt = Date.now();
    expect(exit).toEqual({ code: 0, signal: null });
    expect(exitedAt - signalledAt).toBeLessThan(20_000);
    // The in-flight request's API call (saving the language) was logged with its id before the end.
    expect(app.logs).toContainEqual(
      expect.objectContaining({ msg: "api", requestId: "ops-inflight-1", method: "POST", status: 200 }),
    );
    expect(app.logs).toContainEqual(
      expect.objectContaining({ msg: "request", requestId: "ops-inflight-1", status: 302 }),
    );
    const stopped = app.logs.find(
      (l) => l.component === "serve" && /^app stopped after \d+ ms$/.test(String(l.msg)),
    );
    expect(stopped).toBeDefined();
    expect(
      app.logs.some((l) => l.component === "serve" && /^stopped after \d+ ms$/.test(String(l.msg))),
    ).toBe(true);
    // The data directory is free again: no pid file, no postmaster.
    expect(existsSync(join(app.dataDir, "chemsafe.pid"))).toBe(false);
    expect(existsSync(join(app.dataDir, "postgres", "cluster", "postmaster.pid"))).toBe(false);
    console.log(
      `graceful shutdown: request completed ${response.at - signalledAt} ms after SIGTERM, ${stopped?.msg}, everything stopped ${exitedAt - signalledAt} ms after SIGTERM`,
    );
  });
});
