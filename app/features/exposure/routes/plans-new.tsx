import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PLAN_FORM_FIELDS } from "../../../../core/exposure/plan-list";
import { PPE_CHOICES } from "../../../../core/smartforms/answers";
import { createPlan } from "~/features/exposure/api.server";
import { newPlanSchema, planBodyOf } from "~/features/exposure/forms-plans";
import { loadPlanChoices, planValuesFromUrl } from "~/features/exposure/plan-choices.server";
import { requirePlanAccess } from "~/features/exposure/plans.server";
import { replyToFailure } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { readForm } from "~/lib/forms.server";
import { getTranslator } from "~/lib/i18n.server";
import { idParam } from "~/lib/list-params";
import { redirectWithToast } from "~/lib/toast.server";
import { pageTitle } from "~/ui/meta";
import { hydrateLater } from "~/ui/hydrateLater";

// Forms that hydrate after the page (app/ui/hydrateLater.tsx): their code and conform are not in the first visit.
const PlanForm = hydrateLater(() =>
  import("~/features/exposure/components/PlanForm").then((module) => module.PlanForm),
);

export const meta = pageTitle;

export const handle = { breadcrumb: { key: "exposurePlans.new.title", to: "/exposures/plans/new" } };

/**
 * /exposures/plans/new (keepers): a new plan. `document`, `product` and `location` prefill it: the
 * risk-assessment page links here with the assessment's root id, the CMR product its control banding flags
 * and the assessment's location. The location, the product and the people are found by search (bounded
 * whatever the company holds); a search's Find sends the form here as a GET, so the URL then holds what was
 * entered and the form comes back with it and the matches.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requirePlanAccess(request, api, { keeper: true });
  const url = new URL(request.url);
  const documentId = idParam(url, "document");
  const prefill = {
    title: "",
    work_description: "",
    location_id: String(idParam(url, "location") ?? ""),
    product_id: String(idParam(url, "product") ?? ""),
    people: [],
    starts_on: new Date().toISOString().slice(0, 10),
    ends_on: "",
    expected_duration: "",
    frequency: "weekly",
    routes: [],
    ppe: [],
    measures: "",
    source_document_id: documentId === undefined ? "" : String(documentId),
  };
  const entered = planValuesFromUrl(url);
  const values = entered ?? prefill;
  const choices = await loadPlanChoices(api, url, values);
  return {
    title: `${t("exposurePlans.new.title")} – ${t("app.name")}`,
    choices,
    ppeChoices: [...PPE_CHOICES],
    fromAssessment: values.source_document_id !== "",
    defaults: {
      ...values,
      // Only what the form can name: a product or location the caller may not see is left for them to choose.
      location_id: choices.location.chosen.length > 0 ? values.location_id : "",
      product_id: choices.product.chosen ? values.product_id : "",
    },
  };
}

/** POST /exposure/v1/plans; then the new plan's page with a toast. */
export async function action({ request }: ActionFunctionArgs) {
  const { api } = await requireUser(request);
  await requirePlanAccess(request, api, { keeper: true });
  const [formData, { t }] = await Promise.all([readForm(request), getTranslator(request)]);
  const submission = parseWithZod(formData, { schema: newPlanSchema(t) });
  if (submission.status !== "success") return submission.reply();
  let plan;
  try {
    plan = await createPlan(api, planBodyOf(submission.value, null));
  } catch (error) {
    return replyToFailure(error, {
      submission,
      back: "/exposures/plans",
      t,
      formFields: PLAN_FORM_FIELDS,
    });
  }
  throw await redirectWithToast(`/exposures/plans/${plan.uid}`, {
    type: "success",
    text: t("exposurePlans.toast.created", { title: plan.title }),
  });
}

export default function NewPlanPage() {
  const { choices, defaults, fromAssessment, ppeChoices } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("exposurePlans.new.title")}</h1>
      {fromAssessment ? <p className="note">{t("exposurePlans.new.fromAssessment")}</p> : null}
      <PlanForm
        ppeChoices={ppeChoices}
        mode="new"
        choices={choices}
        defaults={defaults}
        lastResult={lastResult}
        cancel="/exposures/plans"
      />
    </>
  );
}
