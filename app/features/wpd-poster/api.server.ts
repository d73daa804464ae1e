import type { PosterLayoutInputBody, PosterLayoutView } from "../../../api/wpd-poster/schemas";
import type { ApiClient } from "../../lib/api-client.server";

/** Every API call of the poster layout of workplace descriptions (/document/v1/wpd-poster). */

const BASE = "/document/v1/wpd-poster";

export async function getPosterLayout(api: Pick<ApiClient, "get">): Promise<PosterLayoutView> {
  return (await api.get<{ data: PosterLayoutView }>(BASE)).data;
}

export async function savePosterLayout(
  api: Pick<ApiClient, "put">,
  input: PosterLayoutInputBody,
): Promise<PosterLayoutView> {
  return (await api.put<{ data: PosterLayoutView }>(BASE, input)).data;
}

export async function uploadPosterLogo(
  api: Pick<ApiClient, "postForm">,
  file: File,
): Promise<PosterLayoutView> {
  const form = new FormData();
  form.set("file", file, file.name || "logo");
  return (await api.postForm<{ data: PosterLayoutView }>(`${BASE}/logo`, form)).data;
}

export async function removePosterLogo(api: Pick<ApiClient, "delete">): Promise<PosterLayoutView> {
  return (await api.delete<{ data: PosterLayoutView }>(`${BASE}/logo`)).data;
}

/** The logo image: the API's response as it is. */
export function posterLogo(api: Pick<ApiClient, "raw">): Promise<Response> {
  return api.raw(`${BASE}/logo`);
}

/** A description as a poster PDF with the saved layout: the API's response as it is. */
export function posterPreview(
  api: Pick<ApiClient, "raw">,
  query: { id: number; size: "A4" | "A3" },
): Promise<Response> {
  return api.raw(`${BASE}/preview`, query);
}
