import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { EXPOSURE_LIMITS, EXPOSURE_ROUTES } from "../../../../core/exposure/kinds";
import { ErrorSummary, useErrorSummaryFocus } from "../../../ui/ErrorSummary";
import { useLazyValidation } from "../../../ui/lazyValidation";
import { MEASUREMENT_ROWS } from "../forms-records";

/**
 * The forms of an exposure record: recording an occasion, correcting it (with a reason) and marking it as
 * made in error (with a reason). Plain forms that post to the route's action and work without JavaScript;
 * a refused submission comes back with the values as entered, the problems listed at the top (linked to
 * their fields) and each wrong field marked. With JavaScript the same rules check in the browser, loaded
 * on the form's first focus.
 */

export interface OccasionDefaults {
  person_id?: string;
  started_at: string;
  duration: string;
  routes: string[];
  ppe: string[];
  measurements: { agent: string; value: string; unit: string; method: string }[];
  incident: string;
  notes: string;
}

type Fields = Record<string, FieldMetadata<unknown>>;

/*
 * The field's messages and the list of a checkbox group's values, written here rather than taken from
 * app/ui/FormFields: its chunk would join the page's first visit, which the form's own code already fills.
 */
function FieldError({ field }: { field: Pick<FieldMetadata<unknown>, "errors" | "errorId"> }) {
  if (!field.errors?.length) return null;
  return (
    <p className="field-error" id={field.errorId}>
      {field.errors.join(" ")}
    </p>
  );
}

const listOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((v): v is string => typeof v === "string")
    : typeof value === "string"
      ? [value]
      : [];

const emptyRows = (rows: OccasionDefaults["measurements"]) => [
  ...rows,
  ...Array.from({ length: Math.max(0, MEASUREMENT_ROWS - rows.length) }, () => ({
    agent: "",
    value: "",
    unit: "",
    method: "",
  })),
];

/** The problems of a submission for the summary: form errors, then each field's in the page's order. */
function summaryOf(
  formErrors: string[] | undefined,
  fields: Fields,
  order: readonly string[],
  formId: string,
) {
  const items = (formErrors ?? []).map((text, index) => ({ key: `form-${index}`, text }));
  for (const name of order) {
    const field = fields[name];
    if (!field) continue;
    const messages = [...(field.errors ?? [])];
    // Nested errors (measurements[0].value) are listed under their own field.
    for (const [key, value] of Object.entries(field.allErrors ?? {})) {
      if (key !== field.name) messages.push(...value);
    }
    if (messages.length === 0) continue;
    const href = name === "measurements" ? `#${formId}-measurements` : `#${field.id}`;
    items.push({ key: name, text: [...new Set(messages)].join(" "), href } as (typeof items)[number]);
  }
  return items;
}

function TextInput({
  field,
  label,
  hint,
  type = "text",
  maxLength,
  inputMode,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  hint?: string;
  type?: "text" | "datetime-local";
  maxLength?: number;
  inputMode?: "numeric" | "decimal";
}) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  const { key, ...props } = getInputProps(field, { type, ariaDescribedBy: hintId });
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      {hint ? (
        <p className="help" id={hintId}>
          {hint}
        </p>
      ) : null}
      <FieldError field={field} />
      <input key={key} {...props} autoComplete="off" maxLength={maxLength} inputMode={inputMode} />
    </div>
  );
}

function TextBox({ field, label, hint }: { field: FieldMetadata<unknown>; label: string; hint?: string }) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  const { key, ...props } = getTextareaProps(field, { ariaDescribedBy: hintId });
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      {hint ? (
        <p className="help" id={hintId}>
          {hint}
        </p>
      ) : null}
      <FieldError field={field} />
      <textarea key={key} {...props} rows={3} maxLength={EXPOSURE_LIMITS.text} />
    </div>
  );
}

/** Checkboxes of fixed values in a fieldset. */
function Choices({
  field,
  legend,
  options,
}: {
  field: FieldMetadata<unknown>;
  legend: string;
  options: { value: string; label: string }[];
}) {
  const chosen = new Set(listOf(field.initialValue));
  return (
    <fieldset id={field.id} tabIndex={-1} aria-invalid={field.errors ? true : undefined}>
      <legend>{legend}</legend>
      <FieldError field={field} />
      <ul className="checkbox-list">
        {options.map((option) => {
          const id = `${field.id}-${option.value}`;
          return (
            <li key={option.value}>
              <input
                type="checkbox"
                id={id}
                name={field.name}
                value={option.value}
                defaultChecked={chosen.has(option.value)}
              />
              <label htmlFor={id}>{option.label}</label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** The occasion's fields, shared by recording and correcting. */
function OccasionFields({
  fields,
  formId,
  ppeChoices,
}: {
  fields: Fields;
  formId: string;
  ppeChoices: readonly string[];
}) {
  const { t } = useTranslation();
  const rows = (fields.measurements as FieldMetadata<OccasionDefaults["measurements"]>).getFieldList();
  const max = EXPOSURE_LIMITS.measurementText;
  return (
    <>
      <TextInput
        field={fields.started_at!}
        label={t("exposure.started")}
        hint={t("exposureRecords.field.startedHint")}
        type="datetime-local"
      />
      <TextInput
        field={fields.duration!}
        label={t("exposure.duration")}
        hint={t("exposureRecords.field.durationHint")}
        maxLength={6}
        inputMode="numeric"
      />
      <Choices
        field={fields.routes!}
        legend={t("exposure.routes")}
        options={EXPOSURE_ROUTES.map((route) => ({ value: route, label: t(`exposure.route.${route}`) }))}
      />
      <Choices
        field={fields.ppe!}
        legend={t("exposure.ppe")}
        options={ppeChoices.map((ppe) => ({ value: ppe, label: t(`approvals.option.ppe.${ppe}`) }))}
      />
      <fieldset id={`${formId}-measurements`} tabIndex={-1}>
        <legend>{t("exposureRecords.field.measurements")}</legend>
        <p className="help">{t("exposureRecords.field.measurementsHint")}</p>
        {rows.map((row, index) => {
          const cells = row.getFieldset();
          return (
            <fieldset key={row.key} className="measurement-row">
              <legend>{t("exposureRecords.field.measurement", { n: index + 1 })}</legend>
              <TextInput field={cells.agent} label={t("exposureRecords.field.agent")} maxLength={max} />
              <TextInput
                field={cells.value}
                label={t("exposureRecords.field.value")}
                maxLength={30}
                inputMode="decimal"
              />
              <TextInput field={cells.unit} label={t("exposureRecords.field.unit")} maxLength={max} />
              <TextInput field={cells.method} label={t("exposureRecords.field.method")} maxLength={max} />
            </fieldset>
          );
        })}
      </fieldset>
      <TextBox
        field={fields.incident!}
        label={t("exposureRecords.field.incident")}
        hint={t("exposureRecords.field.incidentHint")}
      />
      <TextBox field={fields.notes!} label={t("exposureRecords.field.notes")} />
    </>
  );
}

function PersonSelect({
  field,
  people,
}: {
  field: FieldMetadata<unknown>;
  people: { id: number; name: string }[];
}) {
  const { t } = useTranslation();
  const { key, ...props } = getSelectProps(field);
  return (
    <div className="field">
      <label htmlFor={field.id}>{t("exposure.person")}</label>
      <FieldError field={field} />
      <select key={key} {...props}>
        <option value="">{t("exposureRecords.field.choosePerson")}</option>
        {people.map((person) => (
          <option key={person.id} value={String(person.id)}>
            {person.name}
          </option>
        ))}
      </select>
    </div>
  );
}

const ORDER = ["person_id", "started_at", "duration", "routes", "ppe", "measurements", "incident", "notes"];

/** Recording an occasion: the person (keepers choose; a person records for themself), then the occasion. */
export function RecordCreateForm({
  hidden,
  people,
  choosePerson,
  defaults,
  lastResult,
  ppeChoices,
  children,
}: {
  /** The PPE offered (core/smartforms/answers.ts PPE_CHOICES, sent by the loader to keep it off the bundle). */
  ppeChoices: readonly string[];
  /** The place, product and sheet (and plan) the form was opened for. */
  hidden: Record<string, string>;
  people: { id: number; name: string }[];
  choosePerson: boolean;
  defaults: OccasionDefaults;
  lastResult?: SubmissionResult<string[]>;
  /** What stands between the summary and the fields (the product, place and registrability). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const validation = useLazyValidation(
    () => import("../../../../core/exposure/record-rules"),
    (rules) => rules.recordFormSchema(t),
  );
  const [form, fields] = useForm({
    id: "record-create",
    lastResult,
    defaultValue: { ...hidden, ...defaults, measurements: emptyRows(defaults.measurements) },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });
  const summaryRef = useErrorSummaryFocus(lastResult);
  const all = fields as unknown as Fields;
  return (
    <Form method="post" {...getFormProps(form)} {...validation.formProps} className="stack" key={form.key}>
      <ErrorSummary
        id={`${form.id}-summary`}
        title={t("exposureRecords.errorSummary")}
        items={summaryOf(form.errors, all, ORDER, form.id)}
        ref={summaryRef}
      />
      <input type="hidden" name="intent" value="create" />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      {choosePerson ? <PersonSelect field={all.person_id!} people={people} /> : null}
      <OccasionFields fields={all} formId={form.id} ppeChoices={ppeChoices} />
      <div>
        <button type="submit">{t("exposureRecords.create.submit")}</button>
      </div>
    </Form>
  );
}

/** Correcting a record (keepers): the person and the occasion as they are, the reason, the revision read. */
export function RecordCorrectForm({
  revision,
  people,
  defaults,
  lastResult,
  ppeChoices,
}: {
  ppeChoices: readonly string[];
  revision: number;
  people: { id: number; name: string }[];
  defaults: OccasionDefaults;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const validation = useLazyValidation(
    () => import("../../../../core/exposure/record-rules"),
    (rules) => rules.correctionFormSchema(t),
  );
  const [form, fields] = useForm({
    id: "record-correct",
    lastResult,
    defaultValue: {
      ...defaults,
      measurements: emptyRows(defaults.measurements),
      revision: String(revision),
      reason: "",
    },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });
  const summaryRef = useErrorSummaryFocus(lastResult);
  const all = fields as unknown as Fields;
  return (
    <Form method="post" {...getFormProps(form)} {...validation.formProps} className="stack" key={form.key}>
      <ErrorSummary
        id={`${form.id}-summary`}
        title={t("exposureRecords.errorSummary")}
        items={summaryOf(form.errors, all, [...ORDER, "reason"], form.id)}
        ref={summaryRef}
      />
      <input type="hidden" name="intent" value="correct" />
      <input type="hidden" name="revision" value={String(revision)} />
      <PersonSelect field={all.person_id!} people={people} />
      <OccasionFields fields={all} formId={form.id} ppeChoices={ppeChoices} />
      <TextBox field={all.reason!} label={t("exposureRecords.field.reason")} />
      <div>
        <button type="submit">{t("exposureRecords.correct.submit")}</button>
      </div>
    </Form>
  );
}

/** Marking a record as made in error (keepers): the reason and the revision read. */
export function RecordVoidForm({
  revision,
  lastResult,
}: {
  revision: number;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const validation = useLazyValidation(
    () => import("../../../../core/exposure/record-rules"),
    (rules) => rules.voidFormSchema(t),
  );
  const [form, fields] = useForm({
    id: "record-void",
    lastResult,
    defaultValue: { revision: String(revision), reason: "" },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });
  const summaryRef = useErrorSummaryFocus(lastResult);
  const all = fields as unknown as Fields;
  return (
    <Form method="post" {...getFormProps(form)} {...validation.formProps} className="stack" key={form.key}>
      <ErrorSummary
        id={`${form.id}-summary`}
        title={t("exposureRecords.errorSummary")}
        items={summaryOf(form.errors, all, ["reason"], form.id)}
        ref={summaryRef}
      />
      <input type="hidden" name="intent" value="void" />
      <input type="hidden" name="revision" value={String(revision)} />
      <TextBox field={all.reason!} label={t("exposureRecords.field.reason")} />
      <div>
        <button type="submit" className="danger">
          {t("exposureRecords.void.submit")}
        </button>
      </div>
    </Form>
  );
}
