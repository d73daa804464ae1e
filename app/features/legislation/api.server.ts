import type { HitPage, ImportResult, LegislationLists } from "../../../api/legislation/schemas";
import type { ApiClient } from "../../lib/api-client.server";
import { orNotFound } from "../../lib/api-failure.server";
import { downloadFrom } from "../../lib/security-headers.server";
import { apiQuery, type LegislationFilters } from "./filters";

/** Every API call of the legislation lists. */

export function getLists(api: Pick<ApiClient, "get">, language: number): Promise<LegislationLists> {
  return api.get<LegislationLists>("/archive/v1/legislationlist", { language });
}

/** A page of hits; a location that is not the caller's is the not-found page. */
export function getHits(api: Pick<ApiClient, "get">, filters: LegislationFilters): Promise<HitPage> {
  return orNotFound(
    api.get<HitPage>("/archive/v2/legislation", { ...apiQuery(filters), page: filters.page }),
  );
}

/** The hits as CSV or XLSX, streamed to the browser as a download. */
export async function streamExport(
  api: Pick<ApiClient, "raw">,
  filters: LegislationFilters,
  format: "csv" | "xlsx",
): Promise<Response> {
  const upstream = await orNotFound(
    api.raw("/archive/v2/legislation/export/products", { ...apiQuery(filters), type: format }),
  );
  return downloadFrom(upstream);
}

/** Imports a list file for the company (user_admin). */
export async function importListFile(
  api: Pick<ApiClient, "postForm">,
  list: string,
  file: File,
): Promise<ImportResult["data"]> {
  const form = new FormData();
  form.set("list", list);
  form.set("file", file);
  return (await api.postForm<ImportResult>("/archive/v1/legislationlist/import", form)).data;
}
