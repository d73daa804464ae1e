import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { INSTANCES_PATH } from "../forms-register";

/**
 * /exposures, the older product's list of exposures: every record is at /exposures/instances now, so old
 * links and bookmarks go there with their query. A temporary redirect (302): the target is new and may
 * still move, and a browser must not remember it for good.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const { search } = new URL(request.url);
  return redirect(`${INSTANCES_PATH}${search}`, 302);
}
