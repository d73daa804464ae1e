import { forwardRef, useEffect, useRef } from "react";

export interface ErrorSummaryItem {
  key: string;
  text: string;
  /** The field to jump to (`#<input id>`); form-level errors have none. */
  href?: string;
}

/**
 * The list of a form's problems at its top, announced as an alert and
 * focusable, each linking to its field (the GOV.UK error-summary pattern).
 * Renders nothing when there are no items.
 */
export const ErrorSummary = forwardRef<
  HTMLDivElement,
  { id: string; title: string; items: ErrorSummaryItem[] }
>(function ErrorSummary({ id, title, items }, ref) {
  if (items.length === 0) return null;
  return (
    <div
      className="notice warning error-summary"
      role="alert"
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      ref={ref}
    >
      <h2 id={`${id}-title`}>{title}</h2>
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
  const ref = useRef<HTMLDivElement>(null);
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
