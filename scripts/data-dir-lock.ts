import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * One ChemSafe process per data directory: a second `npm start` (or db:reset)
 * must not take over the embedded PostgreSQL of a running one.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, "chemsafe.pid");
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, "utf8"));
    if (pid && pid !== process.pid && alive(pid)) {
      throw new Error(
        `ChemSafe is already running with the data directory ${dataDir} (pid ${pid}). Stop it first.`,
      );
    }
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}
