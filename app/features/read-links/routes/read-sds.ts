import type { LoaderFunctionArgs } from "@remix-run/node";
import { readLinkSheet } from "../api.server";
import { publicPdf } from "../public-pdf.server";

/**
 * /read/{token}/sds/{key}: a sheet's PDF through a read link, without signing in; only a sheet of a product
 * kept at the link's location or below it, while the link is active (else 404).
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  return publicPdf(request, (reader) => readLinkSheet(params.token ?? "", params.key ?? "", reader));
}
