import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { createApiClient } from "~/lib/api-client.server";
import { emailFromIdToken, getAuthenticator } from "~/lib/auth.server";
import { noAccessCookie, returnToCookie } from "~/lib/cookies.server";
import { pathAfterSignIn } from "~/features/onboarding/api.server";
import { rateLimitPageOrThrow } from "~/lib/rate-limit-page.server";
import { safeRedirect } from "~/lib/redirects";
import { sessionStorage } from "~/lib/session.server";
import type { User } from "../../../../api/users/schemas";
import { getSignedInUser, isNoAccess } from "../api.server";

/** Completes the code flow, then opens a server-side session for the ChemSafe user. */
export async function loader({ request }: LoaderFunctionArgs) {
  await rateLimitPageOrThrow(request, "callback"); // RATE_LIMIT_SIGN_IN per client address
  const authenticator = await getAuthenticator();
  let tokens;
  try {
    tokens = await authenticator.authenticate("oidc", request);
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("sign-in failed", error instanceof Error ? error.message : error);
    throw redirect("/auth?failed=1");
  }

  const api = createApiClient({ accessToken: tokens.accessToken, language: 4 });
  let user: User;
  try {
    user = await getSignedInUser(api);
  } catch (error) {
    // A valid token without a ChemSafe account, or of a deactivated user, is not an error page but the
    // "no access" page (and no session is written).
    if (isNoAccess(error)) {
      const email = emailFromIdToken(tokens.idToken) ?? "";
      throw redirect("/auth/no-access", {
        headers: { "Set-Cookie": await noAccessCookie().serialize(email) },
      });
    }
    // A token the API refuses (wrong issuer or audience) is a configuration problem: log it, and
    // tell the user sign-in did not complete rather than showing an error page.
    console.error(
      "sign-in: the API refused the new access token",
      error instanceof Error ? error.message : error,
    );
    throw redirect("/auth?failed=1");
  }

  const session = await sessionStorage().getSession();
  session.set("userId", user.id);
  session.set("companyId", user.company_id);
  session.set("email", user.email);
  session.set("language", user.language);
  session.set("accessToken", tokens.accessToken);
  session.set("refreshToken", tokens.refreshToken);
  session.set("accessTokenExpiresAt", tokens.accessTokenExpiresAt);
  session.set("idToken", tokens.idToken);

  const requested = safeRedirect(await returnToCookie().parse(request.headers.get("Cookie")));
  // First sign-in: the onboarding steps come first, once.
  const back = await pathAfterSignIn(api, user, requested);
  const headers = new Headers();
  headers.append("Set-Cookie", await sessionStorage().commitSession(session));
  headers.append("Set-Cookie", await returnToCookie().serialize("", { maxAge: 0 }));
  throw redirect(back, { headers });
}
