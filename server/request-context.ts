/**
 * One context per HTTP request the app server answers: its request id, when it
 * started, the client's address, the time spent in API calls and, once the API
 * has authenticated the caller, the user and company ids.
 *
 * Production runs under @remix-run/serve, which offers no middleware and no
 * getLoadContext, and loaders run before anything in app/entry.server.tsx. So
 * the context is opened at the HTTP layer: Node publishes every incoming
 * request on the diagnostics channel "http.server.request.start" synchronously,
 * right before the server's 'request' event, and the subscriber enters an
 * AsyncLocalStorage store there. Everything the request handler does (loaders,
 * actions, in-process API calls, rendering) runs inside that store. The same
 * subscriber sets the X-Request-Id response header and reports the end of the
 * response (logger.server.ts writes the access log line), and helps a graceful
 * shutdown: once the server has stopped listening, a connection is closed as
 * soon as its last request is answered, instead of after its keep-alive timeout.
 *
 * Outside an HTTP server (tests calling loaders directly) there is no context
 * unless a test opens one with runWithRequestContext.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { isIP } from "node:net";
import { performance } from "node:perf_hooks";

export const REQUEST_ID_HEADER = "X-Request-Id";

/** What a request is, once known: a page (document), a Remix data request, or an API call. */
export type RequestKind = "document" | "data" | "api";

export interface RequestContext {
  requestId: string;
  method: string;
  /** The path without its query string. */
  path: string;
  /** The query string as received ("" or "?…"); log it only through redactQuery. */
  search: string;
  /** performance.now() when the request arrived. */
  startedAt: number;
  /** The client's address (see clientAddress: TRUST_PROXY). */
  clientIp: string;
  kind?: RequestKind;
  /** API calls made while answering this request: how many, and their summed duration. */
  api: { calls: number; ms: number };
  userId?: number;
  companyId?: number;
  /**
   * The Origin header of a form post to the app (not /api), taken off the
   * request at the HTTP layer (see takeOrigin); null when there was none.
   */
  origin?: string | null;
  /** Answer this request with `Connection: close` (a refused body is then never read to its end). */
  closeConnection?: () => void;
  /** Answers worked out once per request (see oncePerRequest), by key. */
  memo?: Map<string, Promise<unknown>>;
}

/** Called when a response has been sent (or the connection closed first). */
export type RequestEndListener = (
  context: RequestContext,
  outcome: { status: number; finished: boolean; durationMs: number },
) => void;

interface Tracking {
  storage: AsyncLocalStorage<RequestContext>;
  /** By name, so a module evaluated again replaces its listener instead of adding a second. */
  listeners: Map<string, RequestEndListener>;
  subscribed: boolean;
}

// One store per process even if this module is evaluated twice (Vite's dev server reloads modules).
const TRACKING_KEY = Symbol.for("chemsafe.requestContext");
const globalRef = globalThis as typeof globalThis & { [TRACKING_KEY]?: Tracking };
const tracking: Tracking = (globalRef[TRACKING_KEY] ??= {
  storage: new AsyncLocalStorage<RequestContext>(),
  listeners: new Map(),
  subscribed: false,
});

/**
 * A request id we accept from a caller: 1–128 characters of letters, digits and
 * `._:=+/-` (UUIDs, ULIDs, load balancers' trace ids). Anything else (spaces,
 * quotes, line breaks, overlong) is replaced by a fresh id, so it can never
 * forge or break a log line.
 */
const WELL_FORMED_ID = /^[A-Za-z0-9._:=+/-]{1,128}$/;

export function wellFormedRequestId(value: string | null | undefined): string | undefined {
  return value && WELL_FORMED_ID.test(value) ? value : undefined;
}

export function newRequestId(): string {
  return randomUUID();
}

/** The context of the request being answered, if any. */
export function currentRequest(): RequestContext | undefined {
  return tracking.storage.getStore();
}

/** Runs fn inside a request context (tests, and code that answers requests outside Node's HTTP server). */
export function runWithRequestContext<T>(context: Partial<RequestContext>, fn: () => T): T {
  return tracking.storage.run(createContext(context), fn);
}

export function createContext(values: Partial<RequestContext> = {}): RequestContext {
  return {
    requestId: values.requestId ?? newRequestId(),
    method: values.method ?? "GET",
    path: values.path ?? "/",
    search: values.search ?? "",
    startedAt: values.startedAt ?? performance.now(),
    clientIp: values.clientIp ?? "unknown",
    api: values.api ?? { calls: 0, ms: 0 },
    ...(values.kind ? { kind: values.kind } : {}),
    ...(values.userId !== undefined ? { userId: values.userId } : {}),
    ...(values.companyId !== undefined ? { companyId: values.companyId } : {}),
    ...(values.origin !== undefined ? { origin: values.origin } : {}),
  };
}

/** Adds one API call of `ms` milliseconds to the current request's totals. */
export function recordApiCall(ms: number): void {
  const context = currentRequest();
  if (!context) return;
  context.api.calls += 1;
  context.api.ms += ms;
}

/** Memos of requests answered outside a request context, by the object that stands for the request. */
const looseMemos = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * Runs `work` once per request and key: every later call with the same key
 * while answering the same request gets the same promise. A page runs several
 * loaders, and Remix hands each of them its own copy of the request, so
 * without this each would read the session, verify the token and load the
 * user again. Outside a request context (tests calling a loader directly) the
 * answer is kept per `owner` (e.g. the Request object) when one is given, else
 * `work` runs every time. A failed answer is not kept.
 */
export function oncePerRequest<T>(key: string, work: () => Promise<T>, owner?: object): Promise<T> {
  const context = currentRequest();
  let memo: Map<string, Promise<unknown>> | undefined;
  if (context) {
    memo = context.memo ??= new Map();
  } else if (owner) {
    memo = looseMemos.get(owner);
    if (!memo) looseMemos.set(owner, (memo = new Map()));
  }
  if (!memo) return work();
  const kept = memo.get(key);
  if (kept) return kept as Promise<T>;
  const pending = work();
  memo.set(key, pending);
  const keptIn = memo;
  pending.catch(() => {
    if (keptIn.get(key) === pending) keptIn.delete(key);
  });
  return pending;
}

/**
 * Forgets what oncePerRequest kept for the current request. Called around
 * every call that changes data, so that what is read after a change (the
 * user's own settings, say) is read again rather than remembered from before.
 */
export function forgetPerRequest(): void {
  currentRequest()?.memo?.clear();
}

/** Records who the API authenticated, for the request's access log line. */
export function recordCaller(userId: number, companyId: number): void {
  const context = currentRequest();
  if (!context) return;
  context.userId = userId;
  context.companyId = companyId;
}

/** Milliseconds since the request arrived. */
export function elapsedMs(context: RequestContext): number {
  return performance.now() - context.startedAt;
}

/**
 * The Server-Timing header of a page or data response:
 * `api;dur=12.3;desc="3 calls", render;dur=4.0, total;dur=20.1`. `api` is the
 * summed duration of the request's API calls (they may overlap), `render` the
 * time from the entry's handleRequest to the first byte (documents only), and
 * `total` the time since the request arrived.
 */
export function serverTimingHeader(context: RequestContext | undefined, renderStartedAt?: number): string {
  const now = performance.now();
  const metrics: string[] = [];
  if (context) {
    const { calls, ms } = context.api;
    metrics.push(`api;dur=${ms.toFixed(1)};desc="${calls} ${calls === 1 ? "call" : "calls"}"`);
  }
  if (renderStartedAt !== undefined) metrics.push(`render;dur=${(now - renderStartedAt).toFixed(1)}`);
  const total = context ? now - context.startedAt : renderStartedAt !== undefined ? now - renderStartedAt : 0;
  metrics.push(`total;dur=${total.toFixed(1)}`);
  return metrics.join(", ");
}

/**
 * Normalises an address for keys and logs: IPv4-mapped IPv6 becomes IPv4, and
 * an IPv6 address is cut to its /64 network (one host usually owns a whole /64,
 * so per-address rate limits would be easy to dodge otherwise).
 */
export function normaliseIp(address: string | undefined | null): string {
  if (!address) return "unknown";
  let ip = address.trim();
  if (ip.startsWith("[") && ip.endsWith("]")) ip = ip.slice(1, -1);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const version = isIP(ip);
  if (version === 4) return ip;
  if (version !== 6) return "unknown";
  if (ip === "::1") return ip;
  return `${expandIpv6(ip).slice(0, 4).join(":")}::/64`;
}

function expandIpv6(ip: string): string[] {
  const withoutZone = ip.split("%")[0] ?? ip;
  const [head = "", tail] = withoutZone.split("::");
  const left = head ? head.split(":") : [];
  const right = tail !== undefined && tail !== "" ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill("0"), ...right].map((part) =>
    (part.replace(/^0+(?=.)/, "") || "0").toLowerCase(),
  );
}

/**
 * The client's address. With TRUST_PROXY=N (N proxies or load balancers in
 * front of the app, each appending to X-Forwarded-For) it is the address the
 * N-th proxy from the app saw; with TRUST_PROXY unset or 0 it is the socket's
 * peer, and X-Forwarded-For is ignored (anyone can send it).
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | null | undefined,
  trustProxy = Number(process.env.TRUST_PROXY ?? 0),
): string {
  const hops = Number.isInteger(trustProxy) && trustProxy > 0 ? trustProxy : 0;
  if (hops === 0 || !forwardedFor) return normaliseIp(socketAddress);
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor)
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  // The socket peer is the last proxy; each proxy appended the address it saw.
  const addresses = [...chain, socketAddress ?? ""];
  return normaliseIp(addresses[Math.max(0, addresses.length - 1 - hops)]);
}

function onRequestStart(message: unknown) {
  const { request, response, server } = message as {
    request: IncomingMessage;
    response: ServerResponse;
    server?: Server;
  };
  // A server that stopped listening is shutting down (remix-serve closes it on SIGTERM/SIGINT):
  // requests still arriving on open connections get no keep-alive.
  if (server && !server.listening) response.shouldKeepAlive = false;
  const url = request.url ?? "/";
  const queryAt = url.indexOf("?");
  const context = createContext({
    requestId: wellFormedRequestId(headerValue(request.headers["x-request-id"])) ?? newRequestId(),
    method: request.method ?? "GET",
    path: queryAt === -1 ? url : url.slice(0, queryAt),
    search: queryAt === -1 ? "" : url.slice(queryAt),
    clientIp: clientAddress(request.socket.remoteAddress, request.headers["x-forwarded-for"]),
  });
  response.setHeader(REQUEST_ID_HEADER, context.requestId);
  context.closeConnection = () => {
    response.shouldKeepAlive = false;
  };
  takeOrigin(request, context);
  // The subscriber runs synchronously right before the server's 'request' event,
  // in the same execution: whatever the handler starts inherits this store.
  tracking.storage.enterWith(context);
  response.once("close", () => {
    // Node's server.close() closes only the connections idle at that moment, and one that was
    // busy would then stay open for its keep-alive timeout, holding the shutdown up: close it
    // as soon as its request is done.
    if (server && !server.listening) setImmediate(() => server.closeIdleConnections());
    const outcome = {
      status: response.statusCode,
      finished: response.writableFinished,
      durationMs: elapsedMs(context),
    };
    for (const listener of tracking.listeners.values()) {
      try {
        listener(context, outcome);
      } catch {
        // a failing listener must never break the server
      }
    }
  });
}

/**
 * Remix (@remix-run/server-runtime 2.x, throwIfPotentialCSRFAttack) compares a
 * posted document or data request's Origin with its X-Forwarded-Host or Host
 * header and, when they differ, throws before any route code runs: a 500 with
 * an empty body. That is wrong twice: a cross-site post deserves the app's 403
 * page, and behind a reverse proxy that does not pass the public Host every
 * same-origin post differs too. The app checks the origin itself, against the
 * public origin APP_URL (app/lib/csrf.server.ts, assertSameOrigin, which every
 * action runs first). So here, before the request reaches Remix, the Origin
 * header of a post to the app is moved into the request context, where
 * assertSameOrigin reads it. The API under /api keeps its headers (it
 * authenticates with bearer tokens and Remix does not check its origin).
 */
export function takeOrigin(request: IncomingMessage, context: RequestContext): void {
  if (request.method === "GET" || request.method === "HEAD") return;
  // The path as the router will see it (dot segments resolved), so `/api/../main` counts as the app.
  let path: string;
  try {
    path = new URL(request.url ?? "/", "http://localhost").pathname;
  } catch {
    path = context.path;
  }
  if (path === "/api" || path.startsWith("/api/")) return;
  const origin = headerValue(request.headers.origin);
  context.origin = origin ?? null;
  if (origin !== undefined) delete request.headers.origin;
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Opens a context for every request this process's HTTP servers receive
 * (idempotent), and calls the listener named `name` when each response is done.
 */
export function trackRequests(name?: string, onEnd?: RequestEndListener): void {
  if (name && onEnd) tracking.listeners.set(name, onEnd);
  if (tracking.subscribed) return;
  tracking.subscribed = true;
  subscribe("http.server.request.start", onRequestStart);
}

/** Removes an end listener (tests). */
export function untrackRequests(name: string): void {
  tracking.listeners.delete(name);
}
