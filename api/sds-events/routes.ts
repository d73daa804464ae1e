import { createRoute, z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { mayCompleteAction, mayManageActions, SDS_EVENT_PAGE_SIZE } from "../../core/sds-events/rules";
import { mayManageSdsRequests } from "../../core/sds-requests/rules";
import type { ApiApp, ApiDeps, ApiEnv } from "../env";
import { ApiError, errorResponses, forbidden, notFound, validationFailed } from "../http/errors";
import { ApiErrorSchema } from "../http/envelope";
import { idParam, jsonBody, pathId } from "../http/params";
import { scopeOf, type ScopedActor } from "../locations/scope";
import {
  assignees,
  createAction,
  getAction,
  listActions,
  productActions,
  setActionStatus,
  updateAction,
  type SaveOutcome,
} from "./actions";
import { listEvents } from "./events";
import {
  ActionInputSchema,
  ActionListQuerySchema,
  ActionListResponse,
  ActionResponse,
  ActionStatusInputSchema,
  AssigneesResponse,
  CopiedSdsResponse,
  CopySdsSchema,
  DigestSettingResponse,
  DigestSettingSchema,
  ProductFollowUpsResponse,
  SdsEventListQuerySchema,
  SdsEventListResponse,
  SetExpiredResponse,
  SetExpiredSchema,
} from "./schemas";
import { copySheet, setSheetExpired } from "./sheets";
import { digestSubscribed, setDigestSubscription } from "./digest";

/** The SDS timeline (/sdsevents), actions (/actions), and copying and expiring a sheet. */

const EVENTS = ["SDS events"];
const ACTIONS = ["Actions"];
const DOCUMENT = ["Document v1"];
const SCOPE = "Only products and locations in the caller's top nodes (else 404).";
export const NOT_CURRENT_MESSAGE = "Only a current sheet can be copied or set expired.";
export const ASSIGNEE_MESSAGE = "The assignee is not an active user of the company.";

const mayManage: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!mayManageActions(c.get("user").permissions)) throw forbidden();
  await next();
};
const mayChangeSheets: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!mayManageSdsRequests(c.get("user").permissions)) throw forbidden();
  await next();
};

const actorOf = (c: Context<ApiEnv>): ScopedActor => ({
  ...scopeOf(c.get("user")),
  userId: c.get("user").id,
});
const idParams = z.object({ id: idParam("id", "The id.") });
const conflict = {
  409: { description: NOT_CURRENT_MESSAGE, content: { "application/json": { schema: ApiErrorSchema } } },
};

const eventsRoute = createRoute({
  method: "get",
  path: "/sdsevents/v1/events",
  tags: EVENTS,
  operationId: "listSdsEvents",
  summary: "The company's SDS timeline",
  description:
    `Newest first, ${SDS_EVENT_PAGE_SIZE} a page (meta.next: the id to pass as after for the next page); filter ` +
    `by kind, product name, product, location subtree and dates. Every user of the company. ${SCOPE}`,
  request: { query: SdsEventListQuerySchema },
  responses: {
    200: { description: "The events.", content: { "application/json": { schema: SdsEventListResponse } } },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const copyRoute = createRoute({
  method: "post",
  path: "/document/v1/sds/copy/{id}",
  tags: DOCUMENT,
  operationId: "copySds",
  summary: "Copy a product's current sheet into a new product",
  description:
    "For product id: a new product named name whose current sheet is a copy of the product's current sheet " +
    "sds_key (its PDF too), optionally placed at location_id. An SDS event (copied) and the audit trail " +
    `record it. 409 when the sheet is not current. Needs add_product (else 403). ${SCOPE}`,
  middleware: [mayChangeSheets] as const,
  request: { params: idParams, body: jsonBody(CopySdsSchema) },
  responses: {
    201: { description: "Copied.", content: { "application/json": { schema: CopiedSdsResponse } } },
    ...conflict,
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const expireRoute = createRoute({
  method: "post",
  path: "/document/v1/sds/sdssetexpired",
  tags: DOCUMENT,
  operationId: "setSdsExpired",
  summary: "Set a current sheet expired",
  description:
    "The sheet stays the product's current sheet until a newer one replaces it, marked expired; setting it " +
    "again answers when it was first set. An SDS event (expired) and the audit trail record it. 409 when the " +
    `sheet is not current. Needs add_product (else 403). ${SCOPE}`,
  middleware: [mayChangeSheets] as const,
  request: { body: jsonBody(SetExpiredSchema) },
  responses: {
    200: { description: "Expired.", content: { "application/json": { schema: SetExpiredResponse } } },
    ...conflict,
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const listActionsRoute = createRoute({
  method: "get",
  path: "/actions/v1/actions",
  tags: ACTIONS,
  operationId: "listActions",
  summary: "Follow-up actions",
  description:
    "Open first by due date, 50 a page with a count; filter by status, mine (assigned to the caller), title " +
    `text and location subtree. Every user of the company. ${SCOPE}`,
  request: { query: ActionListQuerySchema },
  responses: {
    200: { description: "The actions.", content: { "application/json": { schema: ActionListResponse } } },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const createActionRoute = createRoute({
  method: "post",
  path: "/actions/v1/actions",
  tags: ACTIONS,
  operationId: "createAction",
  summary: "Create an action by hand",
  description:
    "Title, description, assignee (an active user of the company, else 422), due date, location and product. " +
    `Recorded on the audit trail. Needs add_product or edit_location (else 403). ${SCOPE}`,
  middleware: [mayManage] as const,
  request: { body: jsonBody(ActionInputSchema) },
  responses: {
    201: { description: "Created.", content: { "application/json": { schema: ActionResponse } } },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const getActionRoute = createRoute({
  method: "get",
  path: "/actions/v1/actions/{id}",
  tags: ACTIONS,
  operationId: "getAction",
  summary: "An action",
  description: `With the event that made it and the two sheets of a change, when it has them. ${SCOPE}`,
  request: { params: idParams },
  responses: {
    200: { description: "The action.", content: { "application/json": { schema: ActionResponse } } },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const updateActionRoute = createRoute({
  method: "post",
  path: "/actions/v1/actions/{id}",
  tags: ACTIONS,
  operationId: "updateAction",
  summary: "Edit an action",
  description: `The same fields as creating. Needs add_product or edit_location (else 403). ${SCOPE}`,
  middleware: [mayManage] as const,
  request: { params: idParams, body: jsonBody(ActionInputSchema) },
  responses: {
    200: { description: "Saved.", content: { "application/json": { schema: ActionResponse } } },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const statusRoute = createRoute({
  method: "post",
  path: "/actions/v1/actions/{id}/status",
  tags: ACTIONS,
  operationId: "setActionStatus",
  summary: "Mark an action done, or open again",
  description: `Needs add_product or edit_location, or to be the action's assignee (else 403). ${SCOPE}`,
  request: { params: idParams, body: jsonBody(ActionStatusInputSchema) },
  responses: {
    200: { description: "Saved.", content: { "application/json": { schema: ActionResponse } } },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const productActionsRoute = createRoute({
  method: "get",
  path: "/actions/v1/products/{id}",
  tags: ACTIONS,
  operationId: "listActionsOfProduct",
  summary: "The follow-up actions of a product",
  description: `Open first, at most 200. Every user of the company. ${SCOPE}`,
  request: { params: idParams },
  responses: {
    200: {
      description: "The actions.",
      content: { "application/json": { schema: ProductFollowUpsResponse } },
    },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const assigneesRoute = createRoute({
  method: "get",
  path: "/actions/v1/assignees",
  tags: ACTIONS,
  operationId: "listActionAssignees",
  summary: "Who an action can be assigned to",
  description:
    "The company's active users by name, at most 500. Needs add_product or edit_location (else 403).",
  middleware: [mayManage] as const,
  responses: {
    200: { description: "The users.", content: { "application/json": { schema: AssigneesResponse } } },
    ...errorResponses(),
  },
});

const getDigestRoute = createRoute({
  method: "get",
  path: "/sdsevents/v1/digest",
  tags: EVENTS,
  operationId: "getSdsEventDigest",
  summary: "Whether I get the daily e-mail digest of new SDS events",
  description: "The caller's own setting. Every user of the company.",
  responses: {
    200: { description: "The setting.", content: { "application/json": { schema: DigestSettingResponse } } },
    ...errorResponses(),
  },
});

const putDigestRoute = createRoute({
  method: "put",
  path: "/sdsevents/v1/digest",
  tags: EVENTS,
  operationId: "setSdsEventDigest",
  summary: "Subscribe to, or leave, the daily e-mail digest of new SDS events",
  description:
    "The caller's own setting; a new subscription starts from the newest event (nothing older is sent). The " +
    "digest lists the events within the caller's top nodes. Every user of the company.",
  request: { body: jsonBody(DigestSettingSchema) },
  responses: {
    200: { description: "Saved.", content: { "application/json": { schema: DigestSettingResponse } } },
    ...errorResponses({ validation: true }),
  },
});

function savedOrThrow(outcome: SaveOutcome): number {
  if (outcome.ok) return outcome.id;
  if (outcome.reason === "assignee") throw validationFailed({ assignee_id: [ASSIGNEE_MESSAGE] });
  throw notFound();
}

export function registerSdsEventRoutes(api: ApiApp, { db }: ApiDeps): void {
  api.openapi(eventsRoute, async (c) => {
    const page = await listEvents(db, scopeOf(c.get("user")), c.req.valid("query"));
    if (!page) throw notFound();
    return c.json(page, 200);
  });

  api.openapi(copyRoute, async (c) => {
    const outcome = await copySheet(db, actorOf(c), pathId(c.req.valid("param").id), c.req.valid("json"));
    if (!outcome.ok) {
      if (outcome.reason === "not_current") throw new ApiError(409, { message: NOT_CURRENT_MESSAGE });
      throw notFound();
    }
    return c.json({ data: { product_id: outcome.productId, sds_key: outcome.sdsKey } }, 201);
  });

  api.openapi(expireRoute, async (c) => {
    const body = c.req.valid("json");
    const outcome = await setSheetExpired(db, actorOf(c), body.sds_key);
    if (!outcome.ok) {
      if (outcome.reason === "not_current") throw new ApiError(409, { message: NOT_CURRENT_MESSAGE });
      throw notFound();
    }
    return c.json({ data: { sds_key: body.sds_key, expired_at: outcome.expiredAt } }, 200);
  });

  api.openapi(listActionsRoute, async (c) => {
    const list = await listActions(db, scopeOf(c.get("user")), c.get("user").id, c.req.valid("query"));
    if (!list) throw notFound();
    return c.json(list, 200);
  });

  api.openapi(createActionRoute, async (c) => {
    const actor = actorOf(c);
    const id = savedOrThrow(await createAction(db, actor, c.req.valid("json")));
    return c.json({ data: (await getAction(db, actor, id))! }, 201);
  });

  api.openapi(getActionRoute, async (c) => {
    const action = await getAction(db, scopeOf(c.get("user")), pathId(c.req.valid("param").id));
    if (!action) throw notFound();
    return c.json({ data: action }, 200);
  });

  api.openapi(updateActionRoute, async (c) => {
    const actor = actorOf(c);
    const id = savedOrThrow(
      await updateAction(db, actor, pathId(c.req.valid("param").id), c.req.valid("json")),
    );
    return c.json({ data: (await getAction(db, actor, id))! }, 200);
  });

  api.openapi(statusRoute, async (c) => {
    const actor = actorOf(c);
    const id = pathId(c.req.valid("param").id);
    const action = await getAction(db, actor, id);
    if (!action) throw notFound();
    if (!mayCompleteAction(c.get("user").permissions, actor.userId, action)) throw forbidden();
    await setActionStatus(db, actor, id, c.req.valid("json").status);
    return c.json({ data: (await getAction(db, actor, id))! }, 200);
  });

  api.openapi(productActionsRoute, async (c) => {
    const list = await productActions(db, scopeOf(c.get("user")), pathId(c.req.valid("param").id));
    if (!list) throw notFound();
    return c.json({ data: list }, 200);
  });

  api.openapi(getDigestRoute, async (c) => {
    const user = c.get("user");
    return c.json({ data: { subscribed: await digestSubscribed(db, user.companyId, user.id) } }, 200);
  });

  api.openapi(putDigestRoute, async (c) => {
    const user = c.get("user");
    const { subscribed } = c.req.valid("json");
    await setDigestSubscription(db, user.companyId, user.id, subscribed);
    return c.json({ data: { subscribed } }, 200);
  });

  api.openapi(assigneesRoute, async (c) =>
    c.json({ data: await assignees(db, c.get("user").companyId) }, 200),
  );
}
