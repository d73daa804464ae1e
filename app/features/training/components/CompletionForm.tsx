import { getFormProps, parse, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { COMPLETION_FIELDS, TRAINING_SEARCH } from "../fields";
import { TRAINING_LIMITS } from "../../../../core/training/rules";
import { registerSearchTexts } from "~/features/exposure/components/search-texts";
import { ErrorSummary, useFocusOnError } from "~/ui/ErrorSummary";
import { TextField } from "~/ui/FormFields";
import { useLazyValidation } from "~/ui/lazyValidation";
import { SearchPicker, type SearchPickerState } from "~/ui/SearchPicker";

/** The form that records a completion of a course: the person (found by search) and the day. */
export function CompletionForm({
  courseId,
  person,
  defaults,
  lastResult,
}: {
  courseId: number;
  person: SearchPickerState;
  defaults: { user_id: string; completed_on: string };
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const validation = useLazyValidation(
    () => import("../forms"),
    (forms) => forms.completionFormSchema(t, new Date().toISOString().slice(0, 10)),
  );
  const [form, fields] = useForm<typeof defaults, Record<string, unknown>, string[]>({
    id: "completion-new",
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: (context: { formData: FormData; submitter?: HTMLElement | null }) =>
      context.submitter instanceof HTMLButtonElement && context.submitter.formNoValidate
        ? parse(context.formData, { resolve: () => ({ value: {} }) })
        : validation.onValidate(context),
  });
  useFocusOnError(form.id, lastResult);
  const summary = [
    ...(form.errors ?? []).map((text, index) => ({ key: `form-${index}`, text })),
    ...COMPLETION_FIELDS.flatMap((name) => {
      const field = fields[name];
      return field.errors?.length ? [{ key: name, text: field.errors.join(" "), href: `#${field.id}` }] : [];
    }),
  ];
  return (
    <>
      <ErrorSummary id={`${form.id}-summary`} title={t("training.form.errorSummary")} items={summary} />
      <Form method="post" {...getFormProps(form)} {...validation.formProps} className="stack">
        <input type="hidden" name="intent" value="save" />
        <SearchPicker
          id={fields.user_id.id}
          name={fields.user_id.name}
          multiple={false}
          queryName={TRAINING_SEARCH.person}
          queryMaxLength={TRAINING_LIMITS.search}
          legend={t("training.field.person")}
          texts={registerSearchTexts(t, t("training.field.findPerson"), person.q)}
          state={person}
          searchByGet
          selected={[String(fields.user_id.initialValue ?? "")]}
          errors={fields.user_id.errors}
          errorId={fields.user_id.errorId}
        />
        <TextField field={fields.completed_on} type="date" label={t("training.field.completedOn")} />
        <div className="form-buttons">
          <button type="submit">{t("training.record.submit")}</button>
          <Link to={`/training/${courseId}`}>{t("training.form.cancel")}</Link>
        </div>
      </Form>
    </>
  );
}
