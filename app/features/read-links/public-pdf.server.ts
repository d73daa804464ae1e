import { apiStatus } from "~/lib/api-failure.server";
import { rateLimitPageOrThrow } from "~/lib/rate-limit-page.server";
import { notFound } from "~/lib/responses.server";
import type { Reader } from "./api.server";
import { readerOf } from "./reader.server";

/**
 * A PDF a read link serves without signing in (a sheet or a workplace description): rate-limited like the
 * link's page, never cached, indexed or sent on as a referrer; whatever the API does not find through the
 * token (or refuses as malformed) is a plain 404, never a hint of what exists. A reader with a session
 * calls with their token (a company may ask read-link readers to sign in).
 */
export async function publicPdf(
  request: Request,
  load: (reader: Reader) => Promise<Response>,
): Promise<Response> {
  await rateLimitPageOrThrow(request, "readLink", "generic");
  try {
    const pdf = await load(await readerOf(request));
    return new Response(pdf.body, {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": pdf.headers.get("Content-Disposition") ?? "inline",
        "Cache-Control": "private, no-store",
        "X-Robots-Tag": "noindex, nofollow",
        "Referrer-Policy": "no-referrer",
      },
    });
  } catch (error) {
    const status = apiStatus(error);
    if (status === 404 || status === 422) throw notFound();
    throw error;
  }
}
