import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiStatus } from "~/lib/api-failure.server";
import { languageOf } from "~/lib/i18n.server";
import { rateLimitPageOrThrow } from "~/lib/rate-limit-page.server";
import { notFound } from "~/lib/responses.server";
import { readLinkWorkplaceDescription } from "../api.server";

/**
 * /read/{token}/wpd/{id}: a workplace description's PDF through a read link, without signing in; only one
 * the link's page lists (the current published version at the link's location or below it), while the link
 * is active (else 404). Rate-limited like the page.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await rateLimitPageOrThrow(request, "readLink", "generic");
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw notFound();
  try {
    const pdf = await readLinkWorkplaceDescription(params.token ?? "", id, await languageOf(request));
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
