import { sql, eq } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import {
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from "jose";
import type { Database } from "../db/client";
import { companies, users, type Company, type UserRow } from "../db/schema";
import { oncePerRequest } from "../server/request-context";
import type { ApiEnv } from "./env";
import { ApiError, noAccount, unauthenticated } from "./http/errors";
import { DEACTIVATED_MESSAGE } from "../core/users/user-rules";

export interface TokenClaims {
  sub: string;
  email: string;
}

/** Verifies an access token; throws InvalidTokenError when it is not acceptable. */
export type TokenVerifier = (token: string) => Promise<TokenClaims>;

/** The token itself is bad (signature, audience, issuer, expiry, claims): the caller gets 401. */
export class InvalidTokenError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "InvalidTokenError";
  }
}

/** jose failures caused by the token rather than by the key set or the network. */
const TOKEN_ERROR_CODES = new Set([
  joseErrors.JWTClaimValidationFailed.code,
  joseErrors.JWTExpired.code,
  joseErrors.JWTInvalid.code,
  joseErrors.JWSInvalid.code,
  joseErrors.JWSSignatureVerificationFailed.code,
  joseErrors.JOSEAlgNotAllowed.code,
  joseErrors.JOSENotSupported.code,
  joseErrors.JWKSNoMatchingKey.code,
  joseErrors.JWKSMultipleMatchingKeys.code,
]);

export function isTokenError(error: unknown): boolean {
  return (
    error instanceof InvalidTokenError ||
    (error instanceof joseErrors.JOSEError && TOKEN_ERROR_CODES.has(error.code))
  );
}

/** Asymmetric algorithms only: the API never shares a secret with the provider. */
const ALGORITHMS = ["RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "ES512", "EdDSA"];

/**
 * The address the token names the user by (docs/decisions/037-company-administration.md, "Sign-in"). The
 * `email` claim counts only when the provider vouches for it with `email_verified: true`: an address a
 * user typed in at the provider must not open another person's ChemSafe account. A token that says
 * `email_verified: false` is refused outright. Without a verified `email`, the directory's sign-in name
 * (`preferred_username`, then `upn`), which the directory's administrators assign, names the user.
 */
export function emailOf(payload: JWTPayload): string {
  const verified = payload.email_verified;
  if (verified === false || verified === "false") {
    throw new InvalidTokenError("the token's e-mail address is not verified");
  }
  const claims =
    verified === true || verified === "true"
      ? ["email", "preferred_username", "upn"]
      : ["preferred_username", "upn"];
  for (const claim of claims) {
    const value = payload[claim];
    if (typeof value === "string" && value.trim() !== "") return value.trim().toLowerCase();
  }
  throw new InvalidTokenError("the token has no verified email, preferred_username or upn claim");
}

/** Verifies signed JWT access tokens against a key set, issuer and audience. */
export function createJwtVerifier(opts: {
  issuer: string;
  audience: string;
  jwks: JWTVerifyGetKey;
}): TokenVerifier {
  return async (token) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, opts.jwks, {
        issuer: opts.issuer,
        audience: opts.audience,
        algorithms: ALGORITHMS,
      }));
    } catch (error) {
      if (isTokenError(error)) throw new InvalidTokenError("the token was rejected", { cause: error });
      throw error; // the key set could not be fetched: a server problem, not the caller's
    }
    if (typeof payload.sub !== "string" || payload.sub === "") {
      throw new InvalidTokenError("the token has no subject");
    }
    return { sub: payload.sub, email: emailOf(payload) };
  };
}

/**
 * Verifies tokens from an OpenID provider. The key set address is discovered
 * from `${issuer}/.well-known/openid-configuration` on first use and cached;
 * a failed discovery is retried on the next request.
 */
export function createOidcVerifier(opts: { issuer: string; audience: string }): TokenVerifier {
  let verifier: Promise<TokenVerifier> | undefined;
  const discover = async (): Promise<TokenVerifier> => {
    const url = `${opts.issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`;
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`OpenID discovery failed: ${url} answered ${response.status}`);
    const document = (await response.json()) as { jwks_uri?: unknown };
    if (typeof document.jwks_uri !== "string")
      throw new Error(`OpenID discovery failed: ${url} has no jwks_uri`);
    const jwks = createRemoteJWKSet(new URL(document.jwks_uri));
    return createJwtVerifier({ issuer: opts.issuer, audience: opts.audience, jwks });
  };
  return async (token) => {
    verifier ??= discover().catch((error: unknown) => {
      verifier = undefined;
      throw error;
    });
    return (await verifier)(token);
  };
}

/** The `Bearer` token of an Authorization header, if any. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer[ \t]+([A-Za-z0-9\-._~+/]+=*)[ \t]*$/i.exec(header ?? "");
  return match?.[1];
}

function userByEmailQuery(db: Database) {
  return db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(sql`lower(${users.email}) = lower(${sql.placeholder("email")})`)
    .limit(1)
    .prepare("auth_user_by_email");
}

/**
 * The lookup as a named prepared statement, one per database: every API call
 * runs it (a page makes several), and a statement prepared once per
 * connection is planned once instead of on every call (planning was four
 * times its execution). Always the current row: nothing is cached but the plan.
 */
const userByEmail = new WeakMap<Database, ReturnType<typeof userByEmailQuery>>();

/** The user with this email (case-insensitive) together with its company. */
export async function findUserByEmail(
  db: Database,
  email: string,
): Promise<{ user: UserRow; company: Company } | undefined> {
  let query = userByEmail.get(db);
  if (!query) {
    query = userByEmailQuery(db);
    userByEmail.set(db, query);
  }
  const [row] = await query.execute({ email });
  return row;
}

/**
 * Authenticates every request it sees: a verified bearer token whose email
 * belongs to a ChemSafe user. Puts `user` and `company` on the context.
 * 401 `{ error: "Unauthenticated" }` for a missing or bad token,
 * 403 `{ error: "NoAccount" }` for a good token without a user, and 401
 * `{ error: "Unauthenticated", message: DEACTIVATED_MESSAGE }` for a deactivated user (whose still
 * valid access token must not keep working: the app then ends the session and sends them to sign-in).
 */
export function authenticate(deps: { db: Database; verifyToken: TokenVerifier }): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header("Authorization"));
    if (!token) throw unauthenticated();
    let claims: TokenClaims;
    try {
      claims = await deps.verifyToken(token);
    } catch (error) {
      if (isTokenError(error)) throw unauthenticated();
      throw error;
    }
    // Several in-process calls of one page ask for the same user: load it once per request.
    const found = await oncePerRequest(`api-user:${claims.email}`, () =>
      findUserByEmail(deps.db, claims.email),
    );
    if (!found) throw noAccount();
    if (found.user.deactivatedAt !== null) {
      throw new ApiError(401, { error: "Unauthenticated", message: DEACTIVATED_MESSAGE });
    }
    c.set("user", found.user);
    c.set("company", found.company);
    await next();
  };
}
