import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { createCourse } from "../api.server";
import { courseValuesFromUrl, loadCourseChoices } from "../choices.server";
import { COURSE_FIELDS } from "../fields";
import { courseFormSchema } from "../forms";
import { requireTrainingManager } from "../manager.server";
import { replyToFailure } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { readForm } from "~/lib/forms.server";
import { getTranslator } from "~/lib/i18n.server";
import { redirectWithToast } from "~/lib/toast.server";
import { hydrateLater } from "~/ui/hydrateLater";
import { pageTitle } from "~/ui/meta";

// The form hydrates after the page (app/ui/hydrateLater.tsx): its code and conform are not in the first visit.
const CourseForm = hydrateLater(() => import("../components/CourseForm").then((module) => module.CourseForm));

export const meta = pageTitle;

export const handle = { breadcrumb: { key: "training.new.title", to: "/training/new" } };

/**
 * /training/new (training managers): a new course. The locations and products are found by search; a
 * search's Find sends the form here as a GET, so the form comes back with what was entered and the matches.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ api, user }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requireTrainingManager(request, user);
  const url = new URL(request.url);
  const values = courseValuesFromUrl(url) ?? {
    title: "",
    description: "",
    validity_months: "",
    location_ids: [],
    product_ids: [],
  };
  const choices = await loadCourseChoices(api, url, values);
  return {
    title: `${t("training.new.title")} – ${t("app.name")}`,
    choices,
    defaults: {
      ...values,
      // Only what the form can name: a location or product the caller may not see is left out.
      location_ids: choices.locations.chosen.map((location) => String(location.id)),
      product_ids: choices.products.chosen.map((product) => String(product.id)),
    },
  };
}

/** POST /training/v1/courses; then the new course's page with a toast. */
export async function action({ request }: ActionFunctionArgs) {
  const { api, user } = await requireUser(request);
  await requireTrainingManager(request, user);
  const [formData, { t }] = await Promise.all([readForm(request), getTranslator(request)]);
  const submission = parseWithZod(formData, { schema: courseFormSchema(t) });
  if (submission.status !== "success") return submission.reply();
  let course;
  try {
    course = await createCourse(api, submission.value);
  } catch (error) {
    return replyToFailure(error, { submission, back: "/training", t, formFields: COURSE_FIELDS });
  }
  throw await redirectWithToast(`/training/${course.id}`, {
    type: "success",
    text: t("training.toast.created", { title: course.title }),
  });
}

export default function NewCoursePage() {
  const { choices, defaults } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("training.new.title")}</h1>
      <CourseForm choices={choices} defaults={defaults} lastResult={lastResult} />
    </>
  );
}
