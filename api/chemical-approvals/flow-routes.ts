import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { CONFLICT_MESSAGES } from "../../core/chemical-approvals/states";
import { ENGLISH_REQUEST_MESSAGES } from "../../core/chemical-approvals/request-rules";
import { conclusionSchema, evaluationSchema } from "../../core/chemical-approvals/request-schemas";
import type { ApiApp, ApiDeps, ApiEnv } from "../env";
import { ApiError, errorResponses, fieldErrors, forbidden, notFound, validationFailed } from "../http/errors";
import {
  completeEvaluation,
  concludeRequest,
  remindEvaluator,
  resetRequest,
  startEvaluation,
  submitEvaluation,
  visibleRequest,
  type FlowRefusal,
  type FlowResult,
  type Verdict,
} from "./flow";
import { requestInsights, SIMILAR_MAX } from "./insights";
import { jsonBody, pathId } from "../http/params";
import { APPROVAL_TAGS, conflicts, REQUESTS_BASE, requireApprovalFlag } from "./route-parts";
import {
  evaluationParams,
  requestParams,
  ConcludeResponse,
  FlowOutcomeResponse,
  InsightsResponse,
  RemindResponse,
  VerdictSchema,
} from "./schemas";

/**
 * The decision flow of chemical approval requests (docs/decisions/018-chemical-approvals.md):
 * start the evaluation, submit an evaluation, complete it, remind an
 * evaluator, conclude, reset, and the evaluator's insights. Every operation
 * needs chemical_approval_request (else 403). Another company's request, or
 * one the caller may not see, answers 404; the state machine
 * (core/chemical-approvals/states.ts, docs/chemical-approvals.md) answers 403 when
 * the caller's role never allows the operation and 409 `{ error, message }`
 * when the request's state does not.
 */

const verdictBody = jsonBody(VerdictSchema);

const ok = (description: string, schema: z.ZodType = FlowOutcomeResponse) => ({
  200: { description, content: { "application/json": { schema } } },
});

const startRoute = createRoute({
  method: "post",
  path: `${REQUESTS_BASE}/{id}/evaluation`,
  tags: APPROVAL_TAGS,
  operationId: "startProductRequestEvaluation",
  summary: "Start the evaluation",
  description:
    "Approval admins and members of the request's board. NEW → UNDER_EVALUATION: the board is the one " +
    "board of the request's locations (each location's own, else its nearest ancestor's); every member " +
    "gets a PENDING evaluation and an e-mail (approval.evaluation_requested). Evaluations of an earlier " +
    "round are closed (CANCELED).",
  middleware: [requireApprovalFlag] as const,
  request: { params: requestParams },
  responses: {
    ...ok("The request, now under evaluation."),
    ...conflicts("archived", "not_new", "no_locations", "no_board", "several_boards", "empty_board"),
    ...errorResponses({ notFound: true }),
  },
});

const evaluateRoute = createRoute({
  method: "put",
  path: `${REQUESTS_BASE}/{id}/evaluation/{evalId}`,
  tags: APPROVAL_TAGS,
  operationId: "submitProductRequestEvaluation",
  summary: "Submit (or change) one's evaluation",
  description:
    "Only the evaluation's member. is_approved and comment are required (422 'Field is required'). The " +
    "evaluation becomes APPROVED or REJECTED; when none is PENDING any more the request becomes " +
    "READY_FOR_APPROVAL. On the company's evaluation template: smartform_document_id (a " +
    "chemical_approval_evaluation document the evaluator made) or fields (the answers; the document is made " +
    "in the same transaction, every required field answered, else 422 errors by fields.<key>); " +
    "is_basic_form becomes false.",
  middleware: [requireApprovalFlag] as const,
  request: { params: evaluationParams, body: verdictBody },
  responses: {
    ...ok("The request with its status."),
    ...conflicts("archived", "not_under_evaluation", "evaluation_closed"),
    ...errorResponses({ notFound: true, validation: true }),
  },
});

const completeRoute = createRoute({
  method: "post",
  path: `${REQUESTS_BASE}/{id}/evaluation/complete`,
  tags: APPROVAL_TAGS,
  operationId: "completeProductRequestEvaluation",
  summary: "Complete the evaluation",
  description:
    "Approval admins and members of the request's board, once at least one evaluation was submitted. " +
    "PENDING evaluations → CANCELED; the request → READY_FOR_APPROVAL.",
  middleware: [requireApprovalFlag] as const,
  request: { params: requestParams },
  responses: {
    ...ok("The request, ready for approval."),
    ...conflicts("archived", "not_under_evaluation", "nothing_evaluated"),
    ...errorResponses({ notFound: true }),
  },
});

const remindRoute = createRoute({
  method: "post",
  path: `${REQUESTS_BASE}/{id}/evaluation/{evalId}/remind`,
  tags: APPROVAL_TAGS,
  operationId: "remindProductRequestEvaluator",
  summary: "Remind an evaluator",
  description:
    "Approval admins, board members and the requester. The PENDING evaluation's member gets an e-mail " +
    "(approval.reminder); reminded_at is set. At most one reminder per evaluation every 10 minutes.",
  middleware: [requireApprovalFlag] as const,
  request: { params: evaluationParams },
  responses: {
    ...ok("The request and the evaluation's reminded_at.", RemindResponse),
    ...conflicts("archived", "not_under_evaluation", "not_pending", "reminded_recently"),
    ...errorResponses({ notFound: true }),
  },
});

const concludeRoute = createRoute({
  method: "post",
  path: `${REQUESTS_BASE}/{id}/conclude`,
  tags: APPROVAL_TAGS,
  operationId: "concludeProductRequest",
  summary: "Approve or reject",
  description:
    "Approval admins only. READY_FOR_APPROVAL → APPROVED or REJECTED with the comment (both required, " +
    "422 'Field is required'). Approving puts the product into the company's library in the same " +
    "transaction: a product (stock kind OrgDatabase) with the attached SDS (copied; classified from the " +
    "PDF) or, without one, a generated sheet built from the request, kept at every requested location; " +
    "product_id and msds_key are set. The requester gets an e-mail (approval.concluded).",
  middleware: [requireApprovalFlag] as const,
  request: { params: requestParams, body: verdictBody },
  responses: {
    ...ok("The concluded request.", ConcludeResponse),
    ...conflicts("archived", "not_ready", "no_sds_file"),
    ...errorResponses({ notFound: true, validation: true }),
  },
});

const resetRoute = createRoute({
  method: "post",
  path: `${REQUESTS_BASE}/{id}/reset`,
  tags: APPROVAL_TAGS,
  operationId: "resetProductRequest",
  summary: "Reset to draft",
  description:
    "Approval admins (UNDER_EVALUATION, READY_FOR_APPROVAL, REJECTED) and the requester (REJECTED). Back " +
    "to DRAFT: PENDING evaluations → CANCELED; board, comment and conclusion cleared. An approved request " +
    "is final.",
  middleware: [requireApprovalFlag] as const,
  request: { params: requestParams },
  responses: {
    ...ok("The request, a draft again."),
    ...conflicts("archived", "approved_final", "nothing_to_reset"),
    ...errorResponses({ notFound: true }),
  },
});

const insightsRoute = createRoute({
  method: "get",
  path: `${REQUESTS_BASE}/{id}/insights`,
  tags: APPROVAL_TAGS,
  operationId: "getProductRequestInsights",
  summary: "What an evaluator needs to decide",
  description:
    "Anyone who may see the request. hazards: the classification of the attached SDS (or, without one, " +
    "of a library product with the same CAS number), statement texts in the request language; storage: " +
    "for each requested location, the TRGS 510 check of the requested product against the products kept " +
    `directly there; similar: up to ${SIMILAR_MAX} library products with the same CAS number or a similar ` +
    "name.",
  middleware: [requireApprovalFlag] as const,
  request: { params: requestParams },
  responses: {
    ...ok("The insights.", InsightsResponse),
    ...errorResponses({ notFound: true }),
  },
});

/** The outcome, or the refusal as 404, 403 or 409 `{ error, message }`. */
function unwrap<T>(result: FlowResult<T>): T {
  if (result.ok) return result.value;
  const reason: FlowRefusal = result.reason;
  if (reason === "not_found") throw notFound();
  if (reason === "forbidden") throw forbidden();
  throw new ApiError(409, { error: reason, message: CONFLICT_MESSAGES[reason] });
}

/** is_approved and comment by the shared rules (core/chemical-approvals/request-schemas.ts), else 422. */
function verdictOf(body: unknown, schema: typeof evaluationSchema): Verdict {
  const parsed = schema(ENGLISH_REQUEST_MESSAGES).safeParse(body);
  if (!parsed.success) throw validationFailed(fieldErrors(parsed.error));
  return parsed.data;
}

const userOf = (c: Context<ApiEnv>) => c.get("user");

export function registerProductRequestFlowRoutes(api: ApiApp, { db }: ApiDeps): void {
  api.openapi(startRoute, async (c) => {
    const id = pathId(c.req.valid("param").id);
    return c.json({ data: unwrap(await startEvaluation(db, userOf(c), id)) }, 200);
  });

  // Before /{evalId}/…: "complete" is not an evaluation id.
  api.openapi(completeRoute, async (c) => {
    const id = pathId(c.req.valid("param").id);
    return c.json({ data: unwrap(await completeEvaluation(db, userOf(c), id)) }, 200);
  });

  api.openapi(evaluateRoute, async (c) => {
    const params = c.req.valid("param");
    const body = c.req.valid("json");
    const verdict = verdictOf(body, evaluationSchema);
    const form = { smartform_document_id: body.smartform_document_id, fields: body.fields };
    const result = await submitEvaluation(
      db,
      userOf(c),
      pathId(params.id),
      pathId(params.evalId),
      verdict,
      form,
    );
    return c.json({ data: unwrap(result) }, 200);
  });

  api.openapi(remindRoute, async (c) => {
    const params = c.req.valid("param");
    const result = await remindEvaluator(db, userOf(c), pathId(params.id), pathId(params.evalId));
    return c.json({ data: unwrap(result) }, 200);
  });

  api.openapi(concludeRoute, async (c) => {
    const id = pathId(c.req.valid("param").id);
    const verdict = verdictOf(c.req.valid("json"), conclusionSchema);
    return c.json({ data: unwrap(await concludeRequest(db, userOf(c), id, verdict)) }, 200);
  });

  api.openapi(resetRoute, async (c) => {
    const id = pathId(c.req.valid("param").id);
    return c.json({ data: unwrap(await resetRequest(db, userOf(c), id)) }, 200);
  });

  api.openapi(insightsRoute, async (c) => {
    const user = userOf(c);
    const found = await visibleRequest(db, user, pathId(c.req.valid("param").id));
    if (!found) throw notFound();
    return c.json({ data: await requestInsights(db, user.companyId, found.request, c.get("language")) }, 200);
  });
}
