import { createRoute } from "@hono/zod-openapi";
import type { RiskStatus } from "../../core/smartforms/kinds";
import { LIST_PAGE_SIZE } from "../../core/risk-assessments/lists";
import type { ApiApp, ApiDeps } from "../env";
import { refuseSpsWithoutFeature } from "./sps-access";
import { errorResponses, notFound } from "../http/errors";
import { scopeOf } from "../locations/scope";
import { listDocuments, riskAssessmentStatus, today } from "./lists";
import {
  DocumentListQuerySchema,
  DocumentListResponse,
  RiskStatusQuerySchema,
  RiskStatusResponse,
} from "./schemas";

/** Lists of documents and the risk-assessment status of a location's products. */

const TAGS = ["Smart forms"];

const listDocumentsRoute = createRoute({
  method: "get",
  path: "/smartforms/v1/documents",
  tags: TAGS,
  operationId: "listSmartformDocuments",
  summary: "The risk assessments or SPS documents",
  description:
    `The newest version of each document of the kind, newest change first, ${LIST_PAGE_SIZE} a page. ` +
    "Filters combine with AND: location_id (that location and every location below it; 404 when it is " +
    "not the caller's to see), status (of the newest version), template_id, q (in the title) and " +
    "review=due (the version in force is past its review date). is_published says whether an approved " +
    "version is in force and published_version which one, also while a newer version is filled in. " +
    "Only documents at the caller's top nodes (or company-wide ones). Every signed-in user of the company; " +
    "type 2 (SPS) only with the company's sps feature (403 without).",
  request: { query: DocumentListQuerySchema },
  responses: {
    200: {
      description: "A page of documents.",
      content: { "application/json": { schema: DocumentListResponse } },
    },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const statusRoute = createRoute({
  method: "get",
  path: "/smartforms/v1/riskassessment/status",
  tags: TAGS,
  operationId: "riskAssessmentStatus",
  summary: "Which products held at a location are covered by a risk assessment",
  description:
    "Every product held (not archived) at the location and the locations below it (without location_id: " +
    "at the caller's top nodes, or the whole company), with its state: covered (an approved risk " +
    "assessment in force names the product and belongs to its location, a location above it, or the " +
    "whole company), review_due (covered, but past its review date), sds_changed (covered, but the " +
    "product's current safety data sheet arrived after the approval), in_progress (only an assessment " +
    "being written or waiting for approval), none. counts per state; state filters the page " +
    `(${LIST_PAGE_SIZE} a page, by product name). 404 for a location that is not the caller's to see.`,
  request: { query: RiskStatusQuerySchema },
  responses: {
    200: {
      description: "The products and their state.",
      content: { "application/json": { schema: RiskStatusResponse } },
    },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

export function registerListRoutes(api: ApiApp, { db }: ApiDeps): void {
  api.openapi(listDocumentsRoute, async (c) => {
    const query = c.req.valid("query");
    refuseSpsWithoutFeature(c, Number(query.type));
    const list = await listDocuments(db, scopeOf(c.get("user")), {
      type: Number(query.type),
      locationId: query.location_id === undefined ? undefined : Number(query.location_id),
      status: query.status === undefined ? undefined : (Number(query.status) as RiskStatus),
      templateId: query.template_id === undefined ? undefined : Number(query.template_id),
      q: query.q,
      reviewDue: query.review === "due",
      page: query.page ?? 1,
      today: today(),
    });
    if (!list) throw notFound();
    return c.json(list, 200);
  });

  api.openapi(statusRoute, async (c) => {
    const query = c.req.valid("query");
    const status = await riskAssessmentStatus(db, scopeOf(c.get("user")), {
      locationId: query.location_id === undefined ? undefined : Number(query.location_id),
      state: query.state,
      page: query.page ?? 1,
      today: today(),
    });
    if (!status) throw notFound();
    return c.json(status, 200);
  });
}
