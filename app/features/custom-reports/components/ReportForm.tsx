import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import {
  FILTER_OPERATORS,
  ORDER_DIRECTIONS,
  REPORT_LIMITS,
  SOURCE_COLUMNS,
  type ReportSource,
} from "../../../../core/custom-reports/definition";
import { FILTER_ROWS, type ReportFormDefaults } from "../fields";
import { ErrorSummary, useErrorSummaryFocus } from "~/ui/ErrorSummary";

/** What the action answered: conform's reply, whose `error` holds the messages by field name. */
export interface ReportFormResult {
  status?: string;
  error?: Record<string, string[] | null> | null;
}

const idOf = (name: string) => `report-${name.replace(/[[\].]+/g, "-").replace(/-$/, "")}`;

/**
 * The report form: a GET form that chooses the source (its columns differ, so the page comes back with the
 * chosen source's columns, without JavaScript), then the report itself as a POST form: name, sharing, the
 * columns (checkboxes), filter rows, grouping and order. The action checks it with the API's own rules and
 * shows each message beside its field and in the summary on top.
 */
export function ReportForm({
  defaults,
  lastResult,
  sourceAction,
}: {
  defaults: ReportFormDefaults;
  lastResult: ReportFormResult | null | undefined;
  /** Where the source choice goes (the page itself). */
  sourceAction: string;
}) {
  const { t } = useTranslation();
  const summaryRef = useErrorSummaryFocus(lastResult);
  const errors = lastResult?.error ?? {};
  const errorOf = (name: string) => (errors[name] ?? []).join(" ");
  const source = defaults.source as ReportSource;
  const columns = SOURCE_COLUMNS[source];
  const summary = Object.entries(errors)
    .filter(([, messages]) => messages && messages.length > 0)
    .map(([name, messages]) => ({
      key: name,
      text: messages!.join(" "),
      href: name === "" ? undefined : `#${idOf(name === "columns" ? "columns-0" : name)}`,
    }));
  const described = (name: string) =>
    errorOf(name) ? { "aria-invalid": true, "aria-describedby": `${idOf(name)}-error` } : {};
  const fieldError = (name: string) =>
    errorOf(name) ? (
      <p className="field-error" id={`${idOf(name)}-error`}>
        {errorOf(name)}
      </p>
    ) : null;
  const filters = defaults.filters;
  return (
    <>
      <ErrorSummary
        ref={summaryRef}
        id="report-summary"
        title={t("customReports.errorSummary")}
        items={summary}
      />
      <Form method="get" action={sourceAction} className="inline-form">
        <div className="field">
          <label htmlFor="report-source-choice">{t("customReports.field.source")}</label>
          <select id="report-source-choice" name="source" defaultValue={source}>
            {defaults.sources.map((key) => (
              <option key={key} value={key}>
                {t(`customReports.source.${key}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button secondary">
          {t("customReports.chooseSource")}
        </button>
      </Form>
      <Form method="post" className="stack" id="report-form" noValidate>
        <input type="hidden" name="source" value={source} />
        <p>
          {t("customReports.field.source")}: <strong>{t(`customReports.source.${source}`)}</strong>
        </p>
        <div className="field">
          <label htmlFor={idOf("name")}>{t("customReports.field.name")}</label>
          {fieldError("name")}
          <input
            id={idOf("name")}
            name="name"
            type="text"
            required
            maxLength={REPORT_LIMITS.nameMax}
            defaultValue={defaults.name}
            {...described("name")}
          />
        </div>
        <div className="field checkbox">
          <input id={idOf("shared")} name="shared" type="checkbox" defaultChecked={defaults.shared} />
          <label htmlFor={idOf("shared")}>{t("customReports.field.shared")}</label>
        </div>
        <fieldset {...described("columns")}>
          <legend>{t("customReports.field.columns")}</legend>
          {fieldError("columns")}
          {columns.map((column, index) => (
            <div className="field checkbox" key={column.key}>
              <input
                id={idOf(`columns-${index}`)}
                name="columns"
                type="checkbox"
                value={column.key}
                defaultChecked={defaults.columns.includes(column.key)}
              />
              <label htmlFor={idOf(`columns-${index}`)}>{t(`customReports.col.${column.key}`)}</label>
            </div>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t("customReports.field.filters")}</legend>
          <p className="hint">{t("customReports.field.filtersHint")}</p>
          {fieldError("filters")}
          {Array.from({ length: FILTER_ROWS }, (_, row) => {
            const filter = filters[row] ?? { column: "", op: "eq", value: "" };
            const name = (part: string) => `filters[${row}].${part}`;
            return (
              <div className="filter-row" key={row}>
                <div className="field">
                  <label htmlFor={idOf(name("column"))}>
                    {t("customReports.field.filterColumn", { n: row + 1 })}
                  </label>
                  {fieldError(name("column"))}
                  <select
                    id={idOf(name("column"))}
                    name={name("column")}
                    defaultValue={filter.column}
                    {...described(name("column"))}
                  >
                    <option value="">{t("customReports.field.none")}</option>
                    {columns.map((column) => (
                      <option key={column.key} value={column.key}>
                        {t(`customReports.col.${column.key}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="field">
                  <label htmlFor={idOf(name("op"))}>
                    {t("customReports.field.filterOp", { n: row + 1 })}
                  </label>
                  {fieldError(name("op"))}
                  <select
                    id={idOf(name("op"))}
                    name={name("op")}
                    defaultValue={filter.op}
                    {...described(name("op"))}
                  >
                    {FILTER_OPERATORS.map((op) => (
                      <option key={op} value={op}>
                        {t(`customReports.op.${op}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="field">
                  <label htmlFor={idOf(name("value"))}>
                    {t("customReports.field.filterValue", { n: row + 1 })}
                  </label>
                  {fieldError(name("value"))}
                  <input
                    id={idOf(name("value"))}
                    name={name("value")}
                    type="text"
                    maxLength={REPORT_LIMITS.valueMax}
                    defaultValue={filter.value}
                    {...described(name("value"))}
                  />
                </div>
              </div>
            );
          })}
        </fieldset>
        <div className="field">
          <label htmlFor={idOf("group_by")}>{t("customReports.field.groupBy")}</label>
          {fieldError("group_by")}
          <select
            id={idOf("group_by")}
            name="group_by"
            defaultValue={defaults.group_by}
            {...described("group_by")}
          >
            <option value="">{t("customReports.field.noGroup")}</option>
            {columns.map((column) => (
              <option key={column.key} value={column.key}>
                {t(`customReports.col.${column.key}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={idOf("order_by")}>{t("customReports.field.orderBy")}</label>
          {fieldError("order_by")}
          <select
            id={idOf("order_by")}
            name="order_by"
            defaultValue={defaults.order_by}
            {...described("order_by")}
          >
            <option value="">{t("customReports.field.defaultOrder")}</option>
            {columns.map((column) => (
              <option key={column.key} value={column.key}>
                {t(`customReports.col.${column.key}`)}
              </option>
            ))}
            <option value="count">{t("customReports.col.count")}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={idOf("order_dir")}>{t("customReports.field.orderDir")}</label>
          {fieldError("order_dir")}
          <select id={idOf("order_dir")} name="order_dir" defaultValue={defaults.order_dir}>
            {ORDER_DIRECTIONS.map((dir) => (
              <option key={dir} value={dir}>
                {t(`customReports.dir.${dir}`)}
              </option>
            ))}
          </select>
        </div>
        <p className="hint">{t("customReports.sourceHint")}</p>
        <div className="actions">
          <button type="submit" className="button primary">
            {t("customReports.save")}
          </button>
        </div>
      </Form>
    </>
  );
}
