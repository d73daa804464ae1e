import { TEXT_PAGE_NUMBERS } from "../../core/texts/pages";
import { getPublic } from "./api-client.server";
import { DEFAULT_LANGUAGE_ID } from "../../core/languages";

export type Texts = Record<string, string>;

/** Fetches the texts of some pages in one language; throws (or rejects) on failure. */
export type TextsFetcher = (languageId: number, pages: readonly number[]) => Promise<Texts>;

/** At most this many (language, page list) entries are kept . */
export const TEXT_CACHE_SIZE = 100;

export interface TextsCacheOptions {
  fetcher: TextsFetcher;
  maxEntries?: number;
  /** Where a failed fetch is reported; console by default. */
  logError?: (message: string, error: unknown) => void;
}

/**
 * A least-recently-used cache of fetched texts, keyed by language id and page
 * list. A failed fetch yields `{}` and is not cached, so the next request
 * tries again; it is logged once, not again until a fetch has succeeded.
 * Concurrent loads of the same entry share one fetch.
 */
export function createTextsCache({
  fetcher,
  maxEntries = TEXT_CACHE_SIZE,
  logError = (message, error) => console.error(message, error),
}: TextsCacheOptions) {
  const entries = new Map<string, Texts>();
  const pending = new Map<string, Promise<Texts>>();
  let failing = false;

  const keyOf = (languageId: number, pages: readonly number[]) => `${languageId}:${pages.join(",")}`;

  function remember(key: string, texts: Texts) {
    entries.delete(key);
    entries.set(key, texts);
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value as string;
      entries.delete(oldest);
    }
  }

  async function fetchTexts(key: string, languageId: number, pages: readonly number[]): Promise<Texts> {
    try {
      const texts = await fetcher(languageId, pages);
      failing = false;
      remember(key, texts);
      return texts;
    } catch (error) {
      if (!failing) {
        failing = true;
        logError(`Loading the interface texts for language ${languageId} failed; showing English.`, error);
      }
      return {};
    }
  }

  return {
    load(languageId: number, pages: readonly number[]): Promise<Texts> {
      const key = keyOf(languageId, pages);
      const hit = entries.get(key);
      if (hit) {
        remember(key, hit); // now the most recently used
        return Promise.resolve(hit);
      }
      let load = pending.get(key);
      if (!load) {
        // .finally runs after this tick even when the fetcher throws at once.
        load = fetchTexts(key, languageId, pages).finally(() => pending.delete(key));
        pending.set(key, load);
      }
      return load;
    },
    has: (languageId: number, pages: readonly number[]) => entries.has(keyOf(languageId, pages)),
    get size() {
      return entries.size;
    },
    clear: () => entries.clear(),
  };
}

/** GET /site/v1/frontendtexts (public: no token needed), unwrapping `{ data }`. */
export const fetchFrontendTexts: TextsFetcher = async (languageId, pages) => {
  const body = await getPublic<{ data?: unknown }>(
    "/site/v1/frontendtexts",
    { pagelist: pages.join(","), language: languageId },
    languageId,
  );
  const data = body?.data;
  if (!data || typeof data !== "object" || Array.isArray(data)) {
    throw new Error("GET /site/v1/frontendtexts answered without a data object");
  }
  return Object.fromEntries(
    Object.entries(data).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
};

let cache: ReturnType<typeof createTextsCache> | undefined;

/** English needs no server texts: one shared empty set, so every English page shares one translator. */
const ENGLISH: Texts = Object.freeze({});

/**
 * The interface texts of the fixed list of text pages in the language,
 * through the process-wide cache. English (language 4) is built in
 * (core/texts/en.ts), so it needs no call and answers `{}`. A failure also
 * answers `{}`: every text then falls back to English.
 */
export function loadTexts(languageId: number): Promise<Texts> {
  if (languageId === DEFAULT_LANGUAGE_ID) return Promise.resolve(ENGLISH);
  cache ??= createTextsCache({ fetcher: fetchFrontendTexts });
  return cache.load(languageId, TEXT_PAGE_NUMBERS);
}

/** Empties the process-wide cache (tests). */
export function resetTextsCache(): void {
  cache = undefined;
}
