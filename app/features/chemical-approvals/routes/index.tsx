import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireApprovals, REQUESTS_PATH } from "~/features/chemical-approvals/api.server";

/** /chemical-approvals: the module's entry is the request lists. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApprovals(request);
  throw redirect(REQUESTS_PATH);
}
