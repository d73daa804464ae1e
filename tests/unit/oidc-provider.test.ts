import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  CodeChallengeMethod,
  OAuth2Client,
  OAuth2RequestError,
  generateCodeVerifier,
  generateState,
} from "arctic";
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDemoProvider, type DemoProvider } from "../../oidc/demo-provider";

const APP_URL = "http://localhost:3999"; // never contacted: the flow stops at the redirect to the app
const REDIRECT_URI = `${APP_URL}/auth/callback`;
const CLIENT_ID = "chemsafe-test";
const CLIENT_SECRET = "test-client-secret-0123456789abcdef";
const AUDIENCE = "urn:chemsafe:api";
const SCOPES = ["openid", "email", "profile", "offline_access"]; // what the app asks for

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  end_session_endpoint: string;
  revocation_endpoint: string;
  code_challenge_methods_supported: string[];
  token_endpoint_auth_methods_supported: string[];
  scopes_supported: string[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Just enough of a browser cookie store for one host (paths are ignored). */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = "", raw = ""] = attribute.trim().split("=");
        return (
          (key.toLowerCase() === "expires" && Date.parse(raw) <= Date.now()) ||
          (key.toLowerCase() === "max-age" && Number(raw) <= 0)
        );
      });
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/** A fetch that never follows redirects and carries the jar's cookies. */
async function browse(jar: CookieJar, url: string | URL, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("accept", "text/html");
  const cookie = jar.header();
  if (cookie) headers.set("cookie", cookie);
  const response = await fetch(url, { ...init, headers, redirect: "manual" });
  jar.store(response);
  return response;
}

function locationOf(response: Response, base: string): URL {
  const location = response.headers.get("location");
  if (!location) throw new Error(`expected a redirect, got ${response.status}`);
  return new URL(location, base);
}

let tempDir: string;
let keysFile: string;
let issuer: string;
let provider: DemoProvider;
let meta: Discovery;
const client = new OAuth2Client(CLIENT_ID, CLIENT_SECRET, REDIRECT_URI);

async function start(port: number, file = keysFile): Promise<DemoProvider> {
  return startDemoProvider({
    issuer: `http://127.0.0.1:${port}`,
    port,
    appUrl: APP_URL,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    audience: AUDIENCE,
    keysFile: file,
  });
}

/** Starts an authorization request (PKCE S256) and returns the login page URL. */
async function beginSignIn(jar: CookieJar, extra: Record<string, string> = {}) {
  const state = generateState();
  const verifier = generateCodeVerifier();
  const url = client.createAuthorizationURLWithPKCE(
    meta.authorization_endpoint,
    state,
    CodeChallengeMethod.S256,
    verifier,
    SCOPES,
  );
  for (const [key, value] of Object.entries(extra)) url.searchParams.set(key, value);
  const response = await browse(jar, url);
  expect(response.status).toBe(303);
  const loginUrl = locationOf(response, issuer);
  expect(loginUrl.pathname).toMatch(/^\/interaction\/[\w-]+$/);
  return { state, verifier, loginUrl };
}

/** Follows provider redirects until one leaves for the app. */
async function followToApp(jar: CookieJar, first: Response): Promise<URL> {
  let response = first;
  for (let hop = 0; hop < 5; hop++) {
    const next = locationOf(response, issuer);
    if (next.href.startsWith(APP_URL)) return next;
    response = await browse(jar, next);
    expect([302, 303]).toContain(response.status);
  }
  throw new Error("too many redirects");
}

beforeAll(async () => {
  tempDir = await mkdtemp(join(tmpdir(), "chemsafe-oidc-"));
  keysFile = join(tempDir, "keys", "demo-oidc-keys.json");
  const port = await freePort();
  issuer = `http://127.0.0.1:${port}`;
  provider = await start(port);
  const response = await fetch(`${issuer}/.well-known/openid-configuration`);
  expect(response.status).toBe(200);
  meta = (await response.json()) as Discovery;
});

afterAll(async () => {
  await provider?.close();
  await rm(tempDir, { recursive: true, force: true });
});

describe("demo OpenID provider", () => {
  it("publishes a discovery document for the code flow with PKCE and client_secret_basic", async () => {
    expect(provider.url).toBe(issuer);
    expect(meta.issuer).toBe(issuer);
    expect(meta.authorization_endpoint).toBe(`${issuer}/auth`);
    expect(meta.token_endpoint).toBe(`${issuer}/token`);
    expect(meta.end_session_endpoint).toBe(`${issuer}/session/end`);
    expect(meta.revocation_endpoint).toBe(`${issuer}/token/revocation`);
    expect(meta.code_challenge_methods_supported).toEqual(["S256"]);
    expect(meta.token_endpoint_auth_methods_supported).toContain("client_secret_basic");
    expect(meta.scopes_supported).toEqual(expect.arrayContaining(["openid", "email", "profile"]));
    const keys = JSON.parse(await readFile(keysFile, "utf8")) as { jwks: { keys: { d?: string }[] } };
    expect(keys.jwks.keys[0]?.d).toBeTruthy();
    expect((await stat(keysFile)).mode & 0o777).toBe(0o600);
  });

  it("signs in, issues API tokens, refreshes them and signs out", async () => {
    const jar = new CookieJar();
    const { state, verifier, loginUrl } = await beginSignIn(jar);

    // The login page
    const page = await browse(jar, loginUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(html).toContain("<main>");
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toMatch(/<label for="email">Email<\/label>/);
    expect(html).toMatch(/<input id="email" name="email" type="email" autocomplete="username" required/);
    expect(html).toMatch(/<label for="password">Password<\/label>/);
    expect(html).toMatch(
      /<input id="password" name="password" type="password" autocomplete="current-password" required/,
    );
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).toContain("nobody@demo.test");
    expect(html).not.toContain("<script");
    const action = new URL(/<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? "", issuer);

    // A wrong password re-renders the form with an alert and keeps the email
    const wrong = await browse(jar, action, {
      method: "POST",
      body: new URLSearchParams({ email: "Admin@Demo.test", password: "nope" }),
    });
    expect(wrong.status).toBe(401);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain(
      '<p id="login-error" class="alert" role="alert">Wrong email or password.</p>',
    );
    expect(wrongHtml).toContain('value="Admin@Demo.test" aria-invalid="true" aria-describedby="login-error"');

    // The right credentials (email in any case, with spaces) go back to the app with a code
    const right = await browse(jar, action, {
      method: "POST",
      body: new URLSearchParams({ email: " Admin@Demo.TEST ", password: "demo" }),
    });
    expect(right.status).toBe(303);
    const callback = await followToApp(jar, right);
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    expect(callback.searchParams.get("state")).toBe(state);
    expect(callback.searchParams.get("error")).toBeNull();
    const code = callback.searchParams.get("code");
    expect(code).toBeTruthy();

    // Code exchange with HTTP Basic client auth (arctic, as remix-auth-oauth2 does)
    const tokens = await client.validateAuthorizationCode(meta.token_endpoint, code ?? "", verifier);
    const jwks = createRemoteJWKSet(new URL(meta.jwks_uri));
    const accessToken = tokens.accessToken();
    expect(decodeProtectedHeader(accessToken)).toMatchObject({ alg: "RS256", typ: "at+jwt" });
    const { payload } = await jwtVerify(accessToken, jwks, { issuer, audience: AUDIENCE });
    expect(payload).toMatchObject({ sub: "admin@demo.test", email: "admin@demo.test", client_id: CLIENT_ID });
    expect(payload.aud).toBe(AUDIENCE);
    expect(payload.iss).toBe(issuer);
    expect(tokens.accessTokenExpiresInSeconds()).toBe(600);
    const idToken = tokens.idToken();
    const { payload: idClaims } = await jwtVerify(idToken, jwks, { issuer, audience: CLIENT_ID });
    expect(idClaims).toMatchObject({ sub: "admin@demo.test", email: "admin@demo.test", name: "Anna Admin" });
    expect(tokens.hasRefreshToken()).toBe(true);

    // Silent refresh as the app does it: no scope parameter, so the granted scopes apply (RFC 6749 §6)
    const refreshed = await client.refreshAccessToken(meta.token_endpoint, tokens.refreshToken(), []);
    expect(refreshed.accessToken()).not.toBe(accessToken);
    const { payload: again } = await jwtVerify(refreshed.accessToken(), jwks, { issuer, audience: AUDIENCE });
    expect(again.email).toBe("admin@demo.test");
    expect(again.jti).not.toBe(payload.jti);
    const refreshToken = refreshed.hasRefreshToken() ? refreshed.refreshToken() : tokens.refreshToken();

    // RP-initiated logout shows a confirmation page with a real Sign out button
    const endSession = new URL(meta.end_session_endpoint);
    endSession.searchParams.set("id_token_hint", idToken);
    endSession.searchParams.set("client_id", CLIENT_ID);
    endSession.searchParams.set("post_logout_redirect_uri", `${APP_URL}/auth`);
    const logout = await browse(jar, endSession);
    expect(logout.status).toBe(200);
    const logoutHtml = await logout.text();
    expect(logoutHtml).toContain('<html lang="en">');
    expect(logoutHtml).toContain("Anna Admin");
    const form = /<form id="op.logoutForm" method="post" action="([^"]+)">([\s\S]*?)<\/form>/.exec(
      logoutHtml,
    );
    expect(form?.[2]).toContain('<button type="submit" name="logout" value="yes">Sign out</button>');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(form?.[2] ?? "")?.[1];
    expect(xsrf).toBeTruthy();

    // Confirming ends the session, returns to the app and revokes the refresh token
    const confirmed = await browse(jar, new URL(form?.[1] ?? "", issuer), {
      method: "POST",
      body: new URLSearchParams({ xsrf: xsrf ?? "", logout: "yes" }),
    });
    expect(confirmed.status).toBe(303);
    expect(locationOf(confirmed, issuer).href).toBe(`${APP_URL}/auth`);
    await expect(client.refreshAccessToken(meta.token_endpoint, refreshToken, [])).rejects.toMatchObject({
      code: "invalid_grant",
    });
  });

  it("refuses an authorization request without PKCE", async () => {
    const url = client.createAuthorizationURL(meta.authorization_endpoint, generateState(), SCOPES);
    const response = await browse(new CookieJar(), url);
    expect(response.status).toBe(303);
    const location = locationOf(response, issuer);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get("error")).toBe("invalid_request");
    expect(location.searchParams.get("error_description")).toMatch(/PKCE/);
    expect(location.searchParams.get("code")).toBeNull();
  });

  it("refuses access tokens for any other API", async () => {
    const url = client.createAuthorizationURLWithPKCE(
      meta.authorization_endpoint,
      generateState(),
      CodeChallengeMethod.S256,
      generateCodeVerifier(),
      SCOPES,
    );
    url.searchParams.set("resource", "urn:someone-else:api");
    const response = await browse(new CookieJar(), url);
    expect(response.status).toBe(303);
    expect(locationOf(response, issuer).searchParams.get("error")).toBe("invalid_target");
  });

  it("refuses an unknown client and a wrong client secret", async () => {
    const stranger = new OAuth2Client("someone-else", CLIENT_SECRET, REDIRECT_URI);
    const url = stranger.createAuthorizationURLWithPKCE(
      meta.authorization_endpoint,
      generateState(),
      CodeChallengeMethod.S256,
      generateCodeVerifier(),
      SCOPES,
    );
    const response = await browse(new CookieJar(), url);
    expect(response.status).toBe(400);
    expect(response.headers.get("location")).toBeNull();
    const html = await response.text();
    expect(html).toContain("<h1>Sign-in error</h1>");
    expect(html).toContain("<code>invalid_client</code>");

    const wrongSecret = new OAuth2Client(CLIENT_ID, "not-the-secret", REDIRECT_URI);
    const error = await wrongSecret
      .validateAuthorizationCode(meta.token_endpoint, "some-code", generateCodeVerifier())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OAuth2RequestError);
    expect((error as OAuth2RequestError).code).toBe("invalid_client");
  });

  it("escapes the login hint and caps the form body size", async () => {
    const jar = new CookieJar();
    const { loginUrl } = await beginSignIn(jar, { login_hint: '"><script>alert(1)</script>' });
    const html = await (await browse(jar, loginUrl)).text();
    expect(html).not.toContain("<script>");
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');

    const tooLarge = await browse(jar, `${loginUrl.href}/login`, {
      method: "POST",
      body: new URLSearchParams({ email: "admin@demo.test", password: "x".repeat(20_000) }),
    });
    expect(tooLarge.status).toBe(413);

    // Also without a Content-Length header (chunked)
    const bytes = new TextEncoder().encode(`email=a&password=${"x".repeat(20_000)}`);
    const chunked = await browse(jar, `${loginUrl.href}/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < bytes.length; i += 4096) controller.enqueue(bytes.slice(i, i + 4096));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
  });

  it("explains itself at / and refuses unknown interactions", async () => {
    const home = await fetch(`${issuer}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("/.well-known/openid-configuration");
    const stale = await fetch(`${issuer}/interaction/does-not-exist`);
    expect(stale.status).toBe(400);
  });

  it("keeps its signing key across restarts", async () => {
    const before = (await (await fetch(meta.jwks_uri)).json()) as { keys: { kid: string }[] };
    const port = await freePort();
    const restarted = await start(port);
    try {
      const after = (await (await fetch(`http://127.0.0.1:${port}/jwks`)).json()) as {
        keys: { kid: string }[];
      };
      expect(after.keys.map((key) => key.kid)).toEqual(before.keys.map((key) => key.kid));
    } finally {
      await restarted.close();
    }
    const fresh = await start(await freePort(), join(tempDir, "other-keys.json"));
    try {
      const other = (await (await fetch(`${fresh.url}/jwks`)).json()) as { keys: { kid: string }[] };
      expect(other.keys[0]?.kid).not.toBe(before.keys[0]?.kid);
    } finally {
      await fresh.close();
    }
  });
});
