// `npm test`: installs what it needs (dependencies, Debian's Chromium), then runs
// typecheck, lint, unit + API tests (vitest), the build, the operations suite
// (vitest, tests/ops: needs the build) and end-to-end tests (Playwright), and ends
// with the plain line "N passed, N failed".
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureBuilt, ensureInstalled } from "./start.mjs";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const tmp = join(root, ".tmp");
mkdirSync(tmp, { recursive: true });

function sh(command, args, env = {}) {
  console.log(`\n$ ${command} ${args.join(" ")}`);
  return (
    spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } }).status === 0
  );
}

function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (existsSync(path)) return true;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${path}: install Debian's package "chromium" (or set CHROMIUM_PATH).`,
    );
    return false;
  }
  console.log("Installing Debian's Chromium for the browser tests…");
  return (
    sh("apt-get", ["update", "-qq"], { DEBIAN_FRONTEND: "noninteractive" }) &&
    sh("apt-get", ["install", "-y", "-qq", "chromium"], { DEBIAN_FRONTEND: "noninteractive" }) &&
    existsSync(path)
  );
}

/**
 * The OCR programs the SDS reader uses for scanned sheets (api/products/sds-ocr.ts) and their tests need:
 * Debian's tesseract with the languages of the test sheets, and pdftoppm. Installed like Chromium when missing.
 */
const OCR_PACKAGES = ["poppler-utils", "tesseract-ocr", "tesseract-ocr-eng", "tesseract-ocr-deu"];

function ensureOcr() {
  const installed = (name) => spawnSync("dpkg", ["-s", name], { stdio: "ignore" }).status === 0;
  const missing = OCR_PACKAGES.filter((name) => !installed(name));
  if (missing.length === 0) return true;
  if (process.getuid?.() !== 0) {
    console.error(`The OCR tests need Debian's packages ${missing.join(", ")}: install them.`);
    return false;
  }
  console.log(`Installing ${missing.join(", ")} for the OCR of scanned safety data sheets…`);
  return (
    sh("apt-get", ["update", "-qq"], { DEBIAN_FRONTEND: "noninteractive" }) &&
    sh("apt-get", ["install", "-y", "-qq", ...missing], { DEBIAN_FRONTEND: "noninteractive" })
  );
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

ensureInstalled();
let passed = 0;
let failed = 0;
const failures = [];
const check = (name, ok) => {
  if (ok) passed++;
  else {
    failed++;
    failures.push(name);
  }
};

if (!ensureOcr()) check("OCR programs install", false);
check("typecheck", sh("npx", ["tsc", "--noEmit"]));
check("lint", sh("npm", ["run", "--silent", "lint"]));
if (existsSync(join(root, "scripts", "i18n-check.ts"))) {
  check("i18n:check", sh("npm", ["run", "--silent", "i18n:check"]));
}

/** Runs vitest (with extra arguments) and counts its tests; a run that fails without a failed test counts once. */
function vitestRun(name, args = []) {
  const json = join(tmp, `${name}.json`);
  rmSync(json, { force: true });
  const ok = sh("npx", [
    "vitest",
    "run",
    ...args,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${json}`,
  ]);
  const report = readJson(json);
  if (report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    if (!ok && report.numFailedTests === 0) check(`${name} (suite errors)`, false);
  } else check(name, ok);
}

vitestRun("vitest");

ensureBuilt();
// The operations suite (tests/ops) needs the build: it starts the production server through
// scripts/serve.ts (logs, Server-Timing, rate limits, graceful shutdown) and tests backup and restore.
vitestRun("vitest-ops", ["--config", "tests/ops/vitest.config.ts"]);
if (ensureChromium()) {
  const playwrightJson = join(tmp, "playwright.json");
  rmSync(playwrightJson, { force: true });
  const e2eOk = sh("npx", ["playwright", "test", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
  });
  const report = readJson(playwrightJson);
  if (report?.stats) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    if (!e2eOk && report.stats.unexpected === 0) check("playwright (run errors)", false);
  } else check("playwright", e2eOk);
} else check("chromium install", false);

if (failures.length) console.log(`\nFailed: ${failures.join(", ")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
