import { getFormProps, useForm } from "@conform-to/react";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { type CoStorageCell } from "../../../../core/storage-classes";
import {
  CheckboxGroup,
  SaveButton,
  SettingsSection,
} from "~/features/company-settings/components/SettingsForm";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import { ErrorSummary } from "~/ui/ErrorSummary";
import type { loader, action } from "../routes/storage";

/** A cell as printed: the minus sign for "-" (read as "minus", not "dash"). */
const symbolOf = (cell: CoStorageCell) => (cell === "-" ? "−" : String(cell));

export function StorageSettings() {
  const { defaults, classes, notes, matrix } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  // Fixed boxes cannot be wrong in a browser: the server's verdict is all there is to show.
  const [form, fields] = useForm({ id: "storage-settings", lastResult, defaultValue: defaults });
  const columns: DataColumn<{ id: string; cells: CoStorageCell[] }>[] = [
    { id: "class", header: t("companySettings.storage.corner"), rowHeader: true, cell: (row) => row.id },
    ...classes.map((column, index) => ({
      id: column,
      header: column,
      className: "matrix-cell",
      cell: (row: { cells: CoStorageCell[] }) => symbolOf(row.cells[index] ?? "-"),
    })),
  ];
  return (
    <>
      <SettingsSection
        id="storage"
        heading={t("companySettings.tab.storage")}
        intro={t("companySettings.storage.intro")}
      >
        <ErrorSummary
          title={t("companySettings.errorSummary")}
          formId={form.id}
          lastResult={lastResult}
          errors={form.allErrors}
          formErrors={form.errors}
          groups={["storage_classes"]}
        />
        <Form method="post" {...getFormProps(form)} className="stack">
          <CheckboxGroup
            field={fields.storage_classes}
            legend={t("companySettings.storage.classes")}
            hint={t("companySettings.storage.classesHint")}
            options={classes.map((id) => ({
              value: id,
              label: `${id} – ${t(`storageClass.${id}`)}`,
            }))}
          />
          <SaveButton />
        </Form>
      </SettingsSection>
      <section aria-labelledby="matrix-heading" className="co-storage">
        <h2 id="matrix-heading">{t("companySettings.storage.matrixHeading")}</h2>
        <p>{t("companySettings.storage.matrixIntro")}</p>
        <h3 id="legend-heading">{t("companySettings.storage.legend")}</h3>
        <dl className="facts" aria-labelledby="legend-heading">
          <dt>+</dt>
          <dd>{t("companySettings.storage.symbolAllowed")}</dd>
          <dt>−</dt>
          <dd>{t("companySettings.storage.symbolSeparate")}</dd>
          <dt>1–8</dt>
          <dd>{t("companySettings.storage.symbolNote")}</dd>
        </dl>
        <DataTable
          caption={t("companySettings.storage.matrixCaption")}
          columns={columns}
          rows={matrix}
          rowKey={(row) => row.id}
          className="co-storage-matrix"
        />
        <h3>{t("companySettings.storage.notes")}</h3>
        <dl className="facts">
          {notes.map((note) => (
            <div key={note}>
              <dt>{t("companySettings.storage.note", { number: note })}</dt>
              <dd>{t(`storageNote.${note}`)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
