/**
 * Fixed-rate load for the HTTP benchmark's mixed load and soak (bench/http.ts).
 *
 * Open loop: request i is due at start + i / rate whatever the earlier ones
 * are doing, and its latency counts from that moment, so a server that falls
 * behind shows it in the percentiles instead of quietly slowing the load down
 * (autocannon's rate limit is per connection and per second: every
 * connection's share leaves at the start of each second, in a burst, and a
 * slow answer delays the next request instead of counting against the server).
 * Requests go over keep-alive connections (at most `maxSockets`; more due at
 * once wait for one, and that wait counts in their latency), the kinds in turn.
 *
 * `searchRate` finds the highest rate that holds with a few short probes
 * (bisection between the highest rate that held and the lowest that did not)
 * and one confirming run; the probe itself is passed in.
 */
import { Agent, request as httpRequest } from "node:http";
import { performance } from "node:perf_hooks";

export interface RateRequest {
  kind: string;
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** The status a successful answer has. */
  expected: number;
}

export interface RateKindStats {
  kind: string;
  method: string;
  path: string;
  responses: number;
  errors: number;
  p50_ms: number;
  p95_ms: number;
}

export interface RateRun {
  /** Why it ran: a search's probe, its confirming run, a rate given with --mixed-rate, or the soak. */
  phase: "probe" | "confirm" | "fixed" | "soak";
  rate: number;
  seconds: number;
  /** Requests sent (rate × seconds) and answered; every unanswered one is an error. */
  sent: number;
  requests: number;
  requests_per_s: number;
  /** Other statuses than expected, connection errors, timeouts (30 s). */
  errors: number;
  timeouts: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  max_ms: number;
  status: Record<string, number>;
  kinds: RateKindStats[];
  /** p95 and errors within the target (bench/budgets.ts MIXED_LOAD_TARGET). */
  holds: boolean;
  load_average_1m: number;
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

/** Sends `rate` requests a second for `seconds`, evenly spaced, the kinds in turn; waits for the last answer. */
export async function runAtRate(
  origin: string,
  requests: RateRequest[],
  options: {
    phase: RateRun["phase"];
    rate: number;
    seconds: number;
    target: { p95_ms: number; errors: number };
    maxSockets?: number;
    timeoutMs?: number;
    loadAverage: () => number;
  },
): Promise<RateRun> {
  const url = new URL(origin);
  const agent = new Agent({ keepAlive: true, maxSockets: options.maxSockets ?? 64, scheduling: "fifo" });
  const timeoutMs = options.timeoutMs ?? 30_000;
  const latencies: number[] = [];
  const perKind = requests.map(() => ({ latencies: [] as number[], responses: 0, errors: 0 }));
  const status: Record<string, number> = {};
  let errors = 0;
  let timeouts = 0;
  const total = Math.max(1, Math.round(options.rate * options.seconds));
  const interval = 1000 / options.rate;
  const pending = new Set<Promise<void>>();

  const send = (index: number, due: number) => {
    const kind = index % requests.length;
    const spec = requests[kind]!;
    const done = new Promise<void>((resolve) => {
      let settled = false;
      const finish = (code: string, ok: boolean) => {
        if (settled) return;
        settled = true;
        const latency = performance.now() - due;
        status[code] = (status[code] ?? 0) + 1;
        latencies.push(latency);
        perKind[kind]!.latencies.push(latency);
        perKind[kind]!.responses++;
        if (!ok) {
          errors++;
          perKind[kind]!.errors++;
        }
        resolve();
      };
      const req = httpRequest(
        {
          agent,
          hostname: url.hostname,
          port: url.port,
          method: spec.method,
          path: spec.path,
          headers: {
            ...spec.headers,
            ...(spec.body === undefined ? {} : { "Content-Length": Buffer.byteLength(spec.body) }),
          },
        },
        (response) => {
          response.on("data", () => undefined);
          response.on("end", () =>
            finish(String(response.statusCode), response.statusCode === spec.expected),
          );
          response.on("error", () => finish("response error", false));
        },
      );
      req.setTimeout(timeoutMs, () => {
        timeouts++;
        finish("timeout", false);
        req.destroy();
      });
      req.on("error", (error) =>
        finish(`error ${(error as NodeJS.ErrnoException).code ?? error.message}`, false),
      );
      req.end(spec.body);
    });
    pending.add(done);
    void done.then(() => pending.delete(done));
  };

  const start = performance.now() + 10;
  await new Promise<void>((resolve) => {
    let next = 0;
    const tick = () => {
      const now = performance.now();
      while (next < total && start + next * interval <= now) {
        send(next, start + next * interval);
        next++;
      }
      if (next >= total) resolve();
      else setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
    };
    setTimeout(tick, 10);
  });
  await Promise.all([...pending]);
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const p95 = percentile(latencies, 95);
  return {
    phase: options.phase,
    rate: options.rate,
    seconds: options.seconds,
    sent: total,
    requests: latencies.length,
    requests_per_s: round(latencies.length / options.seconds, 1),
    errors,
    timeouts,
    p50_ms: round(percentile(latencies, 50)),
    p95_ms: round(p95),
    p99_ms: round(percentile(latencies, 99)),
    max_ms: round(latencies[latencies.length - 1] ?? 0),
    status,
    kinds: requests.map((r, i) => {
      const sorted = perKind[i]!.latencies.sort((a, b) => a - b);
      return {
        kind: r.kind,
        method: r.method,
        path: r.path,
        responses: perKind[i]!.responses,
        errors: perKind[i]!.errors,
        p50_ms: round(percentile(sorted, 50)),
        p95_ms: round(percentile(sorted, 95)),
      };
    }),
    holds: errors <= options.target.errors && p95 <= options.target.p95_ms && latencies.length === total,
    load_average_1m: round(options.loadAverage()),
  };
}

export interface SearchOptions {
  /** Seconds per probe, and of the confirming run. */
  probeSeconds: number;
  confirmSeconds: number;
  /** Probes at most (the confirming runs not counted). */
  maxProbes: number;
  /** Confirming runs at most: when one fails, the next tries 15 % lower. */
  maxConfirms: number;
  /** Stop probing once the highest rate that held is within this share of the lowest that did not. */
  precision: number;
  /** Below this rate nothing is tried (requests a second). */
  minRate: number;
}

export interface SearchResult {
  /** The highest rate the confirming run held, or null when none did. */
  rate: number | null;
  /** Every run, in order: the probes, then the confirming run(s). */
  runs: RateRun[];
  confirmed: RateRun | null;
}

/** Rates as tried: whole requests a second from 10 up, tenths below. */
export const roundRate = (rate: number) => (rate >= 10 ? Math.round(rate) : Math.round(rate * 10) / 10);

/**
 * Probes from `start` (the mix's measured capacity, scaled down): up while rates hold, down while they do not,
 * then bisects; the best rate that held is run again for `confirmSeconds`.
 */
export async function searchRate(
  start: number,
  probe: (rate: number, seconds: number, phase: "probe" | "confirm") => Promise<RateRun>,
  options: SearchOptions,
): Promise<SearchResult> {
  const runs: RateRun[] = [];
  let held = 0;
  let failed = Number.POSITIVE_INFINITY;
  let rate = Math.max(options.minRate, roundRate(start));
  for (let i = 0; i < options.maxProbes; i++) {
    const run = await probe(rate, options.probeSeconds, "probe");
    runs.push(run);
    if (run.holds) held = Math.max(held, rate);
    else failed = Math.min(failed, rate);
    const next = roundRate(
      failed === Number.POSITIVE_INFINITY ? held * 1.5 : held === 0 ? failed / 2 : (held + failed) / 2,
    );
    if (held === 0 && failed <= options.minRate) break;
    if (held > 0 && failed !== Number.POSITIVE_INFINITY && failed / held <= 1 + options.precision) break;
    if (next === rate || next === held || next === failed || next < options.minRate) break;
    rate = next;
  }
  let candidate = held;
  for (let i = 0; i < options.maxConfirms && candidate >= options.minRate; i++) {
    const run = await probe(candidate, options.confirmSeconds, "confirm");
    runs.push(run);
    if (run.holds) return { rate: candidate, runs, confirmed: run };
    candidate = roundRate(candidate * 0.85);
  }
  return { rate: null, runs, confirmed: null };
}
