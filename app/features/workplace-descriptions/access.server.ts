import { requireUser } from "~/lib/auth.server";
import { requirePermissions } from "~/lib/guards.server";

/** Every workplace-description page: wpd and add_product (else the permission warning and /main). */
export async function requireWpd(request: Request) {
  const context = await requireUser(request);
  await requirePermissions(request, context.user, { all: ["wpd", "add_product"] });
  return context;
}
