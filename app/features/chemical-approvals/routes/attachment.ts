import type { LoaderFunctionArgs } from "@remix-run/node";
import { REQUESTS_API, requestIdOf, streamRequestFile } from "~/features/chemical-approvals/api.server";

/**
 * /chemical-approvals/requests/{id}/attachments/{attId}: one attachment of a
 * request, streamed from GET
 * /chemical-approval/v1/product-requests/{id}/download-attachment/{attId}
 * with the user's token; a PDF opens inline, any other type downloads. Needs
 * chemical_approval_request; anything the user may not have is a 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = requestIdOf(params.id);
  const attachmentId = requestIdOf(params.attId);
  return streamRequestFile(request, `${REQUESTS_API}/${id}/download-attachment/${attachmentId}`);
}
