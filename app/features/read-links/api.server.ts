import type {
  CreatedReadLink,
  PermalinkTarget,
  ReadLinkList,
  ReadLinkPage,
} from "../../../api/read-links/schemas";
import { postPublic, type ApiClient } from "../../lib/api-client.server";

/** Every API call of read links: the library (signed in), the public page and sheet (by token), permalinks. */

export function listReadLinks(api: Pick<ApiClient, "get">, page: number): Promise<ReadLinkList> {
  return api.get<ReadLinkList>("/document/v1/readlinks", { page });
}

export async function createReadLinks(
  api: Pick<ApiClient, "post">,
  locationIds: number[],
): Promise<CreatedReadLink[]> {
  return (
    await api.post<{ data: CreatedReadLink[] }>("/document/v1/createreadlink", { location_ids: locationIds })
  ).data;
}

export function revokeReadLink(api: Pick<ApiClient, "post">, id: number): Promise<unknown> {
  return api.post(`/document/v1/readlinks/${id}/revoke`);
}

/** The QR sheet's PDF: the API's response as it is. */
export function printQrSheet(api: Pick<ApiClient, "postRaw">, locationIds: number[]): Promise<Response> {
  return api.postRaw("/document/v1/printlocationqr", { location_ids: locationIds });
}

export async function resolvePermalink(
  api: Pick<ApiClient, "get">,
  type: string,
  id: number,
): Promise<PermalinkTarget> {
  return (await api.get<{ data: PermalinkTarget }>("/document/v1/permalink", { type, id })).data;
}

/**
 * How a public call goes: without a bearer token, or, when the reader has a session, with theirs (a company
 * that asks read-link readers to sign in serves only its own signed-in users).
 */
export interface Reader {
  language: number;
  api: Pick<ApiClient, "post" | "postRaw"> | null;
}

function postAsReader(reader: Reader, path: string, body: Record<string, unknown>): Promise<Response> {
  return reader.api ? reader.api.postRaw(path, body) : postPublic(path, body, reader.language);
}

/**
 * A read link's page (public: the token is the key): one page of products (matching `q`), of one location
 * below the link's with `locationId`.
 */
export async function readLinkPage(
  token: string,
  reader: Reader,
  options: { productId?: number; locationId?: number; q?: string; page?: number } = {},
): Promise<ReadLinkPage> {
  const response = await postAsReader(reader, "/document/v1/checkreadlink", {
    token,
    ...(options.productId ? { product_id: options.productId } : {}),
    ...(options.locationId ? { location_id: options.locationId } : {}),
    ...(options.q ? { q: options.q } : {}),
    ...(options.page && options.page > 1 ? { page: options.page } : {}),
  });
  return (await response.json()) as ReadLinkPage;
}

/** A sheet's PDF through a read link (public). */
export function readLinkSheet(token: string, sdsKey: string, reader: Reader): Promise<Response> {
  return postAsReader(reader, "/document/v1/readlink/sds", { token, sds_key: sdsKey });
}

/** A workplace description's PDF through a read link (only one the link's page lists). */
export function readLinkWorkplaceDescription(token: string, id: number, reader: Reader): Promise<Response> {
  return postAsReader(reader, "/document/v1/readlink/wpd", { token, id });
}
