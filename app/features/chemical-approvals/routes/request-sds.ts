import type { LoaderFunctionArgs } from "@remix-run/node";
import { idFromParams } from "~/lib/route-params.server";
import { requireApprovals } from "~/features/chemical-approvals/access.server";
import { streamRequestFile } from "~/features/chemical-approvals/api.server";

/**
 * /chemical-approvals/requests/{id}/sds: the request's attached safety data
 * sheet (a PDF, shown inline), streamed from the API with the user's token;
 * never cached. Needs chemical_approval_request; a request the user may not
 * see, or one without an SDS, is a 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = idFromParams(params.id);
  const { api } = await requireApprovals(request);
  return streamRequestFile(api, id);
}
