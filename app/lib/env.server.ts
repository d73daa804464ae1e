/** Runtime configuration of the app server, read from the environment. */
export function config() {
  const env = process.env;
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/$/, "");
  const sessionSecret = env.SESSION_SECRET;
  if (!sessionSecret && env.NODE_ENV === "production") {
    throw new Error("SESSION_SECRET must be set in production");
  }
  return {
    appUrl,
    /** Cookies get the Secure attribute when the app is served over https. */
    secureCookies: appUrl.startsWith("https://"),
    sessionSecrets: (sessionSecret ?? "development-only-secret").split(","),
    oidcIssuer: env.OIDC_ISSUER ?? "",
    oidcClientId: env.OIDC_CLIENT_ID ?? "",
    oidcClientSecret: env.OIDC_CLIENT_SECRET || null,
    oidcScopes: (env.OIDC_SCOPES ?? "openid email profile offline_access").split(/\s+/).filter(Boolean),
    /** Base URL of the API over HTTP (e.g. https://api.example.com/api); empty means in-process. */
    apiBaseUrl: (env.API_BASE_URL ?? "").replace(/\/$/, ""),
  };
}
