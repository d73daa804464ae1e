import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * The operations suite (tests/ops): logs, Server-Timing, rate limits, backup and
 * restore, and the process-level tests that start the production server through
 * scripts/serve.ts (graceful shutdown), so it needs a build: scripts/test.mjs
 * runs it after the build step, with BUILD_DIR pointing at that build.
 *
 *   npx vitest run --config tests/ops/vitest.config.ts
 */
const root = fileURLToPath(new URL("../..", import.meta.url));

export default defineConfig({
  root,
  resolve: {
    alias: { "~": fileURLToPath(new URL("../../app", import.meta.url)) },
  },
  test: {
    include: ["tests/ops/**/*.test.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: "forks",
    // The process-level files start whole servers: one file at a time keeps a 2-core machine responsive.
    fileParallelism: false,
    maxWorkers: 1,
  },
});
