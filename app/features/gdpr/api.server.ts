import type { Person } from "../../../api/gdpr/schemas";
import type { ApiClient } from "../../lib/api-client.server";

/** /gdpr's API calls: the person search, one person, their personal data, and the erasure. */

const BASE = "/site/v1/personal-data/people";

export async function searchPeople(api: Pick<ApiClient, "get">, q: string): Promise<Person[]> {
  return (await api.get<{ data: Person[] }>(BASE, q ? { q } : {})).data;
}

export async function getPerson(api: Pick<ApiClient, "get">, id: number): Promise<Person> {
  return (await api.get<{ data: Person }>(`${BASE}/${id}`)).data;
}

/** The person's personal data as JSON, or as PDF: the API's response as it is. */
export function personalDataFile(
  api: Pick<ApiClient, "raw">,
  id: number,
  format: "json" | "pdf",
): Promise<Response> {
  return api.raw(`${BASE}/${id}/${format === "json" ? "export" : "export.pdf"}`);
}

export async function anonymisePerson(
  api: Pick<ApiClient, "post">,
  id: number,
): Promise<{ id: number; name: string; email: string }> {
  return (
    await api.post<{ data: { id: number; name: string; email: string } }>(`${BASE}/${id}/anonymise`, {
      confirm: true,
    })
  ).data;
}
