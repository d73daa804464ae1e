import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { hydrateLater } from "~/ui/hydrateLater";
import { PRODUCT_COLUMNS, ProfileFormSchema } from "../../../../core/profile";
import type { User } from "../../../../api/users/schemas";
import { replyToFailure } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { getTranslator } from "~/lib/i18n.server";
import { LANGUAGES } from "../../../../core/languages";
import { sessionStorage } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import { updateProfile } from "../api.server";
import { pageTitle } from "~/ui/meta";
import { readForm } from "~/lib/forms.server";

export const handle = { breadcrumb: { key: "myPage.tab.profile", to: "/my-page/profile" } };

export const meta = pageTitle;

// The form hydrates after the page (app/ui/hydrateLater.tsx): conform is not part of the first visit.
const ProfileForm = hydrateLater(() =>
  import("../components/ProfileForm").then((module) => module.ProfileForm),
);

export async function loader({ request }: LoaderFunctionArgs) {
  const [{ user }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  return {
    title: `${t("myPage.tab.profile")} – ${t("myPage.title")} – ${t("app.name")}`,
    // From the loader, so the page's JavaScript does not import core/profile (and zod with it).
    columns: PRODUCT_COLUMNS,
    profile: {
      name: user.name,
      email: user.email,
      language: String(user.language),
      default_columns: user.default_columns,
    },
    languages: Object.entries(LANGUAGES).map(([id, { name, locale }]) => ({ id, name, locale })),
  };
}

const PROFILE_FIELDS = ["name", "language", "default_columns"] as const;

/** Saves name, language and default columns; the API's field errors show under the fields. */
export async function action({ request }: ActionFunctionArgs) {
  const [{ api, session }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  const submission = parseWithZod(await readForm(request), { schema: ProfileFormSchema });
  if (submission.status !== "success") return submission.reply();
  let user: User;
  try {
    user = await updateProfile(api, submission.value);
  } catch (error) {
    return replyToFailure(error, { submission, back: "/my-page/profile", t, formFields: PROFILE_FIELDS });
  }
  session.set("language", user.language);
  return redirectWithToast(
    "/my-page/profile",
    { type: "success", text: t("myPage.profile.saved") },
    { headers: { "Set-Cookie": await sessionStorage().commitSession(session) } },
  );
}

export default function ProfileTab() {
  const { profile, languages, columns } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="profile-heading">
      <h2 id="profile-heading">{t("myPage.profile.heading")}</h2>
      <ProfileForm profile={profile} languages={languages} columns={columns} lastResult={lastResult} />
    </section>
  );
}
