import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { USERS_PATH } from "../../../../core/users/user-rules";
import { requireUser } from "~/lib/auth.server";
import { requirePermissions } from "~/lib/guards.server";

export const handle = { breadcrumb: { key: "users.title", to: USERS_PATH } };

/**
 * Users administration (/users/…): every page needs the permission user_admin; without it the user gets
 * the permission warning and goes to /main. Each child's loader and action checks it again (an action runs
 * without this loader), and so does the API.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  await requirePermissions(request, user, { all: ["user_admin"] });
  return null;
}

export default function UsersLayout() {
  return <Outlet />;
}
