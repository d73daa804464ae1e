import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { FieldError } from "~/ui/FormFields";
import { useLazyValidation } from "~/ui/lazyValidation";

/** Approve or reject with a comment: one's own evaluation, or the conclusion. */
export function DecisionForm({
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
  const validation = useLazyValidation(
    () => import("../form-schemas"),
    (schemas) => schemas.evaluationFormSchema(t),
  );
  const [form, fields] = useForm({
    id: `${kind}-form`,
    lastResult,
    defaultValue: {
      is_approved: defaults.isApproved === null ? undefined : String(defaults.isApproved),
      comment: defaults.comment,
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
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
      <Form method="post" {...getFormProps(form)} {...validation.formProps} className="stack decision-form">
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
          <FieldError field={decision} />
        </fieldset>
        <div className="field">
          <label htmlFor={comment.id}>{t(`evaluation.${kind}.comment`)}</label>
          <textarea {...getTextareaProps(comment)} rows={4} />
          <FieldError field={comment} />
        </div>
        <div>
          <button type="submit">{t(`evaluation.${kind}.submit`)}</button>
        </div>
      </Form>
    </>
  );
}
