import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { dateFormat } from "../../../../core/format";
import { READ_LINK_PRODUCT_LIMIT } from "../../../../core/read-links/rules";
import { readLinkSdsPath, readLinkWpdPath } from "../../../../core/read-links/token";
import { readLinkPage } from "../api.server";
import { getTranslator, languageOf } from "~/lib/i18n.server";
import { rateLimitOrThrow } from "~/lib/rate-limit-page.server";
import { RateLimitBoundary, rateLimitHeaders } from "~/ui/RateLimited";
import { pageTitle } from "~/ui/meta";

export const meta = pageTitle;
export const ErrorBoundary = RateLimitBoundary;

/** The token is in the address: never cached, never indexed, never sent on as a referrer. */
const PRIVATE_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};

export const headers: HeadersFunction = (args) => ({ ...PRIVATE_HEADERS, ...rateLimitHeaders(args) });

/**
 * /read/{token}: what a QR code at a location opens, without signing in. A read-only page for a phone: the
 * location's name, its products (and those of the locations below it) with a link to each current sheet's
 * PDF through the same token, and its published workplace descriptions. Nothing else of the company: no
 * navigation, no other locations. An expired, revoked or unknown link shows a plain page that says so.
 * Rate-limited per client address.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await rateLimitOrThrow("readLink", "generic");
  const token = params.token ?? "";
  const [language, { t }] = await Promise.all([languageOf(request), getTranslator(request)]);
  const page = await readLinkPage(token, language);
  const heading = page.location ? t("qr.page.title", { location: page.location.name }) : t("qr.closed.title");
  return data({ token, page, title: `${heading} – ${t("app.name")}` }, { headers: PRIVATE_HEADERS });
}

export default function ReadLinkPage() {
  const { token, page } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();

  if (page.state !== "active" || !page.location) {
    return (
      <main id="main" className="read-link">
        <h1>{t("qr.closed.title")}</h1>
        <p>{t(`qr.closed.${page.state === "active" ? "unknown" : page.state}`)}</p>
      </main>
    );
  }

  const day = dateFormat(i18n.language, { dateStyle: "long", timeZone: "UTC" });
  return (
    <main id="main" className="read-link">
      <h1>{t("qr.page.title", { location: page.location.name })}</h1>
      <p>{t("qr.page.intro")}</p>
      <section aria-labelledby="read-products">
        <h2 id="read-products">{t("qr.page.products")}</h2>
        {page.products.length === 0 ? (
          <p>{t("qr.page.noProducts")}</p>
        ) : (
          <ul className="read-link-products">
            {page.products.map((product) => (
              <li key={product.product_id}>
                <strong>{product.name}</strong>
                {product.supplier ? (
                  <>
                    <br />
                    <span>{t("qr.page.supplier", { supplier: product.supplier })}</span>
                  </>
                ) : null}
                <br />
                {product.sds_key ? (
                  <a href={readLinkSdsPath(token, product.sds_key)} rel="noreferrer">
                    {t("qr.page.sds")}
                    <span className="visually-hidden">: {product.name}</span>
                  </a>
                ) : (
                  <span>{t("qr.page.noSds")}</span>
                )}
              </li>
            ))}
          </ul>
        )}
        {page.products_truncated ? <p>{t("qr.page.truncated", { count: READ_LINK_PRODUCT_LIMIT })}</p> : null}
      </section>
      <WorkplaceDescriptions token={token} items={page.workplace_descriptions} />
      {page.expires_at ? (
        <p>{t("qr.page.validUntil", { date: day.format(new Date(page.expires_at)) })}</p>
      ) : null}
    </main>
  );
}

/**
 * The published workplace descriptions of the link's location and the locations below it, each a link to
 * its PDF through the same token; left out when there are none.
 */
function WorkplaceDescriptions({
  token,
  items,
}: {
  token: string;
  items: readonly { id: number; title: string }[];
}) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="read-wpd">
      <h2 id="read-wpd">{t("qr.page.workplaceDescriptions")}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a href={readLinkWpdPath(token, item.id)} rel="noreferrer">
              {item.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
