import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import {
  CUSTOM_ENTRY_NAME_MAX,
  CUSTOM_LIST_KINDS,
  CUSTOM_LIST_NAME_MAX,
} from "../../../../core/custom-lists/lists";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { TextArea, TextField, SelectField } from "~/ui/FormFields";
import { useLazyValidation } from "~/ui/lazyValidation";

/** The forms of the custom-list pages: a list (name, kind, phase-out date) and one substance on a list. */

export interface ListDefaults {
  name: string;
  kind: string;
  phase_out_date: string;
}

/** A list's name, kind and, for a phase-out list, its date (creating on /custom-lists/new, editing on its page). */
export function CustomListForm({
  id,
  intent,
  defaults,
  submitLabel,
  lastResult,
}: {
  id: string;
  intent: string;
  defaults?: ListDefaults;
  submitLabel: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const validation = useLazyValidation(
    () => import("../../../../core/custom-lists/rules"),
    (rules) => rules.customListInputSchema(t),
  );
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: defaults ?? { kind: "banned" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });
  return (
    <>
      <ErrorSummary
        title={t("companySettings.errorSummary")}
        formId={form.id}
        lastResult={lastResult}
        errors={form.allErrors}
        formErrors={form.errors}
      />
      <Form method="post" {...getFormProps(form)} {...validation.formProps} className="stack">
        <input type="hidden" name="intent" value={intent} />
        <TextField field={fields.name} label={t("customLists.field.name")} maxLength={CUSTOM_LIST_NAME_MAX} />
        <SelectField
          field={fields.kind}
          label={t("customLists.field.kind")}
          options={CUSTOM_LIST_KINDS.map((kind) => ({ value: kind, label: t(`customLists.kind.${kind}`) }))}
        />
        <TextField
          field={fields.phase_out_date}
          type="date"
          label={t("customLists.field.phaseOutDate")}
          hint={t("customLists.field.phaseOutHint")}
        />
        <div>
          <button type="submit">{submitLabel}</button>
        </div>
      </Form>
    </>
  );
}

/** One substance: its name, CAS and EC numbers where known, why it is listed and since when. */
export function CustomEntryForm({
  id,
  lastResult,
}: {
  id: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const validation = useLazyValidation(
    () => import("../../../../core/custom-lists/rules"),
    (rules) => rules.customEntryInputSchema(t),
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
        title={t("companySettings.errorSummary")}
        formId={form.id}
        lastResult={lastResult}
        errors={form.allErrors}
        formErrors={form.errors}
      />
      <Form method="post" {...getFormProps(form)} {...validation.formProps} className="stack">
        <input type="hidden" name="intent" value="add-entry" />
        <TextField
          field={fields.name}
          label={t("customLists.entry.name")}
          maxLength={CUSTOM_ENTRY_NAME_MAX}
        />
        <TextField
          field={fields.cas}
          label={t("customLists.entry.cas")}
          hint={t("customLists.entry.casHint")}
          size={14}
          maxLength={14}
        />
        <TextField
          field={fields.ec}
          label={t("customLists.entry.ec")}
          hint={t("customLists.entry.ecHint")}
          size={12}
          maxLength={12}
        />
        <TextArea field={fields.reason} label={t("customLists.entry.reason")} />
        <TextField field={fields.date} type="date" label={t("customLists.entry.date")} />
        <div>
          <button type="submit">{t("customLists.add.submit")}</button>
        </div>
      </Form>
    </>
  );
}
