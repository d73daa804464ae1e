import { forwardRef } from "react";

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
