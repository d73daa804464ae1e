import { Form } from "@remix-run/react";

/** A form with one button that posts `intent`, with a line of help. */
export function StepForm({ intent, label, help }: { intent: string; label: string; help: string }) {
  const helpId = `${intent}-help`;
  return (
    <Form method="post" className="step-form">
      <input type="hidden" name="intent" value={intent} />
      <p className="help" id={helpId}>
        {help}
      </p>
      <button type="submit" aria-describedby={helpId}>
        {label}
      </button>
    </Form>
  );
}
