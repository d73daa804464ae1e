/**
 * Rate limits in Remix routes: the 429 answer, with Retry-After, translated
 * texts and the same look as the other sign-in pages (app/ui/RateLimited.tsx).
 *
 * - Page routes (a default export, e.g. /auth) call rateLimitOrThrow, export
 *   `ErrorBoundary = RateLimitBoundary` and `headers = rateLimitHeaders`: the
 *   thrown 429 is rendered by the boundary inside the normal document.
 * - Resource routes (no component, e.g. /auth/callback) call
 *   rateLimitPageOrThrow: Remix returns a response thrown there as it is, so it
 *   is a whole HTML page, with the security headers of a document.
 */
import { randomBytes } from "node:crypto";
import { data } from "@remix-run/node";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { RateLimited, type RateLimitedData } from "~/ui/RateLimited";
import styles from "~/styles/app.css?url";
import { createI18n, languageOf } from "./i18n.server";
import { localeOf } from "../../core/languages";
import { getLogger, requestFields } from "../../server/logger";
import { limitByClientAddress, type RateLimitName } from "./rate-limit.server";
import { currentRequest } from "../../server/request-context";
import { setSecurityHeaders } from "./security-headers.server";
import { loadTexts } from "./texts.server";

type Reason = RateLimitedData["reason"];

function limitedHeaders(retryAfter: number): Record<string, string> {
  return { "Retry-After": String(retryAfter), "Cache-Control": "no-store" };
}

async function limited(name: RateLimitName): Promise<number | undefined> {
  const retryAfter = await limitByClientAddress(name);
  if (retryAfter !== undefined) {
    getLogger().warn(
      { ...requestFields(), limit: name, ip: currentRequest()?.clientIp, retryAfter },
      "rate limited",
    );
  }
  return retryAfter;
}

/** Counts the request against `name` by client address; over the limit, throws a 429 for RateLimitBoundary. */
export async function rateLimitOrThrow(name: RateLimitName, reason: Reason = "signIn"): Promise<void> {
  const retryAfter = await limited(name);
  if (retryAfter === undefined) return;
  const body: RateLimitedData = { rateLimited: true, retryAfter, reason };
  throw data(body, { status: 429, headers: limitedHeaders(retryAfter) });
}

/** Counts the request against `name` by client address; over the limit, throws the whole 429 page. */
export async function rateLimitPageOrThrow(
  request: Request,
  name: RateLimitName,
  reason: Reason = "signIn",
): Promise<void> {
  const retryAfter = await limited(name);
  if (retryAfter === undefined) return;
  throw await rateLimitedPage(request, retryAfter, reason);
}

/** The 429 page as a complete document, in the request's language. */
export async function rateLimitedPage(
  request: Request,
  retryAfter: number,
  reason: Reason,
): Promise<Response> {
  const languageId = await languageOf(request);
  const locale = localeOf(languageId);
  const i18n = createI18n(locale, await loadTexts(languageId));
  const t = i18n.t.bind(i18n);
  const html = renderToStaticMarkup(
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${t("errors.rateLimited.title")} – ${t("app.name")}`}</title>
        <link rel="stylesheet" href={styles} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body>
        <I18nextProvider i18n={i18n}>
          <main id="main" className="auth-page">
            <RateLimited retryAfter={retryAfter} reason={reason} />
          </main>
        </I18nextProvider>
      </body>
    </html>,
  );
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", ...limitedHeaders(retryAfter) });
  setSecurityHeaders(headers, randomBytes(16).toString("base64"));
  return new Response(`<!DOCTYPE html>${html}`, { status: 429, headers });
}
