import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import type { ClientLoaderFunctionArgs, ShouldRevalidateFunction } from "@remix-run/react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { useNonce } from "./ui/Nonce";
import { Toasts } from "./ui/Toasts";
import { ErrorPage } from "./ui/ErrorPage";
import { rootTitle } from "./ui/meta";
import { completeTexts, languageOf, textsHref } from "./lib/i18n.server";
import { localeOf } from "../core/languages";
import { fetchTexts, rememberTexts, textsI18n, TEXTS_LINK_ID } from "./ui/page-texts";
import { getToast } from "./lib/toast.server";
import { loadTexts } from "./lib/texts.server";
import styles from "./styles/app.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** Every page without a title of its own, and every error page (404, …), gets its title here. */
export const meta = rootTitle;

/**
 * The active language and the address of its texts (all of them, English
 * filled in where a translation is missing). The server renders with those
 * texts at once; the browser fetches them from that address (versioned, kept
 * for good), so no page carries them and the client's JavaScript has none.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const languageId = await languageOf(request);
  const locale = localeOf(languageId);
  const { toast, headers } = await getToast(request); // the flashed toast, shown once
  const complete = completeTexts(await loadTexts(languageId));
  const href = textsHref(languageId, complete);
  rememberTexts(href, locale, complete);
  return data({ languageId, locale, textsHref: href, toast }, { headers });
}

/**
 * In the browser, after the first page: a page in another language (the
 * language switch) waits for that language's texts before it shows. Without
 * them (the network failed) it shows with the texts it has.
 */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const root = await serverLoader<typeof loader>();
  await fetchTexts(root.textsHref, root.locale).catch(() => undefined);
  return root;
}

/** The search parameter that may name a language in a URL (remix-i18next's convention). */
const LANGUAGE_PARAM = "lng";

/**
 * The texts go out with the document and stay in the browser: client-side
 * navigations don't load them again. The root loader runs again after a form
 * submission (e.g. the language switch), when the URL's language changes, and
 * when asked to explicitly: a link to the same URL, `revalidate()`, or a
 * redirect with `X-Remix-Revalidate` (e.g. one that flashes a toast). Remix
 * cannot tell a forced reload from a search change, so a change of search
 * parameters reloads it too (texts come from an in-memory cache).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => {
  if (formMethod && formMethod.toUpperCase() !== "GET") return true;
  if (currentUrl.searchParams.get(LANGUAGE_PARAM) !== nextUrl.searchParams.get(LANGUAGE_PARAM)) return true;
  // Forced reloads (e.g. a redirect that flashes a toast sends X-Remix-Revalidate) and search changes.
  return defaultShouldRevalidate;
};

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const locale = data?.locale ?? "en-GB";
  // Without the root loader's data (it failed), the error page still has its few common texts.
  const i18n = textsI18n(data?.textsHref, locale);
  const nonce = useNonce(); // the CSP nonce of this response (app/entry.server.tsx)
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {data?.textsHref ? (
          // Named for app/entry.client.tsx, which fetches the texts before it hydrates the page.
          <link
            id={TEXTS_LINK_ID}
            rel="preload"
            as="fetch"
            href={data.textsHref}
            crossOrigin="anonymous"
            data-locale={locale}
          />
        ) : null}
      </head>
      <body>
        <I18nextProvider i18n={i18n}>
          <Toasts />
          {children}
        </I18nextProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Failures outside the signed-in layout (e.g. sign-in pages): the error catalogue's page. */
export function ErrorBoundary() {
  return (
    <main id="main">
      <ErrorPage />
    </main>
  );
}
