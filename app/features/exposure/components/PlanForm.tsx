import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { PlanChoices } from "../../../../api/exposure/schemas";
import { EXPOSURE_LIMITS, EXPOSURE_ROUTES, FREQUENCIES } from "../../../../core/exposure/kinds";
import { PLAN_FORM_FIELDS } from "../../../../core/exposure/plan-list";
import { ErrorSummary, useFocusOnError } from "~/ui/ErrorSummary";
import { FieldError, listOf, SelectField, TextField } from "~/ui/FormFields";
import { useLazyValidation } from "~/ui/lazyValidation";

/** The plan form's values as text, as a form holds them. */
export interface PlanFormValues {
  title: string;
  work_description: string;
  location_id: string;
  product_id: string;
  people: string[];
  starts_on: string;
  ends_on: string;
  expected_duration: string;
  frequency: string;
  routes: string[];
  ppe: string[];
  measures: string;
  source_document_id: string;
}

type LastResult = SubmissionResult<string[]> | null | undefined;

/** Checkboxes of one list (people, routes, PPE) under a legend, with the list's errors. */
function ChoiceGroup({
  field,
  legend,
  options,
}: {
  field: FieldMetadata<unknown>;
  legend: string;
  options: { value: string; label: string }[];
}) {
  const chosen = new Set(listOf(field.initialValue));
  const invalid = Boolean(field.errors?.length);
  return (
    <fieldset className="field choices" aria-describedby={invalid ? field.errorId : undefined} id={field.id}>
      <legend>{legend}</legend>
      <FieldError field={field} />
      {options.map((option) => (
        <div className="checkbox-line" key={option.value}>
          <input
            type="checkbox"
            id={`${field.id}-${option.value}`}
            name={field.name}
            value={option.value}
            defaultChecked={chosen.has(option.value)}
            aria-invalid={invalid || undefined}
          />
          <label htmlFor={`${field.id}-${option.value}`}>{option.label}</label>
        </div>
      ))}
    </fieldset>
  );
}

/**
 * The plan form, new or changed: the task, where, the product (the registrable products held at the
 * caller's locations), the people, the period, the expected duration and frequency, routes, PPE and
 * measures. A plain POST form the route's action validates; with JavaScript the same rules check it first.
 */
export function PlanForm({
  mode,
  choices,
  defaults,
  lastResult,
  revision,
  keptSheet,
  cancel,
  ppeChoices,
}: {
  /** The PPE choices in their order (from the loader, so the page's JavaScript leaves the approvals' rules out). */
  ppeChoices: readonly string[];
  mode: "new" | "edit";
  choices: PlanChoices;
  defaults: PlanFormValues;
  lastResult: LastResult;
  /** The revision read (a change only). */
  revision?: number;
  /** The plan's sheet and its product (a change only): kept while the product stays the same. */
  keptSheet?: { sdsId: number | null; productId: number };
  cancel: string;
}) {
  const { t } = useTranslation();
  const validation = useLazyValidation(
    () => import("../forms-plans"),
    (forms) => (mode === "new" ? forms.newPlanSchema(t) : forms.editPlanSchema(t)),
  );
  const [form, fields] = useForm<PlanFormValues, Record<string, unknown>, string[]>({
    id: mode === "new" ? "plan-new" : "plan-edit",
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });
  useFocusOnError(form.id, lastResult);
  const summary = [
    ...(form.errors ?? []).map((text, index) => ({ key: `form-${index}`, text })),
    ...PLAN_FORM_FIELDS.flatMap((name) => {
      const field = (fields as unknown as Record<string, FieldMetadata<unknown> | undefined>)[name];
      return field?.errors?.length ? [{ key: name, text: field.errors.join(" "), href: `#${field.id}` }] : [];
    }),
  ];
  const optional = t("exposurePlans.field.optional");

  return (
    <>
      <ErrorSummary id={`${form.id}-summary`} title={t("exposurePlans.form.errorSummary")} items={summary} />
      <Form method="post" {...getFormProps(form)} {...validation.formProps} className="stack plan-form">
        <input type="hidden" name="intent" value="save" />
        {revision !== undefined ? <input type="hidden" name="revision" value={revision} /> : null}
        {keptSheet ? (
          <>
            <input type="hidden" name="kept_sds" value={keptSheet.sdsId ?? ""} />
            <input type="hidden" name="kept_product" value={keptSheet.productId} />
          </>
        ) : null}
        {defaults.source_document_id ? (
          <input type="hidden" name="source_document_id" value={defaults.source_document_id} />
        ) : null}
        <TextField
          field={fields.title}
          label={t("exposurePlans.field.title")}
          maxLength={EXPOSURE_LIMITS.title}
        />
        <div className="field">
          <label htmlFor={fields.work_description.id}>{t("exposurePlans.field.workDescription")}</label>
          <p className="help" id={`${fields.work_description.id}-hint`}>
            {t("exposurePlans.field.workDescriptionHint")}
          </p>
          <FieldError field={fields.work_description} />
          <textarea
            id={fields.work_description.id}
            name={fields.work_description.name}
            defaultValue={String(fields.work_description.initialValue ?? "")}
            maxLength={EXPOSURE_LIMITS.text}
            rows={4}
            aria-describedby={`${fields.work_description.id}-hint`}
          />
        </div>
        <SelectField
          field={fields.location_id}
          label={t("exposurePlans.field.location")}
          options={[
            { value: "", label: t("exposurePlans.field.chooseLocation") },
            ...choices.locations.map((location) => ({ value: String(location.id), label: location.path })),
          ]}
        />
        <SelectField
          field={fields.product_id}
          label={t("exposurePlans.field.product")}
          options={[
            { value: "", label: t("exposurePlans.field.chooseProduct") },
            ...choices.products.map((product) => ({
              value: String(product.id),
              label: product.supplier ? `${product.name} (${product.supplier})` : product.name,
            })),
          ]}
        />
        {choices.people.length > 0 ? (
          <ChoiceGroup
            field={fields.people as FieldMetadata<unknown>}
            legend={t("exposurePlans.field.people")}
            options={choices.people.map((person) => ({ value: String(person.id), label: person.name }))}
          />
        ) : (
          <p className="note" id={fields.people.id}>
            {t("exposurePlans.field.noPeople")}
          </p>
        )}
        <TextField field={fields.starts_on} type="date" label={t("exposurePlans.field.startsOn")} />
        <TextField
          field={fields.ends_on}
          type="date"
          label={t("exposurePlans.field.endsOn")}
          hint={optional}
        />
        <TextField
          field={fields.expected_duration}
          label={t("exposurePlans.field.expectedDuration")}
          size={5}
          maxLength={5}
          inputMode="numeric"
          placeholder="01:30"
        />
        <SelectField
          field={fields.frequency}
          label={t("exposurePlans.field.frequency")}
          options={FREQUENCIES.map((frequency) => ({
            value: frequency,
            label: t(`exposure.frequency.${frequency}`),
          }))}
        />
        <ChoiceGroup
          field={fields.routes as FieldMetadata<unknown>}
          legend={t("exposurePlans.field.routes")}
          options={EXPOSURE_ROUTES.map((route) => ({ value: route, label: t(`exposure.route.${route}`) }))}
        />
        <ChoiceGroup
          field={fields.ppe as FieldMetadata<unknown>}
          legend={t("exposurePlans.field.ppe")}
          options={ppeChoices.map((ppe) => ({ value: ppe, label: t(`approvals.option.ppe.${ppe}`) }))}
        />
        <div className="field">
          <label htmlFor={fields.measures.id}>{t("exposurePlans.field.measures")}</label>
          <FieldError field={fields.measures} />
          <textarea
            id={fields.measures.id}
            name={fields.measures.name}
            defaultValue={String(fields.measures.initialValue ?? "")}
            maxLength={EXPOSURE_LIMITS.text}
            rows={4}
            aria-invalid={fields.measures.errors?.length ? true : undefined}
            aria-describedby={fields.measures.errors?.length ? fields.measures.errorId : undefined}
          />
        </div>
        <div className="form-buttons">
          <button type="submit">
            {t(mode === "new" ? "exposurePlans.new.submit" : "exposurePlans.edit.submit")}
          </button>
          <Link to={cancel}>{t("exposurePlans.form.cancel")}</Link>
        </div>
      </Form>
    </>
  );
}
