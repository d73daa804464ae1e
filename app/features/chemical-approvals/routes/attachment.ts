import type { LoaderFunctionArgs } from "@remix-run/node";
import { idFromParams } from "~/lib/route-params.server";
import { requireApprovals } from "~/features/chemical-approvals/access.server";
import { streamRequestFile } from "~/features/chemical-approvals/api.server";

/**
 * /chemical-approvals/requests/{id}/attachments/{attId}: one attachment of a
 * request, streamed from the API with the user's token; a PDF opens inline,
 * any other type downloads. Needs chemical_approval_request; anything the
 * user may not have is a 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = idFromParams(params.id);
  const attachmentId = idFromParams(params.attId);
  const { api } = await requireApprovals(request);
  return streamRequestFile(api, id, attachmentId);
}
