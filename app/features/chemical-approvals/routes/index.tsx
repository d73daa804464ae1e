import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { REQUESTS_PATH } from "../../../../core/chemical-approvals/list";
import { requireApprovals } from "~/features/chemical-approvals/access.server";

/** /chemical-approvals: the module's entry is the request lists. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApprovals(request);
  throw redirect(REQUESTS_PATH);
}
