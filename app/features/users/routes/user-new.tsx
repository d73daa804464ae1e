import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { NEW_USER_PATH, USER_INTENTS, USERS_PATH, userPath } from "../../../../core/users/user-rules";
import { loadUserFormChoices, submitUserForm, userDefaults } from "../user-form.server";
import { requireUser } from "~/lib/auth.server";
import { readForm } from "~/lib/forms.server";
import { requirePermissions } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { badRequest } from "~/lib/responses.server";
import { redirectWithToast } from "~/lib/toast.server";
import { pageTitle } from "~/ui/meta";
import { hydrateLater } from "~/ui/hydrateLater";

// Forms that hydrate after the page (app/ui/hydrateLater.tsx): their code and conform are not in the first visit.
const UserForm = hydrateLater(() => import("../components/UserForm").then((module) => module.UserForm));

export const handle = { breadcrumb: { key: "users.new.title", to: NEW_USER_PATH } };

export const meta = pageTitle;

/** /users/new (user administrators): the user form, empty. */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ user, api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requirePermissions(request, user, { all: ["user_admin"] });
  return {
    title: `${t("users.new.title")} – ${t("users.title")} – ${t("app.name")}`,
    choices: await loadUserFormChoices(api, []),
    defaults: userDefaults(),
  };
}

/** Creates the user and sends the invitation (intent "save"), or finds locations for the picker. */
export async function action({ request }: ActionFunctionArgs) {
  const [{ user, api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requirePermissions(request, user, { all: ["user_admin"] });
  const formData = await readForm(request);
  const intents = formData.getAll("intent");
  if (!intents.includes(USER_INTENTS.save) && !intents.includes(USER_INTENTS.findLocations))
    throw badRequest();
  const outcome = await submitUserForm(formData, api, t);
  if (outcome.ok) {
    throw await redirectWithToast(userPath(outcome.user.id), {
      type: "success",
      text: t("users.toast.created", { name: outcome.user.name }),
    });
  }
  if ("toast" in outcome) throw await redirectWithToast(USERS_PATH, outcome.toast);
  return outcome.reply;
}

export default function NewUser() {
  const { choices, defaults } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <>
      <p>
        <Link to={USERS_PATH}>{t("users.back")}</Link>
      </p>
      <h1>{t("users.new.title")}</h1>
      <UserForm
        id="new-user"
        choices={choices}
        defaults={defaults}
        submitLabel={t("users.new.submit")}
        reply={reply}
      />
    </>
  );
}
