import { createRoute, z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { parseId } from "../../core/ids";
import {
  COMPARE_MAX,
  mayDecideSubstitutions,
  mayRecordSubstitutions,
  SEARCH_LIMIT,
  SEARCH_MAX,
  SEARCH_MIN,
  SUBSTITUTED_LIMIT,
  SUBSTITUTION_PAGE_SIZE,
  cleanSearchTerm,
} from "../../core/substitution/rules";
import type { ApiApp, ApiDeps, ApiEnv } from "../env";
import { ApiError, errorResponses, forbidden, notFound, validationFailed } from "../http/errors";
import { ApiErrorSchema } from "../http/envelope";
import { idParam, jsonBody, pathId, searchPathText } from "../http/params";
import { scopeOf, type ScopedActor } from "../locations/scope";
import { compare, searchCandidates } from "./compare";
import {
  CANDIDATE_REQUIRED_MESSAGE,
  CompareQuerySchema,
  ComparisonResponse,
  CreateSubstitutionSchema,
  DECIDED_MESSAGE,
  DeletedResponse,
  REASON_REQUIRED_MESSAGE,
  SAME_PRODUCT_MESSAGE,
  SEARCH_TERM_MESSAGE,
  SearchQuerySchema,
  SearchResponse,
  SubstitutedResponse,
  SubstitutionListQuerySchema,
  SubstitutionListResponse,
  SubstitutionResponse,
  UpdateSubstitutionSchema,
} from "./schemas";
import {
  createSubstitution,
  deleteSubstitution,
  getSubstitution,
  listSubstitutions,
  substitutionsOfProduct,
  updateSubstitution,
  type Refusal,
} from "./store";

/** Substitutions (/substitute, /substitution-history): candidates, the comparison and the decisions. */

const TAGS = ["Substitution"];
const BASE = "/substitution/v1";
const READ =
  "Every user of the company; only products in the caller's top nodes (another company's or outside them: 404).";
const WRITE =
  "Recording (draft, new) takes add_product; approving or rejecting takes chemical_approval_admin; without " +
  "either 403. A decided substitution is history (409). Only products in the caller's top nodes (else 404).";

/** Mutations need one of the two permissions before anything is read. */
const mayChange: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const permissions = c.get("user").permissions;
  if (!mayRecordSubstitutions(permissions) && !mayDecideSubstitutions(permissions)) throw forbidden();
  await next();
};

const actorOf = (c: Context<ApiEnv>): ScopedActor => ({
  ...scopeOf(c.get("user")),
  userId: c.get("user").id,
});
const idParams = z.object({ id: idParam("id", "The substitution's id.") });
const productParams = z.object({ id: idParam("id", "The product's id.") });

const conflict = {
  409: { description: DECIDED_MESSAGE, content: { "application/json": { schema: ApiErrorSchema } } },
};

const listRoute = createRoute({
  method: "get",
  path: BASE,
  tags: TAGS,
  operationId: "listSubstitutions",
  summary: "The substitution history",
  description: `What replaced what, newest change first, ${SUBSTITUTION_PAGE_SIZE} a page; filter by status. ${READ}`,
  request: { query: SubstitutionListQuerySchema },
  responses: {
    200: {
      description: "The substitutions.",
      content: { "application/json": { schema: SubstitutionListResponse } },
    },
    ...errorResponses({ validation: true }),
  },
});

const createOneRoute = createRoute({
  method: "post",
  path: BASE,
  tags: TAGS,
  operationId: "createSubstitution",
  summary: "Record a substitution",
  description:
    "The product to replace, the candidate (none in a draft), the status and the reason (required for a " +
    `decision). Recorded on the audit trail. ${WRITE}`,
  middleware: [mayChange] as const,
  request: { body: jsonBody(CreateSubstitutionSchema) },
  responses: {
    201: { description: "Recorded.", content: { "application/json": { schema: SubstitutionResponse } } },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const getRoute = createRoute({
  method: "get",
  path: `${BASE}/{id}`,
  tags: TAGS,
  operationId: "getSubstitution",
  summary: "A substitution",
  description: READ,
  request: { params: idParams },
  responses: {
    200: {
      description: "The substitution.",
      content: { "application/json": { schema: SubstitutionResponse } },
    },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const updateRoute = createRoute({
  method: "post",
  path: `${BASE}/{id}`,
  tags: TAGS,
  operationId: "updateSubstitution",
  summary: "Change or decide a substitution",
  description:
    "The status, the candidate (left out: kept) and the reason. Recorded on the audit trail. " + WRITE,
  middleware: [mayChange] as const,
  request: { params: idParams, body: jsonBody(UpdateSubstitutionSchema) },
  responses: {
    200: { description: "Changed.", content: { "application/json": { schema: SubstitutionResponse } } },
    ...conflict,
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: `${BASE}/{id}`,
  tags: TAGS,
  operationId: "deleteSubstitution",
  summary: "Delete an undecided substitution",
  description:
    "Takes add_product; a decided substitution is history (409). Recorded on the audit trail. " + READ,
  middleware: [mayChange] as const,
  request: { params: idParams },
  responses: {
    200: { description: "Deleted.", content: { "application/json": { schema: DeletedResponse } } },
    ...conflict,
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const compareRoute = createRoute({
  method: "get",
  path: `${BASE}/compare/{id}`,
  tags: TAGS,
  operationId: "compareSubstitution",
  summary: "A product and its candidates side by side",
  description:
    "For each: pictograms, signal word, hazard statements, regulatory list entries in force today, the " +
    "company's own list entries, storage class, the sheet's link and the hazard ranking with its parts; each " +
    `candidate with its verdict (safer, same, worse). Up to ${COMPARE_MAX} candidates (with=…); candidates ` +
    `not the caller's are left out. ${READ}`,
  request: { params: productParams, query: CompareQuerySchema },
  responses: {
    200: { description: "The comparison.", content: { "application/json": { schema: ComparisonResponse } } },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const searchRoute = createRoute({
  method: "get",
  path: `${BASE}/search/{term}`,
  tags: TAGS,
  operationId: "searchSubstitutionCandidates",
  summary: "Find candidates",
  description:
    `The company's products (the shared library's and its own) whose name or supplier contains the term ` +
    `(${SEARCH_MIN}–${SEARCH_MAX} characters), in name order, at most ${SEARCH_LIMIT}, each with its hazard ` +
    `score. ${READ}`,
  request: {
    params: z.object({
      term: searchPathText("term", SEARCH_MAX, "Part of a product's name or supplier.", "ethanol"),
    }),
    query: SearchQuerySchema,
  },
  responses: {
    200: { description: "The candidates.", content: { "application/json": { schema: SearchResponse } } },
    ...errorResponses({ validation: true }),
  },
});

const substitutedRoute = createRoute({
  method: "get",
  path: `${BASE}/substituted/{id}`,
  tags: TAGS,
  operationId: "productSubstitutions",
  summary: "What replaced a product, and what it replaced",
  description: `The product's substitutions both ways, newest change first, at most ${SUBSTITUTED_LIMIT}. ${READ}`,
  request: { params: productParams },
  responses: {
    200: {
      description: "The substitutions.",
      content: { "application/json": { schema: SubstitutedResponse } },
    },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

/** A refused change as the API answers it. */
function refused(reason: Refusal): ApiError {
  switch (reason) {
    case "forbidden":
      return forbidden();
    case "decided":
      return new ApiError(409, { message: DECIDED_MESSAGE });
    case "candidate_required":
      return validationFailed({ substitute_product_id: [CANDIDATE_REQUIRED_MESSAGE] });
    case "candidate_not_found":
      return validationFailed({ substitute_product_id: [CANDIDATE_REQUIRED_MESSAGE] });
    case "same_product":
      return validationFailed({ substitute_product_id: [SAME_PRODUCT_MESSAGE] });
    case "reason_required":
      return validationFailed({ reason: [REASON_REQUIRED_MESSAGE] });
    case "not_found":
      return notFound();
  }
}

export function registerSubstitutionRoutes(api: ApiApp, { db }: ApiDeps): void {
  api.openapi(listRoute, async (c) =>
    c.json(await listSubstitutions(db, scopeOf(c.get("user")), c.req.valid("query")), 200),
  );

  api.openapi(createOneRoute, async (c) => {
    const outcome = await createSubstitution(db, actorOf(c), c.get("user").permissions, c.req.valid("json"));
    if (!outcome.ok) throw refused(outcome.reason);
    return c.json({ data: outcome.substitution }, 201);
  });

  // Before /{id}: these paths would otherwise read as an id.
  api.openapi(compareRoute, async (c) => {
    const ids = (c.req.valid("query").with ?? "").split(",").flatMap((part) => parseId(part) ?? []);
    const result = await compare(
      db,
      scopeOf(c.get("user")),
      pathId(c.req.valid("param").id),
      ids,
      c.get("language"),
    );
    if (!result) throw notFound();
    return c.json({ data: result }, 200);
  });

  api.openapi(searchRoute, async (c) => {
    const term = cleanSearchTerm(c.req.valid("param").term);
    if (term.length < SEARCH_MIN || term.length > SEARCH_MAX)
      throw validationFailed({ term: [SEARCH_TERM_MESSAGE] });
    const exclude = c.req.valid("query").exclude;
    const hits = await searchCandidates(
      db,
      scopeOf(c.get("user")),
      term,
      exclude ? (parseId(exclude) ?? undefined) : undefined,
      c.get("language"),
    );
    return c.json({ data: hits }, 200);
  });

  api.openapi(substitutedRoute, async (c) => {
    const list = await substitutionsOfProduct(db, scopeOf(c.get("user")), pathId(c.req.valid("param").id));
    if (!list) throw notFound();
    return c.json({ data: list }, 200);
  });

  api.openapi(getRoute, async (c) => {
    const substitution = await getSubstitution(db, scopeOf(c.get("user")), pathId(c.req.valid("param").id));
    if (!substitution) throw notFound();
    return c.json({ data: substitution }, 200);
  });

  api.openapi(updateRoute, async (c) => {
    const outcome = await updateSubstitution(
      db,
      actorOf(c),
      c.get("user").permissions,
      pathId(c.req.valid("param").id),
      c.req.valid("json"),
    );
    if (!outcome.ok) throw refused(outcome.reason);
    return c.json({ data: outcome.substitution }, 200);
  });

  api.openapi(deleteRoute, async (c) => {
    const outcome = await deleteSubstitution(
      db,
      actorOf(c),
      c.get("user").permissions,
      pathId(c.req.valid("param").id),
    );
    if (!outcome.ok) throw refused(outcome.reason);
    return c.json({ data: { deleted: true as const } }, 200);
  });
}
