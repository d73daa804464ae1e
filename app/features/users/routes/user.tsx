import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { dateFormat } from "../../../../core/format";
import { USER_INTENTS, USERS_PATH, userPath } from "../../../../core/users/user-rules";
import { getUser, resendInvitation, setUserActive } from "../api.server";
import { loadUserFormChoices, submitUserForm, userDefaults, userFailureToast } from "../user-form.server";
import { isToastFailure, orNotFound } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { readForm } from "~/lib/forms.server";
import { requirePermissions } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { badRequest } from "~/lib/responses.server";
import { idFromParams } from "~/lib/route-params.server";
import { redirectWithToast } from "~/lib/toast.server";
import { pageTitle } from "~/ui/meta";
import { hydrateLater } from "~/ui/hydrateLater";

// Forms that hydrate after the page (app/ui/hydrateLater.tsx): their code and conform are not in the first visit.
const UserForm = hydrateLater(() => import("../components/UserForm").then((module) => module.UserForm));

export const meta = pageTitle;

/**
 * /users/{id} (user administrators): the user form filled in, the account state with Deactivate or
 * Reactivate, and Resend the invitation; each of those is its own small POST form with an intent, so they
 * work without JavaScript. Another company's user or an unknown id is the not-found page.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [{ user: me, api }, { t, locale }] = await Promise.all([
    requireUser(request),
    getTranslator(request),
  ]);
  await requirePermissions(request, me, { all: ["user_admin"] });
  const user = await orNotFound(getUser(api, idFromParams(params.id)));
  return {
    title: `${user.name} – ${t("users.title")} – ${t("app.name")}`,
    user,
    deactivatedOn: user.deactivated_at
      ? dateFormat(locale, { dateStyle: "long" }).format(new Date(user.deactivated_at))
      : null,
    self: me.id === user.id,
    choices: await loadUserFormChoices(api, user.topnodes.map(String)),
    defaults: userDefaults(user),
  };
}

/** Saves the form, finds locations for its picker, deactivates, reactivates or resends the invitation. */
export async function action({ request, params }: ActionFunctionArgs) {
  const [{ user: me, api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requirePermissions(request, me, { all: ["user_admin"] });
  const id = idFromParams(params.id);
  const here = userPath(id);
  const formData = await readForm(request);
  const intents = formData.getAll("intent");

  if (intents.includes(USER_INTENTS.save) || intents.includes(USER_INTENTS.findLocations)) {
    const outcome = await submitUserForm(formData, api, t, id);
    if (outcome.ok) {
      throw await redirectWithToast(here, {
        type: "success",
        text: t("users.toast.saved", { name: outcome.user.name }),
      });
    }
    if ("toast" in outcome) throw await redirectWithToast(here, outcome.toast);
    return outcome.reply;
  }

  const intent = intents[0];
  try {
    if (intent === USER_INTENTS.deactivate || intent === USER_INTENTS.reactivate) {
      const user = await setUserActive(api, id, intent === USER_INTENTS.reactivate);
      const key = intent === USER_INTENTS.reactivate ? "users.toast.reactivated" : "users.toast.deactivated";
      throw await redirectWithToast(here, { type: "success", text: t(key, { name: user.name }) });
    }
    if (intent === USER_INTENTS.invite) {
      const user = await resendInvitation(api, id);
      throw await redirectWithToast(here, {
        type: "success",
        text: t("users.toast.invited", { email: user.email }),
      });
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isToastFailure(error)) throw await redirectWithToast(here, userFailureToast(error, t));
    throw error;
  }
  throw badRequest();
}

export default function EditUser() {
  const { user, deactivatedOn, self, choices, defaults } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <>
      <p>
        <Link to={USERS_PATH}>{t("users.back")}</Link>
      </p>
      <h1>{user.name}</h1>
      <UserForm
        key={user.updated_at}
        id="edit-user"
        choices={choices}
        defaults={defaults}
        submitLabel={t("users.edit.submit")}
        reply={reply}
      />

      <section aria-labelledby="user-state-heading" className="user-state">
        <h2 id="user-state-heading">{t("users.state.heading")}</h2>
        {deactivatedOn ? (
          <>
            <p>{t("users.state.deactivated", { date: deactivatedOn })}</p>
            <Form method="post">
              <button type="submit" name="intent" value={USER_INTENTS.reactivate}>
                {t("users.reactivate", { name: user.name })}
              </button>
            </Form>
          </>
        ) : (
          <>
            <p>{t("users.state.active")}</p>
            {self ? null : (
              <Form method="post">
                <p className="help" id="deactivate-hint">
                  {t("users.deactivateHint")}
                </p>
                <button
                  type="submit"
                  name="intent"
                  value={USER_INTENTS.deactivate}
                  className="danger"
                  aria-describedby="deactivate-hint"
                >
                  {t("users.deactivate", { name: user.name })}
                </button>
              </Form>
            )}
          </>
        )}
      </section>

      {deactivatedOn ? null : (
        <section aria-labelledby="user-invite-heading" className="user-invite">
          <h2 id="user-invite-heading">{t("users.invite.heading")}</h2>
          <Form method="post">
            <p className="help" id="invite-hint">
              {t("users.invite.hint")}
            </p>
            <button
              type="submit"
              name="intent"
              value={USER_INTENTS.invite}
              className="secondary"
              aria-describedby="invite-hint"
            >
              {t("users.invite.submit")}
            </button>
          </Form>
        </section>
      )}
    </>
  );
}
