import { managesTraining } from "../../../core/training/rules";
import { blocked, type PermissionHolder } from "../../lib/guards.server";

/** The pages only training managers open (edit_location or user_admin): anyone else gets the permission warning. */
export async function requireTrainingManager(request: Request, user: PermissionHolder): Promise<void> {
  if (!managesTraining(user.permissions)) await blocked(request);
}
