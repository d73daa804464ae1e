import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DecisionForm } from "~/features/chemical-approvals/components/DecisionForm";
import { StepForm } from "~/features/chemical-approvals/components/StepForm";
import type { RequestForms } from "~/features/chemical-approvals/request-forms";

export { hasActions, type RequestForms } from "~/features/chemical-approvals/request-forms";

/** What the action answers when a decision form must be shown again. */
export type DecisionReply =
  { intent: "evaluate" | "conclude"; result: SubmissionResult<string[]> } | undefined;

/** The question before a request is deleted: the button that deletes, and a way back. */
export function ConfirmDelete({ name, cancelHref }: { name: string; cancelHref: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="confirm-delete-heading" className="notice warning confirm-delete">
      <h2 id="confirm-delete-heading">{t("evaluation.delete.confirmHeading")}</h2>
      <p>{t("evaluation.delete.confirmText", { name })}</p>
      <Form method="post" className="inline-form">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="confirmed" value="yes" />
        <button type="submit" className="danger">
          {t("evaluation.delete.confirm")}
        </button>{" "}
        <Link to={cancelHref}>{t("evaluation.delete.cancel")}</Link>
      </Form>
    </section>
  );
}

/**
 * The actions section of the request page: edit, start the evaluation, give
 * one's own evaluation, complete it, conclude, reset, archive or unarchive,
 * and delete (a link to the confirmation step).
 */
export function RequestActions({
  forms,
  reply,
  confirmDelete,
  deleteHref,
}: {
  forms: RequestForms;
  reply: DecisionReply;
  confirmDelete: boolean;
  deleteHref: string;
}) {
  const { t } = useTranslation();
  return (
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
      {forms.delete && !confirmDelete ? (
        <p>
          <Link to={deleteHref} className="button secondary">
            {t("evaluation.delete.button")}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
