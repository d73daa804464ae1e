import { decodeJwt } from "jose";
import type { TokenClaims, TokenVerifier } from "./auth";

/**
 * Remembers tokens that passed verification, so that the many API calls made
 * with one access token (several per page) check its signature once. A
 * verification depends only on the token, the provider's keys and the clock:
 * an entry is kept until the token expires, and at most `maxAgeMs` (so a key
 * the provider withdraws stops being trusted within that time). Failed
 * verifications are never kept. At most `max` tokens are kept; the oldest go
 * first.
 */
export function cacheVerifiedTokens(
  verify: TokenVerifier,
  { max = 10_000, maxAgeMs = 5 * 60_000, now = () => Date.now() } = {},
): TokenVerifier {
  const kept = new Map<string, { claims: TokenClaims; until: number }>();
  return async (token) => {
    const entry = kept.get(token);
    if (entry) {
      if (entry.until > now()) return entry.claims;
      kept.delete(token);
    }
    const claims = await verify(token);
    const expiresAt = expiryOf(token);
    const until = Math.min(now() + maxAgeMs, expiresAt ?? Number.POSITIVE_INFINITY);
    if (until > now()) {
      if (kept.size >= max) kept.delete(kept.keys().next().value as string);
      kept.set(token, { claims, until });
    }
    return claims;
  };
}

/** The token's `exp` in epoch milliseconds (it was verified already; undefined without one). */
function expiryOf(token: string): number | undefined {
  const { exp } = decodeJwt(token);
  return typeof exp === "number" ? exp * 1000 : undefined;
}
