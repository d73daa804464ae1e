import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../../core/format";
import { DECISION_COMMENT_MAX } from "../../../../core/smartforms/kinds";
import { labelIn } from "../../../../core/smartforms/template";
import { getSettings } from "~/features/company-settings/api.server";
import { getDocument, getDocumentVersions, lifecycleCalls } from "~/features/smartforms/api.server";
import type { TemplateStructure } from "../../../../core/smartforms/template";
import { bandingViews } from "~/features/smartforms/banding.server";
import { DocumentFields } from "~/features/smartforms/components/DocumentFields";
import { decisionSchema } from "~/features/smartforms/lifecycle-forms";
import { approvalPath, documentPath, versionsPath } from "~/features/smartforms/lifecycle-paths";
import { lifecycleFailureToast, riskLabelsOf } from "~/features/smartforms/lifecycle.server";
import { isInputFailure, isToastFailure, orNotFound, failureErrors } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { readForm, SMALL_FORM } from "~/lib/forms.server";
import { blocked } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { idFromParams } from "~/lib/route-params.server";
import { redirectWithToast } from "~/lib/toast.server";
import { pageTitle } from "~/ui/meta";

export const handle = {
  breadcrumb: { key: "smartformVersions.approval.heading" },
};

export const meta = pageTitle;

/**
 * /smartforms/documents/{documentId}/approval: the named approvers read a version's answers (read-only, tab
 * by tab) and approve it or send it back with a comment. Anyone who is not a named approver gets the
 * permission warning. A version that no longer waits, or that the approver submitted, is shown without the
 * forms it may not have, saying why.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [{ user, api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  const id = idFromParams(params.documentId);
  const settings = await getSettings(api);
  if (user.is_guest_user || !settings.settings.ra_approvers.includes(user.id)) await blocked(request);
  const [document, versions] = await Promise.all([
    orNotFound(getDocument(api, id)),
    orNotFound(getDocumentVersions(api, id)),
  ]);
  return {
    title: `${t("smartformVersions.approval.title", { title: document.title })} – ${t("app.name")}`,
    document,
    decisions: versions.decisions.filter((decision) => decision.document_id === document.id),
    language: user.language,
    riskLabels: riskLabelsOf(settings.settings, t),
    exposurePlan: {
      rootId: document.root_id,
      locationId: document.location?.id ?? null,
      keeper: user.permissions.exposure_admin === true,
    },
    banding: bandingViews(
      document.structure as Pick<TemplateStructure, "tabs">,
      document.values,
      document.references.products,
    ),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const [{ api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  const id = idFromParams(params.documentId);
  const submission = parseWithZod(await readForm(request, SMALL_FORM), { schema: decisionSchema(t) });
  if (submission.status !== "success") return submission.reply();
  const back = approvalPath(id);
  try {
    if (submission.value.intent === "approve") {
      await lifecycleCalls.approve(api, id);
    } else {
      await lifecycleCalls.sendBack(api, id, submission.value.comment ?? "");
    }
  } catch (error) {
    if (isInputFailure(error)) return submission.reply(failureErrors(error, t, ["comment"]));
    if (isToastFailure(error)) throw await redirectWithToast(back, lifecycleFailureToast(error, t));
    throw error;
  }
  throw await redirectWithToast(versionsPath(id), {
    type: "success",
    text: t(
      submission.value.intent === "approve"
        ? "smartformVersions.toast.approved"
        : "smartformVersions.toast.sentBack",
    ),
  });
}

const FORM_ID = "decision";

export default function ApprovalPage() {
  const { document, decisions, language, riskLabels, exposurePlan, banding } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t, i18n } = useTranslation();
  // A plain form: one comment whose rule depends on the button pressed, checked by the action (the same
  // schema as the API's rule); conform's browser half would cost this page its JavaScript budget. The error
  // is announced (role=alert) beside the comment.
  const commentErrors = lastResult?.error?.comment ?? [];
  const formErrors = lastResult?.error?.[""] ?? [];
  const postedComment =
    typeof lastResult?.initialValue?.comment === "string" ? lastResult.initialValue.comment : "";
  const canApprove = document.operations.includes("approve");
  const canSendBack = document.operations.includes("sendBack");
  const candidates = {
    products: [],
    locations: document.references.locations,
    people: document.references.people,
  };
  return (
    <div className="stack">
      <h1>{t("smartformVersions.approval.title", { title: document.title })}</h1>
      <p>
        {t("smartformVersions.approval.intro", { number: document.version_no })}{" "}
        <Link to={documentPath(document.document_type, document.id)}>
          {t("smartformVersions.approval.backToDocument")}
        </Link>
      </p>
      <p>
        <span className={`status status-${document.status.name}`}>
          {t(`smartforms.status.${document.status.name}`)}
        </span>
        {document.submitted_by && document.submitted_at
          ? ` · ${t("smartformVersions.panel.submitted")}: ${t("smartformVersions.panel.byOn", {
              name: document.submitted_by.name,
              date: formatDateTime(document.submitted_at, i18n.language),
            })}`
          : null}
      </p>
      <section aria-labelledby="answers-heading" className="stack">
        <h2 id="answers-heading">{t("smartformVersions.approval.answers")}</h2>
        {document.structure.tabs.map((tab) => (
          <section key={tab.key} aria-labelledby={`tab-${tab.key}`}>
            <h3 id={`tab-${tab.key}`}>{labelIn(tab.label, language, document.language_id)}</h3>
            <DocumentFields
              tab={tab}
              values={document.values}
              errors={{}}
              language={language}
              fallbackLanguage={document.language_id}
              candidates={candidates}
              products={document.references.products}
              riskLabels={riskLabels}
              exposurePlan={exposurePlan}
              banding={banding}
              readOnly
            />
          </section>
        ))}
      </section>
      {decisions.length > 0 ? (
        <section aria-labelledby="decisions-heading">
          <h2 id="decisions-heading">{t("smartformVersions.versions.decisions")}</h2>
          <ul>
            {decisions.map((decision) => (
              <li key={decision.id}>
                {t(`smartformVersions.decision.${decision.decision}`, { number: decision.version_no })} –{" "}
                {decision.user?.name ?? ""}, {formatDateTime(decision.created_at, i18n.language)}
                {decision.comment ? `: ${decision.comment}` : ""}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="decide-heading" className="stack">
        <h2 id="decide-heading">{t("smartformVersions.approval.heading")}</h2>
        {!canApprove && !canSendBack ? (
          <p className="notice">{t("smartformVersions.approval.notPending")}</p>
        ) : null}
        {canSendBack && !canApprove ? (
          <p className="notice">{t("smartformVersions.approval.ownSubmission")}</p>
        ) : null}
        {canApprove || canSendBack ? (
          <>
            {formErrors.length ? (
              <p className="field-error" role="alert">
                {formErrors.join(" ")}
              </p>
            ) : null}
            <Form method="post" id={FORM_ID} className="stack">
              <div className="field">
                <label htmlFor="decision-comment">{t("smartformVersions.approval.comment")}</label>
                <p className="help" id="decision-comment-hint">
                  {t("smartformVersions.approval.commentHint")}
                </p>
                {commentErrors.length ? (
                  <p className="field-error" id="decision-comment-error" role="alert">
                    {commentErrors.join(" ")}
                  </p>
                ) : null}
                <textarea
                  id="decision-comment"
                  name="comment"
                  defaultValue={postedComment}
                  aria-describedby={
                    commentErrors.length
                      ? "decision-comment-hint decision-comment-error"
                      : "decision-comment-hint"
                  }
                  aria-invalid={commentErrors.length ? true : undefined}
                  maxLength={DECISION_COMMENT_MAX}
                  rows={4}
                />
              </div>
              <div className="actions">
                {canApprove ? (
                  <button type="submit" name="intent" value="approve" className="button primary">
                    {t("smartformVersions.approval.approve")}
                  </button>
                ) : null}
                <button type="submit" name="intent" value="sendBack" className="button">
                  {t("smartformVersions.approval.sendBack")}
                </button>
              </div>
            </Form>
          </>
        ) : null}
      </section>
    </div>
  );
}
