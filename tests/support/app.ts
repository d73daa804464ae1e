import { createApi } from "../../api/app";
import { createJwtVerifier } from "../../api/auth";
import { setApiForTests } from "../../api/instance";
import { createTestDatabase } from "./db";
import { createTestIssuer, TEST_AUDIENCE, TEST_ISSUER } from "./tokens";

/**
 * Prepares the app server for loader/action tests: a fresh database, the API on
 * it with a test token issuer, and helpers to open a real session.
 */
export async function setupAppTest() {
  const { db, url } = await createTestDatabase();
  process.env.DATABASE_URL = url;
  process.env.SESSION_SECRET = "test-secret";
  process.env.APP_URL = "http://app.test";
  delete process.env.OIDC_ISSUER;
  delete process.env.API_BASE_URL;
  const issuer = await createTestIssuer();
  const api = createApi({
    db,
    verifyToken: createJwtVerifier({ issuer: TEST_ISSUER, audience: TEST_AUDIENCE, jwks: issuer.jwks }),
  });
  setApiForTests(api);
  const { sessionStorage } = await import("~/lib/session.server");

  /** A Cookie header for a signed-in session of the given demo user (in `language`, else the user's own). */
  async function signedIn(
    email: string,
    options: { expiresIn?: string; expiresAt?: number; language?: number } = {},
  ) {
    const user = await db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, email) });
    if (!user) throw new Error(`no user ${email}`);
    const session = await sessionStorage().getSession();
    session.set("userId", user.id);
    session.set("companyId", user.companyId);
    session.set("email", user.email);
    session.set("language", options.language ?? user.language);
    session.set("accessToken", await issuer.tokenFor(email, { expiresIn: options.expiresIn }));
    session.set("refreshToken", null);
    session.set("accessTokenExpiresAt", options.expiresAt ?? Date.now() + 3_600_000);
    session.set("idToken", null);
    const cookie = (await sessionStorage().commitSession(session)).split(";")[0]!;
    // A new session gets its id when it is committed; read it back from the cookie.
    const { id: sessionId } = await sessionStorage().getSession(cookie);
    return { cookie, sessionId };
  }

  /** `api` is the API installed for the app; tests that swap in a stub put it back with setApiForTests(api). */
  return { db, api, issuer, signedIn, close: () => db.$client.end() };
}

/** Runs a loader/action and returns what it returned or threw (Remix throws redirects). */
export async function settle<T>(fn: () => Promise<T> | T): Promise<T | Response> {
  try {
    return await fn();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

export function args(url: string, init: RequestInit = {}) {
  return { request: new Request(`http://app.test${url}`, init), params: {}, context: {} };
}
