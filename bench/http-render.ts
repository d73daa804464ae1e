/**
 * The render baseline of the HTTP benchmark (bench/http.ts), run as its own
 * process with NODE_ENV=production (React's production build), like the app.
 *
 * 1. Records the page's loader data from the running app: GET <path>.data
 *    (Remix single fetch, the signed-in user's cookie) decoded with
 *    turbo-stream: the same values the page's loaders returned.
 * 2. Imports the app's server build (BUILD_DIR/server/index.js) and replaces
 *    the loaders of the matched routes by functions that return the recorded
 *    data, so nothing reaches the API or PostgreSQL.
 * 3. Times two things, sequentially, on one core:
 *    - "render": React's renderToString of <RemixServer> with the page's
 *      EntryContext (the matched routes, their data, the manifest), captured
 *      from one request through the build's own entry. This is the cost of
 *      rendering alone. The streamed loader data (the turbo-stream <script>s)
 *      is left out: it is serialisation, not rendering.
 *    - "document": the build's whole request handler with the data in memory
 *      (Remix's routing, the stubbed loaders, entry.server's nonce, security
 *      headers and streaming render, the body read to the end).
 *
 * Input (environment): BUILD_DIR, BENCH_ORIGIN, BENCH_COOKIE, BENCH_PATH,
 * BENCH_SECONDS (per measurement, default 5). Output: one JSON line on stdout.
 */
import { performance } from "node:perf_hooks";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type EntryContext, type ServerBuild } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { decode } from "turbo-stream";

const env = process.env;
const origin = env.BENCH_ORIGIN ?? "";
const cookie = env.BENCH_COOKIE ?? "";
const path = env.BENCH_PATH ?? "/products";
const seconds = Number(env.BENCH_SECONDS ?? 5);
const buildDir = resolve(env.BUILD_DIR ?? "build");

export interface RenderTiming {
  runs: number;
  mean_ms: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  /** Runs a second on one core (1000 / mean). */
  per_second: number;
  /** CPU time (user + system) of this process per run: what the run costs whatever else the machine does. */
  cpu_ms: number;
  html_bytes: number;
}

export interface RenderResult {
  path: string;
  routes: string[];
  render: RenderTiming;
  document: RenderTiming;
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** Runs `fn` for a second as warm-up, then for `seconds`, and summarises the durations. */
async function measure(fn: () => Promise<number> | number): Promise<RenderTiming> {
  const warmUntil = performance.now() + 1000;
  while (performance.now() < warmUntil) await fn();
  const durations: number[] = [];
  let bytes = 0;
  const cpuBefore = process.cpuUsage();
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const start = performance.now();
    bytes = await fn();
    durations.push(performance.now() - start);
  }
  const cpu = process.cpuUsage(cpuBefore);
  durations.sort((a, b) => a - b);
  const mean = durations.reduce((sum, d) => sum + d, 0) / durations.length;
  return {
    runs: durations.length,
    mean_ms: round(mean),
    p50_ms: round(percentile(durations, 50)),
    p95_ms: round(percentile(durations, 95)),
    p99_ms: round(percentile(durations, 99)),
    per_second: round(1000 / mean),
    cpu_ms: round((cpu.user + cpu.system) / 1000 / durations.length),
    html_bytes: bytes,
  };
}

async function main() {
  // 1. The loader data, as the app sends it to the browser.
  const url = new URL(path, origin);
  const dataUrl = new URL(url);
  dataUrl.pathname = url.pathname === "/" ? "/_root.data" : `${url.pathname.replace(/\/$/, "")}.data`;
  const response = await fetch(dataUrl, { headers: { Cookie: cookie }, redirect: "manual" });
  if (response.status !== 200 || !response.body) {
    throw new Error(`${dataUrl} answered ${response.status}`);
  }
  const decoded = await decode(response.body);
  await decoded.done;
  const recorded = decoded.value as Record<string, { data?: unknown; error?: unknown }>;
  for (const [id, entry] of Object.entries(recorded)) {
    if (!entry || !("data" in entry)) throw new Error(`${dataUrl}: route ${id} has no data`);
  }

  // 2. The build with those loaders answering from memory.
  const build = (await import(pathToFileURL(`${buildDir}/server/index.js`).href)) as ServerBuild;
  let captured: EntryContext | undefined;
  const entryModule = build.entry.module;
  const stubbed: ServerBuild = {
    ...build,
    entry: {
      module: {
        ...entryModule,
        default: (request, status, headers, context, loadContext) => {
          captured = context;
          return entryModule.default(request, status, headers, context, loadContext);
        },
      },
    },
    routes: Object.fromEntries(
      Object.entries(build.routes).map(([id, route]) => {
        if (!route || !(id in recorded)) return [id, route];
        const data = recorded[id]!.data;
        return [id, { ...route, module: { ...route.module, loader: () => data } }];
      }),
    ),
  };
  const handler = createRequestHandler(stubbed, "production");
  const request = () => new Request(url, { headers: { Cookie: cookie, Accept: "text/html" } });
  const first = await handler(request());
  const firstHtml = await first.text();
  if (first.status !== 200 || !captured) {
    throw new Error(`the build answered ${first.status} for ${path}: ${firstHtml.slice(0, 300)}`);
  }
  const context: EntryContext = { ...captured, serverHandoffStream: undefined };

  // 3. The measurements.
  const render = await measure(() => {
    const html = renderToString(createElement(RemixServer, { context, url: url.href }));
    return Buffer.byteLength(html);
  });
  const document = await measure(async () => {
    const answer = await handler(request());
    return Buffer.byteLength(await answer.text());
  });
  const result: RenderResult = { path, routes: Object.keys(recorded), render, document };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
