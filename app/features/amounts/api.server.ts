import type { AmountReport } from "../../../api/amounts/schemas";
import type { ApiClient } from "../../lib/api-client.server";
import { orNotFound } from "../../lib/api-failure.server";
import { downloadFrom } from "../../lib/security-headers.server";
import { apiQuery, type AmountFilters } from "./filters";

/** Every API call of the amount report. */

/**
 * A page of the report, with its totals when the filters ask for them; a location that is not the
 * caller's is the not-found page.
 */
export function getAmountReport(api: Pick<ApiClient, "get">, filters: AmountFilters): Promise<AmountReport> {
  return orNotFound(
    api.get<AmountReport>("/amounts/v1/report", {
      ...apiQuery(filters),
      page: filters.page,
      ...(filters.totals ? { totals: "1" } : {}),
    }),
  );
}

/** The report's rows as CSV or XLSX, streamed to the browser as a download. */
export async function streamAmountExport(
  api: Pick<ApiClient, "raw">,
  filters: AmountFilters,
  format: "csv" | "xlsx",
): Promise<Response> {
  const upstream = await orNotFound(
    api.raw("/amounts/v1/report/export", { ...apiQuery(filters), type: format }),
  );
  return downloadFrom(upstream);
}
