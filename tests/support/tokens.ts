import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTVerifyGetKey } from "jose";

export const TEST_ISSUER = "http://issuer.test";
export const TEST_AUDIENCE = "urn:chemsafe:api";

export interface TestIssuer {
  jwks: JWTVerifyGetKey;
  /** A signed access token for the email, valid for an hour unless overridden. */
  tokenFor(
    email: string,
    overrides?: { audience?: string; issuer?: string; expiresIn?: string },
  ): Promise<string>;
}

/** A throwaway signing key pair standing in for the OpenID provider in tests. */
export async function createTestIssuer(): Promise<TestIssuer> {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "test", alg: "RS256", use: "sig" };
  const jwks = createLocalJWKSet({ keys: [jwk] });
  return {
    jwks,
    tokenFor: (email, overrides = {}) =>
      new SignJWT({ email, email_verified: true })
        .setProtectedHeader({ alg: "RS256", kid: "test" })
        .setSubject(email)
        .setIssuer(overrides.issuer ?? TEST_ISSUER)
        .setAudience(overrides.audience ?? TEST_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(overrides.expiresIn ?? "1h")
        .sign(privateKey),
  };
}
