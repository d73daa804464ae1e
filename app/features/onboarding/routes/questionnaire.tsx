import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { apiStatus, failureErrors, isInputFailure } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { getTranslator } from "~/lib/i18n.server";
import { redirectWithToast } from "~/lib/toast.server";
import {
  dismissQuestionnaire,
  getQuestionnaire,
  getQuestionnaireEligibility,
  pathAfterOnboardingStep,
  submitQuestionnaire,
} from "../api.server";
import { questionnaireSchema, toAnswers } from "../forms";
import { pageTitle } from "~/ui/meta";
import { readForm } from "~/lib/forms.server";
import { hydrateLater } from "~/ui/hydrateLater";

export const meta = pageTitle;

/** The first-time questionnaire (onboarding form 1); reachable by URL at any time. */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ api, user }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  const [form, eligibility] = await Promise.all([getQuestionnaire(api), getQuestionnaireEligibility(api)]);
  const eligible = eligibility.can_submit;
  return {
    title: `${t("onboarding.questionnaire.title")} – ${t("app.name")}`,
    form,
    eligible,
    // Where "Continue" leads when there is nothing to answer.
    continueTo: eligible ? null : await pathAfterOnboardingStep(api, user, "questionnaire"),
  };
}

/** "Submit answers" stores them; "Not now" dismisses. Either way: the next step. */
export async function action({ request }: ActionFunctionArgs) {
  const { api, user } = await requireUser(request);
  const formData = await readForm(request);

  if (formData.get("intent") === "dismiss") {
    const state = await dismissQuestionnaire(api);
    throw redirect(await pathAfterOnboardingStep(api, user, "questionnaire", state));
  }

  const [{ t }, form] = await Promise.all([getTranslator(request), getQuestionnaire(api)]);
  const submission = parseWithZod(formData, { schema: questionnaireSchema(form, t) });
  if (submission.status !== "success") return submission.reply();

  try {
    await submitQuestionnaire(api, toAnswers(submission.value));
  } catch (error) {
    if (isInputFailure(error)) {
      // The API's messages go on the questions they name; anything else above the form.
      const ids = form.questions.map((question) => question.id);
      return submission.reply(failureErrors(error, t, ids));
    }
    // A 409 is not a failure here: a colleague answered first, so this step is done and the flow goes on.
    if (apiStatus(error) === 409) {
      throw await redirectWithToast(await pathAfterOnboardingStep(api, user, "questionnaire"), {
        type: "info",
        text: t("onboarding.questionnaire.alreadyAnswered"),
      });
    }
    throw error;
  }
  throw await redirectWithToast(await pathAfterOnboardingStep(api, user, "questionnaire"), {
    type: "success",
    text: t("onboarding.questionnaire.thanks"),
  });
}

// The page hydrates after the rest of the page (app/ui/hydrateLater.tsx): its form code and conform are not in the first visit.
export default hydrateLater(() =>
  import("../components/QuestionnaireForm").then((module) => module.Questionnaire),
);
