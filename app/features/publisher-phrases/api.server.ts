import type { Phrase, PhraseInput, PhraseList, PhraseWithUse } from "../../../api/publisher/schemas";
import type { ApiClient } from "../../lib/api-client.server";
import { orNotFound } from "../../lib/api-failure.server";

/** Every API call of the standard-phrase pages (/publisherapi/v1/sentences…). */

const BASE = "/publisherapi/v1/sentences";

/** The company's phrases (at most 1,000, by code), then the official CLP statements, with their notice. */
export function listPhrases(api: Pick<ApiClient, "get">): Promise<PhraseList> {
  return api.get<PhraseList>(BASE);
}

/** A company phrase with its translations; 404 (the not-found page) when it is not the company's. */
export function getPhrase(api: Pick<ApiClient, "get">, id: number): Promise<Phrase> {
  return orNotFound(api.get<Phrase>(`${BASE}/${id}`));
}

export function createPhrase(api: Pick<ApiClient, "post">, input: PhraseInput): Promise<Phrase> {
  return api.post<Phrase>(BASE, input);
}

/** Replaces the phrase's code, section and translations (local_publisher_delete, else 403). */
export function updatePhrase(api: Pick<ApiClient, "post">, id: number, input: PhraseInput): Promise<Phrase> {
  return api.post<Phrase>(`${BASE}/${id}`, input);
}

/** Deletes the phrase with its translations (local_publisher_delete, else 403). */
export async function deletePhrase(api: Pick<ApiClient, "delete">, id: number): Promise<void> {
  await api.delete(`${BASE}/${id}`);
}

/** A company phrase with the company's sheets that use it (the count and at most 100); 404 when not the company's. */
export function getPhraseUse(api: Pick<ApiClient, "get">, id: number): Promise<PhraseWithUse> {
  return orNotFound(api.get<PhraseWithUse>(`${BASE}/${id}`));
}
