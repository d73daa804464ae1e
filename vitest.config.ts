import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

// Vitest keeps its own config: the Remix Vite plugin is for the app build only.
export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/api/**/*.test.ts", "tests/routes/**/*.test.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: "forks",
    fileParallelism: true,
    maxWorkers: 2,
  },
});
