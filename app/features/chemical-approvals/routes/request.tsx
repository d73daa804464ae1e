import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { countryName } from "~/features/products/components/ProductSheet";
import { EvaluationList, type EvaluationRow } from "~/features/chemical-approvals/components/EvaluationList";
import type { DecisionReply } from "~/features/chemical-approvals/components/RequestActions";
import { hasActions, type RequestForms } from "~/features/chemical-approvals/request-forms";
import { RequestFacts } from "~/features/chemical-approvals/components/RequestFacts";
import {
  RequestInsights,
  type RequestInsightsView,
} from "~/features/chemical-approvals/components/RequestInsights";
import {
  RequestSummary,
  type RequestSummaryData,
} from "~/features/chemical-approvals/components/RequestSummary";
import {
  REMIND_INTERVAL_MS,
  REQUEST_OPERATIONS,
  type RequestOperation,
} from "../../../../core/chemical-approvals/states";
import { COUNTRIES } from "../../../../core/countries";
import { formatDate, formatDateTime } from "../../../../core/format";
import { parseId } from "../../../../core/ids";
import { isLanguageId, LANGUAGES } from "../../../../core/languages";
import { requireApprovals } from "~/features/chemical-approvals/access.server";
import { getInsights, getRequest, requestSteps } from "~/features/chemical-approvals/api.server";
import { conflictToast } from "~/features/chemical-approvals/failures.server";
import { evaluationFormSchema } from "~/features/chemical-approvals/form-schemas";
import { pathText } from "~/features/chemical-approvals/locations";
import {
  approveNavOf,
  approvePath,
  backPath,
  editPath,
  type ApproveNav,
} from "~/features/chemical-approvals/navigation";
import { apiStatus, failureToast, isInputFailure, orNull } from "~/lib/api-failure.server";
import { getWhatIf } from "~/features/custom-lists/api.server";
import { WhatIfPanel } from "~/features/custom-lists/WhatIfPanel";
import { fieldErrors } from "~/lib/errors";
import { getTranslator } from "~/lib/i18n.server";
import { badRequest } from "~/lib/responses.server";
import { idFromParams } from "~/lib/route-params.server";
import { redirectWithToast } from "~/lib/toast.server";
import { pageTitle } from "~/ui/meta";
import { bandingViews } from "~/features/smartforms/banding.server";
import type {
  TemplateAnswersView,
  TemplateEvaluationReply,
  TemplateEvaluationView,
} from "~/features/chemical-approvals/components/TemplateForms";
import { approvalTemplates, evaluateOnTemplate } from "~/features/chemical-approvals/api.server";
import {
  apiErrorsOnInputs,
  candidatesFor,
  riskLabelsOf,
  type FieldContext,
} from "~/features/chemical-approvals/v2-form.server";
import type { TemplateStructure } from "../../../../core/smartforms/template";
import { documentValuesSchema } from "../../../../core/smartforms/values";
import { formToValues, issuesByInput } from "~/features/smartforms/form-values";
import { readForm } from "~/lib/forms.server";
import { hydrateLater } from "~/ui/hydrateLater";

// The request's forms and answers hydrate after the page (app/ui/hydrateLater.tsx): conform, the decision and
// evaluation forms and the smart-form fields are not in the first visit.
const RequestActions = hydrateLater(() =>
  import("~/features/chemical-approvals/components/RequestActions").then((module) => module.RequestActions),
);
const ConfirmDelete = hydrateLater(() =>
  import("~/features/chemical-approvals/components/RequestActions").then((module) => module.ConfirmDelete),
);
const TemplateAnswers = hydrateLater(() =>
  import("~/features/chemical-approvals/components/TemplateForms").then((module) => module.TemplateAnswers),
);
const TemplateEvaluationForm = hydrateLater(() =>
  import("~/features/chemical-approvals/components/TemplateForms").then(
    (module) => module.TemplateEvaluationForm,
  ),
);

export const handle = {
  breadcrumb: { key: "evaluation.approve.breadcrumb", to: "/chemical-approvals/requests/approve" },
};

export const meta = pageTitle;

/**
 * The forms this page offers, from the request's allowed_operations for the signed-in user: every
 * operation but viewing and the request form's own (saving and submitting).
 */
type Intent = Exclude<RequestOperation, "view" | "save_draft" | "submit">;
const FORM_OPERATIONS: readonly RequestOperation[] = ["view", "save_draft", "submit"];
const INTENTS = REQUEST_OPERATIONS.filter(
  (operation): operation is Intent => !FORM_OPERATIONS.includes(operation),
);

function isIntent(value: unknown): value is Intent {
  return typeof value === "string" && (INTENTS as readonly string[]).includes(value);
}

/** An evaluation the member may still give or change. */
const OPEN_EVALUATION = new Set(["PENDING", "APPROVED", "REJECTED"]);

/**
 * /chemical-approvals/requests/{id}/approve?templateId=&o=: the evaluator's
 * and the concluder's page. The request read-only (its four form groups),
 * every evaluation (status, comment, last reminder), what the evaluators
 * need to decide (hazards of the attached SDS, storage at the requested
 * locations, similar products in the library), and the forms the signed-in
 * user may act on, as the API's allowed_operations says: start the
 * evaluation, give one's own evaluation, remind a pending evaluator,
 * complete the evaluation, conclude, reset, archive or unarchive, delete
 * (after a confirmation step, `&confirm=delete`), and a link to edit a draft
 * or a submitted request.
 *
 * Query: `o` is the list the user came from (mine, to_evaluate or all; see
 * ./requests.tsx), used for the back link and after deleting; `templateId`
 * (template-based requests) is accepted and carried along. Both stay on the page's URL through every
 * form (post/redirect/get).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [{ user, api }, { t, locale, languageId }] = await Promise.all([
    requireApprovals(request),
    getTranslator(request),
  ]);
  const id = idFromParams(params.id);
  const url = new URL(request.url);
  const nav = approveNavOf(url);
  const [productRequest, insights, whatIf] = await Promise.all([
    getRequest(api, id),
    getInsights(api, id),
    orNull(getWhatIf(api, id)),
  ]);
  const can = (operation: RequestOperation) => productRequest.allowed_operations.includes(operation);
  const evaluations = productRequest.evaluations;
  const own = evaluations.find(
    (evaluation) => evaluation.member.id === user.id && OPEN_EVALUATION.has(evaluation.status),
  );
  const mayRemind = can("remind");
  const now = Date.now();
  const marketCode = productRequest.sds_market ? COUNTRIES[productRequest.sds_market] : undefined;
  const summary: RequestSummaryData = {
    request: productRequest,
    locationPaths: productRequest.locations.map((location) => ({
      id: location.id,
      text: pathText(location),
    })),
    marketName: marketCode ? countryName(marketCode, locale) : null,
    languageName:
      productRequest.sds_language && isLanguageId(productRequest.sds_language)
        ? LANGUAGES[productRequest.sds_language].name
        : null,
    desiredStart: productRequest.desired_start_date_usage
      ? formatDate(productRequest.desired_start_date_usage, locale)
      : "",
  };
  const forms: RequestForms = {
    edit: can("save_draft") || can("submit") ? editPath(id, nav) : null,
    startEvaluation: can("start_evaluation"),
    evaluate:
      can("evaluate") && own
        ? {
            evaluationId: own.id,
            isApproved: own.status === "PENDING" ? null : own.is_approved,
            comment: own.status === "PENDING" ? "" : (own.comment ?? ""),
          }
        : null,
    complete: can("complete_evaluation"),
    conclude: can("conclude"),
    reset: can("reset"),
    archive: can("archive"),
    unarchive: can("unarchive"),
    delete: can("delete"),
  };
  // A request made on a template (version 2): its form and the evaluations on the evaluation template are
  // shown read-only; its own evaluation is given on the company's evaluation template when there is one.
  const onTemplate = productRequest.template_id != null && productRequest.form != null;
  const evaluationTemplate =
    onTemplate && forms.evaluate ? ((await approvalTemplates(api, "evaluation"))[0] ?? null) : null;
  const templateEvaluation: TemplateEvaluationView | null =
    evaluationTemplate && forms.evaluate && own
      ? {
          evaluationId: own.id,
          templateName: evaluationTemplate.name,
          templateLanguage: evaluationTemplate.language_id,
          structure: evaluationTemplate.structure as TemplateStructure,
          values: own.form?.template_id === evaluationTemplate.id ? own.form.values : {},
          banding: bandingViews(
            evaluationTemplate.structure as TemplateStructure,
            own.form?.template_id === evaluationTemplate.id ? own.form.values : {},
            [],
          ),
          isApproved: forms.evaluate.isApproved,
          comment: forms.evaluate.comment,
        }
      : null;
  if (templateEvaluation) forms.evaluate = null;
  const answered: TemplateAnswersView[] = evaluations.flatMap((evaluation) =>
    evaluation.form
      ? [
          {
            key: `evaluation-${evaluation.id}`,
            heading: t("approvals.v2.evaluations.by", { name: evaluation.member.name }),
            templateLanguage: evaluation.form.language_id,
            structure: evaluation.form.structure as TemplateStructure,
            values: evaluation.form.values,
            banding: bandingViews(evaluation.form.structure as TemplateStructure, evaluation.form.values, []),
          },
        ]
      : [],
  );
  const requestForm: TemplateAnswersView[] =
    onTemplate && productRequest.form
      ? [
          {
            key: "request",
            heading: productRequest.title || productRequest.name,
            templateLanguage: productRequest.form.language_id,
            structure: productRequest.form.structure as TemplateStructure,
            values: productRequest.form.values,
            banding: bandingViews(
              productRequest.form.structure as TemplateStructure,
              productRequest.form.values,
              [],
            ),
          },
        ]
      : [];
  const fieldContext: FieldContext | null =
    onTemplate || answered.length > 0
      ? {
          language: languageId,
          // Read-only answers name the request's own locations; the evaluation form offers the company's.
          candidates: templateEvaluation
            ? await candidatesFor(api, templateEvaluation.structure)
            : { products: [], locations: [], people: [] },
          riskLabels: riskLabelsOf(t),
        }
      : null;
  if (fieldContext) {
    const known = new Set(fieldContext.candidates.locations.map((location) => location.id));
    for (const location of productRequest.locations) {
      if (!known.has(location.id))
        fieldContext.candidates.locations.push({ id: location.id, name: pathText(location) });
    }
  }
  const rows: EvaluationRow[] = evaluations.map((evaluation) => ({
    id: evaluation.id,
    memberName: evaluation.member.name,
    status: evaluation.status,
    comment: evaluation.comment,
    remindedAt: formatDateTime(evaluation.reminded_at, locale),
    updatedAt: formatDateTime(evaluation.updated_at, locale),
    own: evaluation.member.id === user.id,
    // The API refuses a second reminder within REMIND_INTERVAL_MS (409 reminded_recently).
    remindable:
      mayRemind &&
      evaluation.status === "PENDING" &&
      (!evaluation.reminded_at || now - new Date(evaluation.reminded_at).getTime() >= REMIND_INTERVAL_MS),
  }));
  const insightsView: RequestInsightsView | null = insights
    ? {
        ...insights,
        storage: insights.storage.map((entry) => ({ ...entry, pathText: pathText(entry.location) })),
      }
    : null;
  return {
    title: `${productRequest.name} – ${t("evaluation.approve.title")} – ${t("app.name")}`,
    summary,
    status: productRequest.status.code,
    facts: {
      requester: productRequest.requester.name,
      board: productRequest.board_group?.name ?? "",
      submitted: formatDateTime(productRequest.submitted_at, locale),
      updated: formatDateTime(productRequest.updated_at, locale),
      archived: productRequest.archived,
      conclusion: productRequest.conclusion,
      comment: productRequest.comment,
      productId: productRequest.product_id,
    },
    evaluations: rows,
    insights: insightsView,
    whatIf,
    forms,
    v2: fieldContext ? { context: fieldContext, requestForm, answered, templateEvaluation } : null,
    confirmDelete: forms.delete && url.searchParams.get("confirm") === "delete",
    nav,
    backHref: backPath(nav),
    deleteHref: approvePath(id, nav, { confirm: "delete" }),
    hereHref: approvePath(id, nav),
  };
}

/** Redirects back to the page with a toast (post/redirect/get). */
async function back(to: string, text: string, type: "success" | "error" = "success"): Promise<never> {
  throw await redirectWithToast(to, { type, text });
}

/**
 * The page's forms, by `intent`: each calls the API as the user. Bad input
 * (evaluate, conclude) is answered with the form's errors and nothing is
 * saved; the API's input errors become field errors too (without any, a
 * toast); a conflict (the request is not in a state that allows the step)
 * an error toast with the translated approvals.conflict.<code>; a refusal
 * the permission toast; a request that is gone sends the user back to the
 * list. Success: a success toast and the page again (post/redirect/get).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const [{ api }, { t }] = await Promise.all([requireApprovals(request), getTranslator(request)]);
  const id = idFromParams(params.id);
  const nav: ApproveNav = approveNavOf(new URL(request.url));
  const here = approvePath(id, nav);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  if (!isIntent(intent)) throw badRequest();

  const failed = async (error: unknown, reply?: (errors: Record<string, string[]>) => unknown) => {
    if (isInputFailure(error)) {
      const errors = fieldErrors(error);
      if (reply && errors && Object.keys(errors).length) return reply(errors);
      return back(here, failureToast(error, t).text, "error");
    }
    // The shared policy sends every refusal back to one page; here a request that is gone goes to the
    // list, and a conflict names its reason.
    const status = apiStatus(error);
    if (status === 409) return back(here, conflictToast(error, t).text, "error");
    if (status === 404) return back(backPath(nav), failureToast(error, t).text, "error");
    if (status === 403) return back(here, failureToast(error, t).text, "error");
    throw error;
  };

  if (intent === "evaluate" && formData.get("on_template") === "yes") {
    return evaluateOnTemplateForm(api, id, formData, t, here, failed);
  }

  if (intent === "evaluate" || intent === "conclude") {
    const evaluationId = intent === "evaluate" ? parseId(formData.get("evaluation_id")) : null;
    if (intent === "evaluate" && evaluationId === null) throw badRequest();
    const submission = parseWithZod(formData, { schema: evaluationFormSchema(t) });
    if (submission.status !== "success") return { intent, result: submission.reply() };
    try {
      if (evaluationId !== null) {
        await requestSteps.evaluate(api, id, evaluationId, submission.value);
        return back(here, t("evaluation.toast.evaluated"));
      }
      await requestSteps.conclude(api, id, submission.value);
      return back(
        here,
        submission.value.is_approved ? t("evaluation.toast.approved") : t("evaluation.toast.rejected"),
      );
    } catch (error) {
      return failed(error, (errors) => ({ intent, result: submission.reply({ fieldErrors: errors }) }));
    }
  }

  try {
    switch (intent) {
      case "start_evaluation":
        await requestSteps.startEvaluation(api, id);
        return back(here, t("evaluation.toast.started"));
      case "remind": {
        const evaluationId = parseId(formData.get("evaluation_id"));
        // The row's button names the evaluation; without one the page says what to do, as for any refusal.
        if (evaluationId === null) return back(here, t("evaluation.remind.missing"), "error");
        await requestSteps.remind(api, id, evaluationId);
        return back(here, t("evaluation.toast.reminded"));
      }
      case "complete_evaluation":
        await requestSteps.completeEvaluation(api, id);
        return back(here, t("evaluation.toast.completed"));
      case "reset":
        await requestSteps.reset(api, id);
        return back(here, t("evaluation.toast.reset"));
      case "archive":
        await requestSteps.archive(api, id);
        return back(here, t("evaluation.toast.archived"));
      case "unarchive":
        await requestSteps.unarchive(api, id);
        return back(here, t("evaluation.toast.unarchived"));
      case "delete":
        if (formData.get("confirmed") !== "yes") throw badRequest();
        await requestSteps.delete(api, id);
        return back(backPath(nav), t("evaluation.toast.deleted"));
    }
  } catch (error) {
    return failed(error);
  }
}

/**
 * One's evaluation on the company's evaluation template: the decision and comment by the evaluation rules,
 * the answers by the template's; nothing is sent while one is wrong. The API makes the document.
 */
async function evaluateOnTemplateForm(
  api: Awaited<ReturnType<typeof requireApprovals>>["api"],
  id: number,
  formData: FormData,
  t: Awaited<ReturnType<typeof getTranslator>>["t"],
  here: string,
  failed: (error: unknown, reply?: (errors: Record<string, string[]>) => unknown) => Promise<unknown>,
): Promise<unknown> {
  const evaluationId = parseId(formData.get("evaluation_id"));
  if (evaluationId === null) throw badRequest();
  const [template] = await approvalTemplates(api, "evaluation");
  if (!template) return back(here, t("approvals.v2.evaluation.errorTitle"), "error");
  const structure = template.structure as TemplateStructure;
  const raw = formToValues(structure, formData.entries());
  const decision = formData.get("is_approved");
  const posted = {
    values: raw,
    banding: bandingViews(structure, raw, []),
    isApproved: decision === "true" ? true : decision === "false" ? false : null,
    comment: String(formData.get("comment") ?? ""),
  };
  const verdict = parseWithZod(formData, { schema: evaluationFormSchema(t) });
  const answers = documentValuesSchema(structure, t, "submit").safeParse(raw);
  const errors: Record<string, string[]> = answers.success ? {} : issuesByInput(answers.error.issues);
  if (verdict.status !== "success") {
    const verdictErrors = verdict.reply().error ?? {};
    for (const [name, messages] of Object.entries(verdictErrors))
      if (messages?.length) errors[name] = messages;
  }
  const reply = (byInput: Record<string, string[]>, formErrors: string[] = []): TemplateEvaluationReply => ({
    intent: "evaluate_template",
    errors: byInput,
    formErrors,
    posted,
  });
  if (Object.keys(errors).length > 0 || verdict.status !== "success" || !answers.success)
    return reply(errors);
  try {
    await evaluateOnTemplate(api, id, evaluationId, { ...verdict.value, fields: answers.data });
  } catch (error) {
    return failed(error, (apiErrors) => {
      const { byInput, formErrors } = apiErrorsOnInputs(apiErrors, t);
      return reply(byInput, formErrors);
    });
  }
  return back(here, t("evaluation.toast.evaluated"));
}

export default function ApproveRequest() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as DecisionReply;
  const { t } = useTranslation();
  const { summary, facts, forms, status } = data;
  const request = summary.request;
  const withActions = hasActions(forms);
  const backLabel = t(`evaluation.approve.back.${data.nav.o ?? "mine"}`);

  return (
    <>
      <p className="back-link">
        <Link to={data.backHref}>{backLabel}</Link>
      </p>
      <h1>{request.name}</h1>

      {data.confirmDelete ? <ConfirmDelete name={request.name} cancelHref={data.hereHref} /> : null}

      <RequestFacts name={request.name} status={status} facts={facts} />
      {withActions ? (
        <p>
          <a href="#actions-heading">{t("evaluation.approve.toActions")}</a>
        </p>
      ) : null}

      <section aria-labelledby="evaluations-heading">
        <h2 id="evaluations-heading">{t("evaluation.evaluations.heading")}</h2>
        <EvaluationList evaluations={data.evaluations} />
      </section>

      {data.v2 ? (
        <TemplateAnswers
          id="template-evaluations"
          heading={t("approvals.v2.evaluations.heading")}
          forms={data.v2.answered}
          context={data.v2.context}
        />
      ) : null}

      {data.v2?.templateEvaluation ? (
        <TemplateEvaluationForm
          view={data.v2.templateEvaluation}
          context={data.v2.context}
          reply={
            (reply as unknown as { intent?: string } | undefined)?.intent === "evaluate_template"
              ? (reply as unknown as TemplateEvaluationReply)
              : undefined
          }
        />
      ) : null}

      {data.insights ? (
        <section aria-labelledby="insights-heading">
          <h2 id="insights-heading">{t("evaluation.insights.heading")}</h2>
          <RequestInsights insights={data.insights} />
        </section>
      ) : null}
      {data.whatIf ? <WhatIfPanel whatIf={data.whatIf} /> : null}

      {data.v2 && data.v2.requestForm.length > 0 ? (
        <TemplateAnswers
          id="request-form"
          heading={t("approvals.v2.request.heading")}
          forms={data.v2.requestForm}
          context={data.v2.context}
        />
      ) : (
        <section aria-labelledby="request-heading">
          <h2 id="request-heading">{t("evaluation.approve.request")}</h2>
          <RequestSummary data={summary} />
        </section>
      )}

      {withActions ? (
        <RequestActions
          forms={forms}
          reply={reply}
          confirmDelete={data.confirmDelete}
          deleteHref={data.deleteHref}
        />
      ) : null}
    </>
  );
}
