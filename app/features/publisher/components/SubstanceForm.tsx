import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PUBLISHER_LIMITS } from "../../../../core/publisher/rules";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { TextArea, TextField } from "~/ui/FormFields";
import { useLazyValidation } from "~/ui/lazyValidation";

/**
 * A substance: its name, CAS and EC numbers (their check digits are checked here when JavaScript runs and in
 * the action always) and its classification as printed.
 */
export function SubstanceForm({
  id,
  lastResult,
}: {
  id: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const validation = useLazyValidation(
    () => import("../../../../core/publisher/schemas"),
    (schemas) => schemas.substanceSchema(t),
  );
  const [form, fields] = useForm({
    id,
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });
  return (
    <>
      <ErrorSummary
        title={t("internalDocuments.supplierForm.errors")}
        formId={form.id}
        lastResult={lastResult}
        errors={form.allErrors}
        formErrors={form.errors}
      />
      <Form method="post" {...getFormProps(form)} {...validation.formProps} className="stack">
        <TextField
          field={fields.name}
          label={t("internalDocuments.substances.name")}
          maxLength={PUBLISHER_LIMITS.name}
        />
        <TextField
          field={fields.cas}
          label={t("internalDocuments.substances.cas")}
          hint={t("internalDocuments.substanceNew.casHint")}
          size={14}
          maxLength={12}
        />
        <TextField
          field={fields.ec}
          label={t("internalDocuments.substances.ec")}
          hint={t("internalDocuments.substanceNew.ecHint")}
          size={12}
          maxLength={PUBLISHER_LIMITS.ec}
        />
        <TextArea field={fields.classification} label={t("internalDocuments.substances.classification")} />
        <p className="help">{t("internalDocuments.substanceNew.classificationHint")}</p>
        <div>
          <button type="submit">{t("internalDocuments.substanceNew.submit")}</button>
        </div>
      </Form>
    </>
  );
}
