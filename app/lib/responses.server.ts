/**
 * The plain error responses a loader or action throws. Thrown responses reach
 * the nearest error boundary, which renders the catalogue's text for the
 * status (app/lib/errors.ts) inside the page layout.
 */

const PLAIN = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" };

/** 404: the thing asked for does not exist, or belongs to another company. */
export function notFound(): Response {
  return new Response("Not found", { status: 404, headers: PLAIN });
}

/** 400: the request itself is malformed (not a form mistake the user can correct on the page). */
export function badRequest(): Response {
  return new Response("Bad request", { status: 400, headers: PLAIN });
}
