import { useTranslation } from "react-i18next";
import { ErrorSummary, useErrorSummaryFocus } from "~/ui/ErrorSummary";

/** The list of a phrase form's problems at its top, each linking to its field; takes the focus after a post. */
export function PhraseErrorSummary({
  formId,
  lastResult,
  errors,
  formErrors,
}: {
  formId: string;
  lastResult: { status?: string } | null | undefined;
  errors: Record<string, string[]> | undefined;
  formErrors: string[] | undefined;
}) {
  const { t } = useTranslation();
  const ref = useErrorSummaryFocus(lastResult);
  return (
    <ErrorSummary
      ref={ref}
      id={`${formId}-summary`}
      title={t("phrases.errorSummary")}
      items={[
        ...(formErrors ?? []).map((text) => ({ key: `form-${text}`, text })),
        ...Object.entries(errors ?? {})
          .filter(([name]) => name !== "")
          .map(([name, messages]) => ({ key: name, text: messages.join(" "), href: `#${formId}-${name}` })),
      ]}
    />
  );
}
