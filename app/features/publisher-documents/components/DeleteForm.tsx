import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { editorHref } from "../section-fields";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { useLazyValidation } from "~/ui/lazyValidation";

/**
 * The button that deletes draft `id` (conform, as every form of the page) as it was at `revision`, and the way
 * back to it.
 */
export function DeleteForm({
  id,
  revision,
  lastResult,
}: {
  id: number;
  revision: number;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const validation = useLazyValidation(
    () => import("../editor-forms"),
    (forms) => forms.deleteFormSchema(t),
  );
  const [form] = useForm({
    id: "delete",
    lastResult,
    onValidate: validation.onValidate,
    shouldValidate: "onSubmit",
  });
  return (
    <>
      <ErrorSummary
        title={t("publisher.editor.errors")}
        formId={form.id}
        lastResult={lastResult}
        errors={form.allErrors}
        formErrors={form.errors}
      />
      <Form
        method="post"
        action={editorHref(id)}
        {...getFormProps(form)}
        {...validation.formProps}
        className="actions"
      >
        <input type="hidden" name="revision" value={String(revision)} />
        <button type="submit" name="intent" value="delete" className="danger">
          {t("publisher.editor.delete.submit")}
        </button>{" "}
        <Link to={editorHref(id, 1)}>{t("publisher.editor.delete.cancel")}</Link>
      </Form>
    </>
  );
}
