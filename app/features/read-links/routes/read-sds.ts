import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiStatus } from "~/lib/api-failure.server";
import { languageOf } from "~/lib/i18n.server";
import { rateLimitPageOrThrow } from "~/lib/rate-limit-page.server";
import { notFound } from "~/lib/responses.server";
import { readLinkSheet } from "../api.server";

/**
 * /read/{token}/sds/{key}: a sheet's PDF through a read link, without signing in; only a sheet of a product
 * kept at the link's location or below it, while the link is active (else 404). Rate-limited like the page.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await rateLimitPageOrThrow(request, "readLink", "generic");
  try {
    const pdf = await readLinkSheet(params.token ?? "", params.key ?? "", await languageOf(request));
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
