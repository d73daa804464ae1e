import type { ReactNode } from "react";
import type { FormState } from "./form-state";

/**
 * A labelled control of the editor's server-rendered forms with its hint and errors (aria-describedby both,
 * aria-invalid when refused). The control is given as a function of those attributes.
 */
export function Field({
  formId,
  name,
  label,
  hint,
  state,
  children,
}: {
  formId: string;
  name: string;
  label: string;
  hint?: string;
  state: FormState;
  children: (attributes: {
    id: string;
    name: string;
    "aria-describedby"?: string;
    "aria-invalid"?: true;
  }) => ReactNode;
}) {
  const id = `${formId}-${name}`;
  const errors = state.errorsOf(name);
  const described = [hint ? `${id}-hint` : null, errors.length ? `${id}-error` : null].filter(Boolean);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="help" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {errors.length ? (
        <p className="field-error" id={`${id}-error`}>
          {errors.join(" ")}
        </p>
      ) : null}
      {children({
        id,
        name,
        ...(described.length ? { "aria-describedby": described.join(" ") } : {}),
        ...(errors.length ? { "aria-invalid": true as const } : {}),
      })}
    </div>
  );
}
