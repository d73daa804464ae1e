import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { hydrateLater } from "~/ui/hydrateLater";
import type { Location } from "../../../../api/locations/schemas";
import { apiStatus, failureErrors, isInputFailure } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { blocked, requirePermissions } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { redirectWithToast } from "~/lib/toast.server";
import { createFirstLocation, dismissLocationPrompt, pathAfterOnboardingStep } from "../api.server";
import { locationNameSchema } from "../forms";
import { pageTitle } from "~/ui/meta";
import { readForm } from "~/lib/forms.server";

// The form hydrates after the page (app/ui/hydrateLater.tsx): conform is not part of the first visit.
const FirstLocationForm = hydrateLater(() =>
  import("../components/FirstLocationForm").then((module) => module.FirstLocationForm),
);

export const meta = pageTitle;

/** Only users who may edit locations get here; anyone else goes to /main with the permission warning. */
async function requireLocationEditor(request: Request) {
  const auth = await requireUser(request);
  await requirePermissions(request, auth.user, { all: ["edit_location"] });
  return auth;
}

/** "Create your first location": the second onboarding step; reachable by URL at any time. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireLocationEditor(request);
  const { t } = await getTranslator(request);
  return { title: `${t("onboarding.location.title")} – ${t("app.name")}` };
}

/** "Create location" creates a top location; "Skip for now" dismisses. */
export async function action({ request }: ActionFunctionArgs) {
  const { api, user } = await requireLocationEditor(request);
  const formData = await readForm(request);

  if (formData.get("intent") === "skip") {
    const state = await dismissLocationPrompt(api);
    throw redirect(await pathAfterOnboardingStep(api, user, "location-prompt", state));
  }

  const { t } = await getTranslator(request);
  const submission = parseWithZod(formData, { schema: locationNameSchema(t) });
  if (submission.status !== "success") return submission.reply();

  let location: Location;
  try {
    location = await createFirstLocation(api, submission.value.name);
  } catch (error) {
    if (isInputFailure(error)) return submission.reply(failureErrors(error, t, ["name"]));
    // The permission was taken away meanwhile: the same warning as the guard, not a toast on this page.
    if (apiStatus(error) === 403) await blocked(request);
    throw error;
  }
  throw await redirectWithToast(await pathAfterOnboardingStep(api, user, "location-prompt"), {
    type: "success",
    text: t("onboarding.location.created", { name: location.name }),
  });
}

export default function LocationPrompt() {
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("onboarding.location.heading")}</h1>
      <p>{t("onboarding.location.intro")}</p>
      <FirstLocationForm lastResult={lastResult} />
    </>
  );
}
