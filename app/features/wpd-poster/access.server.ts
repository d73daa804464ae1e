import { requireUser } from "../../lib/auth.server";
import { requirePermissions } from "../../lib/guards.server";

/** The poster pages need wpd and add_product, as the API does (which refuses the same users itself). */
export async function requirePosterEditor(request: Request) {
  const context = await requireUser(request);
  await requirePermissions(request, context.user, { all: ["wpd", "add_product"] });
  return context;
}
