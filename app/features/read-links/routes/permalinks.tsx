import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { parsePermalink } from "../../../../core/read-links/permalinks";
import { readLinkPath, readLinkSdsPath, splitReadLinkToken } from "../../../../core/read-links/token";
import { readLinkPage, resolvePermalink } from "../api.server";
import { readerOf } from "../reader.server";
import { apiStatus } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { getTranslator } from "~/lib/i18n.server";
import { rateLimitOrThrow } from "~/lib/rate-limit-page.server";
import { loginUrl } from "~/lib/redirects";
import { getSession } from "~/lib/session.server";
import { RateLimitBoundary, rateLimitHeaders } from "~/ui/RateLimited";
import { pageTitle } from "~/ui/meta";

export const meta = pageTitle;
export const ErrorBoundary = RateLimitBoundary;
export const headers: HeadersFunction = (args) => ({
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
  ...rateLimitHeaders(args),
});

type Reason = "invalid" | "signIn" | "noSds";

/**
 * /permalinks/{type}?id=…[&readlink=…]: a stable address that always opens the current version. A signed-in
 * user of the company is sent to the product's current sheet (product-sds) or the location's products
 * (location), within their top nodes; with a read link, a reader without an account is sent to the same
 * through the link when it covers the target (a location: the link's page narrowed to it). Anything else gets a plain page that says why.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await rateLimitOrThrow("readLink", "generic");
  const url = new URL(request.url);
  const target = parsePermalink(params.type, url.searchParams.get("id"));
  const token = url.searchParams.get("readlink");
  const { t } = await getTranslator(request);
  const page = (reason: Reason, status: number) =>
    data(
      {
        reason,
        signIn: reason === "signIn" ? loginUrl(request) : null,
        title: `${t("qr.permalink.title")} – ${t("app.name")}`,
      },
      { status },
    );
  if (!target) return page("invalid", 404);

  if (token !== null) {
    if (!splitReadLinkToken(token)) return page("invalid", 404);
    const reader = await readerOf(request);
    let shown;
    try {
      shown = await readLinkPage(
        token,
        reader,
        target.type === "location" ? { locationId: target.id } : { productId: target.id },
      );
    } catch (error) {
      // A location the link does not cover.
      if (apiStatus(error) === 404) return page("invalid", 404);
      throw error;
    }
    // Closed links and sign-in are the link's own page to explain.
    if (shown.state !== "active" || shown.sign_in_required) throw redirect(readLinkPath(token));
    if (target.type === "location") throw redirect(`${readLinkPath(token)}?location=${target.id}`);
    if (!shown.product_sds_key) return page("noSds", 404);
    throw redirect(readLinkSdsPath(token, shown.product_sds_key));
  }

  const session = await getSession(request);
  if (!session.get("userId")) return page("signIn", 401);
  const { api } = await requireUser(request);
  try {
    const resolved = await resolvePermalink(api, target.type, target.id);
    if (resolved.location_id !== null) throw redirect(`/locations/${resolved.location_id}/products`);
    if (resolved.sds_key) throw redirect(`/sds/${encodeURIComponent(resolved.sds_key)}/pdf`);
    return page("noSds", 404);
  } catch (error) {
    if (apiStatus(error) === 404) return page("invalid", 404);
    throw error;
  }
}

export default function PermalinkPage() {
  const { reason, signIn } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <main id="main" className="read-link">
      <h1>{t("qr.permalink.title")}</h1>
      <p>{t(`qr.permalink.${reason}`)}</p>
      {signIn ? (
        <p>
          <Link to={signIn}>{t("qr.permalink.signInLink")}</Link>
        </p>
      ) : null}
    </main>
  );
}
