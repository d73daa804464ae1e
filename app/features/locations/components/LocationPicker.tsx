import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FieldError } from "~/ui/FormFields";
import type { LocationMatch } from "../../../../api/locations/schemas";
import { TOP_LEVEL } from "~/features/locations/top-level";
import { useLazyValidation } from "~/ui/lazyValidation";
import { FormErrors, useFocusOnError } from "./LocationForms";

export interface LocationPickerProps {
  /** The location being moved. */
  location: { id: number; name: string; parent: number | null };
  /** The page's own path (the search form submits to it). */
  pagePath: string;
  /** The search text (`moveq`), empty before a search. */
  moveq: string;
  /** The locations that match it (null before a search). */
  matches: LocationMatch[] | null;
  /** Other search parameters of the page to keep (q, include_archived). */
  keep: Record<string, string>;
  lastResult?: SubmissionResult<string[]>;
}

/** "Oslo plant › Building A › Laboratory 1". */
export function pathText(path: { name: string }[]): string {
  return path.map((step) => step.name).join(" › ");
}

/**
 * "Move": choosing the new parent works without JavaScript. A search (a GET
 * form, `?moveq=`) lists the matching locations as radio buttons next to "Top
 * level"; the move form then posts the choice. The API refuses a location
 * inside the one being moved, and its message shows on the choice.
 */
export function LocationPicker({
  location,
  pagePath,
  moveq,
  matches,
  keep,
  lastResult,
}: LocationPickerProps) {
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
  const chosen = typeof field.initialValue === "string" ? field.initialValue : undefined;
  const errorId = field.errors ? field.errorId : undefined;
  const choices = (matches ?? []).filter((match) => match.id !== location.id);
  const searchId = "move-search";

  return (
    <>
      <Form method="get" action={pagePath} className="inline-search" preventScrollReset>
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor={searchId}>{t("hierarchy.move.search")}</label>
        <span className="inline-search-row">
          <input id={searchId} type="search" name="moveq" defaultValue={moveq} autoComplete="off" />
          <button type="submit" className="secondary">
            {t("hierarchy.move.searchSubmit")}
          </button>
        </span>
      </Form>
      <Form method="post" {...getFormProps(form)} {...validation.formProps} className="location-form">
        <input type="hidden" name="intent" value="move" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <fieldset aria-describedby={errorId}>
          <legend>{t("hierarchy.move.legend", { name: location.name })}</legend>
          <FieldError field={field} />
          <ul className="radio-list">
            <li>
              <input
                type="radio"
                id="move-to-top"
                name={field.name}
                value={TOP_LEVEL}
                defaultChecked={chosen === TOP_LEVEL}
                data-invalid={field.errors ? "true" : undefined}
              />
              <label htmlFor="move-to-top">{t("hierarchy.move.top")}</label>
            </li>
            {choices.map((match) => (
              <li key={match.id}>
                <input
                  type="radio"
                  id={`move-to-${match.id}`}
                  name={field.name}
                  value={String(match.id)}
                  defaultChecked={chosen === String(match.id)}
                  data-invalid={field.errors ? "true" : undefined}
                />
                <label htmlFor={`move-to-${match.id}`}>
                  {pathText(match.path)}
                  {match.id === location.parent ? ` ${t("hierarchy.move.currentParent")}` : ""}
                </label>
              </li>
            ))}
          </ul>
          {matches === null ? (
            <p className="help">{t("hierarchy.move.hint")}</p>
          ) : choices.length === 0 ? (
            <p className="help">{t("hierarchy.move.noMatches", { q: moveq })}</p>
          ) : null}
        </fieldset>
        <div>
          <button type="submit">{t("hierarchy.move.submit")}</button>
        </div>
      </Form>
    </>
  );
}
