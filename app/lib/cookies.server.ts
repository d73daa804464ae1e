import { createCookie } from "@remix-run/node";
import { config } from "./env.server";

function shortLived(name: string) {
  const { secureCookies, sessionSecrets } = config();
  return createCookie(name, {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies,
    path: "/auth",
    secrets: sessionSecrets,
    maxAge: 600,
  });
}

/** Where to go after sign-in, kept across the round trip to the provider. */
export const returnToCookie = () => shortLived("chemsafe_return");
/** The email of a sign-in without a ChemSafe user, for the no-access page. */
export const noAccessCookie = () => shortLived("chemsafe_noaccess");
