import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { RateLimitBoundary, rateLimitHeaders } from "~/ui/RateLimited";
import { getAuthenticator } from "~/lib/auth.server";
import { returnToCookie } from "~/lib/cookies.server";
import { assertSameOrigin } from "~/lib/csrf.server";
import { getTranslator } from "~/lib/i18n.server";
import { rateLimitOrThrow } from "~/lib/rate-limit-page.server";
import { safeRedirect } from "~/lib/redirects";
import { getSession } from "~/lib/session.server";
import { pageTitle } from "~/ui/meta";
import { readForm, SMALL_FORM } from "~/lib/forms.server";

export const meta = pageTitle;

/** A rate-limited sign-in (429) keeps its Retry-After header and gets its own page. */
export const headers: HeadersFunction = rateLimitHeaders;
export const ErrorBoundary = RateLimitBoundary;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  const session = await getSession(request);
  if (session.get("userId")) throw redirect(redirectTo);
  const { t } = await getTranslator(request);
  return {
    title: `${t("auth.title")} – ${t("app.name")}`,
    redirectTo,
    notice: url.searchParams.has("expired")
      ? "auth.expired"
      : url.searchParams.has("failed")
        ? "auth.failed"
        : url.searchParams.has("signedOut")
          ? "auth.signedOut"
          : null,
  } as const;
}

/** Starts the authorization-code flow with PKCE; the provider sends the user to /auth/callback. */
export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  await rateLimitOrThrow("signIn"); // RATE_LIMIT_SIGN_IN per client address
  const form = await readForm(request, SMALL_FORM);
  const redirectTo = safeRedirect(form.get("redirectTo"));
  const start = new URL(request.url);
  start.search = form.get("prompt") === "login" ? "?prompt=login" : "";
  const authenticator = await getAuthenticator();
  try {
    await authenticator.authenticate("oidc", new Request(start, { headers: request.headers }));
  } catch (response) {
    if (!(response instanceof Response)) throw response;
    response.headers.append("Set-Cookie", await returnToCookie().serialize(redirectTo));
    throw response;
  }
  throw redirect("/auth?failed=1");
}

export default function SignIn() {
  const { redirectTo, notice } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <main id="main" className="auth-page">
      <h1>{t("auth.heading")}</h1>
      {notice ? (
        <p className={notice === "auth.signedOut" ? "notice" : "notice warning"} role="status">
          {t(notice)}
        </p>
      ) : null}
      <p>{t("auth.intro")}</p>
      <Form method="post" reloadDocument>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <button type="submit">{t("auth.signIn")}</button>
      </Form>
    </main>
  );
}
