import type { GreylistEntry } from "../../../api/company-settings/schemas";
import type { CompanySettings } from "../../../api/users/schemas";
import type { SettingsTab } from "../../../core/company-settings/values";
import type { ApiClient } from "../../lib/api-client.server";

/** Every API call of the company settings pages. */

/** The company's settings, parsed and defaulted by the API. */
export async function getSettings(api: Pick<ApiClient, "get">): Promise<CompanySettings> {
  return (await api.get<{ data: CompanySettings }>("/site/v1/company/settings")).data;
}

/** Saves one tab (the body is the tab's validated form value). */
export async function saveSettingsTab(
  api: Pick<ApiClient, "put">,
  tab: SettingsTab,
  body: unknown,
): Promise<CompanySettings> {
  return (await api.put<{ data: CompanySettings }>(`/site/v1/company/settings/${tab}`, body)).data;
}

export async function listGreylist(api: Pick<ApiClient, "get">): Promise<GreylistEntry[]> {
  return (await api.get<{ data: GreylistEntry[] }>("/site/v1/greylist")).data;
}

export async function getGreylistEntry(api: Pick<ApiClient, "get">, id: number): Promise<GreylistEntry> {
  return (await api.get<{ data: GreylistEntry }>(`/site/v1/greylist/${id}/edit`)).data;
}

/** Creates an entry (no id) or changes entry `id`. */
export async function saveGreylistEntry(
  api: Pick<ApiClient, "post">,
  entry: { cas: string; name: string; reason: string; level: string },
  id?: number,
): Promise<GreylistEntry> {
  return (await api.post<{ data: GreylistEntry }>("/site/v1/greylist/save", id ? { ...entry, id } : entry))
    .data;
}

export async function deleteGreylistEntry(api: Pick<ApiClient, "delete">, id: number): Promise<void> {
  await api.delete(`/site/v1/greylist/${id}`);
}
