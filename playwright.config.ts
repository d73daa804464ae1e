import { defineConfig } from "@playwright/test";

// The e2e server runs the production build with its own data directory and ports,
// so it never touches a developer's `npm start` instance.
const port = Number(process.env.E2E_PORT ?? 3210);
const oidcPort = port + 1;
const baseURL = `http://localhost:${port}`;
// One data directory per port, so runs on different ports never share (or delete) each other's data.
const dataDir = `.tmp/e2e-data-${port}`;
// The e2e mailbox (tests/e2e/mailbox.ts): an SMTP sink the app sends its mail to; specs read it with waitForMail.
const mailboxPort = port + 5;
const mailboxDir = `.tmp/e2e-mail-${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // A ceiling, not a wait: a test that scans three pages with axe on a busy CI machine can pass 30 s
  // without anything being wrong, so the default leaves room; a passing test is no slower for it.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    // A test tagged @js-only (or @no-js-only) exists in one project only, instead of being skipped in the other.
    { name: "js", use: { javaScriptEnabled: true }, grepInvert: /@no-js-only/ },
    { name: "no-js", use: { javaScriptEnabled: false }, grepInvert: /@js-only/ },
  ],
  webServer: [
    {
      command: `rm -rf ${mailboxDir} && node --import tsx tests/e2e/mailbox.ts`,
      port: mailboxPort,
      timeout: 30_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
      stdout: "ignore",
      stderr: "pipe",
      env: { MAILBOX_PORT: String(mailboxPort), MAILBOX_DIR: mailboxDir },
    },
    {
      command: `rm -rf ${dataDir} && node --import tsx scripts/serve.ts`,
      url: `${baseURL}/auth`,
      timeout: 120_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        APP_URL: baseURL,
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(port + 2),
        OIDC_DEMO_PORT: String(oidcPort),
        OIDC_ISSUER: "",
        DATABASE_URL: "",
        SMTP_URL: `smtp://127.0.0.1:${mailboxPort}`,
        MAIL_FROM: "ChemSafe E2E <no-reply@chemsafe.local>",
      },
    },
  ],
});
