/**
 * Processes of the HTTP benchmark (bench/http.ts): the app under
 * scripts/serve.ts, the helper processes (ceiling, render), and the memory of
 * the app process (remix-serve), read from /proc.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, readdirSync, readFileSync } from "node:fs";
import { createInterface } from "node:readline";

export const TSX = "node_modules/.bin/tsx";

/** The ids of every process below `pid` (children, grandchildren, …), from /proc. */
export function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // pid (comm) state ppid …: comm may hold spaces and parentheses, so split after the last ")".
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const child of children.get(parent) ?? []) {
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ");
  } catch {
    return "";
  }
}

/** Resident memory of a process in MB (VmRSS), or null when it is gone. */
export function rssMb(pid: number | null): number | null {
  if (pid === null) return null;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Math.round((Number(match[1]) / 1024) * 10) / 10 : null;
  } catch {
    return null;
  }
}

export interface Server {
  process: ChildProcess;
  /** The app process itself (remix-serve under serve.ts), whose memory is reported. */
  appPid: number | null;
  log: string;
}

/** Starts `tsx scripts/serve.ts` with `env`, its output to `log`; resolves once /healthz answers 200. */
export async function startServer(env: NodeJS.ProcessEnv, origin: string, log: string): Promise<Server> {
  const child = spawn(TSX, ["scripts/serve.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
  const out = createWriteStream(log);
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  let exited: string | null = null;
  child.once("exit", (code, signal) => (exited = `serve.ts exited (${code ?? signal}); see ${log}`));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (exited) throw new Error(exited);
    if (Date.now() > deadline) {
      await stopProcess(child);
      throw new Error(`the app did not answer /healthz within 180 s; see ${log}`);
    }
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  const appPid = descendants(child.pid!).find((pid) => commandLine(pid).includes("remix-serve")) ?? null;
  return { process: child, appPid, log };
}

/** SIGTERM to a process we started; after `graceMs` SIGKILL to it and what it started. */
export async function stopProcess(child: ChildProcess, graceMs = 20_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const below = child.pid ? descendants(child.pid) : [];
  const exited = new Promise((done) => child.once("exit", done));
  child.kill("SIGTERM");
  const timer = new Promise((done) => setTimeout(done, graceMs, "timeout"));
  if ((await Promise.race([exited, timer])) === "timeout") {
    for (const pid of [...below].reverse()) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
    child.kill("SIGKILL");
    await exited;
  }
}

/** Starts a helper process that prints `ready` (a line) once it is ready; rejects when it exits first. */
export async function startHelper(
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: string,
): Promise<ChildProcess> {
  const child = spawn(TSX, args, { env, stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on("line", (line) => {
      if (line.trim() === ready) resolve();
    });
    child.once("exit", (code) => reject(new Error(`${args.join(" ")} exited with ${code}`)));
  });
  return child;
}

/** Runs a helper process to its end and returns its standard output; rejects on a non-zero exit. */
export async function runHelper(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const child = spawn(TSX, args, { env, stdio: ["ignore", "pipe", "inherit"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((done) => child.once("exit", done));
  if (code !== 0) throw new Error(`${args.join(" ")} exited with ${code}:\n${output.slice(-3000)}`);
  return output;
}
