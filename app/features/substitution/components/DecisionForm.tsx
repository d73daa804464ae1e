import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { REASON_MAX, type SubstitutionStatus } from "../../../../core/substitution/rules";
import { ErrorSummary, useFocusOnError } from "~/ui/ErrorSummary";
import { FieldError } from "~/ui/FormFields";
import { useLazyValidation } from "~/ui/lazyValidation";

/**
 * Records the decision of a substitution: the status (only those the user may choose: recording takes
 * add_product, approving or rejecting chemical_approval_admin) and the reason, with the candidate compared
 * above. A plain form post: it works without JavaScript, and with it validates in the browser first.
 */
export function DecisionForm({
  candidateId,
  choices,
  defaults,
  lastResult,
}: {
  candidateId: number;
  choices: SubstitutionStatus[];
  defaults: { status: SubstitutionStatus; reason: string };
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const { t } = useTranslation();
  const validation = useLazyValidation(
    () => import("../forms"),
    (forms) => forms.decisionSchema(t, choices),
  );
  const [form, fields] = useForm({
    id: "substitution-decision",
    lastResult,
    defaultValue: { substitute_product_id: String(candidateId), ...defaults },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });
  useFocusOnError(form.id, lastResult);
  const summary = [
    ...(form.errors ?? []).map((text, index) => ({ key: `form-${index}`, text })),
    ...(["substitute_product_id", "status", "reason"] as const).flatMap((name) =>
      fields[name].errors?.length
        ? [{ key: name, text: fields[name].errors!.join(" "), href: `#${fields[name].id}` }]
        : [],
    ),
  ];
  const { key: reasonKey, ...reasonProps } = getTextareaProps(fields.reason);
  return (
    <>
      <ErrorSummary id={`${form.id}-summary`} title={t("substitution.form.errorSummary")} items={summary} />
      <Form method="post" {...getFormProps(form)} {...validation.formProps} className="stack">
        <input type="hidden" name="intent" value="save" />
        <input
          type="hidden"
          name="substitute_product_id"
          value={candidateId}
          id={fields.substitute_product_id.id}
        />
        <fieldset
          id={fields.status.id}
          aria-describedby={fields.status.errors?.length ? fields.status.errorId : undefined}
        >
          <legend>{t("substitution.form.status")}</legend>
          <FieldError field={fields.status} />
          {choices.map((status) => (
            <div key={status} className="choice">
              <input
                type="radio"
                id={`substitution-status-${status}`}
                name={fields.status.name}
                value={status}
                defaultChecked={(fields.status.initialValue ?? defaults.status) === status}
              />
              <label htmlFor={`substitution-status-${status}`}>{t(`substitution.status.${status}`)}</label>
            </div>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={fields.reason.id}>{t("substitution.form.reason")}</label>
          <p className="help" id={`${fields.reason.id}-hint`}>
            {t("substitution.form.reasonHint")}
          </p>
          <FieldError field={fields.reason} />
          <textarea
            key={reasonKey}
            {...reasonProps}
            aria-describedby={`${fields.reason.id}-hint${fields.reason.errors?.length ? ` ${fields.reason.errorId}` : ""}`}
            maxLength={REASON_MAX}
            rows={4}
          />
        </div>
        <p className="form-actions">
          <button type="submit">{t("substitution.form.save")}</button>
        </p>
      </Form>
    </>
  );
}
