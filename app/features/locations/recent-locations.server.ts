import { createCookie, type Cookie } from "@remix-run/node";
import { isId } from "../../../core/ids";
import { config } from "../../lib/env.server";

/**
 * Recent locations: the last five locations the user opened (a location's
 * hierarchy page or its information page), newest first. They are kept in a
 * cookie, not in browser storage, so that they work without JavaScript. The cookie holds only location ids
 * (signed, HttpOnly, SameSite=Lax, path /); what it says is checked on every
 * read, and the ids are resolved through the API, which scopes them to the
 * caller's company, so a stale or foreign id shows nothing.
 */
export const RECENT_LOCATIONS_COOKIE = "chemsafe_recent_locations";
/** Recent locations kept. */
export const RECENT_LOCATIONS_MAX = 5;
const ONE_YEAR = 365 * 24 * 3600;

let cookie: Cookie | undefined;

function recentCookie(): Cookie {
  if (!cookie) {
    const { secureCookies, sessionSecrets } = config();
    cookie = createCookie(RECENT_LOCATIONS_COOKIE, {
      httpOnly: true,
      sameSite: "lax",
      secure: secureCookies,
      path: "/",
      secrets: sessionSecrets,
      maxAge: ONE_YEAR,
    });
  }
  return cookie;
}

/** Valid ids only, each once, at most five, in the order given. */
export function cleanRecentIds(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter(isId))].slice(0, RECENT_LOCATIONS_MAX);
}

/** The ids in the request's cookie, newest first; anything unreadable counts as none. */
export async function readRecentLocations(request: Request): Promise<number[]> {
  const header = request.headers.get("Cookie");
  if (!header?.includes(`${RECENT_LOCATIONS_COOKIE}=`)) return [];
  try {
    return cleanRecentIds(await recentCookie().parse(header));
  } catch {
    return [];
  }
}

/** `id` moved to the front of `ids`, at most five. */
export function withRecent(ids: readonly number[], id: number): number[] {
  return cleanRecentIds([id, ...ids.filter((other) => other !== id)]);
}

/** The Set-Cookie value that records a visit to location `id`. */
export async function rememberLocation(request: Request, id: number): Promise<string> {
  return recentCookie().serialize(withRecent(await readRecentLocations(request), id));
}
