import { config } from "./env.server";

/**
 * The Content-Security-Policy of every document response, for one request's
 * nonce. Scripts run only from our origin or with the nonce (Remix's inline
 * scripts carry it); no inline styles. form-action also allows the OpenID
 * provider's origin: POST /auth and POST /auth/logout answer with redirects to
 * the provider, and Chromium checks form-action against redirect targets too.
 *
 * In development Vite injects styles as <style> elements and its client and
 * React Refresh preamble as inline scripts, and talks to the dev server over a
 * WebSocket, so the development policy is relaxed (no nonce, 'unsafe-inline'
 * scripts and styles, ws:/wss:). Production builds get the strict policy.
 */
export function contentSecurityPolicy(nonce: string, dev = process.env.NODE_ENV === "development"): string {
  const issuerOrigin = originOf(config().oidcIssuer);
  const formAction = ["'self'", ...(issuerOrigin ? [issuerOrigin] : [])].join(" ");
  const directives = dev
    ? [
        "default-src 'self'",
        "script-src 'self' 'unsafe-inline'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self' ws: wss:",
      ]
    : [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}'`,
        "style-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
      ];
  return [
    ...directives,
    `form-action ${formAction}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join("; ");
}

/** Sets the security headers of a document response (entry.server). */
export function setSecurityHeaders(headers: Headers, nonce: string): void {
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  if (config().appUrl.startsWith("https://")) {
    headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
}

/**
 * The headers of a file the browser shows itself (a PDF opens inline in its
 * viewer) or downloads: never framed by another site (a frame could overlay
 * the sheet or trick a click), never cached, never sniffed. A file that is not
 * a PDF is also sandboxed, should a browser render it after all.
 */
export function setFileHeaders(headers: Headers, options: { inline: boolean }): void {
  headers.set("Cache-Control", "private, no-store");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  headers.set(
    "Content-Security-Policy",
    options.inline ? "frame-ancestors 'none'" : "default-src 'none'; sandbox; frame-ancestors 'none'",
  );
}

/**
 * A file the API answered (an export), passed on to the browser as a download with its type and name and
 * the file headers above; the body streams through untouched.
 */
export function downloadFrom(upstream: Response): Response {
  const headers = new Headers();
  for (const name of ["Content-Type", "Content-Disposition"]) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  setFileHeaders(headers, { inline: false });
  return new Response(upstream.body, { status: 200, headers });
}

function originOf(url: string): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
