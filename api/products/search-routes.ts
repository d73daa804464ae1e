import { createRoute, z } from "@hono/zod-openapi";
import { PRODUCT_PAGE_MAX, PRODUCT_PAGE_SIZE, SEARCH_FACETS } from "../../core/products";
import type { ApiApp, ApiDeps } from "../env";
import { errorResponses, validationFailed } from "../http/errors";
import { viewerOf } from "../locations/tree";
import {
  GLOBAL_SEARCH_DEFAULT_LIMIT,
  GLOBAL_SEARCH_MAX_LIMIT,
  parseFacets,
  SEARCH_PAGE_MAX,
  SEARCH_TEXT_MAX,
  globalSearch,
  searchSds,
} from "./search";
import { FACET_VALUES_MAX, GlobalSearchResponse, SdsSearchResponse } from "./schemas";

const wholeNumber = (name: string, min: number, max: number, description: string, example: number) => {
  const message = { error: `${name} must be a whole number from ${min} to ${max}.` };
  return z.coerce
    .number(message)
    .int(message)
    .min(min, message)
    .max(max, message)
    .optional()
    .openapi({ param: { name, in: "query", description }, example });
};

const searchText = (name: string, description: string, example: string) =>
  z
    .string()
    .max(SEARCH_TEXT_MAX, { error: `The search text must be at most ${SEARCH_TEXT_MAX} characters.` })
    .optional()
    .openapi({ param: { name, in: "query", description }, example });

const sdsSearchRoute = createRoute({
  method: "get",
  path: "/search/v1/sqproductsearch",
  tags: ["Search"],
  operationId: "searchSds",
  summary: "Search the company's safety data sheets, with facet counts",
  description:
    "Every matching sheet is a row (a product may have sheets in several languages and markets). `search` " +
    "matches the words of the name, supplier, article number, UN number and CAS numbers (each word as a " +
    "prefix, all words required), OR the text as part of the name (3 characters or more), OR an exact CAS " +
    "number. With a search text the best matches come first (the exact name, names starting with the text, " +
    "then by relevance and name), else by name.\n\n" +
    '`facets` is a JSON array of "facet:value" strings, e.g. `["supplier:Merck","pictogram:GHS02",' +
    `"language:4","market:4","signal_word:Danger","location:12"]\`; the facets are ${SEARCH_FACETS.join(", ")} ` +
    "(language, market and location take ids). Values of one facet are ORed, different facets ANDed. " +
    "meta.facets counts each facet's values over the whole result with every OTHER facet's filter applied, " +
    `at most ${FACET_VALUES_MAX} values per facet, highest count first; location counts the sheets whose ` +
    "product is kept there (non-archived rows). Only current sheets unless include_superseded (which adds " +
    "older and pending ones). A malformed facets value or an unknown facet answers 422.",
  request: {
    query: z.object({
      search: searchText("search", "The search text (optional).", "acetone"),
      limit: wholeNumber(
        "limit",
        1,
        PRODUCT_PAGE_MAX,
        `Results per page (default ${PRODUCT_PAGE_SIZE}).`,
        PRODUCT_PAGE_SIZE,
      ),
      page: wholeNumber("page", 1, SEARCH_PAGE_MAX, "The page, from 1 (default 1).", 1),
      facets: z
        .string()
        .max(10_000, { error: "facets is too long." })
        .optional()
        .openapi({
          param: { name: "facets", in: "query", description: 'A JSON array of "facet:value" strings.' },
          example: '["pictogram:GHS02","language:4"]',
        }),
      include_superseded: z
        .enum(["0", "1", "true", "false"], { error: "include_superseded must be 0 or 1." })
        .optional()
        .openapi({
          param: {
            name: "include_superseded",
            in: "query",
            description: "Also older (superseded) and pending sheets (default 0).",
          },
          example: "0",
        }),
    }),
  },
  responses: {
    200: {
      description: "A page of sheets with the total and the facet counts.",
      content: { "application/json": { schema: SdsSearchResponse } },
    },
    ...errorResponses({ validation: true }),
  },
});

const globalSearchRoute = createRoute({
  method: "get",
  path: "/search/v1/global",
  tags: ["Search"],
  operationId: "globalSearch",
  summary: "The search box: products, safety data sheets and locations",
  description:
    "Up to `limit` hits of each type, in this order: products (the name contains the text, or one of its " +
    "current sheets matches it as in the SDS search), current sheets, and locations that are not archived " +
    "(the name contains the text, with the path as subtitle). An empty or absent q answers no hits.",
  request: {
    query: z.object({
      q: searchText("q", "The search text.", "acet"),
      limit: wholeNumber(
        "limit",
        1,
        GLOBAL_SEARCH_MAX_LIMIT,
        `Hits per type (default ${GLOBAL_SEARCH_DEFAULT_LIMIT}).`,
        GLOBAL_SEARCH_DEFAULT_LIMIT,
      ),
    }),
  },
  responses: {
    200: {
      description: "The hits.",
      content: { "application/json": { schema: GlobalSearchResponse } },
    },
    ...errorResponses({ validation: true }),
  },
});

export function registerSearchRoutes(api: ApiApp, { db }: ApiDeps): void {
  api.openapi(sdsSearchRoute, async (c) => {
    const query = c.req.valid("query");
    const facets = parseFacets(query.facets);
    if (!facets.ok) throw validationFailed({ facets: [facets.message] });
    const result = await searchSds(db, c.get("company").id, {
      text: query.search,
      limit: query.limit ?? PRODUCT_PAGE_SIZE,
      page: query.page ?? 1,
      facets: facets.facets,
      includeSuperseded: query.include_superseded === "1" || query.include_superseded === "true",
    });
    return c.json(result, 200);
  });

  api.openapi(globalSearchRoute, async (c) => {
    const query = c.req.valid("query");
    const data = await globalSearch(
      db,
      viewerOf(c.get("user"), c.get("company")),
      query.q ?? "",
      query.limit ?? GLOBAL_SEARCH_DEFAULT_LIMIT,
      c.get("language"),
    );
    return c.json({ data }, 200);
  });
}
