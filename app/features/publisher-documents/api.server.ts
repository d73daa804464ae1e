import type { SheetList } from "../../../api/publisher/schemas";
import type { ApiClient } from "../../lib/api-client.server";
// The sheet versions page's calls (the block at the end of this file).
import type { IdNameList, Sheet } from "../../../api/publisher/schemas";

/** Every API call of the company's own sheets' pages. */

const BASE = "/publisherapi/v1";

/** Every version, language and market of the company's own sheets (bounded by the API at 1,000). */
export function listSheets(api: Pick<ApiClient, "get">): Promise<SheetList> {
  return api.get<SheetList>(`${BASE}/sdslist`);
}

/* ------------------------------------------------------------ a sheet's versions (/documents/all-versions) */

/** An id and its English name, as the Publisher API lists languages and markets. */
export type PublisherIdNames = IdNameList["data"];

/** Every version, language and market of the sheet named by its key (404 when the company has no such sheet). */
export function listSheetVersions(api: Pick<ApiClient, "get">, sdsKey: string): Promise<SheetList> {
  return api.get<SheetList>(`${BASE}/sds/listallversions/${encodeURIComponent(sdsKey)}`);
}

/** The supplier's markets where the sheet has no version in the document's language yet. */
export async function availableMarkets(
  api: Pick<ApiClient, "get">,
  documentId: number,
): Promise<PublisherIdNames> {
  return (await api.get<IdNameList>(`${BASE}/sds/availableMarkets/${documentId}`)).data;
}

/** The languages the sheet has no version in for the market. */
export async function availableLanguages(
  api: Pick<ApiClient, "get">,
  documentId: number,
  marketId: number,
): Promise<PublisherIdNames> {
  return (await api.get<IdNameList>(`${BASE}/sds/availablelanguages/${documentId}/${marketId}`)).data;
}

/**
 * A new version (a draft with the document's content): the next one in its language and market, or the
 * language and/or market given. 409 while that language and market has a draft.
 */
export function newSheetVersion(
  api: Pick<ApiClient, "post">,
  documentId: number,
  target: { language?: number; market?: number } = {},
): Promise<Sheet> {
  return api.post<Sheet>(`/editor/sds/${documentId}/newversion`, undefined, {
    newlanguage: target.language,
    newmarket: target.market,
  });
}

/** Deletes a draft (local_publisher_delete; 409 for a published version). */
export function deleteSheetVersion(api: Pick<ApiClient, "delete">, documentId: number): Promise<unknown> {
  return api.delete(`/editor/sds/${documentId}`);
}

/** A new sheet (a new key, version 1, a draft) with the document's content under another product name. */
export function copySheet(
  api: Pick<ApiClient, "post">,
  documentId: number,
  productName: string,
): Promise<Sheet> {
  return api.post<Sheet>("/editor/sds", { copy_of: documentId, product_name: productName });
}
