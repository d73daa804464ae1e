// `npm start` / `npm run dev` on a fresh clone. This file uses nothing but Node
// itself, because it runs before the dependencies are installed.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const dev = process.argv.includes("--dev");

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function mtime(path) {
  return existsSync(path) ? statSync(path).mtimeMs : 0;
}

/** Newest modification time of the files under the given paths. */
function newest(paths) {
  let max = 0;
  for (const path of paths) {
    const full = join(root, path);
    if (!existsSync(full)) continue;
    const stat = statSync(full);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(full)) max = Math.max(max, newest([join(path, entry)]));
    } else {
      max = Math.max(max, stat.mtimeMs);
    }
  }
  return max;
}

export function ensureInstalled() {
  const marker = join(root, "node_modules", ".package-lock.json");
  if (mtime(marker) < mtime(join(root, "package-lock.json"))) {
    console.log("Installing dependencies (npm ci)…");
    run("npm", ["ci", "--no-audit", "--no-fund"]);
  }
}

export function ensureBuilt() {
  const built = mtime(join(root, "build", "server", "index.js"));
  const sources = newest([
    "app",
    "api",
    "core",
    "server",
    "db",
    "public",
    "vite.config.ts",
    "package-lock.json",
  ]);
  if (built < sources) {
    console.log("Building the app…");
    run("npm", ["run", "build"]);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureInstalled();
  if (!dev) ensureBuilt();
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts", ...(dev ? ["--dev"] : [])], {
    cwd: root,
    stdio: "inherit",
  });
  // Ctrl-C reaches the whole process group; a SIGTERM sent to this process alone is passed on.
  process.on("SIGINT", () => {});
  process.on("SIGTERM", () => child.kill("SIGTERM"));
  // npm runs this under `sh -c`, and a SIGTERM sent to npm ends that shell without
  // passing the signal on: when our parent goes away, stop everything ourselves.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) child.kill("SIGTERM");
  }, 500).unref();
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
