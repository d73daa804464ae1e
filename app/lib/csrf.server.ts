import { currentRequest } from "../../server/request-context";
import { config } from "./env.server";
import { STATUS_MESSAGES } from "./errors";

/**
 * Refuses a cross-site form submission: a POST (or any non-GET/HEAD request)
 * whose Origin header names another origin than APP_URL's answers 403.
 *
 * A request without an Origin header is let through: old browsers and
 * non-browser clients (curl) don't send one, and a browser that omits it
 * cannot carry our cookies cross-site anyway, because the session and flash
 * cookies are SameSite=Lax (never sent on a cross-site POST). "Origin: null"
 * (sandboxed frames, opaque origins) counts as foreign.
 *
 * requireAuth calls this for every signed-in action; the public POST actions
 * (/auth, /auth/logout) call it themselves. The API under /api is not checked:
 * it authenticates with bearer tokens, which browsers never send on their own.
 *
 * The public origin is APP_URL, never the Host header: behind a reverse proxy
 * Host names the upstream. In the served app the Origin header reaches this
 * check through the request context (server/request-context.ts, takeOrigin,
 * which keeps it from Remix's own Host-based check); a request built by a test
 * carries it as a header.
 */
export function assertSameOrigin(request: Request): void {
  if (request.method === "GET" || request.method === "HEAD") return;
  const origin = request.headers.get("Origin") ?? currentRequest()?.origin ?? null;
  if (origin === null) return;
  if (origin === new URL(config().appUrl).origin) return;
  // The error catalogue's text, which the error page shows in the user's language.
  throw new Response(STATUS_MESSAGES[403], {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
