import type {
  RnuAssignInput,
  RnuAssignmentPage,
  RnuChoices,
  RnuLocationPage,
  RnuMine,
  RnuSdsAcknowledgement,
  RnuStatusPage,
  RnuWpdAcknowledgement,
} from "../../../api/read-understood/schemas";
import type { RnuKind, StatusFilter } from "../../../core/read-understood/kinds";
import type { ApiClient } from "../../lib/api-client.server";

/** Every read-and-understood API call of the app (a smart-form document is confirmed by the smart-form calls). */

type Reader = Pick<ApiClient, "get">;
type PdfReader = Pick<ApiClient, "raw">;
type Writer = Pick<ApiClient, "post" | "delete">;
const BASE = "/read-understood/v1";

export async function getMine(api: Reader): Promise<RnuMine> {
  return (await api.get<{ data: RnuMine }>(`${BASE}/mine`)).data;
}

export async function setSdsAcknowledged(
  api: Writer,
  sdsId: number,
  acknowledged: boolean,
): Promise<RnuSdsAcknowledgement> {
  const path = `${BASE}/sds/${sdsId}/${acknowledged ? "acknowledge" : "unacknowledge"}`;
  return (await api.post<{ data: RnuSdsAcknowledgement }>(path)).data;
}

export async function setWpdAcknowledged(
  api: Writer,
  versionId: number,
  acknowledged: boolean,
): Promise<RnuWpdAcknowledgement> {
  const path = `${BASE}/wpd/${versionId}/${acknowledged ? "acknowledge" : "unacknowledge"}`;
  return (await api.post<{ data: RnuWpdAcknowledgement }>(path)).data;
}

/** A workplace description's version in force as a PDF (the API's Response as it is). */
export function getWpdPdf(api: PdfReader, versionId: number): Promise<Response> {
  return api.raw(`${BASE}/wpd/${versionId}/pdf`);
}

export async function getStatus(
  api: Reader,
  kind: RnuKind,
  documentId: number,
  filter: StatusFilter,
  page: number,
  locationId?: number,
): Promise<RnuStatusPage> {
  return (
    await api.get<{ data: RnuStatusPage }>(`${BASE}/status`, {
      kind,
      document_id: documentId,
      filter,
      page,
      location_id: locationId,
    })
  ).data;
}

/** The documents a location's people (there and below) are asked to read, with the counts; one page. */
export async function getLocationDocuments(
  api: Reader,
  locationId: number,
  page: number,
): Promise<RnuLocationPage> {
  return (await api.get<{ data: RnuLocationPage }>(`${BASE}/location`, { location_id: locationId, page }))
    .data;
}

export async function getAssignments(
  api: Reader,
  kind: RnuKind,
  documentId: number,
  page: number,
): Promise<RnuAssignmentPage> {
  return (
    await api.get<{ data: RnuAssignmentPage }>(`${BASE}/assignments`, { kind, document_id: documentId, page })
  ).data;
}

export async function getChoices(api: Reader, q: string): Promise<RnuChoices> {
  return (await api.get<{ data: RnuChoices }>(`${BASE}/choices`, q ? { q } : {})).data;
}

export async function assign(api: Writer, input: RnuAssignInput): Promise<number> {
  return (await api.post<{ data: { created: number } }>(`${BASE}/assignments`, input)).data.created;
}

export async function unassign(api: Writer, id: number): Promise<void> {
  await api.delete(`${BASE}/assignments/${id}`);
}
