import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { numberFormat } from "../../../../core/format";
import { REPORT_LIMITS } from "../../../../core/custom-reports/definition";
import { getReport, runReport } from "../api.server";
import { requireUser } from "~/lib/auth.server";
import { getTranslator } from "~/lib/i18n.server";
import { pageCount, pageParam } from "~/lib/list-params";
import { idFromParams } from "~/lib/route-params.server";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import { Pager } from "~/ui/Pager";
import { pageTitle } from "~/ui/meta";

export const meta = pageTitle;

export const handle = { breadcrumb: { key: "customReports.title", to: "/custom-reports" } };

const PAGES = REPORT_LIMITS.rowsMax / REPORT_LIMITS.pageSize;

/**
 * /custom-reports/:id: a report's rows, 100 a page (up to 100,000), as the caller's own lists would show
 * them (their company and top nodes), with CSV and XLSX downloads. Numbers are formatted in the user's
 * language here, on the server.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [{ api }, { t, locale }] = await Promise.all([requireUser(request), getTranslator(request)]);
  const id = idFromParams(params.id);
  const page = pageParam(new URL(request.url), PAGES);
  const [report, run] = await Promise.all([getReport(api, id), runReport(api, id, page)]);
  const pages = Math.min(pageCount(run.meta.total, run.meta.limit), PAGES);
  if (page > pages) throw redirect(`/custom-reports/${id}?page=${pages}`);
  const number = numberFormat(locale, { maximumFractionDigits: 3 });
  return {
    title: `${t("customReports.runTitle", { name: report.name })} – ${t("app.name")}`,
    id,
    name: report.name,
    mine: report.mine,
    page,
    pages,
    total: number.format(run.meta.total),
    columns: run.data.columns,
    rows: run.data.rows.map((row) =>
      row.map((cell) => (cell === null ? "" : typeof cell === "number" ? number.format(cell) : cell)),
    ),
  };
}

export default function ReportRunPage() {
  const { id, name, mine, page, pages, total, columns, rows } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const tableColumns: DataColumn<string[]>[] = columns.map((column, index) => ({
    id: column.key,
    header: t(`customReports.col.${column.key}`),
    rowHeader: index === 0,
    className: column.kind === "number" ? "number" : undefined,
    cell: (row) => row[index],
  }));
  return (
    <>
      <h1>{t("customReports.runTitle", { name })}</h1>
      <p>{t("customReports.rows", { total })}</p>
      <ul className="inline-list">
        <li>
          <a href={`/custom-reports/${id}/export.csv`} download>
            {t("customReports.download.csv")}
          </a>
        </li>
        <li>
          <a href={`/custom-reports/${id}/export.xlsx`} download>
            {t("customReports.download.xlsx")}
          </a>
        </li>
        {mine ? (
          <li>
            <Link to={`/edit-report/${id}`}>{t("customReports.edit")}</Link>
          </li>
        ) : null}
        <li>
          <Link to="/custom-reports">{t("customReports.back")}</Link>
        </li>
      </ul>
      <DataTable
        caption={t("customReports.caption")}
        columns={tableColumns}
        rows={rows}
        rowKey={(_, index) => index}
        empty={t("customReports.noRows")}
      />
      <Pager page={page} pages={pages} href={(p) => `/custom-reports/${id}?page=${p}`} numbered />
    </>
  );
}
