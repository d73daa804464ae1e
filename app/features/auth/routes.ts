import { route } from "@remix-run/route-config";

/** Sign-in with OpenID Connect, its callback, sign-out and the no-access page. */
export const authRoutes = [
  route("auth", "features/auth/routes/sign-in.tsx", { index: true }),
  route("auth/callback", "features/auth/routes/callback.tsx"),
  route("auth/logout", "features/auth/routes/logout.tsx"),
  route("auth/no-access", "features/auth/routes/no-access.tsx"),
];
