import type {
  CustomReport,
  CustomReportBody,
  CustomReportList,
  ReportRun,
} from "../../../api/custom-reports/schemas";
import type { ApiClient } from "../../lib/api-client.server";
import { orNotFound } from "../../lib/api-failure.server";
import { downloadFrom } from "../../lib/security-headers.server";

/** Every API call of custom reports. */

const BASE = "/reports/v1/custom";

/** A page of the reports the caller sees (their own and the company's shared ones). */
export function listReports(api: Pick<ApiClient, "get">, page: number): Promise<CustomReportList> {
  return api.get<CustomReportList>(BASE, { page });
}

/** One report; another user's unshared one (or another company's) is the not-found page. */
export async function getReport(api: Pick<ApiClient, "get">, id: number): Promise<CustomReport> {
  return (await orNotFound(api.get<{ data: CustomReport }>(`${BASE}/${id}`))).data;
}

/** Creates (no id) or changes a report; a refused definition throws the API's 422 with its field errors. */
export async function saveReport(
  api: Pick<ApiClient, "post">,
  body: CustomReportBody,
): Promise<CustomReport> {
  return (await api.post<{ data: CustomReport }>(`${BASE}/save`, body)).data;
}

export async function deleteReport(api: Pick<ApiClient, "delete">, id: number): Promise<void> {
  await api.delete(`${BASE}/${id}`);
}

/** A page of a report's rows. */
export function runReport(api: Pick<ApiClient, "get">, id: number, page: number): Promise<ReportRun> {
  return orNotFound(api.get<ReportRun>(`${BASE}/${id}/run`, { page }));
}

/** The report's rows as CSV or XLSX, streamed to the browser as a download. */
export async function streamReportExport(
  api: Pick<ApiClient, "raw">,
  id: number,
  format: "csv" | "xlsx",
): Promise<Response> {
  return downloadFrom(await orNotFound(api.raw(`${BASE}/${id}/export`, { type: format })));
}
