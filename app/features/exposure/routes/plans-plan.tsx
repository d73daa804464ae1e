import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PLAN_FORM_FIELDS } from "../../../../core/exposure/plan-list";
import { PPE_CHOICES } from "../../../../core/smartforms/answers";
import { parseId } from "../../../../core/ids";
import { formatDate } from "../../../../core/format";
import { getPlan, setPlanClosed, updatePlan } from "~/features/exposure/api.server";
import { PlanReasons } from "~/features/exposure/components/PlanReasons";
import { editPlanSchema, planBodyOf } from "~/features/exposure/forms-plans";
import { loadPlanChoices, planValuesFromUrl } from "~/features/exposure/plan-choices.server";
import { requirePlanAccess } from "~/features/exposure/plans.server";
import { apiErrorCode, failureToast, isToastFailure, replyToFailure } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { readForm } from "~/lib/forms.server";
import { getTranslator } from "~/lib/i18n.server";
import { notFound } from "~/lib/responses.server";
import { redirectWithToast } from "~/lib/toast.server";
import { pageTitle } from "~/ui/meta";
import { hydrateLater } from "~/ui/hydrateLater";

// Forms that hydrate after the page (app/ui/hydrateLater.tsx): their code and conform are not in the first visit.
const PlanForm = hydrateLater(() =>
  import("~/features/exposure/components/PlanForm").then((module) => module.PlanForm),
);

export const meta = pageTitle;

export const handle = { breadcrumb: { key: "exposurePlans.list.title", to: "/exposures/plans" } };

const UID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function uidOf(value: string | undefined): string {
  if (!value || !UID.test(value)) throw notFound();
  return value;
}

/**
 * /exposures/plans/{uid}: the plan (the work, where, the product with its sheet's version and why it is
 * registrable, the people, period, duration, frequency, routes, PPE, measures, the risk assessment it came
 * from) and a link to record an occasion from it. Keepers also get the change form (open plans) and the
 * close or reopen button; a closed plan is read-only.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const uid = uidOf(params.uid);
  const [{ api }, { t, locale }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requirePlanAccess(request, api);
  const plan = await getPlan(api, uid);
  const editable = plan.can_edit && plan.closed_at === null;
  // The change form: the plan's values, or what was entered when a search's Find sent the form here.
  let form = null;
  if (editable) {
    const defaults = planValuesFromUrl(new URL(request.url)) ?? {
      title: plan.title,
      work_description: plan.work_description,
      location_id: String(plan.location_id),
      product_id: String(plan.product_id),
      people: plan.people.map((person) => String(person.id)),
      starts_on: plan.starts_on,
      ends_on: plan.ends_on ?? "",
      expected_duration: plan.expected_duration,
      frequency: plan.frequency,
      routes: plan.routes,
      ppe: plan.ppe,
      measures: plan.measures,
      source_document_id: plan.source_document ? String(plan.source_document.id) : "",
    };
    form = { defaults, choices: await loadPlanChoices(api, new URL(request.url), defaults) };
  }
  return {
    title: `${plan.title} – ${t("exposurePlans.list.title")} – ${t("app.name")}`,
    plan,
    dates: {
      starts: formatDate(plan.starts_on, locale),
      ends: plan.ends_on ? formatDate(plan.ends_on, locale) : null,
      closed: plan.closed_at ? formatDate(plan.closed_at, locale) : null,
      sheet: plan.snapshot.sds ? formatDate(plan.snapshot.sds.dateIssue, locale) : null,
    },
    form,
    ppeChoices: [...PPE_CHOICES],
  };
}

/** intent save (PUT with the revision read), close or reopen; then the plan's page with a toast. */
export async function action({ request, params }: ActionFunctionArgs) {
  const uid = uidOf(params.uid);
  const { api } = await requireUser(request);
  await requirePlanAccess(request, api, { keeper: true });
  const [formData, { t }] = await Promise.all([readForm(request), getTranslator(request)]);
  const back = `/exposures/plans/${uid}`;
  const intent = formData.get("intent");
  if (intent === "close" || intent === "reopen") {
    let plan;
    try {
      plan = await setPlanClosed(api, uid, intent === "close");
    } catch (error) {
      if (isToastFailure(error)) throw await redirectWithToast(back, failureToast(error, t));
      throw error;
    }
    throw await redirectWithToast(back, {
      type: "success",
      text: t(intent === "close" ? "exposurePlans.toast.closed" : "exposurePlans.toast.reopened", {
        title: plan.title,
      }),
    });
  }
  const submission = parseWithZod(formData, { schema: editPlanSchema(t) });
  if (submission.status !== "success") return submission.reply();
  // The plan stays on its sheet while its product stays the same; a new product takes its current sheet.
  const keptProduct = parseId(formData.get("kept_product"));
  const keptSheet = parseId(formData.get("kept_sds"));
  const sdsId = keptProduct === submission.value.product_id ? keptSheet : null;
  let plan;
  try {
    plan = await updatePlan(api, uid, {
      ...planBodyOf(submission.value, sdsId),
      revision: submission.value.revision,
    });
  } catch (error) {
    const code = apiErrorCode(error);
    if (code === "stale" || code === "closed") {
      throw await redirectWithToast(back, {
        type: "error",
        text: t(code === "stale" ? "exposurePlans.error.stale" : "exposurePlans.error.closed"),
      });
    }
    return replyToFailure(error, { submission, back, t, formFields: PLAN_FORM_FIELDS });
  }
  throw await redirectWithToast(back, {
    type: "success",
    text: t("exposurePlans.toast.saved", { title: plan.title }),
  });
}

export default function PlanPage() {
  const { plan, dates, form, ppeChoices } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  const none = t("exposurePlans.plan.none");
  const sheet = plan.snapshot.sds;
  return (
    <>
      <h1>{plan.title}</h1>
      <p>
        <span className="tag">
          {t(plan.closed_at ? "exposurePlans.status.closed" : "exposurePlans.status.open")}
        </span>{" "}
        {plan.closed_at ? null : (
          <Link to={`/exposures/create?plan=${plan.uid}`}>{t("exposurePlans.plan.record")}</Link>
        )}
      </p>
      {dates.closed ? (
        <p className="note">{t("exposurePlans.plan.closedNote", { date: dates.closed })}</p>
      ) : null}

      <section aria-labelledby="plan-details">
        <h2 id="plan-details">{t("exposurePlans.plan.details")}</h2>
        <dl className="facts">
          <dt>{t("exposurePlans.plan.task")}</dt>
          <dd className="multiline">{plan.work_description || none}</dd>
          <dt>{t("exposure.location")}</dt>
          <dd>{plan.snapshot.location?.path ?? none}</dd>
          <dt>{t("exposure.product")}</dt>
          <dd>
            {plan.snapshot.product.name}
            {plan.snapshot.product.supplier ? ` (${plan.snapshot.product.supplier})` : ""}
          </dd>
          <dt>{t("exposure.sheet")}</dt>
          <dd>
            {sheet && dates.sheet
              ? t("exposure.sheetVersion", { version: sheet.version, date: dates.sheet })
              : t("exposurePlans.plan.noSheet")}
          </dd>
          <dt>{t("exposure.people")}</dt>
          <dd>{plan.people.map((person) => person.name).join(", ") || none}</dd>
          <dt>{t("exposurePlans.plan.period")}</dt>
          <dd>
            {dates.ends
              ? t("exposurePlans.plan.periodRange", { start: dates.starts, end: dates.ends })
              : t("exposurePlans.plan.periodOpen", { start: dates.starts })}
          </dd>
          <dt>{t("exposurePlans.plan.expected")}</dt>
          <dd>{plan.expected_duration}</dd>
          <dt>{t("exposure.frequency")}</dt>
          <dd>{t(`exposure.frequency.${plan.frequency}`)}</dd>
          <dt>{t("exposure.routes")}</dt>
          <dd>{plan.routes.map((route) => t(`exposure.route.${route}`)).join(", ") || none}</dd>
          <dt>{t("exposurePlans.field.ppe")}</dt>
          <dd>{plan.ppe.map((ppe) => t(`approvals.option.ppe.${ppe}`)).join(", ") || none}</dd>
          <dt>{t("exposure.measures")}</dt>
          <dd className="multiline">{plan.measures || none}</dd>
          <dt>{t("exposurePlans.field.source")}</dt>
          <dd>
            {plan.source_document ? (
              <Link to={`/smartforms/1/documents/${plan.source_document.latest_id}`}>
                {plan.source_document.title}
              </Link>
            ) : (
              none
            )}
          </dd>
        </dl>
        <PlanReasons reasons={plan.reasons} />
        <p>{t("exposurePlans.plan.records", { count: plan.records })}</p>
      </section>

      {plan.can_edit ? (
        <Form method="post" className="plan-status">
          <input type="hidden" name="intent" value={plan.closed_at ? "reopen" : "close"} />
          <button type="submit">
            {t(plan.closed_at ? "exposurePlans.plan.reopen" : "exposurePlans.plan.close")}
          </button>
        </Form>
      ) : null}

      {form ? (
        <section aria-labelledby="plan-edit-heading">
          <h2 id="plan-edit-heading">{t("exposurePlans.edit.heading")}</h2>
          <PlanForm
            mode="edit"
            ppeChoices={ppeChoices}
            choices={form.choices}
            revision={plan.revision}
            keptSheet={{ sdsId: plan.sds_id, productId: plan.product_id }}
            lastResult={lastResult}
            cancel="/exposures/plans"
            defaults={form.defaults}
          />
        </section>
      ) : null}
    </>
  );
}
