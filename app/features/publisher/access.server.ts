import { requireUser } from "~/lib/auth.server";
import { requirePermissions, type PermissionRequirement } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";

/** Who opens the publisher's pages and adds material: local_publisher (the API checks it again). */
export const PUBLISHER: PermissionRequirement = { all: ["local_publisher"] };

/** Who changes or deletes what exists: local_publisher_delete as well (the API refuses everyone else). */
export const PUBLISHER_EDITOR: PermissionRequirement = { all: ["local_publisher", "local_publisher_delete"] };

/**
 * The signed-in user, their API client and texts, once they pass `requirement`; otherwise the permission
 * warning and /main (thrown).
 */
export async function requirePublisher(request: Request, requirement: PermissionRequirement = PUBLISHER) {
  const [{ user, api }, translator] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requirePermissions(request, user, requirement);
  return { user, api, ...translator };
}
