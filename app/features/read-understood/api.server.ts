import type {
  RnuAssignInput,
  RnuAssignmentPage,
  RnuChoices,
  RnuMine,
  RnuSdsAcknowledgement,
  RnuStatusPage,
} from "../../../api/read-understood/schemas";
import type { RnuKind, StatusFilter } from "../../../core/read-understood/kinds";
import type { ApiClient } from "../../lib/api-client.server";

/** Every read-and-understood API call of the app (a smart-form document is confirmed by the smart-form calls). */

type Reader = Pick<ApiClient, "get">;
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

export async function getStatus(
  api: Reader,
  kind: RnuKind,
  documentId: number,
  filter: StatusFilter,
  page: number,
): Promise<RnuStatusPage> {
  return (
    await api.get<{ data: RnuStatusPage }>(`${BASE}/status`, { kind, document_id: documentId, filter, page })
  ).data;
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
