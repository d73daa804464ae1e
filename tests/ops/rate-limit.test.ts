import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CodeChallengeMethod, OAuth2Client, generateCodeVerifier, generateState } from "arctic";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "../../db/client";
import { startDemoProvider, type DemoProvider } from "../../oidc/demo-provider";
import {
  accountKey,
  createRateLimits,
  parseRateLimit,
  rateLimitSettings,
  resetAppRateLimitsForTests,
} from "~/lib/rate-limit.server";
import { runWithRequestContext } from "../../server/request-context";
import { args, setupAppTest } from "../support/app";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** What a loader or action threw or returned: a Response, or Remix's data() with its init. */
async function outcome(
  fn: () => Promise<unknown>,
): Promise<{ status: number; headers: Headers; body: unknown }> {
  let result: unknown;
  try {
    result = await fn();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    return { status: result.status, headers: result.headers, body: await result.text() };
  }
  const value = result as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (value?.type === "DataWithResponseInit") {
    return { status: value.init?.status ?? 200, headers: new Headers(value.init?.headers), body: value.data };
  }
  throw new Error(`unexpected outcome: ${String(result)}`);
}

let t: Awaited<ReturnType<typeof setupAppTest>>;
let provider: DemoProvider;
let providerDir: string;
const saved = { ...process.env };

beforeAll(async () => {
  t = await setupAppTest();
  // POST /auth redirects to a real (demo) provider, so the flow is the production one.
  providerDir = await mkdtemp(join(tmpdir(), "chemsafe-ops-oidc-"));
  const port = await freePort();
  provider = await startDemoProvider({
    issuer: `http://127.0.0.1:${port}`,
    port,
    appUrl: "http://app.test",
    clientId: "chemsafe-test",
    clientSecret: "test-secret-0123456789",
    audience: "urn:chemsafe:api",
    keysFile: join(providerDir, "keys.json"),
    rateLimits: createRateLimits({
      pool: t.db.$client,
      env: { RATE_LIMIT_LOGIN: "4/60", RATE_LIMIT_LOGIN_ACCOUNT: "2/900", RATE_LIMIT_TOKEN: "3/60" },
    }),
  });
  Object.assign(process.env, {
    OIDC_ISSUER: provider.url,
    OIDC_CLIENT_ID: "chemsafe-test",
    OIDC_CLIENT_SECRET: "test-secret-0123456789",
    RATE_LIMIT_SIGN_IN: "2/60",
  });
  resetAppRateLimitsForTests();
});

afterAll(async () => {
  process.env = saved;
  resetAppRateLimitsForTests();
  await provider?.close();
  await rm(providerDir, { recursive: true, force: true });
  await t.close();
});

describe("settings", () => {
  it("parses <points>/<seconds>, <points> per minute and off, and refuses anything else", () => {
    const fallback = { points: 5, seconds: 30 };
    expect(parseRateLimit("X", undefined, fallback)).toEqual(fallback);
    expect(parseRateLimit("X", "", fallback)).toEqual(fallback);
    expect(parseRateLimit("X", "100/600", fallback)).toEqual({ points: 100, seconds: 600 });
    expect(parseRateLimit("X", " 20 / 10 ", fallback)).toEqual({ points: 20, seconds: 10 });
    expect(parseRateLimit("X", "50", fallback)).toEqual({ points: 50, seconds: 60 });
    expect(parseRateLimit("X", "off", fallback)).toBeNull();
    expect(parseRateLimit("X", "0", fallback)).toBeNull();
    for (const bad of ["-1/60", "10/0", "ten", "10/60/1", "1.5/60"]) {
      expect(() => parseRateLimit("RATE_LIMIT_X", bad, fallback)).toThrow(/RATE_LIMIT_X must be/);
    }
  });

  it("has generous defaults (a whole company may sign in from one NAT address)", () => {
    expect(rateLimitSettings({})).toEqual({
      signIn: { points: 300, seconds: 60 },
      callback: { points: 300, seconds: 60 },
      login: { points: 300, seconds: 60 },
      loginAccount: { points: 10, seconds: 900 },
      token: { points: 600, seconds: 60 },
      readLink: { points: 300, seconds: 60 },
    });
    expect(rateLimitSettings({ RATE_LIMIT_TOKEN: "off" }).token).toBeNull();
  });
});

describe("counting in PostgreSQL", () => {
  it("holds across instances: two processes' limiters on one database count together", async () => {
    // Two pools stand for two app instances behind a load balancer.
    const second = createDatabase(process.env.DATABASE_URL!, 2);
    try {
      const env = { RATE_LIMIT_TOKEN: "3/60" };
      const a = createRateLimits({ pool: t.db.$client, env });
      const b = createRateLimits({ pool: second.$client, env });
      expect(await a.hit("token", "198.51.100.7")).toBeUndefined();
      expect(await b.hit("token", "198.51.100.7")).toBeUndefined();
      expect(await a.hit("token", "198.51.100.7")).toBeUndefined();
      const wait = await b.hit("token", "198.51.100.7");
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      // Another address has its own counter.
      expect(await b.hit("token", "198.51.100.8")).toBeUndefined();
      const { rows } = await t.db.$client.query(
        "select key, points from rate_limits where key like 'token:%'",
      );
      expect(rows).toContainEqual({ key: "token:198.51.100.7", points: 4 });
    } finally {
      await second.$client.end();
    }
  });

  it("checks without counting, resets, and stores accounts only as hashes", async () => {
    const limits = createRateLimits({ pool: t.db.$client, env: { RATE_LIMIT_LOGIN_ACCOUNT: "2/900" } });
    const key = accountKey(" Someone@Example.TEST ");
    expect(key).toBe(accountKey("someone@example.test"));
    expect(await limits.check("loginAccount", key)).toBeUndefined();
    await limits.hit("loginAccount", key);
    expect(await limits.check("loginAccount", key)).toBeUndefined();
    await limits.hit("loginAccount", key);
    expect(await limits.check("loginAccount", key)).toBeGreaterThan(800);
    await limits.reset("loginAccount", key);
    expect(await limits.check("loginAccount", key)).toBeUndefined();
    const { rows } = await t.db.$client.query("select key from rate_limits");
    expect(JSON.stringify(rows)).not.toMatch(/example\.test/i);
  });

  it("keeps counting in memory when the database fails, instead of failing the request", async () => {
    const broken = createDatabase(process.env.DATABASE_URL!, 1);
    await broken.$client.end(); // every query now fails
    const limits = createRateLimits({ pool: broken.$client, env: { RATE_LIMIT_TOKEN: "1/60" } });
    expect(await limits.hit("token", "192.0.2.1")).toBeUndefined();
    expect(await limits.hit("token", "192.0.2.1")).toBeGreaterThan(0);
  });

  it("counts nothing for a limit that is off", async () => {
    const limits = createRateLimits({ pool: t.db.$client, env: { RATE_LIMIT_TOKEN: "off" } });
    for (let i = 0; i < 5; i++) expect(await limits.hit("token", "192.0.2.2")).toBeUndefined();
  });
});

describe("sign-in in the app (RATE_LIMIT_SIGN_IN=2/60)", () => {
  const signInForm = () => ({
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ redirectTo: "/main" }),
  });

  it("POST /auth: the third start from one address within a minute gets a 429 with Retry-After", async () => {
    const { action } = await import("~/features/auth/routes/sign-in");
    const post = (ip: string) =>
      outcome(() => runWithRequestContext({ clientIp: ip }, () => action(args("/auth", signInForm()))));
    const first = await post("203.0.113.10");
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toContain(`${provider.url}/auth?`);
    expect((await post("203.0.113.10")).status).toBe(302);
    const limited = await post("203.0.113.10");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(limited.headers.get("Cache-Control")).toBe("no-store");
    expect(limited.body).toMatchObject({ rateLimited: true, reason: "signIn" });
    // Another address is not affected.
    expect((await post("203.0.113.11")).status).toBe(302);
  });

  it("the route passes Retry-After on and renders its own 429 page", async () => {
    const route = await import("~/features/auth/routes/sign-in");
    const headers = new Headers({ "Retry-After": "42" });
    const passed = (route.headers as (a: { errorHeaders?: Headers }) => Record<string, string>)({
      errorHeaders: headers,
    });
    expect(passed).toEqual({ "Retry-After": "42", "Cache-Control": "no-store" });
    expect(route.ErrorBoundary).toBeTypeOf("function");
  });

  it("GET /auth/callback: over the limit, a whole translated page with Retry-After and the security headers", async () => {
    const { loader } = await import("~/features/auth/routes/callback");
    const callback = (ip: string, language = "en") =>
      outcome(() =>
        runWithRequestContext({ clientIp: ip }, () =>
          loader(args("/auth/callback?code=abc&state=def", { headers: { "Accept-Language": language } })),
        ),
      );
    // Within the limit, a bad code/state ends as a failed sign-in, as before.
    const failed = await callback("203.0.113.20");
    expect(failed.status).toBe(302);
    expect(failed.headers.get("Location")).toBe("/auth?failed=1");
    await callback("203.0.113.20");
    const limited = await callback("203.0.113.20", "de-DE,de;q=0.9");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(limited.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(limited.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expect(limited.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const html = String(limited.body);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="de">/);
    expect(html).toContain("<title>Zu viele Versuche – ChemSafe</title>");
    expect(html).toContain('<main id="main" class="auth-page">');
    expect(html).toContain('<h1 id="rate-limited-heading">Zu viele Versuche</h1>');
    expect(html).toContain("Bitte versuchen Sie es in 1 Min. erneut.");
    expect(html).toContain('<a href="/auth">Zurück zur Anmeldung</a>');
    expect(html).not.toContain("<script");
  });
});

describe("the demo provider (login 4/60 per address, 2 failures per account, token 3/60)", () => {
  const client = new OAuth2Client("chemsafe-test", "test-secret-0123456789", "http://app.test/auth/callback");

  async function loginForm(): Promise<{ action: string; cookie: string }> {
    const meta = (await (await fetch(`${provider.url}/.well-known/openid-configuration`)).json()) as {
      authorization_endpoint: string;
    };
    const url = client.createAuthorizationURLWithPKCE(
      meta.authorization_endpoint,
      generateState(),
      CodeChallengeMethod.S256,
      generateCodeVerifier(),
      ["openid", "email"],
    );
    const start = await fetch(url, { redirect: "manual" });
    const cookie = start.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const location = new URL(start.headers.get("location")!, provider.url);
    return { action: `${location.href}/login`, cookie };
  }

  const login = (form: { action: string; cookie: string }, email: string, password: string) =>
    fetch(form.action, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: form.cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email, password }),
    });

  it("pauses an account after its failed logins, with an English 429 page", async () => {
    const form = await loginForm();
    expect((await login(form, "target@demo.test", "wrong")).status).toBe(401);
    expect((await login(form, "Target@Demo.test", "wrong")).status).toBe(401);
    // The third try is refused before the password is even checked.
    const paused = await login(form, "target@demo.test", "demo");
    expect(paused.status).toBe(429);
    expect(Number(paused.headers.get("Retry-After"))).toBeGreaterThan(800);
    const html = await paused.text();
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toContain("<h1>Too many attempts</h1>");
    expect(html).toContain("too many failed sign-in attempts for this account");
    expect(html).toContain(
      `<a href="${new URL(form.action).pathname.replace(/\/login$/, "")}">Back to sign-in</a>`,
    );
  });

  it("limits login POSTs per address", async () => {
    // Two failures and one refusal above already counted against 127.0.0.1 (limit 4).
    const form = await loginForm();
    expect((await login(form, "other@demo.test", "wrong")).status).toBe(401);
    const limited = await login(form, "admin@demo.test", "demo");
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain("too many sign-in attempts from your network");
  });

  it("limits the token endpoint per address with an OAuth-style JSON error", async () => {
    const post = () =>
      fetch(`${provider.url}/token`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ grant_type: "authorization_code", code: "nope" }),
      });
    for (let i = 0; i < 3; i++) expect((await post()).status).not.toBe(429);
    const limited = await post();
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await limited.json()).toMatchObject({ error: "too_many_requests" });
  });
});
