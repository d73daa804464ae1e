import type { Context, MiddlewareHandler } from "hono";
import type { UserRow } from "../../db/schema";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { currentRequest } from "../../server/request-context";
import { bearerToken, findUserByEmail, isTokenError } from "../auth";
import { companySettings } from "../company-settings/settings";
import type { ApiDeps, ApiEnv } from "../env";

/**
 * Who may use a read link's public operations, beyond holding the token:
 *
 * - Rate limit: the operations themselves count each call per client address (`readLinkApi`, the same
 *   RATE_LIMIT_READ_LINK budget as the app's /read pages, counted apart so a page view spends one point of
 *   each), so calling the API directly is limited like opening the pages. Over the limit: 429 with
 *   Retry-After. In-process the address is the reader's; an API served on its own sees the caller's.
 * - Sign-in: a company with `read_link_sign_in` on wants its readers signed in. Its links then serve only a
 *   caller whose bearer token names an active user of the same company; anyone else is told sign-in is
 *   needed (the page) or not found (a PDF), and sees nothing of the company.
 */

let cached:
  { setting: string | undefined; limiter: RateLimiterMemory | RateLimiterPostgres | null } | undefined;

/** `<points>/<seconds>`, `<points>` per minute, or off; 300/60 when unset (as the app's pages). */
function parseSetting(value: string | undefined): { points: number; seconds: number } | null {
  const text = value?.trim();
  if (!text) return { points: 300, seconds: 60 };
  if (text === "off" || text === "0") return null;
  const match = /^(\d+)(?:\s*\/\s*(\d+))?$/.exec(text);
  if (!match) return { points: 300, seconds: 60 };
  return { points: Number(match[1]), seconds: match[2] === undefined ? 60 : Number(match[2]) };
}

/**
 * The API's own counter, in the app's rate_limits table (so it holds across instances), with an in-memory
 * insurance limiter for a database hiccup; re-made when RATE_LIMIT_READ_LINK changes (tests change it).
 */
function limiterOf(deps: ApiDeps) {
  const setting = process.env.RATE_LIMIT_READ_LINK;
  if (!cached || cached.setting !== setting) {
    const parsed = parseSetting(setting);
    const common = parsed && { keyPrefix: "readLinkApi", points: parsed.points, duration: parsed.seconds };
    cached = {
      setting,
      limiter: common
        ? new RateLimiterPostgres({
            ...common,
            storeClient: deps.db.$client,
            tableName: "rate_limits",
            tableCreated: true,
            insuranceLimiter: new RateLimiterMemory(common),
          })
        : null,
    };
  }
  return cached.limiter;
}

export function readLinkRateLimit(deps: ApiDeps): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const limiter = limiterOf(deps);
    if (limiter) {
      try {
        await limiter.consume(currentRequest()?.clientIp ?? "unknown", 1);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        return c.json({ error: "rate_limited", message: "Too many requests. Try again later." }, 429, {
          "Retry-After": String(retryAfter),
          "Cache-Control": "no-store",
        });
      }
    }
    await next();
  };
}

/** The caller's user when the request carries a valid bearer token of an active user; else undefined. */
async function signedInUser(c: Context<ApiEnv>, deps: ApiDeps): Promise<UserRow | undefined> {
  const token = bearerToken(c.req.header("Authorization"));
  if (!token) return undefined;
  try {
    const claims = await deps.verifyToken(token);
    const found = await findUserByEmail(deps.db, claims.email);
    return found && found.user.deactivatedAt === null ? found.user : undefined;
  } catch (error) {
    if (isTokenError(error)) return undefined;
    throw error;
  }
}

/** Whether the link's company asks for sign-in and the caller is not signed in as one of its users. */
export async function signInMissing(c: Context<ApiEnv>, deps: ApiDeps, companyId: number): Promise<boolean> {
  const settings = await companySettings(deps.db, companyId);
  if (!settings?.settings.read_link_sign_in) return false;
  const user = await signedInUser(c, deps);
  return user?.companyId !== companyId;
}
