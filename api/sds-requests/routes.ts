import { createRoute, z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import {
  mayManageSdsRequests,
  SDS_REQUEST_BULK_MAX,
  SDS_REQUEST_PAGE_SIZE,
  SDS_REQUEST_PRODUCT_CHOICES,
} from "../../core/sds-requests/rules";
import { isLanguageId } from "../../core/languages";
import { settingsOfCompany } from "../company-settings/settings";
import type { ApiApp, ApiDeps, ApiEnv } from "../env";
import { ApiError, errorResponses, forbidden, notFound } from "../http/errors";
import { ApiErrorSchema } from "../http/envelope";
import { idParam, jsonBody, pathId } from "../http/params";
import { productInScope, scopeOf, type ScopedActor } from "../locations/scope";
import { sql } from "drizzle-orm";
import {
  BulkSdsRequestSchema,
  CreateSdsRequestSchema,
  CreatedSdsRequestsResponse,
  DecisionResponse,
  OutdatedSummaryResponse,
  RequestLanguagesResponse,
  SdsRequestDetailResponse,
  SdsRequestListQuerySchema,
  SdsRequestListResponse,
  SdsRequestProductQuerySchema,
  SdsRequestProductsResponse,
} from "./schemas";
import { createRequests, listRequests, outdatedCount, outdatedProductIds, productChoices } from "./store";
import { decideRequest, requestDetail } from "./review";

/** Supplier SDS requests as the company keeps them (/sdsrequests). */

const TAGS = ["SDS requests"];
const WHO = "Needs add_product (else 403); only products in the caller's top nodes (else 404).";
export const NOT_ANSWERED_MESSAGE = "The request has no answer to decide on (any more).";

const mayManage: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!mayManageSdsRequests(c.get("user").permissions)) throw forbidden();
  await next();
};

const actorOf = (c: Context<ApiEnv>): ScopedActor => ({
  ...scopeOf(c.get("user")),
  userId: c.get("user").id,
});
const idParams = z.object({ id: idParam("id", "The request's id.") });

const listRoute = createRoute({
  method: "get",
  path: "/sdsrequests/v1/requests",
  tags: TAGS,
  operationId: "listSdsRequests",
  summary: "The company's supplier SDS requests",
  description:
    `Newest first, ${SDS_REQUEST_PAGE_SIZE} a page; filter by status (an open request past its end date is ` +
    `expired) and by text in the product name or the supplier's e-mail. ${WHO}`,
  middleware: [mayManage] as const,
  request: { query: SdsRequestListQuerySchema },
  responses: {
    200: {
      description: "The requests.",
      content: { "application/json": { schema: SdsRequestListResponse } },
    },
    ...errorResponses({ validation: true }),
  },
});

const createOneRoute = createRoute({
  method: "post",
  path: "/sdsrequests/v1/requests",
  tags: TAGS,
  operationId: "createSdsRequest",
  summary: "Ask a supplier for the newest SDS of a product",
  description:
    "A request with its own single-purpose link, mailed to the supplier through the outbox; the link works " +
    `until the request is answered or ends. Recorded on the audit trail. ${WHO}`,
  middleware: [mayManage] as const,
  request: { body: jsonBody(CreateSdsRequestSchema) },
  responses: {
    201: { description: "Created.", content: { "application/json": { schema: CreatedSdsRequestsResponse } } },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const createBulkRoute = createRoute({
  method: "post",
  path: "/sdsrequests/v1/requests/bulk",
  tags: TAGS,
  operationId: "createSdsRequestsInBulk",
  summary: "Ask for the newest SDS of every outdated product",
  description:
    "One request (and mail) per product whose current sheets are all older than the company's limit " +
    "(sds_outdated_months) and that has no open request; optionally only a supplier's products. At most " +
    `500 products at once, the oldest sheets first. ${WHO}`,
  middleware: [mayManage] as const,
  request: { body: jsonBody(BulkSdsRequestSchema) },
  responses: {
    201: { description: "Created.", content: { "application/json": { schema: CreatedSdsRequestsResponse } } },
    ...errorResponses({ validation: true }),
  },
});

const outdatedRoute = createRoute({
  method: "get",
  path: "/sdsrequests/v1/outdated",
  tags: TAGS,
  operationId: "sdsRequestOutdatedSummary",
  summary: "How many products a bulk request would ask for",
  description:
    "The company's limit in months and the products past it without an open request, counted up to " +
    `${SDS_REQUEST_BULK_MAX} (what one bulk request asks for at most; more: there are more). ${WHO}`,
  middleware: [mayManage] as const,
  responses: {
    200: { description: "The count.", content: { "application/json": { schema: OutdatedSummaryResponse } } },
    ...errorResponses(),
  },
});

const productsRoute = createRoute({
  method: "get",
  path: "/sdsrequests/v1/products",
  tags: TAGS,
  operationId: "sdsRequestProductChoices",
  summary: "Products to ask about, by name",
  description: `At most ${SDS_REQUEST_PRODUCT_CHOICES} products whose name contains q (any case), by name. ${WHO}`,
  middleware: [mayManage] as const,
  request: { query: SdsRequestProductQuerySchema },
  responses: {
    200: {
      description: "The products.",
      content: { "application/json": { schema: SdsRequestProductsResponse } },
    },
    ...errorResponses({ validation: true }),
  },
});

const detailRoute = createRoute({
  method: "get",
  path: "/sdsrequests/v1/requests/{id}",
  tags: TAGS,
  operationId: "getSdsRequest",
  summary: "A request with its answer compared with the current SDS",
  description:
    "Each uploaded sheet with the replace-sds comparison against the current sheet of its language and " +
    `market (null when there is none to compare with). ${WHO}`,
  middleware: [mayManage] as const,
  request: { params: idParams },
  responses: {
    200: {
      description: "The request.",
      content: { "application/json": { schema: SdsRequestDetailResponse } },
    },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const conflict = {
  409: {
    description: NOT_ANSWERED_MESSAGE,
    content: { "application/json": { schema: ApiErrorSchema } },
  },
};

const acceptRoute = createRoute({
  method: "post",
  path: "/sdsrequests/v1/requests/{id}/accept",
  tags: TAGS,
  operationId: "acceptSdsRequest",
  summary: "Accept a supplier's answer",
  description:
    "The uploaded sheets become the product's current sheets (the replace-sds path: every location holding " +
    "the product shows them at once); a 'still valid' answer keeps the current sheet. 409 when the request " +
    `is not answered or already decided. Recorded on the audit trail. ${WHO}`,
  middleware: [mayManage] as const,
  request: { params: idParams },
  responses: {
    200: { description: "Accepted.", content: { "application/json": { schema: DecisionResponse } } },
    ...conflict,
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const rejectRoute = createRoute({
  method: "post",
  path: "/sdsrequests/v1/requests/{id}/reject",
  tags: TAGS,
  operationId: "rejectSdsRequest",
  summary: "Reject a supplier's answer",
  description:
    "The uploaded sheets are removed; the current sheet stays. 409 when the request is not answered or " +
    `already decided. Recorded on the audit trail. ${WHO}`,
  middleware: [mayManage] as const,
  request: { params: idParams },
  responses: {
    200: { description: "Rejected.", content: { "application/json": { schema: DecisionResponse } } },
    ...conflict,
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const languagesRoute = createRoute({
  method: "get",
  path: "/automation/sdsrequest/languages/{id}",
  tags: TAGS,
  operationId: "sdsRequestLanguages",
  summary: "The languages and markets to ask a product's supplier for",
  description:
    "For product id: the languages and markets of its current sheets (what a request asks for by default). " +
    WHO,
  middleware: [mayManage] as const,
  request: { params: z.object({ id: idParam("id", "The product's id.") }) },
  responses: {
    200: {
      description: "The product and its sheets' languages.",
      content: { "application/json": { schema: RequestLanguagesResponse } },
    },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

/** The first requested language the app writes mails in, else English. */
const mailLanguageOf = (languages: readonly number[]) => languages.find((id) => isLanguageId(id)) ?? 4;

export function registerSdsRequestRoutes(api: ApiApp, { db }: ApiDeps): void {
  api.openapi(listRoute, async (c) =>
    c.json(await listRequests(db, scopeOf(c.get("user")), c.req.valid("query")), 200),
  );

  api.openapi(createOneRoute, async (c) => {
    const body = c.req.valid("json");
    const ids = await createRequests(db, actorOf(c), [body.product_id], {
      supplierEmail: body.supplier_email,
      languages: body.languages,
      markets: body.markets,
      mailLanguage: mailLanguageOf(body.languages),
      companyName: c.get("company").name,
    });
    if (ids.length === 0) throw notFound();
    return c.json({ data: { created: ids.length, ids } }, 201);
  });

  api.openapi(createBulkRoute, async (c) => {
    const body = c.req.valid("json");
    const actor = actorOf(c);
    const months = settingsOfCompany(c.get("company")).settings.sds_outdated_months;
    const productIds = await outdatedProductIds(db, actor, months, body.supplier || undefined);
    const ids = await createRequests(db, actor, productIds, {
      supplierEmail: body.supplier_email,
      languages: body.languages,
      markets: body.markets,
      mailLanguage: mailLanguageOf(body.languages),
      companyName: c.get("company").name,
    });
    return c.json({ data: { created: ids.length, ids } }, 201);
  });

  api.openapi(outdatedRoute, async (c) => {
    const months = settingsOfCompany(c.get("company")).settings.sds_outdated_months;
    const { products, more } = await outdatedCount(db, scopeOf(c.get("user")), months);
    return c.json({ data: { months, products, more } }, 200);
  });

  api.openapi(productsRoute, async (c) => {
    const data = await productChoices(db, scopeOf(c.get("user")), c.req.valid("query").q);
    return c.json({ data }, 200);
  });

  api.openapi(detailRoute, async (c) => {
    const detail = await requestDetail(
      db,
      scopeOf(c.get("user")),
      pathId(c.req.valid("param").id),
      c.get("language"),
    );
    if (!detail) throw notFound();
    return c.json({ data: detail }, 200);
  });

  for (const [route, decision] of [
    [acceptRoute, "accept"],
    [rejectRoute, "reject"],
  ] as const) {
    api.openapi(route, async (c) => {
      const result = await decideRequest(
        db,
        actorOf(c),
        pathId(c.req.valid("param").id),
        decision,
        c.get("language"),
      );
      if (!result.ok) {
        if (result.reason === "not_answered") throw new ApiError(409, { message: NOT_ANSWERED_MESSAGE });
        throw notFound();
      }
      return c.json({ data: { status: result.status } }, 200);
    });
  }

  api.openapi(languagesRoute, async (c) => {
    const scope = scopeOf(c.get("user"));
    const id = pathId(c.req.valid("param").id);
    const { rows } = await db.execute<{
      id: number;
      name: string;
      supplier: string;
      languages: number[] | null;
      markets: number[] | null;
    }>(sql`
      SELECT p.id, p.name, p.supplier,
        (SELECT array_agg(DISTINCT s.language_id ORDER BY s.language_id) FROM sds_documents s
          WHERE s.company_id = p.company_id AND s.product_id = p.id AND NOT s.pending
            AND s.superseded_by_id IS NULL) AS languages,
        (SELECT array_agg(DISTINCT s.market_id ORDER BY s.market_id) FROM sds_documents s
          WHERE s.company_id = p.company_id AND s.product_id = p.id AND NOT s.pending
            AND s.superseded_by_id IS NULL) AS markets
      FROM products p
      WHERE p.company_id = ${scope.companyId} AND p.id = ${id} AND ${productInScope(scope, sql`p.id`)}`);
    const row = rows[0];
    if (!row) throw notFound();
    return c.json(
      {
        data: {
          product_id: row.id,
          product_name: row.name,
          supplier: row.supplier,
          languages: row.languages ?? [],
          markets: row.markets ?? [],
        },
      },
      200,
    );
  });
}
