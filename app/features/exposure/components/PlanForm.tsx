import { getFormProps, parse, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { EXPOSURE_LIMITS, EXPOSURE_ROUTES, FREQUENCIES } from "../../../../core/exposure/kinds";
import { PLAN_FORM_FIELDS } from "../../../../core/exposure/plan-list";
import { ErrorSummary, useFocusOnError } from "~/ui/ErrorSummary";
import { FieldError, listOf, SelectField, TextField } from "~/ui/FormFields";
import { useLazyValidation } from "~/ui/lazyValidation";
import { LocationPicker, type LocationPickerState } from "~/ui/LocationPicker";
import { FILTER_SEARCH } from "../forms-register";
import { SearchPicker, type SearchPickerState } from "~/ui/SearchPicker";
import { HISTORY_LIMITS } from "../../../../core/exposure/history";
import { registerSearchTexts } from "./search-texts";

/**
 * What the plan form offers, found by search so it never lists everything the company holds: the location
 * (the shared location picker), the product (the registrable products held at the caller's locations) and
 * the people (those the register applies to), each the chosen ones plus the matches of a search.
 */
export interface PlanFormChoices {
  location: LocationPickerState;
  product: SearchPickerState;
  people: SearchPickerState;
}

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
  choices: PlanFormChoices;
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
    // A search's Find (formNoValidate) sends the form as it is, to come back with the matches.
    onValidate: (context: { formData: FormData; submitter?: HTMLElement | null }) =>
      context.submitter instanceof HTMLButtonElement && context.submitter.formNoValidate
        ? parse(context.formData, { resolve: () => ({ value: {} }) })
        : validation.onValidate(context),
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
        <LocationPicker
          id={fields.location_id.id}
          name={fields.location_id.name}
          multiple={false}
          legend={t("exposurePlans.field.location")}
          state={choices.location}
          queryName={FILTER_SEARCH.location}
          searchByGet
          errors={fields.location_id.errors}
          errorId={fields.location_id.errorId}
        />
        <SearchPicker
          id={fields.product_id.id}
          name={fields.product_id.name}
          multiple={false}
          queryName={FILTER_SEARCH.product}
          queryMaxLength={HISTORY_LIMITS.search}
          legend={t("exposurePlans.field.product")}
          texts={registerSearchTexts(t, t("exposurePlans.field.findProduct"), choices.product.q)}
          state={choices.product}
          searchByGet
          selected={[String(fields.product_id.initialValue ?? "")]}
          errors={fields.product_id.errors}
          errorId={fields.product_id.errorId}
        />
        <SearchPicker
          id={fields.people.id}
          name={fields.people.name}
          queryName={FILTER_SEARCH.person}
          queryMaxLength={HISTORY_LIMITS.search}
          legend={t("exposurePlans.field.people")}
          texts={registerSearchTexts(t, t("exposurePlans.field.findPerson"), choices.people.q)}
          state={choices.people}
          searchByGet
          multiple
          selected={listOf(fields.people.initialValue)}
          errors={fields.people.errors}
          errorId={fields.people.errorId}
        />
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
