import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { TOP_LEVEL } from "~/features/locations/top-level";
import { useLazyValidation } from "~/ui/lazyValidation";
import { LocationPicker, type LocationPickerState } from "~/ui/LocationPicker";
import { useFocusOnError } from "~/ui/ErrorSummary";
import { FormErrors } from "~/ui/FormErrors";

export interface MoveLocationFormProps {
  /** The location being moved. */
  location: { id: number; name: string; parent: number | null };
  /** The new parent's picker: the choice so far and the matches of `moveq` (app/features/locations/picker.server.ts). */
  picker: LocationPickerState;
  /** "The top level" is the choice so far. */
  topChosen: boolean;
  /** Whether "the top level" is a choice (not for a user limited to top nodes). */
  offerTop: boolean;
  /** Other search parameters of the page, kept by a search (q, include_archived). */
  keep: Record<string, string>;
  lastResult?: SubmissionResult<string[]>;
}

/**
 * "Move": the new parent is chosen with the app's one location picker (one
 * choice), next to the fixed choice "The top level". Without JavaScript its
 * Find sends this form as a GET to the page (`moveq`, the choice so far and
 * the page's other parameters land in the URL); with JavaScript it is the
 * combobox. The location itself is never offered; the API refuses a location
 * inside it, and its message shows on the picker.
 */
export function MoveLocationForm({
  location,
  picker,
  topChosen,
  offerTop,
  keep,
  lastResult,
}: MoveLocationFormProps) {
  const { t } = useTranslation();
  const validation = useLazyValidation(
    () => import("~/features/locations/forms"),
    (forms) => forms.moveLocationSchema(t),
  );
  const [form, fields] = useForm({
    id: "move-location",
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });
  useFocusOnError(form.id, lastResult);
  const field = fields.parent_id;
  const posted = typeof field.initialValue === "string" ? field.initialValue : undefined;

  return (
    <Form method="post" {...getFormProps(form)} {...validation.formProps} className="location-form">
      <input type="hidden" name="intent" value="move" />
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormErrors id={form.errorId} errors={form.errors} />
      <LocationPicker
        id="move-picker"
        name={field.name}
        multiple={false}
        legend={t("hierarchy.move.legend", { name: location.name })}
        state={picker}
        queryName="moveq"
        searchByGet
        extraChoice={
          offerTop
            ? {
                value: TOP_LEVEL,
                label: t("hierarchy.move.top"),
                checked: posted === undefined ? topChosen : posted === TOP_LEVEL,
              }
            : undefined
        }
        excludeIds={[location.id]}
        errors={field.errors}
        errorId={field.errorId}
        note={(candidate) => (candidate.id === location.parent ? t("hierarchy.move.currentParent") : null)}
      />
      <div>
        <button type="submit">{t("hierarchy.move.submit")}</button>
      </div>
    </Form>
  );
}
