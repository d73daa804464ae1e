/**
 * Rate limits (rate-limiter-flexible). With a PostgreSQL pool the counters live
 * in the `rate_limits` table (migration 0004, db/schema.ts rateLimits), so every
 * app instance and the demo provider count together; a database hiccup falls
 * back to an in-memory counter of the same size for that moment (the insurance
 * limiter) instead of refusing or letting everything through. Without a pool
 * (unit tests of the demo provider) the counters are in memory.
 *
 * The limits, each `<points>/<seconds>` (or `off`) in an environment variable:
 *
 * | limit          | variable                   | default  | counts                                          |
 * | -------------- | -------------------------- | -------- | ----------------------------------------------- |
 * | `signIn`       | `RATE_LIMIT_SIGN_IN`       | 300/60   | POST /auth per client address                   |
 * | `callback`     | `RATE_LIMIT_SIGN_IN`       | 300/60   | GET /auth/callback per client address           |
 * | `login`        | `RATE_LIMIT_LOGIN`         | 300/60   | demo provider login POSTs per client address    |
 * | `loginAccount` | `RATE_LIMIT_LOGIN_ACCOUNT` | 10/900   | failed demo provider logins per account         |
 * | `token`        | `RATE_LIMIT_TOKEN`         | 600/60   | public token routes (the provider's /token) per client address |
 * | `readLink`     | `RATE_LIMIT_READ_LINK`     | 300/60   | a read link's public pages and sheets, and permalinks, per client address |
 *
 * Per-address limits are generous on purpose: a whole company may sign in from
 * behind one NAT address. The per-account limit stops password guessing.
 */
import { createHash } from "node:crypto";
import type pg from "pg";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { getDatabase } from "../../db/client";
import { currentRequest } from "../../server/request-context";

/** Environment variables (process.env by default). */
export type Env = Record<string, string | undefined>;

export type RateLimitName = "signIn" | "callback" | "login" | "loginAccount" | "token" | "readLink";

export interface RateLimitSetting {
  points: number;
  seconds: number;
}

export const RATE_LIMIT_DEFAULTS: Record<RateLimitName, RateLimitSetting & { env: string }> = {
  signIn: { env: "RATE_LIMIT_SIGN_IN", points: 300, seconds: 60 },
  callback: { env: "RATE_LIMIT_SIGN_IN", points: 300, seconds: 60 },
  login: { env: "RATE_LIMIT_LOGIN", points: 300, seconds: 60 },
  loginAccount: { env: "RATE_LIMIT_LOGIN_ACCOUNT", points: 10, seconds: 900 },
  token: { env: "RATE_LIMIT_TOKEN", points: 600, seconds: 60 },
  readLink: { env: "RATE_LIMIT_READ_LINK", points: 300, seconds: 60 },
};

export const RATE_LIMIT_TABLE = "rate_limits";

/**
 * Parses `<points>/<seconds>`, `<points>` (per minute) or `off`/`0` (no limit).
 * Throws on anything else, naming the variable, so a typo fails at start-up.
 */
export function parseRateLimit(
  name: string,
  value: string | undefined,
  fallback: RateLimitSetting,
): RateLimitSetting | null {
  const text = value?.trim();
  if (!text) return fallback;
  if (text === "off" || text === "0") return null;
  const match = /^(\d+)(?:\s*\/\s*(\d+))?$/.exec(text);
  const points = Number(match?.[1]);
  const seconds = match?.[2] === undefined ? 60 : Number(match[2]);
  if (
    !match ||
    !Number.isSafeInteger(points) ||
    points < 1 ||
    !Number.isSafeInteger(seconds) ||
    seconds < 1
  ) {
    throw new Error(
      `${name} must be "<points>/<seconds>" (e.g. "300/60") or "off", not ${JSON.stringify(value)}`,
    );
  }
  return { points, seconds };
}

/** Every limit's setting from the environment (throws on a malformed variable). */
export function rateLimitSettings(env: Env = process.env): Record<RateLimitName, RateLimitSetting | null> {
  return Object.fromEntries(
    Object.entries(RATE_LIMIT_DEFAULTS).map(([name, { env: variable, ...fallback }]) => [
      name,
      parseRateLimit(variable, env[variable], fallback),
    ]),
  ) as Record<RateLimitName, RateLimitSetting | null>;
}

export interface RateLimits {
  /** Counts one hit for `key`; undefined while within the limit, else the seconds until the next is allowed. */
  hit(name: RateLimitName, key: string): Promise<number | undefined>;
  /** Like hit, without counting: the seconds to wait when `key` has used up its points already. */
  check(name: RateLimitName, key: string): Promise<number | undefined>;
  /** Forgets the counter of `key` (e.g. failed logins after a successful one). */
  reset(name: RateLimitName, key: string): Promise<void>;
  readonly settings: Record<RateLimitName, RateLimitSetting | null>;
}

function retryAfterSeconds(result: RateLimiterRes): number {
  return Math.max(1, Math.ceil(result.msBeforeNext / 1000));
}

/** Rate limits counted in PostgreSQL through `pool`, or in memory without one. */
export function createRateLimits(options: { pool?: pg.Pool; env?: Env } = {}): RateLimits {
  const settings = rateLimitSettings(options.env);
  const limiters = new Map<RateLimitName, RateLimiterAbstract>();

  function limiter(name: RateLimitName): RateLimiterAbstract | undefined {
    const setting = settings[name];
    if (!setting) return undefined;
    let found = limiters.get(name);
    if (!found) {
      const common = { keyPrefix: name, points: setting.points, duration: setting.seconds };
      found = options.pool
        ? new RateLimiterPostgres({
            ...common,
            storeClient: options.pool,
            tableName: RATE_LIMIT_TABLE,
            tableCreated: true,
            insuranceLimiter: new RateLimiterMemory(common),
          })
        : new RateLimiterMemory(common);
      limiters.set(name, found);
    }
    return found;
  }

  return {
    settings,
    async hit(name, key) {
      const counter = limiter(name);
      if (!counter) return undefined;
      try {
        await counter.consume(key, 1);
        return undefined;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return retryAfterSeconds(rejection);
        throw rejection;
      }
    },
    async check(name, key) {
      const counter = limiter(name);
      const setting = settings[name];
      if (!counter || !setting) return undefined;
      const result = await counter.get(key);
      return result && result.consumedPoints >= setting.points ? retryAfterSeconds(result) : undefined;
    },
    async reset(name, key) {
      await limiter(name)?.delete(key);
    },
  };
}

/** The key of an account: a hash of the lower-case email, so the table holds no addresses. */
export function accountKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("base64url").slice(0, 32);
}

let shared: RateLimits | undefined;

/** The app's rate limits, counted in the app's database (DATABASE_URL). */
export function appRateLimits(): RateLimits {
  return (shared ??= createRateLimits({ pool: getDatabase().$client }));
}

/** Drops the app's rate limits, so the next use reads the environment again (tests). */
export function resetAppRateLimitsForTests(): void {
  shared = undefined;
}

/**
 * Counts one hit of the current request's client address against `name`;
 * undefined when allowed, else the seconds until the next is allowed.
 */
export async function limitByClientAddress(name: RateLimitName): Promise<number | undefined> {
  return appRateLimits().hit(name, currentRequest()?.clientIp ?? "unknown");
}
