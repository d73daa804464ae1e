import { createHash } from "node:crypto";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from "./demo-accounts";

/**
 * Server-rendered pages of the demo OpenID provider: plain HTML that works without
 * JavaScript, one stylesheet in a <style> element, no external assets.
 */

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes a value for HTML text and (quoted) attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? "").replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const CSS = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;line-height:1.5;color:#1b1f24;background:#eef1f4;-webkit-text-size-adjust:100%}
body{margin:0;padding:1rem}
main{max-width:30rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #c5ccd3;border-radius:8px}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 1rem}
h2{font-size:1.125rem;line-height:1.3;margin:0 0 .5rem}
p{margin:0 0 1rem}
a{color:#0b57a4}
a:hover{color:#08457f}
label{display:block;font-weight:600;margin-bottom:.25rem}
input{display:block;width:100%;max-width:100%;font:inherit;color:inherit;background:#fff;padding:.5rem .75rem;border:1px solid #5a6570;border-radius:4px}
input[aria-invalid="true"]{border:2px solid #b3261e}
.field{margin-bottom:1rem}
button{display:block;width:100%;font:inherit;font-weight:600;color:#fff;background:#0b57a4;padding:.625rem 1.25rem;border:0;border-radius:4px;cursor:pointer}
button:hover{background:#08457f}
a:focus-visible,input:focus-visible,button:focus-visible{outline:3px solid #1b1f24;outline-offset:2px}
.alert{color:#8c1d18;background:#fdecea;border:2px solid #b3261e;border-radius:4px;padding:.75rem 1rem;font-weight:600}
.note{margin-top:1.5rem;padding:1rem;background:#f4f6f8;border-radius:4px}
.note ul{margin:0;padding-left:1.25rem}
.muted{color:#4a5561}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9375em;overflow-wrap:anywhere}
@media (max-width:480px){body{padding:.5rem}main{margin:0;padding:1rem}}
`.trim();

const STYLE_HASH = `'sha256-${createHash("sha256").update(CSS, "utf8").digest("base64")}'`;

/**
 * Response headers for every page: no caching, and a Content-Security-Policy that
 * allows only the page's own stylesheet (no scripts at all) and form submissions
 * that redirect back to the app.
 */
export function pageHeaders(appOrigin: string): Record<string, string> {
  return {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Security-Policy": [
      "default-src 'none'",
      `style-src ${STYLE_HASH}`,
      `form-action 'self' ${appOrigin}`,
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ].join("; "),
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
  };
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – ChemSafe demo provider</title>
<style>${CSS}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export const LOGIN_ERROR_MESSAGE = "Wrong email or password.";

export interface LoginPageOptions {
  /** Where the form posts to. */
  action: string;
  /** Email to prefill (the submitted one, or the login_hint). */
  email?: string;
  /** Re-rendering after a failed attempt. */
  failed?: boolean;
}

export function loginPage({ action, email = "", failed = false }: LoginPageOptions): string {
  const invalid = failed ? ' aria-invalid="true" aria-describedby="login-error"' : "";
  const accounts = DEMO_ACCOUNTS.map(
    (account) => `<li><code>${escapeHtml(account.email)}</code> – ${escapeHtml(account.name)}</li>`,
  ).join("\n");
  return page(
    failed ? "Error: Sign in" : "Sign in",
    `<h1>Sign in to ChemSafe (demo provider)</h1>
<p class="muted">This is ChemSafe's built-in demo identity provider. Use one of the demo accounts below.</p>
${failed ? `<p id="login-error" class="alert" role="alert">${escapeHtml(LOGIN_ERROR_MESSAGE)}</p>` : ""}
<form method="post" action="${escapeHtml(action)}">
<div class="field">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required spellcheck="false" value="${escapeHtml(email)}"${invalid}>
</div>
<div class="field">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}>
</div>
<button type="submit">Sign in</button>
</form>
<section class="note" aria-labelledby="demo-accounts-heading">
<h2 id="demo-accounts-heading">Demo accounts</h2>
<p>Every demo account has the password <code>${escapeHtml(DEMO_PASSWORD)}</code>. So has every other active ChemSafe user, such as one just added on the users page (demo only).</p>
<ul>
${accounts}
</ul>
</section>`,
  );
}

/**
 * The RP-initiated logout confirmation. `form` is the (empty) form oidc-provider
 * generates, with its hidden xsrf input; the submit button goes inside it.
 */
export function logoutPage(form: string, account: DemoAccount | undefined): string {
  const button = '<button type="submit" name="logout" value="yes">Sign out</button>';
  if (!form.includes("</form>")) throw new Error("unexpected logout form from oidc-provider");
  const who = account
    ? `<p>You are signed in to the ChemSafe demo provider as <strong>${escapeHtml(account.name)}</strong> (${escapeHtml(account.email)}).</p>`
    : "";
  return page(
    "Signing out",
    `<h1>Signing out</h1>
${who}
<p>Confirm to end your session with the demo provider.</p>
${form.replace("</form>", `${button}</form>`)}`,
  );
}

export function signedOutPage(appUrl: string): string {
  return page(
    "Signed out",
    `<h1>You are signed out</h1>
<p>You have been signed out of the ChemSafe demo provider.</p>
<p><a href="${escapeHtml(`${appUrl}/auth`)}">Sign in to ChemSafe again</a></p>`,
  );
}

export interface ErrorPageOptions {
  title: string;
  message: string;
  /** OAuth error code, shown for support. */
  code?: string;
  appUrl: string;
}

export function errorPage({ title, message, code, appUrl }: ErrorPageOptions): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${code ? `<p class="muted">Error code: <code>${escapeHtml(code)}</code></p>` : ""}
<p><a href="${escapeHtml(`${appUrl}/`)}">Back to ChemSafe</a></p>`,
  );
}

export interface TooManyAttemptsOptions {
  /** Seconds until the next attempt is allowed (also sent as Retry-After). */
  retryAfter: number;
  /** Too many failed sign-ins for this account, rather than too many requests from this network. */
  account: boolean;
  /** Where "Try again" leads: the login form of the interaction, or the app. */
  backUrl: string;
}

/** The 429 page of the login form. */
export function tooManyAttemptsPage({ retryAfter, account, backUrl }: TooManyAttemptsOptions): string {
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  const why = account
    ? "There have been too many failed sign-in attempts for this account. To protect it, signing in to it is paused for a while."
    : "There have been too many sign-in attempts from your network in a short time. To protect your accounts, signing in is paused for a moment.";
  return page(
    "Too many attempts",
    `<h1>Too many attempts</h1>
<p class="alert" role="alert">${escapeHtml(why)}</p>
<p>Please try again in ${minutes} min.</p>
<p><a href="${escapeHtml(backUrl)}">Back to sign-in</a></p>`,
  );
}

export function indexPage(issuer: string, appUrl: string): string {
  const discovery = `${issuer}/.well-known/openid-configuration`;
  return page(
    "Demo identity provider",
    `<h1>ChemSafe demo identity provider</h1>
<p>This server is the OpenID Connect provider ChemSafe uses when no external identity provider is configured. It only knows the demo accounts and is not meant for production.</p>
<p>Discovery document: <a href="${escapeHtml(discovery)}"><code>${escapeHtml(discovery)}</code></a></p>
<p><a href="${escapeHtml(`${appUrl}/`)}">Go to ChemSafe</a></p>`,
  );
}
