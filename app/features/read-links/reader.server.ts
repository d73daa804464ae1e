import { requireAuth } from "~/lib/auth.server";
import { languageOf } from "~/lib/i18n.server";
import { getSession } from "~/lib/session.server";
import type { Reader } from "./api.server";

/**
 * Who reads a public read-link page: anyone, in the request's language; when they have a session, the
 * calls carry their token, so a company that asks read-link readers to sign in (read_link_sign_in) shows
 * its pages to its own users. Without a session nothing is asked of them here.
 */
export async function readerOf(request: Request): Promise<Reader & { signedIn: boolean }> {
  const language = await languageOf(request);
  const session = await getSession(request);
  if (!session.get("userId")) return { language, api: null, signedIn: false };
  const { api } = await requireAuth(request);
  return { language, api, signedIn: true };
}
