import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getCourse, recordCompletion } from "../api.server";
import { loadPersonChoice } from "../choices.server";
import { COMPLETION_FIELDS } from "../fields";
import { completionFormSchema } from "../forms";
import { requireTrainingManager } from "../manager.server";
import { orNotFound, replyToFailure } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { readForm } from "~/lib/forms.server";
import { getTranslator } from "~/lib/i18n.server";
import { idFromParams } from "~/lib/route-params.server";
import { redirectWithToast } from "~/lib/toast.server";
import { hydrateLater } from "~/ui/hydrateLater";
import { pageTitle } from "~/ui/meta";

// The form hydrates after the page (app/ui/hydrateLater.tsx): its code and conform are not in the first visit.
const CompletionForm = hydrateLater(() =>
  import("../components/CompletionForm").then((module) => module.CompletionForm),
);

export const meta = pageTitle;

export const handle = { breadcrumb: { key: "training.title", to: "/training" } };

const today = () => new Date().toISOString().slice(0, 10);

/**
 * /training/{courseId}/record (training managers): who completed the course and on which day (today by
 * default). The person is found by search; Find sends the form here as a GET and it comes back with the
 * matches and what was entered.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [{ api, user }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requireTrainingManager(request, user);
  const id = idFromParams(params.courseId);
  const url = new URL(request.url);
  const entered = url.searchParams.get("intent") === "save";
  const userId = entered ? (url.searchParams.get("user_id") ?? "").slice(0, 12) : "";
  const completedOn = entered ? (url.searchParams.get("completed_on") ?? "").slice(0, 20) : today();
  const [course, person] = await Promise.all([
    orNotFound(getCourse(api, id)),
    loadPersonChoice(api, url, userId),
  ]);
  return {
    title: `${t("training.record.title")} – ${course.title} – ${t("app.name")}`,
    course: { id: course.id, title: course.title },
    person,
    defaults: { user_id: person.chosen[0] ? String(person.chosen[0].id) : "", completed_on: completedOn },
  };
}

/** POST /training/v1/courses/{id}/completions; then the course's page with a toast. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { api, user } = await requireUser(request);
  await requireTrainingManager(request, user);
  const id = idFromParams(params.courseId);
  const [formData, { t }] = await Promise.all([readForm(request), getTranslator(request)]);
  const submission = parseWithZod(formData, { schema: completionFormSchema(t, today()) });
  if (submission.status !== "success") return submission.reply();
  let completion;
  try {
    completion = await recordCompletion(api, id, submission.value);
  } catch (error) {
    return replyToFailure(error, { submission, back: `/training/${id}`, t, formFields: COMPLETION_FIELDS });
  }
  throw await redirectWithToast(`/training/${id}`, {
    type: "success",
    text: t("training.toast.recorded", { person: completion.person.name }),
  });
}

export default function RecordCompletionPage() {
  const { course, person, defaults } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>() as SubmissionResult<string[]> | undefined;
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("training.record.title")}</h1>
      <p>{t("training.record.intro", { course: course.title })}</p>
      <CompletionForm courseId={course.id} person={person} defaults={defaults} lastResult={lastResult} />
    </>
  );
}
