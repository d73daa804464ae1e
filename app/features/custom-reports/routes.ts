import { route, type RouteConfigEntry } from "@remix-run/route-config";

const dir = "features/custom-reports/routes";

/**
 * Custom reports (docs/decisions/068-custom-reports.md): the list of saved reports, the form to create one
 * and to edit one, a report's run as a paged table, and its downloads.
 */
export const customReportRoutes: RouteConfigEntry[] = [
  route("custom-reports", `${dir}/reports.tsx`, { id: "custom-reports/index" }),
  route("create-report", `${dir}/report-new.tsx`, { id: "custom-reports/new" }),
  route("edit-report/:id", `${dir}/report-edit.tsx`, { id: "custom-reports/edit" }),
  route("custom-reports/:id", `${dir}/report-run.tsx`, { id: "custom-reports/run" }),
];

/** A report's downloads, outside the page layout. */
export const customReportResourceRoutes: RouteConfigEntry[] = [
  route("custom-reports/:id/export.csv", `${dir}/export.ts`, { id: "custom-reports/export-csv" }),
  route("custom-reports/:id/export.xlsx", `${dir}/export.ts`, { id: "custom-reports/export-xlsx" }),
];
