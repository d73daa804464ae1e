import type {
  WpdDraft,
  WpdList,
  WpdSaved,
  WpdSuggestions,
  WpdValues,
  WpdVersion,
} from "../../../api/workplace-descriptions/schemas";
import type { WpdPaperSize } from "../../../core/workplace-descriptions/sections";
import type { ApiClient } from "../../lib/api-client.server";

/** Every workplace-description API call of the app (/document/edit/wpd). */

type Reader = Pick<ApiClient, "get">;
type Writer = Pick<ApiClient, "post">;
const BASE = "/document/edit/wpd";

export interface WpdListState {
  archived: boolean;
  locationId: number | null;
  q: string;
  page: number;
}

export async function listDescriptions(api: Reader, state: WpdListState): Promise<WpdList> {
  return api.get<WpdList>(BASE, {
    archived: state.archived ? "1" : undefined,
    location_id: state.locationId ?? undefined,
    q: state.q || undefined,
    page: state.page,
  });
}

export async function getVersion(api: Reader, id: number): Promise<WpdVersion> {
  return (await api.get<{ data: WpdVersion }>(`${BASE}/${id}`)).data;
}

export async function draftFromSheet(
  api: Reader,
  productId: number,
  locationId: number,
  languageId?: number,
): Promise<WpdDraft> {
  return (
    await api.get<{ data: WpdDraft }>(`${BASE}/sds/${productId}/${locationId}`, { language_id: languageId })
  ).data;
}

export async function draftForLocation(
  api: Reader,
  locationId: number,
  languageId: number,
): Promise<WpdDraft> {
  return (await api.get<{ data: WpdDraft }>(`${BASE}/location/${locationId}/${languageId}`)).data;
}

export async function draftFromTemplate(api: Reader, id: number): Promise<WpdDraft> {
  return (await api.get<{ data: WpdDraft }>(`${BASE}/template/${id}`)).data;
}

export async function getSuggestions(api: Reader, languageId: number): Promise<WpdSuggestions> {
  return (await api.get<{ data: WpdSuggestions }>(`${BASE}/list/${languageId}`)).data;
}

export async function createDescription(api: Writer, body: WpdValues): Promise<WpdSaved> {
  return (await api.post<{ data: WpdSaved }>(BASE, body)).data;
}

export async function saveVersion(api: Writer, id: number, body: WpdValues): Promise<WpdSaved> {
  return (await api.post<{ data: WpdSaved }>(`${BASE}/${id}`, body)).data;
}

export async function changeState(
  api: Writer,
  id: number,
  action: "publish" | "archive" | "restore",
): Promise<WpdSaved> {
  return (await api.post<{ data: WpdSaved }>(`${BASE}/${id}/${action}`)).data;
}

/** A version's PDF, as the API's response. */
export async function descriptionPdf(
  api: Pick<ApiClient, "raw">,
  id: number,
  size: WpdPaperSize,
  secondId: number | undefined,
): Promise<Response> {
  return api.raw(`${BASE}/${id}/pdf`, { size, second_id: secondId });
}
