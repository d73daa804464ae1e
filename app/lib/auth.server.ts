import { redirect } from "@remix-run/node";
import { decodeJwt } from "jose";
import { Authenticator } from "remix-auth";
import { CodeChallengeMethod, OAuth2Strategy } from "remix-auth-oauth2";
import type { User } from "../../api/users/schemas";
import { createApiClient, type ApiClient } from "./api-client.server";
import { assertSameOrigin } from "./csrf.server";
import { oncePerRequest } from "../../server/request-context";
import { config } from "./env.server";
import { loginUrl } from "./redirects";
import {
  clearedCookie,
  getSession,
  sessionStorage,
  type AuthSession,
  type AuthSessionData,
} from "./session.server";

export interface TokenSet {
  accessToken: string;
  refreshToken: string | null;
  accessTokenExpiresAt: number;
  idToken: string | null;
}

interface Discovery {
  authorization_endpoint: string;
  token_endpoint: string;
  end_session_endpoint?: string;
  revocation_endpoint?: string;
}

/** Adds `prompt` (e.g. "login" to pick another account) to the authorization request. */
class OidcStrategy extends OAuth2Strategy<TokenSet> {
  name = "oidc";
  protected authorizationParams(params: URLSearchParams, request: Request): URLSearchParams {
    const result = new URLSearchParams(params);
    const prompt = new URL(request.url).searchParams.get("prompt");
    if (prompt === "login") result.set("prompt", "login");
    return result;
  }

  /** Refreshes without a scope parameter, so the scopes granted at sign-in apply (RFC 6749 §6). */
  refreshToken(refreshToken: string) {
    return this.client.refreshAccessToken(this.options.tokenEndpoint.toString(), refreshToken, []);
  }
}

function tokenSetFrom(tokens: {
  accessToken(): string;
  hasRefreshToken(): boolean;
  refreshToken(): string;
  accessTokenExpiresAt(): Date;
  idToken(): string;
}): TokenSet {
  let expiresAt = Date.now() + 300_000;
  try {
    expiresAt = tokens.accessTokenExpiresAt().getTime();
  } catch {
    // no expires_in: keep five minutes and rely on the API's 401
  }
  let idToken: string | null = null;
  try {
    idToken = tokens.idToken();
  } catch {
    idToken = null;
  }
  return {
    accessToken: tokens.accessToken(),
    refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : null,
    accessTokenExpiresAt: expiresAt,
    idToken,
  };
}

let discovery: Promise<Discovery> | undefined;
let strategy: Promise<OidcStrategy> | undefined;
let authenticator: Promise<Authenticator<TokenSet>> | undefined;

function discover(): Promise<Discovery> {
  discovery ??= (async () => {
    const { oidcIssuer } = config();
    if (!oidcIssuer) throw new Error("OIDC_ISSUER is not set");
    const response = await fetch(`${oidcIssuer}/.well-known/openid-configuration`);
    if (!response.ok) throw new Error(`OpenID discovery failed: ${response.status}`);
    return (await response.json()) as Discovery;
  })().catch((error) => {
    discovery = undefined; // try again on the next request
    throw error;
  });
  return discovery;
}

function getStrategy(): Promise<OidcStrategy> {
  strategy ??= discover()
    .then((meta) => {
      const { appUrl, oidcClientId, oidcClientSecret, oidcScopes, secureCookies } = config();
      return new OidcStrategy(
        {
          clientId: oidcClientId,
          clientSecret: oidcClientSecret,
          authorizationEndpoint: meta.authorization_endpoint,
          tokenEndpoint: meta.token_endpoint,
          tokenRevocationEndpoint: meta.revocation_endpoint,
          redirectURI: `${appUrl}/auth/callback`,
          scopes: oidcScopes,
          codeChallengeMethod: CodeChallengeMethod.S256,
          cookie: {
            name: "chemsafe_oauth",
            path: "/auth",
            httpOnly: true,
            sameSite: "Lax",
            ...(secureCookies ? { secure: true as const } : {}),
          },
        },
        async ({ tokens }) => tokenSetFrom(tokens),
      );
    })
    .catch((error) => {
      strategy = undefined;
      throw error;
    });
  return strategy;
}

/** The remix-auth authenticator with the OpenID Connect (code flow + PKCE) strategy. */
export function getAuthenticator(): Promise<Authenticator<TokenSet>> {
  authenticator ??= getStrategy().then((s) => {
    const auth = new Authenticator<TokenSet>();
    auth.use(s, "oidc");
    return auth;
  });
  return authenticator;
}

/** The provider's end-session URL that also signs the user out there. */
export async function providerLogoutUrl(idToken: string | null): Promise<string> {
  const { appUrl, oidcClientId } = config();
  const meta = await discover().catch(() => undefined);
  if (!meta?.end_session_endpoint) return "/auth?signedOut=1";
  const url = new URL(meta.end_session_endpoint);
  if (idToken) url.searchParams.set("id_token_hint", idToken);
  url.searchParams.set("client_id", oidcClientId);
  url.searchParams.set("post_logout_redirect_uri", `${appUrl}/auth`);
  return url.toString();
}

/** The email in an ID token, for display only (e.g. on the no-access page). */
export function emailFromIdToken(idToken: string | null): string | null {
  if (!idToken) return null;
  try {
    const email = decodeJwt(idToken).email;
    return typeof email === "string" ? email : null;
  } catch {
    return null;
  }
}

const REFRESH_MARGIN_MS = 60_000;
const refreshing = new Map<string, Promise<TokenSet>>();

/** Refreshes the access token shortly before it expires; one refresh per session at a time. */
async function freshTokens(session: AuthSession): Promise<TokenSet | null> {
  const data = session.data as AuthSessionData;
  if (data.accessTokenExpiresAt - REFRESH_MARGIN_MS > Date.now()) return data;
  if (!data.refreshToken) return null;
  let pending = refreshing.get(session.id);
  if (!pending) {
    const refreshToken = data.refreshToken;
    pending = getStrategy()
      .then(async (s) => {
        const tokens = tokenSetFrom(await s.refreshToken(refreshToken));
        const next = {
          ...tokens,
          refreshToken: tokens.refreshToken ?? refreshToken,
          idToken: tokens.idToken ?? data.idToken,
        };
        for (const [key, value] of Object.entries(next)) session.set(key as keyof TokenSet, value as never);
        await sessionStorage().commitSession(session);
        return next;
      })
      .finally(() => refreshing.delete(session.id));
    refreshing.set(session.id, pending);
  }
  return pending.catch(() => null);
}

async function signedOutRedirect(request: Request, session: AuthSession, reason?: string): Promise<never> {
  throw redirect(loginUrl(request, reason ? { [reason]: "1" } : {}), {
    headers: { "Set-Cookie": await sessionStorage().destroySession(session) },
  });
}

/** A synchronous way to end the session from inside the API client's 401 handler. */
async function sessionCookieClearer(session: AuthSession): Promise<() => string> {
  const cleared = await clearedCookie();
  return () => {
    void sessionStorage()
      .destroySession(session)
      .catch(() => {});
    return cleared;
  };
}

export interface AuthContext {
  session: AuthSession;
  data: AuthSessionData;
  api: ApiClient;
}

/**
 * Every app route calls this (through requireUser): without a valid session
 * the user goes to /auth and comes back to the page they asked for. A
 * cross-site form submission (foreign Origin) is refused with 403 first.
 */
export async function requireAuth(request: Request): Promise<AuthContext> {
  assertSameOrigin(request);
  const session = await getSession(request);
  if (!session.get("userId")) throw redirect(loginUrl(request));
  const tokens = await freshTokens(session);
  if (!tokens) return signedOutRedirect(request, session, "expired");
  const data = { ...(session.data as AuthSessionData), ...tokens };
  const clearCookie = await sessionCookieClearer(session);
  const api = createApiClient({
    accessToken: data.accessToken,
    language: data.language,
    onUnauthenticated: () => {
      throw redirect(loginUrl(request, { expired: "1" }), { headers: { "Set-Cookie": clearCookie() } });
    },
  });
  return { session, data, api };
}

/** requireAuth plus the current user from GET /user/v1/user, once per request (not per loader). */
export function requireUser(request: Request): Promise<AuthContext & { user: User }> {
  return oncePerRequest(
    "user",
    () =>
      requireAuth(request).then(async (auth) => {
        const { data: user } = await auth.api.get<{ data: User }>("/user/v1/user");
        return { ...auth, user };
      }),
    request,
  );
}
