import type { CompanyExport, Contact, ContactInput, SystemStatusWire } from "../../../api/support/schemas";
import type { ApiClient } from "../../lib/api-client.server";

/** The support tab's API calls: support contacts, the system status and the full exports. */

const CONTACTS = "/site/v1/company/contacts";
const EXPORTS = "/site/v1/company/exports";

export async function listContacts(api: Pick<ApiClient, "get">): Promise<Contact[]> {
  return (await api.get<{ data: Contact[] }>(CONTACTS)).data;
}

export async function saveContact(
  api: Pick<ApiClient, "post" | "put">,
  id: number | null,
  input: ContactInput,
): Promise<Contact> {
  return id === null
    ? (await api.post<{ data: Contact }>(CONTACTS, input)).data
    : (await api.put<{ data: Contact }>(`${CONTACTS}/${id}`, input)).data;
}

export async function deleteContact(api: Pick<ApiClient, "delete">, id: number): Promise<void> {
  await api.delete(`${CONTACTS}/${id}`);
}

export async function getSystemStatus(api: Pick<ApiClient, "get">): Promise<SystemStatusWire> {
  return (await api.get<{ data: SystemStatusWire }>("/site/v1/company/system-status")).data;
}

export async function listExports(api: Pick<ApiClient, "get">): Promise<CompanyExport[]> {
  return (await api.get<{ data: CompanyExport[] }>(EXPORTS)).data;
}

export async function startExport(api: Pick<ApiClient, "post">): Promise<CompanyExport> {
  return (await api.post<{ data: CompanyExport }>(EXPORTS)).data;
}

/** The finished export's ZIP as the API sends it. */
export function exportFile(api: Pick<ApiClient, "raw">, id: number): Promise<Response> {
  return api.raw(`${EXPORTS}/${id}/file`);
}
