import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { LanguageFormSchema } from "../../../../core/profile";
import { requireAuth } from "~/lib/auth.server";
import { safeRedirect } from "~/lib/redirects";
import { sessionStorage } from "~/lib/session.server";
import { saveLanguage } from "../api.server";
import { readForm, SMALL_FORM } from "~/lib/forms.server";

/**
 * The language switch (user menu): saved as the user's language, kept in the
 * session, and the page the user came from re-renders in that language.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { session, api } = await requireAuth(request);
  const submission = parseWithZod(await readForm(request, SMALL_FORM), { schema: LanguageFormSchema });
  const back = safeRedirect(submission.status === "success" ? submission.value.redirectTo : undefined);
  if (submission.status !== "success") throw redirect(back);
  const user = await saveLanguage(api, submission.value.language);
  session.set("language", user.language);
  throw redirect(back, { headers: { "Set-Cookie": await sessionStorage().commitSession(session) } });
}

export const loader = () => redirect("/main");
