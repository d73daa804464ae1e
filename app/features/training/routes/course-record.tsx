import { getFormProps, parse, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getCourse, recordCompletion } from "../api.server";
import { loadPersonChoice } from "../choices.server";
import { COMPLETION_FIELDS, TRAINING_SEARCH } from "../fields";
import { completionFormSchema } from "../forms";
import { requireTrainingManager } from "../manager.server";
import { SearchChoice } from "~/features/exposure/components/SearchChoice";
import { orNotFound, replyToFailure } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { readForm } from "~/lib/forms.server";
import { getTranslator } from "~/lib/i18n.server";
import { idFromParams } from "~/lib/route-params.server";
import { redirectWithToast } from "~/lib/toast.server";
import { ErrorSummary, useFocusOnError } from "~/ui/ErrorSummary";
import { TextField } from "~/ui/FormFields";
import { useLazyValidation } from "~/ui/lazyValidation";
import { pageTitle } from "~/ui/meta";

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
    defaults: { user_id: person.chosen ? String(person.chosen.id) : "", completed_on: completedOn },
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
  const validation = useLazyValidation(
    () => import("../forms"),
    (forms) => forms.completionFormSchema(t, new Date().toISOString().slice(0, 10)),
  );
  const [form, fields] = useForm<typeof defaults, Record<string, unknown>, string[]>({
    id: "completion-new",
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: (context: { formData: FormData; submitter?: HTMLElement | null }) =>
      context.submitter instanceof HTMLButtonElement && context.submitter.formNoValidate
        ? parse(context.formData, { resolve: () => ({ value: {} }) })
        : validation.onValidate(context),
  });
  useFocusOnError(form.id, lastResult);
  const summary = [
    ...(form.errors ?? []).map((text, index) => ({ key: `form-${index}`, text })),
    ...COMPLETION_FIELDS.flatMap((name) => {
      const field = fields[name];
      return field.errors?.length ? [{ key: name, text: field.errors.join(" "), href: `#${field.id}` }] : [];
    }),
  ];
  return (
    <>
      <h1>{t("training.record.title")}</h1>
      <p>{t("training.record.intro", { course: course.title })}</p>
      <ErrorSummary id={`${form.id}-summary`} title={t("training.form.errorSummary")} items={summary} />
      <Form method="post" {...getFormProps(form)} {...validation.formProps} className="stack">
        <input type="hidden" name="intent" value="save" />
        <SearchChoice
          id={fields.user_id.id}
          name={fields.user_id.name}
          queryName={TRAINING_SEARCH.person}
          legend={t("training.field.person")}
          searchLabel={t("training.field.findPerson")}
          state={person}
          searchByGet
          selected={[String(fields.user_id.initialValue ?? "")]}
          errors={fields.user_id.errors}
          errorId={fields.user_id.errorId}
        />
        <TextField field={fields.completed_on} type="date" label={t("training.field.completedOn")} />
        <div className="form-buttons">
          <button type="submit">{t("training.record.submit")}</button>
          <Link to={`/training/${course.id}`}>{t("training.form.cancel")}</Link>
        </div>
      </Form>
    </>
  );
}
