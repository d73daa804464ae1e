/**
 * The built-in demo OpenID Connect provider (oidc-provider 8), started when no external
 * provider is configured. ChemSafe signs in against it exactly as against Keycloak or
 * Entra ID: authorization code flow with PKCE (S256), client_secret_basic, JWT access
 * tokens for the API audience, refresh tokens, and RP-initiated logout.
 *
 * A plain node:http server renders the login interaction itself and hands every other
 * request to oidc-provider.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from "oidc-provider";
import MemoryAdapter from "oidc-provider/lib/adapters/memory_adapter.js";
import { accountKey, createRateLimits, type RateLimits } from "../app/lib/rate-limit.server";
import { clientAddress } from "../server/request-context";
import {
  fixedDemoAccounts,
  normalizeEmail,
  verifyDemoCredentials,
  type DemoAccountLookup,
} from "./demo-accounts";
import { loadOrCreateKeys } from "./demo-keys";
import {
  errorPage,
  indexPage,
  loginPage,
  logoutPage,
  pageHeaders,
  signedOutPage,
  tooManyAttemptsPage,
} from "./demo-pages";

export interface DemoProviderOptions {
  /** e.g. "http://localhost:3001" (no trailing slash, no path). */
  issuer: string;
  port: number;
  /** Listen address, default "127.0.0.1". */
  host?: string;
  /** e.g. "http://localhost:3000"; redirect URI `${appUrl}/auth/callback`, post-logout `${appUrl}/auth`. */
  appUrl: string;
  clientId: string;
  clientSecret: string;
  /** The API's audience, e.g. "urn:chemsafe:api". */
  audience: string;
  /** JSON file persisting the private signing JWKS and cookie keys; created when missing. */
  keysFile: string;
  log?: (line: string) => void;
  /**
   * Rate limits of the login form (`login` per client address, `loginAccount`
   * for failed logins per account) and of the token endpoints (`token`).
   * scripts/serve.ts passes limits counted in PostgreSQL; by default they are
   * counted in memory, from the RATE_LIMIT_* environment variables.
   */
  rateLimits?: RateLimits;
  /** Who may sign in (with the demo password); by default the fixed demo accounts only. */
  accounts?: DemoAccountLookup;
}

export interface DemoProvider {
  /** The issuer URL. */
  url: string;
  close(): Promise<void>;
}

/** The scope the API's access tokens carry. */
const API_SCOPE = "api";
const OIDC_SCOPES = ["openid", "offline_access", "email", "profile"];
const MAX_FORM_BYTES = 10 * 1024;
const INTERACTION_PATH = /^\/interaction\/([A-Za-z0-9_-]+)(\/login)?$/;
/** oidc-provider's token endpoints: /token, /token/introspection, /token/revocation. */
const TOKEN_PATH = /^\/token(\/|$)/;

/**
 * oidc-provider's own in-memory adapter. Demo only: sessions, grants and refresh tokens
 * live in this process and do not survive a restart, which is fine for a demo (the
 * signing keys do persist, so access tokens issued before a restart stay valid).
 * Subclassed only so oidc-provider does not print its "development-only adapter"
 * warning: here that choice is deliberate.
 */
class DemoMemoryAdapter extends MemoryAdapter {}

class PayloadTooLarge extends Error {}

/** Reads an urlencoded form body of at most MAX_FORM_BYTES. */
function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers["content-length"] ?? 0) > MAX_FORM_BYTES) {
      reject(new PayloadTooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_FORM_BYTES) {
        // Stop reading but keep the socket, so the 413 response can still be sent.
        req.off("data", onData);
        req.pause();
        reject(new PayloadTooLarge());
        return;
      }
      chunks.push(chunk);
    };
    req.on("data", onData);
    req.once("end", () => resolve(new URLSearchParams(Buffer.concat(chunks).toString("utf8"))));
    req.once("error", reject);
  });
}

function stringParam(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

export async function startDemoProvider(opts: DemoProviderOptions): Promise<DemoProvider> {
  const issuer = opts.issuer.replace(/\/+$/, "");
  const appUrl = opts.appUrl.replace(/\/+$/, "");
  if (new URL(issuer).pathname !== "/") {
    throw new Error(`demo provider issuer must not have a path: ${issuer}`);
  }
  const { audience, clientId, log } = opts;
  const findAccount = opts.accounts ?? fixedDemoAccounts;
  const rateLimits = opts.rateLimits ?? createRateLimits();
  const headers = pageHeaders(new URL(appUrl).origin);
  const keys = await loadOrCreateKeys(opts.keysFile);

  const configuration: Configuration = {
    adapter: DemoMemoryAdapter,
    clients: [
      {
        client_id: clientId,
        client_secret: opts.clientSecret,
        client_name: "ChemSafe",
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
        redirect_uris: [`${appUrl}/auth/callback`],
        post_logout_redirect_uris: [`${appUrl}/auth`],
      },
    ],
    jwks: keys.jwks,
    cookies: {
      keys: keys.cookieKeys,
      // Lax instead of the default None: the demo usually runs on plain http, where
      // browsers drop SameSite=None cookies; app and provider are same-site anyway.
      long: { httpOnly: true, sameSite: "lax", signed: true },
      short: { httpOnly: true, sameSite: "lax", signed: true },
    },
    scopes: OIDC_SCOPES,
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name"],
    },
    // Put the email and profile claims into ID tokens, not only into userinfo responses.
    conformIdTokenClaims: false,
    responseTypes: ["code"],
    clientAuthMethods: ["client_secret_basic"],
    pkce: { methods: ["S256"], required: () => true },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          const accountId = ctx.oidc.session?.accountId;
          ctx.set(headers);
          ctx.body = logoutPage(form, accountId ? await findAccount(accountId) : undefined);
        },
        async postLogoutSuccessSource(ctx) {
          ctx.set(headers);
          ctx.body = signedOutPage(appUrl);
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, resourceIndicator) {
          if (resourceIndicator !== audience) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience,
            accessTokenFormat: "jwt",
            accessTokenTTL: 600,
            jwt: { sign: { alg: "RS256" } },
          };
        },
      },
    },
    // The accountId is the lower-case email address.
    async findAccount(_ctx, sub) {
      const account = await findAccount(sub);
      if (!account) return undefined;
      return {
        accountId: account.email,
        claims: () => ({
          sub: account.email,
          email: account.email,
          email_verified: true,
          name: account.name,
        }),
      };
    },
    async extraTokenClaims(_ctx, token) {
      const account = "accountId" in token ? await findAccount(token.accountId) : undefined;
      // The API matches the user by a verified address only (api/auth.ts).
      return account ? { email: account.email, email_verified: true } : undefined;
    },
    // Refresh tokens whenever the client may use them, not only with offline_access
    // (which oidc-provider drops from requests without prompt=consent).
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed("refresh_token"),
    // No consent screen for the first-party client: grant what it asks for.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, account } = ctx.oidc;
      if (!client || !session || !account || client.clientId !== clientId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      let grant = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (grant && (grant.accountId !== account.accountId || grant.clientId !== client.clientId)) {
        grant = undefined;
      }
      grant ??= new ctx.oidc.provider.Grant({ accountId: account.accountId, clientId: client.clientId });
      const requested = [...ctx.oidc.requestParamScopes].filter((scope) => OIDC_SCOPES.includes(scope));
      if (requested.length > 0) grant.addOIDCScope(requested.join(" "));
      const claims = [...ctx.oidc.requestParamClaims];
      if (claims.length > 0) grant.addOIDCClaims(claims);
      grant.addResourceScope(audience, API_SCOPE);
      await grant.save();
      return grant;
    },
    async renderError(ctx, out) {
      ctx.set(headers);
      ctx.body = errorPage({
        title: "Sign-in error",
        message: out.error_description ?? "The request could not be completed.",
        code: out.error,
        appUrl,
      });
    },
    clientBasedCORS: () => false,
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? 600,
      AuthorizationCode: 60,
      IdToken: 3600,
      RefreshToken: 24 * 3600,
      Interaction: 3600,
      Session: 24 * 3600,
      Grant: 14 * 24 * 3600,
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = issuer.startsWith("https:");

  // Quiet unless a log function is given.
  provider.app.silent = true;
  provider.app.on("error", (error: unknown) => log?.(`demo OIDC provider: ${String(error)}`));
  if (log) {
    provider.on("server_error", (_ctx: unknown, error: unknown) =>
      log(`demo OIDC provider error: ${String(error)}`),
    );
    for (const event of ["authorization.error", "grant.error", "end_session.error", "revocation.error"]) {
      provider.on(event, (_ctx: unknown, error: { message?: string; error_description?: string }) =>
        log(`demo OIDC provider ${event}: ${error.message ?? ""} ${error.error_description ?? ""}`.trim()),
      );
    }
  }

  const handleProvider = provider.callback();

  function sendPage(res: ServerResponse, status: number, html: string) {
    res.writeHead(status, headers);
    res.end(html);
  }

  function sendExpired(res: ServerResponse) {
    sendPage(
      res,
      400,
      errorPage({
        title: "Sign-in expired",
        message:
          "This sign-in attempt has expired or is no longer valid. Go back to ChemSafe and sign in again.",
        appUrl,
      }),
    );
  }

  const addressOf = (req: IncomingMessage) =>
    clientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"]);

  function sendTooManyAttempts(res: ServerResponse, retryAfter: number, account: boolean, backUrl: string) {
    res.writeHead(429, { ...headers, "Retry-After": String(retryAfter), "Cache-Control": "no-store" });
    res.end(tooManyAttemptsPage({ retryAfter, account, backUrl }));
  }

  async function handleInteraction(req: IncomingMessage, res: ServerResponse, uid: string, isLogin: boolean) {
    const method = req.method ?? "GET";
    if ((isLogin && method !== "POST") || (!isLogin && method !== "GET" && method !== "HEAD")) {
      res.writeHead(405, {
        Allow: isLogin ? "POST" : "GET, HEAD",
        "Content-Type": "text/plain; charset=utf-8",
      });
      res.end("Method Not Allowed");
      return;
    }
    let details;
    try {
      details = await provider.interactionDetails(req, res);
    } catch (error) {
      if (error instanceof errors.SessionNotFound) return sendExpired(res);
      throw error;
    }
    // Every interaction this provider starts asks for a login (consent is automatic).
    if (details.uid !== uid || details.prompt.name !== "login") return sendExpired(res);
    const action = `/interaction/${uid}/login`;

    if (!isLogin) {
      const hint = stringParam(details.params.login_hint) ?? "";
      return sendPage(res, 200, loginPage({ action, email: hint }));
    }

    const contentType = req.headers["content-type"] ?? "";
    if (!contentType.toLowerCase().startsWith("application/x-www-form-urlencoded")) {
      res.writeHead(415, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Unsupported Media Type");
      return;
    }
    // Every login POST counts against the client's address (RATE_LIMIT_LOGIN) ...
    const backUrl = `/interaction/${uid}`;
    const address = addressOf(req);
    const addressWait = await rateLimits.hit("login", address);
    if (addressWait !== undefined) {
      log?.(`demo OIDC provider: too many sign-in attempts from ${address}`);
      return sendTooManyAttempts(res, addressWait, false, backUrl);
    }
    const form = await readForm(req);
    const email = form.get("email") ?? "";
    // ... and failed ones against the account (RATE_LIMIT_LOGIN_ACCOUNT), checked before the password.
    const key = accountKey(normalizeEmail(email));
    const accountWait = await rateLimits.check("loginAccount", key);
    if (accountWait !== undefined) {
      log?.(`demo OIDC provider: sign-in paused for ${JSON.stringify(normalizeEmail(email))}`);
      return sendTooManyAttempts(res, accountWait, true, backUrl);
    }
    const account = await verifyDemoCredentials(email, form.get("password") ?? "", findAccount);
    if (!account) {
      log?.(`demo OIDC provider: failed sign-in for ${JSON.stringify(normalizeEmail(email))}`);
      await rateLimits.hit("loginAccount", key);
      return sendPage(res, 401, loginPage({ action, email, failed: true }));
    }
    await rateLimits.reset("loginAccount", key);
    log?.(`demo OIDC provider: ${account.email} signed in`);
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.email } },
      { mergeWithLastSubmission: false },
    );
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const { pathname } = new URL(req.url ?? "/", issuer);
    const interaction = INTERACTION_PATH.exec(pathname);
    if (interaction?.[1]) {
      return handleInteraction(req, res, interaction[1], interaction[2] !== undefined);
    }
    if (pathname === "/" && (req.method === "GET" || req.method === "HEAD")) {
      return sendPage(res, 200, indexPage(issuer, appUrl));
    }
    if (TOKEN_PATH.test(pathname) && req.method === "POST") {
      // Public token routes count per client address (RATE_LIMIT_TOKEN); the answer is an OAuth error.
      const retryAfter = await rateLimits.hit("token", addressOf(req));
      if (retryAfter !== undefined) {
        res.writeHead(429, {
          "Content-Type": "application/json; charset=utf-8",
          "Retry-After": String(retryAfter),
          "Cache-Control": "no-store",
        });
        res.end(
          JSON.stringify({
            error: "too_many_requests",
            error_description: `Too many token requests; try again in ${retryAfter} s.`,
          }),
        );
        return;
      }
    }
    return handleProvider(req, res);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof PayloadTooLarge) {
        res.writeHead(413, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
        res.end("Payload Too Large", () => req.destroy());
        return;
      }
      log?.(`demo OIDC provider: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      sendPage(
        res,
        500,
        errorPage({ title: "Server error", message: "Something went wrong. Please try again.", appUrl }),
      );
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port, opts.host ?? "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  log?.(`demo OIDC provider listening on ${opts.host ?? "127.0.0.1"}:${port} as ${issuer}`);

  return {
    url: issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Requests in flight get a moment to finish; idle keep-alive connections go now.
        const force = setTimeout(() => server.closeAllConnections(), 1000);
        force.unref();
        server.close((error) => {
          clearTimeout(force);
          if (error) reject(error);
          else resolve();
        });
        server.closeIdleConnections();
      }),
  };
}
