import { createRoute, z } from "@hono/zod-openapi";
import { hasAll } from "../../core/permissions";
import type { ApiApp, ApiDeps } from "../env";
import { errorResponses, forbidden, notFound } from "../http/errors";
import {
  SHEET_KEY,
  SheetCompositionSchema,
  SheetKeyParamsSchema,
  SubstanceUsageListSchema,
  SubstanceSearchQuerySchema,
} from "./schemas";
import { sheetComposition, substanceUsage } from "./usage";

/**
 * Where the company's substances are used in its own sheets (the /substances/all-versions pages): a sheet's
 * composition across every version, found by its key, and the substances with how many sheets list them,
 * paged and searched. Both take local_publisher (else 403); a key that is not the company's answers 404.
 */

const TAGS = ["Publisher"];
const BASE = "/publisherapi/v1";
const READS = "Takes local_publisher (else 403).";
const json = <T extends z.ZodType>(schema: T) => ({ "application/json": { schema } });

const compositionRoute = createRoute({
  method: "get",
  path: `${BASE}/sds/substancesallversions/{sdsKey}`,
  tags: TAGS,
  operationId: "listPublisherSheetSubstancesAllVersions",
  summary: "A sheet's composition across its versions",
  description:
    "Every version, language and market of the sheet with that key (at most 1,000) and every substance " +
    `they list, with the concentration range in each version. One answer instead of sds/{id}/substanceused per version. ${READS}`,
  request: { params: SheetKeyParamsSchema },
  responses: {
    200: { description: "The sheet's composition by version.", content: json(SheetCompositionSchema) },
    ...errorResponses({ notFound: true }),
  },
});

const usageRoute = createRoute({
  method: "get",
  path: `${BASE}/substancelist/usage`,
  tags: TAGS,
  operationId: "listPublisherSubstanceUsage",
  summary: "Where the company's substances are used",
  description:
    "The company's substances by name, 50 a page, each with how many of its own sheets list it (keys and " +
    "versions) and the first five of them; `q` finds by a part of the name or the start of the CAS or EC " +
    `number. ${READS}`,
  request: { query: SubstanceSearchQuerySchema },
  responses: {
    200: { description: "A page of substances.", content: json(SubstanceUsageListSchema) },
    ...errorResponses({ validation: true }),
  },
});

export function registerUsageRoutes(api: ApiApp, { db }: ApiDeps): void {
  api.openapi(compositionRoute, async (c) => {
    const user = c.get("user");
    if (!hasAll(user.permissions, ["local_publisher"])) throw forbidden();
    const { sdsKey } = c.req.valid("param");
    const found = SHEET_KEY.test(sdsKey) ? await sheetComposition(db, user.companyId, sdsKey) : null;
    if (!found) throw notFound();
    return c.json(found, 200);
  });

  api.openapi(usageRoute, async (c) => {
    const user = c.get("user");
    if (!hasAll(user.permissions, ["local_publisher"])) throw forbidden();
    return c.json(await substanceUsage(db, user.companyId, c.req.valid("query")), 200);
  });
}
