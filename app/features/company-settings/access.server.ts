import { requireUser } from "~/lib/auth.server";
import { requirePermissions } from "~/lib/guards.server";

/** The settings tabs are for company administrators (user_admin); others get the permission warning. */
export async function requireSettingsAdmin(request: Request) {
  const context = await requireUser(request);
  await requirePermissions(request, context.user, { all: ["user_admin"] });
  return context;
}
