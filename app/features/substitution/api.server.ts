import type {
  Comparison,
  SearchHit,
  Substitution,
  SubstitutionList,
  UpdateSubstitution,
} from "../../../api/substitution/schemas";
import type { SubstitutionStatus } from "../../../core/substitution/rules";
import type { ApiClient } from "../../lib/api-client.server";

/** Every API call of substitutions. */

const BASE = "/substitution/v1";

export function listSubstitutions(
  api: Pick<ApiClient, "get">,
  query: { page: number; status?: SubstitutionStatus },
): Promise<SubstitutionList> {
  return api.get<SubstitutionList>(BASE, { page: query.page, status: query.status });
}

export async function loadSubstitution(api: Pick<ApiClient, "get">, id: number): Promise<Substitution> {
  return (await api.get<{ data: Substitution }>(`${BASE}/${id}`)).data;
}

export async function searchCandidates(
  api: Pick<ApiClient, "get">,
  term: string,
  exclude?: number,
): Promise<SearchHit[]> {
  return (await api.get<{ data: SearchHit[] }>(`${BASE}/search/${encodeURIComponent(term)}`, { exclude }))
    .data;
}

export async function compareProducts(
  api: Pick<ApiClient, "get">,
  productId: number,
  candidateIds: number[],
): Promise<Comparison> {
  return (
    await api.get<{ data: Comparison }>(`${BASE}/compare/${productId}`, {
      with: candidateIds.length > 0 ? candidateIds.join(",") : undefined,
    })
  ).data;
}

export async function recordSubstitution(
  api: Pick<ApiClient, "post">,
  input: UpdateSubstitution & { product_id: number },
): Promise<Substitution> {
  return (await api.post<{ data: Substitution }>(BASE, input)).data;
}

export async function changeSubstitution(
  api: Pick<ApiClient, "post">,
  id: number,
  input: UpdateSubstitution,
): Promise<Substitution> {
  return (await api.post<{ data: Substitution }>(`${BASE}/${id}`, input)).data;
}

export function deleteSubstitution(api: Pick<ApiClient, "delete">, id: number): Promise<unknown> {
  return api.delete(`${BASE}/${id}`);
}
