import type {
  CustomEntry,
  CustomHitPage,
  CustomList,
  CustomListWithEntries,
  WhatIf,
} from "../../../api/custom-lists/schemas";
import type { CustomEntryInput, CustomListInput } from "../../../core/custom-lists/rules";
import type { ApiClient } from "../../lib/api-client.server";
import { orNotFound } from "../../lib/api-failure.server";
import { downloadFrom } from "../../lib/security-headers.server";

/** Every API call of the custom lists the pages make. */

/** A page of the custom-list hits (the company's or a location's subtree). */
export function getCustomHits(
  api: Pick<ApiClient, "get">,
  location: number | null,
  page: number,
): Promise<CustomHitPage> {
  return orNotFound(
    api.get<CustomHitPage>("/archive/v1/customfield/hits", {
      ...(location ? { location_id: String(location) } : {}),
      page,
    }),
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

/** The company's lists (the greylist first when it has entries). */
export async function listCustomLists(api: Pick<ApiClient, "get">): Promise<CustomList[]> {
  return (await api.get<{ data: CustomList[] }>("/archive/v1/customfield")).data;
}

/** One list with its entries (404 when it is not the company's). */
export async function getCustomList(
  api: Pick<ApiClient, "get">,
  id: number,
): Promise<CustomListWithEntries["data"]> {
  return (await orNotFound(api.get<CustomListWithEntries>(`/document/v1/enum/greylist/${id}`))).data;
}

/** Creates a list (no id) or changes list `id`. */
export async function saveCustomList(
  api: Pick<ApiClient, "post">,
  input: CustomListInput,
  id?: number,
): Promise<CustomList> {
  const body = { ...input, phase_out_date: input.phase_out_date ?? undefined, ...(id ? { id } : {}) };
  return (await api.post<{ data: CustomList }>("/archive/v1/customfield/save", body)).data;
}

export async function deleteCustomList(api: Pick<ApiClient, "delete">, id: number): Promise<void> {
  await api.delete(`/archive/v1/customfield/${id}`);
}

/** Adds a substance to list `listId`. */
export async function saveCustomEntry(
  api: Pick<ApiClient, "post">,
  listId: number,
  input: CustomEntryInput,
): Promise<CustomEntry> {
  return (await api.post<{ data: CustomEntry }>(`/archive/v1/customfield/${listId}/entries/save`, input))
    .data;
}

export async function deleteCustomEntry(
  api: Pick<ApiClient, "delete">,
  listId: number,
  entryId: number,
): Promise<void> {
  await api.delete(`/archive/v1/customfield/${listId}/entries/${entryId}`);
}

/** Adds or updates a file's substances on list `listId`, all or nothing. */
export async function importCustomEntries(
  api: Pick<ApiClient, "post">,
  listId: number,
  entries: readonly CustomEntryInput[],
): Promise<{ added: number; updated: number }> {
  return (
    await api.post<{ data: { added: number; updated: number } }>(
      `/archive/v1/customfield/${listId}/entries/import`,
      { entries },
    )
  ).data;
}

/** What approving product request `id` would bring in: its legislation and custom-list hits. */
export async function getWhatIf(api: Pick<ApiClient, "get">, id: number): Promise<WhatIf["data"]> {
  return (await api.get<WhatIf>(`/chemical-approval/v1/product-requests/${id}/what-if`)).data;
}
