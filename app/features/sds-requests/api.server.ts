import type {
  SdsRequestProduct,
  CreatedSdsRequests,
  OutdatedSummary,
  PublicAnswer,
  PublicPage,
  RequestLanguages,
  SdsRequestDetail,
  SdsRequestList,
} from "../../../api/sds-requests/schemas";
import type { SdsRequestStatus } from "../../../core/sds-requests/rules";
import { postPublic, type ApiClient } from "../../lib/api-client.server";

/** Every API call of supplier SDS requests: the company's pages (signed in) and the supplier's page (by token). */

export function listSdsRequests(
  api: Pick<ApiClient, "get">,
  query: { page: number; status?: SdsRequestStatus; search?: string },
): Promise<SdsRequestList> {
  return api.get<SdsRequestList>("/sdsrequests/v1/requests", {
    page: query.page,
    status: query.status,
    search: query.search || undefined,
  });
}

export interface RequestInput {
  supplier_email: string;
  languages: number[];
  markets: number[];
}

export async function createSdsRequest(
  api: Pick<ApiClient, "post">,
  input: RequestInput & { product_id: number },
): Promise<CreatedSdsRequests> {
  return (await api.post<{ data: CreatedSdsRequests }>("/sdsrequests/v1/requests", input)).data;
}

export async function createSdsRequestsInBulk(
  api: Pick<ApiClient, "post">,
  input: RequestInput & { supplier?: string },
): Promise<CreatedSdsRequests> {
  return (await api.post<{ data: CreatedSdsRequests }>("/sdsrequests/v1/requests/bulk", input)).data;
}

export async function outdatedSummary(api: Pick<ApiClient, "get">): Promise<OutdatedSummary> {
  return (await api.get<{ data: OutdatedSummary }>("/sdsrequests/v1/outdated")).data;
}

/** The products whose name contains `q`, by name (at most 20): the choice of the request form. */
export async function productChoices(api: Pick<ApiClient, "get">, q: string): Promise<SdsRequestProduct[]> {
  return (await api.get<{ data: SdsRequestProduct[] }>("/sdsrequests/v1/products", { q })).data;
}

export async function productLanguages(
  api: Pick<ApiClient, "get">,
  productId: number,
): Promise<RequestLanguages> {
  return (await api.get<{ data: RequestLanguages }>(`/automation/sdsrequest/languages/${productId}`)).data;
}

export async function loadSdsRequest(api: Pick<ApiClient, "get">, id: number): Promise<SdsRequestDetail> {
  return (await api.get<{ data: SdsRequestDetail }>(`/sdsrequests/v1/requests/${id}`)).data;
}

export function decideSdsRequest(
  api: Pick<ApiClient, "post">,
  id: number,
  decision: "accept" | "reject",
): Promise<unknown> {
  return api.post(`/sdsrequests/v1/requests/${id}/${decision}`);
}

/** The supplier's page (public: the token is the key). */
export async function publicRequestPage(token: string, language: number): Promise<PublicPage> {
  return (await (await postPublic("/sdsrequests/v1/public/page", { token }, language)).json()) as PublicPage;
}

/** The supplier's answer that the current sheet is still valid. */
export async function answerStillValid(token: string, language: number): Promise<PublicAnswer> {
  return (await (
    await postPublic("/sdsrequests/v1/public/still-valid", { token }, language)
  ).json()) as PublicAnswer;
}

/** The supplier's PDFs (the form with the token and a file field per language and market). */
export async function answerWithFiles(form: FormData, language: number): Promise<PublicAnswer> {
  return (await (await postPublic("/sdsrequests/v1/public/upload", form, language)).json()) as PublicAnswer;
}
