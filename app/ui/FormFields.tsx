import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode } from "react";
import { describedBy } from "./described-by";

/**
 * The form field components the forms share (SDS upload, product edit,
 * product request, board): a label, a hint the control is described by, the
 * field's error messages (the control is marked aria-invalid and described by
 * them too, by conform), then the control.
 */

/** A choice of a select: value and label (and the language of the label, when it is not the page's). */
export interface UploadOption {
  value: string;
  label: string;
  lang?: string;
}

/** The values of a field as a list (a multi-choice field holds one string or several). */
export function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
  return typeof value === "string" ? [value] : [];
}

/** The error messages of a field, under its label. */
export function FieldError({ field }: { field: Pick<FieldMetadata<unknown>, "errors" | "errorId"> }) {
  if (!field.errors?.length) return null;
  return (
    <p className="field-error" id={field.errorId}>
      {field.errors.join(" ")}
    </p>
  );
}

/** The id of a field's hint, when it has one. */
const hintIdOf = (field: { id: string }, hint: string | undefined) => (hint ? `${field.id}-hint` : undefined);

/** What stands above a control: its label, its hint and its errors. */
function FieldHead({
  field,
  label,
  hint,
  children,
}: {
  field: Pick<FieldMetadata<unknown>, "id" | "errors" | "errorId">;
  label: string;
  hint?: string;
  /** Notes between the hint and the errors. */
  children?: ReactNode;
}) {
  return (
    <>
      <label htmlFor={field.id}>{label}</label>
      {hint ? (
        <p className="help" id={hintIdOf(field, hint)}>
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError field={field} />
    </>
  );
}

type InputAttributes = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "maxLength" | "size" | "inputMode" | "placeholder" | "autoCapitalize" | "autoComplete" | "step" | "min"
>;

/** HTML allows `size` on text-like inputs only: a number input that sets it is a type error here. */
export type TextFieldProps<Schema> = {
  field: FieldMetadata<Schema>;
  label: string;
  hint?: string;
} & (
  | ({ type?: "text" | "date" } & InputAttributes)
  | ({ type: "number" } & Omit<InputAttributes, "size"> & { size?: never })
);

/** A labelled input with its hint and errors (aria-describedby both); autocomplete is off unless told. */
export function TextField<Schema>({
  field,
  label,
  hint,
  type = "text",
  ...attributes
}: TextFieldProps<Schema>) {
  const { key, ...props } = getInputProps(field, { type, ariaDescribedBy: hintIdOf(field, hint) });
  return (
    <div className="field">
      <FieldHead field={field} label={label} hint={hint} />
      <input key={key} {...props} autoComplete="off" {...attributes} />
    </div>
  );
}

/** A labelled textarea (three rows unless told) with its hint and errors. */
export function TextArea<Schema>({
  field,
  label,
  hint,
  rows = 3,
  maxLength,
}: {
  field: FieldMetadata<Schema>;
  label: string;
  hint?: string;
  rows?: number;
  maxLength?: number;
}) {
  const { key, ...props } = getTextareaProps(field, { ariaDescribedBy: hintIdOf(field, hint) });
  return (
    <div className="field">
      <FieldHead field={field} label={label} hint={hint} />
      <textarea key={key} {...props} rows={rows} maxLength={maxLength} />
    </div>
  );
}

/** A labelled select with its hint and errors. */
export function SelectField<Schema>({
  field,
  label,
  hint,
  options,
}: {
  field: FieldMetadata<Schema>;
  label: string;
  hint?: string;
  options: UploadOption[];
}) {
  const { key, ...props } = getSelectProps(field, { ariaDescribedBy: hintIdOf(field, hint) });
  return (
    <div className="field">
      <FieldHead field={field} label={label} hint={hint} />
      <select key={key} {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One checkbox with its label, then its errors. */
export function Checkbox<Schema>({ field, label }: { field: FieldMetadata<Schema>; label: string }) {
  const { key, ...props } = getInputProps(field, { type: "checkbox" });
  return (
    <div className="checkbox-line">
      <input key={key} {...props} />
      <label htmlFor={field.id}>{label}</label>
      <FieldError field={field} />
    </div>
  );
}

/**
 * A file input with its hint and errors. `again` is a note shown between the
 * hint and the errors (and described by) when the form came back without the
 * chosen file; `children` (what is kept or attached already) stand between the
 * errors and the input.
 */
export function FileField({
  field,
  label,
  hint,
  again,
  accept,
  multiple,
  className = "field",
  children,
}: {
  field: Pick<FieldMetadata<unknown>, "id" | "name" | "errors" | "errorId">;
  label: string;
  hint: string;
  again?: string;
  accept: string;
  multiple?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const hintId = `${field.id}-hint`;
  const againId = `${field.id}-again`;
  const invalid = field.errors?.length ? true : undefined;
  return (
    <div className={className}>
      <FieldHead field={field} label={label} hint={hint}>
        {again ? (
          <p className="help file-again" id={againId}>
            {again}
          </p>
        ) : null}
      </FieldHead>
      {children}
      <input
        id={field.id}
        name={field.name}
        type="file"
        accept={accept}
        multiple={multiple}
        aria-invalid={invalid}
        aria-describedby={describedBy(hintId, again && againId, invalid && field.errorId)}
      />
    </div>
  );
}
