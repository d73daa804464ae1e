/**
 * The one check of every redirect target the browser hands us (a sign-in's
 * `redirectTo`, a form's `returnTo`, the cookie that carries it through the
 * sign-in): only a path on this site is followed, anything else becomes the
 * fallback.
 *
 * The target is normalised first and checked afterwards, so that what is
 * checked is what the browser will follow: "/.//evil.example" and
 * "/%2e%2e//evil.example" normalise to "//evil.example", which a browser
 * reads as another host. Normalising also percent-encodes every character
 * outside ASCII ("/main☃" → "/main%E2%98%83"), so the result is always a
 * valid Location header.
 */

/** Longer targets are refused: no real page of the app has a URL this long. */
export const REDIRECT_MAX = 2000;

/** A base that can never be a real origin, to resolve relative paths against. */
const BASE = "http://redirect.invalid";

/** Control characters anywhere: browsers drop tabs and line breaks inside URLs ("/\t/evil" is "//evil"). */
const CONTROL = /\p{Cc}/u;

/** The sign-in pages themselves are never a target after sign-in (that would loop). */
function isSignInPage(pathname: string): boolean {
  return pathname === "/auth" || pathname.startsWith("/auth/");
}

/** Whether a path would be read as another host: "//host" or "/\host" (browsers treat "\" as "/"). */
function leavesSite(path: string): boolean {
  return path.startsWith("//") || path.startsWith("/\\");
}

/** The text with its percent-escapes decoded where they form valid UTF-8, for checking only. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A same-site path (with its query and fragment), normalised and
 * percent-encoded, or `fallback` when `to` is anything else: not a string,
 * empty, too long, absolute ("https://…", "javascript:…"), protocol-relative
 * ("//host", "/\host", also after normalising or decoding: "/.//host",
 * "/..//host", "/%2F%2Fhost", "/%5Chost"), containing a backslash or a
 * control character, or a sign-in page.
 */
export function safeRedirect(to: unknown, fallback = "/main"): string {
  if (typeof to !== "string" || to.length === 0 || to.length > REDIRECT_MAX) return fallback;
  if (!to.startsWith("/") || to.includes("\\") || CONTROL.test(to)) return fallback;
  if (leavesSite(to) || leavesSite(decoded(to)) || CONTROL.test(decoded(to))) return fallback;
  let url: URL;
  try {
    url = new URL(to, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = url.pathname + url.search + url.hash;
  if (!path.startsWith("/") || leavesSite(path) || leavesSite(decoded(url.pathname))) return fallback;
  if (path.length > REDIRECT_MAX || isSignInPage(decoded(url.pathname))) return fallback;
  return path;
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
