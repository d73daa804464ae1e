import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { LanguageFormSchema } from "../../../../core/profile";
import type { User } from "../../../../api/users/schemas";
import { requireAuth } from "~/lib/auth.server";
import { safeRedirect } from "~/lib/redirects";
import { sessionStorage } from "~/lib/session.server";

/**
 * The language switch (user menu): saved with POST /user/v1/user, kept in the
 * session, and the page the user came from re-renders in that language.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { session, api } = await requireAuth(request);
  const submission = parseWithZod(await request.formData(), { schema: LanguageFormSchema });
  const back = safeRedirect(submission.status === "success" ? submission.value.redirectTo : undefined);
  if (submission.status !== "success") throw redirect(back);
  const { data: user } = await api.post<{ data: User }>("/user/v1/user", {
    language: submission.value.language,
  });
  session.set("language", user.language);
  throw redirect(back, { headers: { "Set-Cookie": await sessionStorage().commitSession(session) } });
}

export const loader = () => redirect("/main");
