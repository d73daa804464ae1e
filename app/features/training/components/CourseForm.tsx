import { getFormProps, parse, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { TRAINING_LIMITS } from "../../../../core/training/rules";
import { COURSE_FIELDS, TRAINING_SEARCH } from "../fields";
import { registerSearchTexts } from "~/features/exposure/components/search-texts";
import { ErrorSummary, useFocusOnError } from "~/ui/ErrorSummary";
import { FieldError, listOf, TextField } from "~/ui/FormFields";
import { useLazyValidation } from "~/ui/lazyValidation";
import { LocationPicker, type LocationPickerState } from "~/ui/LocationPicker";
import { SearchPicker, type SearchPickerState } from "~/ui/SearchPicker";

/** The course form's values as text, as a form holds them. */
export interface CourseFormValues {
  title: string;
  description: string;
  validity_months: string;
  location_ids: string[];
  product_ids: string[];
}

/** What the course form offers, found by search: the locations (the shared picker) and the products. */
export interface CourseFormChoices {
  locations: LocationPickerState;
  products: SearchPickerState;
}

/**
 * A new course: title, description, validity in months (empty: it does not expire), the locations whose
 * people should complete it and the products it is about. A plain POST form the route's action validates;
 * a search's Find sends the form as a GET to the page, which comes back with what was entered and the matches.
 */
export function CourseForm({
  choices,
  defaults,
  lastResult,
}: {
  choices: CourseFormChoices;
  defaults: CourseFormValues;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const { t } = useTranslation();
  const validation = useLazyValidation(
    () => import("../forms"),
    (forms) => forms.courseFormSchema(t),
  );
  const [form, fields] = useForm<CourseFormValues, Record<string, unknown>, string[]>({
    id: "course-new",
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
    ...COURSE_FIELDS.flatMap((name) => {
      const field = (fields as unknown as Record<string, FieldMetadata<unknown> | undefined>)[name];
      return field?.errors?.length ? [{ key: name, text: field.errors.join(" "), href: `#${field.id}` }] : [];
    }),
  ];
  return (
    <>
      <ErrorSummary id={`${form.id}-summary`} title={t("training.form.errorSummary")} items={summary} />
      <Form method="post" {...getFormProps(form)} {...validation.formProps} className="stack">
        <input type="hidden" name="intent" value="save" />
        <TextField field={fields.title} label={t("training.field.title")} maxLength={TRAINING_LIMITS.title} />
        <div className="field">
          <label htmlFor={fields.description.id}>{t("training.field.description")}</label>
          <FieldError field={fields.description} />
          <textarea
            id={fields.description.id}
            name={fields.description.name}
            defaultValue={String(fields.description.initialValue ?? "")}
            maxLength={TRAINING_LIMITS.description}
            rows={4}
            aria-invalid={fields.description.errors?.length ? true : undefined}
            aria-describedby={fields.description.errors?.length ? fields.description.errorId : undefined}
          />
        </div>
        <TextField
          field={fields.validity_months}
          label={t("training.field.validity")}
          hint={t("training.field.validityHint")}
          inputMode="numeric"
          size={4}
          maxLength={3}
        />
        <LocationPicker
          id={fields.location_ids.id}
          name={fields.location_ids.name}
          multiple
          legend={t("training.field.locations")}
          hint={t("training.field.locationsHint")}
          state={choices.locations}
          queryName={TRAINING_SEARCH.location}
          searchByGet
          errors={fields.location_ids.errors}
          errorId={fields.location_ids.errorId}
        />
        <SearchPicker
          id={fields.product_ids.id}
          name={fields.product_ids.name}
          queryName={TRAINING_SEARCH.product}
          queryMaxLength={TRAINING_LIMITS.search}
          legend={t("training.field.products")}
          texts={registerSearchTexts(t, t("training.field.findProduct"), choices.products.q)}
          state={choices.products}
          searchByGet
          multiple
          selected={listOf(fields.product_ids.initialValue)}
          errors={fields.product_ids.errors}
          errorId={fields.product_ids.errorId}
        />
        <div className="form-buttons">
          <button type="submit">{t("training.new.submit")}</button>
          <Link to="/training">{t("training.form.cancel")}</Link>
        </div>
      </Form>
    </>
  );
}
