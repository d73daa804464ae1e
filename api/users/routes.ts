import { createRoute, z } from "@hono/zod-openapi";
import { and, asc, eq, sql } from "drizzle-orm";
import { envelope } from "../http/envelope";
import {
  UserIdParamSchema,
  UserListQuerySchema,
  UserSchema,
  UserSummarySchema,
  UserUpdateSchema,
  USERS_DEFAULT_LIMIT,
  USERS_MAX_LIMIT,
} from "./schemas";
import { users } from "../../db/schema";
import type { ApiApp, ApiDeps } from "../env";
import { errorResponses, notFound } from "../http/errors";
import { pathId } from "../http/params";
import { toUser, toUserSummary } from "./present";

const UserResponse = envelope(UserSchema, "UserResponse");
const UserSummaryResponse = envelope(UserSummarySchema, "UserSummaryResponse");
const UserSummaryListResponse = envelope(z.array(UserSummarySchema), "UserSummaryListResponse");

const getCurrentUser = createRoute({
  method: "get",
  path: "/user/v1/user",
  tags: ["User"],
  operationId: "getCurrentUser",
  summary: "The signed-in user",
  description:
    "The caller with permissions, features (company flags merged with the user's own) and settings.",
  responses: {
    200: { description: "The caller.", content: { "application/json": { schema: UserResponse } } },
    ...errorResponses(),
  },
});

const updateCurrentUser = createRoute({
  method: "post",
  path: "/user/v1/user",
  tags: ["User"],
  operationId: "updateCurrentUser",
  summary: "Update the signed-in user's profile",
  description: "Changes name, language and/or default columns of the caller. Unknown fields are rejected.",
  request: {
    body: { required: true, content: { "application/json": { schema: UserUpdateSchema } } },
  },
  responses: {
    200: { description: "The updated caller.", content: { "application/json": { schema: UserResponse } } },
    ...errorResponses({ validation: true }),
  },
});

const listUsers = createRoute({
  method: "get",
  path: "/user/v1/users",
  tags: ["User"],
  operationId: "listUsers",
  summary: "Users of the caller's company",
  description: `Ordered by name; at most \`limit\` users (default ${USERS_DEFAULT_LIMIT}, max ${USERS_MAX_LIMIT}).`,
  request: {
    query: UserListQuerySchema,
  },
  responses: {
    200: {
      description: "The company's users.",
      content: { "application/json": { schema: UserSummaryListResponse } },
    },
    ...errorResponses({ validation: true }),
  },
});

const getUser = createRoute({
  method: "get",
  path: "/user/v1/users/{id}",
  tags: ["User"],
  operationId: "getUser",
  summary: "One user of the caller's company",
  description: "404 when the id is not an integer, does not exist or belongs to another company.",
  request: {
    params: UserIdParamSchema,
  },
  responses: {
    200: { description: "The user.", content: { "application/json": { schema: UserSummaryResponse } } },
    ...errorResponses({ notFound: true }),
  },
});

export function registerUserRoutes(api: ApiApp, { db }: ApiDeps): void {
  api.openapi(getCurrentUser, (c) => c.json({ data: toUser(c.get("user"), c.get("company")) }, 200));

  api.openapi(updateCurrentUser, async (c) => {
    const update = c.req.valid("json");
    const company = c.get("company");
    const [row] = await db
      .update(users)
      .set({
        ...(update.name !== undefined ? { name: update.name } : {}),
        ...(update.language !== undefined ? { language: update.language } : {}),
        ...(update.default_columns !== undefined ? { defaultColumns: update.default_columns } : {}),
        updatedAt: sql`now()`,
      })
      .where(and(eq(users.id, c.get("user").id), eq(users.companyId, company.id)))
      .returning();
    if (!row) throw notFound(); // the user was deleted meanwhile
    return c.json({ data: toUser(row, company) }, 200);
  });

  api.openapi(listUsers, async (c) => {
    const { limit } = c.req.valid("query");
    const rows = await db
      .select({ id: users.id, name: users.name, email: users.email, language: users.language })
      .from(users)
      .where(eq(users.companyId, c.get("company").id))
      .orderBy(asc(users.name), asc(users.id))
      .limit(limit);
    return c.json({ data: rows.map(toUserSummary) }, 200);
  });

  api.openapi(getUser, async (c) => {
    const id = pathId(c.req.valid("param").id);
    const [row] = await db
      .select({ id: users.id, name: users.name, email: users.email, language: users.language })
      .from(users)
      .where(and(eq(users.id, id), eq(users.companyId, c.get("company").id)))
      .limit(1);
    if (!row) throw notFound();
    return c.json({ data: toUserSummary(row) }, 200);
  });
}
