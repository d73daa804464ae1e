import { forwardRef, useEffect, useRef, type ForwardedRef } from "react";

export interface ErrorSummaryItem {
  key: string;
  text: string;
  /** The field to jump to (`#<input id>`); form-level errors have none. */
  href?: string;
}

/** A form's problems as conform reports them, for a summary that links each field's problems to its control. */
export interface ErrorSummaryErrors {
  /** The form's id: conform gives the control of field `name` the id `<formId>-<name>`. */
  formId: string;
  /** Messages by field name (conform's `form.allErrors`); the form's own ("") are in `formErrors`. */
  errors: Record<string, string[]> | undefined;
  /** The form's own problems (no field): listed first, without a link. */
  formErrors?: string[] | undefined;
  /**
   * Fields whose parts have no control of their own (a group of boxes, e.g. a market's box
   * `market_ids[0]`): their parts' messages fold into the field's entry, which links to the field's
   * element (a fieldset with the field's id and tabIndex -1). "all": every field's parts fold so.
   * Parts of other fields (a list's rows, `labels[2]`) keep their own entry and link.
   */
  groups?: readonly string[] | "all";
}

/** The summary's entries for a form's problems: the form's own first, then one per field (or group). */
export function errorSummaryItems({
  formId,
  errors,
  formErrors,
  groups = [],
}: ErrorSummaryErrors): ErrorSummaryItem[] {
  const byTarget = new Map<string, string[]>();
  for (const [name, messages] of Object.entries(errors ?? {})) {
    if (name === "") continue;
    const field = name.split(/[.[]/)[0] || name;
    const target = groups === "all" || groups.includes(field) ? field : name;
    byTarget.set(target, [...new Set([...(byTarget.get(target) ?? []), ...messages])]);
  }
  return [
    ...(formErrors ?? []).map((text) => ({ key: `form-${text}`, text })),
    ...[...byTarget].map(([name, messages]) => ({
      key: name,
      text: messages.join(" "),
      href: `#${formId}-${name}`,
    })),
  ];
}

export type ErrorSummaryProps = {
  title: string;
  /** A submission's result: when it came back refused (with JavaScript), the summary takes the focus. */
  lastResult?: { status?: string } | null | undefined;
} & (
  | { id: string; items: ErrorSummaryItem[]; formId?: never }
  | (ErrorSummaryErrors & { id?: string; items?: never })
);

function assignRef<T>(ref: ForwardedRef<T>, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

/**
 * The list of a form's problems at its top, announced as an alert and
 * focusable, each linking to its field (the GOV.UK error-summary pattern).
 * Given ready `items`, or a form's `errors` (conform's, by field name) with
 * its `formId` (the summary's id is then `<formId>-summary`). Renders nothing
 * when there are no problems.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(props, ref) {
  const own = useErrorSummaryFocus(props.lastResult);
  const items = props.formId === undefined ? props.items : errorSummaryItems(props);
  const id = props.id ?? `${props.formId}-summary`;
  if (items.length === 0) return null;
  return (
    <div
      className="notice warning error-summary"
      role="alert"
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      ref={(node) => {
        own.current = node;
        assignRef(ref, node);
      }}
    >
      <h2 id={`${id}-title`}>{props.title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.key}>{item.href ? <a href={item.href}>{item.text}</a> : item.text}</li>
        ))}
      </ul>
    </div>
  );
});

/**
 * A ref for a form's error summary that takes the focus whenever a submission
 * comes back with errors, so keyboard and screen-reader users land on the
 * list of problems (it renders in the server's HTML too, where the browser
 * keeps its own focus).
 */
export function useErrorSummaryFocus(result: { status?: string } | null | undefined) {
  const ref = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    if (result?.status === "error") ref.current?.focus();
  }, [result]);
  return ref;
}

/**
 * After the server refused a submission (with JavaScript), focus the first
 * field in error of the form with this id (for forms without a summary, or
 * whose summary is not where the user should land).
 */
export function useFocusOnError(formId: string, lastResult: { status?: string } | null | undefined) {
  useEffect(() => {
    if (lastResult?.status !== "error") return;
    const form = document.getElementById(formId);
    form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"], .form-error')?.focus();
  }, [formId, lastResult]);
}
