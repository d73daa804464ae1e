import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PLAN_FORM_FIELDS } from "../../../../core/exposure/plan-list";
import { PPE_CHOICES } from "../../../../core/smartforms/answers";
import { createPlan, getPlanChoices } from "~/features/exposure/api.server";
import { PlanForm } from "~/features/exposure/components/PlanForm";
import { newPlanSchema, planBodyOf } from "~/features/exposure/forms-plans";
import { requirePlanAccess } from "~/features/exposure/plans.server";
import { replyToFailure } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { readForm } from "~/lib/forms.server";
import { getTranslator } from "~/lib/i18n.server";
import { idParam } from "~/lib/list-params";
import { redirectWithToast } from "~/lib/toast.server";
import { pageTitle } from "~/ui/meta";

export const meta = pageTitle;

export const handle = { breadcrumb: { key: "exposurePlans.new.title", to: "/exposures/plans/new" } };

/**
 * /exposures/plans/new (keepers): a new plan. `document`, `product` and `location` prefill it: the
 * risk-assessment page links here with the assessment's root id, the CMR product its control banding flags
 * and the assessment's location. The form offers the registrable products held at the caller's locations
 * (and the prefilled product, whatever it is), the locations holding them and the register's people.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requirePlanAccess(request, api, { keeper: true });
  const url = new URL(request.url);
  const productId = idParam(url, "product");
  const locationId = idParam(url, "location");
  const documentId = idParam(url, "document");
  const choices = await getPlanChoices(api, { productId, locationId });
  return {
    title: `${t("exposurePlans.new.title")} – ${t("app.name")}`,
    choices,
    ppeChoices: [...PPE_CHOICES],
    fromAssessment: documentId !== undefined,
    defaults: {
      title: "",
      work_description: "",
      // Only what the form offers: a product or location the caller may not see is left for them to choose.
      location_id: choices.locations.some((location) => location.id === locationId) ? String(locationId) : "",
      product_id: choices.products.some((product) => product.id === productId) ? String(productId) : "",
      people: [],
      starts_on: new Date().toISOString().slice(0, 10),
      ends_on: "",
      expected_duration: "",
      frequency: "weekly",
      routes: [],
      ppe: [],
      measures: "",
      source_document_id: documentId === undefined ? "" : String(documentId),
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
