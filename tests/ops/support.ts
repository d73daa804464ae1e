import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createInterface } from "node:readline";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));

export function freePort(): Promise<number> {
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

/** The production build the process-level tests run: BUILD_DIR (as scripts/test.mjs sets it), else build/. */
export function buildDir(): string {
  const dir = resolve(ROOT, process.env.BUILD_DIR ?? "build");
  if (!existsSync(join(dir, "server", "index.js"))) {
    throw new Error(
      `No production build at ${dir}. Build first (npm run build, or BUILD_DIR=<dir> npx remix vite:build and the same BUILD_DIR here); npm test runs this suite after its build step.`,
    );
  }
  return dir;
}

export type LogLine = Record<string, unknown> & { msg?: string };

/** A ChemSafe started through scripts/serve.ts on free ports with its own data directory. */
export interface ServedApp {
  process: ChildProcess;
  url: string;
  issuer: string;
  dataDir: string;
  /** The embedded PostgreSQL's URL for the app's database (its password is in the data directory). */
  databaseUrl(): string;
  /** Every stdout line so far that parsed as JSON. */
  logs: LogLine[];
  /** Every stdout and stderr line so far. */
  output: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Waits until a log line matches (or throws after `ms`). */
  waitForLog(match: (line: LogLine) => boolean, ms?: number): Promise<LogLine>;
  stop(): Promise<void>;
}

/** Environment variables vitest sets that the server must not inherit (they make logs silent, …). */
function serverEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith("VITEST") || key === "NODE_ENV") delete env[key];
  return { ...env, ...extra };
}

/** Where and how to serve: the same ports and data directory again (a restart), in a process group of its own. */
export interface ServeOptions {
  ports?: { port: number; oidcPort: number; pgPort: number };
  dataDir?: string;
  /** Its own process group, so a test can SIGKILL the whole tree (app, provider, PostgreSQL) at once. */
  detached?: boolean;
}

export async function serveApp(
  extraEnv: Record<string, string> = {},
  options: ServeOptions = {},
): Promise<ServedApp> {
  const build = buildDir();
  const { port, oidcPort, pgPort } = options.ports ?? {
    port: await freePort(),
    oidcPort: await freePort(),
    pgPort: await freePort(),
  };
  const dataDir = options.dataDir ?? join(ROOT, ".tmp", `ops-${randomBytes(4).toString("hex")}`);
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
    cwd: ROOT,
    detached: options.detached ?? false,
    stdio: ["ignore", "pipe", "pipe"],
    env: serverEnv({
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: url,
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      OIDC_DEMO_PORT: String(oidcPort),
      OIDC_ISSUER: "",
      DATABASE_URL: "",
      BUILD_DIR: build,
      LOG_LEVEL: "info",
      ...extraEnv,
    }),
  });
  const logs: LogLine[] = [];
  const output: string[] = [];
  const waiters = new Set<() => void>();
  const onLine = (line: string) => {
    output.push(line);
    try {
      const parsed = JSON.parse(line) as unknown;
      if (parsed && typeof parsed === "object") logs.push(parsed as LogLine);
    } catch {
      // not a JSON line
    }
    for (const wake of waiters) wake();
  };
  createInterface({ input: child.stdout! }).on("line", onLine);
  createInterface({ input: child.stderr! }).on("line", onLine);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once("exit", (code, signal) => done({ code, signal })),
  );

  const waitForLog = (match: (line: LogLine) => boolean, ms = 10_000) =>
    new Promise<LogLine>((done, fail) => {
      const check = () => {
        const found = logs.find(match);
        if (!found) return false;
        waiters.delete(wake);
        clearTimeout(timer);
        done(found);
        return true;
      };
      const wake = () => void check();
      const timer = setTimeout(() => {
        waiters.delete(wake);
        fail(new Error(`no matching log line within ${ms} ms; output:\n${output.slice(-30).join("\n")}`));
      }, ms);
      waiters.add(wake);
      check();
    });

  const served: ServedApp = {
    process: child,
    url,
    issuer: `http://localhost:${oidcPort}`,
    dataDir,
    databaseUrl: () => {
      const password = readFileSync(join(dataDir, "postgres", "password"), "utf8").trim();
      return `postgres://chemsafe:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/chemsafe`;
    },
    logs,
    output,
    exited,
    waitForLog,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };

  // Ready: migrations applied and the app answering.
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`scripts/serve.ts exited early:\n${output.slice(-40).join("\n")}`);
    }
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await served.stop();
      throw new Error(`ChemSafe did not become ready:\n${output.slice(-40).join("\n")}`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  return served;
}

/** Just enough of a browser cookie store (one host; ports are not told apart, as in browsers). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = "", raw = ""] = attribute.trim().split("=");
        return (
          (key.toLowerCase() === "expires" && Date.parse(raw) <= Date.now()) ||
          (key.toLowerCase() === "max-age" && Number(raw) <= 0)
        );
      });
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/** A fetch that never follows redirects and carries the jar's cookies. */
export async function browse(jar: CookieJar, url: string | URL, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has("accept")) headers.set("accept", "text/html");
  const cookie = jar.header();
  if (cookie) headers.set("cookie", cookie);
  const response = await fetch(url, { ...init, headers, redirect: "manual" });
  jar.store(response);
  return response;
}

/**
 * Signs in through the real flow (app → demo provider login form → callback) and
 * returns where the app sent the browser at the end (`redirectTo` is the page
 * the sign-in was started from).
 */
export async function signIn(
  app: { url: string },
  jar: CookieJar,
  email: string,
  redirectTo = "/main",
): Promise<URL> {
  const form = { "Content-Type": "application/x-www-form-urlencoded" };
  let response = await browse(jar, `${app.url}/auth`, {
    method: "POST",
    headers: form,
    body: new URLSearchParams({ redirectTo }),
  });
  for (let hop = 0; hop < 10; hop++) {
    if (response.status === 200) {
      // The provider's login form.
      const html = await response.text();
      const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
      if (!action) throw new Error(`no login form: ${html.slice(0, 300)}`);
      response = await browse(jar, new URL(action.replace(/&amp;/g, "&"), response.url), {
        method: "POST",
        headers: form,
        body: new URLSearchParams({ email, password: "demo" }),
      });
      continue;
    }
    const location = response.headers.get("location");
    if (!location || ![302, 303].includes(response.status)) {
      throw new Error(`sign-in stopped at ${response.status} ${response.url}: ${await response.text()}`);
    }
    const next = new URL(location, response.url);
    if (next.origin === new URL(app.url).origin && !next.pathname.startsWith("/auth")) return next;
    response = await browse(jar, next);
  }
  throw new Error("too many redirects while signing in");
}
