import {
  getFormProps,
  getInputProps,
  getSelectProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useFocusOnError } from "~/ui/ErrorSummary";
import { FormErrors } from "~/ui/FormErrors";
import { useLazyValidation } from "~/ui/lazyValidation";

/** The location forms' schemas (zod), loaded when a form is first used. */
const loadForms = () => import("~/features/locations/forms");

export { replyFor, type LocationFormReply } from "./location-form-reply";

/**
 * The error messages of a field, under its label (as app/ui/FormFields' FieldError, whose module brings the
 * other field components along: 0.8 KB gzip that the location pages' first visit does not need).
 */
function FieldError({ field }: { field: { errors?: string[]; errorId: string } }) {
  if (!field.errors?.length) return null;
  return (
    <p className="field-error" id={field.errorId}>
      {field.errors.join(" ")}
    </p>
  );
}

export interface LocationNameFormProps {
  intent: "create" | "rename";
  /** Unique on the page. */
  formId: string;
  label: string;
  hint?: string;
  submitLabel: string;
  /** The current name (rename). */
  defaultName?: string;
  lastResult?: SubmissionResult<string[]>;
}

/** "Add a location" and "Rename": one name field. */
export function LocationNameForm({
  intent,
  formId,
  label,
  hint,
  submitLabel,
  defaultName,
  lastResult,
}: LocationNameFormProps) {
  const { t } = useTranslation();
  const validation = useLazyValidation(loadForms, (forms) =>
    intent === "create" ? forms.createLocationSchema(t) : forms.renameLocationSchema(t),
  );
  const [form, fields] = useForm({
    id: formId,
    lastResult,
    defaultValue: defaultName === undefined ? undefined : { name: defaultName },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });
  useFocusOnError(form.id, lastResult);
  const hintId = hint ? `${fields.name.id}-hint` : undefined;
  return (
    <Form method="post" {...getFormProps(form)} {...validation.formProps} className="location-form">
      <input type="hidden" name="intent" value={intent} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="field">
        <label htmlFor={fields.name.id}>{label}</label>
        {hint ? (
          <p className="help" id={hintId}>
            {hint}
          </p>
        ) : null}
        <FieldError field={fields.name} />
        <input
          {...getInputProps(fields.name, { type: "text", ariaDescribedBy: hintId })}
          autoComplete="off"
        />
      </div>
      <div>
        <button type="submit">{submitLabel}</button>
      </div>
    </Form>
  );
}

export interface ArchiveLocationFormProps {
  name: string;
  archived: boolean;
  lastResult?: SubmissionResult<string[]>;
}

/** "Archive" (everything inside goes along) or "Unarchive": a button with its consequence spelt out. */
export function ArchiveLocationForm({ name, archived, lastResult }: ArchiveLocationFormProps) {
  const { t } = useTranslation();
  const validation = useLazyValidation(loadForms, (forms) => forms.archiveLocationSchema);
  const [form] = useForm({
    id: "archive-location",
    lastResult,
    onValidate: validation.onValidate,
  });
  useFocusOnError(form.id, lastResult);
  const introId = `${form.id}-intro`;
  return (
    <Form method="post" {...getFormProps(form)} {...validation.formProps} className="location-form">
      <input type="hidden" name="intent" value={archived ? "unarchive" : "archive"} />
      <p id={introId}>
        {archived ? t("hierarchy.unarchive.intro", { name }) : t("hierarchy.archive.intro", { name })}
      </p>
      <FormErrors id={form.errorId} errors={form.errors} />
      <div>
        <button type="submit" className={archived ? undefined : "secondary"} aria-describedby={introId}>
          {archived ? t("hierarchy.unarchive.submit") : t("hierarchy.archive.submit")}
        </button>
      </div>
    </Form>
  );
}

export interface LocationBoardGroupFormProps {
  /** The board the location names now. */
  value: number | null;
  /** The company's approval boards, by name. */
  boards: { id: number; name: string }[];
  lastResult?: SubmissionResult<string[]>;
}

/** The approval board of a location: one of the company's boards, or none. */
export function LocationBoardGroupForm({ value, boards, lastResult }: LocationBoardGroupFormProps) {
  const { t } = useTranslation();
  const validation = useLazyValidation(loadForms, (forms) => forms.boardGroupSchema(t));
  const [form, fields] = useForm({
    id: "board-group",
    lastResult,
    defaultValue: { chemical_board_group_id: value === null ? "" : String(value) },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });
  useFocusOnError(form.id, lastResult);
  const field = fields.chemical_board_group_id;
  const hintId = `${field.id}-hint`;
  // A board the list does not hold (e.g. just deleted) stays choosable as its id, so nothing changes unasked.
  const options =
    value !== null && !boards.some((board) => board.id === value)
      ? [...boards, { id: value, name: `#${value}` }]
      : boards;
  return (
    <Form method="post" {...getFormProps(form)} {...validation.formProps} className="location-form">
      <input type="hidden" name="intent" value="boardGroup" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="field">
        <label htmlFor={field.id}>{t("locations.information.boardGroupLabel")}</label>
        <p className="help" id={hintId}>
          {t("locations.information.boardGroupHint")}
        </p>
        <FieldError field={field} />
        <select {...getSelectProps(field, { ariaDescribedBy: hintId })}>
          <option value="">{t("locations.information.boardGroupNone")}</option>
          {options.map((board) => (
            <option key={board.id} value={String(board.id)}>
              {board.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <button type="submit">{t("locations.information.boardGroupSubmit")}</button>
      </div>
    </Form>
  );
}
