import { requireUser } from "../../lib/auth.server";
import { requirePermissions } from "../../lib/guards.server";

/**
 * Every chemical approval page and action needs chemical_approval_request;
 * without it the user gets the permission warning and goes to /main. (The
 * layout's loader checks it too, but an action runs without the layout.)
 */
export async function requireApprovals(request: Request) {
  const signedIn = await requireUser(request);
  await requirePermissions(request, signedIn.user, { all: ["chemical_approval_request"] });
  return signedIn;
}

/** The approval boards' pages: chemical_approval_request, and for changes also chemical_approval_admin. */
export async function requireBoards(request: Request, { admin }: { admin: boolean }) {
  const signedIn = await requireUser(request);
  await requirePermissions(request, signedIn.user, {
    all: admin ? ["chemical_approval_request", "chemical_approval_admin"] : ["chemical_approval_request"],
  });
  return signedIn;
}
