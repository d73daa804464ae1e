import type {
  Manufacturer,
  ManufacturerInput,
  ManufacturerList,
  SheetComposition,
  Substance,
  SubstanceInput,
  SubstanceList,
  SubstanceUsageList,
} from "../../../api/publisher/schemas";
import type { ApiClient } from "../../lib/api-client.server";
import { orNotFound } from "../../lib/api-failure.server";

/** Every API call of the publisher's landing, supplier and substance pages (/publisherapi/v1). */

const BASE = "/publisherapi/v1";

/** The company's suppliers by name (the API bounds the list); `companyId` is the caller's company. */
export async function listSuppliers(api: Pick<ApiClient, "get">, companyId: number): Promise<Manufacturer[]> {
  return (await api.get<ManufacturerList>(`${BASE}/manufacturer/all/${companyId}`)).data;
}

/** One supplier with its markets (404 when it is not the company's). */
export function getSupplier(api: Pick<ApiClient, "get">, id: number): Promise<Manufacturer> {
  return orNotFound(api.get<Manufacturer>(`${BASE}/manufacturer/${id}`));
}

export function createSupplier(
  api: Pick<ApiClient, "post">,
  input: ManufacturerInput,
): Promise<Manufacturer> {
  return api.post<Manufacturer>(`${BASE}/manufacturer`, input);
}

/** Replaces every field of supplier `id`, its markets included (the API takes local_publisher_delete). */
export function updateSupplier(
  api: Pick<ApiClient, "post">,
  id: number,
  input: ManufacturerInput,
): Promise<Manufacturer> {
  return api.post<Manufacturer>(`${BASE}/manufacturer/${id}`, input);
}

export async function deleteSupplier(api: Pick<ApiClient, "post">, id: number): Promise<void> {
  await api.post(`${BASE}/manufacturer/${id}/delete`, {});
}

/** A page of the company's substances by name, each with where it is used; `q` searches. */
export function listSubstances(
  api: Pick<ApiClient, "get">,
  query: { q: string; page: number },
): Promise<SubstanceList> {
  return api.get<SubstanceList>(`${BASE}/substancelist`, {
    page: query.page,
    ...(query.q ? { q: query.q } : {}),
  });
}

export function createSubstance(api: Pick<ApiClient, "post">, input: SubstanceInput): Promise<Substance> {
  return api.post<Substance>(`${BASE}/substance`, input);
}

/* Where substances are used (/substances/all-versions). */

/** A page of the company's substances with how many of its own sheets list them; `q` searches. */
export function listSubstanceUsage(
  api: Pick<ApiClient, "get">,
  query: { q: string; page: number },
): Promise<SubstanceUsageList> {
  const params = new URLSearchParams({ page: String(query.page) });
  if (query.q) params.set("q", query.q);
  return api.get<SubstanceUsageList>(`${BASE}/substancelist/usage?${params}`);
}

/** A sheet's composition across its versions, by the sheet's key (404 when the company has no such sheet). */
export function getSheetComposition(api: Pick<ApiClient, "get">, sdsKey: string): Promise<SheetComposition> {
  return orNotFound(
    api.get<SheetComposition>(`${BASE}/sds/substancesallversions/${encodeURIComponent(sdsKey)}`),
  );
}
