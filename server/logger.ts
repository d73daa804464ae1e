/**
 * Structured JSON logs (pino), one object a line on standard output.
 *
 * - Every HTTP request the app answers gets one access line, `msg: "request"`
 *   (installRequestLogging, fed by request-context.server.ts), and every API
 *   call one line, `msg: "api"` (api/logging.ts). Both carry the request id,
 *   so a page and the API calls made for it can be found together.
 * - Logged: method, path, the query string with secret-looking values
 *   redacted, status, duration in ms, request id, client address, the kind of
 *   request (document, data, api, redirect, resource, static), API calls and their time, and the user and company ids once the
 *   API has authenticated the caller. Never headers, cookies, tokens or form
 *   bodies.
 * - LOG_LEVEL: fatal, error, warn, info (default), debug, trace or silent.
 *   Under vitest the default is silent. Static files, health checks and the
 *   access line of an API request (which has its own "api" line) are logged at
 *   debug.
 */
import pino, { type DestinationStream, type Logger } from "pino";
import { currentRequest, trackRequests, type RequestEndListener } from "./request-context";

const LEVELS = new Set(["fatal", "error", "warn", "info", "debug", "trace", "silent"]);

/** The level from LOG_LEVEL; info by default, silent by default under vitest. */
export function logLevel(env: Record<string, string | undefined> = process.env): string {
  const wanted = env.LOG_LEVEL?.trim().toLowerCase();
  if (wanted && LEVELS.has(wanted)) return wanted;
  return env.VITEST ? "silent" : "info";
}

/**
 * A logger writing JSON lines to `destination`, by default standard output
 * written asynchronously: a line goes out as soon as the previous write is
 * done, and lines that arrive meanwhile go out together, instead of one system
 * call per line on the thread that answers requests (a page logs a line for
 * itself and one per API call). pino writes what is left synchronously when
 * the process exits.
 */
export function createLogger(destination?: DestinationStream, level = logLevel()): Logger {
  return pino(
    {
      level,
      base: { service: "chemsafe", pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // A last line of defence: nothing should ever pass such fields, but if one does, it is blanked.
      redact: {
        paths: [
          "authorization",
          "cookie",
          "password",
          "accessToken",
          "refreshToken",
          "idToken",
          "headers.authorization",
          "headers.cookie",
          'headers["set-cookie"]',
          "*.authorization",
          "*.cookie",
          "*.password",
          "*.accessToken",
          "*.refreshToken",
          "*.idToken",
        ],
        censor: "[redacted]",
      },
    },
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
}

const LOGGER_KEY = Symbol.for("chemsafe.logger");
const globalRef = globalThis as typeof globalThis & { [LOGGER_KEY]?: Logger };

/** The process-wide logger. */
export function getLogger(): Logger {
  return (globalRef[LOGGER_KEY] ??= createLogger());
}

/** Replaces the process-wide logger (tests capture lines this way); undefined resets it. */
export function setLoggerForTests(logger: Logger | undefined): void {
  globalRef[LOGGER_KEY] = logger;
}

/** Query parameters whose values are never logged. */
const SECRET_PARAM =
  /token|code|state|secret|passw|key|sig|session|auth|otp|nonce|verifier|ticket|hint|email/i;
const MAX_QUERY_LENGTH = 512;

/**
 * The query string for a log line: values of parameters that may carry secrets
 * or personal data (code, state, token, …) are replaced by "[redacted]", and the
 * whole is cut to 512 characters. Undefined when there is none.
 */
export function redactQuery(search: string): string | undefined {
  const raw = search.startsWith("?") ? search.slice(1) : search;
  if (!raw) return undefined;
  const parts: string[] = [];
  for (const [name, value] of new URLSearchParams(raw)) {
    const shown = SECRET_PARAM.test(name) ? "[redacted]" : encodeURIComponent(value);
    parts.push(`${encodeURIComponent(name)}=${shown}`);
  }
  const text = `?${parts.join("&")}`;
  return text.length > MAX_QUERY_LENGTH ? `${text.slice(0, MAX_QUERY_LENGTH)}…` : text;
}

/** Milliseconds with one decimal. */
export function roundMs(ms: number): number {
  return Math.round(ms * 10) / 10;
}

const HEALTH_PATHS = new Set(["/healthz", "/readyz"]);

/**
 * A file served as it is: build assets, public/ (the last path segment has an
 * extension), and under `npm run dev` Vite's modules (/@vite/…, /@fs/…, /node_modules/…).
 */
function isStaticPath(path: string): boolean {
  return (
    path.startsWith("/assets/") ||
    path.startsWith("/@") ||
    path.startsWith("/node_modules/") ||
    /\/[^/]+\.[A-Za-z0-9]+$/.test(path)
  );
}

/** The access line of one request (see the module comment). */
export const logRequest: RequestEndListener = (context, { status, finished, durationMs }) => {
  const kind =
    context.kind ??
    (isStaticPath(context.path)
      ? "static"
      : context.path.startsWith("/api/")
        ? "api"
        : status >= 300 && status < 400
          ? "redirect"
          : "resource");
  const quiet = kind === "static" || kind === "api" || HEALTH_PATHS.has(context.path);
  const level = status >= 500 ? "error" : quiet ? "debug" : "info";
  const logger = getLogger();
  if (!logger.isLevelEnabled(level)) return;
  logger[level](
    {
      requestId: context.requestId,
      method: context.method,
      path: context.path,
      query: redactQuery(context.search),
      status,
      durationMs: roundMs(durationMs),
      kind,
      ip: context.clientIp,
      userId: context.userId,
      companyId: context.companyId,
      ...(context.api.calls > 0 ? { apiCalls: context.api.calls, apiMs: roundMs(context.api.ms) } : {}),
      ...(finished ? {} : { aborted: true }),
    },
    "request",
  );
};

/** Opens a request context for every request and logs one access line per response (idempotent). */
export function installRequestLogging(): void {
  trackRequests("access-log", logRequest);
}

/** Fields that tie a log line to the request being answered, if any. */
export function requestFields(): { requestId?: string } {
  const context = currentRequest();
  return context ? { requestId: context.requestId } : {};
}
