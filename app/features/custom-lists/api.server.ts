import type { CustomHitPage } from "../../../api/custom-lists/schemas";
import type { ApiClient } from "../../lib/api-client.server";
import { orNotFound } from "../../lib/api-failure.server";
import { downloadFrom } from "../../lib/security-headers.server";

/** Every API call of the custom lists the pages make. */

/** The first page of the custom-list hits (the company's or a location's subtree). */
export function getCustomHits(api: Pick<ApiClient, "get">, location: number | null): Promise<CustomHitPage> {
  return orNotFound(
    api.get<CustomHitPage>("/archive/v1/customfield/hits", location ? { location_id: String(location) } : {}),
  );
}

/** The custom-list hits as CSV or XLSX, streamed to the browser as a download. */
export async function streamCustomExport(
  api: Pick<ApiClient, "raw">,
  location: number | null,
  format: "csv" | "xlsx",
): Promise<Response> {
  const upstream = await orNotFound(
    api.raw("/archive/v1/customfield/export", {
      type: format,
      ...(location ? { location_id: String(location) } : {}),
    }),
  );
  return downloadFrom(upstream);
}

/** Where the page's downloads of the custom-list hits point. */
export function customExportHref(location: number | null, format: "csv" | "xlsx"): string {
  return `/legislations/custom-export.${format}${location ? `?location=${location}` : ""}`;
}
