/**
 * `npm start` (scripts/serve.ts) run as root with its data inside a directory
 * only root may enter (mode 700, as `mktemp -d` makes): the embedded
 * PostgreSQL, which runs as the user "postgres", could not start there. The
 * start stops with one line saying what is wrong and how to fix it, and no
 * stack trace.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { describe, expect, it } from "vitest";
import { buildDir, freePort, ROOT } from "./support";

describe.runIf(process.getuid?.() === 0)("npm start as root", () => {
  it("with its data inside a mode-700 directory, stops with one line naming the directory and the fix", async () => {
    const closed = mkdtempSync(join(tmpdir(), "chemsafe-closed-"));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env };
      for (const key of Object.keys(env)) if (key.startsWith("VITEST") || key === "NODE_ENV") delete env[key];
      const child = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
        cwd: ROOT,
        stdio: ["ignore", "pipe", "pipe"],
        env: {
          ...env,
          PORT: String(await freePort()),
          HOST: "127.0.0.1",
          DATA_DIR: join(closed, "data"),
          EMBEDDED_PG_PORT: String(await freePort()),
          OIDC_DEMO_PORT: String(await freePort()),
          OIDC_ISSUER: "",
          DATABASE_URL: "",
          BUILD_DIR: buildDir(),
        },
      });
      const errors: string[] = [];
      createInterface({ input: child.stderr! }).on("line", (line) => errors.push(line));
      child.stdout!.resume();
      const code = await new Promise<number | null>((done) => child.once("exit", (exit) => done(exit)));
      expect(code).toBe(1);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain(`cannot enter ${closed} (mode 700)`);
      expect(errors[0]).toContain(`chmod o+x ${closed}`);
    } finally {
      rmSync(closed, { recursive: true, force: true });
    }
  });
});
