import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiApp } from "../../api/env";
import { setApiForTests } from "../../api/instance";
import { TEXT_PAGE_NUMBERS } from "../../core/texts/pages";
import {
  createTextsCache,
  fetchFrontendTexts,
  loadTexts,
  resetTextsCache,
  TEXT_CACHE_SIZE,
  type TextsFetcher,
} from "~/lib/texts.server";

const PAGES = [1, 2, 3];

/** A fetcher that answers `{ lang: "<id>" }` and counts its calls. */
function countingFetcher() {
  const fetcher = vi.fn<TextsFetcher>(async (languageId) => ({ lang: String(languageId) }));
  return fetcher;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete process.env.API_BASE_URL;
  setApiForTests(undefined);
  resetTextsCache();
});

describe("createTextsCache", () => {
  it("fetches an entry once, keyed by language and page list", async () => {
    const fetcher = countingFetcher();
    const cache = createTextsCache({ fetcher });
    expect(await cache.load(6, PAGES)).toEqual({ lang: "6" });
    expect(await cache.load(6, PAGES)).toEqual({ lang: "6" });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith(6, PAGES);
    await cache.load(6, [1, 2]);
    await cache.load(1, PAGES);
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(cache.size).toBe(3);
  });

  it("keeps at most 100 entries, evicting the least recently used", async () => {
    expect(TEXT_CACHE_SIZE).toBe(100);
    const fetcher = countingFetcher();
    const cache = createTextsCache({ fetcher });
    for (let id = 1; id <= 100; id++) await cache.load(id, PAGES);
    expect(cache.size).toBe(100);
    await cache.load(1, PAGES); // a hit: language 1 is now the most recently used
    expect(fetcher).toHaveBeenCalledTimes(100);
    await cache.load(101, PAGES);
    expect(cache.size).toBe(100);
    expect(cache.has(1, PAGES)).toBe(true);
    expect(cache.has(2, PAGES)).toBe(false); // the least recently used went
    expect(cache.has(3, PAGES)).toBe(true);
    await cache.load(2, PAGES);
    expect(fetcher).toHaveBeenCalledTimes(102);
    expect(cache.size).toBe(100);
    expect(cache.has(3, PAGES)).toBe(false);
  });

  it("honours a smaller bound", async () => {
    const cache = createTextsCache({ fetcher: countingFetcher(), maxEntries: 2 });
    for (const id of [1, 2, 3]) await cache.load(id, PAGES);
    expect(cache.size).toBe(2);
    expect(cache.has(1, PAGES)).toBe(false);
  });

  it("answers {} for a failed fetch, does not cache it, and logs it once", async () => {
    const logError = vi.fn();
    let fail = true;
    const fetcher = vi.fn<TextsFetcher>(async () => {
      if (fail) throw new Error("API down");
      return { "auth.signIn": "Anmelden" };
    });
    const cache = createTextsCache({ fetcher, logError });
    expect(await cache.load(6, PAGES)).toEqual({});
    expect(await cache.load(6, PAGES)).toEqual({});
    expect(cache.has(6, PAGES)).toBe(false);
    expect(cache.size).toBe(0);
    expect(logError).toHaveBeenCalledTimes(1);
    expect(logError.mock.calls[0]?.[0]).toMatch(/language 6/);

    fail = false;
    expect(await cache.load(6, PAGES)).toEqual({ "auth.signIn": "Anmelden" });
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(cache.has(6, PAGES)).toBe(true);

    // After a success, the next failure is reported again.
    fail = true;
    expect(await cache.load(1, PAGES)).toEqual({});
    expect(logError).toHaveBeenCalledTimes(2);
  });

  it("survives a fetcher that throws at once, and retries it", async () => {
    const logError = vi.fn();
    const fetcher = vi.fn<TextsFetcher>(() => {
      throw new Error("synchronous");
    });
    const cache = createTextsCache({ fetcher, logError });
    expect(await cache.load(6, PAGES)).toEqual({});
    expect(await cache.load(6, PAGES)).toEqual({});
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it("shares one fetch between concurrent loads", async () => {
    const fetcher = countingFetcher();
    const cache = createTextsCache({ fetcher });
    const results = await Promise.all([cache.load(6, PAGES), cache.load(6, PAGES), cache.load(6, PAGES)]);
    expect(results).toEqual([{ lang: "6" }, { lang: "6" }, { lang: "6" }]);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});

describe("fetchFrontendTexts", () => {
  /** A stand-in API answering GET /api/site/v1/frontendtexts. */
  function fakeApi(answer: (url: URL, headers: Headers) => Response) {
    const app = new Hono();
    app.get("/api/site/v1/frontendtexts", (c) => answer(new URL(c.req.url), c.req.raw.headers));
    setApiForTests(app as unknown as ApiApp);
  }

  it("asks the in-process API without a token for the page list in the language", async () => {
    let seen: { url: URL; headers: Headers } | undefined;
    fakeApi((url, headers) => {
      seen = { url, headers };
      return Response.json({ data: { "auth.signIn": "Anmelden", odd: 5 } });
    });
    expect(await fetchFrontendTexts(6, [1, 2])).toEqual({ "auth.signIn": "Anmelden" });
    expect(seen?.url.searchParams.get("pagelist")).toBe("1,2");
    expect(seen?.url.searchParams.get("language")).toBe("6");
    expect(seen?.headers.get("authorization")).toBeNull();
    expect(seen?.headers.get("x-language")).toBe("6");
  });

  it("rejects an error answer or an answer without data", async () => {
    fakeApi(() => Response.json({ message: "Internal server error" }, { status: 500 }));
    await expect(fetchFrontendTexts(6, [1])).rejects.toThrow("Internal server error");
    fakeApi(() => Response.json({ nothing: true }));
    await expect(fetchFrontendTexts(6, [1])).rejects.toThrow(/without a data object/);
  });

  it("calls API_BASE_URL over HTTP when it is set", async () => {
    process.env.API_BASE_URL = "http://api.test/api/";
    const fetchMock = vi.fn(async () => Response.json({ data: { "app.name": "ChemSafe" } }));
    vi.stubGlobal("fetch", fetchMock);
    expect(await fetchFrontendTexts(8, [4])).toEqual({ "app.name": "ChemSafe" });
    expect(fetchMock).toHaveBeenCalledWith(
      "http://api.test/api/site/v1/frontendtexts?pagelist=4&language=8",
      expect.objectContaining({ method: "GET" }),
    );
  });
});

describe("loadTexts", () => {
  it("needs no call for British English (language 4): it is built in", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    process.env.API_BASE_URL = "http://api.test/api";
    expect(await loadTexts(4)).toEqual({});
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks for the fixed list of 41 pages, once per language", async () => {
    process.env.API_BASE_URL = "http://api.test/api";
    const fetchMock = vi.fn(async () => Response.json({ data: { "app.name": "ChemSafe" } }));
    vi.stubGlobal("fetch", fetchMock);
    expect(TEXT_PAGE_NUMBERS).toHaveLength(41);
    await loadTexts(6);
    await loadTexts(6);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL((fetchMock.mock.calls[0] as unknown as [string])[0]);
    expect(url.searchParams.get("pagelist")).toBe(TEXT_PAGE_NUMBERS.join(","));
  });

  it("answers {} when the API cannot be reached", async () => {
    process.env.API_BASE_URL = "http://api.test/api";
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("fetch failed");
      }),
    );
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await loadTexts(6)).toEqual({});
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
