import { createRoute } from "@hono/zod-openapi";
import { ApiErrorSchema, envelope } from "../http/envelope";
import type { ApiApp, ApiDeps, ApiEnv } from "../env";
import type { Context } from "hono";
import { errorResponses } from "../http/errors";
import { jsonBody, pathId } from "../http/params";
import { requirePermissions } from "../http/permissions";
import { USERS_PAGE_SIZE } from "../../core/users/user-rules";
import {
  createUser,
  getUserAdmin,
  listUsersPage,
  resendInvitation,
  setDeactivated,
  updateUser,
} from "./admin";
import {
  UserAdminInputSchema,
  UserAdminListQuerySchema,
  UserAdminPageSchema,
  UserAdminSchema,
  UserIdParamSchema,
} from "./schemas";

/**
 * Users administration (docs/decisions/037-company-administration.md): every operation needs the
 * user_admin flag (else 403) and reaches only the caller's company (another company's user: 404).
 */

const UserAdminResponse = envelope(UserAdminSchema, "UserAdminResponse");
const requireUserAdmin = requirePermissions({ all: ["user_admin"] });
const conflict = (description: string) =>
  ({ 409: { description, content: { "application/json": { schema: ApiErrorSchema } } } }) as const;
const RULES =
  "409 `self_admin`, `self_deactivate` or `last_admin` when the change would take away the caller's own " +
  "user_admin flag, deactivate the caller, or leave the company without an active user administrator.";

const listRoute = createRoute({
  method: "get",
  path: "/user/v1/users",
  tags: ["User"],
  operationId: "listUsers",
  summary: "Users of the caller's company (user administrators)",
  description:
    `Ordered by name, ${USERS_PAGE_SIZE} a page, with the total. Search by part of the name or e-mail ` +
    "address (case-insensitive); filter by a permission flag, guest, personal or shared account, and " +
    "active (default), deactivated or all. Needs user_admin.",
  middleware: [requireUserAdmin] as const,
  request: { query: UserAdminListQuerySchema },
  responses: {
    200: {
      description: "A page of users.",
      content: { "application/json": { schema: UserAdminPageSchema } },
    },
    ...errorResponses({ validation: true }),
  },
});

const getRoute = createRoute({
  method: "get",
  path: "/user/v1/users/{id}",
  tags: ["User"],
  operationId: "getUser",
  summary: "One user of the caller's company (user administrators)",
  description:
    "404 when the id is not an integer, does not exist or belongs to another company. Needs user_admin.",
  middleware: [requireUserAdmin] as const,
  request: { params: UserIdParamSchema },
  responses: {
    200: { description: "The user.", content: { "application/json": { schema: UserAdminResponse } } },
    ...errorResponses({ notFound: true }),
  },
});

const createUserRoute = createRoute({
  method: "post",
  path: "/user/v1/users",
  tags: ["User"],
  operationId: "createUser",
  summary: "Create a user and send the invitation",
  description:
    "A new user of the caller's company; the invitation e-mail goes to the outbox in the user's language. " +
    "422 when the e-mail address is taken (compared case-insensitively across ChemSafe) or a top node is " +
    "not one of the company's locations. Needs user_admin.",
  middleware: [requireUserAdmin] as const,
  request: { body: jsonBody(UserAdminInputSchema) },
  responses: {
    201: { description: "The new user.", content: { "application/json": { schema: UserAdminResponse } } },
    ...errorResponses({ validation: true }),
  },
});

const updateUserRoute = createRoute({
  method: "put",
  path: "/user/v1/users/{id}",
  tags: ["User"],
  operationId: "updateUser",
  summary: "Change a user",
  description:
    "Replaces the administered fields (permission flags left out become false). 422 as for creation; " +
    `${RULES} Needs user_admin.`,
  middleware: [requireUserAdmin] as const,
  request: { params: UserIdParamSchema, body: jsonBody(UserAdminInputSchema) },
  responses: {
    200: { description: "The changed user.", content: { "application/json": { schema: UserAdminResponse } } },
    ...errorResponses({ notFound: true, validation: true }),
    ...conflict("`{ error, message }` with error self_admin or last_admin."),
  },
});

const deactivateRoute = createRoute({
  method: "post",
  path: "/user/v1/users/{id}/deactivate",
  tags: ["User"],
  operationId: "deactivateUser",
  summary: "Deactivate a user",
  description:
    "The user can no longer sign in and their sessions end now; nothing they did is removed. Already " +
    `deactivated: no change. ${RULES} Needs user_admin.`,
  middleware: [requireUserAdmin] as const,
  request: { params: UserIdParamSchema },
  responses: {
    200: { description: "The user.", content: { "application/json": { schema: UserAdminResponse } } },
    ...errorResponses({ notFound: true }),
    ...conflict("`{ error, message }` with error self_deactivate or last_admin."),
  },
});

const reactivateRoute = createRoute({
  method: "post",
  path: "/user/v1/users/{id}/reactivate",
  tags: ["User"],
  operationId: "reactivateUser",
  summary: "Reactivate a user",
  description: "The user can sign in again. Already active: no change. Needs user_admin.",
  middleware: [requireUserAdmin] as const,
  request: { params: UserIdParamSchema },
  responses: {
    200: { description: "The user.", content: { "application/json": { schema: UserAdminResponse } } },
    ...errorResponses({ notFound: true }),
  },
});

const inviteRoute = createRoute({
  method: "post",
  path: "/user/v1/users/{id}/invitation",
  tags: ["User"],
  operationId: "resendUserInvitation",
  summary: "Send the invitation again",
  description:
    "Queues the invitation e-mail again, in the user's language. 409 `user_deactivated` for a deactivated " +
    "user. Needs user_admin.",
  middleware: [requireUserAdmin] as const,
  request: { params: UserIdParamSchema },
  responses: {
    200: { description: "The user.", content: { "application/json": { schema: UserAdminResponse } } },
    ...errorResponses({ notFound: true }),
    ...conflict("`{ error, message }` with error user_deactivated."),
  },
});

export function registerUserAdminRoutes(api: ApiApp, { db }: ApiDeps): void {
  const actorOf = (c: Context<ApiEnv>) => ({ user: c.get("user"), company: c.get("company") });

  api.openapi(listRoute, async (c) =>
    c.json(await listUsersPage(db, c.get("company").id, c.req.valid("query")), 200),
  );

  api.openapi(getRoute, async (c) => {
    const id = pathId(c.req.valid("param").id);
    return c.json({ data: await getUserAdmin(db, c.get("company").id, id) }, 200);
  });

  api.openapi(createUserRoute, async (c) =>
    c.json({ data: await createUser(db, actorOf(c), c.req.valid("json")) }, 201),
  );

  api.openapi(updateUserRoute, async (c) => {
    const id = pathId(c.req.valid("param").id);
    return c.json({ data: await updateUser(db, actorOf(c), id, c.req.valid("json")) }, 200);
  });

  api.openapi(deactivateRoute, async (c) => {
    const id = pathId(c.req.valid("param").id);
    return c.json({ data: await setDeactivated(db, actorOf(c), id, true) }, 200);
  });

  api.openapi(reactivateRoute, async (c) => {
    const id = pathId(c.req.valid("param").id);
    return c.json({ data: await setDeactivated(db, actorOf(c), id, false) }, 200);
  });

  api.openapi(inviteRoute, async (c) => {
    const id = pathId(c.req.valid("param").id);
    return c.json({ data: await resendInvitation(db, actorOf(c), id) }, 200);
  });
}
