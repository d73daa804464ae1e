import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { providerLogoutUrl } from "~/lib/auth.server";
import { assertSameOrigin } from "~/lib/csrf.server";
import { getSession, sessionStorage } from "~/lib/session.server";

/** Ends the app session (the row is deleted) and then the provider session. */
export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const session = await getSession(request);
  const idToken = session.get("idToken") ?? null;
  const cookie = await sessionStorage().destroySession(session);
  throw redirect(await providerLogoutUrl(idToken), { headers: { "Set-Cookie": cookie } });
}

/** Sign-out is a POST (a link could be triggered by another site). */
export const loader = () => redirect("/main");
