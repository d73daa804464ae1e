import { describe, expect, it } from "vitest";
import { cacheVerifiedTokens } from "../../api/token-cache";
import type { TokenClaims } from "../../api/auth";
import { forgetPerRequest, oncePerRequest, runWithRequestContext } from "../../server/request-context";

describe("oncePerRequest", () => {
  it("runs the work once per request and key", async () => {
    let runs = 0;
    const work = async () => ++runs;
    await runWithRequestContext({}, async () => {
      const [a, b] = await Promise.all([oncePerRequest("k", work), oncePerRequest("k", work)]);
      expect([a, b]).toEqual([1, 1]);
      expect(await oncePerRequest("other", work)).toBe(2);
    });
    await runWithRequestContext({}, async () => {
      expect(await oncePerRequest("k", work)).toBe(3);
    });
  });

  it("forgets what it kept when asked (after a change)", async () => {
    let runs = 0;
    await runWithRequestContext({}, async () => {
      await oncePerRequest("k", async () => ++runs);
      forgetPerRequest();
      expect(await oncePerRequest("k", async () => ++runs)).toBe(2);
    });
  });

  it("does not keep a failure", async () => {
    await runWithRequestContext({}, async () => {
      await expect(oncePerRequest("k", () => Promise.reject(new Error("no")))).rejects.toThrow("no");
      expect(await oncePerRequest("k", async () => "yes")).toBe("yes");
    });
  });

  it("outside a request keeps answers per owner, or nothing without one", async () => {
    let runs = 0;
    const owner = {};
    await oncePerRequest("k", async () => ++runs, owner);
    await oncePerRequest("k", async () => ++runs, owner);
    expect(runs).toBe(1);
    await oncePerRequest("k", async () => ++runs);
    await oncePerRequest("k", async () => ++runs);
    expect(runs).toBe(3);
  });
});

/** An unsigned JWT-shaped token with this `exp` (seconds): the cache only decodes it. */
function tokenExpiringAt(exp: number, id: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "RS256" })}.${part({ exp, jti: id })}.signature`;
}

describe("cacheVerifiedTokens", () => {
  const claims: TokenClaims = { sub: "s", email: "a@b.test" };

  it("verifies a token once while it is valid, and again after it expires", async () => {
    let clock = 1_000_000;
    let calls = 0;
    const verify = cacheVerifiedTokens(
      async () => {
        calls++;
        return claims;
      },
      { now: () => clock },
    );
    const token = tokenExpiringAt(clock / 1000 + 60, "a");
    await verify(token);
    await verify(token);
    expect(calls).toBe(1);
    clock += 61_000;
    await verify(token);
    expect(calls).toBe(2);
  });

  it("keeps an entry at most maxAgeMs, never keeps a failure, and holds at most max tokens", async () => {
    let clock = 1_000_000;
    let calls = 0;
    let fail = true;
    const verify = cacheVerifiedTokens(
      async () => {
        calls++;
        if (fail) throw new Error("bad token");
        return claims;
      },
      { now: () => clock, max: 2, maxAgeMs: 1000 },
    );
    const far = clock / 1000 + 3600;
    const [a, b, c] = ["a", "b", "c"].map((id) => tokenExpiringAt(far, id)) as [string, string, string];
    await expect(verify(a)).rejects.toThrow("bad token");
    fail = false;
    await verify(a);
    expect(calls).toBe(2);
    clock += 1001;
    await verify(a);
    expect(calls).toBe(3);
    await verify(b);
    await verify(c); // a is dropped: the oldest
    await verify(b);
    expect(calls).toBe(5);
    await verify(a);
    expect(calls).toBe(6);
  });
});
