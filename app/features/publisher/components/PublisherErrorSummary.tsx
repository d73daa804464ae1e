import { useTranslation } from "react-i18next";
import { ErrorSummary, useErrorSummaryFocus } from "~/ui/ErrorSummary";

/**
 * A publisher form's problems at its top, each linking to its field (a market's box links to the markets'
 * fieldset, which carries the field's id).
 */
export function PublisherErrorSummary({
  formId,
  lastResult,
  errors,
  formErrors,
}: {
  formId: string;
  lastResult: { status?: string } | null | undefined;
  errors: Record<string, string[]> | undefined;
  formErrors?: string[];
}) {
  const { t } = useTranslation();
  const ref = useErrorSummaryFocus(lastResult);
  const byField = new Map<string, string[]>();
  for (const [name, messages] of Object.entries(errors ?? {})) {
    if (name === "") continue;
    const field = name.split(/[.[]/)[0] ?? name;
    byField.set(field, [...new Set([...(byField.get(field) ?? []), ...messages])]);
  }
  return (
    <ErrorSummary
      ref={ref}
      id={`${formId}-summary`}
      title={t("internalDocuments.supplierForm.errors")}
      items={[
        ...(formErrors ?? []).map((text) => ({ key: `form-${text}`, text })),
        ...[...byField].map(([name, messages]) => ({
          key: name,
          text: messages.join(" "),
          href: `#${formId}-${name}`,
        })),
      ]}
    />
  );
}
