import type {
  IdNameList,
  Material,
  Phrase,
  PhraseList,
  Sheet,
  SheetChangeInput,
  SheetList,
  SheetPage,
} from "../../../api/publisher/schemas";
import type { NewSheetInput } from "../../../core/publisher/document-schemas";
import type { ApiClient } from "../../lib/api-client.server";

/** Every API call of the company's own sheets' pages. */

const BASE = "/publisherapi/v1";

/**
 * A page of the company's own sheets (each version, language and market a row) by product name, searched by
 * words in the product name, article number or sheet key, with the number that match.
 */
export function listSheets(
  api: Pick<ApiClient, "get">,
  { page = 1, q = "" }: { page?: number; q?: string } = {},
): Promise<SheetPage> {
  return api.get<SheetPage>(`${BASE}/sdslist`, { page, q });
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

/**
 * Deletes a draft (local_publisher_delete; 409 for a published version). With `revision` (the one the page
 * showed), a draft changed since is kept and the answer is 409 sheet_changed.
 */
export function deleteSheetVersion(
  api: Pick<ApiClient, "delete">,
  documentId: number,
  revision?: number,
): Promise<unknown> {
  return api.delete(`/editor/sds/${documentId}`, revision === undefined ? undefined : { revision });
}

/** A new sheet (a new key, version 1, a draft) with the document's content under another product name. */
export function copySheet(
  api: Pick<ApiClient, "post">,
  documentId: number,
  productName: string,
): Promise<Sheet> {
  return api.post<Sheet>("/editor/sds", { copy_of: documentId, product_name: productName });
}

/* ------------------------------------------------------------ the editor of a sheet (/new-document) */

const EDITOR = "/editor";

/** One version of a sheet with its texts, phrases, label and composition; 404 when it is not the company's. */
export function getSheet(api: Pick<ApiClient, "get">, id: number): Promise<Sheet> {
  return api.get<Sheet>(`${EDITOR}/sds/${id}`);
}

/** The company's suppliers with their markets, and its substances (at most 1,000 each). */
export function getMaterial(api: Pick<ApiClient, "get">): Promise<Material> {
  return api.get<Material>(`${BASE}/manufacturer/substance`);
}

/** The languages a supplier's sheets can be written in (its markets' languages and English). */
export function listSupplierLanguages(api: Pick<ApiClient, "get">, supplierId: number): Promise<IdNameList> {
  return api.get<IdNameList>(`${BASE}/manufacturer/language/${supplierId}`);
}

/** The kinds of sheet for a language and market. */
export function listSheetTypes(
  api: Pick<ApiClient, "get">,
  languageId: number,
  marketId: number,
): Promise<IdNameList> {
  return api.get<IdNameList>(`${BASE}/sdstypes/${languageId}/${marketId}`);
}

/** The templates a new sheet starts from (ids and names; the subsections are the same for each). */
export async function listTemplates(api: Pick<ApiClient, "get">): Promise<IdNameList> {
  const { data } = await api.get<{ data: { id: number; name: string }[] }>(`${BASE}/sdstemplates`);
  return { data: data.map(({ id, name }) => ({ id, name })) };
}

/** The company's phrases (at most 1,000) and the official statements, worded in the caller's language. */
export async function listPhraseChoices(api: Pick<ApiClient, "get">): Promise<Phrase[]> {
  return (await api.get<PhraseList>(`${BASE}/sentences`)).data;
}

/** Starts a sheet: version 1, a draft. */
export function createSheet(api: Pick<ApiClient, "post">, input: NewSheetInput): Promise<Sheet> {
  return api.post<Sheet>(`${EDITOR}/v2/sds`, input);
}

/** Replaces the parts of the draft given (local_publisher_delete, else 403; published: 409). */
export function updateSheet(
  api: Pick<ApiClient, "patch">,
  id: number,
  change: SheetChangeInput,
): Promise<Sheet> {
  return api.patch<Sheet>(`${EDITOR}/sds/${id}`, change);
}

/**
 * Checks and publishes the draft (422 with `errors.sheet` listing every problem) as it was at `revision`, the
 * one the page showed (409 sheet_changed when it has changed since).
 */
export function publishSheet(api: Pick<ApiClient, "post">, id: number, revision: number): Promise<Sheet> {
  return api.post<Sheet>(`${EDITOR}/sds/${id}/publish`, undefined, { revision });
}
