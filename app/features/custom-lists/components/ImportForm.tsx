import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CUSTOM_IMPORT_MAX_BYTES, CUSTOM_LIST_ENTRIES_MAX } from "../../../../core/custom-lists/lists";
import { ErrorSummary, useErrorSummaryFocus } from "~/ui/ErrorSummary";

const MAX_MB = CUSTOM_IMPORT_MAX_BYTES / 1024 / 1024;

/**
 * The list page's file upload: a plain multipart form (no JavaScript needed), the template to start from, and
 * the problems of a refused file, each with its line, in a summary that takes the focus.
 */
export function ImportForm({ errors }: { errors: readonly string[] }) {
  const { t } = useTranslation();
  const summaryRef = useErrorSummaryFocus(errors.length > 0 ? { status: "error" } : null);
  return (
    <>
      <p>{t("customLists.import.intro")}</p>
      <p>{t("customLists.import.columns")}</p>
      <p>
        <a href="/custom-lists/template.csv" download>
          {t("customLists.import.template")}
        </a>
      </p>
      <ErrorSummary
        ref={summaryRef}
        id="custom-import-summary"
        title={t("customLists.import.errorSummary")}
        items={errors.map((text, index) => ({
          key: String(index),
          text,
          ...(index === 0 ? { href: "#custom-import-file" } : {}),
        }))}
      />
      <Form method="post" encType="multipart/form-data" className="stack">
        <div className="field">
          <label htmlFor="custom-import-file">{t("customLists.import.file")}</label>
          <p className="hint" id="custom-import-file-hint">
            {t("customLists.import.fileHint", { max: MAX_MB, rows: CUSTOM_LIST_ENTRIES_MAX })}
          </p>
          <input
            id="custom-import-file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            required
            aria-invalid={errors.length > 0 ? true : undefined}
            aria-describedby="custom-import-file-hint"
          />
        </div>
        <button type="submit">{t("customLists.import.submit")}</button>
      </Form>
    </>
  );
}
