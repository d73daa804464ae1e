import { getCompanySettings } from "~/features/my-page/api.server";
import { requireUser } from "~/lib/auth.server";
import { readUnderstoodGuard, requirePermissions } from "~/lib/guards.server";

/**
 * Every read-and-understood page: not for guests, and only when the company has it on (each block is a
 * warning toast and /main). The manager's pages also need edit_location, which the API checks again.
 */
export async function requireReadUnderstood(request: Request, options: { manager?: boolean } = {}) {
  const context = await requireUser(request);
  await readUnderstoodGuard(request, context.user, await getCompanySettings(context.api));
  if (options.manager) await requirePermissions(request, context.user, { all: ["edit_location"] });
  return context;
}

/** Whether the user may assign and follow up (the link on the person's page). */
export const isManager = (user: { permissions: Record<string, boolean | undefined> }) =>
  user.permissions.edit_location === true;
