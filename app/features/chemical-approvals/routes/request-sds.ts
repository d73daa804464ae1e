import type { LoaderFunctionArgs } from "@remix-run/node";
import { REQUESTS_API, requestIdOf, streamRequestFile } from "~/features/chemical-approvals/api.server";

/**
 * /chemical-approvals/requests/{id}/sds: the request's attached safety data
 * sheet (a PDF, shown inline), streamed from GET
 * /chemical-approval/v1/product-requests/{id}/download-attachment with the
 * user's token; never cached. Needs chemical_approval_request; a request the
 * user may not see, or one without an SDS, is a 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = requestIdOf(params.id);
  return streamRequestFile(request, `${REQUESTS_API}/${id}/download-attachment`);
}
