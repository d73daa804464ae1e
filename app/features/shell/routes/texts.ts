import type { LoaderFunctionArgs } from "@remix-run/node";
import { isLanguageId, localeOf } from "../../../../core/languages";
import { completeTexts, publishedTexts } from "~/lib/i18n.server";
import { notFound } from "~/lib/responses.server";
import { loadTexts } from "~/lib/texts.server";

/** `<language id>.<version>.json`, as the root loader names it (textsHref). */
const FILE = /^(\d{1,3})\.([A-Za-z0-9_-]{1,64})\.json$/;

/**
 * GET /texts/<language id>.<version>.json: a language's complete interface
 * texts, which the browser fetches once before it hydrates a page
 * (app/ui/page-texts.ts). They are public (the sign-in page needs them). The
 * version is a hash of the texts, so the current version may be kept for good;
 * an older version (the texts changed since the page was rendered) gets the
 * current texts, which must not be kept.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const match = FILE.exec(params.file ?? "");
  const languageId = Number(match?.[1]);
  if (!match || !isLanguageId(languageId)) throw notFound();
  const { version, body } = publishedTexts(completeTexts(await loadTexts(languageId)));
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Language": localeOf(languageId),
      "Cache-Control": match[2] === version ? "public, max-age=31536000, immutable" : "no-cache",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
