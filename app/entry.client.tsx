/**
 * The browser's entry: Remix's default, except that the page's interface
 * texts (named by the root in <link id="page-texts">, fetched once and kept by
 * the browser) are loaded before the page is hydrated, so the browser renders
 * the very words the server did. If they cannot be had, the page is left as the
 * server rendered it: it works without JavaScript.
 */
import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { fetchFallbackTexts, fetchTexts, TEXTS_LINK_ID } from "./ui/page-texts";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

/** Without its texts the page is not hydrated: it stays as the server sent it, and works without JavaScript. */
function textsMissing(error: unknown) {
  console.error("The interface texts could not be loaded; the page stays as the server sent it.", error);
}

const link = document.getElementById(TEXTS_LINK_ID);
const href = link?.getAttribute("href");
if (href) {
  fetchTexts(href, link?.getAttribute("data-locale") ?? "en-GB").then(hydrate, textsMissing);
} else {
  // An error page without the root's data: the default language's texts (the common ones among them) first.
  fetchFallbackTexts().then(hydrate, textsMissing);
}
