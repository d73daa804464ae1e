import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { DestinationStream } from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createApiClient } from "~/lib/api-client.server";
import {
  createLogger,
  logLevel,
  redactQuery,
  setLoggerForTests,
  installRequestLogging,
} from "../../server/logger";
import {
  clientAddress,
  createContext,
  currentRequest,
  normaliseIp,
  recordApiCall,
  runWithRequestContext,
  serverTimingHeader,
  wellFormedRequestId,
} from "../../server/request-context";
import { setupAppTest } from "../support/app";

type Line = Record<string, unknown>;

/** A logger at debug level whose lines land in `lines` (parsed). */
function captureLogs(): Line[] {
  const lines: Line[] = [];
  const destination: DestinationStream = {
    write: (line: string) => void lines.push(JSON.parse(line) as Line),
  };
  setLoggerForTests(createLogger(destination, "debug"));
  return lines;
}

afterEach(() => setLoggerForTests(undefined));

describe("request ids", () => {
  it("accepts well-formed ids and refuses anything that could forge or break a log line", () => {
    for (const id of [
      "0d6f4e5e-8b1d-4c1e-9f3a-2b7c9d1e0f12",
      "01J9Z3K8",
      "Root=1-5759e988-bd862e3fe1be46a994272793",
      "a",
    ]) {
      expect(wellFormedRequestId(id)).toBe(id);
    }
    for (const id of [
      "",
      "has space",
      "line\nbreak",
      'quote"',
      "x".repeat(129),
      "ünïcode",
      null,
      undefined,
    ]) {
      expect(wellFormedRequestId(id)).toBeUndefined();
    }
  });
});

describe("log fields", () => {
  it("redacts query values that may hold secrets or personal data, keeps the rest", () => {
    expect(redactQuery("?code=abc123&state=xyz&redirectTo=%2Fmain&q=acetone")).toBe(
      "?code=[redacted]&state=[redacted]&redirectTo=%2Fmain&q=acetone",
    );
    expect(redactQuery("?access_token=t&id_token_hint=h&login_hint=a%40b.test&password=p")).toBe(
      "?access_token=[redacted]&id_token_hint=[redacted]&login_hint=[redacted]&password=[redacted]",
    );
    expect(redactQuery("")).toBeUndefined();
    expect(redactQuery("?")).toBeUndefined();
    expect(redactQuery(`?q=${"a".repeat(2000)}`)?.length).toBeLessThanOrEqual(513);
  });

  it("reads LOG_LEVEL, defaulting to info, and to silent under vitest", () => {
    expect(logLevel({ LOG_LEVEL: "debug" })).toBe("debug");
    expect(logLevel({ LOG_LEVEL: " WARN " })).toBe("warn");
    expect(logLevel({ LOG_LEVEL: "loud" })).toBe("info");
    expect(logLevel({})).toBe("info");
    expect(logLevel({ VITEST: "true" })).toBe("silent");
    expect(logLevel({ VITEST: "true", LOG_LEVEL: "info" })).toBe("info");
  });

  it("blanks token, cookie and password fields if anything ever passes them", () => {
    const lines = captureLogs();
    const logger = createLogger(
      { write: (line: string) => void lines.push(JSON.parse(line) as Line) },
      "info",
    );
    logger.info(
      { headers: { authorization: "Bearer abc", cookie: "__session=x" }, password: "demo" },
      "oops",
    );
    expect(JSON.stringify(lines)).not.toMatch(/Bearer abc|__session=x|"demo"/);
  });
});

describe("client addresses", () => {
  it("uses the socket's peer unless TRUST_PROXY names the proxies in front", () => {
    expect(clientAddress("10.0.0.5", "203.0.113.9", 0)).toBe("10.0.0.5");
    expect(clientAddress("10.0.0.5", "198.51.100.1, 203.0.113.9", 1)).toBe("203.0.113.9");
    expect(clientAddress("10.0.0.5", "198.51.100.1, 203.0.113.9", 2)).toBe("198.51.100.1");
    expect(clientAddress("10.0.0.5", "203.0.113.9", 5)).toBe("203.0.113.9");
    expect(clientAddress("10.0.0.5", undefined, 1)).toBe("10.0.0.5");
  });

  it("normalises IPv4-mapped addresses and keys IPv6 by its /64", () => {
    expect(normaliseIp("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(normaliseIp("2001:db8:abcd:12:1:2:3:4")).toBe("2001:db8:abcd:12::/64");
    expect(normaliseIp("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(normaliseIp("::1")).toBe("::1");
    expect(normaliseIp("not an address")).toBe("unknown");
  });
});

describe("Server-Timing", () => {
  it("reports API time and count, render time and total", () => {
    const context = createContext({ startedAt: performance.now() - 50 });
    context.api = { calls: 3, ms: 12.34 };
    const header = serverTimingHeader(context, performance.now() - 5);
    expect(header).toMatch(/^api;dur=12\.3;desc="3 calls", render;dur=\d+\.\d, total;dur=\d+\.\d$/);
    expect(Number(/total;dur=([\d.]+)/.exec(header)?.[1])).toBeGreaterThanOrEqual(50);
    expect(serverTimingHeader(createContext({ api: { calls: 1, ms: 2 } }))).toMatch(
      /^api;dur=2\.0;desc="1 call", total;dur=\d+\.\d$/,
    );
  });

  it("is set on data responses by the entry's handleDataRequest", async () => {
    const { handleDataRequest } = await import("~/entry.server");
    const request = new Request("http://app.test/main.data");
    const response = runWithRequestContext({}, () => {
      recordApiCall(4);
      recordApiCall(6);
      return handleDataRequest(new Response("{}"), { request, params: {}, context: {} });
    });
    expect(response.headers.get("Server-Timing")).toMatch(/^api;dur=10\.0;desc="2 calls", total;dur=/);
  });
});

describe("access log and X-Request-Id over HTTP", () => {
  let server: Server;
  let base: string;
  const seen: { id?: string; status?: number }[] = [];

  beforeAll(async () => {
    installRequestLogging();
    server = createServer((req, res) => {
      const context = currentRequest();
      seen.push({ id: context?.requestId });
      // Work that outlives the handler's first tick keeps the same context.
      setTimeout(() => {
        recordApiCall(7);
        res.statusCode = req.url?.startsWith("/missing") ? 404 : 200;
        res.end(currentRequest()?.requestId ?? "none");
      }, 5);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("answers with the caller's well-formed id, in the header and throughout the request", async () => {
    const lines = captureLogs();
    const response = await fetch(`${base}/main?code=secret-code&q=acetone`, {
      headers: { "X-Request-Id": "abc-123", Cookie: "__session=s3cr3t", Authorization: "Bearer t0ken" },
    });
    expect(response.headers.get("X-Request-Id")).toBe("abc-123");
    expect(await response.text()).toBe("abc-123");
    await new Promise((resolve) => setTimeout(resolve, 20));
    const line = lines.find((l) => l.msg === "request" && l.path === "/main");
    expect(line).toMatchObject({
      level: "info",
      requestId: "abc-123",
      method: "GET",
      path: "/main",
      query: "?code=[redacted]&q=acetone",
      status: 200,
      ip: "127.0.0.1",
      apiCalls: 1,
      apiMs: 7,
    });
    expect(typeof line?.durationMs).toBe("number");
    expect(JSON.stringify(lines)).not.toMatch(/secret-code|s3cr3t|t0ken/);
  });

  it("replaces a malformed id with a fresh one, and logs static files at debug", async () => {
    const lines = captureLogs();
    const response = await fetch(`${base}/assets/app.css`, { headers: { "X-Request-Id": "bad id" } });
    const id = response.headers.get("X-Request-Id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await response.text()).toBe(id);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines.find((l) => l.msg === "request" && l.requestId === id)).toMatchObject({
      level: "debug",
      kind: "static",
    });
  });

  it("gives concurrent requests their own ids", async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, i) => fetch(`${base}/page/${i}`).then((r) => r.text())),
    );
    expect(new Set(responses).size).toBe(5);
  });
});

describe("API call lines", () => {
  let t: Awaited<ReturnType<typeof setupAppTest>>;
  beforeAll(async () => {
    t = await setupAppTest();
  });
  afterAll(() => t.close());

  it("share the page request's id and name the user and company; the page learns them too", async () => {
    const lines = captureLogs();
    const token = await t.issuer.tokenFor("admin@demo.test");
    const context = createContext({ requestId: "page-req-1", path: "/main" });
    const user = await runWithRequestContext(context, async () => {
      const api = createApiClient({ accessToken: token, language: 4 });
      const { data } = await api.get<{ data: { id: number; company_id: number } }>("/user/v1/user", {
        secret_token: "x",
      });
      return { data, context: currentRequest() };
    });
    const line = lines.find((l) => l.msg === "api");
    expect(line).toMatchObject({
      level: "info",
      requestId: "page-req-1",
      method: "GET",
      path: "/api/user/v1/user",
      query: "?secret_token=[redacted]",
      status: 200,
      userId: user.data.id,
      companyId: user.data.company_id,
    });
    expect(user.context?.api.calls).toBe(1);
    expect(user.context?.userId).toBe(user.data.id);
    expect(user.context?.companyId).toBe(user.data.company_id);
    expect(JSON.stringify(lines)).not.toContain(token);
  });

  it("logs refused calls too, with a generated id returned in X-Request-Id", async () => {
    const lines = captureLogs();
    const response = await t.api.request("/api/user/v1/user", { headers: { Authorization: "Bearer nope" } });
    expect(response.status).toBe(401);
    const id = response.headers.get("X-Request-Id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toContainEqual(expect.objectContaining({ msg: "api", requestId: id, status: 401 }));
    expect(lines.find((l) => l.msg === "api")?.userId).toBeUndefined();
  });

  it("keeps a caller's well-formed X-Request-Id", async () => {
    const lines = captureLogs();
    const response = await t.api.request("/api/openapi.json", { headers: { "X-Request-Id": "from-lb-42" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Request-Id")).toBe("from-lb-42");
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: "api", requestId: "from-lb-42", status: 200 }),
    );
  });
});
