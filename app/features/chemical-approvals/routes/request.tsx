import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { countryName } from "~/features/products/components/ProductSheet";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { EvaluationList, type EvaluationRow } from "~/features/chemical-approvals/components/EvaluationList";
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
import { evaluationSchema, type RequestMessages } from "../../../../core/chemical-approvals/request-rules";
import { ApiError } from "~/lib/api-client.server";
import {
  allows,
  approveNavOf,
  approvePath,
  backPath,
  conflictToast,
  editPath,
  formatDateTime,
  loadInsights,
  loadRequest,
  pathText,
  positiveId,
  REQUESTS_API,
  requestIdOf,
  requireApprovals,
  type ApproveNav,
} from "~/features/chemical-approvals/api.server";
import { COUNTRIES } from "../../../../core/countries";
import { errorToast, fieldErrors, type Translate } from "~/lib/errors";
import { formatDate } from "../../../../core/format";
import { getTranslator } from "~/lib/i18n.server";
import { isLanguageId, LANGUAGES } from "../../../../core/languages";
import { redirectWithToast } from "~/lib/toast.server";

export const handle = {
  breadcrumb: { key: "evaluation.approve.breadcrumb", to: "/chemical-approvals/requests/approve" },
};

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "ChemSafe" }];

type TranslateWith = (key: string, values?: Record<string, unknown>) => string;

/** The evaluation rule's messages in the user's language (evaluation.error.*). */
function messagesOf(t: TranslateWith): RequestMessages {
  return {
    required: t("evaluation.error.required"),
    wrongFormat: t("evaluation.error.wrongFormat"),
    tooLong: (max) => t("evaluation.error.tooLong", { max }),
    tooMany: (max) => t("evaluation.error.tooMany", { max }),
  };
}

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
 * app/routes/_app.chemical-approvals.requests._index.tsx), used for the back
 * link and after deleting; `templateId` (template-based requests) is
 * accepted and carried along. Both stay on the page's URL through every
 * form (post/redirect/get).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [{ user, api }, { t, locale }] = await Promise.all([
    requireApprovals(request),
    getTranslator(request),
  ]);
  const id = requestIdOf(params.id);
  const url = new URL(request.url);
  const nav = approveNavOf(url);
  const [productRequest, insights] = await Promise.all([loadRequest(api, id), loadInsights(api, id)]);
  const can = (operation: RequestOperation) => allows(productRequest, operation);
  const evaluations = productRequest.evaluations ?? [];
  const own = evaluations.find(
    (evaluation) => evaluation.member.id === user.id && OPEN_EVALUATION.has(evaluation.status),
  );
  const mayRemind = can("remind");
  const now = Date.now();
  const marketCode = productRequest.sds_market ? COUNTRIES[productRequest.sds_market] : undefined;
  const summary: RequestSummaryData = {
    request: productRequest,
    locationPaths: (productRequest.locations ?? []).map((location) => ({
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
  const forms = {
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
      requester: productRequest.requester?.name ?? "",
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
    forms,
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
 * saved; a 422 of the API becomes field errors too; a 409 (the request is
 * not in a state that allows the step) an error toast with the translated
 * approvals.conflict.<code>; a 403 'Permission denied'; a 404 goes back to
 * the list. Success: a success toast and the page again (PRG).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const [{ api }, { t }] = await Promise.all([requireApprovals(request), getTranslator(request)]);
  const id = requestIdOf(params.id);
  const nav: ApproveNav = approveNavOf(new URL(request.url));
  const here = approvePath(id, nav);
  const base = `${REQUESTS_API}/${id}`;
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (!isIntent(intent)) throw new Response("Bad request", { status: 400 });

  const failed = async (error: unknown, reply?: (errors: Record<string, string[]>) => unknown) => {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 422) {
      const errors = fieldErrors(error);
      if (reply && errors && Object.keys(errors).length) return reply(errors);
      return back(here, errorToast(error, t as Translate).text, "error");
    }
    if (error.status === 409) return back(here, conflictToast(error, t as Translate).text, "error");
    if (error.status === 404) return back(backPath(nav), errorToast(error, t as Translate).text, "error");
    if (error.status === 403) return back(here, errorToast(error, t as Translate).text, "error");
    throw error;
  };

  if (intent === "evaluate" || intent === "conclude") {
    const evaluationId = intent === "evaluate" ? positiveId(formData.get("evaluation_id")) : undefined;
    if (intent === "evaluate" && evaluationId === undefined)
      throw new Response("Bad request", { status: 400 });
    const submission = parseWithZod(formData, { schema: evaluationSchema(messagesOf(t)) });
    if (submission.status !== "success") return { intent, result: submission.reply() };
    try {
      if (intent === "evaluate") {
        await api.put(`${base}/evaluation/${evaluationId}`, submission.value);
        return back(here, t("evaluation.toast.evaluated"));
      }
      await api.post(`${base}/conclude`, submission.value);
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
        await api.post(`${base}/evaluation`);
        return back(here, t("evaluation.toast.started"));
      case "remind": {
        const evaluationId = positiveId(formData.get("evaluation_id"));
        if (evaluationId === undefined) throw new Response("Bad request", { status: 400 });
        await api.post(`${base}/evaluation/${evaluationId}/remind`);
        return back(here, t("evaluation.toast.reminded"));
      }
      case "complete_evaluation":
        await api.post(`${base}/evaluation/complete`);
        return back(here, t("evaluation.toast.completed"));
      case "reset":
        await api.post(`${base}/reset`);
        return back(here, t("evaluation.toast.reset"));
      case "archive":
        await api.put(`${base}/archive`);
        return back(here, t("evaluation.toast.archived"));
      case "unarchive":
        await api.put(`${base}/unarchive`);
        return back(here, t("evaluation.toast.unarchived"));
      case "delete":
        if (formData.get("confirmed") !== "yes") throw new Response("Bad request", { status: 400 });
        await api.delete(base);
        return back(backPath(nav), t("evaluation.toast.deleted"));
    }
  } catch (error) {
    return failed(error);
  }
}

type Reply = { intent: "evaluate" | "conclude"; result: SubmissionResult<string[]> } | undefined;

/** Approve or reject with a comment: one's own evaluation, or the conclusion. */
function DecisionForm({
  kind,
  lastResult,
  evaluationId,
  defaults,
}: {
  kind: "evaluate" | "conclude";
  lastResult: SubmissionResult<string[]> | undefined;
  evaluationId?: number;
  defaults: { isApproved: boolean | null; comment: string };
}) {
  const { t } = useTranslation();
  const schema = evaluationSchema(messagesOf(t));
  const [form, fields] = useForm({
    id: `${kind}-form`,
    lastResult,
    defaultValue: {
      is_approved: defaults.isApproved === null ? undefined : String(defaults.isApproved),
      comment: defaults.comment,
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const decision = fields.is_approved;
  const comment = fields.comment;
  const approveId = `${form.id}-approve`;
  const rejectId = `${form.id}-reject`;
  const decisionInvalid = decision.errors?.length ? true : undefined;
  const chosen = decision.initialValue;
  return (
    <>
      <ErrorSummary
        id={`${form.id}-summary`}
        title={t("evaluation.error.summary")}
        items={[
          ...(decision.errors?.length
            ? [
                {
                  key: "is_approved",
                  text: `${t(`evaluation.${kind}.decision`)}: ${decision.errors.join(" ")}`,
                  href: `#${approveId}`,
                },
              ]
            : []),
          ...(comment.errors?.length
            ? [
                {
                  key: "comment",
                  text: `${t(`evaluation.${kind}.comment`)}: ${comment.errors.join(" ")}`,
                  href: `#${comment.id}`,
                },
              ]
            : []),
        ]}
      />
      <Form method="post" {...getFormProps(form)} className="stack decision-form">
        <input type="hidden" name="intent" value={kind} />
        {evaluationId !== undefined ? (
          <input type="hidden" name="evaluation_id" value={evaluationId} />
        ) : null}
        <fieldset
          aria-describedby={decisionInvalid ? decision.errorId : undefined}
          className={decisionInvalid ? "invalid" : undefined}
        >
          <legend>{t(`evaluation.${kind}.decision`)}</legend>
          <ul className="radio-list">
            <li>
              <input
                type="radio"
                id={approveId}
                name={decision.name}
                value="true"
                defaultChecked={chosen === "true"}
                aria-describedby={decisionInvalid ? decision.errorId : undefined}
              />
              <label htmlFor={approveId}>{t(`evaluation.${kind}.approve`)}</label>
            </li>
            <li>
              <input
                type="radio"
                id={rejectId}
                name={decision.name}
                value="false"
                defaultChecked={chosen === "false"}
                aria-describedby={decisionInvalid ? decision.errorId : undefined}
              />
              <label htmlFor={rejectId}>{t(`evaluation.${kind}.reject`)}</label>
            </li>
          </ul>
          {decisionInvalid ? (
            <p className="field-error" id={decision.errorId}>
              {decision.errors?.join(" ")}
            </p>
          ) : null}
        </fieldset>
        <div className="field">
          <label htmlFor={comment.id}>{t(`evaluation.${kind}.comment`)}</label>
          <textarea {...getTextareaProps(comment)} rows={4} />
          {comment.errors?.length ? (
            <p className="field-error" id={comment.errorId}>
              {comment.errors.join(" ")}
            </p>
          ) : null}
        </div>
        <div>
          <button type="submit">{t(`evaluation.${kind}.submit`)}</button>
        </div>
      </Form>
    </>
  );
}

/** A form with one button that posts `intent`, with a line of help. */
function StepForm({ intent, label, help }: { intent: Intent; label: string; help: string }) {
  const helpId = `${intent}-help`;
  return (
    <Form method="post" className="step-form">
      <input type="hidden" name="intent" value={intent} />
      <p className="help" id={helpId}>
        {help}
      </p>
      <button type="submit" aria-describedby={helpId}>
        {label}
      </button>
    </Form>
  );
}

export default function ApproveRequest() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as Reply;
  const { t } = useTranslation();
  const { summary, facts, forms, status } = data;
  const request = summary.request;
  const hasActions =
    forms.edit !== null ||
    forms.startEvaluation ||
    forms.evaluate !== null ||
    forms.complete ||
    forms.conclude ||
    forms.reset ||
    forms.archive ||
    forms.unarchive ||
    forms.delete;
  const backLabel = t(`evaluation.approve.back.${data.nav.o ?? "mine"}`);

  return (
    <>
      <p className="back-link">
        <Link to={data.backHref}>{backLabel}</Link>
      </p>
      <h1>{request.name}</h1>

      {data.confirmDelete ? (
        <section aria-labelledby="confirm-delete-heading" className="notice warning confirm-delete">
          <h2 id="confirm-delete-heading">{t("evaluation.delete.confirmHeading")}</h2>
          <p>{t("evaluation.delete.confirmText", { name: request.name })}</p>
          <Form method="post" className="inline-form">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="confirmed" value="yes" />
            <button type="submit" className="danger">
              {t("evaluation.delete.confirm")}
            </button>{" "}
            <Link to={data.hereHref}>{t("evaluation.delete.cancel")}</Link>
          </Form>
        </section>
      ) : null}

      <dl className="facts request-status-facts">
        <dt>{t("evaluation.approve.status")}</dt>
        <dd>
          <span className={`request-status request-status-${status.toLowerCase()}`}>
            {t(`approvals.status.${status}`)}
          </span>
          {facts.archived ? <span className="tag">{t("evaluation.list.archived")}</span> : null}
        </dd>
        <dt>{t("evaluation.approve.requester")}</dt>
        <dd>{facts.requester}</dd>
        {facts.board ? (
          <>
            <dt>{t("evaluation.approve.board")}</dt>
            <dd>{facts.board}</dd>
          </>
        ) : null}
        {facts.submitted ? (
          <>
            <dt>{t("evaluation.approve.submitted")}</dt>
            <dd>{facts.submitted}</dd>
          </>
        ) : null}
        <dt>{t("evaluation.approve.updated")}</dt>
        <dd>{facts.updated}</dd>
        {facts.conclusion ? (
          <>
            <dt>{t("evaluation.approve.conclusion")}</dt>
            <dd>
              {t(`approvals.status.${facts.conclusion}`)}
              {facts.comment ? (
                <>
                  {": "}
                  <span className="long-text">{facts.comment}</span>
                </>
              ) : null}
            </dd>
          </>
        ) : null}
        {facts.productId ? (
          <>
            <dt>{t("evaluation.approve.product")}</dt>
            <dd>
              <Link to={`/products/${facts.productId}`}>
                {t("evaluation.approve.productLink", { name: request.name })}
              </Link>
            </dd>
          </>
        ) : null}
      </dl>
      {hasActions ? (
        <p>
          <a href="#actions-heading">{t("evaluation.approve.toActions")}</a>
        </p>
      ) : null}

      <section aria-labelledby="evaluations-heading">
        <h2 id="evaluations-heading">{t("evaluation.evaluations.heading")}</h2>
        <EvaluationList evaluations={data.evaluations} />
      </section>

      {data.insights ? (
        <section aria-labelledby="insights-heading">
          <h2 id="insights-heading">{t("evaluation.insights.heading")}</h2>
          <RequestInsights insights={data.insights} />
        </section>
      ) : null}

      <section aria-labelledby="request-heading">
        <h2 id="request-heading">{t("evaluation.approve.request")}</h2>
        <RequestSummary data={summary} />
      </section>

      {hasActions ? (
        <section aria-labelledby="actions-heading" className="request-actions">
          <h2 id="actions-heading" tabIndex={-1}>
            {t("evaluation.approve.actions")}
          </h2>
          {forms.edit ? (
            <p>
              <Link className="button" to={forms.edit}>
                {t("evaluation.approve.edit")}
              </Link>
            </p>
          ) : null}
          {forms.startEvaluation ? (
            <StepForm
              intent="start_evaluation"
              label={t("evaluation.start.button")}
              help={t("evaluation.start.help")}
            />
          ) : null}
          {forms.evaluate ? (
            <section aria-labelledby="evaluate-heading" className="panel">
              <h3 id="evaluate-heading">{t("evaluation.evaluate.heading")}</h3>
              <DecisionForm
                kind="evaluate"
                evaluationId={forms.evaluate.evaluationId}
                defaults={forms.evaluate}
                lastResult={reply?.intent === "evaluate" ? reply.result : undefined}
              />
            </section>
          ) : null}
          {forms.complete ? (
            <StepForm
              intent="complete_evaluation"
              label={t("evaluation.complete.button")}
              help={t("evaluation.complete.help")}
            />
          ) : null}
          {forms.conclude ? (
            <section aria-labelledby="conclude-heading" className="panel">
              <h3 id="conclude-heading">{t("evaluation.conclude.heading")}</h3>
              <p className="help">{t("evaluation.conclude.help")}</p>
              <DecisionForm
                kind="conclude"
                defaults={{ isApproved: null, comment: "" }}
                lastResult={reply?.intent === "conclude" ? reply.result : undefined}
              />
            </section>
          ) : null}
          {forms.reset ? (
            <StepForm intent="reset" label={t("evaluation.reset.button")} help={t("evaluation.reset.help")} />
          ) : null}
          {forms.archive ? (
            <StepForm
              intent="archive"
              label={t("evaluation.archive.button")}
              help={t("evaluation.archive.help")}
            />
          ) : null}
          {forms.unarchive ? (
            <StepForm
              intent="unarchive"
              label={t("evaluation.unarchive.button")}
              help={t("evaluation.unarchive.help")}
            />
          ) : null}
          {forms.delete && !data.confirmDelete ? (
            <p>
              <Link to={data.deleteHref} className="button secondary">
                {t("evaluation.delete.button")}
              </Link>
            </p>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
