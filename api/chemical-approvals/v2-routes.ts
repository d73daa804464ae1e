import { createRoute } from "@hono/zod-openapi";
import type { ApiApp, ApiDeps } from "../env";
import { errorResponses, notFound } from "../http/errors";
import { envelope } from "../http/envelope";
import { jsonBody, pathId } from "../http/params";
import { presentRequest, requestFor } from "./requests";
import { APPROVAL_TAGS, conflicts, requireApprovalFlag } from "./route-parts";
import {
  ApprovalTemplateListResponse,
  ApprovalTemplatesQuerySchema,
  ProductRequestSchema,
  ProductRequestV2BodySchema,
  requestParams,
  V2_BASE,
} from "./schemas";
import { approvalTemplates, saveRequestV2 } from "./v2-requests";

/**
 * Version 2 chemical approval requests (docs/decisions/043-approvals-on-templates.md): create and save a
 * request filled in on a chemical_approval_request template, and the templates a request or an
 * evaluation is filled in on. Reading a request and every later step are the version 1 operations.
 */

const RequestV2Response = envelope(ProductRequestSchema, "ProductRequestV2Response");
const requestResponse = (description: string, status: 200 | 201 = 200) => ({
  [status]: { description, content: { "application/json": { schema: RequestV2Response } } },
});

const RULES =
  "template_id: an active chemical_approval_request template of the company (else 422 errors.template_id). " +
  "fields: the template's answers; a draft (is_draft true) may leave anything out, a submitted request " +
  "must answer every required field (422 errors by fields.<key>). name is required; a submitted request " +
  "names at least one location (location_ids, or the locations its location fields name). Products, " +
  "locations and people in the answers must be the caller's to see. Nothing is saved on a 422.";

const createV2Route = createRoute({
  method: "post",
  path: V2_BASE,
  tags: APPROVAL_TAGS,
  operationId: "createProductRequestV2",
  summary: "Create a request on a template (draft or submitted)",
  description:
    `${RULES} The answers are kept in a chemical_approval_request smart-form document. A submitted request ` +
    "is NEW with signed_by_id the caller, and the board of its locations is e-mailed (approval.submitted).",
  middleware: [requireApprovalFlag] as const,
  request: { body: jsonBody(ProductRequestV2BodySchema) },
  responses: { ...requestResponse("The new request.", 201), ...errorResponses({ validation: true }) },
});

const saveV2Route = createRoute({
  method: "put",
  path: `${V2_BASE}/{id}`,
  tags: APPROVAL_TAGS,
  operationId: "saveProductRequestV2",
  summary: "Save or submit a request on a template",
  description:
    `${RULES} As the version 1 saves: is_draft true keeps a DRAFT (409 not_draft once submitted); ` +
    "otherwise submits a DRAFT or updates a NEW request (409 locked once evaluated, archived). The request " +
    "keeps its template (another template_id: 422); a version 1 request answers 422 errors.template_id.",
  middleware: [requireApprovalFlag] as const,
  request: { params: requestParams, body: jsonBody(ProductRequestV2BodySchema) },
  responses: {
    ...requestResponse("The request."),
    ...conflicts("archived", "not_draft", "locked"),
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const templatesRoute = createRoute({
  method: "get",
  path: "/chemical-approval/v2/templates",
  tags: APPROVAL_TAGS,
  operationId: "listApprovalTemplates",
  summary: "The templates requests and evaluations are filled in on",
  description:
    "kind request: the company's active chemical_approval_request templates (the default first, then by " +
    "name, at most 100); kind evaluation: its active default chemical_approval_evaluation template (none " +
    "or one). Each with its structure.",
  middleware: [requireApprovalFlag] as const,
  request: { query: ApprovalTemplatesQuerySchema },
  responses: {
    200: {
      description: "The templates.",
      content: { "application/json": { schema: ApprovalTemplateListResponse } },
    },
    ...errorResponses({ validation: true }),
  },
});

export function registerProductRequestV2Routes(api: ApiApp, { db }: ApiDeps): void {
  const present = async (user: Parameters<typeof requestFor>[1], id: number) => {
    const { actor } = await requestFor(db, user, id);
    const data = await presentRequest(db, user, id, actor);
    if (!data) throw notFound();
    return data;
  };

  api.openapi(createV2Route, async (c) => {
    const user = c.get("user");
    const id = await saveRequestV2(db, user, c.req.valid("json"));
    return c.json({ data: await present(user, id) }, 201);
  });

  api.openapi(saveV2Route, async (c) => {
    const user = c.get("user");
    const id = await saveRequestV2(db, user, c.req.valid("json"), pathId(c.req.valid("param").id));
    return c.json({ data: await present(user, id) }, 200);
  });

  api.openapi(templatesRoute, async (c) =>
    c.json({ data: await approvalTemplates(db, c.get("company").id, c.req.valid("query").kind) }, 200),
  );
}
