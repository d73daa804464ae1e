import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./support";

/**
 * Operations in the browser: request ids and Server-Timing on pages, and the
 * 429 pages of the rate limits (docs/deployment.md, decision 021).
 *
 * The e2e server runs with the default, generous limits (the suite signs in
 * many times from one address). To see the app's own 429 page, this file starts
 * a second app instance on the same database with RATE_LIMIT_SIGN_IN=2/60: the
 * counters live in PostgreSQL, so the two instances count together, as several
 * instances behind a load balancer would.
 */

const e2ePort = Number(process.env.E2E_PORT ?? 3210);

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}
const dataDir = resolve(`.tmp/e2e-data-${e2ePort}`);

test("pages answer with a request id and Server-Timing @no-js-only", async ({ page }) => {
  const response = await page.goto("/auth");
  expect(response?.status()).toBe(200);
  const headers = response!.headers();
  expect(headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  expect(headers["server-timing"]).toMatch(
    /^api;dur=[\d.]+;desc="\d+ calls?", render;dur=[\d.]+, total;dur=[\d.]+$/,
  );
});

test("the demo provider pauses an account after too many failed sign-ins, on a clear 429 page @no-js-only", async ({
  page,
}) => {
  // An account of its own per project: the limit (10 failures in 15 minutes) is per account.
  const email = `paused-${test.info().project.name}@demo.test`;
  await page.goto("/auth");
  await page.getByRole("button", { name: "Sign in" }).click();
  let paused = false;
  for (let attempt = 1; attempt <= 12 && !paused; attempt++) {
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("wrong");
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/interaction/")),
      page.getByRole("button", { name: "Sign in" }).click(),
    ]);
    if (answer.status() === 429) {
      paused = true;
      expect(attempt).toBe(11);
      expect(Number(answer.headers()["retry-after"])).toBeGreaterThan(0);
    } else {
      expect(answer.status()).toBe(401);
      await expect(page.getByRole("alert")).toContainText("Wrong email or password.");
    }
  }
  expect(paused).toBe(true);
  await expect(page.getByRole("heading", { level: 1, name: "Too many attempts" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("too many failed sign-in attempts for this account");
  await expect(page.getByText(/Please try again in \d+ min\./)).toBeVisible();
  await expectAccessible(page);
  // The way back is a plain link to the sign-in form.
  await page.getByRole("link", { name: "Back to sign-in" }).click();
  await expect(page.getByLabel("Email")).toBeVisible();
});

test.describe("the app's 429 pages (a second instance with RATE_LIMIT_SIGN_IN=2/60)", () => {
  // One worker per project runs these, in order, so each project starts exactly one instance.
  test.describe.configure({ mode: "serial" });
  let instance: ChildProcess | undefined;
  let instanceUrl = "";

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    // One instance per project, on a free port of its own.
    const port = await freePort();
    instanceUrl = `http://localhost:${port}`;
    const password = readFileSync(join(dataDir, "postgres", "password"), "utf8").trim();
    const secrets = JSON.parse(readFileSync(join(dataDir, "secrets.json"), "utf8")) as {
      sessionSecret: string;
      demoClientSecret: string;
    };
    instance = spawn(
      process.execPath,
      [
        resolve("node_modules/.bin/remix-serve"),
        resolve(process.env.BUILD_DIR ?? "build", "server", "index.js"),
      ],
      {
        stdio: ["ignore", "ignore", "pipe"],
        env: {
          ...process.env,
          NODE_ENV: "production",
          PORT: String(port),
          HOST: "127.0.0.1",
          APP_URL: instanceUrl,
          DATABASE_URL: `postgres://chemsafe:${encodeURIComponent(password)}@127.0.0.1:${e2ePort + 2}/chemsafe`,
          SESSION_SECRET: secrets.sessionSecret,
          OIDC_ISSUER: `http://localhost:${e2ePort + 1}`,
          OIDC_CLIENT_ID: "chemsafe-demo",
          OIDC_CLIENT_SECRET: secrets.demoClientSecret,
          RATE_LIMIT_SIGN_IN: "2/60",
          JOBS: "off",
          LOG_LEVEL: "warn",
        },
      },
    );
    let errors = "";
    instance.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString("utf8")));
    for (let i = 0; i < 240; i++) {
      if (instance.exitCode !== null) break;
      const ready = await fetch(`${instanceUrl}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) return;
      await new Promise((done) => setTimeout(done, 250));
    }
    throw new Error(`the second app instance did not start: ${errors}`);
  });

  test.afterAll(async () => {
    if (instance && instance.exitCode === null) {
      const exited = new Promise((done) => instance!.once("exit", done));
      instance.kill("SIGTERM");
      await exited;
    }
  });

  /** Starts sign-in on the second instance until it answers 429 (it shares its counter with the first). */
  async function startSignInUntilLimited(page: Page) {
    for (let attempt = 0; attempt < 4; attempt++) {
      await page.goto(`${instanceUrl}/auth`);
      const [answer] = await Promise.all([
        page.waitForResponse(
          (r) => r.request().method() === "POST" && r.url().startsWith(`${instanceUrl}/auth`),
        ),
        page.getByRole("button", { name: /Sign in|Anmelden/ }).click(),
      ]);
      if (answer.status() === 429) return answer;
      expect(answer.status()).toBe(302);
    }
    throw new Error("sign-in was never limited");
  }

  test("POST /auth over the limit: a clear, accessible 429 page with Retry-After @no-js-only", async ({
    page,
  }) => {
    const answer = await startSignInUntilLimited(page);
    expect(Number(answer.headers()["retry-after"])).toBeGreaterThan(0);
    await expect(page.getByRole("heading", { level: 1, name: "Too many attempts" })).toBeVisible();
    await expect(page.getByText("too many sign-in attempts from your network")).toBeVisible();
    await expect(page.getByText(/Please try again in \d+ min\./)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Back to sign-in" }).click();
    await expect(page).toHaveURL(`${instanceUrl}/auth`);
  });

  test("in the browser's language @no-js-only", async ({ browser }) => {
    const context = await browser.newContext({
      locale: "de-DE",
      javaScriptEnabled: test.info().project.use.javaScriptEnabled !== false,
    });
    const page = await context.newPage();
    try {
      await startSignInUntilLimited(page);
      await expect(page.getByRole("heading", { level: 1, name: "Zu viele Versuche" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Zurück zur Anmeldung" })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test("GET /auth/callback over the limit: the same page, complete on its own @no-js-only", async ({
    page,
  }) => {
    let status = 0;
    for (let attempt = 0; attempt < 4 && status !== 429; attempt++) {
      const response = await page.goto(`${instanceUrl}/auth/callback?code=nope&state=nope`);
      status = response?.status() ?? 0;
      if (status === 429) expect(Number(response!.headers()["retry-after"])).toBeGreaterThan(0);
    }
    expect(status).toBe(429);
    await expect(page).toHaveTitle("Too many attempts – ChemSafe");
    await expect(page.getByRole("heading", { level: 1, name: "Too many attempts" })).toBeVisible();
    await expectAccessible(page);
  });
});
