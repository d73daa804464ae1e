import { index, route } from "@remix-run/route-config";

const dir = "features/users/routes";

/** Users administration (user_admin): the list, a new user, one user. */
export const userRoutes = [
  route("users", `${dir}/layout.tsx`, [
    index(`${dir}/users.tsx`),
    route("new", `${dir}/user-new.tsx`),
    route(":id", `${dir}/user.tsx`),
  ]),
];
