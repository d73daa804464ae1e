import type { PermissionRequirement } from "~/lib/guards.server";

/** Who keeps the custom lists: user administrators, like the greylist (the API refuses everyone else). */
export const LIST_KEEPERS: PermissionRequirement = { all: ["user_admin"] };
