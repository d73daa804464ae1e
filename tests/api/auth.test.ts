import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT, createLocalJWKSet, type JWTPayload } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApi } from "../../api/app";
import { createJwtVerifier, createOidcVerifier, InvalidTokenError, bearerToken } from "../../api/auth";
import { parseLanguageId } from "../../api/http/language";
import { TEST_AUDIENCE, TEST_ISSUER } from "../support/tokens";
import { createHarness, type ApiHarness } from "./helpers";

let h: ApiHarness;

beforeAll(async () => {
  h = await createHarness();
});

afterAll(async () => {
  await h.close();
});

const UNAUTHENTICATED = { error: "Unauthenticated" };

describe("authentication", () => {
  it("answers 401 without a token", async () => {
    const res = await h.call(null, "/api/user/v1/user");
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHENTICATED);
  });

  it("answers 401 for a non-bearer Authorization header", async () => {
    const res = await h.call(null, "/api/user/v1/user", {
      headers: { Authorization: "Basic YWRtaW46YWRtaW4=" },
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHENTICATED);
  });

  it("answers 401 for a garbage token", async () => {
    const res = await h.call(null, "/api/user/v1/user", { headers: { Authorization: "Bearer not-a-jwt" } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHENTICATED);
  });

  it.each([
    ["wrong audience", { audience: "urn:someone:else" }],
    ["wrong issuer", { issuer: "http://evil.test" }],
    ["expired", { expiresIn: "-10m" }],
  ])("answers 401 for a token with %s", async (_label, overrides) => {
    const token = await h.issuer.tokenFor("admin@demo.test", overrides);
    const res = await h.call(null, "/api/user/v1/user", { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHENTICATED);
  });

  it("answers 401 for a token signed by another key", async () => {
    const { privateKey } = await generateKeyPair("RS256");
    const token = await new SignJWT({ email: "admin@demo.test" })
      .setProtectedHeader({ alg: "RS256", kid: "test" })
      .setSubject("admin")
      .setIssuer(TEST_ISSUER)
      .setAudience(TEST_AUDIENCE)
      .setExpirationTime("1h")
      .sign(privateKey);
    const res = await h.call(null, "/api/user/v1/user", { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(401);
  });

  it("answers 403 NoAccount for a valid token of an unknown email", async () => {
    const res = await h.call("nobody@nowhere.test", "/api/user/v1/user");
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: "NoAccount", message: "There is no ChemSafe user for this sign-in." });
  });

  it("matches the email case-insensitively", async () => {
    const res = await h.call("ADMIN@Demo.Test", "/api/user/v1/user");
    expect(res.status).toBe(200);
    expect((res.body as { data: { email: string } }).data.email).toBe("admin@demo.test");
  });

  it("requires a token for unknown paths too, then answers 404 JSON", async () => {
    expect((await h.call(null, "/api/nowhere")).status).toBe(401);
    const res = await h.call("admin@demo.test", "/api/nowhere");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Not found" });
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
  });

  it("answers 500 without leaking the detail when verification breaks", async () => {
    const api = createApi({
      db: h.db,
      verifyToken: async () => {
        throw new Error("jwks host secret-internal.example is down");
      },
    });
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await api.request("/api/user/v1/user", {
        headers: { Authorization: "Bearer abc.def.ghi" },
      });
      const text = await res.text();
      expect(res.status).toBe(500);
      expect(JSON.parse(text)).toEqual({ message: "Internal server error" });
      expect(text).not.toContain("secret-internal");
      expect(spy).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});

describe("bearerToken", () => {
  it("extracts only well-formed bearer tokens", () => {
    expect(bearerToken("Bearer abc.def.ghi")).toBe("abc.def.ghi");
    expect(bearerToken("bearer abc")).toBe("abc");
    expect(bearerToken("Bearer")).toBeUndefined();
    expect(bearerToken("Bearer a b")).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});

describe("language", () => {
  const languageOf = async (headers: Record<string, string>, email: string | null = "worker@demo.test") =>
    (await h.call(email, "/api/user/v1/user", { headers })).headers.get("X-LANGUAGE");

  it("defaults to 4", async () => {
    expect(await languageOf({})).toBe("4");
  });

  it("reads X-LANGUAGE", async () => {
    expect(await languageOf({ "X-LANGUAGE": "2" })).toBe("2");
  });

  it("falls back to User-Language when X-LANGUAGE is absent", async () => {
    expect(await languageOf({ "User-Language": "6" })).toBe("6");
  });

  it("prefers X-LANGUAGE over User-Language", async () => {
    expect(await languageOf({ "X-LANGUAGE": "3", "User-Language": "6" })).toBe("3");
  });

  it.each(["0", "100", "abc", "2.5", "-1", "1e1", ""])("treats %j as invalid → 4", async (value) => {
    expect(await languageOf({ "X-LANGUAGE": value })).toBe("4");
  });

  it("is echoed on error responses too", async () => {
    expect(await languageOf({ "X-LANGUAGE": "7" }, null)).toBe("7");
  });

  it("parses ids 1..99 only", () => {
    expect(parseLanguageId("1")).toBe(1);
    expect(parseLanguageId(" 99 ")).toBe(99);
    expect(parseLanguageId("099")).toBeUndefined();
    expect(parseLanguageId(undefined)).toBeUndefined();
  });
});

/** A key pair and signer for tokens whose claims the test controls. */
async function customIssuer(issuer: string) {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "k1", alg: "RS256", use: "sig" };
  const sign = (claims: JWTPayload, subject: string | null = "subject-1") => {
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: "RS256", kid: "k1" })
      .setIssuer(issuer)
      .setAudience(TEST_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime("5m");
    if (subject) jwt.setSubject(subject);
    return jwt.sign(privateKey);
  };
  return { jwk, sign };
}

describe("createJwtVerifier", () => {
  it("takes a verified email, else preferred_username, then upn, lower-cased", async () => {
    const { jwk, sign } = await customIssuer(TEST_ISSUER);
    const verify = createJwtVerifier({
      issuer: TEST_ISSUER,
      audience: TEST_AUDIENCE,
      jwks: createLocalJWKSet({ keys: [jwk] }),
    });
    expect(
      await verify(await sign({ email: "A@B.test", email_verified: true, preferred_username: "x@y.test" })),
    ).toEqual({ sub: "subject-1", email: "a@b.test" });
    expect((await verify(await sign({ preferred_username: "P@B.test", upn: "u@b.test" }))).email).toBe(
      "p@b.test",
    );
    expect((await verify(await sign({ upn: "U@B.test" }))).email).toBe("u@b.test");
    await expect(verify(await sign({ name: "no email" }))).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(
      verify(await sign({ email: "a@b.test", email_verified: true }, null)),
    ).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it("never matches by an e-mail address the provider has not verified", async () => {
    const { jwk, sign } = await customIssuer(TEST_ISSUER);
    const verify = createJwtVerifier({
      issuer: TEST_ISSUER,
      audience: TEST_AUDIENCE,
      jwks: createLocalJWKSet({ keys: [jwk] }),
    });
    // Without email_verified the email claim is ignored: the directory's sign-in name decides ...
    expect(
      (await verify(await sign({ email: "admin@demo.test", preferred_username: "me@b.test" }))).email,
    ).toBe("me@b.test");
    await expect(verify(await sign({ email: "admin@demo.test" }))).rejects.toBeInstanceOf(InvalidTokenError);
    // ... and a token that says the address is not verified is refused, whatever else it carries.
    for (const verified of [false, "false"]) {
      await expect(
        verify(await sign({ email: "admin@demo.test", email_verified: verified, upn: "admin@demo.test" })),
      ).rejects.toBeInstanceOf(InvalidTokenError);
    }
    expect((await verify(await sign({ email: "A@b.test", email_verified: "true" }))).email).toBe("a@b.test");
  });
});

describe("createOidcVerifier", () => {
  let server: Server;
  let baseUrl = "";
  let discoveryCalls = 0;
  let failDiscovery = true;
  let issuer: Awaited<ReturnType<typeof customIssuer>>;

  beforeAll(async () => {
    server = createServer((req, res) => {
      res.setHeader("Content-Type", "application/json");
      if (req.url === "/.well-known/openid-configuration") {
        discoveryCalls += 1;
        if (failDiscovery) {
          res.statusCode = 503;
          res.end("{}");
          return;
        }
        res.end(JSON.stringify({ issuer: baseUrl, jwks_uri: `${baseUrl}/jwks` }));
      } else if (req.url === "/jwks") {
        res.end(JSON.stringify({ keys: [issuer.jwk] }));
      } else {
        res.statusCode = 404;
        res.end("{}");
      }
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    issuer = await customIssuer(baseUrl);
  });

  afterAll(async () => {
    await new Promise((done) => server.close(done));
  });

  it("discovers the key set lazily, retries a failed discovery and then caches it", async () => {
    const verify = createOidcVerifier({ issuer: baseUrl, audience: TEST_AUDIENCE });
    expect(discoveryCalls).toBe(0);
    const token = await issuer.sign({ email: "admin@demo.test", email_verified: true });

    const failure = await verify(token).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(InvalidTokenError); // a server problem, not the caller's
    expect(discoveryCalls).toBe(1);

    failDiscovery = false;
    expect(await verify(token)).toEqual({ sub: "subject-1", email: "admin@demo.test" });
    expect(await verify(await issuer.sign({ upn: "second@demo.test" }))).toEqual({
      sub: "subject-1",
      email: "second@demo.test",
    });
    expect(discoveryCalls).toBe(2);
    await expect(verify("garbage")).rejects.toBeInstanceOf(InvalidTokenError);
  });
});
