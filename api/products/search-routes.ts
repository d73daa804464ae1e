import { createRoute } from "@hono/zod-openapi";
import { GLOBAL_SEARCH_DEFAULT_LIMIT, PRODUCT_PAGE_SIZE, SEARCH_FACETS } from "../../core/products";
import type { ApiApp, ApiDeps } from "../env";
import { errorResponses, validationFailed } from "../http/errors";
import { flagValue } from "../http/params";
import { viewerOf } from "../locations/tree";
import { parseFacets, globalSearch, searchSds } from "./search";
import {
  FACET_VALUES_MAX,
  GlobalSearchQuerySchema,
  GlobalSearchResponse,
  SdsSearchQuerySchema,
  SdsSearchResponse,
} from "./schemas";

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
  request: { query: SdsSearchQuerySchema },
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
  request: { query: GlobalSearchQuerySchema },
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
    const result = await searchSds(db, viewerOf(c.get("user"), c.get("company")), {
      text: query.search,
      limit: query.limit ?? PRODUCT_PAGE_SIZE,
      page: query.page ?? 1,
      facets: facets.facets,
      includeSuperseded: flagValue(query.include_superseded),
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
