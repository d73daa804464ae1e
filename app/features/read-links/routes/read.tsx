import type { HeadersFunction, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { dateFormat } from "../../../../core/format";
import { READ_LINK_LAST_PAGE, READ_LINK_SEARCH_MAX } from "../../../../core/read-links/rules";
import { readLinkSdsPath, readLinkWpdPath } from "../../../../core/read-links/token";
import { parseId } from "../../../../core/ids";
import type { ReadLinkPage } from "../../../../api/read-links/schemas";
import { readLinkPage } from "../api.server";
import { readerOf } from "../reader.server";
import { apiStatus } from "~/lib/api-failure.server";
import { getTranslator } from "~/lib/i18n.server";
import { pageCount, pageParam, textParam } from "~/lib/list-params";
import { loginUrl } from "~/lib/redirects";
import { notFound } from "~/lib/responses.server";
import { rateLimitOrThrow } from "~/lib/rate-limit-page.server";
import { Pager } from "~/ui/Pager";
import { RateLimitBoundary, rateLimitHeaders } from "~/ui/RateLimited";
import { pageTitle } from "~/ui/meta";
import styles from "../read-link.css?url";

export const meta = pageTitle;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
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
 * `?location=` narrows it to a location below the link's (a location permalink opened through the link).
 * The products come 50 a page by name (`?page=`), and a name search (`?q=`, a GET form) narrows them and the
 * descriptions: a phone gets a short page however many products the place holds.
 * A company that asks read-link readers to sign in sends a reader without a session to sign-in and back;
 * signed in as someone of another company, the page says the link is not for them. Rate-limited per
 * client address.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await rateLimitOrThrow("readLink", "generic");
  const token = params.token ?? "";
  const url = new URL(request.url);
  const location = url.searchParams.get("location");
  const locationId = location === null ? undefined : parseId(location);
  if (locationId === null) throw notFound();
  const q = textParam(url, "q", READ_LINK_SEARCH_MAX);
  const pageNumber = pageParam(url, READ_LINK_LAST_PAGE);
  const [reader, { t }] = await Promise.all([readerOf(request), getTranslator(request)]);
  let page;
  try {
    page = await readLinkPage(token, reader, { locationId, q, page: pageNumber });
  } catch (error) {
    // A location the link does not cover (a crafted address): nothing to show, like an unknown page.
    if (apiStatus(error) === 404) throw notFound();
    throw error;
  }
  // The company asks its readers to sign in: to sign-in and back here; signed in elsewhere, a plain page.
  if (page.sign_in_required && !reader.signedIn) throw redirect(loginUrl(request));
  const heading = page.location
    ? t("qr.page.title", { location: page.location.name })
    : t(page.sign_in_required ? "qr.signIn.title" : "qr.closed.title");
  return data(
    {
      token,
      locationId: locationId ?? null,
      q,
      page: shownPage(page),
      title: `${heading} – ${t("app.name")}`,
    },
    { headers: PRIVATE_HEADERS },
  );
}

/**
 * Only what the page prints goes into its data (and so into the HTML's data stream a second time): per
 * product its name, supplier, sheet key and description id. A phone on a slow line gets a short page.
 */
function shownPage(page: ReadLinkPage) {
  return {
    state: page.state,
    sign_in_required: page.sign_in_required,
    location: page.location,
    expires_at: page.expires_at,
    page: page.page,
    per_page: page.per_page,
    products_total: page.products_total,
    products: page.products.map((p) => ({
      id: p.product_id,
      name: p.name,
      supplier: p.supplier,
      sds: p.sds_key,
      wpd: p.workplace_description_id,
    })),
    workplace_descriptions: page.workplace_descriptions,
    workplace_descriptions_total: page.workplace_descriptions_total,
  };
}
type ShownProduct = ReturnType<typeof shownPage>["products"][number];

/** The address of another page of the same list: the link's place (narrowed or not) and the search kept. */
function pageHref(token: string, locationId: number | null, q: string, page: number): string {
  const params = new URLSearchParams();
  if (locationId !== null) params.set("location", String(locationId));
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `/read/${encodeURIComponent(token)}${query ? `?${query}` : ""}`;
}

export default function ReadLinkPage() {
  const { token, locationId, q, page } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();

  if (page.sign_in_required) {
    return (
      <main id="main" className="read-link">
        <h1>{t("qr.signIn.title")}</h1>
        <p>{t("qr.signIn.otherAccount")}</p>
      </main>
    );
  }

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
      <Form method="get" role="search" className="read-link-search">
        {locationId !== null ? <input type="hidden" name="location" value={locationId} /> : null}
        <label htmlFor="read-q">{t("qr.page.search")}</label>
        <input id="read-q" name="q" type="search" defaultValue={q} maxLength={READ_LINK_SEARCH_MAX} />
        <button type="submit" className="button">
          {t("qr.page.searchSubmit")}
        </button>
      </Form>
      <WorkplaceDescriptions
        token={token}
        items={page.workplace_descriptions}
        total={page.workplace_descriptions_total}
      />
      <section aria-labelledby="read-products">
        <h2 id="read-products">{t("qr.page.products")}</h2>
        {page.products.length === 0 ? (
          <p>
            {q ? t("qr.page.noMatch", { q }) : t("qr.page.noProducts")}
            {q ? (
              <>
                {" "}
                <Link to={pageHref(token, locationId, "", 1)}>{t("qr.page.showAll")}</Link>
              </>
            ) : null}
          </p>
        ) : (
          <>
            <p>
              {t("qr.page.shown", {
                from: (page.page - 1) * page.per_page + 1,
                to: (page.page - 1) * page.per_page + page.products.length,
                total: page.products_total,
              })}
            </p>
            <ul className="read-link-products">
              {page.products.map((product) => (
                <ProductRow key={product.id} token={token} product={product} />
              ))}
            </ul>
          </>
        )}
        <Pager
          page={page.page}
          pages={pageCount(page.products_total, page.per_page, READ_LINK_LAST_PAGE)}
          href={(n) => pageHref(token, locationId, q, n)}
          label={t("qr.page.pager")}
        />
      </section>
      {page.expires_at ? (
        <p>{t("qr.page.validUntil", { date: day.format(new Date(page.expires_at)) })}</p>
      ) : null}
    </main>
  );
}

/**
 * One product: its name, its supplier, and links to its current sheet and its workplace description here
 * (PDFs through the token). Small on purpose: a page holds 50 of them. Each link names its product for a
 * screen reader's list of links, where "Safety data sheet" alone fifty times would say nothing.
 */
function ProductRow({ token, product }: { token: string; product: ShownProduct }) {
  const { t } = useTranslation();
  const about = <span className="visually-hidden">: {product.name}</span>;
  return (
    <li>
      <strong>{product.name}</strong>
      {product.supplier ? <span>{t("qr.page.supplier", { supplier: product.supplier })}</span> : null}
      {product.sds ? (
        <a href={readLinkSdsPath(token, product.sds)} rel="noreferrer">
          {t("qr.page.sds")}
          {about}
        </a>
      ) : (
        <span>{t("qr.page.noSds")}</span>
      )}
      {product.wpd ? (
        <a href={readLinkWpdPath(token, product.wpd)} rel="noreferrer">
          {t("qr.page.workplaceDescription")}
          {about}
        </a>
      ) : null}
    </li>
  );
}

/**
 * The published workplace descriptions of the link's location and the locations below it that are not on a
 * product's row (of no product held there; on the first page, those matching the search, at most 50), each
 * a link to its PDF through the same token; left out when there are none.
 */
function WorkplaceDescriptions({
  token,
  items,
  total,
}: {
  token: string;
  items: readonly { id: number; title: string }[];
  total: number;
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
      {total > items.length ? <p>{t("qr.page.moreDescriptions", { count: items.length, total })}</p> : null}
    </section>
  );
}
