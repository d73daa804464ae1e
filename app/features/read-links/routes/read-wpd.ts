import type { LoaderFunctionArgs } from "@remix-run/node";
import { notFound } from "~/lib/responses.server";
import { readLinkWorkplaceDescription } from "../api.server";
import { publicPdf } from "../public-pdf.server";

/**
 * /read/{token}/wpd/{id}: a workplace description's PDF through a read link, without signing in; only one
 * the link's page lists (the current published version at the link's location or below it), while the link
 * is active (else 404).
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw notFound();
  return publicPdf(request, (reader) => readLinkWorkplaceDescription(params.token ?? "", id, reader));
}
