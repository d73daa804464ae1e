/**
 * Only same-site paths may be redirect targets after sign-in: a single leading
 * slash, no protocol-relative "//" or "/\" and no control characters.
 */
export function safeRedirect(to: unknown, fallback = "/main"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) {
    return fallback;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(to)) return fallback;
  if (to.startsWith("/auth")) return fallback;
  return to;
}

/** The login URL that brings the user back to the page they asked for. */
export function loginUrl(request: Request, extra: Record<string, string> = {}): string {
  const url = new URL(request.url);
  const params = new URLSearchParams(extra);
  const back = safeRedirect(url.pathname + url.search, "");
  if (back && back !== "/main") params.set("redirectTo", back);
  const query = params.toString();
  return query ? `/auth?${query}` : "/auth";
}
