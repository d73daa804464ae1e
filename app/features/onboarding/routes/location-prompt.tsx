import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, useActionData } from "@remix-run/react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLazyValidation } from "~/ui/lazyValidation";
import { ErrorSummary, useErrorSummaryFocus } from "~/ui/ErrorSummary";
import { FieldError } from "~/ui/FormFields";
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

const SKIP_FORM_ID = "location-prompt-skip";

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
  const validation = useLazyValidation(
    () => import("../forms"),
    (forms) => forms.locationNameSchema(t),
  );
  const [form, fields] = useForm({
    id: "location-prompt",
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });
  const summaryRef = useErrorSummaryFocus(lastResult);

  const nameErrors = fields.name.errors ?? [];
  const formErrors = form.errors ?? [];
  const hintId = `${fields.name.id}-hint`;
  const { onSubmit: conformSubmit, ...formProps } = getFormProps(form);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    conformSubmit(event);
    if (event.defaultPrevented) setTimeout(() => summaryRef.current?.focus(), 0);
  };

  return (
    <>
      <h1>{t("onboarding.location.heading")}</h1>
      <p>{t("onboarding.location.intro")}</p>
      <ErrorSummary
        id="location-prompt-summary"
        title={t("onboarding.errorSummary")}
        ref={summaryRef}
        items={[
          ...formErrors.map((text) => ({ key: text, text })),
          ...(nameErrors.length > 0
            ? [{ key: "name", text: nameErrors.join(" "), href: `#${fields.name.id}` }]
            : []),
        ]}
      />
      <Form
        method="post"
        {...formProps}
        {...validation.formProps}
        onSubmit={onSubmit}
        noValidate
        className="stack"
      >
        <div className="field">
          <label htmlFor={fields.name.id}>{t("onboarding.location.name")}</label>
          <p className="help" id={hintId}>
            {t("onboarding.location.nameHint")}
          </p>
          <FieldError field={fields.name} />
          <input
            {...getInputProps(fields.name, { type: "text", ariaDescribedBy: hintId })}
            autoComplete="off"
          />
        </div>
        <div>
          <button type="submit">{t("onboarding.location.create")}</button>{" "}
          <button type="submit" form={SKIP_FORM_ID} name="intent" value="skip" className="secondary">
            {t("onboarding.location.skip")}
          </button>
        </div>
      </Form>
      {/* "Skip for now" belongs to this form, so it skips the name's validation. */}
      <Form method="post" id={SKIP_FORM_ID} />
    </>
  );
}
