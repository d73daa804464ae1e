import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { evaluateBudgets, memoryTrend, scenarioIdOf } from "../../bench/budgets";
import {
  DEFAULT_OPTIONS,
  markdownReport,
  parseHttpOptions,
  type HttpBenchResult,
  type SizeResult,
} from "../../bench/http";
import { runAtRate, searchRate, type RateRun } from "../../bench/http-rate";

/** A probe outcome as runAtRate reports it; only `rate`, `seconds`, `phase` and `holds` matter to the search. */
const outcome = (rate: number, seconds: number, phase: RateRun["phase"], holds: boolean): RateRun => ({
  phase,
  rate,
  seconds,
  sent: rate * seconds,
  requests: rate * seconds,
  requests_per_s: rate,
  errors: 0,
  timeouts: 0,
  p50_ms: 1,
  p95_ms: holds ? 50 : 500,
  p99_ms: 1,
  max_ms: 1,
  status: {},
  kinds: [],
  holds,
  load_average_1m: 0,
});

describe("parseHttpOptions", () => {
  it("reads the scenario filter, the rate search's bounds and the soak", () => {
    const options = parseHttpOptions([
      "--sizes",
      "small",
      "--scenarios",
      "main,products",
      "--no-mixed",
      "--probe-seconds=5",
      "--search-probes",
      "3",
      "--soak-seconds",
      "600",
      "--port",
      "3950",
    ]);
    expect(options.sizes).toEqual(["small"]);
    expect(options.scenarios).toEqual(["main", "products"]);
    expect(options.mixedSize).toBeNull();
    expect(options.probeSeconds).toBe(5);
    expect(options.searchProbes).toBe(3);
    expect(options.soakSeconds).toBe(600);
    expect(options.appPort).toBe(3950);
    // Without --mixed-rate the mixed load searches its rate.
    expect(options.mixedRate).toBeNull();
    expect(DEFAULT_OPTIONS.scenarios).toBeNull();
  });

  it("refuses an unknown scenario and names the known ones", () => {
    expect(() => parseHttpOptions(["--scenarios", "main,nope"])).toThrow(
      /unknown scenario nope; known: main/,
    );
  });
});

describe("searchRate", () => {
  const options = {
    probeSeconds: 5,
    confirmSeconds: 60,
    maxProbes: 8,
    maxConfirms: 2,
    precision: 0.1,
    minRate: 0.5,
  };

  it("closes in on the highest rate a machine holds and confirms it with one long run", async () => {
    const tried: [number, number, string][] = [];
    const result = await searchRate(
      60,
      async (rate, seconds, phase) => {
        tried.push([rate, seconds, phase]);
        return outcome(rate, seconds, phase, rate <= 37);
      },
      options,
    );
    expect(result.rate).not.toBeNull();
    expect(result.rate!).toBeLessThanOrEqual(37);
    expect(result.rate!).toBeGreaterThanOrEqual(37 / 1.1);
    expect(tried.filter(([, , phase]) => phase === "probe").length).toBeLessThanOrEqual(8);
    expect(tried[tried.length - 1]).toEqual([result.rate, 60, "confirm"]);
    expect(result.confirmed?.rate).toBe(result.rate);
  });

  it("steps up from a start the machine holds easily", async () => {
    const result = await searchRate(
      10,
      async (rate, seconds, phase) => outcome(rate, seconds, phase, rate <= 40),
      {
        ...options,
        maxProbes: 10,
      },
    );
    expect(result.rate!).toBeGreaterThanOrEqual(40 / 1.1);
    expect(result.rate!).toBeLessThanOrEqual(40);
  });

  it("steps down when the confirming run does not hold, and reports no rate when nothing holds", async () => {
    // Short probes hold up to 30; a long run only up to 26.
    const stepped = await searchRate(
      30,
      async (rate, seconds, phase) => outcome(rate, seconds, phase, rate <= (seconds > 5 ? 26 : 30)),
      options,
    );
    expect(stepped.runs.filter((r) => r.phase === "confirm").map((r) => [r.rate, r.holds])).toEqual([
      [30, false],
      [26, true],
    ]);
    expect(stepped.rate).toBe(26);

    const none = await searchRate(
      4,
      async (rate, seconds, phase) => outcome(rate, seconds, phase, false),
      options,
    );
    expect(none.rate).toBeNull();
    expect(none.confirmed).toBeNull();
    expect(none.runs.every((r) => r.phase === "probe")).toBe(true);
  });
});

describe("runAtRate", () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      response.writeHead(request.url === "/missing" ? 404 : 200, { "Content-Type": "text/plain" });
      response.end("ok");
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it("sends rate × seconds requests, the kinds in turn, and counts another status than expected as an error", async () => {
    const run = await runAtRate(
      origin,
      [
        { kind: "page", method: "GET", path: "/", headers: {}, expected: 200 },
        { kind: "missing", method: "GET", path: "/missing", headers: {}, expected: 200 },
      ],
      // No latency target: the test is about counting, not about this machine's speed.
      {
        phase: "probe",
        rate: 40,
        seconds: 0.25,
        target: { p95_ms: Number.POSITIVE_INFINITY, errors: 0 },
        loadAverage: () => 0,
      },
    );
    expect(run.sent).toBe(10);
    expect(run.requests).toBe(10);
    expect(run.kinds.map((k) => [k.kind, k.responses, k.errors])).toEqual([
      ["page", 5, 0],
      ["missing", 5, 5],
    ]);
    expect(run.errors).toBe(5);
    expect(run.status).toEqual({ "200": 5, "404": 5 });
    expect(run.holds).toBe(false);
  });
});

describe("memoryTrend", () => {
  const series = (mb: (t: number) => number) =>
    Array.from({ length: 61 }, (_, i) => ({ t_s: i * 10, mb: mb(i * 10) }));

  it("a heap settling at its working size levels off", () => {
    const trend = memoryTrend(series((t) => 400 - 200 * Math.exp(-t / 60)));
    expect(trend?.levels_off).toBe(true);
    expect(trend!.first_half_growth_mb).toBeGreaterThan(trend!.last_half_growth_mb);
  });

  it("steady growth (a leak) does not", () => {
    const trend = memoryTrend(series((t) => 200 + t / 10));
    expect(trend).toEqual({ first_half_growth_mb: 30, last_half_growth_mb: 30, levels_off: false });
  });

  it("needs a few samples", () => {
    expect(memoryTrend([{ t_s: 0, mb: 1 }])).toBeNull();
  });
});

describe("evaluateBudgets", () => {
  const size = (name: SizeResult["size"], appCpuMain: number, formGzip: number): SizeResult =>
    ({
      size: name,
      counts: {
        products: 1,
        sds: 1,
        locations: 1,
        location_products: 1,
        product_requests: 1,
        request_evaluations: 0,
      },
      load_average: { before: [1], after: [1] },
      scenarios: [
        {
          scenario: "/main",
          method: "GET",
          path: "/main",
          outcome: "measured",
          load: {
            requests: name === "small" ? 50 : 500,
            requests_per_s: 1,
            p50_ms: 1,
            p95_ms: 1,
            p99_ms: 1,
            errors: 0,
          },
          app_cpu_ms_per_request: appCpuMain,
        },
      ],
      render: null,
      ceiling: null,
      page_weight: [
        {
          route: "/main",
          path: "/main",
          html_bytes: 1,
          html_gzip: 1,
          js_files: 1,
          js_bytes: 1,
          js_gzip: 90 * 1024,
          css_files: 0,
          css_gzip: 0,
        },
        {
          route: "the form",
          path: "/chemical-approvals/requests/new",
          html_bytes: 1,
          html_gzip: formGzip * 1024,
          js_files: 1,
          js_bytes: 1,
          js_gzip: 120 * 1024,
          css_files: 0,
          css_gzip: 0,
        },
      ],
    }) as unknown as SizeResult;
  const result = {
    generated_at: "2026-11-26T00:00:00.000Z",
    machine: { cpus: 2, cpu_model: "x", node: "v20", load_average_start: [1], load_average_end: [1] },
    postgres: "18",
    options: DEFAULT_OPTIONS,
    sizes: [size("small", 1.5, 80), size("large", 2.5, 59)],
    mixed: null,
    notes: [],
  } as unknown as HttpBenchResult;

  it("marks each budget met, not met or not measured per size, from older results' paths too", () => {
    const rows = evaluateBudgets(result);
    const row = (id: string) => rows.find((r) => r.id === id)!;
    expect(row("app-cpu-main").cells.map((c) => [c.size, c.status])).toEqual([
      ["small", "met"],
      ["large", "not met"],
    ]);
    expect(row("app-cpu-products").cells.map((c) => c.status)).toEqual(["not measured", "not measured"]);
    // Only at large; 59 kB is within 60.
    expect(row("request-form-html").cells).toEqual([{ size: "large", measured: 59, status: "met" }]);
    expect(row("first-visit-js /main").cells).toEqual([{ size: "large", measured: 90, status: "met" }]);
    expect(row("first-visit-js /chemical-approvals/requests/new").cells[0]?.status).toBe("not met");
    expect(scenarioIdOf("GET", "/products/123")).toBe("product");
    expect(scenarioIdOf("POST", "/chemical-approvals/requests/new")).toBe("draft");
  });

  it("puts the verdicts in the report", () => {
    const report = markdownReport(result);
    expect(report).toContain("### Budgets (bench/budgets.ts): 3 met, 2 not met");
    // A CPU figure from few responses is marked as noisy.
    expect(report).toContain(
      "| App CPU per request, /main ≤ 2 ms | 1.5: met (noisy: 50 responses) | 2.5: **not met** |",
    );
  });
});
