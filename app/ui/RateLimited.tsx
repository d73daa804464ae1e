import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorPage } from "./ErrorPage";

/** What a rate-limited request throws (app/lib/rate-limit-page.server.tsx) as its 429's data. */
export interface RateLimitedData {
  rateLimited: true;
  /** Seconds until the next attempt is allowed (also in the Retry-After header). */
  retryAfter: number;
  reason: "signIn" | "generic";
}

export function isRateLimitedData(value: unknown): value is RateLimitedData {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { rateLimited?: unknown }).rateLimited === true &&
    typeof (value as { retryAfter?: unknown }).retryAfter === "number"
  );
}

/**
 * The "too many attempts" (429) page's content: what happened, when to try
 * again (in whole minutes, rounded up), and the way back to sign-in. A plain
 * link, so it works without JavaScript.
 */
export function RateLimited({ retryAfter, reason }: Omit<RateLimitedData, "rateLimited">) {
  const { t } = useTranslation();
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  return (
    <section className="error-page" aria-labelledby="rate-limited-heading">
      <h1 id="rate-limited-heading">{t("errors.rateLimited.title")}</h1>
      <p className="notice warning">
        {t(reason === "signIn" ? "errors.rateLimited.signIn" : "errors.rateLimited.generic")}
      </p>
      <p>{t("errors.rateLimited.retry", { minutes })}</p>
      <p>
        <a href="/auth">{t("errors.rateLimited.back")}</a>
      </p>
    </section>
  );
}

/**
 * An ErrorBoundary for routes that rate-limit: the 429 page for a rate-limited
 * request, the error catalogue's page (as the root boundary shows it) for
 * anything else.
 */
export function RateLimitBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 429 && isRateLimitedData(error.data)) {
    return (
      <main id="main" className="auth-page">
        <RateLimited retryAfter={error.data.retryAfter} reason={error.data.reason} />
      </main>
    );
  }
  return (
    <main id="main">
      <ErrorPage />
    </main>
  );
}

/**
 * The `headers` export of a route whose action or loader may throw a 429 with
 * rateLimitOrThrow: Remix keeps only cookies of a thrown response unless the
 * route passes its headers on, and Retry-After must reach the client.
 */
export function rateLimitHeaders({ errorHeaders }: { errorHeaders?: Headers }): Record<string, string> {
  const retryAfter = errorHeaders?.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter, "Cache-Control": "no-store" } : {};
}
